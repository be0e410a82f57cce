/* SPDX-License-Identifier: MIT */
/* Proof unit "bulk" (proofs/units.list): every function of the header, with the model of this
 * directory (unaligned_model.acsl). */
#include "unaligned_bulk.h"
