/* herald-window-private.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's parts (as GNOME Text Editor's editor-window-private.h): the window itself in
 * herald-window.c, its actions and their enabled state in herald-window-actions.c, the
 * dialogs of a turn in herald-window-dialogs.c, where the players go in
 * herald-window-layout.c. */

#pragma once

#include "herald-barbarian-track.h"
#include "herald-card-columns.h"
#include "herald-dice-panel.h"
#include "herald-fill-split.h"
#include "herald-game-over-page.h"
#include "herald-games-page.h"
#include "herald-header-title.h"
#include "herald-history-view.h"
#include "herald-save-bar.h"
#include "herald-sounds.h"
#include "herald-tooltip.h"
#include "herald-turn-timer.h"
#include "herald-window.h"

G_BEGIN_DECLS

typedef enum
{
  INTERACTION_ATTACK,
  INTERACTION_REVEAL,
} InteractionType;

typedef struct
{
  InteractionType type;
  HeraldOutcome   outcome;
  guint           rewinds;  /* the session's as it was queued: dropped if it moved */
} Interaction;

/* Why the table's pages keep something in view for a moment (herald-window-view.c) */
typedef enum
{
  HERALD_VIEW_ROLL   = 1 << 0,  /* a roll or a new turn: the column from its top */
  HERALD_VIEW_OPENED = 1 << 1,  /* a game opened, on a phone: its focused step, past the dice */
  HERALD_VIEW_TOAST  = 1 << 2,  /* a new toast took the pages' bottom: the focus above it */
  HERALD_VIEW_TABLE  = 1 << 3,  /* the Table page chosen on a phone under a toast: End Turn above it */
} HeraldViewWhy;

#define HERALD_VIEW_N 4

/* The window's actions whose state herald_window_update_actions () gives, by number rather
 * than by name (herald_window_action_name ()): the player.* ones that are on while a game is
 * played come last, from HERALD_WINDOW_ACTION_PLAYER_FIRST */
typedef enum
{
  HERALD_WINDOW_ACTION_ROLL_AGAIN,
  HERALD_WINDOW_ACTION_ROLL,
  HERALD_WINDOW_ACTION_ENTER_ROLL,
  HERALD_WINDOW_ACTION_ALCHEMIST,
  HERALD_WINDOW_ACTION_END_TURN,
  HERALD_WINDOW_ACTION_DECIDE,
  HERALD_WINDOW_ACTION_STATISTICS,
  HERALD_WINDOW_ACTION_ARRANGE_DECKS,
  HERALD_WINDOW_ACTION_UNDO,
  HERALD_WINDOW_ACTION_REDO,
  HERALD_WINDOW_ACTION_SETUP_PLACE,
  HERALD_WINDOW_ACTION_RESUME,
  HERALD_WINDOW_ACTION_CLOSE,
  HERALD_WINDOW_ACTION_SHOW_TABLE,
  HERALD_WINDOW_ACTION_HISTORY,
  HERALD_WINDOW_ACTION_OPEN_HAND,
  HERALD_WINDOW_ACTION_PLAYER_FIRST,
  HERALD_WINDOW_N_ACTIONS = HERALD_WINDOW_ACTION_PLAYER_FIRST + 23,
} HeraldWindowAction;

struct _HeraldWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  HeraldHeaderTitle    *window_title;
  GtkMenuButton        *menu_button;
  GMenuModel           *primary_menu;  /* the main menu's model, given to it as it first opens */
  GtkToggleButton      *history_button;
  GtkWindow            *reference;  /* (weak) the Rules Reference, hidden when closed */
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;
  GtkWidget            *end_turn_button;
  /* each window action's enabled state as last given to GTK (gboolean + 1, 0 before the
   * first), which only herald_window_set_action_enabled () sets (herald-window-refusals.c) */
  guint8                actions_enabled[HERALD_WINDOW_N_ACTIONS];
  gboolean              focus_new_game;  /* a game was opened: its first step takes the focus */
  guint                 view_why;  /* HeraldViewWhy bits: what the pages keep in view now */
  gint64                view_until[HERALD_VIEW_N];  /* monotonic µs: till when, each */
  gint64                focus_scroll_ran_at;  /* monotonic µs: GtkViewport's focus scroll last let run */
  guint                 view_opened_steps;  /* the opened game's steps then: a step ends it */
  gboolean              toast_scrolled;     /* the toast's inset scrolled a page's pane (weak): */
  GtkWidget            *toast_scroller;
  double                toast_scrolled_from;  /* from there */
  double                toast_scrolled_to;    /* to there */
  /* its first page fits the turn column beside one player card: narrower, the players go to
   * their own page (herald_window_update_width_probe ()) */
  AdwSqueezer          *width_probe;
  GtkWidget            *medium_probe;
  GtkStack             *main_stack;
  GtkWidget            *status_page;      /* the start page, scrolled */
  GtkWidget            *new_game_button;
  HeraldGamesPage      *games_page;
  HeraldSaveBar        *save_bar;
  /* The table and the summary (herald-table.ui), built on first use by
   * herald_window_ensure_table (): %NULL until then */
  AdwFlap              *flap;
  AdwViewStack         *view_stack;
  AdwViewStackPage     *players_page;
  GtkWidget            *turn_column;
  GtkButton            *decision_button;
  GtkStack             *turn_stack;
  GtkWidget            *turn_dot;
  GtkLabel             *turn_label;
  HeraldTurnTimer      *turn_timer;
  /* herald-table-mode.c: the bin that scales the turn column, the far side's banner */
  GtkWidget            *table_bin;
  GtkWidget            *far_side;
  GtkWidget            *table_row;   /* owned: the turn and the track side by side */
  GtkLabel             *far_side_label;
  gboolean              table_mode;
  /* the bin that turns the table toward the player to roll, its button in the header bar,
   * per player the quarter turns toward their side (0xff: not set, evenly around), and the
   * game they are for (borrowed, only compared) */
  GtkWidget            *table_turn;
  GtkWidget            *table_turn_button;
  guint8                table_seats[HERALD_MAX_PLAYERS];
  HeraldGame           *table_seats_game;
  GtkLabel             *setup_label;
  GtkButton            *setup_button;
  HeraldDicePanel      *dice_panel;
  HeraldBarbarianTrack *barbarian_track;
  HeraldCardColumns    *wide_players;
  GtkWidget            *players_scroller;
  GtkBox               *narrow_players;
  AdwViewSwitcherBar   *switcher_bar;
  HeraldHistoryView    *history_view;
  HeraldGameOverPage   *game_over_page;

  /* Owned */
  HeraldSession        *session;
  GSettings            *settings;
  HeraldSounds         *sounds;
  HeraldFillSplit      *fills;      /* the rounded backgrounds drawn in pieces (GL) */
  GPtrArray            *cards;
  GArray               *step_outcomes;
  GQueue                interactions;
  guint                 layout_idle_id;
  guint                 interaction_idle_id;
  guint                 inhibit_cookie;
  GtkWindow            *dialog;
  /* the control that had the focus when a dialog opened (a menu's button for an item of
   * its menu), given it back when the dialog closes and the focus went nowhere */
  GtkWidget            *focus_before_dialog;
  /* the control that had the focus when the history opened, given it back as it closes */
  GtkWidget            *focus_before_history;
  /* the control that had the focus as table mode came on, given it back as it goes; and the
   * one table mode gave the focus to when that one went out of sight (herald-table-mode.c) */
  GtkWidget            *focus_before_table;
  GtkWidget            *focus_given_table;

  /* Borrowed: only compared, to notice a new game */
  HeraldGame           *shown_game;
  /* the games page made its list as the window was made (herald_games_page_setup ()): the
   * window's first refresh does not make it again */
  gboolean              start_page_read;

  /* The toast on screen (weak), its label, and while the step that made it is still
   * running (until the next idle), further toasts join it as new lines */
  AdwToast             *toast;
  GtkLabel             *toast_label;
  guint                 toast_step_id;
  /* the toast said a step since the last step ended (herald_window_toast_step_said ()) and
   * in this main-loop turn: a step that says nothing takes it away only if not */
  gboolean              toast_fresh;
  /* the toast's time on screen, ours rather than libadwaita's: a new step restarts it */
  guint                 toast_timeout_id;
  /* the step said in the toast can be undone (its Undo shows where there is room), the
   * overlay's width the toast was last fitted to, and the refit after a resize */
  gboolean              toast_undo;
  /* the toast says why a step waits for a decision put off: its button opens it (Choose…) */
  gboolean              toast_decide;
  int                   toast_fitted_width;
  guint                 toast_refit_id;
  /* the turn (round and player) the Roll button last took the focus for */
  guint                 focus_turn;
  /* the table back from the winner's page (an undo): the focus to the player's card */
  gboolean              focus_card_back;
  guint                 n_focus_shortcuts; /* first Tab stops given without GTK's search */
  guint                 n_focus_searches;  /* ... and with it */
  guint                 n_focus_early;     /* ... found before Roll turned off */
  guint                 n_roll_early;      /* Roll given the focus before End Turn turned off */
  /* the page's first Tab stop found as Roll turns off under the focus, on first_stop_page
   * (herald_window_find_first_stop ()) */
  GtkWidget            *first_stop;
  GtkWidget            *first_stop_page;
  /* (owned) the controllers above the turn's column that keep GTK's limit and ignore the
   * crossings a step makes: herald_window_lift_limits () */
  GPtrArray            *step_controllers;
  gboolean              limits_lifted;
  /* the step button (Roll, End Turn) the last key that presses a button was let through to,
   * the game's number of actions then, and the last such key's time (the event's, in ms) and
   * hardware code, and whether it is still down: herald_window_watch_step_keys () */
  GtkWidget            *step_key_button;
  guint                 step_key_actions;
  guint32               step_key_time;
  guint                 step_key_code;
  gboolean              step_key_down;
  /* the level last built from a player's card (player, track) and when (monotonic µs): a
   * second click of a double-click on it does not correct it away (player_improve_cb ()) */
  gint                  improved_player;
  gint                  improved_track;
  gint64                improved_at;
  /* the turn (round × 16 + player + 1) and the phase whose card was last brought into
   * view, whether the turn is new, and the frame clock's handler that does it after the
   * step's layout */
  guint                 turn_in_view;
  gint                  phase_in_view;
  gboolean              turn_in_view_new;
  /* the placement pending is for a new height of the scroller, not a step: only a card
   * whose top is in view moves */
  gboolean              turn_in_view_only_shown;
  gulong                turn_in_view_id;
  /* where the card was last placed: the scroller's adjustment (unowned) and its value */
  GtkAdjustment        *turn_in_view_adjustment;
  double                turn_in_view_placed;

  HeraldRoll            pending_roll;
  gint                  cards_layout;
  guint                 narrow : 1;
  guint                 probe_on_map : 1;  /* measure the probe's width once mapped */
  guint                 show_table : 1;
  guint                 pending_dismissed : 1;
  /* a dialog was answered, and the window has not yet looked for the next one: the focus
   * stays where it is until then (interaction_idle_cb ()). The step the answer makes moved
   * it while the next dialog was on its way (the attack's result after Fight, which city
   * after it): to the decision's button, to End Turn, then into the next dialog, each handed
   * to a screen reader (newcomer report 18, N18-6) */
  guint                 answering : 1;
  /* the last step was an Undo or Redo of the table: a decision it leaves pending shows on
   * the table without a dialog, and a redone attack's result is not shown again (breaker
   * report 10, F12); the next other step or the decision button asks again */
  guint                 stepping : 1;
  /* the window is refreshed for the session's change (session_changed_cb ()): Roll turned
   * off under the focus has the page's first Tab stop found first (herald_window_find_first_stop ()) */
  guint                 focus_hand_over : 1;
  guint                 no_early_first_stop : 1;  /* tests: found after the drop, as before */
  guint                 offer_drawn_roll : 1;
  guint                 offer_last_draws : 1;  /* a resumed game: the last step's draws */
  guint                 told_full : 1;  /* the game's length limit was said */
  /* the dialog being shown opens after the window's next frame (a roll's dialog) */
  guint                 present_after_frame : 1;
  /* the open dialog asks for a decision the game waits for (decision_item): it closes when
   * the item leaves the session's pending list (an undo, another game), and is asked again
   * if a decision is still owed */
  GtkWindow            *decision_dialog;
  guint                 n_redraws;        /* how often the table was redrawn: one per step */  /* borrowed, cleared when it is destroyed */
  HeraldPendingItem    *decision_item;    /* (owned) the session's item the decision dialog asks */
};

static inline HeraldGame *
herald_window_get_game (HeraldWindow *self)
{
  return herald_session_get_game (self->session);
}

static inline const HeraldState *
herald_window_get_state (HeraldWindow *self)
{
  return herald_session_get_state (self->session);
}

/* herald-window.c */
void              herald_window_fit_window           (HeraldWindow        *self,
                                                      GtkWindow           *window);
void              herald_window_fit_toast            (HeraldWindow        *self,
                                                      GtkLabel            *label);
void              herald_window_toast_resized        (HeraldWindow        *self);
void              herald_window_toast                (HeraldWindow        *self,
                                                      const char          *text,
                                                      gboolean             with_undo);
void              herald_window_toast_brief          (HeraldWindow        *self,
                                                      const char          *text,
                                                      const char          *brief,
                                                      gboolean             with_undo);
void              herald_window_toast_unsaid         (HeraldWindow        *self,
                                                      const char          *text);
void              herald_window_toast_in_sentence    (HeraldWindow        *self,
                                                      const char          *text);
void              herald_window_toast_again          (HeraldWindow        *self,
                                                      const char          *text,
                                                      const char          *brief,
                                                      const char          *icon);
void              herald_window_toast_step_begins    (HeraldWindow        *self);
void              herald_window_toast_step_said      (HeraldWindow        *self);
gboolean          herald_window_say_step_refusal     (HeraldWindow        *self,
                                                      GtkWindow           *dialog,
                                                      gboolean             undo);
void              herald_window_toast_refusal        (HeraldWindow        *self,
                                                      const GError        *error);
char             *herald_window_refusal_sentence     (HeraldWindow        *self,
                                                      const GError        *error);
void              herald_window_toast_decision_refusal (HeraldWindow      *self,
                                                      const char          *text);
void              herald_window_end_turn_action      (HeraldWindow        *self,
                                                      HeraldAction        *action);
void              herald_window_ask_end_turn         (HeraldWindow        *self,
                                                      gboolean             key);
gboolean          herald_window_step_key_cb          (GtkWidget           *widget,
                                                      GVariant            *args,
                                                      gpointer             user_data);
void              herald_window_refresh              (HeraldWindow        *self);
void              herald_window_restore_focus        (HeraldWindow        *self);
gboolean          herald_window_focus_step           (HeraldWindow        *self);
gboolean          herald_window_can_keep_focus       (HeraldWindow        *self,
                                                      GtkWidget           *focus);
void              herald_window_watch_refused_taps   (HeraldWindow        *self);
void              herald_window_target_page          (HeraldWindow        *self);
void              herald_window_show_page            (HeraldWindow        *self,
                                                      const char          *name);
gboolean          herald_window_drew_a_frame         (HeraldWindow        *self);
char             *herald_window_header_name          (const char          *name);
char             *herald_window_turn_subtitle        (HeraldWindow        *self,
                                                      const HeraldState   *state,
                                                      const char          *header_name);
void              herald_window_held_landing_cb      (HeraldWindow        *self);
void              herald_window_keep_in_view         (HeraldWindow        *self,
                                                      HeraldViewWhy        why);
double            herald_window_view_value           (HeraldWindow        *self,
                                                      GtkWidget           *scroller,
                                                      guint                why);
int               herald_window_table_inset          (HeraldWindow        *self);
void              herald_window_table_shown          (HeraldWindow        *self);
void              herald_window_keep_roll_in_view    (HeraldWindow        *self);
void              herald_window_keep_opened_in_view  (HeraldWindow        *self);
void              herald_window_watch_focus_scroll   (HeraldWindow        *self);
void              herald_window_watch_step_keys      (HeraldWindow        *self);
gboolean          herald_window_step_key_pressed     (HeraldWindow        *self,
                                                      guint                keyval,
                                                      guint                keycode,
                                                      GdkModifierType      state,
                                                      guint32              time);
gboolean          herald_window_step_key_let_through (HeraldWindow        *self,
                                                      guint                keycode,
                                                      guint32              time);
void              herald_window_step_key_released    (HeraldWindow        *self,
                                                      guint                keycode);
gboolean          herald_window_roll_result_top      (HeraldWindow        *self,
                                                      GtkWidget           *scroller,
                                                      double              *out_top);
gboolean          herald_window_bring_table          (HeraldWindow        *self,
                                                      gboolean             new_turn);
void              herald_window_focus_page           (HeraldWindow        *self);
void              herald_window_find_first_stop      (HeraldWindow        *self,
                                                      GtkWidget           *leaving);
gboolean          herald_window_give_roll_early      (HeraldWindow        *self,
                                                      gboolean             before_roll);
void              herald_window_remember_focus       (HeraldWindow        *self);
void              herald_window_save_bar_focus_left  (HeraldWindow        *self);
void              herald_window_history_toggled      (HeraldWindow        *self);
void              herald_window_move_focus           (GtkWidget           *widget,
                                                      GtkDirectionType     direction);
void              herald_window_show_turn_dice       (HeraldWindow        *self,
                                                      gboolean             said);
void              herald_window_handle_outcomes      (HeraldWindow        *self,
                                                      gboolean             is_roll);
gboolean          herald_window_perform              (HeraldWindow        *self,
                                                      HeraldAction        *action,
                                                      gboolean             toast);
void              herald_window_update_decision      (HeraldWindow        *self);

/* herald-window-layout.c */
void              herald_window_place_cards      (HeraldWindow        *self);
void              herald_window_order_turn_column (HeraldWindow       *self);
void              herald_window_size_label       (GtkLabel            *label,
                                                  GPtrArray           *texts);
void              herald_window_queue_width_probe (HeraldWindow       *self);
void              herald_window_share_table_row (HeraldWindow         *self);
void              herald_window_update_header_buttons (HeraldWindow   *self);
void              herald_window_width_changed_cb (HeraldWindow        *self);
void              herald_window_width_probe_map_cb (HeraldWindow      *self);
void              herald_window_keep_turn_in_view (HeraldWindow       *self);
void              herald_window_watch_turn_scrollers (HeraldWindow    *self);
void              herald_window_limit_turn_controllers (HeraldWindow  *self);
GPtrArray        *herald_window_lift_limits          (HeraldWindow        *self);
void              herald_window_restore_limits       (HeraldWindow        *self,
                                                      GPtrArray           *lifted);
void              herald_window_players_shown (HeraldWindow   *self);
void              herald_window_focus_turn_card  (HeraldWindow        *self,
                                                  gint                 player);

/* herald-table-mode.c */
void              herald_window_init_table_mode  (HeraldWindow        *self);
void              herald_window_init_table_widgets (HeraldWindow      *self);
void              herald_window_ensure_table     (HeraldWindow        *self);
gboolean          herald_window_has_table        (HeraldWindow        *self);
void              herald_window_forget_table     (HeraldWindow        *self);
void              herald_window_update_table_mode (HeraldWindow       *self);
void              herald_window_set_table_mode   (HeraldWindow        *self,
                                                  gboolean             table_mode);
gboolean          herald_window_get_table_mode   (HeraldWindow        *self);
guint             herald_window_get_table_turns  (HeraldWindow        *self);

/* herald-window-actions.c */
void              herald_window_class_add_actions    (GtkWidgetClass      *widget_class);
void              herald_window_class_add_renderer   (GtkWidgetClass      *widget_class);
void              herald_window_update_actions       (HeraldWindow        *self);
void              herald_window_set_action_enabled   (HeraldWindow        *self,
                                                      HeraldWindowAction   action,
                                                      gboolean             enabled);
const char       *herald_window_action_name          (HeraldWindowAction   action);

/* herald-window-player-actions.c */
void              herald_window_class_add_player_actions (GtkWidgetClass  *widget_class);

/* herald-window-present.c */
gboolean          herald_gl_renderer_is_software (const char          *renderer);
void              herald_window_set_gl_renderer_for_test (const char  *renderer);
void              herald_window_show_dialog          (HeraldWindow        *self,
                                                      AdwMessageDialog    *dialog,
                                                      GCallback            response_cb);
AdwMessageDialog *herald_window_message              (HeraldWindow        *self,
                                                      const char          *heading,
                                                      const char          *body);
void              herald_window_process_interactions (HeraldWindow        *self);
void              herald_window_ask_when_idle        (HeraldWindow        *self);
void              herald_window_mark_decision        (HeraldWindow        *self);
void              herald_window_close_stale_decision (HeraldWindow        *self);
void              herald_window_drop_dialogs_of_old_game (HeraldWindow   *self);
void              herald_window_wait_saves_in_frames (HeraldWindow      *self);
void              herald_window_present_dialog       (HeraldWindow        *self,
                                                      GtkWindow           *dialog);
void              herald_window_show_roll_dialog     (HeraldWindow        *self,
                                                      AdwMessageDialog    *dialog,
                                                      GCallback            response_cb);

/* herald-window-dialogs.c */
gboolean          herald_window_can_play_now         (HeraldWindow        *self,
                                                      guint                player,
                                                      HeraldCard           card,
                                                      GError             **error);
void              herald_window_reveal_answered      (HeraldWindow        *self);
void              herald_window_queue_last_draws     (HeraldWindow        *self);
void              herald_window_queue_interaction    (HeraldWindow        *self,
                                                      InteractionType      type,
                                                      const HeraldOutcome *outcome);
void              herald_window_focus_start          (HeraldWindow        *self);
GtkWidget        *herald_window_update_start_default (HeraldWindow       *self);
gboolean          herald_window_update_room          (HeraldWindow        *self,
                                                      gboolean             playing);
void              herald_window_update_end_turn      (HeraldWindow        *self,
                                                      gboolean             enabled,
                                                      gboolean             playing,
                                                      gboolean             left);
void              herald_window_show_reveal          (HeraldWindow        *self,
                                                      const HeraldOutcome *draw);
void              herald_window_ask_privacy          (HeraldWindow        *self,
                                                      guint                player,
                                                      gboolean             discard);
void              herald_window_start_play_card      (HeraldWindow        *self,
                                                      guint                player,
                                                      HeraldCard           card);
void              herald_window_show_pending         (HeraldWindow        *self,
                                                      HeraldPendingItem   *pending);
void              herald_window_start_roll           (HeraldWindow        *self,
                                                      const HeraldRoll    *roll);
void              herald_window_enter_roll           (HeraldWindow        *self);
void              herald_window_alchemist            (HeraldWindow        *self);
void              herald_window_start_displace       (HeraldWindow        *self,
                                                      guint                player,
                                                      guint                knight);
void              herald_window_show_physical_card   (HeraldWindow        *self,
                                                      guint                player);
void              herald_window_show_correct         (HeraldWindow        *self,
                                                      guint                player);
void              herald_window_show_decks           (HeraldWindow        *self);

G_END_DECLS
