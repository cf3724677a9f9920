/* herald-rng.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The only source of randomness in Herald: GLib's Mersenne Twister, seeded from the OS in the
 * app and with a fixed seed in tests. Its results are recorded in actions, never replayed. */
typedef struct _HeraldRng HeraldRng;

HeraldRng *herald_rng_new           (void);
HeraldRng *herald_rng_new_with_seed (guint32    seed);
void       herald_rng_free          (HeraldRng *self);
guint32    herald_rng_get_seed      (HeraldRng *self);
guint      herald_rng_range         (HeraldRng *self,
                                     guint      n);
void       herald_rng_shuffle       (HeraldRng *self,
                                     guint8    *items,
                                     guint      n_items);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldRng, herald_rng_free)

G_END_DECLS
