/* test-a11y-speech40.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a blind player heard twice or missed (tester report 40). In-process with GTK's test
 * accessibility backend; needs a display (meson runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window-private.h"

/* Catan wins the attack with Anna and Ben tied for the strongest defence: each chooses a deck
 * (A6.2). The ship is one step from Catan. */
#define TIED_DEFENCE \
  "{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"knights\": [{\"level\": 1, \"active\": true}, {\"level\": 1, \"active\": true}]}, " \
  "{\"knights\": [{\"level\": 1, \"active\": true}, {\"level\": 1, \"active\": true}]}, {}]}"

static gboolean
window_is_active (gpointer window)
{
  return gtk_window_is_active (window);
}

/* What is said goes to the focused widget of the active window, wherever the focus is then:
 * every widget focused is watched */
static void
watch_focus (GtkWindow  *window,
             GParamSpec *pspec,
             GPtrArray  *watches)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  for (guint i = 0; i < watches->len; i++)
    if (((HeraldTestA11yWatch *) watches->pdata[i])->widget == focus)
      return;
  if (focus != NULL)
    g_ptr_array_add (watches, herald_test_watch_accessible (focus));
}

/* How many times @text was in what the focused widgets were told */
static guint
times_said (GPtrArray  *watches,
            const char *text)
{
  guint n = 0;

  for (guint i = 0; i < watches->len; i++)
    {
      HeraldTestA11yWatch *watch = watches->pdata[i];

      for (guint c = 0; c < watch->changes->len; c++)
        {
          const char *said = herald_test_a11y_change_at (watch, c)->description;

          g_test_message ("%s: '%s'", G_OBJECT_TYPE_NAME (watch->widget), said);
          n += said != NULL && strstr (said, text) != NULL;
        }
    }
  return n;
}

static guint
count_in (const char *text,
          const char *part)
{
  guint n = 0;

  for (const char *at = text != NULL ? strstr (text, part) : NULL; at != NULL; at = strstr (at + 1, part))
    n++;
  return n;
}

/* A deck chosen as a tie's reward: its privacy step opens, its message "Anna draws a card
 * from the Trade deck. Only Anna should look.", read with the dialog. The step's toast, "Anna
 * drew from the Trade deck", was said before it: "Ben drew from the Politics deck. Ben draws a
 * card from the Politics deck." (tester report 40, N40-5). The toast shows; it is said once,
 * by the dialog's message. */
static void
test_deck_choice_said_once (void)
{
  HeraldWindow *window;
  AdwMessageDialog *dialog;
  g_autoptr(GPtrArray) watches = g_ptr_array_new_with_free_func ((GDestroyNotify) herald_test_a11y_watch_free);
  g_autofree char *description = NULL;

  herald_a11y_install ();
  window = herald_test_window_show (TIED_DEFENCE, 1280, 800);
  g_assert_true (herald_test_wait_until (window_is_active, window, 5000));
  herald_test_window_roll (window, HERALD_EVENT_SHIP, 2, 3);
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Anna Chooses a Progress Card");
  g_assert_true (herald_test_wait_until (window_is_active, dialog, 5000));
  herald_test_run_for (1500);

  herald_test_respond (dialog, "trade");
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Give the Device to Anna");
  g_signal_connect (dialog, "notify::focus-widget", G_CALLBACK (watch_focus), watches);
  watch_focus (GTK_WINDOW (dialog), NULL, watches);
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (watch_focus), watches);
  watch_focus (GTK_WINDOW (window), NULL, watches);
  /* the toast shows what was done, with its Undo */
  g_assert_nonnull (window->toast_label);
  g_assert_cmpstr (gtk_label_get_text (window->toast_label), ==, "Anna drew from the Trade deck");
  g_assert_true (herald_test_wait_until (window_is_active, dialog, 5000));
  herald_test_run_for (2500);

  /* what Orca reads as the dialog opens: its description, then its focus's */
  description = herald_test_accessible_property (GTK_WIDGET (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_test_message ("the dialog: '%s'", description);
  g_assert_cmpuint (count_in (description, "Anna draws a card from the Trade deck"), ==, 1);
  g_assert_cmpuint (count_in (description, "drew from the Trade deck"), ==, 0);
  g_assert_cmpuint (times_said (watches, "Trade deck"), ==, 0);

  g_signal_handlers_disconnect_by_func (window, watch_focus, watches);
  g_signal_handlers_disconnect_by_func (dialog, watch_focus, watches);
  g_ptr_array_set_size (watches, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "accessibility"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/a11y/speech40/deck-choice-said-once", test_deck_choice_said_once);

  return g_test_run ();
}
