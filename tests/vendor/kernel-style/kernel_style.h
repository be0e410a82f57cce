/* SPDX-License-Identifier: MIT */
/* The functions of kernel_style.c, for the known-answer driver (kernel_style_test.c). */
#ifndef KERNEL_STYLE_H
#define KERNEL_STYLE_H
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
uint32_t ks_get_le32(const void *p);
void ks_put_le32(uint32_t v, void *p);
uint16_t ks_get_be16(const void *p);
void ks_put_be16(uint16_t v, void *p);
uint16_t ks_get_u16(const void *p);
void ks_put_u16(uint16_t v, void *p);
uint64_t ks_get_u64(const void *p);
void ks_put_u64(uint64_t v, void *p);
uint8_t ks_get_u8(const void *p);
uint32_t ks_vdso_get32(const void *p);
void ks_vdso_put64(uint64_t v, void *p);
uint16_t ks_vdso_get16(const void *p);
uint32_t ks_get_be24(const void *p);
uint64_t ks_get_le48(const void *p);
uint64_t ks_sum_le64(const uint8_t *data, size_t len);
uint32_t ks_ip_header(const uint8_t *iph);
#ifdef __cplusplus
}
#endif
#endif /* KERNEL_STYLE_H */
