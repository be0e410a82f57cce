// SPDX-License-Identifier: MIT
/*
 * The kernel's typical unaligned call shapes, written as kernel code writes them, for the kernel
 * kit report (tests/vendor/kernel-kit/report): compiled once against the kernel's memcpy form and
 * once against the library's drop-in headers, for ARMv5 with the kernel's flags.
 */
#include <linux/unaligned.h>

/* IP header fields at an address the alignment-fixup list names (an odd offset in a frame). */
u32 shape_ip_header(const u8 *iph)
{
	return be16_to_cpu(get_unaligned((const __be16 *)(iph + 2))) +
	       be32_to_cpu(get_unaligned((const __be32 *)(iph + 12))) +
	       be32_to_cpu(get_unaligned((const __be32 *)(iph + 16)));
}

/* A TCP option's 32-bit timestamp. */
u32 shape_tcp_tsval(const u8 *opt)
{
	return be32_to_cpu(get_unaligned((const __be32 *)(opt + 2)));
}

/* lib/lz4's 8-byte match copy. */
void shape_lz4_copy8(u8 *dst, const u8 *src)
{
	put_unaligned(get_unaligned((const u64 *)src), (u64 *)dst);
}

/* lib/lzo's 4-byte copy. */
void shape_lzo_copy4(u8 *dst, const u8 *src)
{
	put_unaligned(get_unaligned((const u32 *)src), (u32 *)dst);
}

/* lib/siphash's word loop. */
u64 shape_siphash_words(const u8 *data, unsigned long len)
{
	const u8 *end = data + len - (len % 8);
	u64 v = 0;

	for (; data != end; data += 8)
		v = (v ^ le64_to_cpu(get_unaligned((const __le64 *)data))) * 0x9E3779B97F4A7C15ull;
	return v;
}

/* The vDSO's own use: a 32-bit value and a 64-bit store through the pair. */
u32 shape_vdso_get32(const void *p)
{
	return __get_unaligned_t(u32, p);
}

void shape_vdso_put64(void *p, u64 v)
{
	__put_unaligned_t(u64, v, p);
}
