/* herald-session-game-summary.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "herald-game.h"

G_BEGIN_DECLS

/**
 * HeraldGameSummary:
 * @players: the players' names for one line (herald_library_join_players())
 * @winner: (nullable): the winner's name, isolated (U+2068 … U+2069), of a finished game
 * @round: the round the game is in
 * @n_actions: the steps in its log
 * @finished: whether the game has ended
 *
 * What the start page's list says of a saved game, kept in a small file beside it
 * (`<game>.summary`) so that listing the games does not load and replay each one
 * (docs/save-format.md, "Files"; docs/performance.md).
 */
typedef struct
{
  char     *players;
  char     *winner;
  guint     round;
  guint     n_actions;
  gboolean  finished;
} HeraldGameSummary;

char     *herald_game_summary_path     (const char        *path);
void      herald_game_summary_clear    (HeraldGameSummary *summary);
void      herald_game_summary_describe (HeraldGameSummary *summary,
                                        HeraldGame        *game);
gboolean  herald_game_summary_read     (const char        *path,
                                        HeraldGameSummary *summary);
gboolean  herald_game_summary_write    (const char        *path,
                                        const HeraldGameSummary *summary,
                                        const GStatBuf    *identity);
gboolean  herald_game_summary_write_for (const char       *path,
                                         HeraldGame       *game);

G_END_DECLS
