/* herald-turn-timer.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The optional turn timer (issue 13, "the feel"): off by default (the "turn-timer" setting).
 * Beside the name of the player whose turn it is, the time of this turn and a pause button;
 * at the limit ("turn-timer-limit", seconds) a gentle signal, the chime and the time in the
 * warning colour, never a dialog. Each player's total is on their card.
 *
 * The time is the table's, not the game's: it never enters the engine or the save file.
 * It is kept per turn, a turn being a round and the player whose turn it is, and runs for the
 * turn the game shows: after an Undo that goes back to the previous turn, the clock runs on
 * from that turn's time; Redo brings back the later turn's. Time spent is never taken away.
 * It is kept as long as Herald runs: a game resumed after a restart starts at 0 (the
 * statistics' turn durations come from the times of the actions in the save file). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-turn-timer.h"
#include "herald-widget-update.h"
#include "herald-style.h"

#define TICK_MS 1000

struct _HeraldTurnTimer
{
  GtkWidget       parent_instance;

  GtkWidget      *box;
  GtkLabel       *label;
  GtkButton      *pause_button;

  HeraldSession  *session;     /* owned */
  GSettings      *settings;    /* owned, nullable */
  /* the settings' "turn-timer" and "turn-timer-limit", kept as they change: read at every
   * step and tick, each g_settings_get_*() was 8,000–23,000 instructions (docs/performance.md,
   * nineteenth round) */
  gboolean        on;
  guint           limit;
  HeraldSounds   *sounds;      /* owned, nullable */
  HeraldGame     *game;        /* borrowed: only compared, to notice a new game */

  GHashTable     *turns;       /* turn key → gint64 µs, boxed in a gint64 */
  GHashTable     *signalled;   /* turn keys whose limit was signalled */
  guint           key;
  gboolean        has_turn;
  gboolean        paused;
  gint64          last_tick;
  guint           tick_id;
  gint64        (*now) (void);  /* the clock: g_get_monotonic_time() but in tests */
};

G_DEFINE_FINAL_TYPE (HeraldTurnTimer, herald_turn_timer, GTK_TYPE_WIDGET)

enum {
  TICK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* a turn: the round and the player whose turn it is */
#define TURN_KEY(round, player) (((guint) (round) << 4) | (guint) (player))
#define KEY_PLAYER(key) ((key) & 0xf)

/**
 * herald_turn_timer_format:
 * @seconds: a duration
 *
 * Returns: (transfer full): "m:ss", or "h:mm:ss" from an hour on
 */
char *
herald_turn_timer_format (guint seconds)
{
  if (seconds >= 3600)
    return g_strdup_printf ("%u:%02u:%02u", seconds / 3600, seconds / 60 % 60, seconds % 60);
  return g_strdup_printf ("%u:%02u", seconds / 60, seconds % 60);
}

/**
 * herald_turn_timer_get_enabled:
 * @self: the timer
 *
 * Returns: whether the "turn-timer" setting is on (off without settings)
 */
gboolean
herald_turn_timer_get_enabled (HeraldTurnTimer *self)
{
  g_return_val_if_fail (HERALD_IS_TURN_TIMER (self), FALSE);

  return self->settings != NULL && self->on;
}

static guint
limit_seconds (HeraldTurnTimer *self)
{
  return self->settings != NULL ? self->limit : 120;
}

static void
read_settings (HeraldTurnTimer *self)
{
  if (self->settings == NULL)
    return;
  self->on = g_settings_get_boolean (self->settings, "turn-timer");
  self->limit = (guint) g_settings_get_int (self->settings, "turn-timer-limit");
}

static gint64 *
turn_time (HeraldTurnTimer *self,
           guint            key)
{
  gint64 *us = g_hash_table_lookup (self->turns, GUINT_TO_POINTER (key));

  if (us == NULL)
    {
      us = g_new0 (gint64, 1);
      g_hash_table_insert (self->turns, GUINT_TO_POINTER (key), us);
    }
  return us;
}

/**
 * herald_turn_timer_get_elapsed:
 * @self: the timer
 *
 * Returns: the time of the turn shown, in seconds (0 without one)
 */
guint
herald_turn_timer_get_elapsed (HeraldTurnTimer *self)
{
  gint64 *us;

  g_return_val_if_fail (HERALD_IS_TURN_TIMER (self), 0);

  us = self->has_turn ? g_hash_table_lookup (self->turns, GUINT_TO_POINTER (self->key)) : NULL;
  return us != NULL ? *us / G_USEC_PER_SEC : 0;
}

/**
 * herald_turn_timer_get_overtime:
 * @self: the timer
 *
 * Returns: whether the turn shown has reached the limit
 */
gboolean
herald_turn_timer_get_overtime (HeraldTurnTimer *self)
{
  g_return_val_if_fail (HERALD_IS_TURN_TIMER (self), FALSE);

  return self->has_turn && herald_turn_timer_get_elapsed (self) >= limit_seconds (self);
}

/**
 * herald_turn_timer_get_player_seconds:
 * @self: the timer
 * @player: a player index
 *
 * Returns: the time of all @player's turns, in seconds
 */
guint
herald_turn_timer_get_player_seconds (HeraldTurnTimer *self,
                                      guint            player)
{
  GHashTableIter iter;
  gpointer key, value;
  gint64 total = 0;

  g_return_val_if_fail (HERALD_IS_TURN_TIMER (self), 0);

  g_hash_table_iter_init (&iter, self->turns);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (KEY_PLAYER (GPOINTER_TO_UINT (key)) == player)
      total += *(gint64 *) value;
  return total / G_USEC_PER_SEC;
}

/**
 * herald_turn_timer_get_player_turns:
 * @self: the timer
 * @player: a player index
 *
 * Returns: how many of @player's turns were timed
 */
guint
herald_turn_timer_get_player_turns (HeraldTurnTimer *self,
                                    guint            player)
{
  GHashTableIter iter;
  gpointer key;
  guint n = 0;

  g_return_val_if_fail (HERALD_IS_TURN_TIMER (self), 0);

  g_hash_table_iter_init (&iter, self->turns);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    n += KEY_PLAYER (GPOINTER_TO_UINT (key)) == player;
  return n;
}

/**
 * herald_turn_timer_describe_player:
 * @self: the timer
 * @player: a player index
 *
 * Returns: (transfer full) (nullable): "Turn time 12:05 in 6 turns" for the player card, or
 *   %NULL when the timer is off
 */
char *
herald_turn_timer_describe_player (HeraldTurnTimer *self,
                                   guint            player)
{
  g_autofree char *total = NULL;
  guint turns;

  g_return_val_if_fail (HERALD_IS_TURN_TIMER (self), NULL);

  if (!herald_turn_timer_get_enabled (self))
    return NULL;
  turns = herald_turn_timer_get_player_turns (self, player);
  total = herald_turn_timer_format (herald_turn_timer_get_player_seconds (self, player));
  /* Translators: the turn timer's total for one player, "Turn time 12:05 in 6 turns" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Turn time %s in %u turn", "Turn time %s in %u turns", turns),
                          total, turns);
}

static void
update_display (HeraldTurnTimer *self)
{
  g_autofree char *text = NULL;
  g_autofree char *limit = NULL;
  g_autofree char *tip = NULL;
  guint elapsed = herald_turn_timer_get_elapsed (self);
  gboolean over = herald_turn_timer_get_overtime (self);

  gtk_widget_set_visible (GTK_WIDGET (self), herald_turn_timer_get_enabled (self) && self->has_turn);

  text = herald_turn_timer_format (elapsed);
  if (g_strcmp0 (gtk_label_get_label (self->label), text) != 0)
    gtk_label_set_label (self->label, text);
  limit = herald_turn_timer_format (limit_seconds (self));
  /* Translators: the turn timer's tooltip and accessible name, "This turn: 1:23 of 2:00" */
  tip = g_strdup_printf (self->paused ? HERALD_ONCE (_("This turn: %s of %s (paused)")) : HERALD_ONCE (_("This turn: %s of %s")),
                         text, limit);
  /* unchanged at a step: not given again (herald_update_tooltip ()) */
  herald_update_tooltip (self->box, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->label), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);

  /* a class or an icon given again changes the node or the image all the same: set only as
   * they change, not at every step and tick (docs/performance.md, thirty-fourth round) */
  if (over != gtk_widget_has_css_class (GTK_WIDGET (self), "overtime"))
    {
      if (over)
        gtk_widget_add_css_class (GTK_WIDGET (self), "overtime");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self), "overtime");
    }

  {
    const char *icon = self->paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic";

    if (g_strcmp0 (gtk_button_get_icon_name (self->pause_button), icon) != 0)
      gtk_button_set_icon_name (self->pause_button, icon);
  }
  herald_update_tooltip (GTK_WIDGET (self->pause_button), self->paused ? HERALD_ONCE (_("Resume the turn timer"))
                                                                        : HERALD_ONCE (_("Pause the turn timer")));
}

static void
check_limit (HeraldTurnTimer *self)
{
  if (!herald_turn_timer_get_overtime (self) ||
      g_hash_table_contains (self->signalled, GUINT_TO_POINTER (self->key)))
    return;

  /* the gentle signal: once per turn, a chime and the colour (update_display()) */
  g_hash_table_add (self->signalled, GUINT_TO_POINTER (self->key));
  if (self->sounds != NULL)
    herald_sounds_play (self->sounds, HERALD_SOUND_CHIME);
}

static gboolean
running (HeraldTurnTimer *self)
{
  return herald_turn_timer_get_enabled (self) && self->has_turn && !self->paused;
}

/**
 * herald_turn_timer_add_time:
 * @self: the timer
 * @usec: microseconds
 *
 * Counts @usec more for the turn shown, when the timer runs (on, a turn, not paused), and
 * gives the signal if that reaches the limit. The clock calls it every second with the time
 * that passed; tests call it instead of waiting.
 */
void
herald_turn_timer_add_time (HeraldTurnTimer *self,
                            gint64           usec)
{
  g_return_if_fail (HERALD_IS_TURN_TIMER (self));

  if (!running (self) || usec <= 0)
    return;
  *turn_time (self, self->key) += usec;
  check_limit (self);
  update_display (self);
  g_signal_emit (self, signals[TICK], 0);
}

static gboolean
tick_cb (gpointer user_data)
{
  HeraldTurnTimer *self = user_data;
  gint64 now = self->now ();

  herald_turn_timer_add_time (self, now - self->last_tick);
  self->last_tick = now;
  return G_SOURCE_CONTINUE;
}

/* The clock ticks only while the timer runs */
static void
update_clock (HeraldTurnTimer *self)
{
  if (running (self) && self->tick_id == 0)
    {
      self->last_tick = self->now ();
      self->tick_id = g_timeout_add (TICK_MS, tick_cb, self);
    }
  else if (!running (self) && self->tick_id != 0)
    {
      /* the time since the last tick still counts */
      tick_cb (self);
      g_clear_handle_id (&self->tick_id, g_source_remove);
    }
}

/* The turn shown changed (a step, an undo, a new game): the time so far goes to the turn that
 * was shown, the clock goes on for the new one */
static void
session_changed_cb (HeraldTurnTimer *self)
{
  HeraldGame *game = self->session != NULL ? herald_session_get_game (self->session) : NULL;
  const HeraldState *state = game != NULL ? herald_game_get_state (game) : NULL;
  gboolean has_turn;
  guint key = 0;

  if (self->tick_id != 0)
    {
      gint64 now = self->now ();

      herald_turn_timer_add_time (self, now - self->last_tick);
      self->last_tick = now;
    }

  if (game != self->game)
    {
      g_hash_table_remove_all (self->turns);
      g_hash_table_remove_all (self->signalled);
      self->game = game;
    }

  has_turn = state != NULL && state->phase != HERALD_PHASE_SETUP && state->phase != HERALD_PHASE_OVER;
  if (has_turn)
    key = TURN_KEY (state->round, state->current);
  if (has_turn != self->has_turn || key != self->key)
    {
      self->has_turn = has_turn;
      self->key = key;
      g_signal_emit (self, signals[TICK], 0);
    }

  update_clock (self);
  update_display (self);
}

static void
settings_changed_cb (HeraldTurnTimer *self)
{
  read_settings (self);
  update_clock (self);
  check_limit (self);
  update_display (self);
  g_signal_emit (self, signals[TICK], 0);
}

/**
 * herald_turn_timer_get_paused:
 * @self: the timer
 *
 * Returns: whether the table paused the timer
 */
gboolean
herald_turn_timer_get_paused (HeraldTurnTimer *self)
{
  g_return_val_if_fail (HERALD_IS_TURN_TIMER (self), FALSE);

  return self->paused;
}

/**
 * herald_turn_timer_set_paused:
 * @self: the timer
 * @paused: %TRUE to stop the clock, %FALSE to let it run on
 */
void
herald_turn_timer_set_paused (HeraldTurnTimer *self,
                              gboolean         paused)
{
  g_return_if_fail (HERALD_IS_TURN_TIMER (self));

  if (self->paused == !!paused)
    return;
  /* the time up to now counts, while the clock still runs */
  if (paused && self->tick_id != 0)
    tick_cb (self);
  self->paused = !!paused;
  update_clock (self);
  update_display (self);
}

static void
pause_clicked_cb (HeraldTurnTimer *self)
{
  herald_turn_timer_set_paused (self, !self->paused);
}

/**
 * herald_turn_timer_set_session:
 * @self: the timer
 * @session: the session whose turns to time
 * @settings: (nullable): Herald's settings ("turn-timer", "turn-timer-limit"); without them
 *   the timer is off
 * @sounds: (nullable): where the chime is played
 */
void
herald_turn_timer_set_session (HeraldTurnTimer *self,
                               HeraldSession   *session,
                               GSettings       *settings,
                               HeraldSounds    *sounds)
{
  g_return_if_fail (HERALD_IS_TURN_TIMER (self));
  g_return_if_fail (HERALD_IS_SESSION (session));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_set_object (&self->session, session);
  g_set_object (&self->sounds, sounds);
  g_clear_object (&self->settings);

  if (settings != NULL)
    {
      g_autoptr(GSettingsSchema) schema = NULL;

      g_object_get (settings, "settings-schema", &schema, NULL);
      if (g_settings_schema_has_key (schema, "turn-timer") && g_settings_schema_has_key (schema, "turn-timer-limit"))
        {
          self->settings = g_object_ref (settings);
          g_signal_connect_swapped (settings, "changed::turn-timer", G_CALLBACK (settings_changed_cb), self);
          g_signal_connect_swapped (settings, "changed::turn-timer-limit", G_CALLBACK (settings_changed_cb), self);
          read_settings (self);
        }
    }
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  session_changed_cb (self);
}

/**
 * herald_turn_timer_set_clock:
 * @self: the timer
 * @now: (nullable): the monotonic clock in microseconds, %NULL for g_get_monotonic_time()
 *
 * For the tests: a clock that stands still, so that only herald_turn_timer_add_time() counts.
 */
void
herald_turn_timer_set_clock (HeraldTurnTimer *self,
                             gint64         (*now) (void))
{
  g_return_if_fail (HERALD_IS_TURN_TIMER (self));

  self->now = now != NULL ? now : g_get_monotonic_time;
  self->last_tick = self->now ();
}

/**
 * herald_turn_timer_new:
 *
 * Returns: (transfer floating): a turn timer; herald_turn_timer_set_session() gives it turns
 */
GtkWidget *
herald_turn_timer_new (void)
{
  return g_object_new (HERALD_TYPE_TURN_TIMER, NULL);
}

static void
herald_turn_timer_dispose (GObject *object)
{
  HeraldTurnTimer *self = HERALD_TURN_TIMER (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_object (&self->sounds);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (herald_turn_timer_parent_class)->dispose (object);
}

static void
herald_turn_timer_finalize (GObject *object)
{
  HeraldTurnTimer *self = HERALD_TURN_TIMER (object);

  g_hash_table_unref (self->turns);
  g_hash_table_unref (self->signalled);

  G_OBJECT_CLASS (herald_turn_timer_parent_class)->finalize (object);
}

static void
herald_turn_timer_class_init (HeraldTurnTimerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_turn_timer_dispose;
  object_class->finalize = herald_turn_timer_finalize;

  /**
   * HeraldTurnTimer::tick:
   *
   * The times changed: a second passed, or the turn shown changed.
   */
  signals[TICK] = g_signal_new ("tick", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "turntimer");
}

static void
herald_turn_timer_init (HeraldTurnTimer *self)
{
  /* its rules are the table's (style-table.css) */
  herald_style_ensure_table ();
  self->now = g_get_monotonic_time;
  self->turns = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->signalled = g_hash_table_new (NULL, NULL);

  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_valign (self->box, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->label = GTK_LABEL (gtk_label_new ("0:00"));
  gtk_widget_add_css_class (GTK_WIDGET (self->label), "numeric");
  gtk_widget_add_css_class (GTK_WIDGET (self->label), "turn-time");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->label));

  self->pause_button = GTK_BUTTON (gtk_button_new_from_icon_name ("media-playback-pause-symbolic"));
  gtk_widget_add_css_class (GTK_WIDGET (self->pause_button), "flat");
  gtk_widget_add_css_class (GTK_WIDGET (self->pause_button), "circular");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pause_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Pause or resume the turn timer"), -1);
  g_signal_connect_swapped (self->pause_button, "clicked", G_CALLBACK (pause_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->pause_button));

  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
