/* test-dialog-safety.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A key pressed on a dialog that has just opened does no harm (breaker report 15, B15-1): the
 * decisions an attack leaves (which city a player loses, a tied player's deck) open with the
 * focus on Later, at a phone's width, where AdwMessageDialog stacks its responses last first,
 * and at a tablet's. Before, stacked, the first focus was the last response: Return gave up
 * the walled city (RULES.md A7.4, A7.5: the player decides) or took the science deck for the
 * player (A6.2). In-process, with a display (meson runs it under xvfb-run). */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "herald-a11y.h"
#include "herald-check-in-dialog.h"
#include "herald-correct-dialog.h"
#include "herald-dice-panel.h"
#include "herald-header-title.h"
#include "herald-new-game-dialog.h"
#include "herald-player-item.h"
#include "herald-preferences-window.h"
#include "herald-save.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"
#include "herald-widget-update.h"

#define WAIT_MS 20000

typedef struct
{
  AdwMessageDialog *dialog;
  const char       *response;
} FocusWanted;

static gboolean
focus_on (gpointer data)
{
  FocusWanted *wanted = data;
  GtkWidget *button = herald_test_response_button (wanted->dialog, wanted->response);

  return button != NULL && gtk_root_get_focus (GTK_ROOT (wanted->dialog)) == button;
}

static const char *
focus_label (AdwMessageDialog *dialog)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (dialog));

  return focus != NULL && GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "(not a button)";
}

/* Lands the ship on @start (Anna to roll, the ship one step from Catan), fights and closes the
 * result; returns the decision's dialog, which must offer @response */
static AdwMessageDialog *
attack_to_decision (HeraldWindow *window,
                    const char   *response)
{
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;

  herald_test_roll_through_attack (window, &ship);
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, response));
  return dialog;
}

/* The dialog opens with the focus on Later, and Return there (the focused button activated)
 * leaves the decision open */
static void
check_later_first (HeraldWindow     *window,
                   AdwMessageDialog *dialog)
{
  FocusWanted later = { dialog, "later" };
  const HeraldState *state;
  guint pending;
  GtkWidget *focus;

  state = herald_session_get_state (herald_window_get_session (window));
  pending = state->n_pending;
  g_assert_cmpuint (pending, >, 0);
  herald_test_wait_until (focus_on, &later, WAIT_MS);
  g_test_message ("first focus: %s", focus_label (dialog));
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_true (focus == herald_test_response_button (dialog, "later"));

  herald_test_press_focused (dialog);   /* what Return does */
  state = herald_session_get_state (herald_window_get_session (window));
  g_assert_cmpuint (state->n_pending, ==, pending);
}

/* Tab from the first focus (@first: Later, Cancel) goes to @next, the answer beside it, at
 * every width (newcomer report 18, N18-5): stacked, libadwaita 1.2 put the responses last
 * first, and Tab from Later went round to the Walled City on a phone, to City Without Wall on
 * a tablet. The focus is left on @first. */
static void
check_tab_after (AdwMessageDialog *dialog,
                 const char       *first,
                 const char       *next)
{
  FocusWanted later = { dialog, first };
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (dialog));
  GtkWidget *focus;

  herald_test_wait_until (focus_on, &later, WAIT_MS);
  /* laid out at the window's width (stacked on a phone) */
  herald_test_run_for (500);
  herald_test_flush ();
  /* a first key, as a player's: the dialog keeps its first focus until one comes */
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Tab, 0, 0, &handled);
    }
  g_signal_emit_by_name (dialog, "move-focus", GTK_DIR_TAB_FORWARD);
  herald_test_flush ();
  {
    graphene_point_t a = GRAPHENE_POINT_INIT (0, 0), b = GRAPHENE_POINT_INIT (0, 0);
    gboolean ok = gtk_widget_compute_point (herald_test_response_button (dialog, first), GTK_WIDGET (dialog), &a, &a) &&
                  gtk_widget_compute_point (herald_test_response_button (dialog, next), GTK_WIDGET (dialog), &b, &b);

    g_test_message ("Tab from %s: %s (dialog %d px wide, %s at %g,%g, %s at %g,%g %d)", first, focus_label (dialog),
                    gtk_widget_get_width (GTK_WIDGET (dialog)), first, a.x, a.y, next, b.x, b.y, ok);
  }
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_true (focus == herald_test_response_button (dialog, next));
  gtk_widget_grab_focus (herald_test_response_button (dialog, first));
  herald_test_flush ();
}

/* Down from the first focus (@first) goes to @next, and Up back, side by side as stacked: on a
 * tablet only Left and Right did, and Down on "Which City Does Cleo Lose?" did nothing
 * (tester report 28, N28-12). The focus is left on @first. */
static void
check_down_after (AdwMessageDialog *dialog,
                  const char       *first,
                  const char       *next)
{
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, first));
  g_assert_true (herald_test_press_on_focus (GTK_WIDGET (dialog), GDK_KEY_Down));
  herald_test_flush ();
  g_test_message ("Down from %s: %s", first, focus_label (dialog));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, next));
  g_assert_true (herald_test_press_on_focus (GTK_WIDGET (dialog), GDK_KEY_Up));
  herald_test_flush ();
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, first));
}

/* A decision that the barbarians' attack leaves to a player, Later first and Tab from it to
 * the first choice, at a phone's and at a tablet's width */
typedef struct
{
  const char *name;     /* the test's path: /herald/dialog-safety/NAME/phone and …/tablet */
  const char *game;     /* herald_test_window_show ()'s */
  const char *decision; /* attack_to_decision ()'s: a response of the dialog */
  const char *first;    /* the response Tab from Later moves to */
} AttackDecision;

static const AttackDecision attack_decisions[] = {
  /* barbarians 3 (three cities) against Anna's one knight: Ben, with no knight, loses one of
   * his two cities, one of them walled, and chooses which (Cleo has no city) */
  { "choose-city",
    "{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
    "{\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]},"
    "{\"cities\": 2, \"walls\": 1},"
    "{\"cities\": 0, \"settlements\": 2}]}",
    "walled", "unwalled" },
  /* barbarians 2 against knights 2: Catan wins, Anna and Ben tie with 1 each and choose a
   * deck each (RULES.md C4); the first deck, in the order of the tracks */
  { "choose-deck",
    "{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
    "{\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]},"
    "{\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]},"
    "{\"cities\": 0, \"settlements\": 2}]}",
    "science", "trade" },
};

typedef struct
{
  const AttackDecision *decision;
  int                   width;
} AttackDecisionAt;

static void
test_attack_decision (gconstpointer data)
{
  const AttackDecisionAt *at = data;
  HeraldWindow *window = herald_test_window_show (at->decision->game, at->width,
                                                  at->width > 400 ? 800 : 640);
  AdwMessageDialog *dialog = attack_to_decision (window, at->decision->decision);

  check_tab_after (dialog, "later", at->decision->first);
  check_down_after (dialog, "later", at->decision->first);
  check_later_first (window, dialog);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Breaker report 17, B17-4: the dialogs of a roll belong to the game as the roll left it. A
 * roll's dialog opens after the window's next frame (the attack's result) or once the one
 * before it closed (the second card a roll drew); Ctrl+Z pressed before that took the roll
 * back, and the dialog opened all the same, for a roll no longer in the game (its Continue,
 * its Reveal of a card now back in its deck). The game's state the tests start from: the
 * ship one step from Catan, Anna's knight against Ben's two cities (Anna to roll). */
#define SHIP_LANDS_START "{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
                         "{\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}," \
                         "{\"cities\": 2}, {\"cities\": 1}]}"

static guint
n_actions (HeraldWindow *window)
{
  return herald_game_get_n_actions (herald_session_get_game (herald_window_get_session (window)));
}

/* The window takes the next roll: no dialog left open or to come, Anna rolls again */
static void
check_usable_before_roll (HeraldWindow *window,
                          guint         actions)
{
  const HeraldState *state = herald_session_get_state (herald_window_get_session (window));

  g_assert_null (herald_test_open_dialog (window, FALSE));
  g_assert_null (window->dialog);
  g_assert_cmpuint (n_actions (window), ==, actions);
  g_assert_cmpint (state->phase, ==, HERALD_PHASE_BEFORE_ROLL);
  g_assert_true (gtk_widget_is_sensitive (window->undo_button) || actions == 0);
}

static void
test_undo_before_result (void)
{
  HeraldWindow *window = herald_test_window_show (SHIP_LANDS_START, 1280, 800);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;
  guint before = n_actions (window);

  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  /* Fight: the roll is made, its result's dialog waits for the window's next frame ... */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  g_assert_cmpuint (n_actions (window), ==, before + 1);
  /* ... and Ctrl+Z comes first */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  g_assert_cmpuint (n_actions (window), ==, before);
  herald_test_run_for (300);
  herald_test_flush ();

  check_usable_before_roll (window, before);
  /* the same dice again: the check-in, the battle and its result, as the first time */
  herald_test_roll_through_attack (window, &ship);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Two players draw a card on one roll: the second's reveal waits for the first's to close;
 * Ctrl+Z before it opens takes both cards back, and it does not open */
static void
test_undo_between_reveals (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": ["
                                                  "{\"improvements\": {\"trade\": 1}},"
                                                  "{\"improvements\": {\"trade\": 1}}, {}]}", 1280, 800);
  HeraldRoll trade = { .event = HERALD_EVENT_TRADE, .red = 1, .white = 3 };
  AdwMessageDialog *dialog;
  guint before = n_actions (window);

  herald_window_start_roll (window, &trade);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "reveal"));
  g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->players[1].n_hand, ==, 1);
  /* Later on the first reveal (Escape), and Ctrl+Z before the second opens */
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_null (window->dialog);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->players[1].n_hand, ==, 0);
  herald_test_flush ();

  check_usable_before_roll (window, before);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Breaker report 17, B17-3: a correction at the check-in that brings Anna to the target ends
 * the game before the battle (RULES.md A21.3): the winner's page, no attack, no refusal of
 * the roll said to the table, and the dice drawn for it set aside as undone */
static void
test_won_at_check_in (void)
{
  /* Anna: 3 cities and 5 settlements, 11 points; a fourth city at the check-in makes 13 */
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                                                  "{\"cities\": 3, \"settlements\": 5, \"knights\": [{\"level\": 1, \"active\": true}]},"
                                                  "{\"cities\": 2}, {\"cities\": 1}]}", 1280, 800);
  HeraldSession *session = herald_window_get_session (window);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;
  g_autoptr(GPtrArray) spins = NULL;
  const HeraldState *state;
  HeraldStatistics stats;

  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  g_assert_nonnull (herald_game_get_drawn_roll (herald_session_get_game (session)));
  /* Anna's cities, then her walls */
  spins = herald_test_find_widgets (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpuint (spins->len, >=, 2);
  gtk_spin_button_set_value (spins->pdata[0], 4);
  herald_test_flush ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_flush ();

  state = herald_session_get_state (session);
  g_assert_cmpint (state->phase, ==, HERALD_PHASE_OVER);
  g_assert_cmpint (state->winner, ==, 0);
  g_assert_cmpuint (herald_game_get_n_rolls (herald_session_get_game (session)), ==, 0);
  g_assert_null (herald_game_get_drawn_roll (herald_session_get_game (session)));
  herald_game_get_statistics (herald_session_get_game (session), &stats);
  g_assert_cmpuint (stats.n_undone_rolls, ==, 1);
  g_assert_null (herald_test_open_dialog (window, FALSE));
  if (window->toast_label != NULL)
    {
      g_test_message ("toast: %s", gtk_label_get_text (window->toast_label));
      g_assert_null (strstr (gtk_label_get_text (window->toast_label), "over"));
    }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* How many spin buttons in @root; none of them takes the mouse wheel (a scroll controller
 * that runs) */
static guint
check_spins_leave_wheel (GtkWidget  *root,
                         const char *what)
{
  g_autoptr(GPtrArray) spins = herald_test_find_widgets (root, GTK_TYPE_SPIN_BUTTON);

  for (guint i = 0; i < spins->len; i++)
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (spins->pdata[i]);

      for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
        {
          g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, c);

          if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller) &&
              gtk_event_controller_get_propagation_phase (controller) != GTK_PHASE_NONE)
            g_error ("%s: spin button %u of %u takes the mouse wheel", what, i + 1, spins->len);
        }
    }
  g_test_message ("%s: %u spin buttons leave the wheel to their list", what, spins->len);
  return spins->len;
}

/* The wheel scrolls a dialog's list, never a count under the pointer (newcomer report 18,
 * N18-1): scrolling the barbarians' check-in with the pointer over Anna's counts took away a
 * city and a wall (the check-in then applied them as a correction), Correct Pieces' walls
 * went from 2 to 0 without scrolling. Every spin button of the check-in, Correct Pieces, New
 * Game and Preferences leaves the wheel to the scroller around it. */
static void
test_wheel_not_counts (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                                                  "{\"cities\": 1, \"walls\": 1}, {\"cities\": 2}, {\"cities\": 1}]}",
                                                  1280, 800);
  HeraldGame *game = herald_session_get_game (window->session);
  GtkWidget *dialogs[] = {
    GTK_WIDGET (herald_check_in_dialog_new (GTK_WINDOW (window), game)),
    GTK_WIDGET (herald_correct_dialog_new (GTK_WINDOW (window), game, 0)),
    GTK_WIDGET (herald_new_game_dialog_new (GTK_WINDOW (window), NULL)),
    GTK_WIDGET (herald_preferences_window_new (NULL)),
  };
  const char *names[] = { "check-in", "Correct Pieces", "New Game", "Preferences" };

  for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
    {
      g_assert_cmpuint (check_spins_leave_wheel (dialogs[i], names[i]), >, 0);
      gtk_window_destroy (GTK_WINDOW (dialogs[i]));
    }
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A level's active knights are some of its knights (newcomer report 19): Correct Pieces took
 * "Basic knights 0, Basic knights active 1", applied the other counts and silently dropped the
 * knight; with only that changed, Correct closed and nothing happened. The active count now
 * goes no higher than the level's count and comes down with it. */
static void
test_correct_active_knights (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"players\": [{\"cities\": 1}, {\"cities\": 1}, {\"cities\": 1}]}",
                                                  1280, 800);
  HeraldCorrectDialog *dialog = herald_correct_dialog_new (GTK_WINDOW (window), herald_session_get_game (window->session), 1);
  g_autoptr(GPtrArray) spins = herald_test_find_widgets (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)),
                                                         GTK_TYPE_SPIN_BUTTON);
  HeraldAction action;

  /* settlements, cities, walls, walls under metropolises, Defender, three levels, then each
   * knight's count and active */
  g_assert_cmpuint (spins->len, >=, 14);
  for (guint level = 0; level < 3; level++)
    {
      GtkSpinButton *count = spins->pdata[8 + level * 2];
      GtkSpinButton *active = spins->pdata[9 + level * 2];

      g_assert_cmpint (gtk_spin_button_get_value_as_int (count), ==, 0);
      gtk_spin_button_set_value (active, 1);
      g_assert_cmpint (gtk_spin_button_get_value_as_int (active), ==, 0);
      g_assert_false (herald_correct_dialog_get_action (dialog, &action));

      gtk_spin_button_set_value (count, 2);
      gtk_spin_button_set_value (active, 2);
      g_assert_cmpint (gtk_spin_button_get_value_as_int (active), ==, 2);
      gtk_spin_button_set_value (count, 1);
      g_assert_cmpint (gtk_spin_button_get_value_as_int (active), ==, 1);
      g_assert_true (herald_correct_dialog_get_action (dialog, &action));
      g_assert_cmpuint (action.correction.n_knights, ==, 1);
      g_assert_cmpuint (action.correction.knight_level[0], ==, level + 1);
      g_assert_true (action.correction.knight_active[0]);

      gtk_spin_button_set_value (count, 0);
      g_assert_cmpint (gtk_spin_button_get_value_as_int (active), ==, 0);
      g_assert_false (herald_correct_dialog_get_action (dialog, &action));
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Whether the open dialog is another than the one in @data */
static gboolean
other_dialog (gpointer data)
{
  HeraldWindow *window = ((gpointer *) data)[0];
  AdwMessageDialog *dialog = herald_test_open_dialog (window, FALSE);

  return dialog != NULL && dialog != ((gpointer *) data)[1];
}

/* A card drawn on a roll goes to its owner's eyes only (newcomer report 19, N19-3): the
 * privacy step opened with the focus on Reveal, its only answer, and Space (Roll's key, the
 * roller's hand still on it) showed Ben's card to the table. The step now opens on Later, at
 * a phone's width and a tablet's; Return or Space there keeps the card in Ben's hand unseen.
 * Revealed, the card says whose it is (N19-8). */
static void
test_reveal_later_first (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": [{}, {\"improvements\": {\"trade\": 1}}, {}]}",
                                                  width, width > 400 ? 800 : 640);
  HeraldRoll trade = { .event = HERALD_EVENT_TRADE, .red = 1, .white = 3 };
  AdwMessageDialog *dialog;
  FocusWanted later;
  gpointer pair[2];
  guint hand;

  herald_window_start_roll (window, &trade);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "reveal"));
  g_assert_true (adw_message_dialog_has_response (dialog, "later"));
  hand = herald_session_get_state (window->session)->players[1].n_hand;
  g_assert_cmpuint (hand, ==, 1);

  later = (FocusWanted) { dialog, "later" };
  herald_test_wait_until (focus_on, &later, WAIT_MS);
  herald_test_run_for (300);
  g_test_message ("first focus: %s", focus_label (dialog));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, "later"));
  herald_test_press_focused (dialog);   /* Space, Return */
  /* no card shown; Ben still holds it */
  g_assert_null (herald_test_open_dialog (window, FALSE));
  g_assert_cmpuint (herald_session_get_state (window->session)->players[1].n_hand, ==, hand);

  /* undone and rolled again, Reveal shows the card, which names its owner */
  g_assert_true (herald_session_undo (window->session, NULL));
  herald_test_flush ();
  herald_window_start_roll (window, &trade);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  herald_test_respond (dialog, "reveal");
  pair[0] = window;
  pair[1] = dialog;
  herald_test_wait_until (other_dialog, pair, WAIT_MS);
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_true (adw_message_dialog_has_response (dialog, "keep"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Drawn by Ben"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Typed dice that land the ship, then Cancel at the check-in (newcomer report 19, N19-4): the
 * track went on saying "The barbarians land" while Roll gave other dice (typed dice are never
 * held, so a typo stays correctable). Cancel now takes them back: the ship no longer lands,
 * and the dice count as undone (Herald's own dice stay held: test-rolls ship-landing). */
static void
test_cancel_typed_landing (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                                                  "{\"cities\": 1}, {\"cities\": 1}, {\"cities\": 1}]}",
                                                  1280, 800);
  HeraldGame *game = herald_session_get_game (window->session);
  HeraldRoll typed = { .event = HERALD_EVENT_SHIP, .red = 5, .white = 4, .entered = TRUE };
  HeraldRoll drawn;
  AdwMessageDialog *dialog;

  herald_window_start_roll (window, &typed);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  g_assert_true (herald_game_get_ship_landing (game));
  herald_test_respond (dialog, "cancel");
  herald_test_flush ();
  g_assert_false (herald_game_get_ship_landing (game));
  g_assert_false (herald_session_get_drawn_roll (window->session, &drawn));
  g_assert_cmpuint (herald_game_get_n_undone_rolls (game), ==, 1);

  /* Roll no longer draws Herald's dice in their place (the landing rolled away, tester
   * report 43, N43-7): it is off and says why; Enter Dice is on, and the dice typed again
   * land the ship */
  {
    GtkWidget *roll = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
    GtkWidget *enter = herald_test_find_action_button (GTK_WIDGET (window), "game.enter-roll", NULL);

    g_assert_false (gtk_widget_get_sensitive (roll));
    g_test_message ("Roll: %s", herald_get_described (roll));
    g_assert_nonnull (strstr (herald_get_described (roll), "Cannot roll: the dice of this roll were entered "
                                                           "by hand (9): Enter Dice enters them again"));
    g_assert_true (gtk_widget_get_sensitive (enter));
    g_assert_cmpuint (herald_game_get_n_actions (game), ==, 0);
    /* and a toast says it (newcomer61-10: Roll off, nothing said) */
    g_assert_nonnull (window->toast_label);
    g_assert_nonnull (strstr (gtk_label_get_label (window->toast_label),
                              "The dice of this roll were entered by hand (9): Enter Dice enters them again"));
  }
  herald_window_start_roll (window, &typed);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  herald_test_respond (dialog, "attack");
  herald_test_flush ();
  g_assert_cmpuint (herald_game_get_state (game)->barbarian_position, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The hand of @player, revealed (the privacy step answered): its dialog */
static AdwMessageDialog *
reveal_hand (HeraldWindow *window,
             guint         player)
{
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", player);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "reveal"));
  herald_test_respond (dialog, "reveal");
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "close"));
  return dialog;
}

/* Newcomer report 23, N23-6: Discard… in Anna's hand on her own turn opened "Anna Puts a Card
 * Back" with the focus on a card, and one more Return put it back. A put-back that can wait
 * opens on Cancel (GNOME's rule for a destructive choice), at a phone's width and a tablet's.
 * And Discard… is offered only where the engine takes a card back, to keep the hand limit
 * (referee report 23, R23-1): Ben's hand of two has none (it led to a refusal). */
static void
test_put_back_cancel_first (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": [{\"improvements\": {\"trade\": 1}, \"progress_cards\": [\"spy\", \"smith\", \"merchant\", \"crane\"]},"
                                                  "{\"progress_cards\": [\"spy\", \"smith\"]}, {}]}",
                                                  width, width > 400 ? 800 : 640);
  HeraldRoll trade = { .event = HERALD_EVENT_TRADE, .red = 1, .white = 4 };
  FocusWanted cancel;
  AdwMessageDialog *dialog;

  /* two cards, four: nothing to put back */
  dialog = reveal_hand (window, 1);
  g_assert_false (adw_message_dialog_has_response (dialog, "discard"));
  herald_test_respond (dialog, "close");
  herald_test_flush ();
  dialog = reveal_hand (window, 0);
  g_assert_false (adw_message_dialog_has_response (dialog, "discard"));
  herald_test_respond (dialog, "close");
  herald_test_flush ();

  /* a fifth card on Anna's turn (Later): she may put one back now, or hold it to the end */
  herald_window_start_roll (window, &trade);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  herald_test_respond (dialog, "later");
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_state (window->session)->players[0].n_hand, ==, 5);
  dialog = reveal_hand (window, 0);
  g_assert_true (adw_message_dialog_has_response (dialog, "discard"));
  herald_test_respond (dialog, "discard");
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Anna Puts a Card Back");
  /* each card's button says what it does (N23-6): "Merchant" did not say it would be lost
   * (the Spy's: the card drawn, a trade card, may be a second Merchant, "(2 in Hand)": N43-3) */
  {
    g_autofree char *spy = g_strdup_printf ("card-%u-0", HERALD_CARD_SPY);

    g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, spy), ==, "Put Spy Back");
  }
  cancel = (FocusWanted) { dialog, "cancel" };
  herald_test_wait_until (focus_on, &cancel, WAIT_MS);
  herald_test_run_for (300);
  g_test_message ("first focus: %s", focus_label (dialog));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, "cancel"));
  /* Return or Space there puts nothing back */
  herald_test_press_focused (dialog);
  g_assert_null (herald_test_open_dialog (window, FALSE));
  g_assert_cmpuint (herald_session_get_state (window->session)->players[0].n_hand, ==, 5);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Newcomer report 21, N21-8: "Give the Device to Ben", asked for by whoever holds the device
 * (Ben's hand button, or End Turn with a fifth card held), opened with the focus on Reveal,
 * and one Space (also Roll's key) showed Ben's cards to the table. It now opens on Cancel, at
 * a phone's width and a tablet's; Space or Return there shows nothing. Reveal is the next
 * Tab stop and keeps its mnemonic (Alt+R). */
static void
test_hand_cancel_first (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": [{\"improvements\": {\"trade\": 1}, \"progress_cards\": [\"spy\", \"smith\", \"merchant\", \"crane\"]},"
                                                  "{\"progress_cards\": [\"spy\", \"smith\"]}, {}]}",
                                                  width, width > 400 ? 800 : 640);
  HeraldRoll trade = { .event = HERALD_EVENT_TRADE, .red = 1, .white = 4 };
  FocusWanted cancel;
  AdwMessageDialog *dialog;
  GtkWidget *reveal;

  /* Ben's hand, asked for on Anna's turn */
  gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", 1);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Give the Device to Ben");
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));
  reveal = herald_test_response_button (dialog, "reveal");
  g_assert_nonnull (reveal);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (reveal)), ==, "_Reveal");
  g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (reveal)));
  check_tab_after (dialog, "cancel", "reveal");
  cancel = (FocusWanted) { dialog, "cancel" };
  herald_test_wait_until (focus_on, &cancel, WAIT_MS);
  herald_test_run_for (300);
  g_test_message ("first focus: %s", focus_label (dialog));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, "cancel"));
  herald_test_press_focused (dialog);   /* Space, Return */
  g_assert_null (herald_test_open_dialog (window, FALSE));

  /* Anna draws a fifth card (kept unseen: Later), and End Turn asks for one back: the same
   * step, on Cancel */
  herald_window_start_roll (window, &trade);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  herald_test_respond (dialog, "later");
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_state (window->session)->players[0].n_hand, ==, 5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.end-turn", NULL));
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Give the Device to Anna");
  cancel = (FocusWanted) { dialog, "cancel" };
  herald_test_wait_until (focus_on, &cancel, WAIT_MS);
  herald_test_run_for (300);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, "cancel"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Herald's dice land the ship, then Cancel at the check-in (newcomer report 20, N20-2): the
 * dice went blank ("not rolled yet") while they stayed held, and Roll, still named Roll,
 * opened the same attack with the same dice. Now the dice stay on show, and the button is
 * named for what it does (its accessible name is its label) until the landing is fought. */
static void
test_cancel_drawn_landing (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                                                  "{\"cities\": 1}, {\"cities\": 1}, {\"cities\": 1}]}",
                                                  1280, 800);
  HeraldGame *game = herald_session_get_game (window->session);
  HeraldRoll drawn = { .event = HERALD_EVENT_SHIP, .red = 5, .white = 4 };
  GtkWidget *roll_button;
  AdwMessageDialog *dialog;

  g_assert_true (herald_game_set_drawn_roll (game, &drawn, FALSE, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.roll", NULL);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  herald_test_respond (dialog, "cancel");
  herald_test_flush ();
  g_assert_null (herald_test_open_dialog (window, FALSE));

  /* the dice held stay on show, with the sentence of the landing */
  g_assert_true (herald_test_dice_panel_shows (window, "Red die: 5"));
  g_assert_true (herald_test_dice_panel_shows (window, "White die: 4"));
  g_assert_true (herald_test_dice_panel_shows (window, "Event die: Ship"));
  g_assert_cmpstr (herald_dice_panel_get_banner (window->dice_panel), ==,
                   "The barbarian ship lands: check the pieces before the battle.");
  /* and the primary button says what it does */
  roll_button = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
  g_assert_nonnull (roll_button);
  g_assert_true (gtk_widget_get_sensitive (roll_button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (roll_button)), ==, "_Fight the Barbarians…");
  g_assert_nonnull (strstr (herald_get_described (roll_button), "fight the barbarians"));
  /* the header and the roller's card say so, not "Anna to roll" as if nothing were rolled
   * (newcomer report 61, newcomer61-1) */
  {
    g_autoptr(HeraldPlayerItem) anna = g_list_model_get_item (herald_session_get_players (window->session), 0);

    g_assert_cmpstr (herald_header_title_get_subtitle (window->window_title), ==, "Anna to fight the barbarians");
    g_assert_cmpstr (herald_player_item_get_status (anna), ==, "To fight the barbarians");
  }
  /* Enter Dice, off, names it so too: not "Roll brings them back" (issue 11) */
  {
    GtkWidget *enter = herald_test_find_action_button (GTK_WIDGET (window), "game.enter-roll", NULL);

    g_assert_nonnull (enter);
    g_assert_false (gtk_widget_get_sensitive (enter));
    g_test_message ("Enter Dice: %s", herald_get_described (enter));
    g_assert_nonnull (strstr (herald_get_described (enter), "Fight the Barbarians… brings them back"));
    g_assert_null (strstr (herald_get_described (enter), "Roll brings"));
  }

  /* it opens the check-in again with the same dice; fought, Roll is Roll again */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.roll", NULL);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  herald_test_respond (dialog, "attack");
  herald_test_flush ();
  g_assert_cmpuint (herald_game_get_state (game)->last_roll.red, ==, 5);
  g_assert_cmpuint (herald_game_get_state (game)->last_roll.white, ==, 4);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (roll_button)), ==, "_Roll");
  g_assert_cmpstr (herald_header_title_get_subtitle (window->window_title), ==, "Anna’s turn");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* What the barbarian track's labels say, joined */
static char *
track_text (HeraldWindow *window)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (window->barbarian_track), GTK_TYPE_LABEL);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (text, "%s\n", gtk_label_get_label (labels->pdata[i]));
  return g_string_free (text, FALSE);
}

/* Herald's dice land the ship, the attack is fought and its result closed, then Undo
 * (newcomer report 23, N23-8): the dice stayed on show with the landing's sentence and
 * Fight the Barbarians… (Undo keeps Herald's dice for that roll), but the track said "1 step
 * to Catan" and "Chance of an attack: 50 % with the next roll": it knew only dice drawn for
 * a check-in, not those of a roll undone. Both now come from herald_game_get_ship_landing ().
 * The undo's toast says the dice stay (newcomer report 53, newcomer53-3). */
static void
test_undo_fought_landing (void)
{
  HeraldWindow *window = herald_test_window_show (SHIP_LANDS_START, 1280, 800);
  HeraldGame *game = herald_session_get_game (window->session);
  HeraldRoll drawn = { .event = HERALD_EVENT_SHIP, .red = 6, .white = 2 };
  AdwMessageDialog *dialog;
  GtkWidget *roll_button;
  guint before = n_actions (window);
  g_autofree char *track = NULL;

  g_assert_true (herald_game_set_drawn_roll (game, &drawn, FALSE, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.roll", NULL);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  herald_test_respond (dialog, "attack");
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  herald_test_respond (dialog, "continue");
  herald_test_flush ();
  g_assert_null (herald_test_open_dialog (window, FALSE));
  g_assert_cmpuint (n_actions (window), >, before);

  while (n_actions (window) > before)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  herald_test_flush ();
  check_usable_before_roll (window, before);

  /* the dice, the banner and the button: the landing waits */
  g_assert_true (herald_test_dice_panel_shows (window, "Event die: Ship"));
  g_assert_cmpstr (herald_dice_panel_get_banner (window->dice_panel), ==,
                   "The barbarian ship lands: check the pieces before the battle.");
  roll_button = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
  g_assert_nonnull (roll_button);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (roll_button)), ==, "_Fight the Barbarians…");
  /* and the track says the same: not a step to go and a chance */
  track = track_text (window);
  g_test_message ("track: %s", track);
  g_assert_nonnull (strstr (track, "The barbarians land\n"));
  g_assert_null (strstr (track, "step to Catan"));
  g_assert_null (strstr (track, "Chance of an attack"));
  g_assert_true (herald_game_get_ship_landing (game));
  /* and the undo's toast: the roll is undone, its dice stay (newcomer53-3: it read as if the
   * roll were gone, the dice and the landing on screen) */
  g_assert_nonnull (window->toast_label);
  g_test_message ("toast: %s", gtk_label_get_text (window->toast_label));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (window->toast_label), "Undone: Anna rolled 8 (red die 6, white die 2, Ship)"));
  g_assert_nonnull (strstr (gtk_label_get_text (window->toast_label),
                            "its dice stay: Fight the Barbarians… brings the attack back"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Newcomer report 20, N20-8: a card revealed and kept was announced again as drawn afresh
 * ("Give the Device to Anna: Anna draws a card…") every time the game was resumed. Its answer
 * is kept with the game (`draws_seen`, saved), so a resume offers only reveals never answered;
 * Undo of the draw forgets it: drawn again, the card is a new reveal. */
static void
test_kept_not_again (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": ["
                                                  "{\"improvements\": {\"trade\": 1}}, {}, {}]}", 1280, 800);
  HeraldSession *session = herald_window_get_session (window);
  HeraldGame *game = herald_session_get_game (session);
  HeraldRoll trade = { .event = HERALD_EVENT_TRADE, .red = 1, .white = 3 };
  AdwMessageDialog *dialog;
  g_autofree char *data = NULL;
  g_autoptr(HeraldGame) loaded = NULL;
  gsize length;

  herald_window_start_roll (window, &trade);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "reveal"));
  /* a reveal not answered yet (Herald stopped with it open) is offered again */
  g_assert_cmpuint (herald_game_get_draws_seen (game), <, herald_game_get_n_actions (game));
  herald_test_respond (dialog, "reveal");
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "keep"));
  herald_test_respond (dialog, "keep");
  herald_test_flush ();
  g_assert_null (herald_test_open_dialog (window, FALSE));

  /* kept: saved so, and the game shown again (resumed) asks nothing */
  g_assert_cmpuint (herald_game_get_draws_seen (game), ==, herald_game_get_n_actions (game));
  data = herald_save_to_data (game, &length);
  loaded = herald_save_load_data (data, length, NULL);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (herald_game_get_draws_seen (loaded), ==, herald_game_get_n_actions (loaded));
  window->offer_last_draws = TRUE;
  herald_window_process_interactions (window);
  herald_test_flush ();
  g_assert_null (herald_test_open_dialog (window, FALSE));

  /* undone and redone: a new reveal, and not seen until it is answered */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  herald_test_flush ();
  g_assert_cmpuint (herald_game_get_draws_seen (game), <, herald_game_get_n_actions (game) + 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.redo", NULL));
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "reveal"));
  g_assert_cmpuint (herald_game_get_draws_seen (game), <, herald_game_get_n_actions (game));
  herald_test_respond (dialog, "later");
  herald_test_flush ();
  g_assert_cmpuint (herald_game_get_draws_seen (game), ==, herald_game_get_n_actions (game));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  static const struct
  {
    const char *name;
    int         width;
  } widths[] = { { "phone", 360 }, { "tablet", 1280 } };
  static AttackDecisionAt decisions_at[G_N_ELEMENTS (attack_decisions)][G_N_ELEMENTS (widths)];

  if (!herald_test_init_window (&argc, &argv, "dialog-safety"))
    return 0;
  herald_a11y_install ();

  for (guint i = 0; i < G_N_ELEMENTS (attack_decisions); i++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      {
        g_autofree char *path = g_strdup_printf ("/herald/dialog-safety/%s/%s",
                                                 attack_decisions[i].name, widths[w].name);

        decisions_at[i][w] = (AttackDecisionAt) { &attack_decisions[i], widths[w].width };
        g_test_add_data_func (path, &decisions_at[i][w], test_attack_decision);
      }

  g_test_add_func ("/herald/dialog-safety/undo-before-result", test_undo_before_result);
  g_test_add_func ("/herald/dialog-safety/undo-between-reveals", test_undo_between_reveals);
  g_test_add_func ("/herald/dialog-safety/won-at-check-in", test_won_at_check_in);
  g_test_add_func ("/herald/dialog-safety/wheel-not-counts", test_wheel_not_counts);
  g_test_add_func ("/herald/dialog-safety/correct-active-knights", test_correct_active_knights);
  g_test_add_func ("/herald/dialog-safety/cancel-typed-landing", test_cancel_typed_landing);
  g_test_add_func ("/herald/dialog-safety/cancel-drawn-landing", test_cancel_drawn_landing);
  g_test_add_func ("/herald/dialog-safety/undo-fought-landing", test_undo_fought_landing);
  g_test_add_func ("/herald/dialog-safety/kept-not-again", test_kept_not_again);
  g_test_add_data_func ("/herald/dialog-safety/reveal-later-first/phone", GINT_TO_POINTER (360), test_reveal_later_first);
  g_test_add_data_func ("/herald/dialog-safety/reveal-later-first/tablet", GINT_TO_POINTER (1280), test_reveal_later_first);

  g_test_add_data_func ("/herald/dialog-safety/hand-cancel-first/phone", GINT_TO_POINTER (360), test_hand_cancel_first);
  g_test_add_data_func ("/herald/dialog-safety/put-back-cancel-first/phone", GINT_TO_POINTER (360), test_put_back_cancel_first);
  g_test_add_data_func ("/herald/dialog-safety/put-back-cancel-first/tablet", GINT_TO_POINTER (1280), test_put_back_cancel_first);
  g_test_add_data_func ("/herald/dialog-safety/hand-cancel-first/tablet", GINT_TO_POINTER (1280), test_hand_cancel_first);

  return g_test_run ();
}
