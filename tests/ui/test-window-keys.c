/* test-window-keys.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window played by keyboard (newcomer report 9): where the focus is after a step or a
 * dialog (an improvement, a hand, the attack, Enter Dice, Statistics), that a key pressed once
 * more does no harm, a step refused by its key, the roll's dialog after the window's frame;
 * and the report's wording. The start page, New Game, the setup round, a phone's pages and the
 * knight's menu by keyboard are in test-window-keys-pages.c. In-process, through the window's
 * actions and the focused widgets; needs a display (meson runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-application.h"
#include "herald-dice-panel.h"
#include "herald-new-game-dialog.h"
#include "herald-play-dialog.h"
#include "herald-player-card.h"
#include "herald-roll-dialog.h"
#include "herald-resources.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-a11y.h"
#include "herald-ui-test-utils.h"
#include "herald-text.h"
#include "herald-window.h"
#include "herald-window-private.h"
#include "herald-tooltip.h"

/* test-window-keys.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window played by keyboard (newcomer report 9): where the focus is after a step or a
 * dialog, and that a key pressed once more does no harm; and the report's wording. In-process,
 * through the window's actions and the focused widgets; needs a display (meson runs it under
 * xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-application.h"
#include "herald-dice-panel.h"
#include "herald-new-game-dialog.h"
#include "herald-play-dialog.h"
#include "herald-player-card.h"
#include "herald-roll-dialog.h"
#include "herald-resources.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-a11y.h"
#include "herald-ui-test-utils.h"
#include "herald-text.h"
#include "herald-window.h"
#include "herald-window-private.h"
#include "herald-tooltip.h"

/* The message dialog open over @window, or %NULL */
static AdwMessageDialog *
open_dialog (HeraldWindow *window)
{
  return herald_test_open_dialog (window, FALSE);
}

/* Pressing the focused improvement button again builds the next level: after a build the
 * focus moved on from the level just built, whose button now corrects it away. Before the
 * fix the focus stayed, and the second Space took the build back (report 9, item 4). */
static void
test_improve_twice (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 0, 0);
  const HeraldState *state;
  GtkWidget *button;

  herald_test_window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  button = herald_test_find_action_button (GTK_WIDGET (window), "player.improve", g_variant_new ("(ii)", 0, HERALD_TRACK_SCIENCE));
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_grab_focus (button));

  for (guint level = 1; level <= HERALD_MAX_LEVEL; level++)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

      g_assert_nonnull (focus);
      g_assert_cmpstr (herald_test_focus_action (window), ==, "player.improve");
      g_signal_emit_by_name (focus, "clicked");   /* what Space does */
      herald_test_flush ();
      state = herald_session_get_state (herald_window_get_session (window));
      g_assert_cmpuint (state->players[0].improvements[HERALD_TRACK_SCIENCE], ==, level);
      /* never the button that takes the level back */
      g_assert_cmpstr (herald_test_focus_action (window), !=, "player.unimprove");
      if (open_dialog (window) != NULL)
        break;  /* a metropolis: its own dialog */
    }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* How long a test waits for what it checks, at most: it goes on as soon as it is there */
#define WAIT_MS 20000

static gboolean
focus_on_close (gpointer dialog)
{
  GtkWidget *close = herald_test_response_button (dialog, "close");

  return close != NULL && gtk_root_get_focus (GTK_ROOT (dialog)) == close;
}

static void
focus_note_cb (GtkWindow *dialog)
{
  GtkWidget *focus = gtk_window_get_focus (dialog);

  g_test_message ("focus now: %s %s", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "none",
                  focus != NULL && GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "");
}

/* The hand opens with the focus on Close, never on Discard… (report 9, item 7); Discard… is
 * there with a fifth card on the own turn (referee report 23, R23-1: only to keep the limit) */
static void
test_hand_focus (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"players\": [{\"improvements\": {\"trade\": 1}, \"progress_cards\": "
                                                  "[\"trade_monopoly\", \"spy\", \"smith\", \"merchant\"]}, {}, {}]}", 0, 0);
  AdwMessageDialog *dialog;
  GtkWidget *focus;

  herald_test_window_roll (window, HERALD_EVENT_TRADE, 1, 3);
  g_assert_cmpuint (herald_session_get_state (window->session)->players[0].n_hand, ==, 5);
  gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", 0);
  herald_test_flush ();
  herald_test_respond (open_dialog (window), "reveal");
  dialog = open_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "discard"));
  g_signal_connect (dialog, "notify::focus-widget", G_CALLBACK (focus_note_cb), NULL);
  /* the focus is given once the dialog has shown: on a loaded machine frames later than one
   * flush (this failed 1 run in 5 at load average 15, and with a wait of 2 s under more) */
  herald_test_wait_until (focus_on_close, dialog, WAIT_MS);
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_test_message ("focus: %s %s", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "none",
                  focus != NULL && GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "");
  g_assert_true (focus == herald_test_response_button (dialog, "close"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static gboolean
focus_on_continue (gpointer dialog)
{
  return gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, "continue");
}

/* The ship lands: Ctrl+Return in the check-in fights; closing the result leaves the focus on
 * End Turn, not on the window's frame (report 9, item 3) */
static void
test_attack_keys (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                                                  "{\"knights\": [{\"level\": 2, \"active\": true}]}, {}, {}]}", 0, 0);
  AdwMessageDialog *dialog;
  const HeraldState *state;

  {
    HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };

    herald_window_start_roll (window, &ship);  /* what Roll does: the check-in first */
    herald_test_flush ();
  }
  dialog = open_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  /* the track says the barbarians land, not a step to go and a chance (report 9, item 13) */
  {
    g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (window->barbarian_track), GTK_TYPE_LABEL);
    gboolean landing = FALSE;

    for (guint i = 0; i < labels->len; i++)
      {
        const char *text = gtk_label_get_label (labels->pdata[i]);

        g_assert_null (strstr (text, "step to Catan"));
        g_assert_null (strstr (text, "Chance of an attack"));
        landing |= g_str_equal (text, "The barbarians land");
      }
    g_assert_true (landing);
  }
  g_assert_true (herald_test_has_ctrl_return (GTK_WIDGET (dialog), "form.accept"));
  /* so does Enter Dice, the way there by keyboard */
  {
    HeraldRollDialog *enter = herald_roll_dialog_new (GTK_WINDOW (window), herald_session_get_game (herald_window_get_session (window)),
                                                      HERALD_ROLL_DIALOG_ENTER);

    g_assert_true (herald_test_has_ctrl_return (GTK_WIDGET (enter), "form.accept"));
    gtk_window_destroy (GTK_WINDOW (enter));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_flush ();
  state = herald_session_get_state (herald_window_get_session (window));
  g_assert_cmpint (state->barbarian_position, ==, 0);

  dialog = open_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  /* the result opens with the focus on Continue, not on the first player's row, which a
   * screen reader read before the dialog's message (newcomer report 14, N14-26) */
  herald_test_wait_until (focus_on_continue, dialog, WAIT_MS);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, "continue"));
  herald_test_respond (dialog, "continue");
  herald_test_flush ();
  g_assert_null (open_dialog (window));
  g_assert_cmpstr (herald_test_focus_action (window), ==, "game.end-turn");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static gboolean
has_dialog (gpointer window)
{
  return open_dialog (window) != NULL;
}

static gboolean
has_card_dialog (gpointer window)
{
  AdwMessageDialog *dialog = open_dialog (window);

  return dialog != NULL && adw_message_dialog_has_response (dialog, "keep");
}

/* A progress card revealed: the dialog is described by the deck and text, so that a screen
 * reader says them as it enters the dialog, before Keep, which has the focus (announced as
 * the dialog opened, the text was lost about 1 time in 9, issue 11; as Keep's description it
 * was said after Keep, newcomer report 17, N17-7) */
static void
test_card_text_with_keep (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"players\": [{\"improvements\": {\"science\": 3}}, {}, {}], "
                                                  /* a card held: a shuffled deck drew the Printer, a
                                                   * victory point card with no reveal, about 1 time in
                                                   * 18 (the reveal never came in CI) */
                                                  "\"decks\": {\"science\": [\"inventor\"]}}", 0, 0);
  AdwMessageDialog *dialog;
  GtkWidget *message = NULL;
  const char *body;

  {
    HeraldRoll gate = { .event = HERALD_EVENT_SCIENCE, .red = 1, .white = 3 };
    GtkWidget *roll_button = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);

    /* rolled from Roll, which goes off with the roll */
    g_assert_nonnull (roll_button);
    g_assert_true (gtk_widget_grab_focus (roll_button));
    herald_window_start_roll (window, &gate);
    herald_test_flush ();
  }
  /* the dialogs of a step come once idle: later than one flush on a loaded machine */
  herald_test_wait_until (has_dialog, window, WAIT_MS);
  dialog = open_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "reveal"));
  herald_test_respond (dialog, "reveal");
  herald_test_flush ();
  herald_test_wait_until (has_card_dialog, window, WAIT_MS);
  dialog = open_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "keep"));
  /* the body: whose card (newcomer report 19, N19-8), the deck, a blank line, the card's text */
  body = adw_message_dialog_get_body (dialog);
  g_assert_true (g_str_has_prefix (body, "Drawn by Anna\nScience deck\n\n"));
  {
    g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_LABEL);

    for (guint i = 0; i < labels->len; i++)
      if (g_strcmp0 (gtk_label_get_label (labels->pdata[i]), body) == 0)
        message = labels->pdata[i];
  }
  g_assert_nonnull (message);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, "keep"));
  /* said on one line: with its line breaks, speech-dispatcher 0.11 garbled the text or lost
   * it on a loaded machine (issue 11: ui-speech-hand failed so in 2 CI runs of 3). The card's
   * text is the dialog's description, read before Keep as the dialog opens (newcomer report
   * 17, N17-7), and Keep is not described by it too (it would be read again after Keep) */
  {
    g_autofree char *line = g_strconcat ("Drawn by Anna. Science deck. ", body + strlen ("Drawn by Anna\nScience deck\n\n"), NULL);

    g_assert_null (strpbrk (line, "\r\n"));
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (message), GTK_ACCESSIBLE_PROPERTY_LABEL, line);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, line);
    g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (herald_test_response_button (dialog, "keep")),
                                                      GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  }

  /* kept: the focus goes to End Turn, the turn's next step (newcomer report 11, N-9) */
  herald_test_respond (dialog, "keep");
  herald_test_run_for (300);
  g_assert_null (open_dialog (window));
  g_assert_cmpstr (herald_test_focus_action (window), ==, "game.end-turn");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A label that separates its parts with "·" is named with commas for screen readers, which
 * read "middle dot" (newcomer report 11, N-12); one whose text loses its dots is read by it
 * again */
static void
test_dots_spoken_as_commas (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new ("Round 3 \u00b7 Anna, Ben \u00b7 saved today\n  \u00b7 Anna built a city");

  g_autofree char *spoken = herald_a11y_spoken_text ("Points from settlements 2 \u00b7 cities 1 \u00b7 Defender 0");

  g_autofree char *kept = herald_a11y_spoken_text ("settlements 2\u00a0\u00b7 cities 1");

  g_assert_cmpstr (spoken, ==, "Points from settlements 2, cities 1, Defender 0");
  /* a no-break space that keeps the dot on its line goes with it (N43-9) */
  g_assert_cmpstr (kept, ==, "settlements 2, cities 1");
  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_widget_realize (window);
  herald_test_flush ();
  /* on one line (test_one_line_for_speech ()) */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Round 3, Anna, Ben, saved today. Anna built a city");
  gtk_label_set_text (GTK_LABEL (label), "No dots");
  /* named by its text again (e7451ba: given, not reset, which left an emptied label nameless) */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, "No dots");
  gtk_label_set_text (GTK_LABEL (label), "Won by Anna \u00b7 today");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, "Won by Anna, today");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* What a screen reader is given is on one line: speech-dispatcher 0.11 garbles an utterance
 * with a line break, or loses it, when its end reaches the speech module in a later read than
 * its start, as on a loaded machine (issue 11: the card's text at its reveal). A label with
 * line breaks is named on one line, and again when its text changes. */
static void
test_one_line_for_speech (void)
{
  static const struct { const char *text, *line; } cases[] = {
    { "Science deck\n\nBuild one city wall for free.", "Science deck. Build one city wall for free." },
    { "Ben holds five cards.\nOnly Ben should look.", "Ben holds five cards. Only Ben should look." },
    { "Metropolises:\n  Anna  \r\n\nBen\n", "Metropolises: Anna. Ben" },
    { "\n\nOne line", "One line" },
    { "Wait\u2026\ngo", "Wait\u2026 go" },
    { "No break", "No break" },
    { "", "" },
  };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new ("Science deck\n\nBuild one city wall for free.");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *line = herald_a11y_one_line (cases[i].text);

      g_assert_cmpstr (line, ==, cases[i].line);
    }
  {
    g_autofree char *none = herald_a11y_one_line (NULL);

    g_assert_cmpstr (none, ==, "");
  }

  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_widget_realize (window);
  herald_test_flush ();
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Science deck. Build one city wall for free.");
  gtk_label_set_text (GTK_LABEL (label), "Politics deck\n\nMove a knight.");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Politics deck. Move a knight.");
  gtk_label_set_text (GTK_LABEL (label), "One line");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, "One line");

  /* a tooltip of two lines (a knight's reasons) describes its button on one */
  {
    GtkWidget *button = gtk_button_new_with_label ("Knight 1");

    gtk_window_set_child (GTK_WINDOW (window), button);
    gtk_widget_realize (button);
    gtk_widget_set_tooltip_text (button, "Activate: it is Ben\u2019s turn\nPromote: Ben needs the Fortress");
    herald_test_flush ();
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         "Activate: it is Ben\u2019s turn. Promote: Ben needs the Fortress");
    gtk_widget_set_tooltip_text (button, "Promote: Ben needs the Fortress");
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         "Promote: Ben needs the Fortress");
  }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Enter Dice, opened from its button, entered: the focus goes to End Turn, the turn's next
 * step, not to the first player card (newcomer report 11, N-9) */
static void
test_enter_dice_focus (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3}", 0, 0);
  GtkWidget *enter = herald_test_find_action_button (GTK_WIDGET (window), "game.enter-roll", NULL);
  AdwMessageDialog *dialog;

  g_assert_nonnull (enter);
  g_assert_true (gtk_widget_grab_focus (enter));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.enter-roll", NULL);
  herald_test_flush ();
  dialog = open_dialog (window);
  g_assert_nonnull (dialog);
  {
    /* the event die's four faces, the red die's six, the white die's six */
    g_autoptr(GPtrArray) faces = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_TOGGLE_BUTTON);

    g_assert_cmpuint (faces->len, ==, 16);
    gtk_toggle_button_set_active (faces->pdata[HERALD_EVENT_SHIP], TRUE);
    gtk_toggle_button_set_active (faces->pdata[4 + 2], TRUE);
    gtk_toggle_button_set_active (faces->pdata[10 + 1], TRUE);
  }
  herald_test_respond (dialog, "roll");
  herald_test_run_for (300);
  g_assert_null (open_dialog (window));
  g_assert_cmpint (herald_session_get_state (herald_window_get_session (window))->phase, ==, HERALD_PHASE_AFTER_ROLL);
  g_assert_cmpstr (herald_test_focus_action (window), ==, "game.end-turn");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Closing the statistics gives the focus back to the turn's step when it had gone nowhere */
static void
test_statistics_focus (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1000, 720);  /* the tester's window */
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *statistics = NULL;
  GLogLevelFlags fatal;
  GtkWidget *focus;
  int width, height;

  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 720);
  herald_test_window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  /* with the tests' isolated XDG dirs GTK cannot tell libadwaita's SVG icons (the statistics'
   * expander arrows) from other files: that warning is not the test's business */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.statistics", NULL);
  herald_test_flush ();
  g_log_set_always_fatal (fatal);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (w != GTK_WINDOW (window) && gtk_window_get_transient_for (w) == GTK_WINDOW (window) && gtk_widget_get_visible (GTK_WIDGET (w)))
        statistics = w;
    }
  g_assert_nonnull (statistics);
  /* the focus is in the page shown (report 9, item 10) */
  focus = gtk_root_get_focus (GTK_ROOT (statistics));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (adw_preferences_window_get_visible_page (ADW_PREFERENCES_WINDOW (statistics)))));
  /* and it is no larger than the window */
  gtk_window_get_default_size (statistics, &width, &height);
  g_assert_cmpint (width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
  gtk_window_destroy (statistics);
  herald_test_flush ();
  g_assert_cmpstr (herald_test_focus_action (window), ==, "game.end-turn");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Spy opens on an opponent it can be played against, asked of the engine: Ben holds no
 * progress card, Cleo one (report 9, item 8: it offered Ben, and "The card taken" was empty) */
static void
test_spy_target (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"progress_cards\": [\"spy\"]}, {}, {\"progress_cards\": [\"merchant\"]}]}");
  g_autoptr(HeraldGame) nobody = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"progress_cards\": [\"spy\"]}, {}, {}]}");
  HeraldPlayDialog *dialog;
  HeraldAction action;

  herald_test_apply_ok (game, "{'type': 'roll', 'event': 'trade', 'red': 2, 'white': 3}");
  dialog = herald_play_dialog_new (NULL, game, 0, HERALD_CARD_SPY);
  herald_play_dialog_get_action (dialog, &action);
  g_assert_cmpint (action.target, ==, 2);
  g_assert_cmpint (action.target_card, ==, HERALD_CARD_MERCHANT);
  g_assert_true (herald_game_check (game, &action, NULL));
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* nobody to spy on: the first opponent, as before (a game of its own: the hands are
   * corrected only while a position is entered) */
  herald_test_apply_ok (nobody, "{'type': 'roll', 'event': 'trade', 'red': 2, 'white': 3}");
  dialog = herald_play_dialog_new (NULL, nobody, 0, HERALD_CARD_SPY);
  herald_play_dialog_get_action (dialog, &action);
  g_assert_cmpint (action.target, ==, 1);
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

/* Wording (report 9, item 13): the red die is a die, not the player Red; the Merchant goes
 * next to a settlement or city (A14) */
static void
test_wording (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  GArray *outcomes = herald_game_get_outcomes (game);
  g_autofree char *banner = NULL;

  herald_test_apply_ok (game, "{'type': 'roll', 'event': 'politics', 'red': 3, 'white': 2}");
  banner = herald_text_roll_banner (game, (const HeraldOutcome *) outcomes->data, outcomes->len);
  g_assert_cmpstr (banner, ==, "Production 5; Politics gate with red die 3: nobody draws.");
  g_assert_nonnull (strstr (herald_text_card_effect (HERALD_CARD_MERCHANT, HERALD_EDITION_STANDARD),
                            "next to your settlement or city"));
}

static const char *
toast_text (HeraldWindow *window)
{
  return window->toast_label != NULL ? gtk_label_get_label (window->toast_label) : "";
}

/* The keys of a turn's steps say why a step is refused: Ctrl+Return before the roll, Space
 * or Ctrl+R after it. They did nothing at all, and a blind player pressing Ctrl+Return
 * before rolling heard nothing (issue 11, heard with screen-reader.sh). Taken, they step. */
static void
test_refused_step_keys (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 0, 0);
  HeraldSession *session = herald_window_get_session (window);
  HeraldGame *game = herald_session_get_game (session);
  guint n = herald_game_get_n_actions (game);

  g_assert_cmpuint (herald_session_get_state (session)->current, ==, 0);
  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (window), "<Control>Return"));
  herald_test_flush ();
  g_test_message ("toast: %s", toast_text (window));
  g_assert_nonnull (strstr (toast_text (window), "Anna has not rolled"));
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, n);

  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (window), "space"));
  herald_test_flush ();
  herald_test_run_for (1500);  /* the dice tumble */
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, n + 1);

  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (herald_test_press_shortcut (GTK_WIDGET (window), i == 0 ? "space" : "<Control>r"));
      herald_test_flush ();
      g_test_message ("toast: %s", toast_text (window));
      g_assert_nonnull (strstr (toast_text (window), "already rolled"));
      g_assert_cmpuint (herald_game_get_n_actions (game), ==, n + 1);
    }

  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (window), "<Control>Return"));
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_state (session)->current, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A window on a new game of five (the 5–6 player extension), shown, its first player's dice
 * rolled (trade, 2 and 3: no production stops it) */
static HeraldWindow *
five_players_rolled (void)
{
  HeraldWindow *window = herald_test_window_new_of ("{\"five_six_players\": true}", 5, NULL);
  HeraldSession *session = herald_window_get_session (window);
  HeraldAction action;
  g_autoptr(GError) error = NULL;

  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  herald_action_init (&action, HERALD_ACTION_ROLL, 0);
  action.roll = (HeraldRoll) { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  return window;
}

/* In the 5–6 special build phase the focused button is End Special Build Phase, and
 * Ctrl+Return ("ends the turn", README) takes its step: it was refused with "no turn to end
 * now: this is the special build phase" (tester report 32, N32-3) */
static void
test_special_build_ctrl_return (void)
{
  HeraldWindow *window = five_players_rolled ();
  HeraldSession *session = herald_window_get_session (window);
  HeraldGame *game = herald_session_get_game (session);
  guint n, builder;

  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (window), "<Control>Return"));
  herald_test_flush ();
  g_assert_cmpint (herald_session_get_state (session)->phase, ==, HERALD_PHASE_SPECIAL_BUILD);
  builder = herald_session_get_state (session)->special_builder;
  n = herald_game_get_n_actions (game);

  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (window), "<Control>Return"));
  herald_test_flush ();
  g_test_message ("toast: %s", toast_text (window));
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, n + 1);
  g_assert_cmpint (herald_game_get_action (game, n)->type, ==, HERALD_ACTION_END_SPECIAL_BUILD);
  g_assert_cmpint (herald_game_get_action (game, n)->player, ==, (gint) builder);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Space or Return on End Turn, bounced or held, ends the turn once: in the 5–6 special build
 * phase the same button is End Special Build, and a bounce pressed it too, the phase gone
 * unseen; held from there, the keyboard's repeat rolled the next player's dice (tester report
 * 40, N40-6). The keys as herald_window_watch_step_keys () sees them (their times in ms, the
 * code of Space), the button pressed as GTK presses it for a key let through. */
static void
test_special_build_keys_once (void)
{
  HeraldWindow *window = five_players_rolled ();
  HeraldSession *session = herald_window_get_session (window);
  GtkWidget *end_turn = window->end_turn_button;
  HeraldGame *game = herald_session_get_game (session);
  guint n;
  const guint space = 65;

  g_assert_true (gtk_widget_grab_focus (end_turn));
  n = herald_game_get_n_actions (game);

  /* a press ends the turn: the special build phase, End Turn is End Special Build */
  g_assert_true (herald_window_step_key_let_through (window, space, 10000));
  g_signal_emit_by_name (end_turn, "clicked");
  herald_test_flush ();
  herald_window_step_key_released (window, space);
  g_assert_cmpint (herald_session_get_state (session)->phase, ==, HERALD_PHASE_SPECIAL_BUILD);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, n + 1);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == end_turn);
  /* its bounce, 100 ms later, does not end the phase */
  g_assert_false (herald_window_step_key_let_through (window, space, 10100));
  herald_window_step_key_released (window, space);
  /* a press of its own, later, does */
  g_assert_true (herald_window_step_key_let_through (window, space, 11000));
  g_signal_emit_by_name (end_turn, "clicked");
  herald_test_flush ();
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, n + 2);
  g_assert_cmpint (herald_game_get_action (game, n + 1)->type, ==, HERALD_ACTION_END_SPECIAL_BUILD);
  /* the phase over, Roll for the next player has the focus; the key held down (the keyboard
   * repeats it from 660 ms, with no release) presses no more: Ben's dice are not rolled */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == herald_dice_panel_get_roll_button (window->dice_panel));
  g_assert_false (herald_window_step_key_let_through (window, space, 11660));
  g_assert_false (herald_window_step_key_let_through (window, space, 11700));
  g_assert_false (herald_window_step_key_let_through (window, space, 12400));
  herald_window_step_key_released (window, space);
  /* released, a press later is its own */
  g_assert_true (herald_window_step_key_let_through (window, space, 14000));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
count_frames_cb (guint *frames)
{
  (*frames)++;
}

static void
dialog_shown_cb (guint *frames_at_show)
{
  *frames_at_show = frames_at_show[1];
}

/* A roll's dialog opens after the window's frame that shows the dice and the sentence: on
 * software GL the dialog's own first frame (a GL context of its own, its shaders compiled
 * again) cost the dice 25-50 ms (issue 14). Meanwhile the dialog is the window's open one. */
static void
test_roll_dialog_after_frame (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true}", 0, 0);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  guint frames[2] = { G_MAXUINT, 0 };  /* the window's frames when the dialog showed, so far */
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect_swapped (clock, "after-paint", G_CALLBACK (count_frames_cb), &frames[1]);
  herald_window_start_roll (window, &ship);  /* what Roll does: the check-in */
  g_assert_nonnull (window->dialog);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->dialog)));
  g_signal_connect_swapped (window->dialog, "show", G_CALLBACK (dialog_shown_cb), frames);
  /* Roll again meanwhile does nothing: the check-in is the open dialog */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.roll", NULL);
  g_assert_nonnull (open_dialog (window));
  g_assert_cmpuint (frames[0], >=, 1);
  g_assert_cmpuint (frames[0], !=, G_MAXUINT);
  g_assert_true (adw_message_dialog_has_response (open_dialog (window), "attack"));
  g_signal_handler_disconnect (clock, id);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Ctrl+Return on @dialog as its shortcut controllers take it: the action of its shortcut for
 * Ctrl+Return, activated on it */
static gboolean
press_ctrl_return (AdwMessageDialog *dialog)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (dialog));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *keys = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (strstr (keys, "<Control>Return") != NULL)
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (dialog),
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

/* the card's own dialog is open (Keep, Play Now) */
static gboolean
card_open (gpointer window)
{
  AdwMessageDialog *dialog = herald_test_open_dialog (window, FALSE);

  return dialog != NULL && adw_message_dialog_has_response (dialog, "keep");
}

static gboolean
focus_on_reveal (gpointer dialog)
{
  GtkWidget *reveal = herald_test_response_button (dialog, "reveal");

  return reveal != NULL && gtk_root_get_focus (GTK_ROOT (dialog)) == reveal;
}

static gboolean
focus_on_keep (gpointer dialog)
{
  GtkWidget *keep = herald_test_response_button (dialog, "keep");

  return keep != NULL && gtk_root_get_focus (GTK_ROOT (dialog)) == keep;
}

/* The roller's own card (tester report 28, N28-5): the device is in its owner's hands, and
 * the step opened on Later, so Space (the roll key) put the card off unseen. Reveal is its
 * default and first focus now, at a phone's width and a tablet's; Return or Space there shows
 * the card, and so does Ctrl+Return, as it answers Start, Enter and Fight. Later is still
 * there. */
static void
test_reveal_own_first (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  HeraldWindow *window;
  HeraldRoll trade = { .event = HERALD_EVENT_TRADE, .red = 1, .white = 3 };
  AdwMessageDialog *dialog;

  /* a phone at text scale 1.5 (its responses stacked), a card that can be played now (Play
   * Now offered) */
  herald_test_set_text_scale (width > 400 ? 1 : 1.5);
  window = herald_test_window_show ("{\"round\": 3, \"players\": [{\"improvements\": {\"trade\": 1}}, {}, {}], "
                                    "\"decks\": {\"trade\": [\"merchant_fleet\"]}}",
                                    width, width > 400 ? 800 : 640);

  for (guint key = 0; key < 2; key++)
    {
      herald_window_start_roll (window, &trade);
      herald_test_flush ();
      dialog = herald_test_open_dialog (window, FALSE);
      g_assert_nonnull (dialog);
      g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->players[0].n_hand, ==, 1);
      g_assert_true (adw_message_dialog_has_response (dialog, "later"));
      g_assert_true (gtk_widget_is_sensitive (herald_test_response_button (dialog, "later")));
      g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "reveal");

      herald_test_wait_until (focus_on_reveal, dialog, WAIT_MS);
      herald_test_run_for (300);
      g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, "reveal"));
      if (key == 0)
        g_signal_emit_by_name (gtk_root_get_focus (GTK_ROOT (dialog)), "clicked");   /* Space, Return */
      else
        g_assert_true (press_ctrl_return (dialog));
      g_assert_true (herald_test_wait_until (card_open, window, WAIT_MS));
      dialog = herald_test_open_dialog (window, FALSE);
      /* the card opens on Keep, Play Now beside it (tester report 31, N31-1: stacked on a
       * phone, Play Now had the first focus, and one more Space played the card) */
      g_assert_true (adw_message_dialog_has_response (dialog, "play"));
      herald_test_wait_until (focus_on_keep, dialog, WAIT_MS);
      herald_test_run_for (300);
      /* on the Keep shown: the responses' layouts may flip after the first focus (stacked,
       * side by side), and the focus follows at the dialog's next frame
       * (herald_dialog_focus_response ()); with slower frames (HERALD_TEST_SLOW_FRAMES=100)
       * the check came between the flip and that frame, on the hidden Keep (flaky50-1) */
      g_assert_true (herald_test_wait_until (focus_on_keep, dialog, WAIT_MS));
      g_assert_true (gtk_widget_get_mapped (gtk_root_get_focus (GTK_ROOT (dialog))));
      herald_test_respond (dialog, "keep");
      herald_test_flush ();
      g_assert_true (herald_session_undo (herald_window_get_session (window), NULL));
      herald_test_flush ();
    }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_set_text_scale (1);
  herald_test_flush ();
}

/* The same on a phone in Romanian, whose Keep and Play Now ("Păstrează", "Joacă acum") are
 * stacked at text scale 1.5 (English ones fit side by side): Play Now came on top and had the
 * first focus (tester report 31, N31-1). In a process of its own (Herald keeps some texts it
 * translated once). */
static void
test_reveal_own_first_ro (void)
{
  if (g_test_subprocess ())
    {
      if (!herald_test_use_language ("ro"))
        {
          g_test_skip ("no build translations or no C.UTF-8 locale");
          return;
        }
      test_reveal_own_first (GINT_TO_POINTER (360));
      return;
    }
  g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* Whether @window shows the hand of a player (its Close) */
static gboolean
hand_open (gpointer window)
{
  AdwMessageDialog *dialog = herald_test_open_dialog (window, FALSE);

  return dialog != NULL && adw_message_dialog_has_response (dialog, "close") &&
         !adw_message_dialog_has_response (dialog, "reveal");
}

/* Tester report 30, N30-7: "Give the Device to Anna", opened from Anna's own hand button on
 * her turn, did not answer Ctrl+Return, though the shortcuts say it answers a dialog. It
 * answers Reveal now; Ben's hand, asked for on Anna's turn, still waits for Ben's deliberate
 * tap (Ctrl+Return does nothing there, N21-8). */
static void
test_own_hand_ctrl_return (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": [{\"progress_cards\": [\"spy\"]},"
                                                  "{\"progress_cards\": [\"smith\"]}, {}]}", 1280, 800);
  AdwMessageDialog *dialog;

  /* Ben's hand: the device changes hands first */
  gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", 1);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Give the Device to Ben");
  g_assert_false (press_ctrl_return (dialog));
  herald_test_run_for (200);
  g_assert_true (herald_test_open_dialog (window, FALSE) == dialog);
  herald_test_respond (dialog, "cancel");
  herald_test_flush ();
  g_assert_null (herald_test_open_dialog (window, FALSE));

  /* Anna's own, on her turn */
  gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", 0);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Give the Device to Anna");
  g_assert_true (press_ctrl_return (dialog));
  g_assert_true (herald_test_wait_until (hand_open, window, WAIT_MS));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static gboolean
focus_visible (gpointer data)
{
  return gtk_window_get_focus_visible (GTK_WINDOW (data));
}

/* The window watches keys in the capture phase with one key controller: the held-back step
 * keys (herald_window_watch_step_keys ()) and the focus ring's (herald_a11y_focus_ring_watch ())
 * share it, one event controller less on the window, which every focus change asks
 * (docs/performance.md, twenty-ninth round); a key seen there still brings the focus ring */
static void
test_one_capture_key_controller (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 0, 0);
  GtkEventController *keys = g_object_get_data (G_OBJECT (window), "herald-capture-keys");
  guint released = g_signal_lookup ("key-released", GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = TRUE;

  /* the ring's handlers (its key's release: the step keys watch no release) on the step
   * keys' controller, a controller of the window's */
  g_assert_nonnull (keys);
  g_assert_true (gtk_event_controller_get_widget (keys) == GTK_WIDGET (window));
  g_assert_true (g_signal_has_handler_pending (keys, released, 0, FALSE));

  /* a key (not a step's) goes through, and the ring shows where the focus moves next */
  herald_test_window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_a, 0, 0, &handled);
  g_assert_false (handled);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  g_assert_true (herald_window_focus_step (window));
  g_assert_true (herald_test_wait_until (focus_visible, window, WAIT_MS));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "window"))
    return 0;
  /* as the application does at startup: what screen readers are given is part of the tests */
  herald_a11y_install ();

  g_test_add_func ("/herald/window-keys/spy-target", test_spy_target);
  g_test_add_func ("/herald/window-keys/wording", test_wording);
  g_test_add_func ("/herald/window-keys/improve-twice", test_improve_twice);
  g_test_add_func ("/herald/window-keys/hand-focus", test_hand_focus);
  g_test_add_func ("/herald/window-keys/attack-keys", test_attack_keys);
  g_test_add_func ("/herald/window-keys/statistics-focus", test_statistics_focus);
  g_test_add_func ("/herald/window-keys/card-text-with-keep", test_card_text_with_keep);
  g_test_add_func ("/herald/window-keys/one-line-for-speech", test_one_line_for_speech);
  g_test_add_func ("/herald/window-keys/enter-dice-focus", test_enter_dice_focus);
  g_test_add_func ("/herald/window-keys/dots-spoken-as-commas", test_dots_spoken_as_commas);
  g_test_add_func ("/herald/window-keys/refused-step-keys", test_refused_step_keys);
  g_test_add_func ("/herald/window-keys/special-build-ctrl-return", test_special_build_ctrl_return);
  g_test_add_func ("/herald/window-keys/special-build-keys-once", test_special_build_keys_once);
  g_test_add_func ("/herald/window-keys/roll-dialog-after-frame", test_roll_dialog_after_frame);
  g_test_add_data_func ("/herald/window-keys/reveal-own-first/phone", GINT_TO_POINTER (360), test_reveal_own_first);
  g_test_add_data_func ("/herald/window-keys/reveal-own-first/tablet", GINT_TO_POINTER (1280), test_reveal_own_first);
  g_test_add_func ("/herald/window-keys/reveal-own-first/phone-ro", test_reveal_own_first_ro);
  g_test_add_func ("/herald/window-keys/own-hand-ctrl-return", test_own_hand_ctrl_return);
  g_test_add_func ("/herald/window-keys/one-capture-key-controller", test_one_capture_key_controller);

  return g_test_run ();
}
