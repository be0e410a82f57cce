/* SPDX-License-Identifier: MIT */
/*
 * The kernel's form of the vDSO pair, for the kit's comparison: a typed local filled by
 * __builtin_memcpy (written here from the kernel's documented semantics, not copied). With
 * -fno-builtin on ARMv5, GCC turns the copy from an unknown-alignment pointer into a memcpy call.
 */
#ifndef KIT_MEMCPY_VDSO_UNALIGNED_H
#define KIT_MEMCPY_VDSO_UNALIGNED_H
#define __get_unaligned_t(type, ptr) __extension__ ({                                       \
    __typeof__(((void)0, *(type *)0)) kit_v;                                                \
    __builtin_memcpy(&kit_v, (const void *)(ptr), sizeof(kit_v));                          \
    kit_v; })
#define __put_unaligned_t(type, val, ptr) do {                                              \
    type kit_v = (val);                                                                     \
    __builtin_memcpy((void *)(ptr), &kit_v, sizeof(kit_v));                                 \
} while (0)
#endif
