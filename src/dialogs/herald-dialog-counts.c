/* herald-dialog-counts.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The counts of a dialog's form (the check-in, Correct Pieces, New Game, Preferences): spin
 * buttons that take whole numbers in their range, the victory target's range from the
 * engine, and the mouse wheel left to the list they are in. */

#include "config.h"

#include "herald-dialog-util.h"
#include "engine/herald-rules.h"

/* GtkSpinButton's own reading of the text takes "abc" or nothing as 0 (GTK 4.8 ignores the
 * error of its default input), and so the lowest value: a count is digits only; anything
 * else keeps the last value (Preferences' time limit went to 15 for "abc": tester report 25,
 * N25-8). A number out of the range is clamped to it by the spin button, in view, where it
 * went back to the last value without a word before (N25-8). */
static int
count_input_cb (GtkSpinButton *spin,
                double        *new_value,
                gpointer       data)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  guint64 value = 0;

  if (*text == '\0' || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT, &value, NULL))
    *new_value = gtk_adjustment_get_value (gtk_spin_button_get_adjustment (spin));
  else
    *new_value = value;
  return TRUE;
}

/* Space in a count does nothing: a count is digits, and Space is the table's roll key,
 * pressed by habit as a dialog opens on a count (the check-in: robust report 31, R31-11); it
 * replaced a selected value with a blank, and Fight went off */
static gboolean
count_key_cb (GtkEventControllerKey *keys,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state)
{
  return (keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space)
         && (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) == 0;
}

/**
 * herald_dialog_watch_count:
 * @spin: the spin button of a count
 * @callback: (nullable): the dialog's check, called (swapped, with @data) at every change of
 *   the text
 * @data: the dialog
 *
 * A count typed as text is taken only when it is a whole number: letters never become 0 (the
 * spin button keeps its last value), Space types nothing (count_key_cb ()), and a number
 * beyond the range becomes its nearest end as
 * the count is left; the dialog checks the text at every keystroke with
 * herald_dialog_count_is_valid (), so that it can show the count invalid, say why, and refuse
 * to go on (issue 10, item 9). A count has no undo of its own text: Ctrl+Z, Herald's undo
 * everywhere else, emptied it (GTK undid the value it was given as the dialog opened) and
 * turned the form's Correct off (newcomer report 22, N22-3).
 */
void
herald_dialog_watch_count (GtkSpinButton *spin,
                           GCallback      callback,
                           gpointer       data)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_editable_set_enable_undo (GTK_EDITABLE (spin), FALSE);
  gtk_spin_button_set_update_policy (spin, GTK_UPDATE_ALWAYS);
  g_signal_connect (spin, "input", G_CALLBACK (count_input_cb), NULL);
  /* before the text sees the key */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (count_key_cb), NULL);
  gtk_widget_add_controller (GTK_WIDGET (spin), keys);
  if (callback != NULL)
    g_signal_connect_object (spin, "changed", callback, data, G_CONNECT_SWAPPED);
}

/**
 * herald_dialog_count_is_valid:
 * @spin: the spin button of a count
 *
 * Whether the text typed into @spin is a whole number in its range; the spin button is
 * marked with the "error" style class when it is not.
 *
 * Returns: %TRUE when the count can be taken
 */
gboolean
herald_dialog_count_is_valid (GtkSpinButton *spin)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  guint64 value = 0;
  double lower, upper;
  gboolean ok;

  gtk_spin_button_get_range (spin, &lower, &upper);
  ok = *text != '\0' && g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT, &value, NULL) &&
       value >= lower && value <= upper;
  if (ok)
    gtk_widget_remove_css_class (GTK_WIDGET (spin), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (spin), "error");
  return ok;
}

/**
 * herald_dialog_target_range:
 * @spin: the spin button of a victory target (New Game's, Preferences')
 *
 * Gives @spin the engine's range of victory targets,
 * %HERALD_MIN_VICTORY_POINTS–%HERALD_MAX_VICTORY_POINTS (RULES.md A2.3, A2.7: one above the
 * starting score), steps of 1, and the engine's default target: the range has one source of
 * truth, herald-rules.h, and the engine refuses what it does not allow.
 */
void
herald_dialog_target_range (GtkSpinButton *spin)
{
  HeraldRules defaults;

  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  herald_rules_init (&defaults, HERALD_EDITION_STANDARD);
  gtk_spin_button_set_adjustment (spin, gtk_adjustment_new (defaults.victory_points,
                                                            HERALD_MIN_VICTORY_POINTS,
                                                            HERALD_MAX_VICTORY_POINTS,
                                                            1, 5, 0));
}

/**
 * herald_dialog_leave_wheel:
 * @root: a dialog or window, or any widget
 *
 * The spin buttons in @root leave the mouse wheel (and a touchpad's scrolling) to the list
 * they are in: GTK's spin button takes it as a change of its value, and scrolling the
 * barbarians' check-in with the pointer over a count took away a city and a wall without a
 * word, a correction then applied to the game (newcomer report 18, N18-1). Their value
 * changes by typing, by the arrow keys and by their − and + buttons.
 */
void
herald_dialog_leave_wheel (GtkWidget *root)
{
  if (GTK_IS_SPIN_BUTTON (root))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (root);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

          if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller))
            gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_NONE);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    herald_dialog_leave_wheel (child);
}
