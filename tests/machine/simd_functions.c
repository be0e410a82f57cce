/* SPDX-License-Identifier: MIT */
/*
 * The vector blocks of the x86-64 bulk kernels as external functions for prove_simd.py: a constant
 * `bytes` makes each kernel's loop run once, so the compiled code is that one block.
 *   cg_revW_xV:        one V-byte vector (V = 16 SSSE3, 32 AVX2, 64 AVX-512BW)
 *   cg_shiftedW_V_qQ:  the shifted loop from p = V + Q (p mod W = Q): select of two loads, shuffle
 *   cg_rotatedW:       the rotated loop over 128 bytes: vpermb of two loads and the blend (VBMI)
 */
#include "unaligned_bulk.h"

/* Each wrapper has its kernel's target, or the compiler could not inline the kernel into it. */
#define CG_ISA_16 UA_IMPL_TARGET("ssse3")
#define CG_ISA_32 UA_IMPL_TARGET("avx2")
#define CG_ISA_64 UA_IMPL_TARGET("avx512bw")

#define CG_VECTOR(W, V)                                                                       \
    void cg_rev##W##_x##V(uint8_t *d, const uint8_t *s);                                      \
    CG_ISA_##V void cg_rev##W##_x##V(uint8_t *d, const uint8_t *s) { ua_impl_rev##W##_x##V(d, s); }
#define CG_VECTORS(W) CG_VECTOR(W, 16) CG_VECTOR(W, 32) CG_VECTOR(W, 64)
CG_VECTORS(2)
CG_VECTORS(4)
CG_VECTORS(8)

/* bytes = p + V + 2W: the loop's condition holds for p and not for p + V. */
#define CG_SHIFTED(W, V, Q)                                                                   \
    size_t cg_shifted##W##_##V##_q##Q(uint8_t *d, const uint8_t *s);                          \
    CG_ISA_##V size_t cg_shifted##W##_##V##_q##Q(uint8_t *d, const uint8_t *s)                \
    {                                                                                         \
        return ua_impl_rev##W##_shifted##V(d, s, V##u + Q##u + V##u + 2u * W##u, V##u + Q##u); \
    }
#define CG_SHIFTED_W(W, V, ...) CG_SHIFTED_Q##W(W, V)
#define CG_SHIFTED_Q2(W, V) CG_SHIFTED(W, V, 1)
#define CG_SHIFTED_Q4(W, V) CG_SHIFTED(W, V, 1) CG_SHIFTED(W, V, 2) CG_SHIFTED(W, V, 3)
#define CG_SHIFTED_Q8(W, V) CG_SHIFTED_Q4(W, V) CG_SHIFTED(W, V, 4) CG_SHIFTED(W, V, 5) \
    CG_SHIFTED(W, V, 6) CG_SHIFTED(W, V, 7)
#define CG_SHIFTED_V(W) CG_SHIFTED_W(W, 16) CG_SHIFTED_W(W, 32) CG_SHIFTED_W(W, 64)
CG_SHIFTED_V(2)
CG_SHIFTED_V(4)
CG_SHIFTED_V(8)

/* bytes = 128: the 4-line loop does not run, the 1-line loop once. */
#define CG_ROTATED(W)                                                                         \
    size_t cg_rotated##W(uint8_t *d, unsigned head, const uint8_t *s);                        \
    UA_IMPL_VBMI size_t cg_rotated##W(uint8_t *d, unsigned head, const uint8_t *s)            \
    {                                                                                         \
        return ua_impl_rev##W##_rotated(d, head, s, 128u);                                    \
    }
CG_ROTATED(2)
CG_ROTATED(4)
CG_ROTATED(8)
