/* test-a11y-lists.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a screen reader is told of lists, spin buttons and summaries (newcomer report 13, N-6):
 * a row of a list that selects nothing is told selected ("not selected" on every row);
 * the list a combo row opens has a name ("GtkListView"); a spin button's value is not
 * selected, as the focus comes or Up changes it ("Text unselected."); the check-in's summary is announced when a
 * count changes. Needs a display (run under xvfb-run by meson). */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-check-in-dialog.h"
#include "herald-correct-dialog.h"
#include "herald-decks-dialog.h"
#include "herald-history-view.h"
#include "herald-new-game-dialog.h"
#include "herald-play-dialog.h"
#include "herald-session.h"
#include "herald-text.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"

static void
present (GtkWindow *window)
{
  gtk_window_present (window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);
  herald_test_flush ();
}

/* every row of a list that selects nothing under @root is told selected; how many */
static guint
assert_rows_unselectable (GtkWidget *root)
{
  g_autoptr(GPtrArray) rows = herald_test_find_widgets (root, GTK_TYPE_LIST_BOX_ROW);
  guint checked = 0;

  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = rows->pdata[i];
      GtkWidget *box = gtk_widget_get_parent (row);

      if (!GTK_IS_LIST_BOX (box) || !gtk_widget_get_realized (row))
        continue;
      if (gtk_list_box_get_selection_mode (GTK_LIST_BOX (box)) != GTK_SELECTION_NONE
          && gtk_list_box_row_get_selectable (GTK_LIST_BOX_ROW (row)))
        continue;
      /* told selected: Orca 43 says "not selected" of any other row of a GtkListBox, as
       * GTK 4.8 gives every list box the Selection interface (verify report 13, V13-7) */
      {
        g_autofree char *state = gtk_test_accessible_check_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_SELECTED, TRUE);

        if (state != NULL)
          g_test_message ("row %s '%s' is told selected %s", G_OBJECT_TYPE_NAME (row),
                          ADW_IS_PREFERENCES_ROW (row) ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : "",
                          state);
        g_assert_null (state);
      }
      checked++;
    }
  return checked;
}

/* A game of Anna, Ben and Cleo with the barbarians landing (the check-in's position) */
static HeraldSession *
landing_session (void)
{
  HeraldSession *session = herald_session_new (NULL);
  g_autoptr(JsonNode) node = json_from_string (
    "{\"barbarian_position\": 6, \"players\": [{\"cities\": 2}, {\"cities\": 1, \"settlements\": 1}, "
    "{\"cities\": 1, \"settlements\": 2}]}", NULL);
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game_at (session, &rules, herald_test_players, 3, node, NULL));
  return session;
}

/* 1. The rows of New Game and of the check-in select nothing: no row is said "not
 * selected" (Orca 43 said it of every row of a list whose selection mode is "none") */
static void
test_rows_not_selectable (void)
{
  HeraldNewGameDialog *new_game;
  g_autoptr(HeraldSession) session = landing_session ();
  HeraldCheckInDialog *check_in;
  guint n;

  herald_a11y_install ();
  new_game = herald_new_game_dialog_new (NULL, NULL);
  present (GTK_WINDOW (new_game));
  n = assert_rows_unselectable (GTK_WIDGET (new_game));
  g_test_message ("New Game: %u rows", n);
  g_assert_cmpuint (n, >, 5);
  gtk_window_destroy (GTK_WINDOW (new_game));

  check_in = herald_check_in_dialog_new (NULL, herald_session_get_game (session));
  present (GTK_WINDOW (check_in));
  n = assert_rows_unselectable (GTK_WIDGET (check_in));
  g_test_message ("check-in: %u rows", n);
  g_assert_cmpuint (n, >=, 3);
  gtk_window_destroy (GTK_WINDOW (check_in));
  herald_test_flush ();
}

/* each titled preferences group's list under @root is named by the title once: its label,
 * and no labelling widget besides (GTK 4.8 joins them: "Players Players"); how many */
static guint
assert_groups_named_once (GtkWidget *root)
{
  g_autoptr(GPtrArray) lists = herald_test_find_widgets (root, GTK_TYPE_LIST_BOX);
  guint checked = 0;

  for (guint i = 0; i < lists->len; i++)
    {
      GtkWidget *list = lists->pdata[i];
      GtkWidget *group = gtk_widget_get_ancestor (list, ADW_TYPE_PREFERENCES_GROUP);
      GtkWidget *row = gtk_widget_get_ancestor (list, GTK_TYPE_LIST_BOX_ROW);
      const char *title;

      if (group == NULL || (row != NULL && gtk_widget_is_ancestor (row, group)))
        continue;
      title = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group));
      if (title == NULL || *title == '\0')
        continue;
      {
        g_autofree char *label = herald_test_accessible_property (list, GTK_ACCESSIBLE_PROPERTY_LABEL);
        gboolean labelled = gtk_test_accessible_has_relation (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_RELATION_LABELLED_BY);

        g_test_message ("group '%s': label '%s'%s", title, label, labelled ? " and labelled by a widget" : "");
        g_assert_cmpstr (label, ==, title);
        g_assert_false (labelled);
      }
      checked++;
    }
  return checked;
}

/* 1b. New Game's groups and each player's group of the landing's check say their title once
 * (AT-SPI gave "Players Players", "Rules Rules", "Anna Anna"; newcomer report 20, N20-6) */
static void
test_groups_named_once (void)
{
  HeraldNewGameDialog *new_game;
  g_autoptr(HeraldSession) session = landing_session ();
  HeraldCheckInDialog *check_in;

  herald_a11y_install ();
  new_game = herald_new_game_dialog_new (NULL, NULL);
  present (GTK_WINDOW (new_game));
  g_assert_cmpuint (assert_groups_named_once (GTK_WIDGET (new_game)), >=, 3);
  gtk_window_destroy (GTK_WINDOW (new_game));

  check_in = herald_check_in_dialog_new (NULL, herald_session_get_game (session));
  present (GTK_WINDOW (check_in));
  g_assert_cmpuint (assert_groups_named_once (GTK_WIDGET (check_in)), >=, 3);
  gtk_window_destroy (GTK_WINDOW (check_in));
  herald_test_flush ();
}

/* The check-in's way out leaves the fight for later, and says so: "Later", not "Cancel",
 * which read as if it called the attack off (newcomer51-4); Escape takes it still */
static void
test_check_in_later (void)
{
  g_autoptr(HeraldSession) session = landing_session ();
  HeraldCheckInDialog *check_in = herald_check_in_dialog_new (NULL, herald_session_get_game (session));

  g_assert_cmpstr (adw_message_dialog_get_response_label (ADW_MESSAGE_DIALOG (check_in), "cancel"), ==,
                   _("_Later"));
  g_assert_cmpstr (adw_message_dialog_get_close_response (ADW_MESSAGE_DIALOG (check_in)), ==, "cancel");
  gtk_window_destroy (GTK_WINDOW (check_in));
  herald_test_flush ();
}

/* Tab pressed on @dialog until the focus comes back to @first (at most @most times), each
 * focus on the way added to @stops */
static void
tab_round (GtkWidget *dialog,
           GtkWidget *first,
           GPtrArray *stops,
           guint      most)
{
  for (guint i = 0; i < most; i++)
    {
      GtkWidget *focus;

      if (!gtk_widget_child_focus (dialog, GTK_DIR_TAB_FORWARD))
        gtk_widget_child_focus (dialog, GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (dialog));
      if (focus == first)
        break;
      g_ptr_array_add (stops, focus);
    }
}

/* 1c. New Game has one Tab stop per control: no row is a stop right before its own control
 * ("Number of players" then its spin button, "Start from a game in progress" then its
 * switch; newcomer report 20, N20-7), and the controls are stops */
static void
test_one_stop_per_control (void)
{
  HeraldNewGameDialog *dialog;
  g_autoptr(GPtrArray) stops = g_ptr_array_new ();
  gboolean spin = FALSE, enable = FALSE;
  GtkWidget *first;

  herald_a11y_install ();
  dialog = herald_new_game_dialog_new (NULL, NULL);
  present (GTK_WINDOW (dialog));
  first = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_nonnull (first);
  tab_round (GTK_WIDGET (dialog), first, stops, 60);
  g_test_message ("%u Tab stops", stops->len + 1);
  for (guint i = 0; i < stops->len; i++)
    {
      GtkWidget *stop = stops->pdata[i];
      GtkWidget *next = i + 1 < stops->len ? stops->pdata[i + 1] : first;
      GtkWidget *expander = gtk_widget_get_ancestor (stop, ADW_TYPE_EXPANDER_ROW);

      if (ADW_IS_PREFERENCES_ROW (stop))
        g_test_message ("stop %u: row '%s'", i, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (stop)));
      else
        g_test_message ("stop %u: %s", i, G_OBJECT_TYPE_NAME (stop));
      g_assert_false (GTK_IS_LIST_BOX_ROW (stop) && gtk_widget_is_ancestor (next, stop));
      /* the focus is on a spin button's text */
      spin |= gtk_widget_get_ancestor (stop, GTK_TYPE_SPIN_BUTTON) != NULL && expander == NULL;
      enable |= GTK_IS_SWITCH (stop) && expander != NULL
                && adw_expander_row_get_show_enable_switch (ADW_EXPANDER_ROW (expander));
    }
  g_assert_true (spin || gtk_widget_get_ancestor (first, GTK_TYPE_SPIN_BUTTON) != NULL);
  g_assert_true (enable);
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

/* 1c''. A player's colour in New Game is one control for a screen reader: its button, the
 * one Tab stop, named "Player 2 colour: Blue"; the drop-down around it is no combo box of its
 * own, named and described: Orca said it before the button, the colour's name twice
 * (tester report 44, N44-9) */
static void
test_colour_one_control (void)
{
  HeraldNewGameDialog *dialog;
  g_autoptr(GPtrArray) stops = g_ptr_array_new ();
  g_autoptr(GPtrArray) drops = NULL;
  GtkWidget *first;
  guint colours = 0;

  herald_a11y_install ();
  dialog = herald_new_game_dialog_new (NULL, NULL);
  present (GTK_WINDOW (dialog));
  first = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_nonnull (first);
  tab_round (GTK_WIDGET (dialog), first, stops, 60);
  drops = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  g_assert_cmpuint (drops->len, ==, 6);
  for (guint d = 0; d < drops->len; d++)
    {
      GtkWidget *drop = drops->pdata[d];
      g_autofree char *name = g_strdup_printf ("Player %u colour", d + 1);
      g_autofree char *label = NULL;
      guint reached = 0;

      g_test_message ("%s: role %d", name, gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (drop)));
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (drop)), ==, GTK_ACCESSIBLE_ROLE_GENERIC);
      g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL));
      g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
      if (!gtk_widget_get_mapped (drop))
        continue;
      for (guint i = 0; i < stops->len; i++)
        if (gtk_widget_is_ancestor (stops->pdata[i], drop))
          {
            GtkWidget *button = stops->pdata[i];
            g_autofree char *said = g_strdup_printf ("%s: %s", name, herald_text_color_name (
                                                       gtk_drop_down_get_selected (GTK_DROP_DOWN (drop))));

            g_assert_true (GTK_IS_BUTTON (button));
            gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, said);
            reached++;
          }
      g_assert_cmpuint (reached, ==, 1);
      colours++;
    }
  g_test_message ("%u colours reached", colours);
  g_assert_cmpuint (colours, >=, 3);
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

/* 1c'. The landing's check has one Tab stop per row (tester report 30, N30-8: each row was
 * the row, then its spin button or switch, some 25 Tabs with four players): an active
 * knight's stop is its switch, which says its name and state; an inactive knight's switch
 * cannot move, so its row is the stop, and says why ("Inactive — …") */
static void
test_check_in_one_stop_per_row (void)
{
  g_autoptr(HeraldSession) session = herald_test_session_at (
    "{\"barbarian_position\": 6, \"players\": [{\"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}, "
    "{\"level\": 2, \"active\": false}]}, {\"cities\": 1}, {\"cities\": 1}]}", FALSE);
  HeraldCheckInDialog *dialog;
  g_autoptr(GPtrArray) stops = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = NULL;
  GtkWidget *first;
  guint active_switch = 0, inactive_row = 0;

  herald_a11y_install ();
  dialog = herald_check_in_dialog_new (NULL, herald_session_get_game (session));
  present (GTK_WINDOW (dialog));
  herald_test_flush ();
  /* from the first stop after the dialog's first focus */
  if (!gtk_widget_child_focus (GTK_WIDGET (dialog), GTK_DIR_TAB_FORWARD))
    gtk_widget_child_focus (GTK_WIDGET (dialog), GTK_DIR_TAB_FORWARD);
  first = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_nonnull (first);
  g_ptr_array_add (stops, first);
  tab_round (GTK_WIDGET (dialog), first, stops, 80);
  g_test_message ("%u Tab stops", stops->len);
  for (guint i = 0; i < stops->len; i++)
    {
      GtkWidget *stop = stops->pdata[i];
      GtkWidget *row = gtk_widget_get_ancestor (stop, ADW_TYPE_ACTION_ROW);

      if (ADW_IS_PREFERENCES_ROW (stop))
        g_test_message ("stop %u: row '%s'", i, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (stop)));
      else
        g_test_message ("stop %u: %s", i, G_OBJECT_TYPE_NAME (stop));
      /* no row and then a control of its own */
      for (guint j = 0; j < stops->len; j++)
        g_assert_false (j != i && GTK_IS_LIST_BOX_ROW (stop) && gtk_widget_is_ancestor (stops->pdata[j], stop));
      if (GTK_IS_SWITCH (stop))
        active_switch++;
      if (row != NULL && row == stop && g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Inactive"))
        inactive_row++;
    }
  g_assert_cmpuint (active_switch, ==, 1);
  g_assert_cmpuint (inactive_row, ==, 1);
  /* each row of a player's counts and knights is reached: 3 players' cities and walls, 2
   * knights, the two responses */
  rows = herald_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW);
  g_assert_cmpuint (rows->len, ==, 8);
  g_assert_cmpuint (stops->len, ==, 8 + 2);
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

/* 1c''. The landing's check opens with the focus on the first player's cities, not on its
 * first field, a metropolis's combo row, where Space (the roll key, pressed by habit) opened
 * the row's list (robust report 31, R31-11); the count's value is not selected, and Space
 * there types nothing (it replaced the selected value with a blank, and Fight went off) */
static void
test_check_in_first_focus (void)
{
  g_autoptr(HeraldSession) session = herald_test_session_at (
    "{\"barbarian_position\": 6, \"players\": [{\"cities\": 2, \"improvements\": {\"politics\": 4}, "
    "\"metropolises\": [\"politics\"]}, {\"cities\": 1, \"settlements\": 1, \"improvements\": {\"politics\": 4}}, "
    "{\"cities\": 1, \"settlements\": 2}]}", FALSE);
  HeraldCheckInDialog *dialog;
  g_autoptr(GPtrArray) combos = NULL;
  GtkWidget *focus, *spin;

  herald_a11y_install ();
  dialog = herald_check_in_dialog_new (NULL, herald_session_get_game (session));
  combos = herald_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW);
  g_assert_cmpuint (combos->len, ==, 1);
  present (GTK_WINDOW (dialog));
  herald_test_run_for (300);
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_nonnull (focus);
  g_test_message ("first focus: %s", G_OBJECT_TYPE_NAME (focus));
  g_assert_false (focus == combos->pdata[0] || gtk_widget_is_ancestor (focus, combos->pdata[0]));
  spin = gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  gtk_test_accessible_assert_property (spin, GTK_ACCESSIBLE_PROPERTY_LABEL, "Anna’s cities");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 2);
  /* its value not selected (a key typed would replace it), and Space taken before the text
   * sees it: the count stays 2, and Fight stays on */
  g_assert_false (gtk_editable_get_selection_bounds (GTK_EDITABLE (focus), NULL, NULL));
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (spin);
    gboolean taken = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (controllers) && !taken; i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
            && gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) == GTK_PHASE_CAPTURE)
          g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_space, 0, 0, &taken);
      }
    g_assert_true (taken);
  }
  herald_test_flush ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (focus)), ==, "2");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 2);
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "attack"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

/* 1c'''. A knight's switch in the landing's check: its name said "Anna’s mighty knight is
 * active" whatever the switch showed, so an inactive knight was heard as "… is active check box
 * not checked" (tester report 36, N36-7). The name is the knight and what the switch is for;
 * the switch's own state says whether it is on. */
static void
test_check_in_knight_switch_named (void)
{
  g_autoptr(HeraldSession) session = herald_test_session_at (
    "{\"barbarian_position\": 6, \"players\": [{\"cities\": 2, \"knights\": [{\"level\": 3, \"active\": true}, "
    "{\"level\": 2, \"active\": false}]}, {\"cities\": 1, \"settlements\": 1}, {\"cities\": 1, \"settlements\": 2}]}", FALSE);
  HeraldCheckInDialog *dialog;
  g_autoptr(GPtrArray) switches = NULL;
  static const char *names[] = { "Anna’s mighty knight, active", "Anna’s strong knight, active" };
  static const gboolean on[] = { TRUE, FALSE };

  herald_a11y_install ();
  dialog = herald_check_in_dialog_new (NULL, herald_session_get_game (session));
  present (GTK_WINDOW (dialog));
  herald_test_run_for (300);
  switches = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SWITCH);
  g_assert_cmpuint (switches->len, ==, G_N_ELEMENTS (names));
  for (guint i = 0; i < switches->len; i++)
    {
      g_autofree char *label = herald_test_accessible_property (switches->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

      g_test_message ("switch %u: “%s”, %s", i, label, on[i] ? "on" : "off");
      g_assert_cmpstr (label, ==, names[i]);
      g_assert_cmpint (gtk_switch_get_active (switches->pdata[i]), ==, on[i]);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

/* 1c''''. Two knights of one kind of one player are told apart: "Anna’s mighty knight, active"
 * was heard twice, for two switches (newcomer report 51, newcomer51-3). Each says its place
 * among its kind ("1 of 2"), the switch of an active knight as the row of an inactive one; a
 * knight alone of its kind keeps its plain name. */
static void
test_check_in_knights_of_one_kind (void)
{
  g_autoptr(HeraldSession) session = herald_test_session_at (
    "{\"barbarian_position\": 6, \"players\": [{\"cities\": 2, \"knights\": [{\"level\": 3, \"active\": true}, "
    "{\"level\": 1, \"active\": false}, {\"level\": 3, \"active\": true}, {\"level\": 1, \"active\": false}]}, "
    "{\"cities\": 1, \"settlements\": 1, \"knights\": [{\"level\": 3, \"active\": true}]}, "
    "{\"cities\": 1, \"settlements\": 2}]}", FALSE);
  HeraldCheckInDialog *dialog;
  g_autoptr(GPtrArray) switches = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  static const char *names[] = { "Anna’s mighty knight 1 of 2, active", "Anna’s mighty knight 2 of 2, active",
                                 "Ben’s mighty knight, active" };
  static const char *inactive[] = { "Anna’s basic knight 1 of 2, inactive", "Anna’s basic knight 2 of 2, inactive" };
  guint n_active = 0;
  guint n_inactive = 0;

  herald_a11y_install ();
  dialog = herald_check_in_dialog_new (NULL, herald_session_get_game (session));
  present (GTK_WINDOW (dialog));
  herald_test_run_for (300);
  switches = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SWITCH);
  g_assert_cmpuint (switches->len, ==, 5);
  for (guint i = 0; i < switches->len; i++)
    {
      g_autofree char *label = herald_test_accessible_property (switches->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

      g_test_message ("switch %u: “%s”", i, label);
      if (gtk_switch_get_active (switches->pdata[i]))
        {
          g_assert_cmpuint (n_active, <, G_N_ELEMENTS (names));
          g_assert_cmpstr (label, ==, names[n_active]);
          n_active++;
        }
    }
  g_assert_cmpuint (n_active, ==, G_N_ELEMENTS (names));
  rows = herald_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW);
  for (guint i = 0; i < rows->len; i++)
    {
      g_autofree char *label = herald_test_accessible_property (rows->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

      if (label == NULL || strstr (label, "inactive") == NULL)
        continue;
      g_test_message ("row: “%s”", label);
      g_assert_cmpuint (n_inactive, <, G_N_ELEMENTS (inactive));
      g_assert_true (g_str_has_prefix (label, inactive[n_inactive]));
      n_inactive++;
    }
  g_assert_cmpuint (n_inactive, ==, G_N_ELEMENTS (inactive));
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

/* 1c'''''. The check-in's controls are named by their own names alone from the start: the
 * row's title that libadwaita labels a row's control by went only after the realizing, and
 * Orca said the first count twice as the check-in opened, "Anna’s cities 2 spin button." and
 * "Anna’s cities Cities" (newcomer report 51, newcomer51-2) */
static void
test_check_in_controls_unlabelled (void)
{
  g_autoptr(HeraldSession) session = herald_test_session_at (
    "{\"barbarian_position\": 6, \"players\": [{\"cities\": 2, \"knights\": [{\"level\": 3, \"active\": true}]}, "
    "{\"cities\": 1, \"settlements\": 1}, {\"cities\": 1, \"settlements\": 2}]}", FALSE);
  HeraldCheckInDialog *dialog = herald_check_in_dialog_new (NULL, herald_session_get_game (session));
  g_autoptr(GPtrArray) spins = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON);
  g_autoptr(GPtrArray) switches = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SWITCH);

  /* not yet shown: nothing of it was realized */
  g_assert_false (gtk_widget_get_realized (GTK_WIDGET (dialog)));
  g_assert_cmpuint (spins->len, >=, 6);
  g_assert_cmpuint (switches->len, ==, 1);
  g_ptr_array_extend_and_steal (spins, g_steal_pointer (&switches));
  for (guint i = 0; i < spins->len; i++)
    {
      g_autofree char *label = herald_test_accessible_property (spins->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

      g_test_message ("%s “%s”, labelled by its row: %d", G_OBJECT_TYPE_NAME (spins->pdata[i]), label,
                      gtk_test_accessible_has_relation (GTK_ACCESSIBLE (spins->pdata[i]), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
      g_assert_nonnull (label);
      g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (spins->pdata[i]), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

/* Every control of @dialog (not realized yet) that is its row's activatable widget and has a
 * name of its own is not labelled by the row's title too; returns how many there are */
static guint
check_row_controls_unlabelled (GtkWidget *dialog)
{
  g_autoptr(GPtrArray) rows = herald_test_find_widgets (dialog, ADW_TYPE_ACTION_ROW);
  guint n = 0;

  g_assert_false (gtk_widget_get_realized (dialog));
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *control = adw_action_row_get_activatable_widget (rows->pdata[i]);
      g_autofree char *label = NULL;

      if (control == NULL || !gtk_test_accessible_has_property (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_PROPERTY_LABEL))
        continue;
      label = herald_test_accessible_property (control, GTK_ACCESSIBLE_PROPERTY_LABEL);
      g_test_message ("%s “%s”, labelled by its row: %d", G_OBJECT_TYPE_NAME (control), label,
                      gtk_test_accessible_has_relation (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
      g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
      n++;
    }
  return n;
}

/* 1c. So are the named controls of the other dialogs' rows, from the start: Correct
 * Pieces opens on its first count as the check-in did, "Anna: Settlements" (a11y report 52,
 * a11y52-1); its switches and the card forms' switch are rows of the same helpers */
static void
test_row_controls_unlabelled (void)
{
  g_autoptr(HeraldSession) session = herald_test_session_at (
    "{\"barbarian_position\": 3, \"players\": [{\"cities\": 2, \"improvements\": {\"politics\": 4}, \"metropolises\": [\"politics\"], "
    "\"knights\": [{\"level\": 1, \"active\": true}]}, "
    "{\"cities\": 1, \"settlements\": 1, \"knights\": [{\"level\": 2, \"active\": true}]}, "
    "{\"cities\": 1, \"settlements\": 2}]}", FALSE);
  HeraldGame *game = herald_session_get_game (session);
  GtkWidget *dialog;

  dialog = GTK_WIDGET (herald_correct_dialog_new (NULL, game, 0));
  g_object_ref_sink (dialog);
  /* the counts, the walls under metropolises, the metropolis switches, "Attacked" … */
  g_assert_cmpuint (check_row_controls_unlabelled (dialog), >=, 10);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);

  dialog = GTK_WIDGET (herald_play_dialog_new (NULL, game, 0, HERALD_CARD_DESERTER));
  g_object_ref_sink (dialog);
  /* "Place one of your knights in its stead" */
  g_assert_cmpuint (check_row_controls_unlabelled (dialog), ==, 1);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  herald_test_flush ();
}

/* 1d. A control's own name leaves out the soft hyphens of a translation: Orca passed the
 * German "Anna: Stadt\u00ADmauern 2 Einstellknopf" of Correct Pieces on to the speech
 * synthesizer (issue 11) */
static void
test_name_without_soft_hyphen (void)
{
  GtkWidget *spin = g_object_ref_sink (gtk_spin_button_new_with_range (0, 3, 1));
  g_autofree char *label = NULL;

  herald_a11y_name_once (spin, "Anna: Stadt\u00ADmauern");
  label = herald_test_accessible_property (spin, GTK_ACCESSIBLE_PROPERTY_LABEL);
  g_assert_cmpstr (label, ==, "Anna: Stadtmauern");
  g_object_unref (spin);
}

static void
count_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   guint            *n)
{
  (*n)++;
}

/* Return on a combo row of a form opens its list, as Space does, and does not answer the
 * dialog: on Arrange Progress Card Decks' "Next card" it recorded a half-entered order, and
 * would have fought on the landing's metropolis rows (tester report 30, N30-10) */
static void
test_return_on_combo_row (void)
{
  g_autoptr(HeraldSession) session = herald_test_session_at ("{\"round\": 2, \"players\": [{}, {}, {}]}", FALSE);
  HeraldDecksDialog *dialog = herald_decks_dialog_new (NULL, herald_session_get_game (session));
  g_autoptr(GPtrArray) combos = herald_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW);
  g_autoptr(GPtrArray) popovers = NULL;
  GtkWidget *row;
  guint responses = 0;

  g_assert_cmpuint (combos->len, ==, HERALD_N_TRACKS);
  row = combos->pdata[1];  /* Politics: Next card */
  g_signal_connect (dialog, "response", G_CALLBACK (count_response_cb), &responses);
  gtk_window_present (GTK_WINDOW (dialog));
  while (!gtk_widget_get_mapped (row))
    g_main_context_iteration (NULL, TRUE);
  herald_test_flush ();
  gtk_widget_grab_focus (row);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == row);

  g_assert_true (herald_test_press_on_focus (GTK_WIDGET (dialog), GDK_KEY_Return));
  herald_test_flush ();
  g_assert_cmpuint (responses, ==, 0);
  popovers = herald_test_find_widgets (row, GTK_TYPE_POPOVER);
  g_assert_cmpuint (popovers->len, >=, 1);
  g_assert_true (gtk_widget_get_visible (popovers->pdata[0]));
  /* the list closed, and gone, before the next test's windows */
  gtk_popover_popdown (popovers->pdata[0]);
  herald_test_run_for (300);
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_run_for (300);
}

/* 2. The lists New Game's combo rows open are named after the row ("Rule set"), not by
 * their class (Orca said "GtkListView. List with 2 items") */
static void
test_combo_lists_named (void)
{
  HeraldNewGameDialog *dialog;
  g_autoptr(GPtrArray) lists = NULL;

  herald_a11y_install ();
  dialog = herald_new_game_dialog_new (NULL, NULL);
  present (GTK_WINDOW (dialog));
  lists = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_LIST_VIEW);
  g_assert_cmpuint (lists->len, >=, 3);
  for (guint i = 0; i < lists->len; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (lists->pdata[i], ADW_TYPE_COMBO_ROW);
      g_autofree char *label = herald_test_accessible_property (lists->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

      g_test_message ("list %u: '%s'", i, label);
      if (row != NULL)
        g_assert_cmpstr (label, ==, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
      else
        g_assert_true (*label != '\0' && strcmp (label, "undefined") != 0);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

static gboolean
any_selected (GtkEditable *text)
{
  int start, end;

  return gtk_editable_get_selection_bounds (text, &start, &end);
}

/* The capture-phase key controller herald-a11y-lists.c gives @spin */
static GtkEventController *
spin_keys (GtkWidget *spin)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (spin);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        return controller;
    }
  return NULL;
}

/* 3. A spin button's value is not selected as the focus comes to it, nor as Up changes it:
 * the next spin button's text selected took the primary selection and unselected the one
 * before, and Orca said "Text unselected." at each Tab from one spin button to the next
 * (verify report 14). The first character typed replaces the value all the same. */
static void
test_spin_not_selected (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *spin = gtk_spin_button_new_with_range (1, 60, 1);
  GtkWidget *other = gtk_spin_button_new_with_range (1, 20, 1);
  GtkEventController *keys;
  GtkWidget *text;
  gboolean handled = TRUE;

  herald_a11y_install ();
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 9);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (other), 13);
  gtk_box_append (GTK_BOX (box), spin);
  gtk_box_append (GTK_BOX (box), other);
  gtk_window_set_child (GTK_WINDOW (window), box);
  present (GTK_WINDOW (window));
  gtk_widget_grab_focus (spin);
  herald_test_flush ();
  text = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (GTK_IS_EDITABLE (text) && gtk_widget_is_ancestor (text, spin));
  g_assert_false (any_selected (GTK_EDITABLE (text)));

  gtk_spin_button_spin (GTK_SPIN_BUTTON (spin), GTK_SPIN_STEP_FORWARD, 1);  /* what Up does */
  herald_test_flush ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (text)), ==, "10");
  g_assert_false (any_selected (GTK_EDITABLE (text)));

  /* the first character typed replaces the value (the text then takes it) */
  keys = spin_keys (spin);
  g_assert_nonnull (keys);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_5, 0, 0, &handled);
  g_assert_false (handled);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (text)), ==, "");
  gtk_editable_insert_text (GTK_EDITABLE (text), "5", -1, &(int) { 0 });
  /* the next one is added to it */
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_1, 0, 0, &handled);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (text)), ==, "5");
  gtk_editable_insert_text (GTK_EDITABLE (text), "1", -1, &(int) { 1 });
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 51);

  /* on to the next: nothing is selected there either */
  gtk_widget_grab_focus (other);
  herald_test_flush ();
  g_assert_false (any_selected (GTK_EDITABLE (gtk_root_get_focus (GTK_ROOT (window)))));
  g_assert_false (any_selected (GTK_EDITABLE (text)));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 4. The check-in: Down on Anna's cities changes the summary, and the new summary is
 * announced (on the focused spin button, after its value); it was silent until Fight */
static void
test_check_in_summary_said (void)
{
  g_autoptr(HeraldSession) session = landing_session ();
  HeraldCheckInDialog *dialog;
  g_autoptr(GPtrArray) spins = NULL;
  GtkSpinButton *cities = NULL;
  g_autoptr(HeraldTestA11yWatch) heard = NULL;

  herald_a11y_install ();
  dialog = herald_check_in_dialog_new (NULL, herald_session_get_game (session));
  spins = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON);
  for (guint i = 0; i < spins->len && cities == NULL; i++)
    if (gtk_spin_button_get_value_as_int (spins->pdata[i]) == 2)
      cities = spins->pdata[i];  /* Anna's 2 cities */
  g_assert_nonnull (cities);
  present (GTK_WINDOW (dialog));
  while (!gtk_window_is_active (GTK_WINDOW (dialog)))
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (cities));
  herald_test_run_for (1500);  /* what the dialog says as it opens is said; the focus settles */

  heard = herald_test_watch_accessible (GTK_WIDGET (cities));
  gtk_spin_button_spin (cities, GTK_SPIN_STEP_BACKWARD, 1);  /* Down: 4 to 3 cities */
  herald_test_run_for (1500);
  g_assert_true (herald_test_a11y_described (heard, "Barbarians 3 against knights 0"));

  /* no change of the summary (a count back and forth within a moment): nothing again */
  g_array_set_size (heard->changes, 0);
  gtk_spin_button_spin (cities, GTK_SPIN_STEP_BACKWARD, 1);
  gtk_spin_button_spin (cities, GTK_SPIN_STEP_FORWARD, 1);
  herald_test_run_for (1500);
  g_assert_false (herald_test_a11y_described (heard, "Barbarians"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

/* 5. History's rows select nothing either: no "not selected" after each step's sentence
 * (verify report 14, V14-6). Its list view's rows are told selected, as list boxes' are.
 * The row, which takes the focus, is named by its step (newcomer report 16, N16-2: Orca said
 * nothing as History opened), and the list is one Tab stop: Tab from a step leaves it. */
static void
test_history_rows (void)
{
  g_autoptr(HeraldSession) session = landing_session ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *view = g_object_new (HERALD_TYPE_HISTORY_VIEW, NULL);
  GtkWidget *after = gtk_button_new_with_label ("After");
  HeraldRoll dice = { .event = HERALD_EVENT_POLITICS, .red = 1, .white = 1 };
  HeraldAction end_turn;
  g_autoptr(GPtrArray) labels = NULL;

  herald_a11y_install ();
  gtk_window_set_default_size (GTK_WINDOW (window), 320, 400);
  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), after);
  gtk_window_set_child (GTK_WINDOW (window), box);
  present (GTK_WINDOW (window));
  herald_history_view_set_history (HERALD_HISTORY_VIEW (view), herald_session_get_history (session));
  g_assert_true (herald_session_roll (session, &dice, NULL, NULL));
  herald_action_init (&end_turn, HERALD_ACTION_END_TURN, 0);
  g_assert_true (herald_session_perform (session, &end_turn, NULL));
  herald_test_flush ();

  labels = herald_test_find_widgets (view, GTK_TYPE_LABEL);
  /* the steps' labels, not the word of an empty history (hidden now) */
  for (guint i = labels->len; i > 0; i--)
    if (!gtk_widget_get_visible (labels->pdata[i - 1]))
      g_ptr_array_remove_index (labels, i - 1);
  g_assert_cmpuint (labels->len, >=, 2);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *row = gtk_widget_get_parent (labels->pdata[i]);
      g_autofree char *spoken = herald_a11y_spoken_text (gtk_label_get_label (labels->pdata[i]));

      g_test_message ("%s: '%s'", G_OBJECT_TYPE_NAME (row), gtk_label_get_label (labels->pdata[i]));
      gtk_test_accessible_assert_state (row, GTK_ACCESSIBLE_STATE_SELECTED, TRUE);
      gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, spoken);
      g_assert_null (strstr (spoken, "\u00b7"));
    }

  /* on a step, Tab leaves the list: to what follows it, not to the next step */
  g_assert_true (gtk_widget_grab_focus (gtk_widget_get_parent (labels->pdata[0])));
  herald_test_flush ();
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
  herald_test_flush ();
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == after);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 6. History without a step (a new game, or one begun from a position) says so, shown and
 * to a screen reader: its empty scroller was the Tab stop, a nameless "scroll pane" in a
 * blank panel (session 18). With the first step the list comes back. */
static void
test_history_empty (void)
{
  g_autoptr(HeraldSession) session = landing_session ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *before = gtk_button_new_with_label ("Before");
  GtkWidget *view = g_object_new (HERALD_TYPE_HISTORY_VIEW, NULL);
  GtkWidget *after = gtk_button_new_with_label ("After");
  HeraldRoll dice = { .event = HERALD_EVENT_POLITICS, .red = 1, .white = 1 };
  const char *empty;

  herald_a11y_install ();
  gtk_window_set_default_size (GTK_WINDOW (window), 320, 400);
  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (GTK_BOX (box), before);
  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), after);
  gtk_window_set_child (GTK_WINDOW (window), box);
  present (GTK_WINDOW (window));
  herald_history_view_set_history (HERALD_HISTORY_VIEW (view), herald_session_get_history (session));
  herald_test_flush ();
  g_assert_cmpuint (g_list_model_get_n_items (herald_session_get_history (session)), ==, 0);

  empty = herald_history_view_get_empty_text (HERALD_HISTORY_VIEW (view));
  g_assert_nonnull (empty);
  g_assert_cmpstr (empty, ==, _("No step yet. Each roll and each step of the game will be listed here, the newest first."));
  {
    g_autoptr(GPtrArray) labels = herald_test_find_widgets (view, GTK_TYPE_LABEL);
    gboolean shown = FALSE;

    for (guint i = 0; i < labels->len; i++)
      if (gtk_widget_is_drawable (labels->pdata[i]) && g_strcmp0 (gtk_label_get_text (labels->pdata[i]), empty) == 0)
        shown = TRUE;
    g_assert_true (shown);
  }
  /* one Tab stop, the view itself, named History and described by the sentence (opening
   * History moves the focus into it, and Escape closes it from there); then the next */
  g_assert_true (gtk_widget_grab_focus (before));
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
  herald_test_flush ();
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == view);
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_LABEL, _("History"));
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, empty);
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
  herald_test_flush ();
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == after);

  /* the first step: the list, which takes the focus, and no word of an empty history */
  g_assert_true (herald_session_roll (session, &dice, NULL, NULL));
  herald_test_flush ();
  g_assert_null (herald_history_view_get_empty_text (HERALD_HISTORY_VIEW (view)));
  g_assert_true (gtk_widget_grab_focus (before));
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
  herald_test_flush ();
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), view));
  g_assert_false (gtk_widget_get_focusable (view));
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 1d. New Game's variant switches are named once: each row's title names its switch
 * (libadwaita 1.2 relates the row's activatable widget to its title), and a label property
 * of the same text beside it made GTK 4.8 say "Fiesepeter Fiesepeter" (tester report 28,
 * N28-4) */
static void
test_variant_switches_named_once (void)
{
  HeraldNewGameDialog *dialog;
  g_autoptr(GPtrArray) switches = NULL;
  guint n = 0;

  herald_a11y_install ();
  dialog = herald_new_game_dialog_new (NULL, NULL);
  present (GTK_WINDOW (dialog));
  switches = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SWITCH);
  for (guint i = 0; i < switches->len; i++)
    {
      GtkWidget *sw = switches->pdata[i];
      GtkWidget *row = gtk_widget_get_ancestor (sw, ADW_TYPE_ACTION_ROW);
      gboolean labelled = gtk_test_accessible_has_relation (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gboolean label = gtk_test_accessible_has_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL);

      if (row == NULL || adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) != sw)
        continue;
      g_test_message ("%s: labelled by %d, label %d", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                      labelled, label);
      g_assert_true (labelled || label);
      g_assert_false (labelled && label);
      n++;
    }
  g_assert_cmpuint (n, >=, 5);
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "accessibility"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/a11y/lists/rows-not-selectable", test_rows_not_selectable);
  g_test_add_func ("/herald/a11y/lists/groups-named-once", test_groups_named_once);
  g_test_add_func ("/herald/a11y/lists/one-stop-per-control", test_one_stop_per_control);
  g_test_add_func ("/herald/a11y/lists/colour-one-control", test_colour_one_control);
  g_test_add_func ("/herald/a11y/lists/check-in-one-stop-per-row", test_check_in_one_stop_per_row);
  g_test_add_func ("/herald/a11y/lists/check-in-first-focus", test_check_in_first_focus);
  g_test_add_func ("/herald/a11y/lists/check-in-knight-switch-named", test_check_in_knight_switch_named);
  g_test_add_func ("/herald/a11y/lists/check-in-knights-of-one-kind", test_check_in_knights_of_one_kind);
  g_test_add_func ("/herald/a11y/lists/check-in-controls-unlabelled", test_check_in_controls_unlabelled);
  g_test_add_func ("/herald/a11y/lists/row-controls-unlabelled", test_row_controls_unlabelled);
  g_test_add_func ("/herald/a11y/lists/variant-switches-named-once", test_variant_switches_named_once);
  g_test_add_func ("/herald/a11y/lists/name-without-soft-hyphen", test_name_without_soft_hyphen);
  g_test_add_func ("/herald/a11y/lists/combo-lists-named", test_combo_lists_named);
  g_test_add_func ("/herald/a11y/lists/return-on-combo-row", test_return_on_combo_row);
  g_test_add_func ("/herald/a11y/lists/spin-not-selected", test_spin_not_selected);
  g_test_add_func ("/herald/a11y/lists/history-rows", test_history_rows);
  g_test_add_func ("/herald/a11y/lists/history-empty", test_history_empty);
  g_test_add_func ("/herald/a11y/lists/check-in-summary-said", test_check_in_summary_said);
  g_test_add_func ("/herald/a11y/lists/check-in-later", test_check_in_later);

  return g_test_run ();
}
