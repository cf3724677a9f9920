/* herald-session-records.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "herald-game.h"
#include "herald-session-library.h"

G_BEGIN_DECLS

/**
 * HeraldRecord:
 * @name: the player's name as in the first game added (from the library: the newest game);
 *   names match by their key (herald_player_name_key(): without regard to case, to spaces at
 *   either end and to characters that show nothing)
 * @games: finished games played
 * @wins: games won
 * @points: victory points at the end, all games together
 * @defender: Defender of Catan cards won
 * @cities_lost: cities pillaged by the barbarians
 * @sevens: 7s rolled on the player's turns
 * @expected_sevens: what fair dice bring in as many rolls (one in six)
 * @draws: progress cards drawn through the event die
 * @expected_draws: what the player's improvement levels made likely (herald-statistics.h)
 *
 * One player's record over every finished game kept.
 */
typedef struct
{
  char  *name;
  guint  games;
  guint  wins;
  guint  points;
  guint  defender;
  guint  cities_lost;
  guint  sevens;
  double expected_sevens;
  guint  draws;
  double expected_draws;
} HeraldRecord;

GPtrArray *herald_records_new          (void);
gboolean   herald_records_add_game     (GPtrArray      *records,
                                        HeraldGame     *game);
void       herald_records_sort         (GPtrArray      *records);
GPtrArray *herald_records_from_library (HeraldLibrary  *library,
                                        guint          *n_games);
void       herald_records_from_library_async  (HeraldLibrary       *library,
                                               GCancellable        *cancellable,
                                               GAsyncReadyCallback  callback,
                                               gpointer             user_data);
GPtrArray *herald_records_from_library_finish (GAsyncResult        *result,
                                               guint               *n_games,
                                               GError             **error);
double     herald_record_average_points (const HeraldRecord *record);

/* the folder of the games folder that keeps a copy of each game finished in a file elsewhere */
#define HERALD_RECORDS_ELSEWHERE_FOLDER "finished-elsewhere"

char      *herald_records_elsewhere_path (const char *games_folder,
                                          HeraldGame *game);
gboolean   herald_records_keep_elsewhere (const char *games_folder,
                                          HeraldGame *game,
                                          GError    **error);
gboolean   herald_records_is_default_name (const char   *name,
                                           HeraldColor   color);

G_END_DECLS
