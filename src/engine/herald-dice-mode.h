/* herald-dice-mode.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * HeraldDiceMode:
 * @HERALD_DICE_MODE_FAIR: independent fair dice
 * @HERALD_DICE_MODE_BALANCED: the production dice come from a shuffled deck of the 36 sums,
 *   the event die from a shuffled deck of its 6 faces
 * @HERALD_DICE_MODE_PHYSICAL: the table rolls real dice and enters them
 *
 * How a game's dice are rolled: chosen with the game and saved with it (the `dice` member of
 * `rules`, docs/save-format.md). glib-mkenums makes the GType (the nicks are the file's words).
 */
typedef enum
{
  HERALD_DICE_MODE_FAIR,      /*< nick=fair >*/
  HERALD_DICE_MODE_BALANCED,  /*< nick=balanced >*/
  HERALD_DICE_MODE_PHYSICAL,  /*< nick=physical >*/
} HeraldDiceMode;

G_END_DECLS
