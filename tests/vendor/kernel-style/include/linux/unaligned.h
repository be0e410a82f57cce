/* SPDX-License-Identifier: MIT */
/* Stand-in for the kernel's <linux/unaligned.h>: the one include a port changes. */
#include "compat/linux_unaligned.h"
