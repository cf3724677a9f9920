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

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-roll-dialog.h"
#include "herald-session.h"
#include "herald-widget-update.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

static gboolean
is_focus (gpointer data)
{
  return gtk_widget_has_focus (data);
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
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  gtk_widget_grab_focus (refused);
  g_assert_true (herald_test_wait_until (is_focus, refused, 5000));

  herald_a11y_announce ("Production 5.");
  g_assert_true (herald_test_wait_until (announced, refused, 5000));

  /* while the announcement is its description, the label with the reason does not
   * describe it too (read joined: "Production 5. Roll the dice first.") */
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (refused), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));

  gtk_widget_grab_focus (other);
  herald_test_run_for (200);
  /* the refusal is not given back yet: the screen reader may still be on the control */
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (refused), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  message = gtk_test_accessible_check_property (GTK_ACCESSIBLE (refused), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                "Roll the dice first.");
  g_assert_nonnull (message);
  g_free (message);

  /* a while after the focus left, the control is described by its reason again: by the
   * label that holds it (herald_update_described ()), and no longer by the announcement */
  herald_test_run_for (HERALD_DESCRIPTION_SETTLE_MS + 500);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (refused), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (refused), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                       g_object_get_data (G_OBJECT (refused), "herald-described-label"), NULL);

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

/* A button with a name of its own whose text changes (a hand's "1 card" becoming "2 cards",
 * named "Anna's progress cards: 2"): the new text goes into the label it shows, and the
 * button changes once, for its new name. gtk_button_set_label () related the button to its
 * label again: its name and states were sent twice (issue 11) */
static void
test_named_button_text (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *button = gtk_button_new_with_label ("1 card");
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
  g_autoptr(HeraldTestA11yWatch) watch = NULL;

  gtk_window_set_child (GTK_WINDOW (window), button);
  herald_a11y_update_label (button, "Anna’s progress cards: 1");
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();

  watch = herald_test_watch_accessible (button);
  herald_a11y_set_button_label (GTK_BUTTON (button), "2 cards");
  herald_a11y_update_label (button, "Anna’s progress cards: 2");
  herald_test_flush ();
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "2 cards");
  g_assert_true (gtk_button_get_child (GTK_BUTTON (button)) == label);
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Anna’s progress cards: 2");
  g_assert_cmpuint (watch->changes->len, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A menu button named by herald_a11y_set_label () ("Anna: 4 victory points") whose text
 * changes keeps its label: gtk_menu_button_set_label () built a new one and screen readers
 * were told of the children removed and added at every change of the points */
static void
test_menu_button_text (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *before;
  g_autoptr(GPtrArray) labels = NULL;

  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), "3");
  gtk_window_set_child (GTK_WINDOW (window), button);
  herald_a11y_set_label (button, "Anna: 3 victory points");
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  labels = herald_test_find_widgets (button, GTK_TYPE_LABEL);
  g_assert_cmpuint (labels->len, ==, 1);
  before = labels->pdata[0];

  herald_update_menu_button_label (GTK_MENU_BUTTON (button), "4");
  herald_a11y_set_label (button, "Anna: 4 victory points");
  herald_test_flush ();
  g_assert_cmpstr (gtk_menu_button_get_label (GTK_MENU_BUTTON (button)), ==, "4");
  g_clear_pointer (&labels, g_ptr_array_unref);
  labels = herald_test_find_widgets (button, GTK_TYPE_LABEL);
  g_assert_cmpuint (labels->len, ==, 1);
  g_assert_true (labels->pdata[0] == before);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (before)), ==, "4");
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Anna: 4 victory points");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* what @widget says on hover: made as the tooltip shows, or its tooltip */
static const char *
reason_of (GtkWidget *widget)
{
  const char *described = herald_get_described (widget);

  return described != NULL ? described : herald_tooltip_get_text (widget);
}

/* Roll pressed with the focus on it, then the roll undone with the focus on End Turn: the
 * button that turns off is not sent its refusal as a description. As the button's tooltip
 * (its description in GTK 4.8) the refusal was a change of the focused control, and Orca read
 * "Cannot roll: Anna has already rolled this turn" before the roll's sentence, at every roll,
 * and "Cannot end the turn: Anna has not rolled yet" before "Undone: …" (issue 11, heard with
 * screen-reader.sh). The reasons are still given on demand: as the tooltip, and read as the
 * focus comes to the button. */
static void
test_roll_refusal_unsaid (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 0, 0);
  GtkWidget *roll = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
  GtkWidget *end_turn = herald_test_find_action_button (GTK_WIDGET (window), "game.end-turn", NULL);
  g_autoptr(HeraldTestA11yWatch) roll_said = NULL;
  g_autoptr(HeraldTestA11yWatch) end_said = NULL;

  g_assert_nonnull (roll);
  g_assert_nonnull (end_turn);
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  g_assert_true (gtk_widget_grab_focus (roll));
  g_assert_true (herald_test_wait_until (is_focus, roll, 5000));
  herald_test_run_for (300);
  g_assert_true (g_str_has_prefix (reason_of (roll), "Roll the three dice"));

  roll_said = herald_test_watch_accessible (roll);
  end_said = herald_test_watch_accessible (end_turn);
  g_assert_true (herald_test_activate_button (roll));
  herald_test_flush ();
  g_assert_false (gtk_widget_is_sensitive (roll));
  g_assert_true (g_str_has_prefix (reason_of (roll), "Cannot roll: "));
  g_assert_false (herald_test_a11y_described (roll_said, "Cannot roll"));

  g_assert_true (gtk_widget_grab_focus (end_turn));
  herald_test_run_for (300);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  herald_test_flush ();
  herald_test_run_for (300);
  g_assert_false (gtk_widget_is_sensitive (end_turn));
  g_assert_true (g_str_has_prefix (reason_of (end_turn), "Cannot end the turn: "));
  g_assert_false (herald_test_a11y_described (end_said, "Cannot end the turn"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* What a screen reader asks as it presents the window or a control after the event that
 * carried an announcement, answered by the main loop (its D-Bus messages come at the default
 * priority): the description then */
typedef struct
{
  GtkWidget  *widget;
  gboolean    heard;   /* the announcement's event came */
  char       *asked;   /* the description found by a question that came after it */
  const char *text;    /* a part of the announcement */
} Asked;

static gboolean
ask_cb (gpointer data)
{
  Asked *asked = data;

  g_free (asked->asked);
  asked->asked = herald_test_accessible_property (asked->widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  return G_SOURCE_REMOVE;
}

static void
asked_change_cb (Asked *asked)
{
  g_autofree char *said = herald_test_accessible_property (asked->widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

  if (strstr (said, asked->text) == NULL)
    return;
  asked->heard = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT, ask_cb, asked, NULL);
}

static gboolean
asked_answered (gpointer data)
{
  return ((Asked *) data)->asked != NULL;
}

static void
check_unasked (GtkWidget *widget)
{
  g_autoptr(HeraldTestA11yWatch) watch = herald_test_watch_accessible (widget);
  Asked asked = { widget, FALSE, NULL, "Production 3" };
  gulong handler = g_signal_connect_swapped (watch->context, "state-change", G_CALLBACK (asked_change_cb), &asked);

  herald_a11y_announce ("Ana’s turn. Production 3; Trade gate with red die 1: nobody draws.");
  g_assert_true (herald_test_wait_until (asked_answered, &asked, 5000));
  g_assert_true (asked.heard);
  g_assert_true (herald_test_a11y_described (watch, "Production 3"));
  /* the event said it; a question after it finds nothing to say again */
  g_assert_cmpstr (asked.asked, ==, "");
  g_signal_handler_disconnect (watch->context, handler);
  g_free (asked.asked);
}

/* N22-9: the roll's sentence was said twice as Enter Dice closed on a loaded machine ("Herald
 * frame. Ana’s turn. Production 3; … Ana’s turn. Production 3; …"): the window had no focus
 * yet, so the sentence was its description, and Orca presenting the window read it there
 * before the change's event said it again. The announcement is blanked in the same call that
 * gives it, on the window as on a control. */
static void
test_announce_said_by_event_only (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *button = gtk_button_new_with_label ("End Turn");

  herald_a11y_install ();
  gtk_window_set_child (GTK_WINDOW (window), button);
  gtk_widget_set_focusable (button, FALSE);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  g_assert_null (gtk_window_get_focus (GTK_WINDOW (window)));
  /* the window without a focus (Enter Dice gone, the focus not yet back on End Turn) */
  check_unasked (window);

  /* the focused control */
  gtk_widget_set_focusable (button, TRUE);
  gtk_widget_grab_focus (button);
  g_assert_true (herald_test_wait_until (is_focus, button, 5000));
  herald_test_run_for (800);  /* the focus settled */
  check_unasked (button);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The ship one step from Catan, Anna to roll: the barbarians win, and Cleo, with a walled and
 * an unwalled city, chooses which she loses */
#define SHIP_LANDS "{\"round\": 9, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"cities\": 3, \"walls\": 2, \"improvements\": {\"politics\": 4}, \"metropolises\": [\"politics\"], \"knights\": [{\"level\": 2, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1}]}"

/* Tester report 25, N25-9: Orca said "Cleo gave up a city without a wall." then "Cleo gave up
 * a city without a wall", the city choice answered by keyboard with the focus back on the
 * main menu's button: presenting the window again ("Herald frame. Main Menu push button."),
 * Orca read the toast's words as that button's description, where they were left until an
 * idle blanked them (the tester's build had not yet the fix of N22-9, 27ba2d7), then spoke
 * the change's event. The words are the description of the control the focus came back to
 * for one change only: a question after that change finds nothing to say again. */
static void
test_choice_toast_once (void)
{
  HeraldWindow *window;
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  GtkWidget *menu;
  g_autoptr(HeraldTestA11yWatch) watch = NULL;
  Asked asked = { NULL, FALSE, NULL, "Cleo gave up a city without a wall" };
  AdwMessageDialog *dialog;
  guint said = 0;
  gulong handler;

  herald_a11y_install ();
  window = herald_test_window_show (SHIP_LANDS, 1280, 800);
  menu = gtk_widget_get_first_child (GTK_WIDGET (window->menu_button));
  asked.widget = menu;

  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  /* the player's focus on the main menu's button, as after F10 and Escape */
  g_assert_true (GTK_IS_TOGGLE_BUTTON (menu));
  gtk_widget_grab_focus (menu);
  g_assert_true (herald_test_wait_until (is_focus, menu, 5000));
  herald_window_start_roll (window, &ship);
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_flush ();
  herald_test_respond (herald_test_open_dialog (window, FALSE), "continue");
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_true (adw_message_dialog_has_response (dialog, "unwalled"));
  herald_test_run_for (800);

  watch = herald_test_watch_accessible (menu);
  handler = g_signal_connect_swapped (watch->context, "state-change", G_CALLBACK (asked_change_cb), &asked);
  herald_test_respond (dialog, "unwalled");
  /* the window active again with the focus back on the main menu's button, as the window
   * manager and the focus remembered gave it in the tester's run (here no window manager
   * activates the window a dialog leaves) */
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (menu);
  g_assert_true (herald_test_wait_until (asked_answered, &asked, 10000));
  g_assert_true (asked.heard);
  g_assert_true (asked.heard);
  /* the focus came back to the main menu's button, and the words with it */
  g_assert_true (gtk_widget_has_focus (menu));
  /* said by the change's event; a question after it finds nothing to say again */
  g_assert_cmpstr (asked.asked, ==, "");
  /* and no later change says it again */
  herald_test_run_for (1500);
  for (guint i = 0; i < watch->changes->len; i++)
    {
      const char *description = herald_test_a11y_change_at (watch, i)->description;

      g_test_message ("change %u: “%s”", i, description);
      said += description != NULL && strstr (description, asked.text) != NULL;
    }
  g_assert_cmpuint (said, ==, 1);

  g_signal_handler_disconnect (watch->context, handler);
  g_free (asked.asked);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static gboolean
has_no_focus (gpointer data)
{
  return gtk_window_get_focus (data) == NULL;
}

/* N22-12, N23-2: one Ctrl+Return as Enter Dice had just closed ended the turn, and Orca, still
 * presenting the focus on End Turn, read it with the next turn's refusal: "End Turn push
 * button. Cannot end the turn: Ana has not rolled yet." The refusal does not describe End
 * Turn while a screen reader may still be on it: neither as it turns off under the focus nor
 * a while after the focus went on; it does once End Turn is on again and the focus elsewhere */
static void
test_refusal_not_under_focus (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *roll = gtk_button_new_with_label ("Roll");
  GtkWidget *end_turn = gtk_button_new_with_label ("End Turn");

  herald_a11y_install ();
  gtk_box_append (GTK_BOX (box), roll);
  gtk_box_append (GTK_BOX (box), end_turn);
  gtk_window_set_child (GTK_WINDOW (window), box);
  herald_update_described (end_turn, "Cannot end the turn: Ana has not rolled yet.");
  gtk_widget_set_sensitive (end_turn, FALSE);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  /* an insensitive control the focus never was on is described by its refusal at once */
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (end_turn), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));

  /* rolled: End Turn on, with nothing to say, and focused */
  gtk_widget_set_sensitive (end_turn, TRUE);
  herald_update_described (end_turn, NULL);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (end_turn), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  gtk_widget_grab_focus (end_turn);
  g_assert_true (herald_test_wait_until (is_focus, end_turn, 5000));

  /* the turn ends: off under the focus, with the next player's refusal */
  gtk_widget_set_sensitive (end_turn, FALSE);
  herald_update_described (end_turn, "Cannot end the turn: Ben has not rolled yet.");
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (end_turn), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  /* the tooltip says it all the same */
  g_assert_cmpstr (herald_get_described (end_turn), ==, "Cannot end the turn: Ben has not rolled yet.");
  g_assert_true (herald_test_wait_until (has_no_focus, window, 5000) || gtk_window_get_focus (GTK_WINDOW (window)) == roll);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (end_turn), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));

  /* the focus goes on to Roll (herald-a11y-focus.c, or here by hand); a screen reader behind
   * may still be on End Turn a while, and End Turn is off: still not described by it */
  gtk_widget_grab_focus (roll);
  herald_test_run_for (HERALD_DESCRIPTION_SETTLE_MS + 300);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (end_turn), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "accessibility"))
    return 0;

  g_test_add_func ("/herald/a11y/announce/no-refusal-after", test_announce_no_refusal_after);
  g_test_add_func ("/herald/a11y/announce/said-by-event-only", test_announce_said_by_event_only);
  g_test_add_func ("/herald/a11y/announce/choice-toast-once", test_choice_toast_once);
  g_test_add_func ("/herald/a11y/refusal-not-under-focus", test_refusal_not_under_focus);
  g_test_add_func ("/herald/a11y/roll-dialog/faces-quiet", test_roll_dialog_faces_quiet);
  g_test_add_func ("/herald/a11y/named-button-text", test_named_button_text);
  g_test_add_func ("/herald/a11y/menu-button-text", test_menu_button_text);
  g_test_add_func ("/herald/a11y/roll-refusal-unsaid", test_roll_refusal_unsaid);

  return g_test_run ();
}
