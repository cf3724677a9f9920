/* test-a11y-events.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What Herald tells screen readers, in-process (issue 11): Orca 43 drops what waits in its
 * queue beyond about 50 events, the roll's sentence among it, so a step must change no more
 * of what screen readers are told than it has to; and an announcement is not followed by a
 * refusal the screen reader is still there to read. (ui-speech counts the events of each
 * roll with Orca on the accessibility bus.) Needs a display (meson runs it under xvfb-run). */

#include "config.h"

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-roll-dialog.h"
#include "herald-session.h"
#include "herald-widget-update.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"

static gboolean
is_focus (gpointer data)
{
  return gtk_widget_has_focus (data);
}

static gboolean
window_active (gpointer data)
{
  return gtk_window_is_active (data);
}

static gboolean
announced (gpointer data)
{
  /* the announcement was given, then blanked (herald-a11y.c, blank_cb ()) */
  return gtk_test_accessible_has_property (data, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
         && gtk_test_accessible_check_property (data, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "") == NULL;
}

/* A control with a reason it is off ("Roll the dice first.") has the focus as something is
 * announced; the focus then moves on. Its reason comes back, but not while the screen reader
 * may still be on it: given back at once, Orca (running behind) read the refusal right after
 * the announcement */
static void
test_announce_no_refusal_after (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *refused = gtk_button_new_with_label ("Build");
  GtkWidget *other = gtk_button_new_with_label ("End Turn");
  char *message;

  herald_a11y_install ();
  gtk_box_append (GTK_BOX (box), refused);
  gtk_box_append (GTK_BOX (box), other);
  gtk_window_set_child (GTK_WINDOW (window), box);
  herald_update_described (refused, "Roll the dice first.");
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (herald_test_wait_until (window_active, window, 5000));
  gtk_widget_grab_focus (refused);
  g_assert_true (herald_test_wait_until (is_focus, refused, 5000));

  herald_a11y_announce ("Production 5.");
  g_assert_true (herald_test_wait_until (announced, refused, 5000));

  gtk_widget_grab_focus (other);
  herald_test_run_for (200);
  message = gtk_test_accessible_check_property (GTK_ACCESSIBLE (refused), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                "Roll the dice first.");
  g_assert_nonnull (message);  /* the refusal is not given back yet */
  g_free (message);

  /* a while after the focus left, the control is described by its reason again */
  herald_test_run_for (HERALD_DESCRIPTION_SETTLE_MS + 500);
  gtk_test_accessible_assert_property (refused, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Roll the dice first.");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Choosing a face of Enter Dice: the die's one Tab stop moves to it without the other faces
 * being told "focusable" or not (GTK 4.8 sends a face's checked state, name and description
 * again with each such change: some fifteen events a face chosen, three faces a roll), and a
 * face is not described by its tooltip ("Red 3" after its name "Red 3", sent again too) */
static void
test_roll_dialog_faces_quiet (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  HeraldRules rules;
  HeraldRollDialog *dialog;
  g_autoptr(GPtrArray) faces = NULL;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, NULL));
  dialog = herald_roll_dialog_new (NULL, herald_session_get_game (session), HERALD_ROLL_DIALOG_ENTER);
  g_object_ref_sink (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_flush ();
  faces = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_TOGGLE_BUTTON);
  g_assert_cmpuint (faces->len, ==, 16);  /* 4 events, 6 red, 6 white */

  for (guint round = 0; round < 3; round++)
    {
      for (guint i = 0; i < faces->len; i++)
        {
          char *said = NULL;

          g_assert_true (gtk_widget_get_focusable (faces->pdata[i]));
          /* no description, or an announcement's blanked (the dialog's message) */
          if (gtk_test_accessible_has_property (faces->pdata[i], GTK_ACCESSIBLE_PROPERTY_DESCRIPTION))
            said = gtk_test_accessible_check_property (faces->pdata[i], GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
          if (said != NULL)
            g_error ("face %u is described: %s", i, said);
        }
      /* a ship, red 3 and white 2, then others */
      gtk_toggle_button_set_active (faces->pdata[round], TRUE);
      gtk_toggle_button_set_active (faces->pdata[4 + 2 + round], TRUE);
      gtk_toggle_button_set_active (faces->pdata[10 + 1 + round], TRUE);
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "accessibility"))
    return 0;

  g_test_add_func ("/herald/a11y/announce/no-refusal-after", test_announce_no_refusal_after);
  g_test_add_func ("/herald/a11y/roll-dialog/faces-quiet", test_roll_dialog_faces_quiet);

  return g_test_run ();
}
