/* herald-window-layout.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Where the window puts the players: the width probe (an AdwSqueezer whose first page is the
 * turn column beside one player card, measured) decides wide or narrow; wide puts the player
 * cards beside the turn column in HeraldCardColumns, narrow gives them their own page. Also
 * the order of the turn column, the header buttons that give way on a phone, and keeping the
 * current player's card in view. Moved out of herald-window.c, unchanged. */

#include "config.h"

#include "herald-card-columns.h"
#include "herald-dice-panel.h"
#include "herald-player-card.h"
#include "herald-split-layout.h"
#include "herald-window-private.h"

/* the turn column's width beside the players, in pixels */
#define HERALD_WINDOW_TURN_WIDTH 380

/* Layout: wide puts the players next to the dice, in one or two columns as their measured
 * width allows (herald-card-columns.c); narrow gives them their own page. */

void
herald_window_place_cards (HeraldWindow *self)
{
  guint n = self->cards->len;
  g_autoptr(GtkWidget) focus = NULL;

  /* no table yet: it places the cards as it is built */
  if (!herald_window_has_table (self))
    return;

  /* A control of a card with the focus goes with its card, and keeps the focus: moved with
   * the focus on it, the focus was left on the hidden pane of the wide layout, where no key
   * did anything any more, not even Tab or the window's shortcuts (newcomer report 22, N22-0) */
  focus = gtk_root_get_focus (GTK_ROOT (self));
  if (focus != NULL && (gtk_widget_is_ancestor (focus, GTK_WIDGET (self->wide_players))
                        || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->narrow_players))))
    {
      g_object_ref (focus);
      gtk_root_set_focus (GTK_ROOT (self), NULL);
    }
  else
    focus = NULL;

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);
      GtkWidget *parent = gtk_widget_get_parent (card);

      g_object_ref (card);
      if (parent == GTK_WIDGET (self->wide_players))
        herald_card_columns_remove (self->wide_players, card);
      else if (parent == GTK_WIDGET (self->narrow_players))
        gtk_box_remove (self->narrow_players, card);

      if (self->narrow)
        gtk_box_append (self->narrow_players, card);
      else
        herald_card_columns_append (self->wide_players, card);
      g_object_unref (card);
    }

  gtk_widget_set_visible (self->players_scroller, !self->narrow);
  adw_view_stack_page_set_visible (self->players_page, self->narrow);
  adw_view_switcher_bar_set_reveal (self->switcher_bar, self->narrow);
  gtk_widget_set_hexpand (self->turn_column, self->narrow);
  gtk_widget_set_size_request (self->turn_column, self->narrow ? -1 : HERALD_WINDOW_TURN_WIDTH, -1);
  if (!self->narrow)
    adw_view_stack_set_visible_child_name (self->view_stack, "table");
  herald_window_order_turn_column (self);
  self->cards_layout = self->narrow ? 0 : 1;
  herald_window_update_table_mode (self);

  if (focus != NULL)
    {
      if (self->narrow)
        adw_view_stack_set_visible_child_name (self->view_stack, "players");
      if (gtk_widget_get_root (focus) != GTK_ROOT (self) || !gtk_widget_grab_focus (focus))
        herald_window_focus_page (self);
    }
}

/**
 * herald_window_order_turn_column:
 * @self: the window, its table built
 *
 * End Turn comes right under the dice, before the barbarians, in every width: after a roll
 * the dice, the roll's sentence and End Turn, which has the focus, are in view together (End
 * Turn was below the fold at 360 × 640, issue 11, and beside the players at 1280 × 800 at text
 * scale 1.5, where the focus scrolled the column by 26 px under the player's finger). A
 * decision put off comes under End Turn, not above it: its button appears and goes while the
 * turn goes on, and End Turn stays where the finger is (N-5: it moved down by the button's
 * height). Then the barbarians, when the turn column holds them.
 */
void
herald_window_order_turn_column (HeraldWindow *self)
{
  GtkWidget *stack = GTK_WIDGET (self->turn_stack);
  GtkWidget *decision = GTK_WIDGET (self->decision_button);
  GtkWidget *track = GTK_WIDGET (self->barbarian_track);

  if (gtk_widget_get_prev_sibling (self->end_turn_button) != stack)
    gtk_box_reorder_child_after (GTK_BOX (self->turn_column), self->end_turn_button, stack);
  if (gtk_widget_get_prev_sibling (decision) != self->end_turn_button)
    gtk_box_reorder_child_after (GTK_BOX (self->turn_column), decision, self->end_turn_button);
  if (gtk_widget_get_parent (track) == self->turn_column && gtk_widget_get_prev_sibling (track) != decision)
    gtk_box_reorder_child_after (GTK_BOX (self->turn_column), track, decision);
}

/**
 * herald_window_size_label:
 * @label: a label whose parent is its place: a #GtkGrid with @label alone in its cell (0, 0)
 *   (herald-table.ui: the turn's headline) or a #GtkStack with #GtkStack:vhomogeneous (the
 *   setup card's sentence)
 * @texts: (nullable) (element-type utf8): every text @label will show until the next change
 *   of phase (the setup round's: each player's settlement and city), or %NULL
 *
 * Makes @label's place as tall as the tallest of @texts at its width, whichever it shows: in
 * the setup round "White places the first city" took one line at 360 px and "Orange places
 * the first city" two, and the setup card with its button moved 23 px under the finger from
 * one player to the next; the city's longer sentence moved it 6 px in Danish and Romanian at
 * text scale 1.5 (N-5). Each text is an unseen label laid out as @label (its wrapping and
 * style classes) and read by nobody: in a stack an unseen page; in a grid a label in @label's
 * cell, drawn at opacity 0 and not reached by a tap. The headline's place is a grid because
 * GTK 4.8's stack allocates its page at the page's least width for the stack's height, which
 * a wrapping label answers with a binary search of Pango layouts, at every roll and end of
 * turn (0.5–0.7 M instructions, 9 % of a roll frame's layout: frame34, session 34); a grid
 * gives the cell's width. %NULL removes them: the place follows the text shown.
 */
void
herald_window_size_label (GtkLabel  *label,
                          GPtrArray *texts)
{
  GtkWidget *sizer = gtk_widget_get_parent (GTK_WIDGET (label));
  GtkWidget *child = gtk_widget_get_first_child (sizer);
  g_auto(GStrv) classes = gtk_widget_get_css_classes (GTK_WIDGET (label));

  g_return_if_fail (GTK_IS_STACK (sizer) || GTK_IS_GRID (sizer));

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (child != GTK_WIDGET (label))
        {
          if (GTK_IS_STACK (sizer))
            gtk_stack_remove (GTK_STACK (sizer), child);
          else
            gtk_grid_remove (GTK_GRID (sizer), child);
        }
      child = next;
    }
  for (guint i = 0; texts != NULL && i < texts->len; i++)
    {
      GtkWidget *unseen = g_object_new (GTK_TYPE_LABEL,
                                        "label", g_ptr_array_index (texts, i),
                                        "accessible-role", GTK_ACCESSIBLE_ROLE_NONE,
                                        "xalign", gtk_label_get_xalign (label),
                                        "wrap", gtk_label_get_wrap (label),
                                        "wrap-mode", gtk_label_get_wrap_mode (label),
                                        "max-width-chars", gtk_label_get_max_width_chars (label),
                                        "css-classes", classes,
                                        NULL);

      g_object_set_data (G_OBJECT (unseen), "herald-a11y-hidden", GINT_TO_POINTER (TRUE));
      gtk_accessible_update_state (GTK_ACCESSIBLE (unseen), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      if (GTK_IS_STACK (sizer))
        gtk_stack_add_child (GTK_STACK (sizer), unseen);
      else
        {
          gtk_widget_set_opacity (unseen, 0);
          gtk_widget_set_can_target (unseen, FALSE);
          gtk_grid_attach (GTK_GRID (sizer), unseen, 0, 0, 1, 1);
        }
    }
  if (GTK_IS_STACK (sizer))
    gtk_stack_set_visible_child (GTK_STACK (sizer), GTK_WIDGET (label));
}

/* On a phone the title needs the room: Redo shows there only while there is something to redo
 * (with window buttons beside it, "Round 6" was cut to "Roun…", issue 11), and History is in
 * the main menu (with minimize and maximize beside close at text scale 1.5 the title was
 * "Rou…") */
void
herald_window_update_header_buttons (HeraldWindow *self)
{
  gboolean has_game = self->session != NULL && herald_session_get_has_game (self->session);

  gtk_widget_set_visible (self->redo_button,
                          has_game && (!self->narrow || herald_session_get_can_redo (self->session)));
  gtk_widget_set_visible (GTK_WIDGET (self->history_button), has_game && !self->narrow);
}

static gboolean
herald_window_layout_idle_cb (gpointer user_data)
{
  HeraldWindow *self = user_data;
  GtkWidget *child = adw_squeezer_get_visible_child (self->width_probe);
  gboolean narrow;

  self->layout_idle_id = 0;
  narrow = child != self->medium_probe;
  /* A game opened and not played yet, its layout a phone's only now: the opened game's
   * second (herald_window_keep_opened_in_view ()) was over, on a loaded machine, before the
   * window knew it was a phone's, and the column kept the scroll a frame of the wide layout
   * gave it, about 100 px, the setup round's headline under the save bar (tidy34). It is
   * measured from its top again. */
  if (narrow && !self->narrow && herald_window_get_game (self) != NULL &&
      herald_game_get_n_actions (herald_window_get_game (self)) == self->view_opened_steps)
    herald_window_keep_opened_in_view (self);
  /* the header's title and subtitle depend on it in the setup round */
  if (narrow != self->narrow && herald_window_get_state (self) != NULL &&
      herald_window_get_state (self)->phase == HERALD_PHASE_SETUP)
    {
      self->narrow = narrow;
      herald_window_refresh (self);
    }
  self->narrow = narrow;
  /* beside the cards, the roll's sentence's empty place gives its height up where the turn
   * is short of it (N48-2); on a phone's page of the turn it is kept */
  if (self->dice_panel != NULL)
    herald_dice_panel_set_place_kept (self->dice_panel, self->narrow);

  if (self->cards_layout != (self->narrow ? 0 : 1))
    herald_window_place_cards (self);
  else
    herald_window_update_table_mode (self);
  herald_window_fit_toast (self, self->toast_label);
  herald_window_update_header_buttons (self);

  return G_SOURCE_REMOVE;
}

/* What the cards' scroller wants beside the turn in @width: in the columns that fit, each
 * card wide enough for its tracks' names on one line (N48-4), and the cards' margins */
static int
cards_want (GtkWidget *scroller,
            int        width,
            gpointer   user_data)
{
  HeraldWindow *self = user_data;
  GtkWidget *columns = GTK_WIDGET (self->wide_players);
  int margins = gtk_widget_get_margin_start (columns) + gtk_widget_get_margin_end (columns);
  int card_width = 0;

  for (guint i = 0; i < self->cards->len; i++)
    card_width = MAX (card_width, herald_player_card_get_names_width (g_ptr_array_index (self->cards, i)));
  return herald_card_columns_width_for (self->wide_players, width - margins, card_width) + margins;
}

/**
 * herald_window_share_table_row:
 * @self: the window, its table built
 *
 * Past the floors of the table's row, the cards get the width for their tracks' names on one
 * line before the turn grows (N48-4). Set once, as the table is built: the width is asked
 * of the cards each time the row is laid out. The roll's sentence's place follows the
 * layout the window has then (N48-2).
 */
void
herald_window_share_table_row (HeraldWindow *self)
{
  GtkWidget *row = gtk_widget_get_parent (self->players_scroller);

  herald_split_layout_set_want_func (HERALD_SPLIT_LAYOUT (gtk_widget_get_layout_manager (row)), cards_want, self);
  /* and the roll's sentence's place as the layout is now (herald_window_layout_idle_cb ()) */
  herald_dice_panel_set_place_kept (self->dice_panel, self->narrow);
}

/* The turn column (at least its 380 px) and one player card side by side, measured: what the
 * squeezer's first page asks for. At 770 px fixed, at text scale 1.5 the card did not fit
 * beside the turn any more and was cut at the right (issue 11). The same two widths are the
 * floors of the table's row: beside the cards, the turn gets its least width first (at 768 px
 * a box shared the width in equal parts, and Roll touched the first card, issue 11). */
static void
herald_window_update_width_probe (HeraldWindow *self)
{
  GtkWidget *columns = GTK_WIDGET (self->wide_players);
  HeraldSplitLayout *table_layout;
  int turn_min = 0, card_min = 0, width;

  if (!herald_window_has_table (self) || self->cards->len == 0)
    return;

  gtk_widget_measure (self->turn_column, GTK_ORIENTATION_HORIZONTAL, -1, &turn_min, NULL, NULL, NULL);
  turn_min = MAX (turn_min, HERALD_WINDOW_TURN_WIDTH + gtk_widget_get_margin_start (self->turn_column) +
                            gtk_widget_get_margin_end (self->turn_column));
  for (guint i = 0; i < self->cards->len; i++)
    {
      int min = 0;

      gtk_widget_measure (g_ptr_array_index (self->cards, i), GTK_ORIENTATION_HORIZONTAL, -1,
                          &min, NULL, NULL, NULL);
      card_min = MAX (card_min, min);
    }
  table_layout = HERALD_SPLIT_LAYOUT (gtk_widget_get_layout_manager (gtk_widget_get_parent (self->players_scroller)));
  card_min += gtk_widget_get_margin_start (columns) + gtk_widget_get_margin_end (columns);
  herald_split_layout_set_floors (table_layout, turn_min, card_min);
  width = turn_min + herald_split_layout_get_spacing (table_layout) + card_min;
  g_debug ("players beside the turn from %d px (the cards from %d px)", width, card_min);
  gtk_widget_get_size_request (self->medium_probe, &turn_min, NULL);
  if (width != turn_min)
    gtk_widget_set_size_request (self->medium_probe, width, -1);
}

static void
width_probe_after_paint_cb (HeraldWindow  *self,
                            GdkFrameClock *clock)
{
  g_signal_handlers_disconnect_by_func (clock, width_probe_after_paint_cb, self);
  herald_window_update_width_probe (self);
}

/**
 * herald_window_queue_width_probe:
 * @self: the window
 *
 * Measures the turn column and a player card again after the next frame, when the cards have
 * their new style and size (a new text scale reaches the widgets' fonts in the frame after),
 * for the width below which the players go to their own page. Called as the cards are built,
 * as a card's minimum width changes and as the text scale or the font changes; never every
 * frame.
 */
void
herald_window_queue_width_probe (HeraldWindow *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  self->probe_on_map = clock == NULL;
  if (clock == NULL)
    return;
  g_signal_handlers_disconnect_by_func (clock, width_probe_after_paint_cb, self);
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (width_probe_after_paint_cb),
                           self, G_CONNECT_SWAPPED);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
}

void
herald_window_width_probe_map_cb (HeraldWindow *self)
{
  if (self->probe_on_map)
    herald_window_queue_width_probe (self);
}

void
herald_window_width_changed_cb (HeraldWindow *self)
{
  /* The squeezer changes its page during allocation: move widgets afterwards. */
  if (self->layout_idle_id == 0)
    self->layout_idle_id = g_idle_add (herald_window_layout_idle_cb, self);
}

/* The players' list shown (the phone's Players page, the column beside the dice otherwise)
 * and its scroller; %NULL before the table is built */
static GtkWidget *
turn_cards_scroller (HeraldWindow  *self,
                     GtkWidget    **cards)
{
  *cards = self->narrow ? GTK_WIDGET (self->narrow_players) : GTK_WIDGET (self->wide_players);
  return *cards != NULL ? gtk_widget_get_ancestor (*cards, GTK_TYPE_SCROLLED_WINDOW) : NULL;
}

/* Whether the players' scroller of @adjustment shows where the player scrolled it: neither
 * where the window last placed the turn's card nor pulled up from there to the end of a
 * column that got shorter. A game opened in Ben's turn, its window laid out narrower first
 * (one column, his card below Anna's) and then at 1280 x 800 (two rows), kept the scroll
 * clamped to the new column's end, his name and points above the view, as if the player had
 * scrolled there (tester report 37, N37-4). */
static gboolean
scrolled_by_player (HeraldWindow  *self,
                    GtkAdjustment *adjustment)
{
  double value = gtk_adjustment_get_value (adjustment);
  double end = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);

  if (adjustment != self->turn_in_view_adjustment)
    return TRUE;
  return !G_APPROX_VALUE (value, self->turn_in_view_placed, 0.5) &&
         !(value < self->turn_in_view_placed && value >= end - 0.5);
}

/* The placement of the turn's card is about to scroll the players' list from @now to @value
 * (@page tall, the cards' own coordinates @gap above the scroll's): a focused control of the
 * cards that was in view and would not be whole in view afterwards goes to the turn's next
 * step (Roll, End Turn: herald_window_focus_step ()), on a phone's Players page to the turn's
 * card itself (herald_player_card_focus_self ()). Ctrl+Z twice with the focus on Anna's progress cards
 * went back into Dora's turn, the list scrolled to Dora's card, and the focus stayed on
 * Anna's button above the view: Space then pressed a button no one saw (tester report 45,
 * N45-2). */
static void
focus_off_scrolled_card (HeraldWindow *self,
                         GtkWidget    *cards,
                         GtkWidget    *card,
                         double        now,
                         double        value,
                         double        page,
                         double        gap)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  graphene_rect_t bounds;
  double top, bottom;

  /* a menu's item hangs from a card's button but is in no list (test-turn-card's
   * menu-keeps-page); an open dialog has the keyboard */
  if (G_APPROX_VALUE (value, now, 0.5) || focus == NULL || self->dialog != NULL ||
      gtk_widget_get_native (focus) != GTK_NATIVE (self) || !gtk_widget_is_ancestor (focus, cards) ||
      !gtk_widget_get_mapped (focus) || !gtk_widget_compute_bounds (focus, cards, &bounds))
    return;
  top = bounds.origin.y + gap;
  bottom = top + bounds.size.height;
  /* out of view already (the player scrolled away from it), or still in view after */
  if (bottom <= now || top >= now + page || (top >= value - 0.5 && bottom <= value + page + 0.5))
    return;
  if (!herald_window_focus_step (self))
    herald_player_card_focus_self (HERALD_PLAYER_CARD (card));
}

/* After the step's layout: the card of the player whose turn it is in view, its top (the
 * name, whose turn) first. A new turn puts the card's top at the top; after a roll (or an
 * undo within the turn) the column moves only as far as it must. */
static void
turn_in_view_after_paint_cb (GdkFrameClock *clock,
                             HeraldWindow  *self)
{
  const HeraldState *state = herald_window_get_state (self);
  GtkWidget *cards;
  GtkWidget *scroller = turn_cards_scroller (self, &cards);
  GtkWidget *card;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double value, page, top, bottom, gap;
  gboolean new_turn = self->turn_in_view_new;
  gboolean only_shown = self->turn_in_view_only_shown;

  g_clear_signal_handler (&self->turn_in_view_id, clock);
  self->turn_in_view_new = FALSE;
  self->turn_in_view_only_shown = FALSE;
  if (state == NULL || scroller == NULL || state->current >= self->cards->len)
    return;
  card = g_ptr_array_index (self->cards, state->current);
  /* in the cards' own coordinates, which the scrolling does not move: measured against the
   * scroller, a page not shown (the phone's Table page in front) kept its last allocation,
   * and the card was placed from a stale offset, out of view (test-layout phone-states) */
  if (!gtk_widget_is_ancestor (card, cards) || !gtk_widget_compute_bounds (card, cards, &bounds)
      || bounds.size.height <= 0)
    return;

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  top = bounds.origin.y;
  bottom = top + bounds.size.height;
  /* the cards' margin above them is in the scrolled height, not in their own coordinates: a
   * card placed at @top shows that margin above it, and one no taller than the page but
   * taller with the margin lost its last pixels at the bottom (5 px of a 419 px card in
   * 420 px, test-turn-card) */
  gap = gtk_widget_get_margin_top (cards);
  /* the scroller changed its height, no step: a card whose top is out of view was scrolled
   * away from by the player, and stays where it is (unless the window itself left it there) */
  if (only_shown && !new_turn && (top + gap < value || top + gap >= value + page) &&
      scrolled_by_player (self, adjustment))
    return;
  /* nor does it move while the player works on the cards: a tap on a lower card's Trade 1
   * took the focus there, its toast shortened the scroller, and the card was scrolled up 81
   * px under the pointer, and back when the toast left, so the next tap hit another control
   * (tester report 36, N36-1). The focused control itself stays in view above the toast
   * (herald_window_keep_in_view ()). */
  if (only_shown && !new_turn)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      if (focus != NULL && gtk_widget_is_ancestor (focus, cards))
        return;
    }
  if (new_turn || top < value || bounds.size.height > page)
    value = bounds.size.height <= page ? MAX (top, bottom + gap - page) : top;
  else if (bottom + gap > value + page)
    value = bottom + gap - page;
  value = MAX (gtk_adjustment_get_lower (adjustment), MIN (value, gtk_adjustment_get_upper (adjustment) - page));
  focus_off_scrolled_card (self, cards, card, gtk_adjustment_get_value (adjustment), value, page, gap);
  gtk_adjustment_set_value (adjustment, value);
  self->turn_in_view_adjustment = adjustment;
  self->turn_in_view_placed = gtk_adjustment_get_value (adjustment);
}

/* the turn's card placed after the next paint (turn_in_view_after_paint_cb ()) */
static void
schedule_turn_in_view (HeraldWindow  *self,
                       GdkFrameClock *clock)
{
  if (clock == NULL || self->turn_in_view_id != 0)
    return;
  self->turn_in_view_id = g_signal_connect_object (clock, "after-paint", G_CALLBACK (turn_in_view_after_paint_cb),
                                                   self, 0);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
}

/* The players' scroller changed its height without a step: a toast's inset came or went
 * (herald-window-toast.c), a bar opened. The turn's card shown there is shown whole again,
 * after the layout of the new height: placed for a step before the toast's inset came, on a
 * loaded machine a frame later, the card lost its bottom under the toast (CI, test-turn-card:
 * 419 px of card in 438 px). A card the player scrolled away from is left alone, and so are
 * the cards while the focus is on one of them (N36-1). */
static void
turn_scroller_resized_cb (GtkAdjustment *adjustment,
                          GParamSpec    *pspec,
                          HeraldWindow  *self)
{
  GtkWidget *cards;
  GtkWidget *scroller = turn_cards_scroller (self, &cards);

  if (scroller == NULL || gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)) != adjustment
      || !gtk_widget_get_mapped (scroller))
    return;
  /* a step's placement pending: it reads the new height itself */
  if (self->turn_in_view_id == 0)
    self->turn_in_view_only_shown = TRUE;
  schedule_turn_in_view (self, gtk_widget_get_frame_clock (GTK_WIDGET (self)));
}

/**
 * herald_window_watch_turn_scrollers:
 * @self: a window, its table just built (herald_window_ensure_table ())
 *
 * The players' scrollers (the phone's Players page, the column beside the dice) keep the
 * turn's card in view when their height changes (turn_scroller_resized_cb ()).
 */
void
herald_window_watch_turn_scrollers (HeraldWindow *self)
{
  GtkWidget *lists[] = { GTK_WIDGET (self->narrow_players), GTK_WIDGET (self->wide_players) };

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      GtkWidget *scroller = lists[i] != NULL ? gtk_widget_get_ancestor (lists[i], GTK_TYPE_SCROLLED_WINDOW) : NULL;

      if (scroller != NULL)
        g_signal_connect_object (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)),
                                 "notify::page-size", G_CALLBACK (turn_scroller_resized_cb), self, 0);
    }
}

/**
 * herald_window_keep_turn_in_view:
 * @self: a window
 *
 * After a step (the session's #HeraldSession::changed): when the turn changed (End Turn, an
 * undo into another turn, a game opened) or its phase did (a roll, its undo), the card of the
 * player whose turn it is (the engine's state->current) comes into view in the players'
 * scroller, the phone's Players page or the column beside the dice, once the step's layout is
 * done: its top at the scroller's top for a new turn, otherwise moved only as far as needed
 * to show all of it, or its top when it is taller than the scroller. A roll scrolled the
 * column so that the player's name was above its top edge, and an undo left it on another
 * player (newcomer report 18, N18-9, N18-10). Another step (a build on any card) leaves the
 * scroller alone.
 */
void
herald_window_keep_turn_in_view (HeraldWindow *self)
{
  const HeraldState *state = herald_window_get_state (self);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  guint turn;

  if (state == NULL)
    return;
  turn = state->round * 16 + state->current + 1;
  if (turn == self->turn_in_view && (gint) state->phase == self->phase_in_view)
    return;
  self->turn_in_view_new |= turn != self->turn_in_view;
  self->turn_in_view = turn;
  self->phase_in_view = state->phase;
  self->turn_in_view_only_shown = FALSE;
  schedule_turn_in_view (self, clock);
}

/* The first control of @widget (in the widget tree's order) that takes the focus */
static gboolean
grab_first_control (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget))
    return FALSE;
  if (gtk_widget_get_focusable (widget) && GTK_IS_BUTTON (widget) && gtk_widget_grab_focus (widget))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (grab_first_control (child))
      return TRUE;
  return FALSE;
}

/**
 * herald_window_focus_turn_card:
 * @self: a window
 * @player: whose turn it now is, 0 to the number of players - 1
 *
 * On a phone, when the focus is on another player's card as the turn passes to @player (a
 * Redo of End Turn on the Players page; End Turn itself brings the Table page and Roll,
 * herald_window_bring_table ()), it goes to @player's card, the card
 * itself (herald_player_card_focus_self ()), so that Space still rolls: it stayed on the previous player's points button while the page scrolled to the
 * new player's card (newcomer report 12, finding 9). Elsewhere the focus is left alone.
 */
void
herald_window_focus_turn_card (HeraldWindow *self,
                               gint          player)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *card;

  if (!self->narrow || focus == NULL || player < 0 || (guint) player >= self->cards->len)
    return;
  card = g_ptr_array_index (self->cards, player);
  if (focus == card || gtk_widget_is_ancestor (focus, card) || !gtk_widget_get_mapped (card))
    return;
  for (guint i = 0; i < self->cards->len; i++)
    {
      GtkWidget *other = g_ptr_array_index (self->cards, i);

      if (focus == other || gtk_widget_is_ancestor (focus, other))
        {
          /* the card itself, not its first control: that was the points button, and Space,
           * which rolls before the roll, opened its menu (newcomer report 13, N-2) */
          if (!herald_player_card_focus_self (HERALD_PLAYER_CARD (card)) &&
              !gtk_widget_child_focus (card, GTK_DIR_TAB_FORWARD))
            grab_first_control (card);
          return;
        }
    }
}

/**
 * herald_window_players_shown:
 * @self: a window
 *
 * The phone's Players page was just chosen. Chosen with a tap while the focus was on the
 * table, the page stack gives the focus to the page's first control (or the one it had last),
 * the hand button, and Space, which rolls, opened the hand (verify report 13, V13-2): the
 * focus goes to the current player's card itself instead (herald_player_card_focus_self ()),
 * from where Space still rolls and Tab goes on to its controls. Chosen with the arrows on the
 * page tabs, the focus stays on the tab and is left alone. Either way the page shows the
 * current player's card, its top first (herald_window_keep_turn_in_view ()).
 */
void
herald_window_players_shown (HeraldWindow *self)
{
  const HeraldState *state = herald_window_get_state (self);
  GtkWidget *page, *focus;

  if (!self->narrow || state == NULL || self->view_stack == NULL ||
      g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "players") != 0)
    return;
  /* the page opens on the card of the player whose turn it is, its top first: placed while
   * the page was hidden, it had no size, and the page opened on the first seat (newcomer
   * report 21, N21-5) */
  self->turn_in_view_new = TRUE;
  self->turn_in_view_only_shown = FALSE;
  schedule_turn_in_view (self, gtk_widget_get_frame_clock (GTK_WIDGET (self)));
  page = adw_view_stack_get_visible_child (self->view_stack);
  focus = gtk_root_get_focus (GTK_ROOT (self));
  if (page == NULL || focus == NULL || !gtk_widget_is_ancestor (focus, page) || HERALD_IS_PLAYER_CARD (focus))
    return;
  if (state->current < self->cards->len)
    herald_player_card_focus_self (g_ptr_array_index (self->cards, state->current));
}
