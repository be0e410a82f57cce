/* SPDX-License-Identifier: MIT */
/* Proof unit "bulk": every function of the header, with this directory's model. */
#include "unaligned_bulk.h"
