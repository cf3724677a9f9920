/* test-a11y-speech40.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a blind player heard twice or missed (tester reports 40 and 42). In-process with GTK's test
 * accessibility backend; needs a display (meson runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <gdk/x11/gdkx.h>

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
  g_autoptr(HeraldTestA11yWindow) a11y = herald_test_a11y_window_show (TIED_DEFENCE);
  HeraldWindow *window = a11y->window;
  AdwMessageDialog *dialog;
  g_autofree char *description = NULL;

  herald_test_window_roll (window, HERALD_EVENT_SHIP, 2, 3);
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Anna Chooses a Progress Card");
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, dialog, 5000));
  herald_test_run_for (1500);

  herald_test_respond (dialog, "trade");
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Give the Device to Anna");
  herald_test_a11y_listen (a11y, dialog);
  herald_test_a11y_listen (a11y, window);
  /* the toast shows what was done, with its Undo */
  g_assert_nonnull (window->toast_label);
  g_assert_cmpstr (gtk_label_get_text (window->toast_label), ==, "Anna drew from the Trade deck");
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, dialog, 5000));
  herald_test_run_for (2500);

  /* what Orca reads as the dialog opens: its description, then its focus's */
  description = herald_test_accessible_property (GTK_WIDGET (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_test_message ("the dialog: '%s'", description);
  g_assert_cmpuint (count_in (description, "Anna draws a card from the Trade deck"), ==, 1);
  g_assert_cmpuint (count_in (description, "drew from the Trade deck"), ==, 0);
  g_assert_cmpuint (herald_test_a11y_times_said (a11y->watches, "Trade deck"), ==, 0);
}

/* Anna and Ben at Politics 3, one card left in the Politics deck: a politics gate gives Anna
 * the Spy, and Ben's draw finds the deck empty */
#define DECK_RUNS_OUT \
  "{\"round\": 5, \"first_attack_done\": true, \"players\": [{\"cities\": 2, \"improvements\": {\"politics\": 3}}, " \
  "{\"cities\": 1, \"improvements\": {\"politics\": 3}}, {\"cities\": 1}], " \
  "\"decks\": {\"politics\": [\"spy\"]}}"

/* What the watched widgets were told, in turn, and then the dialog's description: the
 * changes that hold @part, counted; each must have the roll's sentence ("Production") before
 * @part */
static guint
said_in_sentence (GPtrArray  *watches,
                  const char *description,
                  const char *part)
{
  guint n = 0;

  for (guint i = 0; i <= watches->len; i++)
    for (guint c = 0; c < (i < watches->len ? ((HeraldTestA11yWatch *) watches->pdata[i])->changes->len : 1); c++)
      {
        const char *said = i < watches->len ? herald_test_a11y_change_at (watches->pdata[i], c)->description : description;
        const char *at = said != NULL ? strstr (said, part) : NULL;
        const char *roll = said != NULL ? strstr (said, "Production") : NULL;

        g_test_message ("said: '%s'", said);
        if (at == NULL)
          continue;
        n += count_in (said, part);
        /* not said ahead of the roll's sentence */
        g_assert_nonnull (roll);
        g_assert_true (roll < at);
      }
  return n;
}

/* A roll whose gate runs the deck dry (digital cards), opening Anna's privacy step: the toast
 * shows "The Politics deck is empty", and what is heard is the roll's sentence, which says
 * it, once. It was heard "The Politics deck is empty. Anna's turn. Production 6; …; the
 * Politics deck is empty." (tester report 42, N42-9) */
static void
test_empty_deck_said_once (void)
{
  g_autoptr(HeraldTestA11yWindow) a11y = herald_test_a11y_window_show (DECK_RUNS_OUT);
  HeraldWindow *window = a11y->window;
  AdwMessageDialog *dialog;
  g_autofree char *description = NULL;

  herald_test_run_for (1500);
  herald_test_a11y_listen (a11y, window);
  /* as Enter Dice rolls it */
  herald_window_start_roll (window, &(HeraldRoll) { .event = HERALD_EVENT_POLITICS, .red = 1, .white = 5 });
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Give the Device to Anna");
  herald_test_a11y_listen (a11y, dialog);
  /* the toast shows it */
  g_assert_nonnull (window->toast_label);
  g_assert_nonnull (strstr (gtk_label_get_text (window->toast_label), "deck is empty"));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, dialog, 5000));
  herald_test_run_for (2500);

  description = herald_test_accessible_property (GTK_WIDGET (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_cmpuint (said_in_sentence (a11y->watches, description, "deck is empty"), ==, 1);
}

/* The keys of Enter Dice's Ctrl+Return as the X server gives them, seen on the dialog as
 * they come (a key controller of its own, in the capture phase) */
typedef struct
{
  guint return_pressed;
  guint released;         /* Return and Ctrl let go */
  guint released_before;  /* of those, before the check-in showed */
  GtkWidget *enter_dice;  /* weak */
  GtkWidget *check_in;
} Keys;

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                Keys                  *keys)
{
  if (keyval == GDK_KEY_Return)
    keys->return_pressed++;
  return FALSE;
}

static void
key_released_cb (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 Keys                  *keys)
{
  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_Control_L)
    keys->released++;
}

static gboolean
return_pressed (gpointer data)
{
  return ((Keys *) data)->return_pressed > 0;
}

static void
xdotool (const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) "xdotool");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
}

/* the check-in, once shown; the keys let go until then */
static gboolean
check_in_shown (gpointer data)
{
  Keys *keys = data;
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && keys->check_in == NULL; i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_mapped (GTK_WIDGET (w))
          && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (w)), "The Barbarians Land!") == 0)
        {
          keys->check_in = GTK_WIDGET (w);
          keys->released_before = keys->released;
        }
    }
  return keys->check_in != NULL;
}

/* Enter Dice answered by Ctrl+Return, keys pressed and let go as a player does: the dialog
 * is answered as the keys are let go, as Return on its Enter button answers it, and what it
 * opens (the check-in) shows after. Answered as Return went down, Enter Dice closed at once,
 * and the keys' release came with no dialog: with Orca, the check-in was not heard, neither
 * its title nor the roll's sentence, its message or its first row, until another key or at
 * all, where Return on Enter or a click was heard at once (tester report 40, N40-4). */
static void
test_ctrl_return_answers_on_release (void)
{
  g_autoptr(HeraldTestA11yWindow) a11y = NULL;
  HeraldWindow *window;
  AdwMessageDialog *dialog;
  GdkSurface *surface;
  Keys keys = { 0 };
  const char *press[] = { "keydown", "ctrl", "keydown", "Return", NULL };
  const char *release[] = { "keyup", "Return", "keyup", "ctrl", NULL };

  if (!GDK_IS_X11_DISPLAY (gdk_display_get_default ()) || g_find_program_in_path ("xdotool") == NULL)
    {
      g_test_skip ("needs X11 and xdotool");
      return;
    }
  a11y = herald_test_a11y_window_show (TIED_DEFENCE);
  window = a11y->window;
  gtk_widget_activate_action (GTK_WIDGET (window), "game.enter-roll", NULL);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Enter Dice");
  {
    /* the event die's four faces, the red die's six, the white die's six: a ship, red 3,
     * white 2 (the ship lands) */
    g_autoptr(GPtrArray) faces = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_TOGGLE_BUTTON);

    g_assert_cmpuint (faces->len, ==, 16);
    gtk_toggle_button_set_active (faces->pdata[HERALD_EVENT_SHIP], TRUE);
    gtk_toggle_button_set_active (faces->pdata[4 + 2], TRUE);
    gtk_toggle_button_set_active (faces->pdata[10 + 1], TRUE);
  }
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, dialog, 5000));
  keys.enter_dice = GTK_WIDGET (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &keys.enter_dice);
  surface = gtk_native_get_surface (GTK_NATIVE (dialog));
  {
    GtkEventController *controller = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
    g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), &keys);
    g_signal_connect (controller, "key-released", G_CALLBACK (key_released_cb), &keys);
    gtk_widget_add_controller (GTK_WIDGET (dialog), controller);
  }

  /* the X server's keyboard focus on the dialog (no window manager gives it) */
  {
    g_autofree char *xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
    const char *focus[] = { "windowfocus", "--sync", xid, NULL };

    xdotool (focus);
  }

  /* Ctrl and Return down: not answered yet */
  xdotool (press);
  g_assert_true (herald_test_wait_until (return_pressed, &keys, 5000));
  herald_test_flush ();
  g_assert_nonnull (keys.enter_dice);
  g_assert_true (gtk_widget_get_visible (keys.enter_dice));
  g_assert_false (check_in_shown (&keys));

  /* let go: answered, and the check-in shows after both keys came back */
  xdotool (release);
  g_assert_true (herald_test_wait_until (check_in_shown, &keys, 10000));
  /* answered: gone, or on the screen until the check-in is active (herald-window-present.c) */
  g_assert_true (keys.enter_dice == NULL || !gtk_widget_get_visible (keys.enter_dice) ||
                 herald_a11y_window_is_going (GTK_WINDOW (keys.enter_dice)));
  g_assert_cmpuint (keys.released_before, ==, 2);

  if (keys.enter_dice != NULL)
    g_object_remove_weak_pointer (G_OBJECT (keys.enter_dice), (gpointer *) &keys.enter_dice);
  herald_test_respond (ADW_MESSAGE_DIALOG (keys.check_in), "cancel");
  herald_test_run_for (500);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "accessibility"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/a11y/speech40/deck-choice-said-once", test_deck_choice_said_once);
  g_test_add_func ("/herald/a11y/speech40/empty-deck-said-once", test_empty_deck_said_once);
  g_test_add_func ("/herald/a11y/speech40/ctrl-return-answers-on-release", test_ctrl_return_answers_on_release);

  return g_test_run ();
}
