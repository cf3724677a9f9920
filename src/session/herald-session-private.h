/* herald-session-private.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to the session's units: herald-session.c (the object, its properties, perform,
 * undo and redo), herald-session-files.c (the game's file: new, open, resume, backups, save
 * again or elsewhere) and herald-session-dice.c (the dice: rolls drawn, held and rolled, the
 * dice mode, the forecasts).
 */

#pragma once

#include "herald-enums.h"
#include "herald-session-game-file.h"
#include "herald-session.h"
#include "herald-session-models.h"

G_BEGIN_DECLS

/**
 * HeraldSession:
 *
 * The one object the widgets observe. It owns the #HeraldGame (the action log and the
 * derived state), performs every change as a #HeraldAction, saves the game after each
 * step and tells the widgets what happened: #HeraldSession::changed after every step and
 * one #HeraldSession::outcome per #HeraldOutcome the step caused.
 */
struct _HeraldSession
{
  GObject             parent_instance;

  /* Owned */
  HeraldGame         *game;
  HeraldRng          *rng;
  HeraldBalancedDice *balanced;
  /* the last draw forecast of each player and what it was computed from: the balanced one
   * walks every state of the decks, so it is computed again only when what it depends on
   * changed (herald_session_get_draw_forecast ()) */
  struct {
    gboolean              valid;
    HeraldDrawForecastKey key;
    HeraldDrawForecast    forecast;
  }                   draw_cache[HERALD_MAX_PLAYERS];
  guint               n_forecasts_made; /* for tests: the forecasts not kept */
  char               *save_path;
  GError             *refusal;      /* (nullable) herald_session_check_refusal ()'s last, lent */
  HeraldGameFile     *file;         /* the open game's file (herald-session-game-file.c) */
  char               *games_folder; /* new games get a file of their own here */
  char               *folder_made;  /* the game's folder as the last save made or found it */
  /* the step's save queued on the write-behind thread (herald-session-save-queue.c) */
  struct _HeraldSaveJob *save_job;
  gboolean            write_behind; /* herald_session_set_write_behind () */
  /* while a position is entered: the positions before each correction, and those undone */
  /* the list models the widgets bind to (herald-session-models.c) */
  HeraldSessionModels *models;
  guint               models_reset : 1; /* another game since the last update */
  /* herald_session_get_held_landing () as the models last read it (herald_session_has_held_landing ()) */
  guint               held_landing : 1;

  /* Cached so that notify fires only on change */
  HeraldDiceMode      dice_mode;
  guint               current_player;
  guint               round;
  guint               barbarian_position;
  guint               unsaved_steps;
  guint               saved_actions; /* the actions of the game on disk, as last written or read */
  guint               holder_watch_id; /* while read-only: herald-session-look.c */
  /* the looked-at game's file as last read: its modification time (µs), size and inode
   * (every save writes a new file) */
  gint64              looked_mtime;
  gint64              looked_size;
  guint64             looked_inode;
  guint               prepare_save_id; /* a game opened: herald-session-files.c */
  char               *save_warned;  /* the failed save last logged, until a save succeeds */
  /* the actions of the game when the newest backup was written (or the game opened), -1 for
   * none: a backup is written only when play goes beyond it (herald_session_backup ()) */
  gint64              backup_actions;
  /* herald_session_get_rewinds () */
  guint               rewinds;
  /* the redo list the last step dropped (HeraldAction, as the game keeps it), and the
   * game's actions after that step: its Undo brings the list back (herald_session_undo ()) */
  GArray             *dropped_redo;
  guint               dropped_at;
  /* Save Elsewhere: the file the game left and the one it went to, until noted
   * (herald-session-open-file.c) */
  char               *moved_from;
  char               *moved_to;
  char               *moved_game;       /* which game went on (herald_moved_game_of ()) */
  char               *open_expect_game; /* herald_session_open () refuses another game */
  /* herald_session_get_older_copy (): the file it was looked up for, and what it found */
  char               *older_copy_of;
  char               *older_copy;
  /* a file Open Game played in a copy (herald-session-open-file.c): the file, why, and
   * whether the copy was made before (for the older copy opened as the file its game went on
   * in was refused: that file, and its refusal); the pending ones become the open game's as
   * herald_session_set_game () takes it (herald_session_take_copy_pending ()) */
  char               *copied_from;
  char               *copy_pending_from;
  char               *copy_reason;
  char               *copy_pending_reason;
  guint               copy_kind : 3;
  guint               copy_pending_kind : 3;
  guint               copy_reused : 1;
  guint               copy_pending_reused : 1;
  guint               read_only : 1;
  guint               holder_gone : 1;
  guint               on_disk : 1;   /* the game's file was written or read (saved_actions) */
  guint               can_undo : 1;
  guint               can_redo : 1;
  guint               has_game : 1;
};

enum {
  PROP_0,
  PROP_SAVE_PATH,
  PROP_HAS_GAME,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_CURRENT_PLAYER,
  PROP_ROUND,
  PROP_BARBARIAN_POSITION,
  PROP_DICE_MODE,
  PROP_UNSAVED_STEPS,
  PROP_READ_ONLY,
  PROP_HOLDER_GONE,
  PROP_HELD_LANDING,
  N_PROPS
};

enum {
  CHANGED,
  OUTCOME,
  SAVE_FAILED,
  NOTICE,
  N_SIGNALS
};

extern GParamSpec *herald_session_properties[N_PROPS];
extern guint herald_session_signals[N_SIGNALS];

void herald_session_update_properties (HeraldSession *self);
gboolean herald_session_held_landing_read (HeraldSession *self);
void herald_session_leave_summary (HeraldSession *self);
void herald_session_set_unsaved_steps (HeraldSession *self, guint steps);
void herald_session_mark_saved (HeraldSession *self, guint saved_actions);
gboolean herald_session_write (HeraldSession *self, GError **error);
void herald_session_autosave (HeraldSession *self);
gboolean herald_session_backup_due (HeraldSession *self);
void herald_session_save_step (HeraldSession *self, gboolean backup);
void herald_session_save_here (HeraldSession *self, gboolean backup);
gboolean herald_session_queue_save (HeraldSession *self, gboolean backup);
/* herald_session_set_save_hook (): where in a save the save thread runs the hook is called */
typedef enum
{
  HERALD_SAVE_HOOK_BEFORE_WRITE,   /* the save taken, nothing written */
  HERALD_SAVE_HOOK_FILE_WRITTEN,   /* the game in its file; the summary and backup not yet */
} HeraldSaveHookAt;
void herald_session_set_save_hook (HeraldSaveHookAt at, GFunc hook, gpointer data);
void herald_session_after_change (HeraldSession *self, GArray *outcomes);
void herald_session_set_game (HeraldSession *self, HeraldGame *game);
HeraldBalancedDice *herald_session_get_balanced (HeraldSession *self);
void herald_session_watch_holder (HeraldSession *self);
gboolean herald_session_begin (HeraldSession *self, HeraldGame *game, GError **error);
void herald_session_set_moved (HeraldSession *self, const char *from, const char *to);
void herald_session_note_moved (HeraldSession *self);
gboolean herald_session_refuse_other_game (HeraldSession *self, HeraldGame *game, GError **error);
void herald_session_take_copy_pending (HeraldSession *self, gboolean has_game);
gboolean herald_session_refuse_read_only (HeraldSession *self, GError **error);
gboolean herald_session_in_kept_folder (const char *games, const char *path, const char *name);

G_END_DECLS
