/* SPDX-License-Identifier: MIT */
/* The kit's drop-in <linux/unaligned.h>: the library's, configured as the vDSO one above. */
#include <vdso/unaligned.h>
#define UA_LINUX_KERNEL_TYPES 1
#include "compat/linux_unaligned.h"
