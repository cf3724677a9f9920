/* herald-session-game-summary.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "herald-game.h"
#include "herald-save.h"

G_BEGIN_DECLS

/**
 * HeraldGameSummary:
 * @names: (array zero-terminated=1): the players' names in seat order, 3–6 of them, each
 *   valid by herald_player_name_is_valid()
 * @colors: (array zero-terminated=1): their colours' words in the save format ("red"), one
 *   for each name
 * @players: the players for one line (herald_library_join_names()), each named as the game's
 *   sentences name them (herald_player_label_new ())
 * @winner: (nullable): the winner, named as @players names them, isolated (U+2068 … U+2069), of a finished game
 * @winner_index: the winner's seat, or -1 (an unfinished game, or one that ended without one)
 * @round: the round the game is in
 * @n_actions: the steps in its log, at most %HERALD_SAVE_MAX_ACTIONS
 * @finished: whether the game has ended
 *
 * What the start page's list says of a saved game, kept in a small file beside it
 * (`<game>.summary`) so that listing the games does not load and replay each one
 * (docs/save-format.md, "Files"; docs/performance.md).
 */
typedef struct
{
  char    **names;
  char    **colors;
  char     *players;
  char     *winner;
  gint      winner_index;
  guint     round;
  guint     n_actions;
  gboolean  finished;
} HeraldGameSummary;

/* the largest summary read: Herald writes a few hundred bytes */
#define HERALD_GAME_SUMMARY_MAX_SIZE (64 * 1024)

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
                                         HeraldGame       *game,
                                         const GStatBuf   *identity);
void      herald_game_summary_describe_facts (HeraldGameSummary *summary,
                                              HeraldGame        *game);
gboolean  herald_game_summary_write_described (const char              *path,
                                               const HeraldGameSummary *summary,
                                               const GStatBuf          *identity);
gboolean  herald_game_summary_write_refusal (const char     *path,
                                             const GStatBuf *identity,
                                             gboolean        newer,
                                             const char     *message);
gboolean  herald_game_summary_read_refusal  (const char  *path,
                                             gboolean    *newer,
                                             char       **message);
void      herald_game_summary_forget_key (void);
guint     herald_game_summary_get_n_key_reads (void);
gboolean  herald_game_summary_remove_leftover (const char *folder,
                                               const char *name);

G_END_DECLS
