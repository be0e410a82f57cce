// SPDX-License-Identifier: MIT
/*
 * Written as kernel code is written, and compiled unchanged with GCC, Clang and g++ against
 * src/compat (include/linux/unaligned.h and include/vdso/unaligned.h here are one-line stand-ins
 * for the kernel's, and -DUA_LINUX_KERNEL_TYPES=1 gives u16, __le32, ...): the type-generic
 * get_unaligned/put_unaligned on __le32 *, __be16 *, u16 *, const u64 * and u8 *, the vDSO pair
 * __get_unaligned_t/__put_unaligned_t, a 24-bit and a 48-bit get, a siphash-style loop of 64-bit
 * reads and an IP-header read. kernel_style_test.c gives them known answers at every offset, and
 * make compat requires ARMv5 GCC -O2 -fno-builtin to compile this file to no call at all.
 */
#include <linux/unaligned.h>
#include <vdso/unaligned.h>

#include "kernel_style.h"

u32 ks_get_le32(const void *p)
{
	return le32_to_cpu(get_unaligned((const __le32 *)p));
}

void ks_put_le32(u32 v, void *p)
{
	put_unaligned(cpu_to_le32(v), (__le32 *)p);
}

u16 ks_get_be16(const void *p)
{
	return be16_to_cpu(get_unaligned((const __be16 *)p));
}

void ks_put_be16(u16 v, void *p)
{
	put_unaligned(cpu_to_be16(v), (__be16 *)p);
}

u16 ks_get_u16(const void *p)
{
	return get_unaligned((u16 *)p);
}

void ks_put_u16(u16 v, void *p)
{
	put_unaligned(v, (u16 *)p);
}

u64 ks_get_u64(const void *p)
{
	return get_unaligned((const u64 *)p);
}

void ks_put_u64(u64 v, void *p)
{
	put_unaligned(v, (u64 *)p);
}

u8 ks_get_u8(const void *p)
{
	return get_unaligned((const u8 *)p);
}

u32 ks_vdso_get32(const void *p)
{
	return __get_unaligned_t(u32, p);
}

void ks_vdso_put64(u64 v, void *p)
{
	__put_unaligned_t(u64, v, p);
}

u16 ks_vdso_get16(const void *p)
{
	return __get_unaligned_t(const u16, p);
}

u32 ks_get_be24(const void *p)
{
	return get_unaligned_be24(p);
}

u64 ks_get_le48(const void *p)
{
	return get_unaligned_le48(p);
}

/* The shape of lib/siphash.c's main loop: 64-bit little-endian words at any alignment. */
u64 ks_sum_le64(const u8 *data, size_t len)
{
	const u8 *end = data + len - (len % sizeof(u64));
	u64 sum = 0;

	for (; data != end; data += sizeof(u64))
		sum ^= le64_to_cpu(get_unaligned((const __le64 *)data)) + (sum << 7);
	return sum;
}

/* An IP header read at an odd address: total length, id and the source address. */
u32 ks_ip_header(const u8 *iph)
{
	u16 tot_len = be16_to_cpu(get_unaligned((const __be16 *)(iph + 2)));
	u16 id = be16_to_cpu(get_unaligned((const __be16 *)(iph + 4)));
	u32 saddr = be32_to_cpu(get_unaligned((const __be32 *)(iph + 12)));

	return saddr ^ ((u32)tot_len << 16 | id);
}
