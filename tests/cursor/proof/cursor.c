/* SPDX-License-Identifier: MIT */
/* Proof unit "cursor": every function of the header, with this directory's model. */
#include "unaligned_cursor.h"
