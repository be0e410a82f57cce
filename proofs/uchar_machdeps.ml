(* SPDX-License-Identifier: MIT *)
(* Two Frama-C machdeps for the proofs: the stock gcc_x86_64 and ppc_32 with `char` unsigned.

   Why: WP's typed memory model reads a void pointer as a char pointer. With the stock machdeps
   `char` is signed, so every conversion of the public API's `const void` pointer to a `const
   uint8_t` pointer is a cast between incompatible pointer types, and WP hides its result (the
   goal becomes unprovable, never unsound). With `char` unsigned the same cast is uint8 to uint8,
   which WP's model supports.
   The header has no plain `char` in the code under proof, so nothing else changes; AArch64, ARM,
   PowerPC and s390x Linux all have an unsigned `char`.

   Compiled by proofs/run-unit (ocamlopt -shared) and loaded with -load-module. *)

let unsigned_char m = { m with Cil_types.char_is_unsigned = true }

let () =
  File.new_machdep "x86_64_uchar" (unsigned_char Machdeps.gcc_x86_64);
  File.new_machdep "ppc_32_uchar" (unsigned_char Machdeps.ppc_32)
