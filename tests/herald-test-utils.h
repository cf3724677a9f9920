/* herald-test-utils.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-game.h"
#include "herald-rng.h"
#include "herald-save.h"

G_BEGIN_DECLS

/* Anna (red), Ben (blue) and Cleo (white), the players of most tests */
extern const HeraldPlayerInfo herald_test_players[6];

HeraldGame *herald_test_game_new     (const char  *rules_json,
                                      guint        n_players,
                                      const char  *start_json);
gboolean    herald_test_apply        (HeraldGame  *game,
                                      const char  *action_json,
                                      GError     **error);
void        herald_test_apply_ok     (HeraldGame  *game,
                                      const char  *action_json);
void        herald_test_apply_fails  (HeraldGame  *game,
                                      const char  *action_json,
                                      const char  *message_part);
guint       herald_test_count_outcomes (HeraldGame        *game,
                                      HeraldOutcomeType  type);
const HeraldOutcome *herald_test_last_outcome (HeraldGame        *game,
                                      HeraldOutcomeType  type);
guint       herald_test_vp           (HeraldGame  *game,
                                      guint        player);

/* What herald_test_random_change () did */
typedef enum
{
  HERALD_TEST_CHANGE_NONE,  /* nothing: no step was left to take */
  HERALD_TEST_CHANGE_UNDO,
  HERALD_TEST_CHANGE_REDO,
  HERALD_TEST_CHANGE_STEP,
} HeraldTestChange;

HeraldTestChange herald_test_random_change (HeraldGame   *game,
                                            HeraldRng    *rng,
                                            HeraldAction *out_step);

/* One run of herald-cli and what it must say: its exit status, its standard output (exactly,
 * when given), texts its standard error holds and texts it must not hold (GLib's wording, the
 * English of a translated message) */
typedef struct
{
  const char *args[10];       /* NULL-terminated */
  const char *input;          /* the standard input: a path, or NULL for none */
  int         status;
  const char *out;            /* NULL: not checked */
  const char *err_has[3];
  const char *err_lacks[3];
  gboolean    one_line;       /* the error is one line */
} HeraldTestCliCase;

/* herald-cli ($HERALD_CLI) with @args, its standard input read from @input (a path, or NULL for
 * none) and @env (name, value pairs, NULL-terminated) set on top of the environment: its exit
 * code, stdout in @out and stderr in @err (test-cli, test-cli-files) */
int         herald_test_run_cli      (const char * const  *args,
                                      const char          *input,
                                      const char * const  *env,
                                      char               **out,
                                      char               **err);
/* runs @c's herald-cli with @env and checks what it says */
void        herald_test_check_cli_case (const HeraldTestCliCase *c,
                                      const char * const      *env);
/* how often @needle is in @text */
guint       herald_test_count_in     (const char          *text,
                                      const char          *needle);
/* makes @dir read-only for this process and its children, also for root (a read-only bind
 * mount in a mount namespace of its own: call it in a g_test_trap_subprocess () child); FALSE
 * when that cannot be done here (test-files, test-cli-files) */
gboolean    herald_test_make_read_only (const char        *dir);
/* the test that calls it run again in a subprocess (stderr inherited), which must pass: for
 * tests of a language that bind the build's catalogues ($HERALD_TEST_LOCALEDIR); the test
 * is skipped when they are not given */
void        herald_test_trap_with_catalogues (void);
/* in such a subprocess: the messages from the build's catalogues ($HERALD_TEST_LOCALEDIR) in
 * @language (LANGUAGE; NULL leaves it as it is), under the C.UTF-8 locale with LC_ALL,
 * LC_MESSAGES, LC_NUMERIC and LC_TIME unset */
void        herald_test_use_catalogues (const char *language);

/* a game entered in progress (round 2, a deck arranged first), then played on: Anna rolls and
 * builds two settlements and a city (tester report 30, N30-14; test-statistics, test-export) */
extern const char herald_test_entered_game[];
/* a position for a game to 10 victory points where Ben, at 9 with the trade
 * metropolis and the strongest knights, gains a Defender of Catan point on Anna's landing and
 * then waits for his own turn to win (A21.3; test-metropolis, test-turn-card) */
extern const char herald_test_waits_to_win_position[];
/* a 4-player position, round 2, Cleo to play with the Wedding and the Master Merchant in hand:
 * Anna and Dora have more victory points than Cleo, Ben as many (A14, tester report 34,
 * N34-8; test-cards, test-widgets) */
extern const char herald_test_wedding_position[];

G_END_DECLS
