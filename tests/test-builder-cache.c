/* test-builder-cache.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine keeps who may build for the state it was asked of (herald-apply-builder.c): a
 * player's card asks about each of its moves after every step. A kept answer that outlived
 * its state would be a rules bug: a button offered or refused for the turn before. These
 * tests play random games with undos, redos and corrections and, after every change, compare
 * every build, knight, improvement and repair question with the answers of the same game
 * loaded afresh from its file (its log replayed to the same point), refusals word for word.
 * The rolls in the log are counted on likewise (herald_game_get_n_rolls ()). The refusals'
 * translations the engine remembers (herald-i18n.c) are compared with the same refusals
 * translated afresh, in every language, the language changed within the process.
 */

#include "config.h"

#include <libintl.h>
#include <locale.h>
#include <string.h>

#include "herald-private.h"
#include "herald-random-play.h"
#include "herald-test-utils.h"

/* Every question a player's card asks, and a repair: one line each, "ok" or the refusal */
static char *
builder_answers (HeraldGame *game)
{
  const HeraldState *state = herald_game_get_state (game);
  GString *out = g_string_new (NULL);
  static const HeraldActionType types[] = {
    HERALD_ACTION_BUILD_SETTLEMENT, HERALD_ACTION_BUILD_CITY, HERALD_ACTION_BUILD_WALL,
    HERALD_ACTION_BUILD_KNIGHT, HERALD_ACTION_REPAIR_CITY,
  };

  for (guint p = 0; p < herald_game_get_n_players (game); p++)
    {
      guint n_questions = G_N_ELEMENTS (types) + HERALD_N_TRACKS + 4 * state->players[p].n_knights;

      for (guint q = 0; q < n_questions; q++)
        {
          g_autoptr(GError) error = NULL;
          HeraldAction a;

          if (q < G_N_ELEMENTS (types))
            herald_action_init (&a, types[q], p);
          else if (q < G_N_ELEMENTS (types) + HERALD_N_TRACKS)
            {
              herald_action_init (&a, HERALD_ACTION_IMPROVE_CITY, p);
              a.track = q - G_N_ELEMENTS (types);
            }
          else
            {
              static const HeraldActionType knight_types[] = {
                HERALD_ACTION_ACTIVATE_KNIGHT, HERALD_ACTION_UPGRADE_KNIGHT,
                HERALD_ACTION_KNIGHT_ACTION, HERALD_ACTION_KNIGHT_ACTION,
              };
              guint k = (q - G_N_ELEMENTS (types) - HERALD_N_TRACKS) / 4;
              guint m = (q - G_N_ELEMENTS (types) - HERALD_N_TRACKS) % 4;

              herald_action_init (&a, knight_types[m], p);
              a.knight = k;
              /* a card's knight's two moves (herald_player_item_check_knight_move ()) */
              if (m >= 2)
                a.kind = m == 2 ? HERALD_KNIGHT_CHASE_ROBBER : HERALD_KNIGHT_MOVE;
            }
          if (herald_game_check (game, &a, &error))
            g_string_append_printf (out, "%u %u ok\n", p, q);
          else
            g_string_append_printf (out, "%u %u %s\n", p, q, error->message);
        }
    }
  return g_string_free (out, FALSE);
}

/* @game answers as the same game loaded from its file, asked for the first time */
static void
assert_answers_fresh (HeraldGame *game,
                      const char *what)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = herald_save_to_data (game, NULL);
  g_autoptr(HeraldGame) fresh = herald_save_load_data (data, strlen (data), &error);
  g_autofree char *answers = NULL;
  g_autofree char *fresh_answers = NULL;

  g_assert_no_error (error);
  answers = builder_answers (game);
  fresh_answers = builder_answers (fresh);
  if (strcmp (answers, fresh_answers) != 0)
    g_error ("after %s (step %u) the game answered:\n%s\nthe same game loaded afresh:\n%s", what,
             herald_game_get_n_actions (game), answers, fresh_answers);
}

/* Random games (varied rules: 3–6 players, special build phases, build timings), a random
 * step, undo or redo at a time; every change is followed by all the questions, asked twice
 * so that the second time is answered from what the game kept. */
static void
test_fresh_after_changes (void)
{
  guint undos = 0, redos = 0, corrections = 0, special = 0;

  for (guint32 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 13);

      for (guint i = 0; i < 160; i++)
        {
          HeraldAction a;
          HeraldTestChange change = herald_test_random_change (game, rng, &a);
          const char *did;

          if (change == HERALD_TEST_CHANGE_NONE)
            break;
          did = change == HERALD_TEST_CHANGE_UNDO ? "an undo" : change == HERALD_TEST_CHANGE_REDO ? "a redo" : "a step";
          undos += change == HERALD_TEST_CHANGE_UNDO;
          redos += change == HERALD_TEST_CHANGE_REDO;
          corrections += change == HERALD_TEST_CHANGE_STEP && a.type == HERALD_ACTION_CORRECT;
          special += herald_game_get_state (game)->phase == HERALD_PHASE_SPECIAL_BUILD;
          g_free (builder_answers (game));
          assert_answers_fresh (game, did);
        }
    }
  g_test_message ("%u undos, %u redos, %u corrections, %u special build phases", undos, redos,
                  corrections, special);
  g_assert_cmpuint (undos, >, 50);
  g_assert_cmpuint (redos, >, 10);
  g_assert_cmpuint (corrections, >, 0);
  g_assert_cmpuint (special, >, 0);
}

/* The end of a turn undone gives the turn back: the player whose turn it was again may
 * build, the next one no longer (the answers kept for the next player's turn are gone) */
static void
test_undo_end_turn (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(GError) error = NULL;
  HeraldAction a;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 5}");
  herald_test_apply_ok (game, "{\"type\": \"end_turn\"}");
  herald_action_init (&a, HERALD_ACTION_BUILD_KNIGHT, 0);
  g_assert_false (herald_game_check (game, &a, &error));
  /* refused because it is another player's turn: that kind (N43-1) */
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_OFF_TURN);
  g_assert_nonnull (strstr (error->message, "Ben’s turn"));
  g_clear_error (&error);

  g_assert_true (herald_game_undo (game, NULL));
  g_assert_true (herald_game_check (game, &a, &error));
  g_assert_no_error (error);
  assert_answers_fresh (game, "the end of the turn undone");

  g_assert_true (herald_game_redo (game, NULL, NULL));
  g_assert_false (herald_game_check (game, &a, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_OFF_TURN);
  g_clear_error (&error);
  assert_answers_fresh (game, "the end of the turn redone");

  /* a copy asks again rather than share the original's answers */
  {
    g_autoptr(HeraldGame) copy = herald_game_copy (game);

    g_assert_true (herald_game_undo (copy, NULL));
    g_assert_true (herald_game_check (copy, &a, NULL));
    g_assert_false (herald_game_check (game, &a, NULL));
  }
}

/* @game's answers to its players' knights' moves (a card's two questions a knight), asked
 * of the game as it stands: how many were refused */
static guint
ask_knight_moves (HeraldGame *game)
{
  const HeraldState *state = herald_game_get_state (game);
  guint n_refused = 0;

  for (guint p = 0; p < herald_game_get_n_players (game); p++)
    for (guint k = 0; k < state->players[p].n_knights; k++)
      for (guint m = 0; m < 2; m++)
        {
          const char *message = NULL;
          HeraldAction a;

          herald_action_init (&a, HERALD_ACTION_KNIGHT_ACTION, p);
          a.knight = k;
          a.kind = m == 0 ? HERALD_KNIGHT_CHASE_ROBBER : HERALD_KNIGHT_MOVE;
          n_refused += !herald_game_check_refusal (game, &a, &message);
        }
  return n_refused;
}

/* The answer is made once a player and state, however often a card asks: who may build, and
 * who may take a knight action (its own turn after the roll; twenty-ninth round) */
static void
test_kept_for_the_state (void)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (7);
  g_autoptr(HeraldGame) game = herald_random_game_new (rng, FALSE, 30);
  guint before, knights = 0;

  herald_random_play (game, rng, 200);
  before = herald_game_get_n_builder_checks_made (game);
  for (guint i = 0; i < 5; i++)
    g_free (builder_answers (game));
  g_assert_cmpuint (herald_game_get_n_builder_checks_made (game) - before, <=,
                    2 * herald_game_get_n_players (game));
  g_assert_true (herald_random_step (game, rng));
  before = herald_game_get_n_builder_checks_made (game);
  g_free (builder_answers (game));
  g_assert_cmpuint (herald_game_get_n_builder_checks_made (game) - before, >, 0);

  /* the knights' moves alone, at steps where some player has knights: each player's answer
   * made once for the state, not once a knight and move */
  for (guint i = 0; i < 400 && knights < 20; i++)
    {
      guint n_refused, made;

      g_assert_true (herald_random_step (game, rng));
      before = herald_game_get_n_builder_checks_made (game);
      n_refused = ask_knight_moves (game);
      made = herald_game_get_n_builder_checks_made (game) - before;
      /* a decision owed, or the setup round: refused before whose turn it is */
      if (n_refused < 2 || made == 0)
        continue;
      knights++;
      /* asked of the game as it stands, the answer for who may act is made and kept */
      g_assert_cmpuint (made, <=, herald_game_get_n_players (game));
      before = herald_game_get_n_builder_checks_made (game);
      g_assert_cmpuint (ask_knight_moves (game), ==, n_refused);
      g_assert_cmpuint (herald_game_get_n_builder_checks_made (game), ==, before);
    }
  g_assert_cmpuint (knights, ==, 20);
}

/* The rolls in the log, counted one by one */
static guint
count_rolls (HeraldGame *game)
{
  guint n = 0;

  for (guint i = 0; i < herald_game_get_n_actions (game); i++)
    n += herald_game_get_action (game, i)->type == HERALD_ACTION_ROLL;
  return n;
}

/* herald_game_get_n_rolls () counts on from its last count while the log only grew: after
 * steps, undos (the log replayed), redos and in copies that went their own way, it is the
 * log's count, whichever is asked first */
static void
test_rolls_counted_on (void)
{
  guint undos = 0, copies = 0;

  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 13);
      g_autoptr(HeraldGame) copy = NULL;

      for (guint i = 0; i < 200; i++)
        {
          guint what = herald_rng_range (rng, 10);

          if (what == 0 && herald_game_can_undo (game))
            {
              g_assert_true (herald_game_undo (game, NULL));
              undos++;
              /* another step where the undone one was, before the count is asked */
              if (herald_rng_range (rng, 2) == 0)
                herald_random_step (game, rng);
            }
          else if (what == 1 && herald_game_can_redo (game) && herald_game_check_redo (game, NULL))
            g_assert_true (herald_game_redo (game, NULL, NULL));
          else if (what == 2)
            {
              /* the copy takes steps or undos of its own; the original is asked again */
              g_clear_pointer (&copy, herald_game_free);
              copy = herald_game_copy (game);
              copies++;
              if (herald_game_can_undo (copy))
                g_assert_true (herald_game_undo (copy, NULL));
              herald_random_step (copy, rng);
              g_assert_cmpuint (herald_game_get_n_rolls (copy), ==, count_rolls (copy));
            }
          else if (!herald_random_step (game, rng))
            break;
          g_assert_cmpuint (herald_game_get_n_rolls (game), ==, count_rolls (game));
        }
    }
  g_test_message ("%u undos, %u copies", undos, copies);
  g_assert_cmpuint (undos, >, 10);
  g_assert_cmpuint (copies, >, 10);
}

/* Every question's answer of a game at @data loaded afresh (nothing kept for its state) */
static char *
answers_loaded (const char *data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = herald_save_load_data (data, strlen (data), &error);

  g_assert_no_error (error);
  return builder_answers (game);
}

/* The engine's refusals, their translations remembered, say word for word what they say
 * translated afresh (g_dgettext () at every message), in every language, as LANGUAGE
 * changes within the process and back, glibc told with textdomain () (as gettext's manual
 * asks: glibc keeps its translations until then) or, in the last rounds, not told; asked
 * again in one language, nothing is looked up */
static void
test_translations_kept (void)
{
  static const char * const languages[] = { "it", "de", "C", "ro", "da", "it", "ro", "", "de",
                                             /* glibc not told */ "it", "C", "da" };
  const guint n_told = 9;

  if (g_test_subprocess ())
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (5);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, FALSE, 13);
      g_autofree char *data = NULL;
      g_autofree char *english = NULL;
      guint n_translated = 0;

      g_unsetenv ("LC_ALL");
      g_unsetenv ("LC_MESSAGES");
      g_setenv ("LANG", "C.UTF-8", TRUE);
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("HERALD_TEST_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      /* a game whose cards are asked about mid-game: knights, a city, the turn's player */
      herald_random_play (game, rng, 150);
      data = herald_save_to_data (game, NULL);

      for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
        {
          g_autofree char *afresh = NULL;
          g_autofree char *kept = NULL;
          g_autofree char *again = NULL;
          guint looked_up;

          g_setenv ("LANGUAGE", languages[i], TRUE);
          if (i < n_told)
            textdomain (GETTEXT_PACKAGE);
          herald_gettext_set_memo (FALSE);
          afresh = answers_loaded (data);
          herald_gettext_set_memo (TRUE);
          kept = answers_loaded (data);
          looked_up = herald_gettext_get_n_looked_up ();
          again = answers_loaded (data);
          if (strcmp (kept, afresh) != 0 || strcmp (again, afresh) != 0)
            g_error ("in “%s” the refusals said:\n%s\nand again:\n%s\ntranslated afresh:\n%s",
                     languages[i], kept, again, afresh);
          g_assert_cmpuint (herald_gettext_get_n_looked_up (), ==, looked_up);
          if (english == NULL && g_strcmp0 (languages[i], "C") == 0)
            english = g_strdup (afresh);
          if (i < n_told && (i == 0 || english == NULL || strcmp (afresh, english) != 0))
            n_translated++;
        }
      /* the catalogues were found: the languages' refusals are not English */
      g_assert_cmpuint (n_translated, >=, 7);

      /* the same language, other catalogues (none, then the build's again) */
      g_setenv ("LANGUAGE", "it", TRUE);
      textdomain (GETTEXT_PACKAGE);
      for (guint i = 0; i < 3; i++)
        {
          g_autofree char *afresh = NULL;
          g_autofree char *kept = NULL;

          bindtextdomain (GETTEXT_PACKAGE, i == 1 ? "/nonexistent" : g_getenv ("HERALD_TEST_LOCALEDIR"));
          herald_gettext_set_memo (FALSE);
          afresh = answers_loaded (data);
          herald_gettext_set_memo (TRUE);
          kept = answers_loaded (data);
          g_assert_cmpstr (kept, ==, afresh);
          g_assert_true ((strcmp (afresh, english) == 0) == (i == 1));
        }
      return;
    }
  herald_test_trap_with_catalogues ();
}

static char *
fail_message (const char *format,
              ...) G_GNUC_PRINTF (1, 2);

/* The sentence herald_fail () gives for @format */
static char *
fail_message (const char *format,
              ...)
{
  g_autoptr(GError) error = NULL;
  va_list args;
  char *raw;

  va_start (args, format);
  raw = g_strdup_vprintf (format, args);
  va_end (args);
  g_assert_false (herald_fail (&error, HERALD_GAME_ERROR_FORBIDDEN, "%s", raw));
  g_free (raw);
  return g_strdup (error->message);
}

/* A refusal's sentence kept (herald_fail ()) is the one made afresh, for every kind of
 * argument; other words make another sentence */
static void
test_sentences_kept (void)
{
  static const char * const names[] = { "Anna", "Ben", "Cleo", "D\u00e9sir\u00e9e", "\u05d3\u05e0\u05d4", "" };
  guint made;

  for (guint round = 0; round < 3; round++)
    for (guint i = 0; i < 60; i++)
      {
        const char *a = names[i % G_N_ELEMENTS (names)];
        const char *b = names[(i / 3) % G_N_ELEMENTS (names)];
        g_autoptr(GError) kept = NULL;
        g_autoptr(GError) afresh = NULL;
        g_autofree char *expected = NULL;
        g_autofree char *raw = NULL;
        char broken[] = { 'x', (char) 0xff, '\n', 'y', 0 };

        herald_gettext_set_memo (round != 1);
        herald_fail (&kept, HERALD_GAME_ERROR_FORBIDDEN, "%s’s turn: %u of %zu, %c%-5d|%.3s|%lu|%x|%s",
                     a, i % 7, (gsize) i * 1000, 'A' + i % 3, -(gint) i, b, (gulong) i << 33, i, i % 5 == 0 ? broken : "");
        herald_gettext_set_memo (FALSE);
        herald_fail (&afresh, HERALD_GAME_ERROR_INVALID, "%s’s turn: %u of %zu, %c%-5d|%.3s|%lu|%x|%s",
                     a, i % 7, (gsize) i * 1000, 'A' + i % 3, -(gint) i, b, (gulong) i << 33, i, i % 5 == 0 ? broken : "");
        herald_gettext_set_memo (TRUE);
        g_assert_cmpstr (kept->message, ==, afresh->message);
        g_assert_cmpint (kept->code, ==, HERALD_GAME_ERROR_FORBIDDEN);
        /* herald_fail () as it was: printf, then cleaned */
        raw = g_strdup_printf ("%s’s turn: %u of %zu, %c%-5d|%.3s|%lu|%x|%s", a, i % 7, (gsize) i * 1000,
                               'A' + i % 3, -(gint) i, b, (gulong) i << 33, i, i % 5 == 0 ? broken : "");
        expected = herald_message_clean (raw);
        g_assert_cmpstr (kept->message, ==, expected);
      }
  /* asked again, nothing is made; other words are */
  made = herald_fail_get_n_made ();
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *again = fail_message ("%s", names[i]);

      g_assert_cmpstr (again, ==, names[i]);
    }
  g_assert_cmpuint (herald_fail_get_n_made (), ==, made + 6);
  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(GError) error = NULL;

      herald_fail (&error, HERALD_GAME_ERROR_FORBIDDEN, "%s", names[i]);
      g_assert_cmpstr (error->message, ==, names[i]);
    }
  g_assert_cmpuint (herald_fail_get_n_made (), ==, made + 6);
}

/* @game's answer to @a without a GError (herald_game_check_refusal ()) is
 * herald_game_check ()'s, refusal word for word; @lent counts the refusals given so */
static void
assert_refusal_as_checked (HeraldGame         *game,
                           const HeraldAction *a,
                           guint              *n_refused)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *lent = NULL;
  const char *message = "unset";
  gboolean legal;

  legal = herald_game_check_refusal (game, a, &message);
  /* copied before the next question, which may take the words back */
  lent = g_strdup (message);
  g_assert_cmpint (herald_game_check (game, a, &error), ==, legal);
  if (legal)
    {
      g_assert_null (message);
      return;
    }
  g_assert_nonnull (error);
  if (g_strcmp0 (lent, error->message) != 0)
    g_error ("%s at step %u: refused without an error as “%s”, with one as “%s”",
             herald_action_type_to_string (a->type), herald_game_get_n_actions (game), lent,
             error->message);
  (*n_refused)++;
}

/* herald_game_check_refusal () answers as herald_game_check (), refusal word for word: every
 * question of every player's card (the builder's refusals kept for the state, lent), every
 * kind of action as it stands and random moves with details, in random games with undos and
 * redos, the sentences kept (herald-i18n.c) or made afresh */
static void
test_refusal_without_error (void)
{
  guint n_refused = 0, lent = herald_game_get_n_refusals_lent ();

  for (guint32 seed = 1; seed <= 8; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (300 + seed);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 13);

      /* the sentences made afresh in one game of two (herald_fail_sentence ()'s @made) */
      herald_gettext_set_memo (seed % 2 == 0);
      for (guint i = 0; i < 120; i++)
        {
          const HeraldState *s = herald_game_get_state (game);
          guint what = herald_rng_range (rng, 10);
          HeraldAction a;

          for (guint p = 0; p < s->n_players; p++)
            {
              static const HeraldActionType types[] = {
                HERALD_ACTION_BUILD_SETTLEMENT, HERALD_ACTION_BUILD_CITY, HERALD_ACTION_BUILD_WALL,
                HERALD_ACTION_BUILD_KNIGHT, HERALD_ACTION_REPAIR_CITY, HERALD_ACTION_SET_MERCHANT,
                HERALD_ACTION_CORRECT,
              };

              for (guint q = 0; q < G_N_ELEMENTS (types); q++)
                {
                  herald_action_init (&a, types[q], p);
                  assert_refusal_as_checked (game, &a, &n_refused);
                }
              for (guint t = 0; t < HERALD_N_TRACKS; t++)
                {
                  herald_action_init (&a, HERALD_ACTION_IMPROVE_CITY, p);
                  a.track = t;
                  assert_refusal_as_checked (game, &a, &n_refused);
                }
              for (guint k = 0; k < s->players[p].n_knights + 1u; k++)
                for (guint m = 0; m < 5; m++)
                  {
                    static const HeraldActionType knight_types[] = {
                      HERALD_ACTION_ACTIVATE_KNIGHT, HERALD_ACTION_DEACTIVATE_KNIGHT,
                      HERALD_ACTION_UPGRADE_KNIGHT, HERALD_ACTION_KNIGHT_ACTION,
                      HERALD_ACTION_KNIGHT_ACTION,
                    };

                    herald_action_init (&a, knight_types[m], p);
                    a.knight = k;
                    if (m >= 3)
                      a.kind = m == 3 ? HERALD_KNIGHT_CHASE_ROBBER : HERALD_KNIGHT_MOVE;
                    assert_refusal_as_checked (game, &a, &n_refused);
                  }
              herald_random_move (game, rng, p, &a);
              assert_refusal_as_checked (game, &a, &n_refused);
            }
          for (guint t = 0; t < HERALD_N_ACTIONS; t++)
            {
              herald_action_init (&a, t, s->current);
              a.card = herald_rng_range (rng, HERALD_N_CARDS);
              assert_refusal_as_checked (game, &a, &n_refused);
            }

          if (what == 0 && herald_game_can_undo (game))
            g_assert_true (herald_game_undo (game, NULL));
          else if (what == 1 && herald_game_can_redo (game) && herald_game_check_redo (game, NULL))
            g_assert_true (herald_game_redo (game, NULL, NULL));
          else if (!herald_random_step (game, rng))
            break;
        }
    }
  herald_gettext_set_memo (TRUE);
  g_test_message ("%u refusals compared, %u lent", n_refused, herald_game_get_n_refusals_lent () - lent);
  g_assert_cmpuint (n_refused, >, 10000);
  /* every refusal was given without a GError */
  g_assert_cmpuint (herald_game_get_n_refusals_lent () - lent, ==, n_refused);
}

/* Every kind of action (one of each kind per seat, a seat that is none, each knight and
 * track, random moves) asked of @game: one line each, "ok" or the refusal's code and words */
static char *
every_answer (HeraldGame *game,
              HeraldRng  *rng,
              guint      *n_refused)
{
  GString *out = g_string_new (NULL);
  guint n = herald_game_get_n_players (game);

  for (gint p = -1; p <= (gint) n; p++)
    for (guint t = 0; t <= HERALD_N_ACTIONS; t++)
      for (gint v = -1; v < (gint) MAX (HERALD_MAX_KNIGHTS, HERALD_N_TRACKS); v++)
        {
          g_autoptr(GError) error = NULL;
          HeraldAction a;

          if (v < 0 && p >= 0 && p < (gint) n && t < HERALD_N_ACTIONS)
            herald_random_move (game, rng, p, &a);
          else
            {
              herald_action_init (&a, (HeraldActionType) t, p);
              a.knight = v;
              a.track = MAX (v, 0) % HERALD_N_TRACKS;
              a.kind = MAX (v, 0) % 3;
              a.card = MAX (v, 0) % HERALD_N_CARDS;
              a.roll.event = MAX (v, 0) % 4;
              a.roll.red = 1 + MAX (v, 0) % 6;
              a.roll.white = 6 - MAX (v, 0) % 6;
            }
          if (herald_game_check (game, &a, &error))
            g_string_append_printf (out, "%d %u %d ok\n", p, t, v);
          else
            {
              g_string_append_printf (out, "%d %u %d %d %s\n", p, t, v, error->code, error->message);
              *n_refused += error->code == HERALD_GAME_ERROR_FORBIDDEN
                            || error->code == HERALD_GAME_ERROR_OFF_TURN;
            }
        }
  return g_string_free (out, FALSE);
}

/* herald_game_check () asks an action's first checks of the game's own state, without a
 * copy (herald-apply.c, first_checks ()): every kind of action, in random games with varied
 * rules, undos, redos and corrections, answers as when everything is asked of a copy */
static void
test_first_checks_without_copy (void)
{
  guint steps = 0, refused = 0, lines = 0;

  for (guint32 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 13);

      for (guint i = 0; i < 120; i++)
        {
          g_autoptr(HeraldRng) ask_copying = herald_rng_new_with_seed (seed * 1000 + i);
          g_autoptr(HeraldRng) ask = herald_rng_new_with_seed (seed * 1000 + i);
          g_autofree char *copying = NULL;
          g_autofree char *answers = NULL;

          if (herald_test_random_change (game, rng, NULL) == HERALD_TEST_CHANGE_NONE)
            break;
          /* one order, then the other: the answers kept (who may build) serve both */
          herald_game_set_check_copying (i % 2 == 0);
          copying = every_answer (game, i % 2 == 0 ? ask_copying : ask, &refused);
          herald_game_set_check_copying (i % 2 != 0);
          answers = every_answer (game, i % 2 == 0 ? ask : ask_copying, &refused);
          herald_game_set_check_copying (FALSE);
          if (strcmp (answers, copying) != 0)
            g_error ("at step %u of game %u the answers were:\n%s\nasked of a copy:\n%s",
                     herald_game_get_n_actions (game), seed, i % 2 == 0 ? answers : copying,
                     i % 2 == 0 ? copying : answers);
          lines += 2 * herald_test_count_in (answers, "\n");
          steps++;
        }
    }
  g_test_message ("%u steps, %u answers, %u refused as forbidden", steps, lines, refused);
  g_assert_cmpuint (steps, >, 500);
  g_assert_cmpuint (refused, >, lines / 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/builder-cache/fresh-after-changes", test_fresh_after_changes);
  g_test_add_func ("/herald/builder-cache/undo-end-turn", test_undo_end_turn);
  g_test_add_func ("/herald/builder-cache/kept-for-the-state", test_kept_for_the_state);
  g_test_add_func ("/herald/builder-cache/rolls-counted-on", test_rolls_counted_on);
  g_test_add_func ("/herald/builder-cache/translations-kept", test_translations_kept);
  g_test_add_func ("/herald/builder-cache/sentences-kept", test_sentences_kept);
  g_test_add_func ("/herald/builder-cache/refusal-without-error", test_refusal_without_error);
  g_test_add_func ("/herald/builder-cache/first-checks-without-copy", test_first_checks_without_copy);

  return g_test_run ();
}
