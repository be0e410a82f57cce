/* SPDX-License-Identifier: MIT */
/* Stand-in for the kernel's <vdso/unaligned.h>: the one include a port changes. */
#include "compat/vdso_unaligned.h"
