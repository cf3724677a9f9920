/* test-a11y-speech41.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a blind player heard as noise or wrong (speech41, session 40: a game played with Orca).
 * In-process with GTK's test accessibility backend; needs a display (meson runs it under
 * xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-play-dialog.h"
#include "herald-session.h"
#include "herald-statistics-window.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window-private.h"

/* Anna holds a Spy and an Intrigue, a knight each side: the forms of both cards open */
#define CARDS \
  "{\"round\": 3, \"players\": [" \
  "{\"knights\": [{\"level\": 1, \"active\": true}], \"progress_cards\": [\"spy\", \"intrigue\"]}, " \
  "{\"knights\": [{\"level\": 1, \"active\": true}], \"progress_cards\": [\"bishop\"]}, {}]}"

/* The list of the dialog's form: the list of its preferences group */
static GtkWidget *
form_list (GtkWidget *dialog)
{
  g_autoptr(GPtrArray) lists = herald_test_find_widgets (dialog, GTK_TYPE_LIST_BOX);

  for (guint i = 0; i < lists->len; i++)
    if (gtk_widget_get_ancestor (lists->pdata[i], ADW_TYPE_PREFERENCES_GROUP) != NULL)
      return lists->pdata[i];
  return NULL;
}

static guint
count_rows (GtkWidget *list)
{
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row))
      n++;
  return n;
}

/* A progress card's form was heard "Spy dialog Look at an opponent's progress cards and take
 * one of them. Spy. list. Opponent combo box. Ben" and "Intrigue dialog … Intrigue. List with
 * 1 item. Opponent combo box." for three rows: its list was named after the heading (said
 * with the dialog already) and Orca 43 counts a list's list items only, not its combo rows.
 * Orca says a list it comes into with its name and that count; a group without a name it
 * passes over. */
static void
test_card_form_not_a_list (void)
{
  const HeraldCard cards[] = { HERALD_CARD_SPY, HERALD_CARD_INTRIGUE };
  const guint rows[] = { 2, 3 };
  g_autoptr(HeraldTestA11yWindow) a11y = herald_test_a11y_window_show (CARDS);
  HeraldWindow *window = a11y->window;

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      HeraldPlayDialog *dialog = herald_play_dialog_new (GTK_WINDOW (window), herald_window_get_game (window), 0, cards[i]);
      GtkWidget *list;
      g_autofree char *name = NULL;

      gtk_window_present (GTK_WINDOW (dialog));
      g_assert_true (herald_test_wait_until (herald_test_window_is_active, dialog, 5000));
      list = form_list (GTK_WIDGET (dialog));
      g_assert_nonnull (list);
      g_assert_cmpuint (count_rows (list), ==, rows[i]);
      g_test_message ("%s: role %d", adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)),
                      gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (list)));
      /* not a list, whose items Orca would count wrong */
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (list)), ==, GTK_ACCESSIBLE_ROLE_GROUP);
      /* and not named: the heading is said once, with the dialog */
      name = herald_test_accessible_property (list, GTK_ACCESSIBLE_PROPERTY_LABEL);
      g_assert_true (name == NULL || *name == '\0');
      gtk_window_destroy (GTK_WINDOW (dialog));
      herald_test_flush ();
    }
}

/* Statistics opens on "The Numbers as a Table", an expander row's header: Orca said
 * "Statistics. The Numbers as a Table. List with 1 item. Nesting level 1. The Numbers as a
 * Table. collapsed." The list holding the header (libadwaita 1.2's, outside the revealer of
 * the rows) was named as the row. It is a group without a name; the rows' list keeps it. */
static void
test_expander_title_said_once (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(GPtrArray) expanders = NULL;
  GtkWindow *window;
  GtkWidget *focus, *header_list;

  herald_a11y_install ();
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 4}");
  window = herald_statistics_window_new (game, NULL);
  gtk_window_present (window);
  herald_test_run_for (300);

  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_nonnull (gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW));
  expanders = herald_test_find_widgets (GTK_WIDGET (window), ADW_TYPE_EXPANDER_ROW);
  g_assert_cmpuint (expanders->len, >, 0);
  for (guint i = 0; i < expanders->len; i++)
    {
      GtkWidget *expander = expanders->pdata[i];
      g_autoptr(GPtrArray) lists = herald_test_find_widgets (expander, GTK_TYPE_LIST_BOX);
      guint headers = 0, named = 0;

      for (guint j = 0; j < lists->len; j++)
        {
          GtkWidget *list = lists->pdata[j];
          GtkWidget *revealer = gtk_widget_get_ancestor (list, GTK_TYPE_REVEALER);
          g_autofree char *name = herald_test_accessible_property (list, GTK_ACCESSIBLE_PROPERTY_LABEL);

          if (revealer == NULL || !gtk_widget_is_ancestor (revealer, expander))
            {
              /* the header's own list: not a list, not named */
              headers++;
              header_list = list;
              g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (header_list)), ==,
                               GTK_ACCESSIBLE_ROLE_GROUP);
              g_assert_true (name == NULL || *name == '\0');
            }
          else if (g_strcmp0 (name, "The Numbers as a Table") == 0)
            named++;
        }
      g_assert_cmpuint (headers, ==, 1);
      g_assert_cmpuint (named, ==, 1);
    }
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "accessibility"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/a11y/speech41/card-form-not-a-list", test_card_form_not_a_list);
  g_test_add_func ("/herald/a11y/speech41/expander-title-said-once", test_expander_title_said_once);

  return g_test_run ();
}
