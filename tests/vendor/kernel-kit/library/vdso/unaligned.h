/* SPDX-License-Identifier: MIT */
/* The kit's drop-in <vdso/unaligned.h>: the library's vDSO pair, with the kernel's
 * CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS as UA_HAVE_EFFICIENT_UNALIGNED_ACCESS. */
#ifndef UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  ifdef CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS
#    define UA_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
#  else
#    define UA_HAVE_EFFICIENT_UNALIGNED_ACCESS 0
#  endif
#endif
#include "compat/vdso_unaligned.h"
