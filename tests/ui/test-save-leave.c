/* test-save-leave.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Leaving a game whose last steps could not be saved: Close Game asks first, as quitting
 * does (breaker report 13, R-1: Close Game dropped the steps only in memory without a word). */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <adwaita.h>

#include "herald-application.h"
#include "herald-save.h"
#include "herald-session.h"
#include "herald-test-files-utils.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

typedef struct {
  char          *home;
  char          *games;
  HeraldWindow  *window;
  HeraldSession *session;
} Fixture;

/* A window whose game could not be saved: a plain file stands where the games folder should
 * be, so the new game and its roll are only in memory */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  HeraldRules rules;
  HeraldRoll roll = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };

  f->home = g_dir_make_tmp ("herald-leave-XXXXXX", NULL);
  f->games = g_build_filename (f->home, "games", NULL);
  g_assert_true (g_file_set_contents (f->games, "", -1, NULL));
  f->window = herald_window_new (NULL);
  f->session = herald_window_get_session (f->window);
  herald_session_set_games_folder (f->session, f->games);
  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_test_expect_message ("Herald", G_LOG_LEVEL_WARNING, "Could not save the game*");
  g_assert_true (herald_session_new_game (f->session, &rules, herald_test_players, 3, FALSE, NULL));
  /* failing as the first did: logged once (test-files) */
  g_assert_true (herald_session_roll (f->session, &roll, NULL, NULL));
  g_test_assert_expected_messages ();
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_unsaved_steps (f->session), ==, 2);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  AdwMessageDialog *dialog = herald_test_open_dialog (f->window, FALSE);

  if (dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (f->window));
  herald_test_flush ();
  g_unlink (f->games);
  {
    g_autoptr(GDir) dir = g_dir_open (f->games, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (f->games, name, NULL);

        g_unlink (path);
      }
  }
  g_rmdir (f->games);
  g_rmdir (f->home);
  g_free (f->games);
  g_free (f->home);
}

/* Close Game asks; Cancel (Escape) keeps the game and its steps */
static AdwMessageDialog *
close_game (Fixture *f)
{
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "game.close", NULL);
  herald_test_flush ();
  g_assert_true (herald_session_get_has_game (f->session));
  dialog = herald_test_open_dialog (f->window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Game Is Not Saved");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Closing the game now loses them"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "quit"), ==, "_Close and Lose 2 Steps");
  return dialog;
}

static void
test_close_cancel (Fixture       *f,
                   gconstpointer  data)
{
  herald_test_respond (close_game (f), "cancel");
  g_assert_true (herald_session_get_has_game (f->session));
  g_assert_cmpuint (herald_session_get_unsaved_steps (f->session), ==, 2);
  g_assert_null (herald_test_open_dialog (f->window, FALSE));
  /* the window itself was not closed either */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window)) || !gtk_widget_get_realized (GTK_WIDGET (f->window)));
}

/* Close and Lose: the table chose it, the game is closed */
static void
test_close_and_lose (Fixture       *f,
                     gconstpointer  data)
{
  herald_test_respond (close_game (f), "quit");
  herald_test_flush ();
  g_assert_false (herald_session_get_has_game (f->session));
}

/* Try Again once the folder is back: the steps are saved, then the game is closed */
static void
test_close_after_retry (Fixture       *f,
                        gconstpointer  data)
{
  AdwMessageDialog *dialog = close_game (f);
  g_autofree char *path = NULL;
  g_autoptr(HeraldSession) other = herald_session_new (NULL);

  g_assert_cmpint (g_unlink (f->games), ==, 0);
  herald_test_respond (dialog, "retry");
  herald_test_flush ();
  g_assert_false (herald_session_get_has_game (f->session));

  /* both steps are in the file: it opens with the roll */
  {
    g_autoptr(GDir) dir = g_dir_open (f->games, 0, NULL);
    const char *name;

    g_assert_nonnull (dir);
    while ((name = g_dir_read_name (dir)) != NULL)
      if (g_str_has_suffix (name, ".json"))
        path = g_build_filename (f->games, name, NULL);
  }
  g_assert_nonnull (path);
  g_assert_true (herald_session_open (other, path, TRUE, NULL));
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (other)), ==, 1);
}

/* Nothing unsaved: Close Game closes at once, without a question */
static void
test_close_saved (void)
{
  g_autofree char *home = g_dir_make_tmp ("herald-leave-XXXXXX", NULL);
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  HeraldRules rules;

  herald_session_set_games_folder (session, home);
  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, NULL));
  herald_test_flush ();
  gtk_widget_activate_action (GTK_WIDGET (window), "game.close", NULL);
  herald_test_flush ();
  g_assert_false (herald_session_get_has_game (session));
  g_assert_null (herald_test_open_dialog (window, FALSE));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Ctrl+Q while a dialog has the focus (robust report 28, R28-9): the application's accelerators
 * reach only its own windows, and dialogs are windows of their own; Ctrl+Q did nothing. It
 * quits from the dialog as from the window, and nothing is lost: the barbarians' check-in left
 * open comes back with the same dice when the game is opened again. */
#define SHIP_LANDS_GAME "{\"format\": \"herald-game\", \"version\": 2, \"seed\": 7," \
  " \"rules\": {\"edition\": \"standard\", \"victory_points\": 13, \"progress_cards\": \"digital\"}," \
  " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"}," \
  " {\"name\": \"Cleo\", \"color\": \"white\"}]," \
  " \"start\": {\"round\": 9, \"current\": 0, \"barbarian_position\": 6, \"first_attack_done\": true," \
  " \"players\": [{\"settlements\": 1, \"cities\": 3, \"walls\": 1, \"knights\": [{\"level\": 2, \"active\": true}]}," \
  " {\"settlements\": 3, \"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  " {\"settlements\": 2, \"cities\": 2}]}," \
  " \"actions\": []}"

static void
test_quit_from_dialog (void)
{
  g_autofree char *home = g_dir_make_tmp ("herald-leave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (home, "ship.json", NULL);
  GFile *files[1] = { g_file_new_for_path (path) };
  g_autoptr(HeraldApplication) app =
    herald_application_new ("io.github.herald.HeraldTestQuit",
                            G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 3, .white = 2 };
  HeraldWindow *window;
  AdwMessageDialog *check_in;
  GtkWindow *preferences;

  g_assert_true (g_file_set_contents (path, SHIP_LANDS_GAME, -1, NULL));
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_open (G_APPLICATION (app), files, 1, "");
  herald_test_flush ();
  window = HERALD_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_true (HERALD_IS_WINDOW (window));
  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  check_in = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (check_in);
  g_assert_null (gtk_window_get_application (GTK_WINDOW (check_in)));
  g_object_add_weak_pointer (G_OBJECT (check_in), (gpointer *) &check_in);

  /* Ctrl+Q in the check-in: the window and its dialog close. GTK holds the window a key
   * event goes to until the key is handled: the dialog, destroyed with its window, let go of
   * it after the window was freed (a critical). */
  g_object_ref (check_in);
  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (check_in), "<Control>q"));
  g_object_unref (check_in);
  herald_test_flush ();
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_assert_null (check_in);
  {
    g_autoptr(HeraldGame) saved = herald_save_load_file (path, NULL);
    const HeraldRollRecord *drawn;

    g_assert_nonnull (saved);
    g_assert_cmpuint (herald_game_get_n_actions (saved), ==, 0);
    drawn = herald_game_get_drawn_roll (saved);
    g_assert_nonnull (drawn);
    g_assert_cmpint (drawn->roll.event, ==, HERALD_EVENT_SHIP);
    g_assert_cmpuint (drawn->roll.red, ==, 3);
    g_assert_cmpuint (drawn->roll.white, ==, 2);
  }

  /* opened again: the check-in of the same dice, and Fight fights */
  g_application_open (G_APPLICATION (app), files, 1, "");
  herald_test_flush ();
  window = HERALD_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_true (HERALD_IS_WINDOW (window));
  check_in = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (check_in);
  herald_test_respond (check_in, "attack");
  herald_test_flush ();
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (herald_window_get_session (window))), ==, 1);

  /* Preferences (no game's dialog, a window of its own too) quits as well */
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  herald_test_flush ();
  preferences = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (gtk_window_get_toplevels ()); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (gtk_window_get_toplevels (), i);

      if (gtk_window_get_transient_for (w) == GTK_WINDOW (window) && gtk_widget_get_visible (GTK_WIDGET (w)) &&
          ADW_IS_PREFERENCES_WINDOW (w))
        preferences = w;
    }
  g_assert_nonnull (preferences);
  g_object_ref (preferences);
  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (preferences), "<Control>q"));
  g_object_unref (preferences);
  herald_test_flush ();
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));

  /* the window itself quits by the application's accelerator, and has no quit shortcut of its
   * own: one more event controller on the window, which every focus change asks
   * (docs/performance.md, twenty-ninth round) */
  g_application_open (G_APPLICATION (app), files, 1, "");
  herald_test_flush ();
  window = HERALD_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_true (HERALD_IS_WINDOW (window));
  g_assert_null (g_object_get_data (G_OBJECT (window), "herald-quit-shortcut"));
  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (window), "<Control>q"));
  herald_test_flush ();
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));

  g_unlink (path);
  {
    g_autofree char *lock = g_strconcat (path, ".lock", NULL);

    g_unlink (lock);
  }
  g_rmdir (home);
  g_object_unref (files[0]);
}

/* A dialog held a moment after its window was destroyed (a timeout of herald-a11y-focus.c
 * holds the window it rings): it was destroyed with the window but kept pointing at it, and
 * let go of it once the window was freed (a critical, seen as Herald quit with a dialog open) */
static void
test_dialog_outlives_window (void)
{
  g_autofree char *home = g_dir_make_tmp ("herald-leave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (home, "ship.json", NULL);
  g_autofree char *lock = g_strconcat (path, ".lock", NULL);
  GFile *files[1] = { g_file_new_for_path (path) };
  g_autoptr(HeraldApplication) app =
    herald_application_new ("io.github.herald.HeraldTestOutlive",
                            G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 3, .white = 2 };
  HeraldWindow *window;
  AdwMessageDialog *check_in;

  g_assert_true (g_file_set_contents (path, SHIP_LANDS_GAME, -1, NULL));
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_open (G_APPLICATION (app), files, 1, "");
  herald_test_flush ();
  window = HERALD_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  check_in = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (check_in);
  g_object_ref (check_in);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_null (gtk_window_get_transient_for (GTK_WINDOW (check_in)));
  g_object_unref (check_in);
  herald_test_flush ();
  g_unlink (path);
  g_unlink (lock);
  g_rmdir (home);
  g_object_unref (files[0]);
}

/* Ctrl+Q again while the question of steps not saved is open (it quits from dialogs now): the
 * same question, not a second one over it */
static void
test_quit_asked_once (Fixture       *f,
                      gconstpointer  data)
{
  /* gtk_window_close () closes only a window on the screen */
  gtk_window_present (GTK_WINDOW (f->window));
  herald_test_flush ();
  gtk_window_close (GTK_WINDOW (f->window));
  herald_test_flush ();
  g_assert_nonnull (herald_test_open_dialog (f->window, TRUE));
  gtk_window_close (GTK_WINDOW (f->window));
  herald_test_flush ();
  /* only_one: the test fails if there are two */
  g_assert_nonnull (herald_test_open_dialog (f->window, TRUE));
  g_assert_true (herald_session_get_has_game (f->session));
}

/* `herald FILE` twice while the open game's steps are only in memory (break51): each asked
 * "Open Another Game?" in a question of its own over the last, all of them keeping only the
 * file asked for last; Open Game in the first opened the second's file, and in the second did
 * nothing. One question, for the file asked for last. */
static void
test_open_asked_once (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *first = g_build_filename (f->home, "first.json", NULL);
  g_autofree char *second = g_build_filename (f->home, "second.json", NULL);
  g_autoptr(GFile) file1 = g_file_new_for_path (first);
  g_autoptr(GFile) file2 = g_file_new_for_path (second);
  AdwMessageDialog *dialog;

  herald_window_open_file (f->window, file1);
  herald_test_flush ();
  dialog = herald_test_open_dialog (f->window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Open Another Game?");
  herald_window_open_file (f->window, file2);
  herald_test_flush ();
  /* only_one: the test fails if there are two */
  g_assert_true (herald_test_open_dialog (f->window, TRUE) == dialog);
  /* the answer opens the file asked for last: neither is a game, so it is refused by name */
  herald_test_respond (dialog, "open");
  herald_test_flush ();
  dialog = herald_test_open_dialog (f->window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "This File Could Not Be Opened");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "second.json"));
  g_assert_null (strstr (adw_message_dialog_get_body (dialog), "first.json"));
  /* the open game was kept: the file did not open */
  g_assert_cmpuint (herald_session_get_unsaved_steps (f->session), ==, 2);
}

/* `herald FILE` for the game open here (to bring its window forward) while its steps are only
 * in memory (break51): it asked "Open Another Game?" of the same game, and Open Game read the
 * file again without them. Nothing to open: the game stays as it is, with its steps. */
static void
test_open_same_game_kept (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GFile) file = g_file_new_for_path (herald_session_get_save_path (f->session));

  herald_window_open_file (f->window, file);
  herald_test_flush ();
  g_assert_null (herald_test_open_dialog (f->window, FALSE));
  g_assert_true (herald_session_get_has_game (f->session));
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (f->session)), ==, 1);
  g_assert_cmpuint (herald_session_get_unsaved_steps (f->session), ==, 2);
  g_assert_nonnull (f->window->toast_label);
  g_assert_cmpstr (gtk_label_get_text (f->window->toast_label), ==, "This game is open already: its steps not saved are kept");
}

/* Quit asked with steps only in memory, then `herald FILE` over the question, and Open Game
 * (break51): the quit question stayed under the game opened, still saying that quitting
 * loses steps of the game left. Once no step is left unsaved, it is withdrawn. */
static void
test_quit_question_withdrawn (Fixture       *f,
                              gconstpointer  data)
{
  g_autofree char *elsewhere = g_build_filename (f->home, "elsewhere", NULL);
  g_autoptr(HeraldSession) other = herald_session_new (NULL);
  g_autoptr(GFile) file = NULL;
  HeraldRules rules;
  AdwMessageDialog *dialog;

  g_assert_cmpint (g_mkdir (elsewhere, 0700), ==, 0);
  herald_session_set_games_folder (other, elsewhere);
  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game (other, &rules, herald_test_players, 3, FALSE, NULL));
  herald_test_flush ();
  file = g_file_new_for_path (herald_session_get_save_path (other));
  herald_session_close (other);

  gtk_window_present (GTK_WINDOW (f->window));
  herald_test_flush ();
  gtk_window_close (GTK_WINDOW (f->window));
  herald_test_flush ();
  g_assert_cmpstr (adw_message_dialog_get_heading (herald_test_open_dialog (f->window, TRUE)), ==, "The Game Is Not Saved");
  herald_window_open_file (f->window, file);
  herald_test_flush ();
  dialog = herald_test_open_dialog (f->window, FALSE);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Open Another Game?");
  herald_test_respond (dialog, "open");
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_unsaved_steps (f->session), ==, 0);
  g_assert_cmpstr (herald_session_get_save_path (f->session), ==, g_file_peek_path (file));
  g_assert_null (herald_test_open_dialog (f->window, FALSE));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window)));
  /* asked again, quitting no longer asks: nothing is unsaved */
  herald_session_close (f->session);
  herald_test_remove_tree (elsewhere);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "save bar"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add ("/herald/save-leave/close-cancel", Fixture, NULL, fixture_set_up, test_close_cancel, fixture_tear_down);
  g_test_add ("/herald/save-leave/close-and-lose", Fixture, NULL, fixture_set_up, test_close_and_lose, fixture_tear_down);
  g_test_add ("/herald/save-leave/close-after-retry", Fixture, NULL, fixture_set_up, test_close_after_retry, fixture_tear_down);
  g_test_add_func ("/herald/save-leave/close-saved", test_close_saved);
  g_test_add_func ("/herald/save-leave/quit-from-dialog", test_quit_from_dialog);
  g_test_add_func ("/herald/save-leave/dialog-outlives-window", test_dialog_outlives_window);
  g_test_add ("/herald/save-leave/quit-asked-once", Fixture, NULL, fixture_set_up, test_quit_asked_once, fixture_tear_down);
  g_test_add ("/herald/save-leave/open-asked-once", Fixture, NULL, fixture_set_up, test_open_asked_once, fixture_tear_down);
  g_test_add ("/herald/save-leave/quit-question-withdrawn", Fixture, NULL, fixture_set_up, test_quit_question_withdrawn, fixture_tear_down);
  g_test_add ("/herald/save-leave/open-same-game-kept", Fixture, NULL, fixture_set_up, test_open_same_game_kept, fixture_tear_down);

  return g_test_run ();
}
