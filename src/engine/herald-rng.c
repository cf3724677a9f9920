/* herald-rng.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "herald-rng.h"

struct _HeraldRng
{
  GRand   *rand;
  guint32  seed;
};

/**
 * herald_rng_new:
 *
 * A random source seeded from the operating system (GLib's g_random source, itself seeded from
 * /dev/urandom). The seed is kept so that a game can name it.
 *
 * Returns: (transfer full): a new #HeraldRng
 */
HeraldRng *
herald_rng_new (void)
{
  return herald_rng_new_with_seed (g_random_int ());
}

/**
 * herald_rng_new_with_seed:
 * @seed: any 32-bit value
 *
 * Returns: (transfer full): a #HeraldRng whose sequence depends only on @seed
 */
HeraldRng *
herald_rng_new_with_seed (guint32 seed)
{
  HeraldRng *self = g_new0 (HeraldRng, 1);

  self->seed = seed;
  self->rand = g_rand_new_with_seed (seed);
  return self;
}

void
herald_rng_free (HeraldRng *self)
{
  if (self == NULL)
    return;
  g_rand_free (self->rand);
  g_free (self);
}

guint32
herald_rng_get_seed (HeraldRng *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->seed;
}

/**
 * herald_rng_range:
 * @self: the source
 * @n: the number of outcomes, 1 … 2³¹
 *
 * g_rand_int_range() rejects the top partial block of 2³², so every value is equally likely:
 * there is no modulo bias.
 *
 * Returns: a uniform value in [0, @n)
 */
guint
herald_rng_range (HeraldRng *self,
                  guint      n)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (n > 0 && n <= G_MAXINT32, 0);
  return (guint) g_rand_int_range (self->rand, 0, (gint32) n);
}

/**
 * herald_rng_shuffle:
 * @self: the source
 * @items: (array length=n_items): bytes to permute in place
 * @n_items: the number of items
 *
 * A Fisher–Yates shuffle: every permutation equally likely.
 */
void
herald_rng_shuffle (HeraldRng *self,
                    guint8    *items,
                    guint      n_items)
{
  g_return_if_fail (self != NULL);

  for (guint i = n_items; i > 1; i--)
    {
      guint j = herald_rng_range (self, i);
      guint8 tmp = items[i - 1];

      items[i - 1] = items[j];
      items[j] = tmp;
    }
}
