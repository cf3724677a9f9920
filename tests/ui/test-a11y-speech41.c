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
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window-private.h"

/* Anna holds a Spy and an Intrigue, a knight each side: the forms of both cards open */
#define CARDS \
  "{\"round\": 3, \"players\": [" \
  "{\"knights\": [{\"level\": 1, \"active\": true}], \"progress_cards\": [\"spy\", \"intrigue\"]}, " \
  "{\"knights\": [{\"level\": 1, \"active\": true}], \"progress_cards\": [\"bishop\"]}, {}]}"

static gboolean
window_is_active (gpointer window)
{
  return gtk_window_is_active (window);
}

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
  HeraldWindow *window;

  herald_a11y_install ();
  window = herald_test_window_show (CARDS, 1280, 800);
  g_assert_true (herald_test_wait_until (window_is_active, window, 5000));

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      HeraldPlayDialog *dialog = herald_play_dialog_new (GTK_WINDOW (window), herald_window_get_game (window), 0, cards[i]);
      GtkWidget *list;
      g_autofree char *name = NULL;

      gtk_window_present (GTK_WINDOW (dialog));
      g_assert_true (herald_test_wait_until (window_is_active, dialog, 5000));
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
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "accessibility"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/a11y/speech41/card-form-not-a-list", test_card_form_not_a_list);

  return g_test_run ();
}
