/* test-form-missing.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Ctrl+Return in a form that lacks a choice says what is missing, in view and aloud
 * (herald_dialog_set_form_missing ()): in the Alchemist and Enter Dice with a die not chosen
 * the key did nothing, and Orca said only "return" (tester report 46, N46-3). */

#include "config.h"

#include <adwaita.h>

#include "herald-dialog-util.h"
#include "herald-physical-card-dialog.h"
#include "herald-roll-dialog.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"

/* What @dialog says in a line of its own (herald_dialog_say_refusal ()), shown, or %NULL */
static const char *
dialog_said (AdwMessageDialog *dialog)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (dialog), "herald-dialog-said");

  if (label == NULL || !gtk_widget_get_mapped (label))
    return NULL;
  return gtk_label_get_label (GTK_LABEL (label));
}

/* @mode's dialog: Ctrl+Return with each die still to choose says which, and the dialog stays */
static void
check_mode (HeraldRollDialogMode mode)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(GPtrArray) faces = NULL;
  AdwMessageDialog *dialog;
  HeraldRules rules;
  guint red;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, NULL));
  dialog = ADW_MESSAGE_DIALOG (herald_roll_dialog_new (NULL, herald_session_get_game (session), mode));
  g_object_ref_sink (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_flush ();
  faces = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_TOGGLE_BUTTON);
  red = mode == HERALD_ROLL_DIALOG_ALCHEMIST ? 0 : 4;

  g_assert_null (dialog_said (dialog));
  if (mode != HERALD_ROLL_DIALOG_ALCHEMIST)
    {
      g_assert_true (herald_test_press_shortcut (GTK_WIDGET (dialog), "<Control>Return"));
      herald_test_flush ();
      g_assert_cmpstr (dialog_said (dialog), ==, "Choose the event die first");
      gtk_toggle_button_set_active (faces->pdata[0], TRUE);
    }
  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (dialog), "<Control>Return"));
  herald_test_flush ();
  g_assert_cmpstr (dialog_said (dialog), ==, "Choose the red die first");
  /* red 2 chosen, as the tester did */
  gtk_toggle_button_set_active (faces->pdata[red + 1], TRUE);
  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (dialog), "<Control>Return"));
  herald_test_flush ();
  g_assert_cmpstr (dialog_said (dialog), ==, "Choose the white die first");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  herald_test_flush ();
}

static void
test_alchemist_missing_die (void)
{
  check_mode (HERALD_ROLL_DIALOG_ALCHEMIST);
}

static void
test_enter_dice_missing_die (void)
{
  check_mode (HERALD_ROLL_DIALOG_ENTER);
}

/* The table's own cards (physical): a card the engine refuses now is not recorded, and
 * Ctrl+Return on it says why, as its row does (fix46e-1) */
static void
test_physical_card_refused (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  AdwMessageDialog *dialog;
  HeraldRules rules;
  const char *reason;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  rules.digital_cards = FALSE;
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, NULL));
  dialog = ADW_MESSAGE_DIALOG (herald_physical_card_dialog_new (NULL, herald_session_get_game (session), 0));
  g_object_ref_sink (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_flush ();
  /* the Printer: only revealed after a draw from its deck */
  adw_combo_row_set_selected (ADW_COMBO_ROW (herald_test_find_titled (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "Card")), HERALD_CARD_PRINTER);
  herald_test_flush ();
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "record"));
  g_assert_null (dialog_said (dialog));
  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (dialog), "<Control>Return"));
  herald_test_flush ();
  reason = dialog_said (dialog);
  g_test_message ("said: %s", reason);
  g_assert_nonnull (reason);
  g_assert_true (g_str_has_prefix (reason, "Not now: "));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "form-missing"))
    return 0;

  g_test_add_func ("/herald/form-missing/alchemist", test_alchemist_missing_die);
  g_test_add_func ("/herald/form-missing/enter-dice", test_enter_dice_missing_die);
  g_test_add_func ("/herald/form-missing/physical-card", test_physical_card_refused);

  return g_test_run ();
}
