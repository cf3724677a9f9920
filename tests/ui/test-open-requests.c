/* test-open-requests.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* `herald FILE` given again before the first one's question is answered (break51): each
 * question answers for its own file. */

#include "config.h"

#include <glib/gstdio.h>
#include <adwaita.h>

#include "herald-test-files-utils.h"

#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"
#include "herald-games-page.h"

/* A game of its own in @folder, held by a session that stays open (another Herald) */
static HeraldSession *
holder_new (const char *folder)
{
  HeraldSession *session = herald_test_session_in (folder);

  herald_test_start_game (session);
  herald_test_flush ();
  return session;
}

/* Two games open in other Heralds, asked for one after the other: "This Game Is Open
 * Elsewhere" twice, and both questions kept only the file asked for last, so Look Only in the
 * first one looked at the second game */
static void
test_look_only_each_its_own (void)
{
  g_autofree char *home = herald_test_make_home ();
  g_autofree char *games = g_build_filename (home, "games", NULL);
  g_autofree char *elsewhere = g_build_filename (home, "elsewhere", NULL);
  g_autoptr(HeraldSession) first_holder = NULL;
  g_autoptr(HeraldSession) second_holder = NULL;
  g_autoptr(GFile) first = NULL;
  g_autoptr(GFile) second = NULL;
  HeraldWindow *window;
  HeraldSession *session;
  AdwMessageDialog *first_question;
  AdwMessageDialog *second_question = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_assert_cmpint (g_mkdir (games, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (elsewhere, 0700), ==, 0);
  first_holder = holder_new (elsewhere);
  second_holder = holder_new (elsewhere);
  first = g_file_new_for_path (herald_session_get_save_path (first_holder));
  second = g_file_new_for_path (herald_session_get_save_path (second_holder));
  g_assert_false (g_file_equal (first, second));

  window = herald_window_new (NULL);
  session = herald_window_get_session (window);
  herald_session_set_games_folder (session, games);
  herald_window_open_file (window, first);
  herald_test_flush ();
  first_question = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (first_question);
  g_assert_cmpstr (adw_message_dialog_get_heading (first_question), ==, "This Game Is Open Elsewhere");
  herald_window_open_file (window, second);
  herald_test_flush ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && w != GTK_WINDOW (first_question) && gtk_widget_get_visible (GTK_WIDGET (w)))
        second_question = ADW_MESSAGE_DIALOG (w);
    }
  g_assert_nonnull (second_question);

  /* Look Only in the first question looks at the first game */
  herald_test_respond (first_question, "look");
  herald_test_flush ();
  g_assert_true (herald_session_get_read_only (session));
  g_assert_cmpstr (herald_session_get_save_path (session), ==, herald_session_get_save_path (first_holder));
  /* and in the second, at the second */
  herald_test_respond (second_question, "look");
  herald_test_flush ();
  g_assert_true (herald_session_get_read_only (session));
  g_assert_cmpstr (herald_session_get_save_path (session), ==, herald_session_get_save_path (second_holder));

  /* a game of the list (herald_games_page_open ()), as before */
  herald_session_close (session);
  herald_games_page_open (window->games_page, herald_session_get_save_path (first_holder));
  herald_test_flush ();
  first_question = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (first_question);
  herald_test_respond (first_question, "look");
  herald_test_flush ();
  g_assert_true (herald_session_get_read_only (session));
  g_assert_cmpstr (herald_session_get_save_path (session), ==, herald_session_get_save_path (first_holder));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  herald_session_close (first_holder);
  herald_session_close (second_holder);
  herald_test_remove_tree (home);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "open requests"))
    return 0;

  g_test_add_func ("/herald/open-requests/look-only-each-its-own", test_look_only_each_its_own);

  return g_test_run ();
}
