/* herald-window.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The main window: the start page, the table (dice, barbarians, players), the history and
 * the winner's summary. It turns session signals into redraws and dialogs; it never changes
 * the game itself. Its actions are in herald-window-actions.c, the dialogs of a turn in
 * herald-window-dialogs.c, how they are shown one at a time and queued in
 * herald-window-present.c, where the players go (wide or narrow) in herald-window-layout.c. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-clamp-layout.h"
#include "herald-data.h"
#include "herald-dialog-util.h"
#include "herald-history-list.h"
#include "herald-player-card.h"
#include "herald-popover.h"
#include "herald-text.h"
#include "herald-widget-update.h"
#include "herald-window-private.h"

G_DEFINE_FINAL_TYPE (HeraldWindow, herald_window, ADW_TYPE_APPLICATION_WINDOW)

/* Redraw from the state */

static void
herald_window_rebuild_cards (HeraldWindow *self)
{
  HeraldGame *game = herald_window_get_game (self);

  for (guint i = 0; i < self->cards->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);
      GtkWidget *parent = gtk_widget_get_parent (card);

      if (parent == GTK_WIDGET (self->wide_players))
        herald_card_columns_remove (self->wide_players, card);
      else if (parent == GTK_WIDGET (self->narrow_players))
        gtk_box_remove (self->narrow_players, card);
    }
  g_ptr_array_set_size (self->cards, 0);

  if (game == NULL)
    return;

  for (guint i = 0; i < herald_game_get_n_players (game); i++)
    {
      GtkWidget *card = herald_player_card_new (i);
      g_autoptr(HeraldPlayerItem) item = NULL;

      /* the card's header follows the session's item for the player by itself */
      if (i < g_list_model_get_n_items (herald_session_get_players (self->session)))
        item = g_list_model_get_item (herald_session_get_players (self->session), i);
      herald_player_card_set_item (HERALD_PLAYER_CARD (card), item);
      g_ptr_array_add (self->cards, g_object_ref_sink (card));
    }

  self->cards_layout = -1;
  herald_window_place_cards (self);
  /* other names, another number of players: another width */
  herald_window_queue_width_probe (self);
}

/* A decision the game waits for shows on the table while its dialog is not open (put off with
 * Later), as a button that asks it again */
void
herald_window_update_decision (HeraldWindow *self)
{
  GListModel *pending = herald_session_get_pending (self->session);
  gboolean owed = g_list_model_get_n_items (pending) > 0 && self->decision_dialog == NULL;

  if (!herald_window_has_table (self))
    return;

  if (owed)
    {
      g_autoptr(HeraldPendingItem) first = g_list_model_get_item (pending, 0);
      /* Translators: the button on the table for a decision put off, "Anna Chooses a Progress Card…" */
      g_autofree char *label = g_strdup_printf (_("%s…"), herald_pending_item_get_description (first));

      gtk_button_set_label (self->decision_button, label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->decision_button), owed);
}

static void
herald_window_update_inhibit (HeraldWindow *self,
                              gboolean      open)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app == NULL)
    return;

  if (open && self->inhibit_cookie == 0)
    self->inhibit_cookie = gtk_application_inhibit (app, GTK_WINDOW (self),
                                                    GTK_APPLICATION_INHIBIT_IDLE,
                                                    _("A game is open on the table"));
  else if (!open && self->inhibit_cookie != 0)
    {
      gtk_application_uninhibit (app, self->inhibit_cookie);
      self->inhibit_cookie = 0;
    }
}

/* The most characters of a name in a phone's setup headline and card (herald_window_refresh ()):
 * two lines of the headline at text scale 1.5 */
#define SETUP_NAME_MOST 12

void
herald_window_refresh (HeraldWindow *self)
{
  HeraldGame *game = herald_window_get_game (self);
  gboolean start_page_read = self->start_page_read;

  self->n_redraws++;
  const HeraldState *state;
  const char *current_name;
  g_autofree char *header_name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *headline = NULL;
  gboolean opened = FALSE;

  /* Another game than the one shown (opened, read anew, closed): decided here only. What was
   * made for the game shown goes with it (herald_window_drop_dialogs_of_old_game ()). */
  if (game != self->shown_game)
    {
      herald_window_drop_dialogs_of_old_game (self);
      self->shown_game = game;
      opened = game != NULL;
    }
  self->start_page_read = FALSE;

  if (game == NULL)
    {
      herald_window_rebuild_cards (self);
      /* the list as the window was made is the folder's as it is now: made once, not twice
       * before the first frame (1.2 M instructions of a start with a game to resume) */
      if (!start_page_read)
        herald_games_page_reload (self->games_page);
      gtk_stack_set_visible_child_name (self->main_stack, "empty");
      herald_window_focus_start (self);
      herald_header_title_set_title (self->window_title, HERALD_ONCE (_("Herald")));
      herald_header_title_set_subtitle (self->window_title, NULL);
      gtk_widget_set_visible (self->undo_button, FALSE);
      /* Redo and History too: History showed on the start page (newcomer report 13, N-7) */
      herald_window_update_header_buttons (self);
      herald_window_update_inhibit (self, FALSE);
      herald_window_update_actions (self);
      return;
    }

  state = herald_game_get_state (game);
  herald_window_ensure_table (self);

  if (opened)
    {
      self->show_table = FALSE;
      self->focus_new_game = TRUE;
      /* dice rolled before a check-in that never ended (Herald was stopped): ask again */
      self->offer_drawn_roll = TRUE;
      /* cards drawn by the last step, their reveal perhaps never seen (Herald was stopped
       * with it open): offered again (breaker report 12, R-6) */
      self->offer_last_draws = !herald_session_get_read_only (self->session);
      self->told_full = FALSE;
      herald_window_rebuild_cards (self);
      /* on a phone, the Table page and its step, as a new turn brings them: a game begun
       * from the Players page opened on it, the focus on a hand (tester report 44, N44-5) */
      if (self->narrow && self->view_stack != NULL)
        adw_view_stack_set_visible_child_name (self->view_stack, "table");
      /* on a phone, the focus in view (N31-3) */
      herald_window_keep_opened_in_view (self);
      /* a new game starts at the top, not where the last one was scrolled to */
      {
        GtkWidget *scrollers[] = {
          self->players_scroller,
          gtk_widget_get_ancestor (GTK_WIDGET (self->narrow_players), GTK_TYPE_SCROLLED_WINDOW),
          gtk_widget_get_ancestor (self->turn_column, GTK_TYPE_SCROLLED_WINDOW),
        };

        for (guint i = 0; i < G_N_ELEMENTS (scrollers); i++)
          if (scrollers[i] != NULL)
            gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrollers[i])), 0);
      }
      herald_window_show_turn_dice (self, TRUE);
    }

  current_name = herald_text_player_name (game, state->current);
  header_name = herald_window_header_name (current_name);

  switch (state->phase)
    {
    case HERALD_PHASE_SETUP:
      {
        HeraldAction next;
        gboolean city = herald_game_get_setup_action (game, &next)
                        && next.type == HERALD_ACTION_SETUP_CITY;
        g_autofree char *text = NULL;
        g_autoptr(GPtrArray) headlines = g_ptr_array_new_with_free_func (g_free);
        g_autoptr(GPtrArray) sentences = g_ptr_array_new_with_free_func (g_free);

        /* a phone's headline and card name a long name cut: with a 64-character name the
         * headline took eight lines at text scale 1.5 and the card five, and the turn's column
         * scrolled its headline out of view under a placement's toast (setup32's note, fix33's
         * 4b); the player's card has the name whole */
        guint most = self->narrow ? SETUP_NAME_MOST : HERALD_MAX_NAME_LENGTH;
        g_autofree char *who = herald_text_player_name_cut (game, state->current, most);

        /* on a phone the header has room for a name and a short subtitle only (it read "Setup
         * Roun…", "Red places th…"); the headline under it says the whole sentence */
        headline = g_strdup_printf (city ? HERALD_ONCE (_("%s places the first city"))
                                         : HERALD_ONCE (_("%s places the first settlement")),
                                    who);
        text = g_strdup_printf (city ? HERALD_ONCE (_("%s places the first city and a road on the board. "
                                         "They take one resource for each land hex next to the city."))
                                     : HERALD_ONCE (_("%s places the first settlement and a road on the board.")),
                                who);
        /* the header and the card keep the height of the round's tallest texts, and the
         * card's button its place (N-5) */
        for (guint p = 0; p < herald_game_get_n_players (game); p++)
          {
            g_autofree char *name = herald_text_player_name_cut (game, p, most);

            g_ptr_array_add (headlines, g_strdup_printf (HERALD_ONCE (_("%s places the first city")), name));
            g_ptr_array_add (headlines, g_strdup_printf (HERALD_ONCE (_("%s places the first settlement")), name));
            g_ptr_array_add (sentences,
                             g_strdup_printf (HERALD_ONCE (_("%s places the first city and a road on the board. "
                                                             "They take one resource for each land hex next to the city.")),
                                              name));
            g_ptr_array_add (sentences,
                             g_strdup_printf (HERALD_ONCE (_("%s places the first settlement and a road on the board.")),
                                              name));
          }
        herald_window_size_label (self->turn_label, headlines);
        herald_window_size_label (self->setup_label, sentences);
        title = self->narrow ? g_strdup (header_name) : g_strdup (HERALD_ONCE (_("Setup Round")));
        subtitle = self->narrow ? g_strdup (HERALD_ONCE (_("Setup Round"))) : g_strdup (headline);
        herald_update_label (self->setup_label, text);
        /* named without the mnemonic's underscore before the label changes (issue 11) */
        herald_a11y_set_button_label (self->setup_button, city ? HERALD_ONCE (_("_City Placed"))
                                                               : HERALD_ONCE (_("_Settlement Placed")));
        gtk_stack_set_visible_child_name (self->turn_stack, "setup");
      }
      break;

    case HERALD_PHASE_SPECIAL_BUILD:
      title = g_strdup_printf (HERALD_ONCE (_("Round %u")), state->round);
      subtitle = g_strdup_printf (HERALD_ONCE (_("Special build phase after %s’s turn")),
                                  herald_text_player_name (game, state->special_builder));
      gtk_stack_set_visible_child_name (self->turn_stack, "dice");
      break;

    case HERALD_PHASE_OVER:
      title = g_strdup (HERALD_ONCE (_("Game Over")));
      subtitle = state->winner >= 0
                 ? g_strdup_printf (HERALD_ONCE (_("%s wins")), herald_text_player_name (game, state->winner))
                 : NULL;
      gtk_stack_set_visible_child_name (self->turn_stack, "dice");
      break;

    case HERALD_PHASE_BEFORE_ROLL:
    case HERALD_PHASE_AFTER_ROLL:
    default:
      title = g_strdup_printf (HERALD_ONCE (_("Round %u")), state->round);
      subtitle = herald_window_turn_subtitle (self, state, header_name);
      gtk_stack_set_visible_child_name (self->turn_stack, "dice");
      break;
    }

  if (state->phase != HERALD_PHASE_SETUP)
    {
      herald_window_size_label (self->turn_label, NULL);
      herald_window_size_label (self->setup_label, NULL);
    }
  herald_header_title_set_title (self->window_title, title);
  herald_header_title_set_subtitle (self->window_title, subtitle);

  /* Whose turn, large and in their colour, for a device lying between the players */
  {
    guint who = state->phase == HERALD_PHASE_OVER && state->winner >= 0 ? (guint) state->winner : state->current;

    const char *color = herald_text_color_css (herald_game_get_player_color (game, who));

    /* the dot keeps its colour's class while the same: put back at every step, it restyled
     * the dot (docs/performance.md, thirty-fourth round) */
    if (!gtk_widget_has_css_class (self->turn_dot, color))
      {
        for (guint c = 0; c < HERALD_N_COLORS; c++)
          gtk_widget_remove_css_class (self->turn_dot, herald_text_color_css (c));
        gtk_widget_add_css_class (self->turn_dot, color);
      }
    const char *turn = headline ? headline : subtitle ? subtitle : title;

    /* a game opened (resumed, New Game, Open Game…) says where it stands: "Round 9. Anna to
     * roll". The label's change says the turn by itself, but not when the game resumed is the
     * one just closed, whose turn the label still held (newcomer report 16, N16-5: Orca said
     * only "Roll push button"); nor the winner, whom the winner's page says (N46-8) */
    if (opened && state->phase != HERALD_PHASE_OVER)
      {
        herald_a11y_announce (state->phase == HERALD_PHASE_SETUP ? HERALD_ONCE (_("Setup Round")) : title);
        if (g_strcmp0 (gtk_label_get_label (self->turn_label), turn) == 0)
          herald_a11y_announce (turn);
      }
    (state->phase == HERALD_PHASE_OVER ? herald_a11y_update_label_unsaid : herald_update_label) (self->turn_label, turn);
  }
  gtk_widget_set_visible (self->undo_button, TRUE);
  herald_window_update_header_buttons (self);

  {
    const char *end_label = state->phase == HERALD_PHASE_SPECIAL_BUILD ? HERALD_ONCE (_("_End Special Build"))
                                                                        : HERALD_ONCE (_("_End Turn"));
    GtkWidget *end_button = self->end_turn_button;

    /* never named by its raw label: "_End Special Build" (N47-2); nor set again */
    herald_a11y_set_button_label (GTK_BUTTON (end_button), end_label);
    gtk_widget_set_visible (end_button, state->phase != HERALD_PHASE_SETUP);
  }

  herald_barbarian_track_update (self->barbarian_track, self->session);
  herald_window_update_decision (self);
  /* the player cards follow their players' items by themselves (herald_player_card_set_item ()) */

  if (state->phase == HERALD_PHASE_OVER && !self->show_table)
    {
      herald_game_over_page_update (self->game_over_page, game);
      herald_window_show_page (self, "summary");
    }
  else
    herald_window_show_page (self, "game");

  herald_window_update_inhibit (self, state->phase != HERALD_PHASE_OVER);
  herald_window_update_table_mode (self);
  herald_window_update_actions (self);

}

/* Performing actions */

/* The dice a roll's outcomes show: the roll's own, also an easy-start 7 rolled again, which
 * the engine keeps as no last roll (the dice were blank under its sentence, N43-5) */
static const HeraldRoll *
shown_roll (HeraldGame   *game,
            const GArray *outcomes)
{
  const HeraldState *state = herald_game_get_state (game);

  for (guint i = 0; i < outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (outcomes, HeraldOutcome, i);

      if (o->type == HERALD_OUTCOME_REROLL && o->action < herald_game_get_n_actions (game)
          && herald_game_get_action (game, o->action)->type == HERALD_ACTION_ROLL)
        return &herald_game_get_action (game, o->action)->roll;
    }

  return state->has_last_roll ? &state->last_roll : NULL;
}

void
herald_window_handle_outcomes (HeraldWindow *self,
                               gboolean      is_roll)
{
  gboolean winner_shown = TRUE;
  HeraldGame *game = herald_window_get_game (self);
  GArray *outcomes = self->step_outcomes;
  gboolean attack = FALSE;
  gboolean seven_limits = FALSE;

  if (game == NULL)
    return;
  herald_window_ensure_table (self);

  for (guint i = 0; i < outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (outcomes, HeraldOutcome, i);

      switch (o->type)
        {
        case HERALD_OUTCOME_ATTACK:
          attack = TRUE;
          /* stepping through the log: the banner tells the result, no dialog to close */
          if (self->stepping)
            break;
          herald_window_queue_interaction (self, INTERACTION_ATTACK, o);
          break;

        case HERALD_OUTCOME_PROGRESS_DRAW:
          if (o->card >= 0 && !herald_card_is_vp (o->card))
            herald_window_queue_interaction (self, INTERACTION_REVEAL, o);
          break;

        case HERALD_OUTCOME_METROPOLIS:
        case HERALD_OUTCOME_VP_CARD:
        case HERALD_OUTCOME_CARD_STOLEN:
        case HERALD_OUTCOME_KNIGHT_REMOVED:
        case HERALD_OUTCOME_KNIGHT_PLACED:
        case HERALD_OUTCOME_SABOTEUR:
        case HERALD_OUTCOME_DECK_EMPTY:
        case HERALD_OUTCOME_SEVEN_LIMITS:
          seven_limits |= o->type == HERALD_OUTCOME_SEVEN_LIMITS;
          {
            g_autofree char *text = herald_text_describe_outcome (game, o);

            /* a roll's empty deck is said by the roll's sentence, in its place: the toast's
             * words were heard first, and twice (tester report 42, N42-9); so is a Printer
             * or a Constitution a gate drew, heard before the roll that drew it (N44-1) */
            if (is_roll && (o->type == HERALD_OUTCOME_DECK_EMPTY || o->type == HERALD_OUTCOME_VP_CARD))
              herald_window_toast_in_sentence (self, text);
            else
              herald_window_toast (self, text, FALSE);
          }
          break;

        case HERALD_OUTCOME_CARD_PLAYED:
          {
            /* what the card did, after "Anna played Wedding" (N43-2), if Herald keeps it */
            g_autofree char *text = herald_text_card_did (game, o);

            if (text != NULL)
              herald_window_toast (self, text, FALSE);
          }
          break;

        case HERALD_OUTCOME_CITY_LOST:
          /* a walled city chosen (choose_city) repeats the attack's loss of this player
           * with its wall: the step's own toast said it ("Cleo gave up a walled city");
           * said again, Orca heard it three times (newcomer report 16) */
          if (o->action < herald_game_get_n_actions (game)
              && herald_game_get_action (game, o->action)->type == HERALD_ACTION_CHOOSE_CITY)
            break;
          G_GNUC_FALLTHROUGH;
        case HERALD_OUTCOME_DEFENDER:
          if (!attack)
            {
              g_autofree char *text = herald_text_describe_outcome (game, o);

              herald_window_toast (self, text, FALSE);
            }
          break;

        case HERALD_OUTCOME_TURN:
          herald_dice_panel_set_roll (self->dice_panel, NULL, FALSE);
          herald_dice_panel_set_banner (self->dice_panel, NULL);
          /* on a phone's Players page: the Table page and Roll (N30-1) */
          if (!herald_window_bring_table (self, TRUE))
            herald_window_focus_turn_card (self, o->player);
          /* on a phone the column's top, whose turn and the dice, with the focus in view: it
           * kept the scroll of the turn before, End Turn at the bottom (N30-3) */
          herald_window_keep_roll_in_view (self);
          break;

        case HERALD_OUTCOME_WINNER:
          /* the winner's summary replaces the table even when the table was asked for */
          winner_shown = !self->show_table;
          self->show_table = FALSE;
          break;

        default:
          break;
        }
    }

  if (is_roll)
    {
      g_autofree char *banner = herald_text_roll_banner (game, (const HeraldOutcome *) outcomes->data, outcomes->len);
      /* the attack's result, opening, says the attack: the roll's sentence without it (N22-10) */
      g_autofree char *said = attack && !self->stepping ? herald_text_roll_banner_said (game, (const HeraldOutcome *) outcomes->data, outcomes->len) : g_strdup (banner);

      herald_dice_panel_set_roll (self->dice_panel, shown_roll (game, outcomes), TRUE);
      herald_dice_panel_set_banner_said (self->dice_panel, banner, said);
    }
  /* the 7's limits changed after the roll (a walled city given up, a wall corrected): the
   * roll's sentence says them as the engine now has them (herald_game_get_roll_outcomes ()) */
  else if (seven_limits)
    herald_window_show_turn_dice (self, FALSE);

  /* the step's sounds: the dice, the ship, the horn and its end, victory (herald-sounds.c) */
  if (self->sounds != NULL)
    herald_sounds_play_outcomes (self->sounds, (const HeraldOutcome *) outcomes->data, outcomes->len);

  /* The session's "changed" redrew everything for this step already: one redraw per step,
   * unless the summary must replace a table the players had gone back to */
  if (!winner_shown)
    herald_window_refresh (self);
  /* an earlier step's toast does not stay over this one's (N20-5) */
  herald_window_toast_step_said (self);
  herald_window_process_interactions (self);
}

/* Whether @action (just performed) drew a card whose privacy step says the step again: a deck
 * chosen ("Ben drew from the Politics deck"), whose privacy step's message is "Ben draws a
 * card from the Politics deck. Only Ben should look." (herald_window_show_reveal ()), as
 * herald_window_handle_outcomes () queues it */
static gboolean
privacy_step_says (HeraldWindow       *self,
                   const HeraldAction *action)
{
  for (guint i = 0; i < self->step_outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (self->step_outcomes, HeraldOutcome, i);

      if (herald_history_outcome_is_step (action, o) && o->card >= 0 && !herald_card_is_vp (o->card))
        return TRUE;
    }
  return FALSE;
}

gboolean
herald_window_perform (HeraldWindow *self,
                       HeraldAction *action,
                       gboolean      toast)
{
  g_autoptr(GError) error = NULL;
  guint dropped;

  g_array_set_size (self->step_outcomes, 0);
  herald_window_toast_step_begins (self);

  if (!herald_session_perform (self->session, action, &error))
    {
      herald_window_toast_refusal (self, error);
      herald_window_refresh (self);
      return FALSE;
    }

  /* the step dropped the steps that were undone: said in its toast, whose Undo brings them
   * back (one stray Return on End Turn after a long Undo dropped 30 of them without a word:
   * tester report 36, N36-2). A single step undone and then replaced by another is the
   * usual correction of a mistake: its Undo brings it back too, unsaid. */
  dropped = herald_session_get_n_dropped_redo (self->session);
  if (dropped < 2)
    dropped = 0;
  if (dropped > 0)
    {
      g_autofree char *done = herald_text_describe_done (herald_window_get_game (self), action);
      /* Translators: a step's toast ("Ben ended the turn") when the step dropped the steps
       * that had been undone; Undo (the toast's button) brings them back */
      g_autofree char *text = g_strdup_printf (ngettext ("%s; %u undone step can no longer be redone (Undo brings it back)",
                                                         "%s; %u undone steps can no longer be redone (Undo brings them back)",
                                                         dropped), done, dropped);

      herald_window_toast (self, text, TRUE);
    }
  else if (toast)
    {
      /* an improvement names the level built (the engine's, after the step) */
      g_autofree char *text = herald_text_describe_done (herald_window_get_game (self), action);
      /* a placement or a card's step in a few words on a phone, beside its Undo (N32-1) */
      g_autofree char *brief = herald_text_describe_brief (herald_window_get_game (self), action, FALSE);

      /* a card played says so ("Anna played Intrigue"), then what it did, the engine's
       * card_played outcome's toast (herald_window_handle_outcomes ()), as the history's row
       * does (speech41, session 40; tester report 43, N43-2) */
      if (privacy_step_says (self, action))
        herald_window_toast_unsaid (self, text);
      else
        herald_window_toast_brief (self, text, brief, TRUE);
    }

  herald_window_handle_outcomes (self, action->type == HERALD_ACTION_ROLL);

  return TRUE;
}

static void
session_outcome_cb (HeraldWindow        *self,
                    const HeraldOutcome *outcome)
{
  g_array_append_val (self->step_outcomes, *outcome);
}

/* Before a roll the Roll button takes the keyboard focus when the turn changed (End Turn, an
 * undo) or the focus went with a step (a button turned off or hidden): a button of the last
 * player's card kept the focus, and the next Space, the roll key, pressed it instead (a
 * newcomer's Space took back Ben's Market, issue 11). */
static void
herald_window_focus_turn (HeraldWindow *self)
{
  const HeraldState *state = herald_window_get_state (self);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  guint turn;

  if (state == NULL || !herald_window_has_table (self))
    return;
  turn = state->round * HERALD_MAX_PLAYERS + state->current + 1;
  /* not to a hidden Roll: on a phone showing the Players page, Roll is on the Table page, and
   * the focus went there, out of sight (newcomer report 11, N-9); the focus stays on the card
   * the player is on, or goes to the page shown */
  if (state->phase == HERALD_PHASE_BEFORE_ROLL && self->dialog == NULL && !self->answering &&
      (turn != self->focus_turn || focus == NULL || !gtk_widget_is_sensitive (focus) ||
       !gtk_widget_get_mapped (focus)))
    {
      if (gtk_widget_get_mapped (GTK_WIDGET (self->dice_panel)))
        herald_dice_panel_focus_roll (self->dice_panel);
      else if (focus == NULL || !gtk_widget_is_sensitive (focus) || !gtk_widget_get_mapped (focus))
        {
          GtkWidget *page = adw_view_stack_get_visible_child (self->view_stack);
          GtkWidget *card = state->current < self->cards->len ? g_ptr_array_index (self->cards, state->current) : NULL;

          /* the player's card itself, not its points button, where Space opened the menu
           * (newcomer report 13, N-2) */
          if (card != NULL && gtk_widget_is_ancestor (card, page) &&
              herald_player_card_focus_self (HERALD_PLAYER_CARD (card)))
            ;
          else if (page != NULL && gtk_widget_get_mapped (page))
            gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
        }
    }
  self->focus_turn = turn;
}

static void
session_changed_cb (HeraldWindow *self)
{
  /* the controllers above the turn's column take the step's focus changes unfiltered */
  GPtrArray *lifted = herald_window_lift_limits (self);

  herald_window_close_stale_decision (self);
  herald_tooltip_hold (GTK_WIDGET (self));  /* none for a still pointer (newcomer53-5) */
  /* a decision an Undo or Redo leaves pending waits on the table (breaker report 10, F12) */
  self->pending_dismissed = self->stepping;
  self->focus_hand_over = TRUE;
  herald_window_refresh (self);
  self->focus_hand_over = FALSE;
  herald_window_focus_turn (self);
  herald_window_focus_page (self);
  g_clear_weak_pointer (&self->first_stop);
  herald_window_keep_turn_in_view (self);
  herald_window_restore_limits (self, lifted);

  /* A resumed game or an undo can leave a decision pending: ask for it once idle, after
   * the dialogs of the current step were queued. */
  herald_window_ask_when_idle (self);
}

HeraldSession *
herald_window_get_session (HeraldWindow *self)
{
  g_return_val_if_fail (HERALD_IS_WINDOW (self), NULL);

  return self->session;
}

/* Lifecycle */

static gboolean
herald_window_close_request (GtkWindow *window)
{
  HeraldWindow *self = HERALD_WINDOW (window);

  /* steps only in memory: the table chooses first (try again, save elsewhere, lose them) */
  if (herald_save_bar_confirm_close (self->save_bar))
    return TRUE;

  herald_window_update_inhibit (self, FALSE);

  return GTK_WINDOW_CLASS (herald_window_parent_class)->close_request (window);
}

static void
herald_window_dispose (GObject *object)
{
  HeraldWindow *self = (HeraldWindow *)object;

  g_clear_pointer (&self->step_controllers, g_ptr_array_unref);
  /* The open dialog goes first, while the session is still there: it is destroyed with the
   * window anyway, and what it would ask next has no window to be asked in */
  if (self->dialog != NULL)
    {
      GtkWindow *dialog = g_steal_pointer (&self->dialog);

      self->decision_dialog = NULL;
      g_signal_handlers_disconnect_by_data (dialog, self);
      gtk_window_destroy (dialog);
    }
  g_clear_object (&self->decision_item);

  g_clear_handle_id (&self->layout_idle_id, g_source_remove);
  g_clear_handle_id (&self->interaction_idle_id, g_source_remove);
  g_clear_handle_id (&self->toast_step_id, g_source_remove);
  g_clear_handle_id (&self->toast_timeout_id, g_source_remove);
  g_clear_handle_id (&self->toast_refit_id, g_source_remove);
  g_clear_weak_pointer (&self->toast);
  g_clear_weak_pointer (&self->toast_label);
  g_clear_weak_pointer (&self->reference);
  g_clear_weak_pointer (&self->focus_before_dialog);
  g_clear_weak_pointer (&self->toast_scroller);
  g_clear_weak_pointer (&self->focus_before_history);
  g_clear_weak_pointer (&self->focus_before_table);
  g_clear_weak_pointer (&self->first_stop);
  g_clear_weak_pointer (&self->focus_given_table);
  g_queue_clear_full (&self->interactions, g_free);
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (herald_session_get_pending (self->session), self);
    }
  g_clear_object (&self->session);
  g_clear_object (&self->sounds);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->fills, herald_fill_split_free);
  g_clear_object (&self->table_row);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->step_outcomes, g_array_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), HERALD_TYPE_WINDOW);
  herald_window_forget_table (self);

  G_OBJECT_CLASS (herald_window_parent_class)->dispose (object);
}

/* GtkWindow:application is set after construction, so the settings come in here */
/**
 * herald_window_bind_size:
 * @window: a window
 * @settings: Herald's settings
 *
 * Binds @window's size and maximized state to the settings' "window-width", "window-height"
 * and "window-maximized", which keep them. Settings that cannot be written (a config folder
 * Herald may not write, keys locked by the administrator) leave the window as it is: bound
 * with the default flags, GSettings made the whole window insensitive, and Herald could not be
 * used at all (robust30).
 */
void
herald_window_bind_size (GtkWindow *window,
                         GSettings *settings)
{
  const GSettingsBindFlags flags = G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY;

  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (G_IS_SETTINGS (settings));

  g_settings_bind (settings, "window-width", window, "default-width", flags);
  g_settings_bind (settings, "window-height", window, "default-height", flags);
  g_settings_bind (settings, "window-maximized", window, "maximized", flags);
}

static void
herald_window_load_settings (HeraldWindow      *self,
                             HeraldApplication *app)
{
  GSettings *settings = app != NULL ? herald_application_get_settings (app) : NULL;

  if (settings != NULL)
    {
      g_autoptr(GSettingsSchema) schema = NULL;

      self->settings = g_object_ref (settings);
      g_object_get (settings, "settings-schema", &schema, NULL);
      /* the window's size follows the settings and is kept in them (a game's dice mode is
       * the game's: the new game dialog offers the default-dice-mode setting) */
      if (g_settings_schema_has_key (schema, "window-width"))
        herald_window_bind_size (GTK_WINDOW (self), settings);
    }

  g_clear_object (&self->sounds);
  self->sounds = herald_sounds_new (self->settings);
  /* the turn timer, on the table, gets them as the table is built (herald-window-table.c) */
  if (herald_window_has_table (self))
    herald_turn_timer_set_session (self->turn_timer, self->session, self->settings, self->sounds);

  herald_window_refresh (self);
}

/* A toast on screen is fitted to the window's new width */
static void
herald_window_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GTK_WIDGET_CLASS (herald_window_parent_class)->size_allocate (widget, width, height, baseline);
  herald_window_toast_resized (HERALD_WINDOW (widget));
}

/* The window's rounded backgrounds (the cards, every button) drawn as their inside and their
 * corners under GL, whose program for a rounded clip is a quarter of a frame on software GL
 * (herald-fill-split.c; docs/performance.md, twenty-second round: the GL frame) */
static void
herald_window_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  HeraldWindow *self = HERALD_WINDOW (widget);

  if (self->fills == NULL)
    self->fills = herald_fill_split_new ();
  herald_fill_split_snapshot (widget, self->fills, snapshot, GTK_WIDGET_CLASS (herald_window_parent_class)->snapshot);
}

static void
herald_window_class_init (HeraldWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = herald_window_dispose;
  window_class->close_request = herald_window_close_request;
  widget_class->move_focus = herald_window_move_focus;
  widget_class->size_allocate = herald_window_size_allocate;
  widget_class->snapshot = herald_window_snapshot;

  g_type_ensure (HERALD_TYPE_GAMES_PAGE);
  g_type_ensure (HERALD_TYPE_HEADER_TITLE);
  g_type_ensure (HERALD_TYPE_CLAMP_LAYOUT);
  g_type_ensure (HERALD_TYPE_SAVE_BAR);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/herald/Herald/ui/herald-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, history_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, width_probe);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, medium_probe);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, status_page);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, games_page);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, save_bar);

  herald_window_class_add_actions (widget_class);
  herald_window_class_add_renderer (widget_class);
}

/* The main menu, as it first opens. Its popover takes the keys while it is open, and the
 * application's accelerators do not reach it: Ctrl+Q quits from there too (asking first, as
 * closing does, when steps are not saved). */
static void
create_main_menu (GtkMenuButton *button,
                  gpointer       user_data)
{
  HeraldWindow *self = user_data;
  GtkEventController *quit;
  GtkPopover *popover;

  if (gtk_menu_button_get_menu_model (button) != NULL)
    return;  /* made already (GTK may ask again at each opening) */
  quit = gtk_shortcut_controller_new ();
  gtk_menu_button_set_menu_model (button, self->primary_menu);
  popover = gtk_menu_button_get_popover (button);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (quit),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Primary>q"),
                                                          gtk_named_action_new ("app.quit")));
  if (popover == NULL)
    {
      g_object_unref (quit);
      return;
    }
  gtk_widget_add_controller (GTK_WIDGET (popover), quit);
  /* named: GTK 4.8 named it by its class, and Orca said "GtkPopoverMenu menu" */
  gtk_accessible_update_property (GTK_ACCESSIBLE (popover), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Main Menu"), -1);
  herald_popover_keep_in_window (popover);
  herald_popover_quiet_tooltip (button);
}

static void
main_page_changed_cb (HeraldWindow *self)
{
  herald_window_target_page (self);
  herald_window_fit_toast (self, self->toast_label);
}

static void
herald_window_init (HeraldWindow *self)
{
  GtkEventController *controller;
  GtkShortcut *shortcut;

  self->cards = g_ptr_array_new_with_free_func (g_object_unref);
  self->step_outcomes = g_array_new (FALSE, TRUE, sizeof (HeraldOutcome));
  self->cards_layout = -1;
  g_queue_init (&self->interactions);

  gtk_widget_init_template (GTK_WIDGET (self));
  herald_window_init_table_mode (self);
  /* before the table's viewports are rooted: their handlers come after */
  herald_window_watch_focus_scroll (self);
  herald_window_watch_step_keys (self);

  g_signal_connect_object (self->history_button, "notify::active", G_CALLBACK (herald_window_history_toggled),
                           self, G_CONNECT_SWAPPED);
  /* the toast on screen sits above the table's view switcher, and the winner's summary ends
   * above the toast: both follow the page shown */
  g_signal_connect_object (self->main_stack, "notify::visible-child", G_CALLBACK (main_page_changed_cb),
                           self, G_CONNECT_SWAPPED);

  /* Space rolls when no button has the focus: a focused button takes its Space first (the
   * controller only sees the key after the focused widget let it go), so a keyboard player
   * pressing a focused button never rolls by accident (issue 11). */
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_space, 0),
                               gtk_callback_action_new (herald_window_step_key_cb, NULL, NULL));
  gtk_shortcut_set_arguments (shortcut, g_variant_new_string ("game.roll"));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  /* the main menu is made as it first opens (6 M instructions of the first frame before) */
  gtk_menu_button_set_create_popup_func (self->menu_button, create_main_menu, self, NULL);

  self->session = herald_session_new (NULL);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "outcome", G_CALLBACK (session_outcome_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::held-landing", G_CALLBACK (herald_window_held_landing_cb), self, G_CONNECT_SWAPPED);
  /* a decision dialog closes as its decision leaves the pending list */
  g_signal_connect_object (herald_session_get_pending (self->session), "items-changed",
                           G_CALLBACK (herald_window_close_stale_decision), self, G_CONNECT_SWAPPED);
  /* a failed save is a lasting state of the window (the save bar), not a toast */
  herald_save_bar_set_session (self->save_bar, self->session);
  g_signal_connect_object (self->save_bar, "focus-left", G_CALLBACK (herald_window_save_bar_focus_left), self,
                           G_CONNECT_SWAPPED);
  herald_games_page_setup (self->games_page, self->session, NULL);
  self->start_page_read = TRUE;
  /* Resume Game follows the list, which follows the games folder */
  g_signal_connect_object (self->games_page, "notify::has-unfinished",
                           G_CALLBACK (herald_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (herald_window_focus_start), NULL);
  /* the page that came in takes the focus (herald-window-focus.c) */
  g_signal_connect_object (self->main_stack, "notify::transition-running",
                           G_CALLBACK (herald_window_focus_page), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->width_probe, "notify::visible-child",
                           G_CALLBACK (herald_window_width_changed_cb), self, G_CONNECT_SWAPPED);
  /* the text scale (Large Text) and the font change how wide a card is */
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-xft-dpi",
                           G_CALLBACK (herald_window_queue_width_probe), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-font-name",
                           G_CALLBACK (herald_window_queue_width_probe), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (herald_window_width_probe_map_cb), NULL);
  /* its dialogs placed again as it changes size (N41-6) */
  herald_dialog_keep_placed (GTK_WINDOW (self));
  herald_window_wait_saves_in_frames (self);
}

/**
 * herald_window_new:
 * @application: the application
 *
 * Returns: (transfer full): a new window showing the start page
 */
HeraldWindow *
herald_window_new (HeraldApplication *application)
{
  HeraldWindow *self = g_object_new (HERALD_TYPE_WINDOW, "application", application, NULL);

  herald_window_load_settings (self, application);
  self->start_page_read = FALSE;

  return self;
}
