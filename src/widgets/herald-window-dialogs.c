/* herald-window-dialogs.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The dialogs of a turn, as the window runs them: a progress card shown to its owner only,
 * the hand, a card put back, the details of a card played, the decisions the game waits for
 * (herald-window-roll-dialogs.c: entering dice and the attack check-in, corrections). One
 * dialog is open at a time (herald_window_show_dialog()); each response turns into session
 * calls. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-barbarian-track.h"
#include "herald-check-in-dialog.h"
#include "herald-city-choice.h"
#include "herald-correct-dialog.h"
#include "herald-decks-dialog.h"
#include "herald-dialog-util.h"
#include "herald-physical-card-dialog.h"
#include "herald-play-dialog.h"
#include "herald-roll-dialog.h"
#include "herald-text.h"
#include "herald-window-private.h"

/* The window's own message dialogs of a turn (a card shown, the hand, a card put back, a
 * decision): what each is about is kept in the dialog, typed */
#define HERALD_TYPE_TURN_DIALOG (herald_turn_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HeraldTurnDialog, herald_turn_dialog, HERALD, TURN_DIALOG, AdwMessageDialog)

struct _HeraldTurnDialog
{
  AdwMessageDialog parent_instance;

  guint            player;
  gint             card;      /* a HeraldCard, or -1 */
  HeraldTrack      track;
  gboolean         discard;   /* the privacy step before putting a card back */
};

G_DEFINE_FINAL_TYPE (HeraldTurnDialog, herald_turn_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
herald_turn_dialog_class_init (HeraldTurnDialogClass *klass)
{
}

static void
herald_turn_dialog_init (HeraldTurnDialog *self)
{
  self->card = -1;
}

/* A modal message dialog over the window about @player */
static AdwMessageDialog *
turn_dialog_new (HeraldWindow *self,
                 const char   *heading,
                 const char   *body,
                 guint         player)
{
  HeraldTurnDialog *dialog = g_object_new (HERALD_TYPE_TURN_DIALOG, NULL);

  herald_dialog_init (ADW_MESSAGE_DIALOG (dialog), GTK_WINDOW (self), heading, body);
  dialog->player = player;

  return ADW_MESSAGE_DIALOG (dialog);
}

static guint
dialog_get_player (AdwMessageDialog *dialog)
{
  return HERALD_TURN_DIALOG (dialog)->player;
}

static void
dialog_set_card (AdwMessageDialog *dialog,
                 gint              card)
{
  HERALD_TURN_DIALOG (dialog)->card = card;
}

static gint
dialog_get_card (AdwMessageDialog *dialog)
{
  return HERALD_TURN_DIALOG (dialog)->card;
}

/* Progress cards: privacy step, reveal, hand, discard */

/* Whether @player may play @card now: the engine's answer (herald_game_check_card()), with
 * its reason in @error */
gboolean
herald_window_can_play_now (HeraldWindow  *self,
                            guint          player,
                            HeraldCard     card,
                            GError       **error)
{
  HeraldGame *game = herald_window_get_game (self);

  if (game == NULL || card >= HERALD_N_CARDS || herald_card_is_vp (card))
    return FALSE;

  return herald_game_check_card (game, player, card, error);
}

/* below, with the put-back */
static gboolean discard_owed_now           (HeraldWindow *self,
                                            guint         player);
static void     herald_window_show_discard (HeraldWindow *self,
                                            guint         player);

static void
card_view_response_cb (HeraldWindow     *self,
                       const char       *response,
                       AdwMessageDialog *dialog)
{
  guint player = dialog_get_player (dialog);

  herald_window_reveal_answered (self);
  if (g_strcmp0 (response, "play") == 0)
    herald_window_start_play_card (self, player, dialog_get_card (dialog));
  /* a fifth card kept out of turn goes back at once (RULES.md A12.2), and its owner holds
   * the device: the put-back follows the card, without a second "Give the Device to Cleo"
   * for the same player (tester report 43, N43-3) */
  else if (discard_owed_now (self, player))
    herald_window_show_discard (self, player);
}

static void
herald_window_show_card (HeraldWindow *self,
                         guint         player,
                         HeraldCard    card,
                         HeraldTrack   track)
{
  HeraldGame *game = herald_window_get_game (self);
  AdwMessageDialog *dialog;
  g_autofree char *body = NULL;

  /* whose card it is: the device has changed hands (newcomer report 19, N19-8) */
  {
    /* Translators: the first line of a progress card revealed to its owner; %s is the player */
    g_autofree char *drawn = g_strdup_printf (_("Drawn by %s"), herald_text_player_name (game, player));

    body = g_strdup_printf ("%s\n%s\n\n%s", drawn, herald_text_deck_name (track),
                            herald_text_card_effect (card, herald_game_get_rules (game)->edition));
  }
  dialog = turn_dialog_new (self, herald_text_card_name (card), body, player);
  dialog_set_card (dialog, card);
  {
    static const HeraldEvent gates[] = { HERALD_EVENT_TRADE, HERALD_EVENT_POLITICS, HERALD_EVENT_SCIENCE };
    static const char * const classes[] = { "event-trade", "event-politics", "event-science" };
    GtkWidget *image = gtk_image_new_from_icon_name (herald_text_event_icon (gates[track]));

    gtk_image_set_pixel_size (GTK_IMAGE (image), 48);
    gtk_widget_set_halign (image, GTK_ALIGN_CENTER);
    gtk_widget_add_css_class (image, "card-deck-icon");
    gtk_widget_add_css_class (image, classes[track]);
    gtk_accessible_update_property (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    herald_text_deck_name (track), -1);
    adw_message_dialog_set_extra_child (dialog, image);
  }
  adw_message_dialog_add_response (dialog, "keep", _("_Keep"));
  if (herald_window_can_play_now (self, player, card, NULL))
    {
      adw_message_dialog_add_response (dialog, "play", _("_Play Now"));
      adw_message_dialog_set_response_appearance (dialog, "play", ADW_RESPONSE_SUGGESTED);
    }
  adw_message_dialog_set_default_response (dialog, "keep");
  adw_message_dialog_set_close_response (dialog, "keep");
  /* the card's text is the dialog's description, said before Keep, which has the focus as
   * the card opens ("Engineer dialog. Build one city wall for free. Keep push button":
   * herald-a11y.c, describe_dialog ()). Stacked on a phone, the responses come last first
   * and the first focus went to Play Now: one more Space (the roll's key) played the card
   * (tester report 31, N31-1) */
  herald_window_show_dialog (self, dialog, G_CALLBACK (card_view_response_cb));
  herald_dialog_focus_response (dialog, "keep");
}

static void
reveal_response_cb (HeraldWindow     *self,
                    const char       *response,
                    AdwMessageDialog *dialog)
{
  guint player = dialog_get_player (dialog);
  gint card = dialog_get_card (dialog);
  HeraldTrack track = HERALD_TURN_DIALOG (dialog)->track;

  if (g_strcmp0 (response, "reveal") != 0)
    {
      herald_window_reveal_answered (self);  /* Later: the card waits in the hand */
      return;
    }

  /* the reveal is answered (no longer the open dialog): the card comes in its own dialog */
  herald_window_show_card (self, player, card, track);
}

void
herald_window_show_reveal (HeraldWindow        *self,
                           const HeraldOutcome *draw)
{
  HeraldGame *game = herald_window_get_game (self);
  const char *name = herald_text_player_name (game, draw->player);
  g_autofree char *heading = g_strdup_printf (_("Give the Device to %s"), name);
  g_autofree char *body = g_strdup_printf (_("%s draws a card from the %s. Only %s should look."),
                                           name, herald_text_deck_name (draw->track), name);
  AdwMessageDialog *dialog = turn_dialog_new (self, heading, body, draw->player);
  /* the roller's own card: the device is in the owner's hands already */
  gboolean own = (guint) draw->player == herald_window_get_state (self)->current;

  dialog_set_card (dialog, draw->card);
  HERALD_TURN_DIALOG (dialog)->track = draw->track;
  /* The gate opens after a roll, while the roller's hands are still on the keys: for another
   * player's card its first focus is Later, so Space or Return (Roll's keys) never show that
   * card to the roller and the table (newcomer report 19, N19-3); Reveal is the owner's
   * deliberate tap, Tab or Alt+R, and with no default response herald_window_show_dialog ()
   * focuses the close response. The roller's own card is theirs to see: Reveal is the
   * default and the first focus, and Ctrl+Return answers it, as it answers Start, Enter and
   * Fight; Space (the roll key) on Later put the card off unseen (tester report 28, N28-5).
   * Later keeps the card in the hand, for its owner to see there (Tab, Alt+L, Escape). */
  adw_message_dialog_add_response (dialog, "later", _("_Later"));
  adw_message_dialog_add_response (dialog, "reveal", _("_Reveal"));
  adw_message_dialog_set_response_appearance (dialog, "reveal", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (dialog, "later");
  if (own)
    {
      adw_message_dialog_set_default_response (dialog, "reveal");
      herald_dialog_answer_on_ctrl_return (dialog, "reveal");
    }
  herald_dialog_keep_response_order (dialog);
  herald_window_show_dialog (self, dialog, G_CALLBACK (reveal_response_cb));
  if (own)
    herald_dialog_focus_response (dialog, "reveal");
}

/**
 * herald_window_queue_interaction:
 * @type: the dialog to open
 * @outcome: the outcome it is about (copied)
 *
 * Queues a dialog for herald_window_process_interactions (), marked with the session's
 * rewinds: dropped unseen if the step is taken back before it shows (breaker report 17,
 * B17-4).
 */
void
herald_window_queue_interaction (HeraldWindow        *self,
                                 InteractionType      type,
                                 const HeraldOutcome *outcome)
{
  Interaction *interaction = g_new0 (Interaction, 1);

  interaction->type = type;
  interaction->outcome = *outcome;
  interaction->rewinds = herald_session_get_rewinds (self->session);
  g_queue_push_tail (&self->interactions, interaction);
}

/* Whether the reveals of the cards drawn by the log's step @action are queued already: the
 * step itself queued them (herald_window_handle_outcomes ()) */
static gboolean
reveals_queued (HeraldWindow *self,
                guint         action)
{
  for (GList *l = self->interactions.head; l != NULL; l = l->next)
    {
      const Interaction *interaction = l->data;

      if (interaction->type == INTERACTION_REVEAL && interaction->outcome.action == action)
        return TRUE;
    }
  return FALSE;
}

/* A game just shown (resumed): the cards its last step drew are offered to their owners
 * again, each with its privacy step, as after the draw. Herald may have been stopped with
 * the reveal open, and the card is in the hand though its owner never saw it (breaker report
 * 12, R-6); unless its reveals were answered before (`draws_seen`, N20-8), it is offered whenever the
 * game's last step drew a card (Later closes it). Offered when the window first asks what is
 * owed: a step taken before that (a roll's key pressed as the game opened) is the last step
 * then, and queued its own reveals; they are not queued twice (every card of a game's first
 * roll after Open Game… or Resume was handed over twice: break58-1). */
void
herald_window_queue_last_draws (HeraldWindow *self)
{
  g_autoptr(GArray) draws = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));

  self->offer_last_draws = FALSE;
  /* not those already revealed and kept (or put off) before the game was closed (N20-8) */
  if (herald_game_get_draws_seen (herald_window_get_game (self)) ==
      herald_game_get_n_actions (herald_window_get_game (self)))
    return;
  herald_game_get_last_draws (herald_window_get_game (self), draws);
  if (draws->len > 0 && reveals_queued (self, g_array_index (draws, HeraldOutcome, 0).action))
    return;
  for (guint i = 0; i < draws->len; i++)
    herald_window_queue_interaction (self, INTERACTION_REVEAL, &g_array_index (draws, HeraldOutcome, i));
}

static void
discard_response_cb (HeraldWindow     *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  HeraldAction action;
  guint64 card;

  if (!g_str_has_prefix (response, "card-"))
    {
      self->pending_dismissed = TRUE;
      return;
    }

  card = g_ascii_strtoull (response + 5, NULL, 10);
  herald_action_init (&action, HERALD_ACTION_DISCARD_CARD, dialog_get_player (dialog));
  action.card = card;
  /* its toast says what the table did, as its undo and redo do: "Ben put a progress card
   * back", not "discarded" (verify report 13, V13-8) */
  if (herald_window_perform (self, &action, FALSE))
    {
      g_autofree char *text = herald_text_describe_put_back (herald_window_get_game (self), action.player);

      herald_window_toast (self, text, TRUE);
    }
}

/* Whether @player owes a card put back at once: a 5th card received out of their turn
 * (RULES.md A12.2), a decision the game waits for that cannot be put off. On their own turn
 * they may still play a card first or hold it to the end of the turn (A12.3). */
static gboolean
discard_owed_now (HeraldWindow *self,
                  guint         player)
{
  const HeraldState *state = herald_window_get_state (self);
  GListModel *pending = herald_session_get_pending (self->session);

  if (state == NULL || player == state->current)
    return FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (pending); i++)
    {
      g_autoptr(HeraldPendingItem) item = g_list_model_get_item (pending, i);

      if (herald_pending_item_get_pending_type (item) == HERALD_PENDING_DISCARD_CARD &&
          herald_pending_item_get_player (item) == player)
        return TRUE;
    }
  return FALSE;
}

/* Escape (or closing the window) does nothing: the dialog waits for its answer */
static gboolean
refuse_close_cb (GtkWindow *dialog)
{
  return TRUE;
}

static void
answered_close_cb (AdwMessageDialog *dialog,
                   const char       *response)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A dialog that only an answer closes. AdwMessageDialog closes itself (refused above) before
 * it emits the answer: the answer, once handled, closes it. */
static void
refuse_close (AdwMessageDialog *dialog)
{
  g_signal_connect (dialog, "close-request", G_CALLBACK (refuse_close_cb), NULL);
  g_signal_connect_after (dialog, "response", G_CALLBACK (answered_close_cb), NULL);
}

static void
herald_window_show_discard (HeraldWindow *self,
                            guint         player)
{
  HeraldGame *game = herald_window_get_game (self);
  const HeraldPlayerState *ps = &herald_window_get_state (self)->players[player];
  const char *name = herald_text_player_name (game, player);
  g_autofree char *heading = g_strdup_printf (_("%s Puts a Card Back"), name);
  /* why, as the privacy step said it before: the put-back may now follow the card drawn
   * without one (card_view_response_cb ()) */
  /* Translators: the first sentence of the put-back dialog; %s is the player */
  g_autofree char *holds = g_strdup_printf (_("%s holds more than four progress cards."), name);
  g_autofree char *body = g_strdup_printf ("%s %s", holds, _("The card goes face down under its deck."));
  AdwMessageDialog *dialog = turn_dialog_new (self, heading, body, player);
  g_autofree char *newest = NULL;
  gboolean owed = discard_owed_now (self, player);

  /* out of turn the card goes back at once (RULES.md A12.2): nothing to cancel */
  if (!owed)
    adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  /* one answer per kind of card held, in the order of the hand, and a card held twice says
   * so: every card of the hand is accounted for (a hand with two Intrigues showed 4 answers
   * for 5 cards: newcomer report 11, N-7), and two copies are one choice, not two buttons
   * alike ("Put Alchemist Back" twice: tester report 43, N43-3), as the hand offers "Play
   * Alchemist" once. The id "card-<card>-<its last place in the hand>" */
  for (guint i = 0; i < ps->n_hand; i++)
    {
      g_autofree char *id = NULL;
      g_autofree char *label = NULL;
      guint copies = 1, last = i;
      gboolean earlier = FALSE;

      if (ps->hand[i] >= HERALD_N_CARDS)
        continue;
      for (guint j = 0; j < ps->n_hand; j++)
        if (j != i && ps->hand[j] == ps->hand[i])
          {
            earlier |= j < i;
            copies++;
            last = MAX (last, j);
          }
      if (earlier)
        continue;
      id = g_strdup_printf ("card-%u-%u", ps->hand[i], last);
      /* the button says what it does, to the eye and to a screen reader: "Merchant push
       * button" did not say the card would be lost (newcomer report 23, N23-6) */
      if (copies == 1)
        /* Translators: a button that puts this progress card back under its deck */
        label = g_strdup_printf (_("Put %s Back"), herald_text_card_name (ps->hand[i]));
      else
        /* Translators: a button that puts one of the copies of this progress card the player
         * holds back under its deck; %u (2 or more) is how many the hand holds */
        label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Put %s Back (%u in Hand)",
                                              "Put %s Back (%u in Hand)", copies),
                                 herald_text_card_name (ps->hand[i]), copies);
      adw_message_dialog_add_response (dialog, id, label);
    }
  if (ps->n_hand > 0 && ps->hand[ps->n_hand - 1] < HERALD_N_CARDS)
    newest = g_strdup_printf ("card-%u-%u", ps->hand[ps->n_hand - 1], ps->n_hand - 1);
  if (owed)
    refuse_close (dialog);
  else
    adw_message_dialog_set_close_response (dialog, "cancel");
  herald_window_show_dialog (self, dialog, G_CALLBACK (discard_response_cb));
  /* the focus starts on Cancel where the put-back can wait (a Return put a card back: N23-6),
   * else on the card drawn last, the 5th: the screen reader says it with the dialog (issue 11) */
  if (!owed || newest != NULL)
    herald_dialog_focus_response (dialog, owed ? newest : "cancel");
  /* the hand limit's discard is a decision the game waits for */
  if (herald_window_get_state (self)->n_pending > 0)
    herald_window_mark_decision (self);
}

static void
hand_response_cb (HeraldWindow     *self,
                  const char       *response,
                  AdwMessageDialog *dialog)
{
  guint player = dialog_get_player (dialog);

  if (g_strcmp0 (response, "discard") == 0)
    herald_window_show_discard (self, player);
  else if (g_str_has_prefix (response, "play-"))
    herald_window_start_play_card (self, player, g_ascii_strtoull (response + 5, NULL, 10));
}

/* Whether the engine refuses every card of @player's hand now, for a reason not about a card:
 * of the kind %HERALD_GAME_ERROR_OFF_TURN (@off_turn set), or in the same words for two
 * different cards (@words, the engine's, set to them; the special build phase, a decision
 * pending). %FALSE where a card is playable or each reason is a card's own (tester report 47,
 * N47-3). The Alchemist's refusal is its roll's: in the special build phase it has its own. */
static gboolean
hand_refusal (HeraldWindow  *self,
              guint          player,
              gboolean      *off_turn,
              char         **words)
{
  const HeraldPlayerState *ps = &herald_window_get_state (self)->players[player];
  GError *why[HERALD_MAX_HAND] = { NULL };
  gboolean refused = TRUE;

  *off_turn = FALSE;
  *words = NULL;
  for (guint i = 0; refused && i < ps->n_hand && i < HERALD_MAX_HAND; i++)
    {
      if (ps->hand[i] >= HERALD_N_CARDS || herald_card_is_vp (ps->hand[i]))
        continue;
      refused = !herald_window_can_play_now (self, player, ps->hand[i], &why[i]) && why[i] != NULL;
      *off_turn |= refused && g_error_matches (why[i], HERALD_GAME_ERROR, HERALD_GAME_ERROR_OFF_TURN);
    }
  for (guint i = 0; refused && !*off_turn && *words == NULL && i < ps->n_hand && i < HERALD_MAX_HAND; i++)
    for (guint j = i + 1; why[i] != NULL && *words == NULL && j < ps->n_hand && j < HERALD_MAX_HAND; j++)
      if (why[j] != NULL && ps->hand[j] != ps->hand[i] && g_strcmp0 (why[i]->message, why[j]->message) == 0)
        *words = g_strdup (why[i]->message);
  for (guint i = 0; i < HERALD_MAX_HAND; i++)
    g_clear_error (&why[i]);
  return refused && (*off_turn || *words != NULL);
}

static void
herald_window_show_hand (HeraldWindow *self,
                         guint         player)
{
  HeraldGame *game = herald_window_get_game (self);
  const HeraldState *state = herald_window_get_state (self);
  const HeraldPlayerState *ps = &state->players[player];
  const char *name = herald_text_player_name (game, player);
  g_autofree char *heading = g_strdup_printf (_("%s’s Progress Cards"), name);
  g_autoptr(GString) body = g_string_new (NULL);
  gboolean seen[HERALD_N_CARDS] = { FALSE };
  gboolean playable[HERALD_N_CARDS] = { FALSE };
  /* on the player's own turn each card says whether it can be played now, and why not */
  gboolean own_turn = state->current == player && state->phase != HERALD_PHASE_OVER;
  /* why none of its cards can be played now, when the engine refuses them all and gives a
   * reason that is not about a card: said once, as the hand's own line above the cards
   * (tester report 47, N47-3). Under the last card it sounded as if only that card were
   * blocked, and in the special build phase it was repeated under every card. The engine's
   * answers decide, not a rule here (hand_refusal ()): refusals of the kind
   * %HERALD_GAME_ERROR_OFF_TURN are one (its words differ for the Alchemist, N43-1, and the
   * window says it one way), any other when two different cards are refused in the same
   * words. A card's own reason stays under it. */
  g_autofree char *off_turn = NULL;
  g_autofree char *words = NULL;
  g_autofree char *shared = NULL;
  gboolean shared_off_turn = FALSE;
  AdwMessageDialog *dialog;

  if (!own_turn && state->phase != HERALD_PHASE_OVER && state->current < state->n_players)
    {
      /* Translators: under another player's cards, why none can be played now: whose turn it
       * is, then the cards' owner ("it is Ben’s turn, not Cleo’s") */
      off_turn = g_strdup_printf (_("it is %s’s turn, not %s’s"),
                                  herald_text_player_name (game, state->current), name);
    }
  if (hand_refusal (self, player, &shared_off_turn, &words) && (words != NULL || off_turn != NULL))
    shared = words != NULL ? herald_text_refusal (game, words) : g_strdup (off_turn);
  shared_off_turn &= shared != NULL;
  if (shared != NULL)
    {
      /* Translators: above the cards of a hand, why none of them can be played now (the
       * engine's reason, e.g. "it is Ben’s turn, not Cleo’s") */
      g_autofree char *line = g_strdup_printf (_("No card can be played now: %s"), shared);
      g_autofree char *escaped_line = g_markup_escape_text (line, -1);

      g_string_append_printf (body, "<i>%s</i>", escaped_line);
    }
  for (guint i = 0; i < ps->n_hand; i++)
    {
      HeraldCard card = ps->hand[i];
      g_autofree char *escaped = g_markup_escape_text (herald_text_card_effect (card, herald_game_get_rules (game)->edition), -1);
      g_autoptr(GError) why = NULL;

      if (body->len)
        g_string_append (body, "\n\n");
      g_string_append_printf (body, "<b>%s</b> (%s)\n%s", herald_text_card_name (card),
                              herald_text_track_name (herald_card_get_track (card)), escaped);
      if (card >= HERALD_N_CARDS || herald_card_is_vp (card))
        continue;
      playable[card] = herald_window_can_play_now (self, player, card, &why);
      /* the hand's reason is said above the cards; a card's own, under it */
      if (!playable[card] && why != NULL &&
          !(shared_off_turn && g_error_matches (why, HERALD_GAME_ERROR, HERALD_GAME_ERROR_OFF_TURN)) &&
          !(words != NULL && g_strcmp0 (why->message, words) == 0))
        {
          g_autofree char *message = herald_text_refusal (herald_window_get_game (self), why->message);
          /* Translators: under a card in the hand, why it cannot be played now */
          g_autofree char *reason = g_strdup_printf (_("Not now: %s"), message);
          g_autofree char *escaped_reason = g_markup_escape_text (reason, -1);

          g_string_append_printf (body, "\n<i>%s</i>", escaped_reason);
        }
    }
  if (ps->n_hand == 0)
    g_string_append (body, _("No progress cards in hand."));

  dialog = turn_dialog_new (self, heading, NULL, player);
  /* the cards scroll under the heading when they are taller than the screen allows: as the
   * dialog's body, four cards put Play and Close below a phone's screen, and two at 1280 × 800
   * and text scale 1.5 (newcomer report 11, N-2) */
  {
    GtkWidget *cards = gtk_label_new (NULL);
    g_autofree char *plain = NULL;

    gtk_label_set_markup (GTK_LABEL (cards), body->str);
    gtk_label_set_wrap (GTK_LABEL (cards), TRUE);
    gtk_label_set_wrap_mode (GTK_LABEL (cards), PANGO_WRAP_WORD);
    gtk_label_set_xalign (GTK_LABEL (cards), 0);
    gtk_label_set_justify (GTK_LABEL (cards), GTK_JUSTIFY_LEFT);
    herald_dialog_set_scrolling_child (dialog, cards);
    /* read with the heading as the dialog opens, as a body is (herald-a11y.c) */
    if (pango_parse_markup (body->str, -1, 0, NULL, &plain, NULL, NULL))
      g_object_set_data_full (G_OBJECT (dialog), "herald-a11y-extra-text", g_steal_pointer (&plain), g_free);
  }
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  for (guint i = 0; i < ps->n_hand; i++)
    {
      g_autofree char *id = NULL;
      g_autofree char *label = NULL;

      if (!own_turn || ps->hand[i] >= HERALD_N_CARDS || herald_card_is_vp (ps->hand[i]) || seen[ps->hand[i]])
        continue;
      seen[ps->hand[i]] = TRUE;
      id = g_strdup_printf ("play-%u", ps->hand[i]);
      label = g_strdup_printf (_("Play %s"), herald_text_card_name (ps->hand[i]));
      adw_message_dialog_add_response (dialog, id, label);
      /* the engine decides: a card it refuses now stays in the list, unavailable */
      adw_message_dialog_set_response_enabled (dialog, id, playable[ps->hand[i]]);
    }
  /* a card goes back only to keep the hand limit: offered where the engine takes it (R23-1) */
  if (ps->n_hand > 0)
    {
      HeraldAction put_back;

      herald_action_init (&put_back, HERALD_ACTION_DISCARD_CARD, player);
      put_back.card = ps->hand[ps->n_hand - 1];
      if (herald_game_check (game, &put_back, NULL))
        adw_message_dialog_add_response (dialog, "discard", _("_Discard…"));
    }
  adw_message_dialog_set_close_response (dialog, "close");
  /* stacked, the Play buttons in the order of the cards above them, Close at the bottom */
  herald_dialog_stack_close_last (dialog);
  /* the focus starts on Close, the safe answer: stacked, the responses come last first and
   * the first focus was Discard… (newcomer report 9, item 7) */
  adw_message_dialog_set_default_response (dialog, "close");
  herald_window_show_dialog (self, dialog, G_CALLBACK (hand_response_cb));
  herald_dialog_focus_response (dialog, "close");
}

/* Whether the window's Redo takes @player's step of @type again: the step undone last is
 * that one, and the session would redo it */
static gboolean
redoes_step (HeraldWindow     *self,
             HeraldActionType  type,
             guint             player)
{
  HeraldGame *game = herald_window_get_game (self);
  guint n = herald_game_get_n_redo (game);
  const HeraldAction *undone = n > 0 ? herald_game_get_redo_action (game, n - 1) : NULL;

  return undone != NULL && undone->type == type && undone->player == (gint) player &&
         herald_session_get_can_redo (self->session);
}

/* A decision Undo reopened (@player's step of @type, undone last) has a Redo of its own, a
 * button and Ctrl+Shift+Z: the window's Redo and its key are out of reach under the modal
 * dialog, and Ctrl+Shift+Z did nothing there (tester report 40, N40-2, the deck choice;
 * tester report 41, N41-2, the put-back and the city choice) */
static void
offer_redo (HeraldWindow     *self,
            AdwMessageDialog *dialog,
            HeraldActionType  type,
            guint             player)
{
  if (!redoes_step (self, type, player))
    return;
  /* Translators: a button of a decision reopened by Undo (a tie reward's deck choice, a
   * card put back, a city lost), as the window's Redo */
  adw_message_dialog_add_response (dialog, "redo", _("_Redo"));
  herald_dialog_answer_on_redo_keys (dialog, "redo");
}

/* @response is offer_redo ()'s Redo: the step redone, as the window's Redo does it (its toast,
 * the dialogs it opens) */
static gboolean
answered_redo (HeraldWindow *self,
               const char   *response)
{
  if (g_strcmp0 (response, "redo") != 0)
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "game.redo", NULL);
  return TRUE;
}

static void
privacy_response_cb (HeraldWindow     *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  guint player = dialog_get_player (dialog);
  gboolean discard = HERALD_TURN_DIALOG (dialog)->discard;

  if (answered_redo (self, response))
    return;
  if (g_strcmp0 (response, "reveal") != 0)
    {
      if (discard)
        self->pending_dismissed = TRUE;
      return;
    }

  if (discard)
    herald_window_show_discard (self, player);
  else
    herald_window_show_hand (self, player);
}

void
herald_window_ask_privacy (HeraldWindow *self,
                           guint         player,
                           gboolean      discard)
{
  HeraldGame *game = herald_window_get_game (self);
  const char *name = herald_text_player_name (game, player);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;
  gboolean owed;

  /* an empty hand hides nothing (its card says "0 cards"): said at once, without a privacy
   * step that cost two keys (tester report 43, N43-3) */
  if (!discard && herald_window_get_state (self)->players[player].n_hand == 0)
    {
      herald_window_show_hand (self, player);
      return;
    }
  heading = g_strdup_printf (_("Give the Device to %s"), name);
  if (discard)
    body = g_strdup_printf (_("%s holds more than four progress cards and puts one back under its deck. Only %s should look."),
                            name, name);
  else
    body = g_strdup_printf (_("Only %s should look at these cards."), name);

  dialog = turn_dialog_new (self, heading, body, player);
  if (discard)
    HERALD_TURN_DIALOG (dialog)->discard = TRUE;
  /* a card owed back out of turn is not put off (RULES.md A12.2, newcomer report 11, N-7):
   * Later only closes the step, the engine refuses the table's play until the card is back
   * and the table's "… Puts a Card Back" button waits */
  owed = discard && discard_owed_now (self, player);
  adw_message_dialog_add_response (dialog, owed ? "later" : "cancel", owed ? _("_Later") : _("_Cancel"));
  adw_message_dialog_add_response (dialog, "reveal", _("_Reveal"));
  adw_message_dialog_set_response_appearance (dialog, "reveal", ADW_RESPONSE_SUGGESTED);
  /* Opened by whoever holds the device, it first focuses Cancel: Space (also Roll's key) or
   * Return there showed the hand before the device changed hands (newcomer report 21, N21-8).
   * Reveal is the owner's deliberate tap, Tab or Alt+R; with no default response,
   * herald_window_show_dialog () focuses the close response. A card owed back out of turn
   * opens on Later: Reveal was its first focus and default, and the roller's Returns for
   * the roll's own dialogs showed Ben's hand and put his first card back (tester report 35,
   * N35-3). Escape there does nothing. */
  if (owed)
    refuse_close (dialog);
  else
    adw_message_dialog_set_close_response (dialog, "cancel");
  /* The hand of the player whose turn it is, asked for on their turn: Ctrl+Return, a
   * deliberate chord (not Space or Return), answers Reveal, as it answers the roller's own
   * card drawn, Start, Enter and Fight; it did nothing (tester report 30, N30-7). Another
   * player's hand changes hands first: a tap, Tab or Alt+R, also a card owed back out of
   * turn (Ctrl+Return also ends the roller's turn: N35-3). */
  if (player == herald_window_get_state (self)->current)
    herald_dialog_answer_on_ctrl_return (dialog, "reveal");
  /* a put-back undone: its Redo (N41-2) */
  if (discard)
    offer_redo (self, dialog, HERALD_ACTION_DISCARD_CARD, player);
  herald_dialog_keep_response_order (dialog);
  herald_window_show_dialog (self, dialog, G_CALLBACK (privacy_response_cb));
  if (owed)
    herald_dialog_focus_response (dialog, "later");
  if (discard && herald_window_get_state (self)->n_pending > 0)
    herald_window_mark_decision (self);
}

/* Playing a card */

static void
play_details_response_cb (HeraldWindow     *self,
                          const char       *response,
                          HeraldPlayDialog *dialog)
{
  HeraldAction action;

  if (g_strcmp0 (response, "play") != 0)
    return;

  herald_play_dialog_get_action (dialog, &action);
  herald_window_perform (self, &action, TRUE);
}

void
herald_window_start_play_card (HeraldWindow *self,
                               guint         player,
                               HeraldCard    card)
{
  HeraldGame *game = herald_window_get_game (self);
  g_autoptr(GError) error = NULL;
  HeraldAction action;

  if (game == NULL)
    return;

  /* a card that cannot be played now is refused before its details are asked for, in the
   * engine's words */
  if (!herald_game_check_card (game, player, card, &error))
    {
      herald_window_toast_refusal (self, error);
      return;
    }

  if (card == HERALD_CARD_ALCHEMIST)
    {
      herald_window_alchemist (self);
      return;
    }

  if (herald_game_card_needs_details (game, player, card))
    {
      HeraldPlayDialog *dialog = herald_play_dialog_new (GTK_WINDOW (self), game, player, card);

      herald_window_show_dialog (self, ADW_MESSAGE_DIALOG (dialog), G_CALLBACK (play_details_response_cb));
      return;
    }

  herald_action_init (&action, HERALD_ACTION_PLAY_CARD, player);
  action.card = card;
  herald_window_perform (self, &action, TRUE);
}

/* A knight displaces a strictly weaker knight: which one, from the table */
void
herald_window_start_displace (HeraldWindow *self,
                              guint         player,
                              guint         knight)
{
  HeraldGame *game = herald_window_get_game (self);

  if (game == NULL)
    return;

  herald_window_show_dialog (self, ADW_MESSAGE_DIALOG (herald_displace_dialog_new (GTK_WINDOW (self), game, player, knight)),
                             G_CALLBACK (play_details_response_cb));
}

/* Pending decisions */

static void
choose_deck_response_cb (HeraldWindow     *self,
                         const char       *response,
                         AdwMessageDialog *dialog)
{
  HeraldAction action;
  HeraldTrack track;

  /* the draw undone here, drawn again as the window's Redo does it (N40-2) */
  if (answered_redo (self, response))
    return;
  if (!herald_track_from_string (response, &track))
    {
      self->pending_dismissed = TRUE;
      return;
    }

  herald_action_init (&action, HERALD_ACTION_CHOOSE_DECK, dialog_get_player (dialog));
  action.track = track;
  herald_window_perform (self, &action, TRUE);
}

static void
choose_city_response_cb (HeraldWindow     *self,
                         const char       *response,
                         AdwMessageDialog *dialog)
{
  HeraldAction action;

  if (answered_redo (self, response))
    return;
  if (!herald_city_choice_action (response, dialog_get_player (dialog), &action))
    {
      self->pending_dismissed = TRUE;
      return;
    }
  herald_window_perform (self, &action, TRUE);
}

/* The dialog of a decision the game waits for: the first of the session's pending list */
void
herald_window_show_pending (HeraldWindow      *self,
                            HeraldPendingItem *pending)
{
  HeraldGame *game = herald_window_get_game (self);
  const HeraldState *state = herald_window_get_state (self);
  guint player = herald_pending_item_get_player (pending);
  const char *name = herald_text_player_name (game, player);
  const char *heading = herald_pending_item_get_description (pending);
  AdwMessageDialog *dialog;
  g_autofree char *body = NULL;

  switch (herald_pending_item_get_pending_type (pending))
    {
    case HERALD_PENDING_CHOOSE_DECK:
      {
        HeraldTrack bound;
        gboolean is_bound = herald_game_get_bound_deck (game, player, &bound) &&
                            state->n_deck[bound] > 0;

        body = g_strdup_printf (_("Tied for the strongest defence: %s takes the top card of a deck of their choice."),
                                name);
        /* a deck drawn here and undone: why the other decks are off, in the engine's words
         * (B17-2), with "or Redo" only where this dialog's Redo is (not in a game only
         * looked at, nor once another step replaced the draw undone) */
        if (is_bound)
          {
            g_autofree char *why = herald_game_describe_bound_deck (game, player,
                                                                    redoes_step (self, HERALD_ACTION_CHOOSE_DECK, player));
            g_autofree char *reason = herald_text_refusal (game, why);
            char *longer = g_strdup_printf ("%s\n\n%s", body, reason);

            g_free (body);
            body = longer;
          }
        dialog = turn_dialog_new (self, heading, body, player);
        adw_message_dialog_add_response (dialog, "later", _("_Later"));
        for (guint t = 0; t < HERALD_N_TRACKS; t++)
          {
            adw_message_dialog_add_response (dialog, herald_track_to_string (t), herald_text_deck_name (t));
            if ((herald_game_get_rules (game)->digital_cards && state->n_deck[t] == 0) ||
                (is_bound && t != bound))
              adw_message_dialog_set_response_enabled (dialog, herald_track_to_string (t), FALSE);
          }
        /* its words say "choose the science deck again, or Redo" (N40-2) */
        if (is_bound)
          offer_redo (self, dialog, HERALD_ACTION_CHOOSE_DECK, player);
      }
      adw_message_dialog_set_close_response (dialog, "later");
      herald_dialog_keep_response_order (dialog);
      herald_window_show_dialog (self, dialog, G_CALLBACK (choose_deck_response_cb));
      herald_window_mark_decision (self);
      break;

    case HERALD_PENDING_CHOOSE_CITY:
      dialog = turn_dialog_new (self, heading, "", player);
      adw_message_dialog_add_response (dialog, "later", _("_Later"));
      /* the kinds of city the engine accepts (walled or not, first edition sabotaged or
       * not; a correction may have left no walled city) */
      body = herald_city_choice_add_responses (dialog, game, player);
      adw_message_dialog_set_body (dialog, body);
      offer_redo (self, dialog, HERALD_ACTION_CHOOSE_CITY, player);
      adw_message_dialog_set_close_response (dialog, "later");
      /* Later, City Without Wall, Walled City at every width: Tab from Later goes to the
       * city without a wall, stacked too (newcomer report 18, N18-5) */
      herald_dialog_keep_response_order (dialog);
      herald_window_show_dialog (self, dialog, G_CALLBACK (choose_city_response_cb));
      herald_window_mark_decision (self);
      break;

    case HERALD_PENDING_PROGRESS_DRAW:
      /* made by itself after the put-back it waits for: that one is asked (A12.2) */
      for (guint i = 0; i < state->n_pending; i++)
        if (state->pending[i].type == HERALD_PENDING_DISCARD_CARD)
          {
            herald_window_ask_privacy (self, state->pending[i].player, TRUE);
            break;
          }
      break;

    case HERALD_PENDING_DISCARD_CARD:
    default:
      herald_window_ask_privacy (self, player, TRUE);
      break;
    }
}
