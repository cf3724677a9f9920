/* herald-session.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <string.h>

#include "herald-session-game-summary.h"
#include "herald-session-library.h"
#include "herald-save.h"
#include "herald-session-private.h"
#include "herald-write-behind.h"

G_DEFINE_FINAL_TYPE (HeraldSession, herald_session, G_TYPE_OBJECT)

GParamSpec *herald_session_properties[N_PROPS];
guint herald_session_signals[N_SIGNALS];

void
herald_session_update_properties (HeraldSession *self)
{
  const HeraldState *state = self->game ? herald_game_get_state (self->game) : NULL;
  gboolean has_game = self->game != NULL;
  gboolean can_undo = self->game && !self->read_only ? herald_game_can_undo (self->game) : FALSE;
  /* the engine's check of the action Redo would apply: a redo list whose next entry the
   * rules refuse offers no Redo (herald_session_check_redo () says why) */
  gboolean can_redo = self->game && !self->read_only ? herald_game_check_redo (self->game, NULL) : FALSE;
  guint current = state ? state->current : 0;
  guint round = state ? state->round : 0;
  guint position = state ? state->barbarian_position : 0;

  g_object_freeze_notify (G_OBJECT (self));

  herald_session_held_landing_read (self);
  herald_session_models_update (self->models, self, self->models_reset);
  self->models_reset = FALSE;

  if (self->has_game != has_game)
    {
      self->has_game = has_game;
      g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_HAS_GAME]);
    }
  if (self->can_undo != can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_CAN_UNDO]);
    }
  if (self->can_redo != can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_CAN_REDO]);
    }
  if (self->current_player != current)
    {
      self->current_player = current;
      g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_CURRENT_PLAYER]);
    }
  if (self->round != round)
    {
      self->round = round;
      g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_ROUND]);
    }
  if (self->barbarian_position != position)
    {
      self->barbarian_position = position;
      g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_BARBARIAN_POSITION]);
    }

  g_object_thaw_notify (G_OBJECT (self));
}

void
herald_session_set_unsaved_steps (HeraldSession *self,
                                  guint          steps)
{
  if (self->unsaved_steps == steps)
    return;
  self->unsaved_steps = steps;
  g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_UNSAVED_STEPS]);
}

/* The game written into its folder, which is made first (with its parents) unless the last
 * save made or found it: not again at every step (docs/performance.md, thirty-seventh round);
 * a save that finds it gone since makes it again and writes once more. */
static gboolean
save_into_folder (HeraldSession  *self,
                  char          **notice,
                  GError        **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *dir = g_path_get_dirname (herald_game_file_get_path (self->file));

  if (g_strcmp0 (dir, self->folder_made) == 0)
    {
      if (herald_game_file_save (self->file, self->game, notice, &local))
        return TRUE;
      if (!g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      g_clear_error (&local);
      g_clear_pointer (notice, g_free);
    }
  if (self->folder_made != NULL)
    herald_game_summary_forget_key ();  /* its key went with it */
  g_clear_pointer (&self->folder_made, g_free);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  if (!herald_game_file_save (self->file, self->game, notice, error))
    return FALSE;
  self->folder_made = g_steal_pointer (&dir);
  return TRUE;
}

/* Writes the game; on failure the step counts as unsaved until a later write succeeds. */
gboolean
herald_session_write (HeraldSession  *self,
                      GError        **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *notice = NULL;

  g_assert (self->game != NULL);

  herald_session_settle_save (self);
  save_into_folder (self, &notice, &local);

  if (notice != NULL)
    g_signal_emit (self, herald_session_signals[NOTICE], 0, notice);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  herald_session_mark_saved (self, herald_game_get_n_actions (self->game));
  /* the start page's summary of the file as it is now, so that it survives a kill -9 */
  herald_session_leave_summary (self);
  herald_session_note_moved (self);
  return TRUE;
}

/* The game on disk has @saved_actions actions: nothing else is only in memory */
void
herald_session_mark_saved (HeraldSession *self,
                           guint          saved_actions)
{
  self->saved_actions = saved_actions;
  self->on_disk = TRUE;
  g_clear_pointer (&self->save_warned, g_free);
  herald_session_set_unsaved_steps (self, 0);
}

/* The single exit of every change: save, then tell the widgets. */
void
herald_session_after_change (HeraldSession *self,
                             GArray        *outcomes)
{
  if (self->game != NULL)
    herald_session_save_step (self, herald_session_backup_due (self));

  herald_session_update_properties (self);
  g_signal_emit (self, herald_session_signals[CHANGED], 0);

  if (outcomes != NULL)
    {
      for (guint i = 0; i < outcomes->len; i++)
        {
          const HeraldOutcome *outcome = &g_array_index (outcomes, HeraldOutcome, i);

          g_signal_emit (self, herald_session_signals[OUTCOME], 0, outcome);
        }
    }
}

void
herald_session_set_game (HeraldSession *self,
                         HeraldGame    *game)
{
  herald_session_settle_save (self);
  g_clear_pointer (&self->game, herald_game_free);
  g_clear_pointer (&self->dropped_redo, g_array_unref);
  self->game = game;
  self->rewinds++;
  self->models_reset = TRUE;
  self->backup_actions = -1;
  g_clear_pointer (&self->balanced, herald_balanced_dice_free);
  herald_session_take_copy_pending (self, game != NULL);
  /* herald_session_get_older_copy () looks again: another game may be in the same file */
  g_clear_pointer (&self->older_copy_of, g_free);
  /* a game only looked at: is the Herald that has it still there? */
  herald_session_watch_holder (self);

  /* a game rolls as it began: its dice mode is saved with it (issue 9) */
  if (game != NULL && herald_game_get_rules (game)->dice_mode != self->dice_mode)
    {
      self->dice_mode = herald_game_get_rules (game)->dice_mode;
      g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_DICE_MODE]);
    }
}

static void
herald_session_finalize (GObject *object)
{
  HeraldSession *self = (HeraldSession *)object;

  herald_session_settle_save (self);
  herald_session_leave_summary (self);
  g_clear_handle_id (&self->holder_watch_id, g_source_remove);
  g_clear_handle_id (&self->prepare_save_id, g_source_remove);
  g_clear_pointer (&self->game, herald_game_free);
  g_clear_pointer (&self->dropped_redo, g_array_unref);
  g_clear_pointer (&self->models, herald_session_models_free);
  g_clear_pointer (&self->balanced, herald_balanced_dice_free);
  g_clear_pointer (&self->rng, herald_rng_free);
  g_clear_pointer (&self->save_path, g_free);
  g_clear_error (&self->refusal);
  g_clear_pointer (&self->file, herald_game_file_free);
  g_clear_pointer (&self->games_folder, g_free);
  g_clear_pointer (&self->folder_made, g_free);
  g_clear_pointer (&self->save_warned, g_free);
  g_clear_pointer (&self->moved_from, g_free);
  g_clear_pointer (&self->moved_to, g_free);
  g_clear_pointer (&self->moved_game, g_free);
  g_clear_pointer (&self->older_copy_of, g_free);
  g_clear_pointer (&self->older_copy, g_free);
  herald_session_take_copy_pending (self, FALSE);
  /* what was written is on the disk before the session ends */
  herald_write_behind_flush ();

  G_OBJECT_CLASS (herald_session_parent_class)->finalize (object);
}

static void
herald_session_constructed (GObject *object)
{
  HeraldSession *self = (HeraldSession *)object;

  G_OBJECT_CLASS (herald_session_parent_class)->constructed (object);

  if (self->save_path == NULL)
    self->save_path = g_build_filename (g_get_user_data_dir (), "herald", "current.json", NULL);
  self->file = herald_game_file_new (self->save_path);
}

static void
herald_session_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  HeraldSession *self = HERALD_SESSION (object);

  switch (prop_id)
    {
    case PROP_SAVE_PATH:
      g_value_set_string (value, self->save_path);
      break;
    case PROP_HAS_GAME:
      g_value_set_boolean (value, self->has_game);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_CURRENT_PLAYER:
      g_value_set_uint (value, self->current_player);
      break;
    case PROP_ROUND:
      g_value_set_uint (value, self->round);
      break;
    case PROP_BARBARIAN_POSITION:
      g_value_set_uint (value, self->barbarian_position);
      break;
    case PROP_DICE_MODE:
      g_value_set_enum (value, self->dice_mode);
      break;
    case PROP_UNSAVED_STEPS:
      g_value_set_uint (value, self->unsaved_steps);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;
    case PROP_HELD_LANDING:
      g_value_set_boolean (value, self->held_landing);
      break;
    case PROP_HOLDER_GONE:
      g_value_set_boolean (value, self->holder_gone);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_session_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  HeraldSession *self = HERALD_SESSION (object);

  switch (prop_id)
    {
    case PROP_SAVE_PATH:
      self->save_path = g_value_dup_string (value);
      break;
    case PROP_DICE_MODE:
      herald_session_set_dice_mode (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_session_class_init (HeraldSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = herald_session_constructed;
  object_class->finalize = herald_session_finalize;
  object_class->get_property = herald_session_get_property;
  object_class->set_property = herald_session_set_property;

  /**
   * HeraldSession:save-path:
   *
   * The file the game is saved to after every step. Defaults to
   * `$XDG_DATA_HOME/herald/current.json`.
   */
  herald_session_properties[PROP_SAVE_PATH] =
    g_param_spec_string ("save-path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:has-game:
   *
   * Whether a game is open.
   */
  herald_session_properties[PROP_HAS_GAME] =
    g_param_spec_boolean ("has-game", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:held-landing:
   *
   * Whether the next roll is a landing held for the battle (herald_session_get_held_landing ():
   * Herald's dice landed the ship and the check-in was put off, or the landing roll was
   * undone), as after the last step or the dice last drawn. RULES.md A3, A4.
   */
  herald_session_properties[PROP_HELD_LANDING] =
    g_param_spec_boolean ("held-landing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:can-undo:
   *
   * Whether there is a step to undo.
   */
  herald_session_properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:can-redo:
   *
   * Whether there is an undone step to redo that the rules accept now
   * (herald_session_check_redo()): an undone action the engine refuses is not offered.
   */
  herald_session_properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:current-player:
   *
   * The index of the player whose turn it is (during the setup round, the player who
   * places next).
   */
  herald_session_properties[PROP_CURRENT_PLAYER] =
    g_param_spec_uint ("current-player", NULL, NULL, 0, HERALD_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:round:
   *
   * The round number, from 1; 0 without a game.
   */
  herald_session_properties[PROP_ROUND] =
    g_param_spec_uint ("round", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:barbarian-position:
   *
   * Ship advances since the last attack (RULES.md A4); 0 is the start space.
   */
  herald_session_properties[PROP_BARBARIAN_POSITION] =
    g_param_spec_uint ("barbarian-position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:dice-mode:
   *
   * How herald_session_roll_dice() rolls: fair or balanced dice. In physical mode the
   * table enters the dice; herald_session_roll_dice() then rolls fair dice.
   */
  herald_session_properties[PROP_DICE_MODE] =
    g_param_spec_enum ("dice-mode", NULL, NULL,
                       HERALD_TYPE_DICE_MODE, HERALD_DICE_MODE_FAIR,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:unsaved-steps:
   *
   * How many steps are only in memory because saving failed (disk full, read-only folder):
   * the actions the file lacks (or still has after an undo), and a new game whose file was
   * never written; dice drawn before a roll or a correction alone count as one. 0 when the
   * game on disk is the game open.
   */
  herald_session_properties[PROP_UNSAVED_STEPS] =
    g_param_spec_uint ("unsaved-steps", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:read-only:
   *
   * The game is open to look at only (another Herald holds it): every change is refused with
   * %HERALD_STORE_ERROR_READ_ONLY and nothing is saved.
   */
  herald_session_properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:holder-gone:
   *
   * The game is only looked at (#HeraldSession:read-only) and the Herald that had it open has
   * let go of it since (closed it, or ended, even by kill -9): herald_session_take_over() can
   * make it this Herald's. Looked at every two seconds (herald-session-look.c).
   */
  herald_session_properties[PROP_HOLDER_GONE] =
    g_param_spec_boolean ("holder-gone", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, herald_session_properties);

  /**
   * HeraldSession::changed:
   *
   * Emitted after every step (an action, an undo, a redo, a new or resumed game), after the
   * game was saved (or its save queued on the save thread, herald_session_set_write_behind ())
   * and before the #HeraldSession::outcome signals of that step.
   */
  herald_session_signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * HeraldSession::outcome:
   * @outcome: (type gpointer): a `const HeraldOutcome *`, valid during the emission
   *
   * Emitted once per outcome of a performed action or a redo, in order.
   */
  herald_session_signals[OUTCOME] =
    g_signal_new ("outcome", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  /**
   * HeraldSession::save-failed:
   * @message: what went wrong
   *
   * Emitted when the autosave could not be written. The game goes on in memory. For a save
   * queued on the save thread, once its outcome is taken (herald_session_settle_save ()).
   */
  herald_session_signals[SAVE_FAILED] =
    g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * HeraldSession::notice:
   * @message: what happened to the game's file and what Herald did, for the table
   *
   * Emitted when saving found the game's file deleted or replaced by something else
   * (herald_game_file_save()): both games are kept, and @message says where.
   */
  herald_session_signals[NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
herald_session_init (HeraldSession *self)
{
  self->models = herald_session_models_new ();
  const char *seed = g_getenv ("HERALD_SEED");

  /* HERALD_SEED fixes the deck order and the dice, so that a scripted test (or a reported game)
   * can be played again exactly; players get OS-seeded randomness. */
  if (seed != NULL)
    self->rng = herald_rng_new_with_seed ((guint32) g_ascii_strtoull (seed, NULL, 10));
  else
    self->rng = herald_rng_new ();
  self->dice_mode = HERALD_DICE_MODE_FAIR;
  self->backup_actions = -1;
}

/**
 * herald_session_new:
 * @save_path: (nullable): where to save the game, or %NULL for
 *   `$XDG_DATA_HOME/herald/current.json`
 *
 * Returns: (transfer full): a session without a game
 */
HeraldSession *
herald_session_new (const char *save_path)
{
  return g_object_new (HERALD_TYPE_SESSION, "save-path", save_path, NULL);
}

/**
 * herald_session_get_save_path:
 *
 * Returns: (transfer none): the file the open game is saved to (the last game opened or
 *   started; #HeraldSession:save-path before any)
 */
const char *
herald_session_get_save_path (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  return herald_game_file_get_path (self->file);
}

/* whether the correction @action puts cards on top of a deck (Arrange Progress Card Decks) */
static gboolean
correction_puts_on_top (const HeraldAction *action)
{
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (action->correction.n_on_top[t] > 0)
      return TRUE;
  return FALSE;
}

/* The redo list of the open game, a copy (HeraldAction, redone last first, as the game keeps
 * it), or %NULL when it is empty */
static GArray *
copy_redo (HeraldSession *self)
{
  guint n = herald_game_get_n_redo (self->game);
  GArray *redo;

  if (n == 0)
    return NULL;
  redo = g_array_sized_new (FALSE, FALSE, sizeof (HeraldAction), n);
  for (guint i = 0; i < n; i++)
    g_array_append_val (redo, *herald_game_get_redo_action (self->game, i));
  return redo;
}

/**
 * herald_session_perform:
 * @action: what the table did
 * @error: the rule that refuses it (#HERALD_GAME_ERROR_FORBIDDEN), with a message for the
 *   table; #HERALD_GAME_ERROR_NOTHING for a `correct` action that would change nothing (no
 *   step: herald_game_action_changes_nothing())
 *
 * Applies @action to the game, saves it (or queues its save on the save thread, for an owner
 * that asked so: herald_session_set_write_behind ()) and emits #HeraldSession::changed and the
 * outcomes. A refused action changes nothing.
 *
 * Returns: %TRUE when the action was applied
 */
gboolean
herald_session_perform (HeraldSession       *self,
                        const HeraldAction  *action,
                        GError             **error)
{
  g_autoptr(GArray) outcomes = NULL;
  g_autoptr(GArray) redo = NULL;
  HeraldAction stamped;
  guint n_before;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (self->game == NULL)
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN,
                           _("No game is open"));
      return FALSE;
    }

  if (herald_session_refuse_read_only (self, error))
    return FALSE;

  /* a correction is a step the table can undo: one that changes nothing is no step (files
   * that hold one still load, herald_game_action_changes_nothing ()); cards the table put on
   * top of a deck are a step even when Herald's shuffle already held them in that order: what
   * was entered is kept, and Arrange Progress Card Decks shows it again */
  if (action->type == HERALD_ACTION_CORRECT && !correction_puts_on_top (action) &&
      herald_game_action_changes_nothing (self->game, action))
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING,
                           _("Nothing to correct: every count is already so"));
      return FALSE;
    }

  /* when the table took it: the turn durations of the game's story (docs/save-format.md) */
  stamped = *action;
  if (stamped.time == 0)
    stamped.time = g_get_real_time () / G_USEC_PER_SEC;

  n_before = herald_game_get_n_actions (self->game);
  redo = copy_redo (self);
  outcomes = g_array_new (FALSE, TRUE, sizeof (HeraldOutcome));
  if (!herald_game_apply (self->game, &stamped, outcomes, error))
    return FALSE;
  /* a step other than the one Redo would bring back dropped the redo list: it is kept for
   * this step's Undo. One stray Return on End Turn after a long Undo dropped 30 undone steps,
   * two attacks among them, for good (tester report 36, N36-2) */
  g_clear_pointer (&self->dropped_redo, g_array_unref);
  if (redo != NULL && herald_game_get_n_redo (self->game) == 0 &&
      /* not the one Redo would bring back, taken by hand: that is a redo (the last entry) */
      !herald_action_equal (herald_game_get_action (self->game, herald_game_get_n_actions (self->game) - 1),
                            &g_array_index (redo, HeraldAction, redo->len - 1)))
    {
      self->dropped_redo = g_steal_pointer (&redo);
      self->dropped_at = herald_game_get_n_actions (self->game);
    }
  /* played on from a point before the newest backup (after an Undo): the turns from here are
   * new ones, backed up as they begin */
  self->backup_actions = MIN (self->backup_actions, (gint64) n_before);

  herald_session_after_change (self, outcomes);

  return TRUE;
}

/**
 * herald_session_check:
 * @action: an action the table might take
 * @error: the rule that would refuse it
 *
 * Whether herald_session_perform() would accept @action; changes nothing. Widgets use it
 * to offer only legal moves.
 *
 * Returns: %TRUE when @action is legal now
 */
gboolean
herald_session_check (HeraldSession       *self,
                      const HeraldAction  *action,
                      GError             **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  if (self->game == NULL)
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN,
                           _("No game is open"));
      return FALSE;
    }

  if (herald_session_refuse_read_only (self, error))
    return FALSE;

  return herald_game_check (self->game, action, error);
}

/**
 * herald_session_check_refusal:
 * @action: an action the table might take
 * @message: (out) (transfer none): when @action is refused, what herald_session_check ()
 *   would set as its error's message; valid until the next question asked on this thread
 *
 * herald_session_check () for a question whose refusal is wanted as words only (a player's
 * card after every step), without a #GError (herald_game_check_refusal ()).
 *
 * Returns: %TRUE when @action is legal now
 */
gboolean
herald_session_check_refusal (HeraldSession       *self,
                              const HeraldAction  *action,
                              const char         **message)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (message != NULL, FALSE);

  *message = NULL;
  if (self->game != NULL && !self->read_only)
    return herald_game_check_refusal (self->game, action, message);
  /* no game, or one only looked at: the refusal as herald_session_check () makes it */
  g_clear_error (&self->refusal);
  if (herald_session_check (self, action, &self->refusal))
    return TRUE;
  *message = self->refusal != NULL ? self->refusal->message : NULL;
  return FALSE;
}

/**
 * herald_session_undo:
 *
 * Drops the last action. Emits #HeraldSession::changed but no outcome. When that action
 * dropped the redo list (herald_session_get_n_dropped_redo ()), the list comes back as it
 * was, in the place of the action undone.
 *
 * Returns: %TRUE when a step was undone
 */
gboolean
herald_session_undo (HeraldSession  *self,
                     GError        **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  g_autoptr(GArray) dropped = NULL;
  gboolean restore;

  if (self->game != NULL && herald_session_refuse_read_only (self, error))
    return FALSE;
  restore = self->game != NULL && self->dropped_redo != NULL &&
            herald_game_get_n_actions (self->game) == self->dropped_at;
  if (self->game == NULL || !herald_game_undo (self->game, error))
    {
      if (self->game == NULL)
        g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING,
                             _("Nothing to undo"));
      return FALSE;
    }
  dropped = g_steal_pointer (&self->dropped_redo);
  /* the step that dropped the redo list undone: the list comes back as it was, the step
   * undone in its place (its own redo would drop the list again) */
  if (restore)
    {
      g_autoptr(GArray) undone = copy_redo (self);

      herald_game_drop_redo (self->game);
      for (guint i = 0; i < dropped->len; i++)
        herald_game_push_redo (self->game, &g_array_index (dropped, HeraldAction, i));
      /* what Redo would apply first no longer applies (it cannot, as the position is the one
       * it was undone from; kept safe): the step undone is its redo again */
      if (!herald_game_check_redo (self->game, NULL))
        {
          herald_game_drop_redo (self->game);
          for (guint i = 0; undone != NULL && i < undone->len; i++)
            herald_game_push_redo (self->game, &g_array_index (undone, HeraldAction, i));
        }
    }
  self->rewinds++;

  herald_session_after_change (self, NULL);

  return TRUE;
}

/**
 * herald_session_redo:
 * @error: as for herald_session_check_redo()
 *
 * Applies the last undone action again, with its outcomes. A refused redo changes nothing:
 * the undone action stays in the redo list (and in the file).
 *
 * Returns: %TRUE when a step was redone
 */
gboolean
herald_session_redo (HeraldSession  *self,
                     GError        **error)
{
  g_autoptr(GArray) outcomes = NULL;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  if (self->game == NULL)
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING,
                           _("Nothing to redo"));
      return FALSE;
    }

  if (herald_session_refuse_read_only (self, error))
    return FALSE;

  outcomes = g_array_new (FALSE, TRUE, sizeof (HeraldOutcome));
  if (!herald_game_redo (self->game, outcomes, error))
    return FALSE;
  g_clear_pointer (&self->dropped_redo, g_array_unref);
  self->rewinds++;

  herald_session_after_change (self, outcomes);

  return TRUE;
}

/**
 * herald_session_get_game:
 *
 * The open game, for reading. Widgets never change it: they perform actions.
 *
 * Returns: (transfer none) (nullable): the game
 */
HeraldGame *
herald_session_get_game (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  return self->game;
}

/**
 * herald_session_get_state:
 *
 * Returns: (transfer none) (nullable): the derived state of the open game
 */
const HeraldState *
herald_session_get_state (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  return self->game ? herald_game_get_state (self->game) : NULL;
}

gboolean
herald_session_get_has_game (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  return self->has_game;
}

gboolean
herald_session_get_can_undo (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  return self->can_undo;
}

/**
 * herald_session_set_last_draws_seen:
 *
 * The reveals of the progress cards the game's last step drew were answered (Keep, Play Now,
 * Later): saved so (herald_game_set_last_draws_seen(), `draws_seen`), and a resumed game does
 * not hand the device over for them again (newcomer report 20, N20-8). Nothing in a game only
 * looked at, or when already so.
 */
void
herald_session_set_last_draws_seen (HeraldSession *self)
{
  g_return_if_fail (HERALD_IS_SESSION (self));

  if (self->game == NULL || self->read_only ||
      herald_game_get_draws_seen (self->game) == herald_game_get_n_actions (self->game))
    return;
  herald_game_set_last_draws_seen (self->game);
  herald_session_autosave (self);
}

/**
 * herald_session_get_n_dropped_redo:
 *
 * Returns: how many undone steps the last step dropped from the redo list (Undo brings them
 *   back: herald_session_undo ()), or 0 when it dropped none or another change came since
 */
guint
herald_session_get_n_dropped_redo (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), 0);

  if (self->dropped_redo == NULL || self->game == NULL ||
      herald_game_get_n_actions (self->game) != self->dropped_at)
    return 0;
  return self->dropped_redo->len;
}

/**
 * herald_session_get_rewinds:
 *
 * A count of the changes to the game's log other than a step played at its end: every Undo
 * and Redo, every game opened, started, closed or put in the place of the open one. While it
 * stays the same, every step the log held is still there, as it was: a dialog about a step
 * (a roll's attack result, a card it drew) remembers it as it is scheduled and is withdrawn,
 * never shown, if it moved (breaker report 17, B17-4). It only grows (wrapping round after
 * 2^32 changes); its value means nothing by itself.
 *
 * Returns: the count, to compare with a later one
 */
guint
herald_session_get_rewinds (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), 0);

  return self->rewinds;
}

gboolean
herald_session_get_can_redo (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  return self->can_redo;
}

guint
herald_session_get_current_player (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), 0);

  return self->current_player;
}

guint
herald_session_get_round (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), 0);

  return self->round;
}

guint
herald_session_get_barbarian_position (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), 0);

  return self->barbarian_position;
}