/* test-markup-names.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Players' names are shown as typed wherever they appear: "Tom & Jerry <3" and "<b>Ben</b>"
 * are names, not Pango markup. Several libadwaita labels read their text as markup (a
 * preferences group's title and description, an action row's title and subtitle, a toast's
 * title): a name given to one of them unescaped lost its heading ("Tom & Jerry" fails to
 * parse: no text, and a Gtk-WARNING) or was drawn bold ("<b>Ben</b>" as "Ben"; tester report
 * 38, N38-7). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-session-records.h"
#include "herald-records-window.h"
#include "herald-statistics-window.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window-private.h"

#define TOM "Tom & Jerry <3"
#define BEN "<b>Ben</b>"

static const HeraldPlayerInfo players[3] = {
  { (char *) TOM, HERALD_COLOR_RED },
  { (char *) BEN, HERALD_COLOR_BLUE },
  { (char *) "Cleo", HERALD_COLOR_WHITE },
};

/* Every label under @widget that shows a part of a name shows the whole name as typed;
 * returns how many show Tom's */
static guint
check_labels (GtkWidget *widget)
{
  guint toms = 0;

  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      if (strstr (text, "Jerry") != NULL)
        {
          if (strstr (text, TOM) == NULL)
            g_error ("a label shows “%s” of the source “%s”", text, gtk_label_get_label (GTK_LABEL (widget)));
          toms++;
        }
      if (strstr (text, "Ben") != NULL && strstr (text, BEN) == NULL)
        g_error ("a label shows “%s” of the source “%s”", text, gtk_label_get_label (GTK_LABEL (widget)));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    toms += check_labels (child);
  return toms;
}

static gboolean
game_over_shown (gpointer data)
{
  HeraldWindow *window = data;

  return gtk_stack_get_visible_child (window->main_stack) == GTK_WIDGET (window->game_over_page);
}

/* Tom has won (13 points at his turn): the game-over page, the game's statistics and the records show his
 * name and Ben's as typed */
static void
test_names_as_typed (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(JsonNode) start = json_from_string ("{\"players\": [{\"cities\": 4, \"settlements\": 3, \"metropolises\": [\"politics\"], \"improvements\": {\"politics\": 4}}, {}, {}]}", NULL);
  g_autoptr(GPtrArray) records = herald_records_new ();
  g_autoptr(GError) error = NULL;
  HeraldRules rules;
  HeraldGame *game;
  GtkWindow *other;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game_at (session, &rules, players, 3, start, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_true (herald_test_wait_until (game_over_shown, window, 5000));
  herald_test_run_for (500);
  g_assert_cmpuint (check_labels (GTK_WIDGET (window->game_over_page)), >, 0);

  game = herald_window_get_game (window);
  other = herald_statistics_window_new (game, NULL);
  gtk_window_present (other);
  herald_test_flush ();
  /* every page of it, not only the one shown */
  g_assert_cmpuint (check_labels (GTK_WIDGET (other)), >, 0);
  gtk_window_destroy (other);

  g_assert_true (herald_records_add_game (records, game));
  herald_records_sort (records);
  other = herald_records_window_new (records, 1);
  gtk_window_present (other);
  herald_test_flush ();
  g_assert_cmpuint (check_labels (GTK_WIDGET (other)), >, 0);
  gtk_window_destroy (other);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  if (!herald_test_init_window (&argc, &argv, "names"))
    return 0;

  g_test_add_func ("/herald/names/as-typed", test_names_as_typed);

  return g_test_run ();
}
