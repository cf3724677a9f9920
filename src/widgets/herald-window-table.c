/* herald-window-table.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's table (the turn, the dice panel, the barbarian track, the players' cards, the
 * history beside them) and the winner's summary, built from herald-table.ui the first time a
 * game is shown rather than with the window: the first frame shows the start page, and
 * building, styling and measuring a table nobody sees yet made start-up slower (issue 14). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-dice-panel.h"
#include "herald-inset-layout.h"
#include "herald-path-text.h"
#include "herald-player-card.h"
#include "herald-split-layout.h"
#include "herald-style.h"
#include "herald-text.h"
#include "herald-window-private.h"

/* The history takes the focus as it is shown (herald-window.c's history_toggled_cb ()): its
 * newest step, or with no step yet the view itself, which says so */
static void
history_map_cb (HeraldWindow *self)
{
  if (gtk_toggle_button_get_active (self->history_button))
    gtk_widget_child_focus (GTK_WIDGET (self->history_view), GTK_DIR_TAB_FORWARD);
}

/* An export of the winner's summary was written: the table is told that it was saved and
 * where (the file chooser closed without a word, newcomer report 14, N14-16), the path as one
 * isolated run of text (herald_path_text ()) */
static void
game_over_exported_cb (HeraldWindow *self,
                       const char   *format,
                       const char   *path)
{
  g_autofree char *where = herald_path_text (path);
  g_autofree char *text = NULL;

  if (g_strcmp0 (format, "pdf") == 0)
    /* Translators: %s is the file's path */
    text = g_strdup_printf (_("The summary is saved as PDF in %s"), where);
  else if (g_strcmp0 (format, "csv") == 0)
    /* Translators: %s is the file's path */
    text = g_strdup_printf (_("The log is saved as CSV in %s"), where);
  else
    /* Translators: %s is the file's path */
    text = g_strdup_printf (_("The game file is saved as JSON in %s"), where);
  herald_window_toast (self, text, FALSE);
}

/* The turn timer's totals on the player cards (herald-turn-timer.c) */
static void
turn_timer_tick_cb (HeraldWindow *self)
{
  for (guint i = 0; self->cards != NULL && i < self->cards->len; i++)
    {
      HeraldPlayerCard *card = g_ptr_array_index (self->cards, i);
      g_autofree char *text = herald_turn_timer_describe_player (self->turn_timer,
                                                                 herald_player_card_get_player (card));

      herald_player_card_set_turn_time (card, text);
    }
}

#define GET(name) (self->name = (gpointer) gtk_builder_get_object (builder, #name))

/* On a phone's page tabs (AdwViewSwitcherBar's buttons), Left and Right choose the next tab's
 * page (as a click does) and move the focus to it: the focus moved while the page stayed, and
 * Orca said "Players page tab" over the table (newcomer report 12, item 10). No tab changes
 * its state for the screen reader while the focus is on it: chosen once the focus was there,
 * the tab's change was told with the focus on it, and Orca said "Players page tab" twice
 * (issue 11). */
static gboolean
switcher_key_pressed_cb (GtkEventControllerKey *keys,
                         guint                  keyval,
                         guint                  keycode,
                         GdkModifierType        state,
                         gpointer               user_data)
{
  GtkWidget *bar = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys));
  GtkRoot *root = gtk_widget_get_root (bar);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean right = keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right;
  gboolean forward;
  GtkWidget *next;

  if (!right && keyval != GDK_KEY_Left && keyval != GDK_KEY_KP_Left)
    return FALSE;
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || focus == NULL || !GTK_IS_TOGGLE_BUTTON (focus) || !gtk_widget_is_ancestor (focus, bar))
    return FALSE;

  /* the tab beside the focused one on that side, if any (the arrows do not wrap around) */
  forward = right != (gtk_widget_get_direction (focus) == GTK_TEXT_DIR_RTL);
  for (next = forward ? gtk_widget_get_next_sibling (focus) : gtk_widget_get_prev_sibling (focus);
       next != NULL && !(GTK_IS_TOGGLE_BUTTON (next) && gtk_widget_get_visible (next));
       next = forward ? gtk_widget_get_next_sibling (next) : gtk_widget_get_prev_sibling (next))
    ;
  if (next == NULL)
    return FALSE;

  /* the tab is pressed and selected for the screen reader before the focus comes to it, then
   * chosen (GTK 4.8 tells a state only when it changes), and the tab left is unpressed and
   * unselected once the focus has left it */
  gtk_accessible_update_state (GTK_ACCESSIBLE (next),
                               GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_TRUE,
                               GTK_ACCESSIBLE_STATE_SELECTED, TRUE,
                               -1);
  gtk_widget_set_focusable (next, TRUE);
  gtk_widget_grab_focus (next);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (next), TRUE);
  return TRUE;
}

/* The phone's page tabs are one Tab stop, as a GNOME user expects of tabs: only the tab of the
 * page shown takes the focus by Tab, and the arrows go to the other (newcomer report 16,
 * N16-12: Tab went Table, then Players). A tab chosen becomes the stop; the tab left, if the
 * focus stayed on it (a click elsewhere), gives the focus to the tab chosen. */
static void
switcher_tab_active_cb (GtkToggleButton *tab,
                        GParamSpec      *pspec,
                        gpointer         user_data)
{
  gboolean active = gtk_toggle_button_get_active (tab);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (tab));

  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  gtk_widget_set_focusable (GTK_WIDGET (tab), active);
  if (focus == NULL || !GTK_IS_TOGGLE_BUTTON (focus)
      || gtk_widget_get_parent (focus) != gtk_widget_get_parent (GTK_WIDGET (tab)))
    return;
  /* the tab chosen, the focus on another: the focus comes to it (whichever tab is told first) */
  if (active && focus != GTK_WIDGET (tab))
    gtk_widget_grab_focus (GTK_WIDGET (tab));
  else if (!active && focus == GTK_WIDGET (tab))
    for (GtkWidget *other = gtk_widget_get_first_child (gtk_widget_get_parent (focus));
         other != NULL && gtk_root_get_focus (root) == focus;
         other = gtk_widget_get_next_sibling (other))
      if (GTK_IS_TOGGLE_BUTTON (other) && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (other)))
        gtk_widget_grab_focus (other);
}

static void
track_switcher_tabs (GtkWidget *widget)
{
  if (GTK_IS_TOGGLE_BUTTON (widget))
    {
      if (g_object_get_data (G_OBJECT (widget), "herald-tab-stop") == NULL)
        {
          g_object_set_data (G_OBJECT (widget), "herald-tab-stop", GINT_TO_POINTER (TRUE));
          g_signal_connect (widget, "notify::active", G_CALLBACK (switcher_tab_active_cb), NULL);
        }
      gtk_widget_set_focusable (widget, gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (widget)));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    track_switcher_tabs (child);
}

/**
 * herald_window_ensure_table:
 * @self: the window
 *
 * Builds the table and the winner's summary and adds them to the main stack as "game" and
 * "summary", once; later calls do nothing. Until then the table's widgets (self->dice_panel,
 * self->turn_column, ...) are %NULL: code that may run without a game open checks
 * herald_window_has_table() first.
 */
void
herald_window_ensure_table (HeraldWindow *self)
{
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (HERALD_IS_WINDOW (self));

  if (self->flap != NULL)
    return;

  /* the table's rules, not parsed before a table is needed (herald-style.c) */
  herald_style_ensure_table ();
  g_type_ensure (HERALD_TYPE_CARD_COLUMNS);
  g_type_ensure (HERALD_TYPE_SPLIT_LAYOUT);
  g_type_ensure (HERALD_TYPE_DICE_PANEL);
  g_type_ensure (HERALD_TYPE_TURN_TIMER);
  g_type_ensure (HERALD_TYPE_BARBARIAN_TRACK);
  g_type_ensure (HERALD_TYPE_HISTORY_VIEW);
  g_type_ensure (HERALD_TYPE_GAME_OVER_PAGE);
  g_type_ensure (HERALD_TYPE_INSET_LAYOUT);

  builder = gtk_builder_new ();
  if (!gtk_builder_add_from_resource (builder, "/io/github/herald/Herald/ui/herald-table.ui", &error))
    g_error ("herald-table.ui: %s", error->message);  /* linked into the program: cannot fail */

  GET (flap);
  GET (view_stack);
  GET (players_page);
  GET (turn_column);
  GET (decision_button);
  GET (turn_stack);
  GET (turn_dot);
  GET (turn_label);
  GET (turn_timer);
  GET (setup_label);
  GET (setup_button);
  GET (dice_panel);
  GET (end_turn_button);
  GET (barbarian_track);
  GET (wide_players);
  GET (players_scroller);
  GET (narrow_players);
  GET (switcher_bar);
  GET (history_view);
  herald_window_watch_refused_taps (self);
  GET (game_over_page);
  herald_wrap_button_label (GTK_WIDGET (self->setup_button));
  /* "Fine costruzione speciale" at text scale 1.5 made the turn's column 51 px wider than a
   * phone, cut on both sides (tester report 47, N47-1) */
  herald_wrap_button_label (self->end_turn_button);
  /* the arrows choose the page as they move between the phone's page tabs (README §10) */
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    /* before the focused tab's own handling of the arrows */
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (switcher_key_pressed_cb), NULL);
    gtk_widget_add_controller (GTK_WIDGET (self->switcher_bar), keys);
  }
  /* one Tab stop, the tab of the page shown (N16-12); its tabs made anew are tracked as the
   * bar is shown */
  track_switcher_tabs (GTK_WIDGET (self->switcher_bar));
  g_signal_connect (self->switcher_bar, "map", G_CALLBACK (track_switcher_tabs), NULL);
  /* a tap on the Players tab leaves the focus on the current player's card itself, not on
   * a control Space would press (verify report 13, V13-2) */
  g_signal_connect_object (self->view_stack, "notify::visible-child", G_CALLBACK (herald_window_players_shown),
                           self, G_CONNECT_SWAPPED);
  /* the Table tab tapped under a step's toast: End Turn above it (newcomer53-1) */
  g_signal_connect_object (self->view_stack, "notify::visible-child", G_CALLBACK (herald_window_table_shown),
                           self, G_CONNECT_SWAPPED);
  /* the decision owed ("Welche Stadt verliert Cleo?") wraps too: its label is made now, and
   * kept by each gtk_button_set_label () (verify report 11, V-1) */
  gtk_button_set_label (self->decision_button, "");
  herald_wrap_button_label (GTK_WIDGET (self->decision_button));

  gtk_stack_add_named (self->main_stack, GTK_WIDGET (self->flap), "game");
  gtk_stack_add_named (self->main_stack, GTK_WIDGET (self->game_over_page), "summary");
  g_signal_connect_object (self->game_over_page, "exported", G_CALLBACK (game_over_exported_cb),
                           self, G_CONNECT_SWAPPED);

  g_object_bind_property (self->history_button, "active", self->flap, "reveal-flap",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_signal_connect_object (self->history_view, "map", G_CALLBACK (history_map_cb),
                           self, G_CONNECT_SWAPPED);
  /* the history follows the session's list of steps by itself */
  herald_history_view_set_history (self->history_view, herald_session_get_history (self->session));
  /* whose turn it is, said when it changes (End Turn, an undo) */
  herald_a11y_announce_label (self->turn_label);

  herald_turn_timer_set_session (self->turn_timer, self->session, self->settings, self->sounds);
  g_signal_connect_object (self->turn_timer, "tick", G_CALLBACK (turn_timer_tick_cb), self, G_CONNECT_SWAPPED);

  /* a card grown wider beside the turn: the players may need their own page */
  g_signal_connect_object (self->wide_players, "notify::child-width",
                           G_CALLBACK (herald_window_queue_width_probe), self, G_CONNECT_SWAPPED);
  herald_window_share_table_row (self);
  herald_window_init_table_widgets (self);
  herald_window_watch_turn_scrollers (self);
  herald_window_limit_turn_controllers (self);
  self->cards_layout = -1;
  herald_window_place_cards (self);
}

#undef GET

/**
 * herald_window_has_table:
 * @self: the window
 *
 * Returns: whether the table has been built (herald_window_ensure_table())
 */
gboolean
herald_window_has_table (HeraldWindow *self)
{
  g_return_val_if_fail (HERALD_IS_WINDOW (self), FALSE);

  return self->flap != NULL;
}

/**
 * herald_window_forget_table:
 * @self: the window, its template disposed (the table went with the main stack)
 *
 * Drops the window's pointers to the table's widgets.
 */
void
herald_window_forget_table (HeraldWindow *self)
{
  self->flap = NULL;
  self->view_stack = NULL;
  self->players_page = NULL;
  self->turn_column = NULL;
  self->decision_button = NULL;
  self->turn_stack = NULL;
  self->turn_dot = NULL;
  self->turn_label = NULL;
  self->turn_timer = NULL;
  self->setup_label = NULL;
  self->setup_button = NULL;
  self->dice_panel = NULL;
  self->end_turn_button = NULL;
  self->barbarian_track = NULL;
  self->wide_players = NULL;
  self->players_scroller = NULL;
  self->narrow_players = NULL;
  self->switcher_bar = NULL;
  self->history_view = NULL;
  self->game_over_page = NULL;
  self->table_bin = NULL;
  self->table_turn = NULL;
  self->far_side = NULL;
  self->far_side_label = NULL;
}

/* The dice of this turn and what they meant, read from the log (so after an undo or a resume
 * too); before the roll none, not the last player's, unless dice rolled for it are held for a
 * landing ship (a check-in cancelled, a landing undone): those stay on show, as Roll brings
 * them back (N20-2). Whether the ship lands is the engine's (herald_game_get_ship_landing ()),
 * which the barbarian track shows too: the two say the same (N23-8); where only the event die
 * is held (an Alchemist's roll undone), no dice are shown, but the ship lands all the same.
 * @said: whether a screen reader hears the sentence when it changed; not after a step whose
 * toast tells the change itself (an undo, a walled city given up on a 7: the whole roll's
 * sentence was heard again after the toast, N45-8). */
void
herald_window_show_turn_dice (HeraldWindow *self,
                              gboolean      said)
{
  HeraldGame *game = herald_window_get_game (self);
  g_autoptr(GArray) outcomes = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  g_autofree char *banner = NULL;
  HeraldRoll held;

  if (game != NULL && herald_game_get_roll_outcomes (game, outcomes) > 0)
    banner = herald_text_roll_banner (game, (const HeraldOutcome *) outcomes->data, outcomes->len);
  else if (game != NULL && herald_game_get_ship_landing (game))
    {
      herald_dice_panel_set_roll (self->dice_panel,
                                  herald_session_get_held_landing (self->session, &held) ? &held : NULL,
                                  FALSE);
      banner = g_strdup (_("The barbarian ship lands: check the pieces before the battle."));
      herald_dice_panel_set_banner_said (self->dice_panel, banner, said ? banner : NULL);
      return;
    }

  herald_dice_panel_set_roll (self->dice_panel,
                              banner != NULL ? &herald_game_get_state (game)->last_roll : NULL, FALSE);
  herald_dice_panel_set_banner_said (self->dice_panel, banner, said ? banner : NULL);
}
