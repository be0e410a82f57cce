/* SPDX-License-Identifier: MIT */
/*
 * The kit's drop-in <vdso/unaligned.h>: the library's vDSO pair, configured in the kernel's terms.
 * CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS (set by the architecture's Kconfig) becomes
 * UA_HAVE_EFFICIENT_UNALIGNED_ACCESS, so AUTO picks per target as the kernel would allow.
 */
#ifndef UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  ifdef CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS
#    define UA_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
#  else
#    define UA_HAVE_EFFICIENT_UNALIGNED_ACCESS 0
#  endif
#endif
#include "compat/vdso_unaligned.h"
