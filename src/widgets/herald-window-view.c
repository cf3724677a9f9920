/* herald-window-view.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the table's pages keep in view for a moment, and the one place they scroll for it:
 * after a roll or at a new turn the turn's column from its top, a game opened with
 * its focused step in view, and at every width the focused control above a new toast. Three
 * timed scrolls each had their own special cases before (the roll's result first only for
 * End Turn, a focus below the page left alone only outside the turn's column); one answer
 * now says what must be in view (herald_window_view_value ()), one frame callback scrolls
 * (keep_in_view_cb ()). */

#include "config.h"

#include <string.h>

#include "herald-window-private.h"

/* How long each reason lasts, in ms: the frames of the step (the new sentence laid out, the
 * focus moved on), the save bar opening over an opened game, the toast's inset laid out, the
 * Table page laid out as it is chosen */
static const guint view_ms[HERALD_VIEW_N] = { 250, 1000, 300, 300 };

/**
 * herald_window_roll_result_top:
 * @self: a window
 * @scroller: the turn column's scrolled window
 * @out_top: (out): where the roll's result begins in @scroller's content (the top of the
 *   dice): the scroll beyond which the dice are cut at the top
 *
 * Returns: %FALSE when no roll is on show (before the roll, the setup round)
 */
gboolean
herald_window_roll_result_top (HeraldWindow *self,
                               GtkWidget    *scroller,
                               double       *out_top)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_rect_t result;

  if (!herald_dice_panel_compute_result_bounds (self->dice_panel, scroller, &result))
    return FALSE;
  *out_top = MAX (0, gtk_adjustment_get_value (adjustment) + result.origin.y);
  return TRUE;
}

/* The turn column's scrolled window, %NULL before it is built */
static GtkWidget *
turn_scroller (HeraldWindow *self)
{
  return self->turn_column != NULL ? gtk_widget_get_ancestor (self->turn_column, GTK_TYPE_SCROLLED_WINDOW) : NULL;
}

/* The scrolled pane of the table's pages that holds @focus (the turn's column, the players'
 * cards), or %NULL. A menu's item is in no pane, though its popover hangs from a card's
 * button: a toast's scroll took the points menu's first item for a control below the Players
 * page and scrolled the page 114 px, the menu's button out of view and its menu past the
 * window's top edge (CI's replicas ci33 and ci34, test-turn-card's menu-keeps-page). */
static GtkWidget *
focus_pane (HeraldWindow *self,
            GtkWidget    *focus)
{
  if (focus == NULL || self->view_stack == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->view_stack))
      || gtk_widget_get_native (focus) != GTK_NATIVE (self))
    return NULL;
  return gtk_widget_get_ancestor (focus, GTK_TYPE_SCROLLED_WINDOW);
}

/**
 * herald_window_view_value:
 * @self: a window
 * @scroller: a scrolled pane of the table's pages: the turn's column, the players' cards
 * @why: what is going on: #HeraldViewWhy bits
 *
 * What must be in view of @scroller now, in this order, as the scroll it needs:
 * - after a roll or at a new turn (%HERALD_VIEW_ROLL), the turn's column from its
 *   top: whose turn, the dice, the sentence (newcomer report 9, item 11; tester report 30,
 *   N30-3). A game just opened (%HERALD_VIEW_OPENED) too, its column measured from the top
 *   at each frame: a frame laid out before the phone's shorter texts (the setup round's names
 *   cut) scrolled it for good, the headline cut at the top (fix33's 4b). Otherwise the pane
 *   moves as little as it can.
 * - the focused control, whole, when it is in @scroller: what Space or Return will press
 *   (issue 11). A new toast (%HERALD_VIEW_TOAST) takes only the pages' bottom away: a focus
 *   above the view is none of its business, and outside the turn's column a focus that was
 *   below the page before the toast came (a card the player scrolled away from) stays where
 *   the player left it.
 * - the roll's result first, unless the game was just opened (%HERALD_VIEW_OPENED: the roll
 *   is not news): after a roll, and above End Turn at any time, the column never scrolls past
 *   the top of the dice unless it was past it already (with the save bar open at text scale
 *   1.5 the dice were cut at the top; lead's note 30). Another focus (the pending choice's
 *   button a refused End Turn took the focus to) is shown whole.
 * - the Table page chosen on a phone while a toast is up (%HERALD_VIEW_TABLE), End Turn as if
 *   it had the focus, unless the focus is in the turn's column, whole, past the dice's top if
 *   need be: a pointer's focus was on the Players page, nothing scrolled, and a step's toast
 *   lay over End Turn for its whole time (newcomer report 53, newcomer53-1).
 *
 * Returns: the scroll @scroller's adjustment should have
 */
double
herald_window_view_value (HeraldWindow *self,
                          GtkWidget    *scroller,
                          guint         why)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  gboolean turn = scroller == turn_scroller (self);
  double now = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  double base = turn && (why & (HERALD_VIEW_ROLL | HERALD_VIEW_OPENED)) ? 0 : now;
  double value = base, result;
  graphene_rect_t bounds;

  if (turn && (why & HERALD_VIEW_TABLE) != 0 && focus_pane (self, focus) != scroller &&
      self->end_turn_button != NULL && gtk_widget_get_visible (self->end_turn_button))
    focus = self->end_turn_button;
  if (focus != NULL && focus_pane (self, focus) == scroller && gtk_widget_get_mapped (focus) &&
      gtk_widget_compute_bounds (focus, scroller, &bounds))
    {
      /* the scroller's coordinates, in its content's */
      double top = now + bounds.origin.y, bottom = top + bounds.size.height;
      gboolean toast_only = (why & (HERALD_VIEW_ROLL | HERALD_VIEW_OPENED)) == 0;
      gboolean left = toast_only && (bottom <= now ||
                                     (!turn && top >= now + page + herald_window_table_inset (self)));

      if (!left && bottom > value + page)
        value = MIN (bottom - page, MAX (top, value));
      if (!left && !toast_only && top < value)
        value = top;
    }
  /* not for the Table page chosen under a toast: End Turn is what the player came back to
   * press, whole; the dice come back as the toast goes (at 360 × 640, text scale 1.5, a
   * two-line sentence, End Turn ended 13 px under the page's end) */
  if (turn && (why & (HERALD_VIEW_OPENED | HERALD_VIEW_TABLE)) == 0 &&
      ((why & HERALD_VIEW_ROLL) || focus == self->end_turn_button) &&
      herald_window_roll_result_top (self, scroller, &result))
    value = MIN (value, MAX (result, base));
  return value;
}

/* Each frame while a reason lasts: the panes scrolled to what must be in view. What a new
 * toast alone scrolled is noted, for the pane to scroll back once it has gone
 * (herald-window-toast.c). */
static void
keep_in_view_cb (HeraldWindow  *self,
                 GdkFrameClock *clock)
{
  gint64 now = g_get_monotonic_time ();
  GtkWidget *turn = turn_scroller (self);
  GtkWidget *panes[2] = { NULL, NULL };
  guint why = self->view_why;

  /* the last frame past a reason's time still counts */
  for (guint i = 0; i < HERALD_VIEW_N; i++)
    if ((self->view_why & (1u << i)) != 0 && now > self->view_until[i])
      self->view_why &= ~(1u << i);
  if (self->view_why == 0)
    g_signal_handlers_disconnect_by_func (clock, keep_in_view_cb, self);

  /* a game opened: a step made since has its own scrolling (a toast's, a roll's) */
  if ((why & HERALD_VIEW_OPENED) != 0 &&
      (herald_window_get_game (self) == NULL ||
       herald_game_get_n_actions (herald_window_get_game (self)) != self->view_opened_steps))
    {
      self->view_why &= ~HERALD_VIEW_OPENED;
      why &= ~HERALD_VIEW_OPENED;
    }
  /* the opened game's only on a phone (not yet known to be one as an opened game's window is
   * first shown: each frame looks); the roll's at every width (herald_window_keep_roll_in_view ()) */
  if (!self->narrow)
    why &= ~HERALD_VIEW_OPENED;

  if ((why & (HERALD_VIEW_ROLL | HERALD_VIEW_OPENED)) != 0)
    panes[0] = turn;
  if ((why & HERALD_VIEW_TOAST) != 0)
    panes[1] = focus_pane (self, gtk_root_get_focus (GTK_ROOT (self)));
  /* the Table page chosen under a toast: its column, End Turn above the toast */
  if ((why & HERALD_VIEW_TABLE) != 0 && panes[0] == NULL && panes[1] != turn)
    panes[0] = turn;
  if (panes[1] == panes[0])
    panes[1] = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (panes); i++)
    {
      GtkAdjustment *adjustment;
      double from, to;
      /* what the pane's scroll answers to: a toast's pane other than the turn's column to
       * the toast alone */
      guint pane_why = panes[i] == turn ? why : HERALD_VIEW_TOAST;
      /* a scroll for the toast alone (its inset, the Table page chosen under it) */
      gboolean toast_only = (pane_why & (HERALD_VIEW_ROLL | HERALD_VIEW_OPENED)) == 0;

      if (panes[i] == NULL)
        continue;
      adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (panes[i]));
      from = gtk_adjustment_get_value (adjustment);
      to = herald_window_view_value (self, panes[i], pane_why);
      if (to == from)
        continue;
      gtk_adjustment_set_value (adjustment, to);
      /* a toast's own scroll: for the pane to scroll back once the toast has gone */
      if (toast_only)
        {
          if (!self->toast_scrolled || self->toast_scroller != panes[i])
            self->toast_scrolled_from = from;
          g_set_weak_pointer (&self->toast_scroller, panes[i]);
          self->toast_scrolled = TRUE;
          self->toast_scrolled_to = gtk_adjustment_get_value (adjustment);
        }
    }
}

/**
 * herald_window_keep_in_view:
 * @self: a window
 * @why: one #HeraldViewWhy
 *
 * For a moment (the frames of the new layout: 250 ms for a roll, 1 s for an opened game, 300
 * ms for a toast) the table's panes keep in view what must be (herald_window_view_value ()),
 * also when nothing in the window is drawn anew (a dialog over it closed). A roll ends the
 * opened game's reason.
 */
void
herald_window_keep_in_view (HeraldWindow  *self,
                            HeraldViewWhy  why)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (clock == NULL)
    return;
  if (why == HERALD_VIEW_ROLL)
    self->view_why &= ~HERALD_VIEW_OPENED;
  if (why == HERALD_VIEW_OPENED)
    {
      HeraldGame *game = herald_window_get_game (self);

      self->view_opened_steps = game != NULL ? herald_game_get_n_actions (game) : 0;
    }
  for (guint i = 0; i < HERALD_VIEW_N; i++)
    if (why == 1u << i)
      self->view_until[i] = g_get_monotonic_time () + view_ms[i] * G_TIME_SPAN_MILLISECOND;
  self->view_why |= why;
  g_signal_handlers_disconnect_by_func (clock, keep_in_view_cb, self);
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (keep_in_view_cb), self, G_CONNECT_SWAPPED);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
}

/**
 * herald_window_table_shown:
 * @self: a window, its view stack's page just changed
 *
 * The Table page chosen on a phone while a toast is up (a step made on the Players page, a
 * tap on the Table tab): for a moment its column keeps End Turn in view above the toast
 * (herald_window_view_value (), %HERALD_VIEW_TABLE), and scrolls back once the toast has
 * gone, as for a toast's own inset. On a phone at text scale 1.5 a knight activated on the
 * Players page left its toast over End Turn for its whole time (newcomer53-1).
 */
void
herald_window_table_shown (HeraldWindow *self)
{
  if (!self->narrow || self->view_stack == NULL || self->toast == NULL ||
      herald_window_table_inset (self) <= 0 ||
      g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "table") != 0)
    return;
  herald_window_keep_in_view (self, HERALD_VIEW_TABLE);
}

/* GtkViewport (GTK 4.8) scrolls its child to the focus widget from the window's
 * notify::focus-widget: it asks the focus's bounds, which need the style of the focus and of
 * every ancestor whose focus state the change has just set (about 0.48 M instructions for a
 * focus in the turn's column: 15.5 M of 50 steps in the window, docs/performance.md,
 * twenty-fifth round), and scrolls when they are not whole in view. At a desktop's size the
 * column never has to scroll for it. So GTK's handler for the turn column's viewport is
 * held back when its scroll would surely be none: the column cannot scroll that way (its
 * content fits), or the focus's allocation, without asking its style, lies inside the view
 * with FOCUS_SCROLL_SLACK to spare on each side (more than twice a pill button's border and
 * padding); otherwise GTK's own handler runs, as before. Connected before the table is
 * built, so before GTK's handler, which is connected as the viewport is rooted.
 *
 * GTK's scroll_to_view () asks the adjustment for a value before the current one when the
 * focus starts before the view, after it when it ends beyond the view; the adjustment clamps
 * what it is asked to its range. So a scroll toward the end the column already shows is
 * none: held back too (a decision's button shown by the step and given the focus before it
 * is laid out, at the column's top with the column at its top: 3.4 M instructions of 50
 * window steps, issue 14, docs/performance.md, thirty-first round). Only while no scroll of
 * GTK's own may still run: its handler's scroll is animated (GtkScrolledWindow's
 * adjustments, 200 ms), and a new request, even one clamped to the current value, would
 * stop that animation where it is; so within FOCUS_SCROLL_ANIMATION_US of GTK's handler run
 * a scroll toward an end is not held back for being clamped. */
#define FOCUS_SCROLL_SLACK 64.0
#define FOCUS_SCROLL_ANIMATION_US (1000 * G_TIME_SPAN_MILLISECOND)

/* Whether GTK's scroll_to_view () may move @adjustment for a focus that starts at @start in
 * the viewport and is @size long without its border and padding; @clamped: whether a
 * request toward the end the view is at is known to change nothing (no animation of GTK's
 * may be running) */
static gboolean
focus_axis_may_scroll (GtkAdjustment *adjustment,
                       double         start,
                       double         size,
                       gboolean       clamped)
{
  double page = gtk_adjustment_get_page_size (adjustment);
  double value = gtk_adjustment_get_value (adjustment);
  double lower = gtk_adjustment_get_lower (adjustment);
  double upper = gtk_adjustment_get_upper (adjustment);

  if (upper - page <= lower)
    return FALSE;
  return (start - FOCUS_SCROLL_SLACK < 0 && (!clamped || value > lower)) ||
         (start + size + FOCUS_SCROLL_SLACK >= page && (!clamped || value < upper - page));
}

static void
focus_scroll_cb (HeraldWindow *self)
{
  GtkWidget *viewport = self->turn_column != NULL ? gtk_widget_get_ancestor (self->turn_column, GTK_TYPE_VIEWPORT) : NULL;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  gulong handler;
  gboolean blocked, needed = TRUE;
  graphene_point_t origin;

  if (viewport == NULL)
    return;
  handler = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (viewport), "herald-focus-scroll-handler"));
  if (handler == 0 || !g_signal_handler_is_connected (self, handler))
    {
      handler = g_signal_handler_find (self, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_DETAIL | G_SIGNAL_MATCH_DATA,
                                       g_signal_lookup ("notify", G_TYPE_OBJECT),
                                       g_quark_from_static_string ("focus-widget"), NULL, NULL, viewport);
      if (handler == 0)
        return;
      g_object_set_data (G_OBJECT (viewport), "herald-focus-scroll-handler", GSIZE_TO_POINTER (handler));
      g_object_set_data (G_OBJECT (viewport), "herald-focus-scroll-blocked", NULL);
    }
  blocked = g_object_get_data (G_OBJECT (viewport), "herald-focus-scroll-blocked") != NULL;

  if (focus != NULL && GTK_IS_TEXT (focus))
    focus = gtk_widget_get_parent (focus);
  /* what GTK's handler looks at first: it does nothing then */
  if (focus == NULL || (gtk_widget_get_state_flags (viewport) & GTK_STATE_FLAG_FOCUS_WITHIN) == 0)
    needed = FALSE;
  else if (g_object_get_data (G_OBJECT (self), "herald-focus-scroll-always") == NULL &&
           gtk_widget_compute_point (focus, viewport, &GRAPHENE_POINT_INIT (0, 0), &origin))
    {
      GtkScrollable *scrollable = GTK_SCROLLABLE (viewport);
      gint64 ran = g_get_monotonic_time () - self->focus_scroll_ran_at;
      gboolean clamped = self->focus_scroll_ran_at == 0 || ran < 0 || ran > FOCUS_SCROLL_ANIMATION_US;

      needed = focus_axis_may_scroll (gtk_scrollable_get_hadjustment (scrollable), origin.x, gtk_widget_get_width (focus), clamped) ||
               focus_axis_may_scroll (gtk_scrollable_get_vadjustment (scrollable), origin.y, gtk_widget_get_height (focus), clamped);
      /* tests: how often GTK's handler was held back for a focus in the column */
      if (!needed)
        g_object_set_data (G_OBJECT (self), "herald-focus-scroll-skips",
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (self), "herald-focus-scroll-skips")) + 1));
    }

  if (needed)
    self->focus_scroll_ran_at = g_get_monotonic_time ();
  if (needed && blocked)
    g_signal_handler_unblock (self, handler);
  else if (!needed && !blocked)
    g_signal_handler_block (self, handler);
  g_object_set_data (G_OBJECT (viewport), "herald-focus-scroll-blocked", needed ? NULL : GINT_TO_POINTER (1));
}

/**
 * herald_window_watch_focus_scroll:
 * @self: a window, its table not built yet
 *
 * Holds back GtkViewport's scroll to a new focus in the turn's column when it would surely
 * not scroll (focus_scroll_cb ()).
 */
void
herald_window_watch_focus_scroll (HeraldWindow *self)
{
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_scroll_cb), NULL);
}

/**
 * herald_window_keep_roll_in_view:
 * @self: a window
 *
 * After a roll the turn's column shows its top once laid out (at a desktop's size when the
 * column scrolls at all): whose turn, the dice and the sentence. The focus going on to End Turn scrolled them off the top, and the
 * player saw only the sentence (newcomer report 9, item 11). The focused widget stays in
 * view as well: End Turn comes right under the dice on a phone
 * (herald_window_order_turn_column ()), and when even so it is below the fold the column
 * scrolls only as far as needed to show it, never past the top of the dice: the roll's result
 * comes first (with the save bar open at text scale 1.5 there is room for the dice, a long
 * sentence and End Turn together only on a tall phone). A new turn shows the column's top the same way:
 * it kept the scroll of the turn before, and whose turn and the dice were above the fold
 * (tester report 30, N30-3).
 */
void
herald_window_keep_roll_in_view (HeraldWindow *self)
{
  GtkWidget *scroller = turn_scroller (self);
  GtkAdjustment *column;

  /* at a desktop's size too when the column scrolls: at 1280 × 800 with five players it kept
   * the scroll a focus on the barbarians' card (below End Turn) gave it, and every later
   * turn showed the dice cut at the top and no "Ben to roll" (tester report 44, N44-2) */
  if (!self->narrow)
    {
      if (scroller == NULL)
        return;
      column = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      if (gtk_adjustment_get_value (column) <= 0 &&
          gtk_adjustment_get_upper (column) <= gtk_adjustment_get_page_size (column))
        return;
    }
  herald_window_keep_in_view (self, HERALD_VIEW_ROLL);
}

static void
opened_mapped_cb (HeraldWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, opened_mapped_cb, NULL);
  herald_window_keep_opened_in_view (self);
}

/**
 * herald_window_keep_opened_in_view:
 * @self: a window
 *
 * On a phone, a game was opened: its turn's column scrolls as far as the focused widget (Roll
 * or End Turn) needs to be whole in view, also past the top of the dice (after a roll,
 * herald_window_keep_roll_in_view (), the roll's result wins): the roll is not news. A
 * focus in view leaves the column alone, and a step ends it.
 * Opened from outside the games folder, the save bar takes 92 px as the window opens, and
 * End Turn, focused, was below the fold, the turn's heading half under the bar (tester
 * report 31, N31-3). Kept for a second, as the bar opens; once the window is shown when it
 * is not yet.
 */
void
herald_window_keep_opened_in_view (HeraldWindow *self)
{
  if (gtk_widget_get_frame_clock (GTK_WIDGET (self)) == NULL)
    {
      g_signal_handlers_disconnect_by_func (self, opened_mapped_cb, NULL);
      g_signal_connect (self, "map", G_CALLBACK (opened_mapped_cb), NULL);
      return;
    }
  herald_window_keep_in_view (self, HERALD_VIEW_OPENED);
}

/* Whether @widget may hold a popover (another GtkNative) now or make one on demand: a menu
 * button, a drop-down, a text's context menu and emoji chooser, a label's when it can be
 * selected or has links */
static gboolean
may_make_popover (GtkWidget *widget)
{
  if (GTK_IS_NATIVE (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_DROP_DOWN (widget) ||
      GTK_IS_TEXT (widget) || GTK_IS_TEXT_VIEW (widget) || GTK_IS_SCALE_BUTTON (widget))
    return TRUE;
  if (GTK_IS_LABEL (widget))
    {
      GtkLabel *label = GTK_LABEL (widget);

      return gtk_label_get_selectable (label) ||
             (gtk_label_get_use_markup (label) && strstr (gtk_label_get_label (label), "<a ") != NULL);
    }
  return FALSE;
}

/* Sets the propagation limit of the controllers of @widget and of each widget below it
 * with no popover below it to GTK_LIMIT_NONE; returns whether a popover may be below
 * @widget (may_make_popover ()) */
static gboolean
limit_controllers (GtkWidget *widget)
{
  gboolean popover = may_make_popover (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    popover |= limit_controllers (child);
  if (!popover)
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

          gtk_event_controller_set_propagation_limit (controller, GTK_LIMIT_NONE);
        }
    }
  return popover;
}

/* Whether @controller does the same with any crossing a step makes, whatever its
 * propagation limit (herald_window_lift_limits ()): GTK 4.8's own classes whose
 * handle_crossing () is none (gestures, shortcut, scroll, legacy), takes a drag's only (drop
 * target) or a focus crossing only when its own widget is the old or the new focus (key).
 * The exact type: a subclass may take crossings. */
static gboolean
ignores_step_crossings (GtkEventController *controller)
{
  const GType types[] = {
    GTK_TYPE_GESTURE_CLICK, GTK_TYPE_GESTURE_DRAG, GTK_TYPE_GESTURE_LONG_PRESS,
    GTK_TYPE_GESTURE_SWIPE, GTK_TYPE_GESTURE_PAN, GTK_TYPE_SHORTCUT_CONTROLLER,
    GTK_TYPE_EVENT_CONTROLLER_SCROLL, GTK_TYPE_EVENT_CONTROLLER_LEGACY,
    GTK_TYPE_EVENT_CONTROLLER_KEY, GTK_TYPE_DROP_TARGET_ASYNC, GTK_TYPE_DROP_TARGET,
  };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (G_OBJECT_TYPE (controller) == types[i])
      return TRUE;
  return FALSE;
}

/**
 * herald_window_limit_turn_controllers:
 * @self: a window, its table just built
 *
 * Every focus change asks each event controller of each widget on the chains of the old and
 * the new focus whether it takes the crossing; for GTK's default propagation limit
 * (GTK_LIMIT_SAME_NATIVE) that walks up from the controller's widget and from both focus
 * widgets to their GtkNative, about 18 levels each (5.0 M instructions of 50 steps in the
 * window, docs/performance.md, thirtieth round). A controller's limit matters only for
 * events and crossings whose targets lie in another native (a popover) below its widget
 * (GTK 4.8: gtk_event_controller_filter_event () and _filter_crossing () treat a target of
 * another native as none). Below a widget with no popover every target is in the widget's
 * own native, and the limit changes nothing but the walks. So the controllers of the turn's
 * column and its scrolled window (Roll's and End Turn's chain up to the table; 12 of the 33
 * controllers on it), where no popover is, take GTK_LIMIT_NONE. A widget that holds a
 * popover or may make one (may_make_popover ()) keeps GTK's limit, and so do its ancestors.
 */
void
herald_window_limit_turn_controllers (HeraldWindow *self)
{
  GtkWidget *scroller = turn_scroller (self);

  if (scroller == NULL)
    return;
  limit_controllers (scroller);

  /* those above it that a step lifts are found again at the next step */
  g_clear_pointer (&self->step_controllers, g_ptr_array_unref);
}

/* The controllers above the turn's scrolled window that keep GTK's limit and ignore the
 * crossings of a step (ignores_step_crossings ()): found at a step, once the window has all
 * its own (the focus ring's click, herald_a11y_focus_ring_watch (), comes with the window's
 * first map, after its table) */
static GPtrArray *
find_step_controllers (HeraldWindow *self)
{
  GtkWidget *scroller = turn_scroller (self);
  GPtrArray *found = g_ptr_array_new_with_free_func (g_object_unref);

  for (GtkWidget *w = scroller != NULL ? gtk_widget_get_parent (scroller) : NULL; w != NULL;
       w = gtk_widget_get_parent (w))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (w);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

          if (gtk_event_controller_get_propagation_limit (controller) == GTK_LIMIT_SAME_NATIVE
              && ignores_step_crossings (controller))
            g_ptr_array_add (found, g_steal_pointer (&controller));
        }
    }
  return found;
}

/**
 * herald_window_lift_limits:
 * @self: a window, about to show a step of its session (session_changed_cb ())
 *
 * The focus changes of a step (Roll turned off under the focus, End Turn or Roll given it)
 * ask each controller on both focus widgets' chains up to the window whether it takes the
 * crossing; the window's, AdwFlap's and the toast overlay's (19 of the 21 that keep GTK's
 * limit, GTK_LIMIT_SAME_NATIVE, for the popovers below them) each walked up from both focus
 * widgets to compare their natives: 2.1 M instructions of 50 steps (issue 14,
 * docs/performance.md). For these the limit changes nothing inside a step: GTK 4.8 reads it
 * only in gtk_event_controller_filter_event (), for events, which a step never dispatches
 * (it runs inside one, and GTK goes on with that event's propagation after the step
 * returned, the limits back), and in _filter_crossing (), whose answer changes nothing for
 * a controller that ignores the crossing anyway: gestures, shortcut, scroll and legacy
 * controllers take no crossing at all; a drop target only a drag's (GTK_CROSSING_DROP,
 * made from a drag's events); a key controller only a focus crossing whose old or new
 * target is its own widget, which is in its own native whatever the limit
 * (ignores_step_crossings ()). The motion controllers (the window's, AdwFlap's), whose
 * pointer crossings a step may make as a widget under the pointer turns off, keep it.
 * So, for the step, their limit is GTK_LIMIT_NONE (find_step_controllers ());
 * herald_window_restore_limits () sets it back before the step returns.
 *
 * Returns: (transfer full) (nullable): the controllers lifted, for
 *   herald_window_restore_limits (); %NULL before the table is built or inside a step that
 *   lifted them already
 */
GPtrArray *
herald_window_lift_limits (HeraldWindow *self)
{
  if (self->turn_column == NULL || self->limits_lifted)
    return NULL;
  if (self->step_controllers == NULL)
    self->step_controllers = find_step_controllers (self);
  self->limits_lifted = TRUE;
  for (guint i = 0; i < self->step_controllers->len; i++)
    gtk_event_controller_set_propagation_limit (self->step_controllers->pdata[i], GTK_LIMIT_NONE);
  return g_ptr_array_ref (self->step_controllers);
}

/**
 * herald_window_restore_limits:
 * @self: a window
 * @lifted: (transfer full) (nullable): what herald_window_lift_limits () returned
 *
 * Gives the controllers herald_window_lift_limits () lifted GTK's limit back.
 */
void
herald_window_restore_limits (HeraldWindow *self,
                              GPtrArray    *lifted)
{
  if (lifted == NULL)
    return;
  for (guint i = 0; i < lifted->len; i++)
    gtk_event_controller_set_propagation_limit (lifted->pdata[i], GTK_LIMIT_SAME_NATIVE);
  g_ptr_array_unref (lifted);
  self->limits_lifted = FALSE;
}
