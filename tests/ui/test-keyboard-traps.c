/* test-keyboard-traps.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What newcomer report 11 found played by keyboard: a card owed back out of turn that Escape
 * put off (N-7), the knight's menu and the arrows (N-3), the focus after a dialog or a step
 * (N-9), a correction button pressed twice (N-10). In-process, through the window's actions,
 * its dialogs and the focused widgets; needs a display (meson runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-application.h"
#include "herald-player-card.h"
#include "herald-player-card-private.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-a11y.h"
#include "herald-dialog-util.h"
#include "herald-ui-test-utils.h"
#include "herald-text.h"
#include "herald-window.h"
#include "herald-window-private.h"
#include "herald-tooltip.h"
#include "herald-style.h"

/* The message dialog open over @window, or %NULL */
static AdwMessageDialog *
open_dialog (HeraldWindow *window)
{
  return herald_test_open_dialog (window, FALSE);
}

static gboolean
has_dialog (gpointer window)
{
  return open_dialog (window) != NULL;
}

/* The message dialog open over @window, waited for (it is queued for idle; under load a
 * frame or more later) */
static AdwMessageDialog *
wait_dialog (HeraldWindow *window)
{
  herald_test_wait_until (has_dialog, window, 20000);
  return open_dialog (window);
}

static gboolean
focus_in_popover (gpointer popover)
{
  GtkRoot *root = gtk_widget_get_root (popover);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_is_ancestor (focus, popover);
}

/* What Roll or Enter Dice does with these dice */
static void
window_roll (HeraldWindow *window,
             HeraldEvent   event,
             guint         red,
             guint         white)
{
  HeraldRoll dice = { .event = event, .red = red, .white = white };

  herald_window_start_roll (window, &dice);
  herald_test_flush ();
}

static const HeraldPlayerState *
player_state (HeraldWindow *window,
              guint         player)
{
  return &herald_session_get_state (herald_window_get_session (window))->players[player];
}

/* The card answers of a put-back dialog: one per kind of card of @ps's hand, at its last
 * place there (two copies are one answer that counts them: tester report 43, N43-3) */
static guint
count_card_answers (AdwMessageDialog        *dialog,
                    const HeraldPlayerState *ps)
{
  guint n = 0;

  for (guint i = 0; i < ps->n_hand; i++)
    {
      g_autofree char *id = g_strdup_printf ("card-%u-%u", ps->hand[i], i);

      n += adw_message_dialog_has_response (dialog, id);
    }
  return n;
}

static gboolean
focus_on_later (gpointer dialog)
{
  GtkWidget *later = herald_test_response_button (dialog, "later");

  return later != NULL && gtk_root_get_focus (GTK_ROOT (dialog)) == later;
}

/* N-7: Ben holds 4 cards, two of them the same, and draws a 5th on Anna's turn (from the
 * trade deck, which has no victory point card: a Constitution would be shown at once and not
 * held). The card goes
 * back at once (RULES.md A12.2): neither the privacy step nor the put-back can be closed or
 * cancelled, and each of the 5 cards can be chosen (the two Intrigues as one answer that
 * counts them, N43-3). Before the fix Escape closed the dialog and Ben kept 5 cards until
 * Anna ended her turn; the list showed the Intrigue once, without a count. The card is put
 * off (Later) as it is drawn, so the put-back waits behind its privacy step (kept at once,
 * the put-back follows it without one: test-hand-flow). */
static void
test_offturn_put_back (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": [{}, {\"progress_cards\": "
                                                  "[\"intrigue\", \"intrigue\", \"spy\", \"wedding\"], "
                                                  "\"improvements\": {\"trade\": 1}}, {}]}", 0, 0);
  AdwMessageDialog *dialog;
  g_autofree char *chosen = NULL;

  window_roll (window, HERALD_EVENT_TRADE, 1, 3);
  /* Ben's card: put off, unseen (it waits in his hand) */
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  herald_test_respond (dialog, "later");
  g_assert_cmpuint (player_state (window, 1)->n_hand, ==, 5);

  /* the privacy step before the put-back: no Cancel, Escape does nothing. Opened by the
   * roller's keys, its first focus is Later, not Reveal: Return or Space there neither shows
   * Ben's hand nor puts a card back, and the table's play waits for it (tester report 35,
   * N35-3) */
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_false (adw_message_dialog_has_response (dialog, "cancel"));
  g_assert_null (adw_message_dialog_get_default_response (dialog));
  herald_test_wait_until (focus_on_later, dialog, 2000);
  herald_test_run_for (300);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == herald_test_response_button (dialog, "later"));
  herald_test_press_focused (dialog);   /* Space, Return */
  g_assert_null (open_dialog (window));
  g_assert_cmpuint (player_state (window, 1)->n_hand, ==, 5);
  herald_window_ask_privacy (window, 1, TRUE);
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  gtk_window_close (GTK_WINDOW (dialog));
  herald_test_flush ();
  g_assert_true (open_dialog (window) == dialog);
  herald_test_respond (dialog, "reveal");

  /* the put-back: the same, and one answer per kind of card held (4 for 5 cards, the
   * Intrigue's "(2 in Hand)") */
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_false (adw_message_dialog_has_response (dialog, "cancel"));
  g_assert_cmpuint (count_card_answers (dialog, player_state (window, 1)), ==, 4);
  gtk_window_close (GTK_WINDOW (dialog));
  herald_test_flush ();
  g_assert_true (open_dialog (window) == dialog);
  g_assert_cmpuint (player_state (window, 1)->n_hand, ==, 5);

  /* an Intrigue goes back */
  chosen = g_strdup_printf ("card-%u-1", HERALD_CARD_INTRIGUE);
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, chosen), ==, "Put Intrigue Back (2 in Hand)");
  herald_test_respond (dialog, chosen);
  g_assert_cmpuint (player_state (window, 1)->n_hand, ==, 4);
  /* its toast says it was put back, as its undo does, not "Ben discarded a progress card"
   * (verify report 13, V13-8) */
  g_assert_nonnull (window->toast_label);
  g_assert_cmpstr (gtk_label_get_label (window->toast_label), ==, "Ben put a progress card back");
  dialog = open_dialog (window);
  if (dialog != NULL)
    g_printerr ("# still open: %s\n", adw_message_dialog_get_heading (dialog));
  g_assert_null (dialog);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* N-7, the own turn: a 5th card may be held to the end of the turn (RULES.md A12.3), so
 * Anna's put-back at End Turn can be cancelled, and it too lists each card held */
static void
test_own_turn_put_back (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": [{\"progress_cards\": "
                                                  "[\"intrigue\", \"intrigue\", \"spy\", \"wedding\"], "
                                                  "\"improvements\": {\"trade\": 1}}, {}, {}]}", 0, 0);
  AdwMessageDialog *dialog;

  window_roll (window, HERALD_EVENT_TRADE, 1, 3);
  herald_test_respond (wait_dialog (window), "reveal");
  herald_test_respond (wait_dialog (window), "keep");
  g_assert_cmpuint (player_state (window, 0)->n_hand, ==, 5);
  g_assert_null (open_dialog (window));

  gtk_widget_activate_action (GTK_WIDGET (window), "game.end-turn", NULL);
  herald_test_flush ();
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));
  herald_test_respond (dialog, "reveal");
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));
  g_assert_cmpuint (count_card_answers (dialog, player_state (window, 0)), ==, 4);
  herald_test_respond (dialog, "cancel");
  g_assert_null (open_dialog (window));
  g_assert_cmpuint (player_state (window, 0)->n_hand, ==, 5);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static gboolean
players_page_visible (gpointer window)
{
  return adw_view_stack_page_get_visible (((HeraldWindow *) window)->players_page);
}

static gboolean
widget_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* The menu button of Anna's knight in slot 0, after she recruited it */
static GtkMenuButton *
recruit_knight (HeraldWindow *window)
{
  g_autoptr(GPtrArray) buttons = NULL;

  gtk_widget_activate_action (GTK_WIDGET (window), "player.build-knight", "i", 0);
  herald_test_flush ();
  buttons = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_get_visible (buttons->pdata[i]) &&
        g_strcmp0 (herald_tooltip_get_text (buttons->pdata[i]), "Anna’s basic knight, inactive") == 0)
      return buttons->pdata[i];
  g_error ("no knight");
  return NULL;
}

/* The text of a knight's menu item with the focus ("Promote"), owned by @names */
static const char *
item_text (GtkWidget *item,
           GPtrArray *names)
{
  GtkWidget *model_button = gtk_widget_get_ancestor (item, g_type_from_name ("GtkModelButton"));
  char *text = NULL;

  g_assert_nonnull (model_button);
  g_object_get (model_button, "text", &text, NULL);
  g_assert_nonnull (text);
  g_ptr_array_add (names, text);
  return text;
}

/* N20-9: a knight's menu opened from the keyboard starts on its first item, though the
 * pointer rests over another item as the menu appears (GTK gives that item the focus as the
 * pointer is over it: Down then Return removed the knight) */
static void
test_knight_menu_keyboard_start (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  GtkMenuButton *knight;
  GtkWidget *popover, *focus, *last = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) items = NULL;
  GtkEventController *motion = NULL;
  const char *first;

  window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  knight = recruit_knight (window);
  herald_test_wait_until (widget_mapped, knight, 20000);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (knight));
  gtk_menu_button_popup (knight);  /* as Return on the knight does */
  herald_test_flush ();
  herald_test_wait_until (focus_in_popover, popover, 20000);
  first = item_text (gtk_root_get_focus (GTK_ROOT (window)), names);
  g_test_message ("the menu starts on %s", first);

  /* the resting pointer lies over the menu's last item as the menu appears */
  items = herald_test_find_widgets (popover, g_type_from_name ("GtkModelButton"));
  for (guint i = 0; i < items->len; i++)
    if (gtk_widget_get_visible (items->pdata[i]))
      last = items->pdata[i];
  g_assert_nonnull (last);
  for (guint i = 0; motion == NULL && i < g_list_model_get_n_items (gtk_widget_observe_controllers (last)); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (gtk_widget_observe_controllers (last), i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        motion = GTK_EVENT_CONTROLLER (controller);
    }
  g_assert_nonnull (motion);
  /* GTK 4.8's item takes the focus a moment after the pointer is over it */
  g_signal_emit_by_name (motion, "motion", 5.0, 5.0);
  herald_test_run_for (300);
  herald_test_flush ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_is_ancestor (focus, popover));
  g_test_message ("after the pointer's enter: %s", item_text (focus, names));
  g_assert_cmpstr (item_text (focus, names), ==, first);
  g_assert_cmpstr (first, !=, "Remove from the Board");

  gtk_popover_popdown (GTK_POPOVER (popover));
  herald_test_flush ();
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* N-3: Down in a knight's menu goes to its next item, as in the main menu; before the fix the
 * card's arrow keys took it out of the open menu to the next button of the card */
static void
test_knight_menu_arrows (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 360, 640);
  GtkMenuButton *knight;
  GtkWidget *popover, *focus;
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  knight = recruit_knight (window);
  /* on a phone the cards are on the Players page */
  herald_test_wait_until (players_page_visible, window, 20000);
  adw_view_stack_set_visible_child (window->view_stack, adw_view_stack_page_get_child (window->players_page));
  herald_test_wait_until (widget_mapped, knight, 20000);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (knight));
  gtk_menu_button_popup (knight);
  herald_test_flush ();
  herald_test_wait_until (focus_in_popover, popover, 20000);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, popover));

  /* the menu, centred under the knight in the card's first slot, is moved to lie inside the
   * 360 px window (it stuck out ~60 px on the left) */
  {
    graphene_rect_t bounds;
    int width, dx, dy;
    float left;

    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (knight), GTK_WIDGET (window), &bounds));
    gtk_widget_measure (popover, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
    gtk_popover_get_offset (GTK_POPOVER (popover), &dx, &dy);
    left = bounds.origin.x + bounds.size.width / 2 - width / 2.0f + dx;
    g_test_message ("knight at %.0f+%.0f, menu %d wide, moved by %d", bounds.origin.x, bounds.size.width, width, dx);
    g_assert_cmpfloat (left, >=, 0);
    g_assert_cmpfloat (left + width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  }
  g_ptr_array_add (seen, (gpointer) item_text (focus, names));

  /* Down, as the popover menu's key binding does it (on the popover, which hands it to the
   * window): Promote, then Remove from the Board, each in the menu, which stays open */
  for (guint i = 0; i < 2; i++)
    {
      g_signal_emit_by_name (popover, "move-focus", GTK_DIR_DOWN);
      herald_test_flush ();
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_nonnull (focus);
      g_assert_true (gtk_widget_is_ancestor (focus, popover));
      g_assert_true (gtk_widget_get_visible (popover));
      g_assert_false (g_ptr_array_find_with_equal_func (seen, item_text (focus, names), g_str_equal, NULL));
      g_ptr_array_add (seen, (gpointer) item_text (focus, names));
    }
  g_assert_true (g_ptr_array_find_with_equal_func (seen, "Promote", g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (seen, "Remove from the Board", g_str_equal, NULL));
  /* and Up comes back */
  g_signal_emit_by_name (popover, "move-focus", GTK_DIR_UP);
  herald_test_flush ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_is_ancestor (focus, popover));
  g_assert_cmpstr (item_text (focus, names), ==, "Promote");

  /* N-9: Escape closes the menu; the focus comes back to the knight (it went nowhere) */
  gtk_popover_popdown (GTK_POPOVER (popover));
  herald_test_flush ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_get_ancestor (focus, GTK_TYPE_MENU_BUTTON) == GTK_WIDGET (knight));
  g_assert_true (gtk_widget_get_mapped (focus));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static gboolean
focus_settled (gpointer window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return open_dialog (window) == NULL && focus != NULL && gtk_widget_get_mapped (focus);
}

/* N-9: Escape out of Correct Pieces (opened from the points' menu of a player's card) gives
 * the focus back to the points' button; it went nowhere ("Herald frame") */
static void
test_correct_escape_focus (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 360, 640);
  g_autoptr(GPtrArray) cards = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_PLAYER_CARD);
  HeraldPlayerCard *card = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *focus;

  window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  /* on a phone, on the Players page */
  herald_test_wait_until (players_page_visible, window, 20000);
  adw_view_stack_set_visible_child (window->view_stack, adw_view_stack_page_get_child (window->players_page));
  for (guint i = 0; i < cards->len; i++)
    if (((HeraldPlayerCard *) cards->pdata[i])->player == 1)
      card = cards->pdata[i];
  g_assert_nonnull (card);
  herald_test_wait_until (widget_mapped, card->vp_button, 20000);
  gtk_menu_button_popup (card->vp_button);
  herald_test_flush ();
  gtk_widget_grab_focus (GTK_WIDGET (card->correct_button));
  g_signal_emit_by_name (card->correct_button, "clicked");
  herald_test_flush ();
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  gtk_window_close (GTK_WINDOW (dialog));   /* what Escape does */
  herald_test_wait_until (focus_settled, window, 5000);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_get_mapped (focus));
  g_assert_true (gtk_widget_get_ancestor (focus, GTK_TYPE_MENU_BUTTON) == GTK_WIDGET (card->vp_button));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
count_focus_moves (guint *moves)
{
  (*moves)++;
}

/* N15-12: Correct Pieces answered (and closed) with the focus left on the points button behind
 * it; the window, active again, moves its focus off that button and back: without a move GTK
 * told the screen reader nothing as the window came back, Orca said "Herald frame" and
 * neither the button nor the correction's toast (said as a change of the focused control) */
static void
test_correct_focus_told (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 0, 0);
  g_autoptr(GPtrArray) cards = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_PLAYER_CARD);
  HeraldPlayerCard *card = NULL;
  AdwMessageDialog *dialog;
  guint moves = 0;

  herald_test_wait_until (herald_test_window_is_active, window, 5000);
  for (guint i = 0; i < cards->len; i++)
    if (((HeraldPlayerCard *) cards->pdata[i])->player == 1)
      card = cards->pdata[i];
  g_assert_nonnull (card);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (card->vp_button), GTK_DIR_TAB_FORWARD));
  gtk_widget_activate_action (GTK_WIDGET (window), "player.correct", "i", 1);
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  herald_test_wait_until (herald_test_window_is_active, dialog, 5000);
  g_assert_false (gtk_window_is_active (GTK_WINDOW (window)));

  adw_message_dialog_response (dialog, "correct");
  /* what the window manager does as the dialog goes: the window behind is active again */
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_until (herald_test_window_is_active, window, 5000);
  g_signal_connect_swapped (window, "notify::focus-widget", G_CALLBACK (count_focus_moves), &moves);
  herald_test_run_for (400);
  g_signal_handlers_disconnect_by_func (window, count_focus_moves, &moves);
  g_assert_cmpuint (moves, >, 0);
  g_assert_true (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_TYPE_MENU_BUTTON)
                 == GTK_WIDGET (card->vp_button));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Newcomer report 22, N22-3: Ctrl+Z in a count of Correct Pieces (a player undoing the last
 * step, as everywhere else in Herald) was GTK's undo of the field's text: the count was
 * emptied, the dialog said a count was not a whole number and Correct was off. A count has
 * no text undo; Ctrl+Z leaves it as it is. Every count of a dialog goes through
 * herald_dialog_watch_count (). */
static void
test_correct_ctrl_z_keeps_counts (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 0, 0);
  g_autoptr(GPtrArray) spins = NULL;
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "player.correct", "i", 1);
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  spins = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpuint (spins->len, >=, 3);
  for (guint i = 0; i < spins->len; i++)
    {
      GtkSpinButton *spin = spins->pdata[i];
      g_autofree char *before = g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin)));
      g_autoptr(GPtrArray) texts = herald_test_find_widgets (GTK_WIDGET (spin), GTK_TYPE_TEXT);

      g_assert_cmpuint (texts->len, ==, 1);
      gtk_widget_grab_focus (texts->pdata[0]);
      /* what Ctrl+Z does in a text field */
      gtk_widget_activate_action (texts->pdata[0], "text.undo", NULL);
      herald_test_flush ();
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, before);
      g_assert_true (herald_dialog_count_is_valid (spin));
    }
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "correct"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* N-9: a new turn on a phone showing the Players page left the focus on Roll, on the hidden
 * Table page. Then it stayed on the card the player was on, and Space opened a hand instead
 * of rolling (tester report 30, N30-1): the new turn brings the Table page, Roll focused in
 * sight */
static void
test_new_turn_players_page (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 360, 640);
  g_autoptr(GPtrArray) cards = NULL;
  HeraldPlayerCard *card = NULL;
  GtkWidget *focus;

  window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  herald_test_wait_until (players_page_visible, window, 20000);
  adw_view_stack_set_visible_child (window->view_stack, adw_view_stack_page_get_child (window->players_page));
  cards = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_PLAYER_CARD);
  for (guint i = 0; i < cards->len; i++)
    if (((HeraldPlayerCard *) cards->pdata[i])->player == 1)
      card = cards->pdata[i];
  g_assert_nonnull (card);
  herald_test_wait_until (widget_mapped, card->vp_button, 20000);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (card->vp_button), GTK_DIR_TAB_FORWARD));

  gtk_widget_activate_action (GTK_WIDGET (window), "game.end-turn", NULL);
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->current, ==, 1);
  herald_test_run_for (200);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_get_mapped (focus));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (window->view_stack), ==, "table");
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (window->dice_panel)));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "game.roll");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* N-10: Return on the built top level of a track corrects it away; the focus stays on that
 * button (now building the level again). It went on to the level below, still built, and a
 * second Return took that away too. */
static void
test_correction_focus_stays (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": [{\"improvements\": {\"science\": 3}}, {}, {}]}", 0, 0);
  g_autoptr(GPtrArray) cards = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_PLAYER_CARD);
  HeraldPlayerCard *card = NULL;
  GtkWidget *top, *focus;

  window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  for (guint i = 0; i < cards->len; i++)
    if (((HeraldPlayerCard *) cards->pdata[i])->player == 0)
      card = cards->pdata[i];
  g_assert_nonnull (card);
  top = GTK_WIDGET (card->level_button[HERALD_TRACK_SCIENCE][2]);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (top)), ==, "player.unimprove");
  /* the built level is no keyboard stop (newcomer report 17, N17-18): a pointer corrects it,
   * from the level to build next (where the keyboard was) */
  g_assert_false (gtk_widget_grab_focus (top));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (card->level_button[HERALD_TRACK_SCIENCE][3])));
  g_signal_emit_by_name (top, "clicked");
  herald_test_flush ();
  g_assert_cmpuint (player_state (window, 0)->improvements[HERALD_TRACK_SCIENCE], ==, 2);
  /* the focus is on a control that corrects nothing: the level to build, not the level
   * below, built and now correcting away */
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (focus != GTK_WIDGET (card->level_button[HERALD_TRACK_SCIENCE][1]));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), !=, "player.unimprove");
  g_assert_true (gtk_widget_get_can_focus (top));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (top)), ==, "player.improve");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Escape as the window dispatches it: the first shortcut for it from @widget up to the
 * window (local and managed shortcut controllers alike), activated; whether one was found */
static gboolean
press_escape (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      g_autoptr(GPtrArray) shortcuts = herald_test_shortcuts_for (w, "Escape", -1);

      for (guint i = 0; i < shortcuts->len; i++)
        {
          GtkShortcut *shortcut = shortcuts->pdata[i];

          if (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, w,
                                            gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }
  return FALSE;
}

static gboolean
focus_in_history (gpointer window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  GtkWidget *history = GTK_WIDGET (HERALD_WINDOW (window)->history_view);

  /* a step of it, or the view itself while it has no step */
  return focus != NULL && (focus == history || gtk_widget_is_ancestor (focus, history));
}

/* Breaker report 13: History opened with Ctrl+H and closed with Escape left the focus on the
 * History button, for every later step; it goes back to where it was (Roll), also on a phone
 * (the menu's item); opened with its button, it comes back to the button */
static void
test_history_escape_focus (void)
{
  const int widths[] = { 1000, 360 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      HeraldWindow *window = herald_test_window_show (NULL, widths[w], 700);
      GtkWidget *roll_button = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
      GtkWidget *focus;

      g_assert_nonnull (roll_button);
      g_assert_true (gtk_widget_grab_focus (roll_button));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.history", NULL));
      herald_test_wait_until (focus_in_history, window, 20000);
      g_assert_true (focus_in_history (window));
      g_assert_true (press_escape (gtk_root_get_focus (GTK_ROOT (window))));
      herald_test_flush ();
      g_assert_false (gtk_toggle_button_get_active (window->history_button));
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_true (focus == roll_button);

      /* Ctrl+H twice: the same */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.history", NULL));
      herald_test_wait_until (focus_in_history, window, 20000);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.history", NULL));
      herald_test_flush ();
      g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == roll_button);

      /* pressed on its button (on a wide window): back to the button */
      if (gtk_widget_get_mapped (GTK_WIDGET (window->history_button)))
        {
          g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (window->history_button)));
          g_signal_emit_by_name (window->history_button, "clicked");
          herald_test_wait_until (focus_in_history, window, 20000);
          g_assert_true (press_escape (gtk_root_get_focus (GTK_ROOT (window))));
          herald_test_flush ();
          g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (window->history_button));
        }
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_flush ();
    }
}

/* Tab after a dialog's last button comes round to its first (session 17): in a hand of cards,
 * whose list all showed and held nothing to focus, GTK's scrolled window took the Tab for
 * itself and focused nothing, so Tab on Discard… (or Shift+Tab on Close) stayed put, silent.
 * Each hand is opened on its own turn, before the roll, with an Alchemist to play: Discard…
 * is offered only to keep the hand limit (referee report 23, R23-1), and a hand with nothing
 * to play now has Close alone. */
static void
test_hand_tab_wraps (void)
{
  const char *starts[] = { "{\"round\": 3, \"current\": 0, \"players\": [{\"progress_cards\": [\"alchemist\", \"mining\"]}, "
                           "{\"progress_cards\": [\"smith\", \"mining\", \"warlord\", \"merchant\"]}, {}]}",
                           "{\"round\": 3, \"current\": 1, \"players\": [{\"progress_cards\": [\"smith\", \"mining\"]}, "
                           "{\"progress_cards\": [\"alchemist\", \"mining\", \"warlord\", \"merchant\"]}, {}]}" };
  GtkDirectionType directions[] = { GTK_DIR_TAB_FORWARD, GTK_DIR_TAB_BACKWARD };

  for (guint player = 0; player < 2; player++)
    {
      HeraldWindow *window = herald_test_window_new ("{\"progress_cards\": \"digital\"}", starts[player]);
      AdwMessageDialog *dialog;
      g_autoptr(GPtrArray) widgets = NULL;
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

      gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
      gtk_window_present (GTK_WINDOW (window));
      herald_test_run_for (400);
      gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", player);
      herald_test_run_for (300);
      dialog = herald_test_open_dialog (window, TRUE);
      g_assert_nonnull (dialog);
      adw_message_dialog_response (dialog, "reveal");
      herald_test_run_for (800);
      dialog = herald_test_open_dialog (window, FALSE);
      g_assert_nonnull (dialog);
      widgets = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_BUTTON);
      for (guint i = 0; i < widgets->len; i++)
        if (gtk_widget_get_mapped (widgets->pdata[i]) && gtk_widget_get_focusable (widgets->pdata[i]))
          g_ptr_array_add (buttons, widgets->pdata[i]);
      g_assert_cmpuint (buttons->len, >=, 2);
      /* a first key, as a player's: the dialog keeps its first focus until one comes */
      {
        g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (dialog));

        for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
          {
            g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
            gboolean handled = FALSE;

            if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
              g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Tab, 0, 0, &handled);
          }
      }

      for (guint d = 0; d < G_N_ELEMENTS (directions); d++)
        {
          GtkWidget *before = gtk_root_get_focus (GTK_ROOT (dialog));
          guint reached = 0;

          /* twice round: every button comes, never the same one twice in a row, never none */
          for (guint i = 0; i < 2 * buttons->len; i++)
            {
              GtkWidget *focus;

              g_signal_emit_by_name (dialog, "move-focus", directions[d]);
              herald_test_flush ();
              focus = gtk_root_get_focus (GTK_ROOT (dialog));
              g_test_message ("player %u, %s: %s “%s”", player, d == 0 ? "Tab" : "Shift+Tab",
                              focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing",
                              GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "");
              g_assert_nonnull (focus);
              g_assert_true (focus != before);
              g_assert_true (g_ptr_array_find (buttons, focus, NULL));
              reached++;
              before = focus;
            }
          g_assert_cmpuint (reached, ==, 2 * buttons->len);
        }
      gtk_window_destroy (GTK_WINDOW (dialog));
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_flush ();
    }
}

/* The window's capture-phase controller of @type that herald_a11y_install () adds to every
 * window (the focus ring's), or NULL */
static GtkEventController *
capture_controller (GtkWidget *window,
                    GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (window);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type) &&
          gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        return controller;
    }
  return NULL;
}

/* The focus ring follows the keyboard (newcomer report 18, N18-3): after a key, the control
 * the focus moves to shows its ring, even once GTK has turned it off; after a click, GTK's
 * way again (no ring). The keys are given to the window's own controllers, as GTK would
 * (their handlers do not read the event's key). */
static void
test_ring_follows_keys (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *first = gtk_button_new_with_label ("First");
  GtkWidget *second = gtk_button_new_with_label ("Second");
  GtkEventController *keys, *click;
  gboolean handled = FALSE;

  gtk_box_append (GTK_BOX (box), first);
  gtk_box_append (GTK_BOX (box), second);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  keys = capture_controller (window, GTK_TYPE_EVENT_CONTROLLER_KEY);
  click = capture_controller (window, GTK_TYPE_GESTURE_CLICK);
  g_assert_nonnull (keys);
  g_assert_nonnull (click);

  /* a key (Space) that moves the focus; GTK turns the ring off as it handles the release */
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_space, 65, 0, &handled);
  g_assert_true (gtk_widget_grab_focus (second));
  g_signal_emit_by_name (keys, "key-released", GDK_KEY_space, 65, 0);
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  herald_test_flush ();
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (window)));

  /* GTK turns the ring off by itself, the focus staying where it was (as a toast goes,
   * N28-10): while the keyboard is in use, it comes back */
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  herald_test_flush ();
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (window)));

  /* a click: the focus moved by the step it took shows no ring */
  g_signal_emit_by_name (click, "pressed", 1, 10.0, 10.0);
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  g_assert_true (gtk_widget_grab_focus (first));
  herald_test_flush ();
  g_assert_false (gtk_window_get_focus_visible (GTK_WINDOW (window)));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* N28-10 (tester report 28): the focused answer of a dialog ("Put Bishop Back") showed no
 * ring a player could see: libadwaita's is 2 px of the accent colour at half strength. With
 * Herald's style it is the accent colour itself, inside the button (a stacked answer's
 * neighbours and a scroller's edge do not cover it). */
static void
test_dialog_ring_drawn (void)
{
  g_autoptr(GtkCssProvider) style = gtk_css_provider_new ();
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (window), "Ben Puts a Card Back", "The card goes face down under its deck."));
  GtkWidget *button;
  guchar top[4];

  gtk_css_provider_load_from_resource (style, "/io/github/herald/Herald/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  herald_style_init ();  /* the table's rules too (style-table.css) */
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = adw_combo_row_new ();

  /* a form's list, as the landing check's "Holds the Science metropolis" */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Science");
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (gtk_string_list_new ((const char *[]) { "Anna", "Cleo", NULL })));
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  adw_message_dialog_set_extra_child (dialog, list);
  adw_message_dialog_add_response (dialog, "smith", "Put Smith Back");
  adw_message_dialog_add_response (dialog, "bishop", "Put Bishop Back");
  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_run_for (300);
  button = herald_test_response_button (dialog, "bishop");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_grab_focus (button));
  gtk_window_set_focus_visible (GTK_WINDOW (dialog), TRUE);
  herald_test_run_for (1500);   /* shown (its opening animation over) and drawn again */
  g_assert_true (gtk_widget_get_state_flags (button) & GTK_STATE_FLAG_FOCUS_VISIBLE);

  /* the top of what it draws, halfway along: the ring (the flat button has no background), in
   * the accent colour itself (libadwaita's light #1c71d8), opaque: libadwaita's own is half
   * transparent */
  herald_test_drawn_top_pixel (button, 0, top);
  g_test_message ("ring: %u %u %u alpha %u", top[0], top[1], top[2], top[3]);
  g_assert_cmpuint (top[3], ==, 255);
  g_assert_cmpuint (top[2], >, 180);
  g_assert_cmpuint (top[0], <, 90);

  /* the focused row of a list: its ring, in the accent colour itself (libadwaita's is half
   * transparent, and lay half outside the row, under a scroller's edge on a phone) */
  g_assert_true (gtk_widget_grab_focus (row));
  herald_test_run_for (500);
  g_assert_true (gtk_widget_get_state_flags (row) & GTK_STATE_FLAG_FOCUS_VISIBLE);
  herald_test_drawn_top_pixel (row, 0, top);
  g_test_message ("row's ring: %u %u %u alpha %u", top[0], top[1], top[2], top[3]);
  g_assert_cmpuint (top[3], ==, 255);
  g_assert_cmpuint (top[2], >, 180);
  g_assert_cmpuint (top[0], <, 90);

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "window"))
    return 0;
  herald_a11y_install ();

  g_test_add_func ("/herald/keyboard-traps/offturn-put-back", test_offturn_put_back);
  g_test_add_func ("/herald/keyboard-traps/own-turn-put-back", test_own_turn_put_back);
  g_test_add_func ("/herald/keyboard-traps/knight-menu-arrows", test_knight_menu_arrows);
  g_test_add_func ("/herald/keyboard-traps/knight-menu-keyboard-start", test_knight_menu_keyboard_start);
  g_test_add_func ("/herald/keyboard-traps/correct-escape-focus", test_correct_escape_focus);
  g_test_add_func ("/herald/keyboard-traps/correct-focus-told", test_correct_focus_told);
  g_test_add_func ("/herald/keyboard-traps/new-turn-players-page", test_new_turn_players_page);
  g_test_add_func ("/herald/keyboard-traps/correction-focus-stays", test_correction_focus_stays);
  g_test_add_func ("/herald/keyboard-traps/history-escape-focus", test_history_escape_focus);
  g_test_add_func ("/herald/keyboard-traps/hand-tab-wraps", test_hand_tab_wraps);
  g_test_add_func ("/herald/keyboard-traps/ring-follows-keys", test_ring_follows_keys);
  g_test_add_func ("/herald/keyboard-traps/dialog-ring-drawn", test_dialog_ring_drawn);
  g_test_add_func ("/herald/keyboard-traps/correct-ctrl-z-keeps-counts", test_correct_ctrl_z_keeps_counts);

  return g_test_run ();
}
