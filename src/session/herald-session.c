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

#include "herald-enums.h"
#include "herald-game-file.h"
#include "herald-library.h"
#include "herald-save.h"
#include "herald-session.h"
#include "herald-write-behind.h"
#include "herald-session-models.h"

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
   * walks every state of the decks, so it is computed again only when they or the player's
   * levels changed */
  struct {
    gboolean           valid;
    guint              key[20];
    HeraldDrawForecast forecast;
  }                   draw_cache[HERALD_MAX_PLAYERS];
  char               *save_path;
  HeraldGameFile     *file;         /* the open game's file (herald-game-file.c) */
  char               *games_folder; /* new games get a file of their own here */
  /* while a position is entered: the positions before each correction, and those undone */
  GPtrArray          *positions_undo; /* HeraldGame, the last one last */
  GPtrArray          *positions_redo;
  guint               correcting : 1;
  /* the list models the widgets bind to (herald-session-models.c) */
  HeraldSessionModels *models;
  guint               models_reset : 1; /* another game since the last update */

  /* Cached so that notify fires only on change */
  HeraldDiceMode      dice_mode;
  guint               current_player;
  guint               round;
  guint               barbarian_position;
  guint               unsaved_steps;
  guint               read_only : 1;
  guint               can_undo : 1;
  guint               can_redo : 1;
  guint               has_game : 1;
};

G_DEFINE_FINAL_TYPE (HeraldSession, herald_session, G_TYPE_OBJECT)

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
  N_PROPS
};

enum {
  CHANGED,
  OUTCOME,
  SAVE_FAILED,
  NOTICE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
herald_session_update_properties (HeraldSession *self)
{
  const HeraldState *state = self->game ? herald_game_get_state (self->game) : NULL;
  gboolean has_game = self->game != NULL;
  gboolean can_undo = self->game && !self->read_only ? herald_game_can_undo (self->game) : FALSE;
  gboolean can_redo = self->game && !self->read_only ? herald_game_can_redo (self->game) : FALSE;

  /* a correction of the position being entered is undone like a step */
  if (self->game != NULL && !self->read_only && herald_game_get_n_actions (self->game) == 0)
    {
      can_undo |= self->positions_undo->len > 0;
      can_redo |= self->positions_redo->len > 0;
    }
  guint current = state ? state->current : 0;
  guint round = state ? state->round : 0;
  guint position = state ? state->barbarian_position : 0;

  g_object_freeze_notify (G_OBJECT (self));

  herald_session_models_update (self->models, self->game, self->models_reset);
  self->models_reset = FALSE;

  if (self->has_game != has_game)
    {
      self->has_game = has_game;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_GAME]);
    }
  if (self->can_undo != can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (self->can_redo != can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (self->current_player != current)
    {
      self->current_player = current;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PLAYER]);
    }
  if (self->round != round)
    {
      self->round = round;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
    }
  if (self->barbarian_position != position)
    {
      self->barbarian_position = position;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BARBARIAN_POSITION]);
    }

  g_object_thaw_notify (G_OBJECT (self));
}

static void
herald_session_set_unsaved_steps (HeraldSession *self,
                                  guint          steps)
{
  if (self->unsaved_steps == steps)
    return;
  self->unsaved_steps = steps;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNSAVED_STEPS]);
}

/* Writes the game; on failure the step counts as unsaved until a later write succeeds. */
static gboolean
herald_session_write (HeraldSession  *self,
                      GError        **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *notice = NULL;
  const char *path = herald_game_file_get_path (self->file);

  g_assert (self->game != NULL);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (&local, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
    }
  else
    herald_game_file_save (self->file, self->game, &notice, &local);

  if (notice != NULL)
    g_signal_emit (self, signals[NOTICE], 0, notice);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  herald_session_set_unsaved_steps (self, 0);
  return TRUE;
}

static void
herald_session_autosave (HeraldSession *self)
{
  g_autoptr(GError) error = NULL;

  if (self->read_only)
    return;

  if (!herald_session_write (self, &error))
    {
      herald_session_set_unsaved_steps (self, self->unsaved_steps + 1);
      g_warning ("Could not save the game to %s: %s", herald_game_file_get_path (self->file),
                 error->message);
      g_signal_emit (self, signals[SAVE_FAILED], 0, error->message);
    }
}

/* Rotating backups (docs/reliability.md): at the start of every turn, and when a game begins,
 * the game is also written to <file>.backup-1, the older ones moving up to backup-5 once the
 * new one is on disk (herald_game_file_backup()). They are written from the game in memory,
 * which the engine has checked, so they are good saves; if the game's file ever fails to
 * load, the newest backup that loads is offered. */
static void
herald_session_backup (HeraldSession *self)
{
  guint n = herald_game_get_n_actions (self->game);
  g_autoptr(GError) error = NULL;

  if (self->read_only)
    return;
  if (n > 0)
    {
      HeraldActionType last = herald_game_get_action (self->game, n - 1)->type;

      if (last != HERALD_ACTION_END_TURN && last != HERALD_ACTION_END_SPECIAL_BUILD)
        return;
    }

  if (!herald_game_file_backup (self->file, self->game, &error))
    g_debug ("No backup of %s: %s", herald_game_file_get_path (self->file), error->message);
}

/* The single exit of every change: save, then tell the widgets. */
static void
herald_session_after_change (HeraldSession *self,
                             GArray        *outcomes)
{
  /* a step taken: the corrections undone before it cannot come back */
  if (self->game != NULL && herald_game_get_n_actions (self->game) > 0)
    g_ptr_array_set_size (self->positions_redo, 0);

  if (self->game != NULL)
    {
      herald_session_autosave (self);
      herald_session_backup (self);
    }

  herald_session_update_properties (self);
  g_signal_emit (self, signals[CHANGED], 0);

  if (outcomes != NULL)
    {
      for (guint i = 0; i < outcomes->len; i++)
        {
          const HeraldOutcome *outcome = &g_array_index (outcomes, HeraldOutcome, i);

          g_signal_emit (self, signals[OUTCOME], 0, outcome);
        }
    }
}

static void
herald_session_set_game (HeraldSession *self,
                         HeraldGame    *game)
{
  /* another game: the corrections of this one's position are forgotten */
  if (!self->correcting)
    {
      g_ptr_array_set_size (self->positions_undo, 0);
      g_ptr_array_set_size (self->positions_redo, 0);
    }
  g_clear_pointer (&self->game, herald_game_free);
  self->game = game;
  if (!self->correcting)
    self->models_reset = TRUE;
  g_clear_pointer (&self->balanced, herald_balanced_dice_free);

  /* a game rolls as it began: its dice mode is saved with it (issue 9) */
  if (game != NULL && herald_game_get_rules (game)->dice_mode != self->dice_mode)
    {
      self->dice_mode = herald_game_get_rules (game)->dice_mode;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DICE_MODE]);
    }
}

static void
herald_session_finalize (GObject *object)
{
  HeraldSession *self = (HeraldSession *)object;

  g_clear_pointer (&self->game, herald_game_free);
  g_clear_pointer (&self->models, herald_session_models_free);
  g_clear_pointer (&self->positions_undo, g_ptr_array_unref);
  g_clear_pointer (&self->positions_redo, g_ptr_array_unref);
  g_clear_pointer (&self->balanced, herald_balanced_dice_free);
  g_clear_pointer (&self->rng, herald_rng_free);
  g_clear_pointer (&self->save_path, g_free);
  g_clear_pointer (&self->file, herald_game_file_free);
  g_clear_pointer (&self->games_folder, g_free);
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
  properties[PROP_SAVE_PATH] =
    g_param_spec_string ("save-path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:has-game:
   *
   * Whether a game is open.
   */
  properties[PROP_HAS_GAME] =
    g_param_spec_boolean ("has-game", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:can-undo:
   *
   * Whether there is a step to undo.
   */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:can-redo:
   *
   * Whether there is an undone step to redo.
   */
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:current-player:
   *
   * The index of the player whose turn it is (during the setup round, the player who
   * places next).
   */
  properties[PROP_CURRENT_PLAYER] =
    g_param_spec_uint ("current-player", NULL, NULL, 0, HERALD_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:round:
   *
   * The round number, from 1; 0 without a game.
   */
  properties[PROP_ROUND] =
    g_param_spec_uint ("round", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:barbarian-position:
   *
   * Ship advances since the last attack (RULES.md A4); 0 is the start space.
   */
  properties[PROP_BARBARIAN_POSITION] =
    g_param_spec_uint ("barbarian-position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:dice-mode:
   *
   * How herald_session_roll_dice() rolls: fair or balanced dice. In physical mode the
   * table enters the dice; herald_session_roll_dice() then rolls fair dice.
   */
  properties[PROP_DICE_MODE] =
    g_param_spec_enum ("dice-mode", NULL, NULL,
                       HERALD_TYPE_DICE_MODE, HERALD_DICE_MODE_FAIR,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:unsaved-steps:
   *
   * How many steps (a new or resumed game, actions, undos, redos) are only in memory because
   * saving failed (disk full, read-only folder). 0 when the game on disk is the game open.
   */
  properties[PROP_UNSAVED_STEPS] =
    g_param_spec_uint ("unsaved-steps", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldSession:read-only:
   *
   * The game is open to look at only (another Herald holds it): every change is refused with
   * %HERALD_STORE_ERROR_READ_ONLY and nothing is saved.
   */
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * HeraldSession::changed:
   *
   * Emitted after every step (an action, an undo, a redo, a new or resumed game), after the
   * game was saved and before the #HeraldSession::outcome signals of that step.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * HeraldSession::outcome:
   * @outcome: (type gpointer): a `const HeraldOutcome *`, valid during the emission
   *
   * Emitted once per outcome of a performed action or a redo, in order.
   */
  signals[OUTCOME] =
    g_signal_new ("outcome", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  /**
   * HeraldSession::save-failed:
   * @message: what went wrong
   *
   * Emitted when the autosave could not be written. The game goes on in memory.
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * HeraldSession::notice:
   * @message: what happened to the game's file and what Herald did, for the table
   *
   * Emitted when saving found the game's file deleted or replaced by something else
   * (herald_game_file_save()): both games are kept, and @message says where.
   */
  signals[NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
herald_session_init (HeraldSession *self)
{
  self->positions_undo = g_ptr_array_new_with_free_func ((GDestroyNotify) herald_game_free);
  self->positions_redo = g_ptr_array_new_with_free_func ((GDestroyNotify) herald_game_free);
  self->models = herald_session_models_new ();
  const char *seed = g_getenv ("HERALD_SEED");

  /* HERALD_SEED fixes the deck order and the dice, so that a scripted test (or a reported game)
   * can be played again exactly; players get OS-seeded randomness. */
  if (seed != NULL)
    self->rng = herald_rng_new_with_seed ((guint32) g_ascii_strtoull (seed, NULL, 10));
  else
    self->rng = herald_rng_new ();
  self->dice_mode = HERALD_DICE_MODE_FAIR;
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

/**
 * herald_session_set_games_folder:
 * @folder: (nullable): the folder of the games (`$XDG_DATA_HOME/herald/games`), or %NULL
 *
 * From now on every new game gets a file of its own in @folder (herald_library_new_game_path()),
 * so starting a game never replaces another. Without a folder a new game is saved to
 * #HeraldSession:save-path.
 */
void
herald_session_set_games_folder (HeraldSession *self,
                                 const char    *folder)
{
  g_return_if_fail (HERALD_IS_SESSION (self));

  g_free (self->games_folder);
  self->games_folder = g_strdup (folder);
}

/* Makes @path the game's file, locked for this Herald; the open file stays when @path is
 * already it. */
static gboolean
herald_session_take_file (HeraldSession  *self,
                          const char     *path,
                          gboolean        read_only,
                          GError        **error)
{
  HeraldGameFile *file = self->file;

  if (!g_str_equal (path, herald_game_file_get_path (self->file)))
    file = herald_game_file_new (path);
  if (read_only)
    herald_game_file_unlock (file);
  else if (!herald_game_file_lock (file, error))
    {
      if (file != self->file)
        herald_game_file_free (file);
      return FALSE;
    }
  if (file != self->file)
    {
      herald_game_file_free (self->file);
      self->file = file;
    }
  if (self->read_only != read_only)
    {
      self->read_only = read_only;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
    }
  herald_session_set_unsaved_steps (self, 0);
  return TRUE;
}

/* A new game's file: its own in the games folder, or the session's save path */
static gboolean
herald_session_take_new_file (HeraldSession  *self,
                              GError        **error)
{
  g_autofree char *path = NULL;

  if (self->games_folder != NULL)
    path = herald_library_new_game_path (self->games_folder);
  else
    path = g_strdup (self->save_path);
  return herald_session_take_file (self, path, FALSE, error);
}

/**
 * herald_session_new_game:
 * @rules: the rule set
 * @players: (array length=n_players): names and colours, in turn order; player 0 starts
 * @n_players: 3–4, or 5–6 with the extension
 * @setup_round: begin with the setup round (RULES.md A2.1) rather than after it
 * @error: a #HERALD_GAME_ERROR when the rules or players are refused
 *
 * Starts a new game with decks shuffled by an OS-seeded generator, in place of the open
 * game. With a games folder (herald_session_set_games_folder()) the new game gets a file of
 * its own and every other game stays; without one it is saved to #HeraldSession:save-path.
 *
 * Returns: %TRUE on success
 */
gboolean
herald_session_new_game (HeraldSession           *self,
                         const HeraldRules       *rules,
                         const HeraldPlayerInfo  *players,
                         guint                    n_players,
                         gboolean                 setup_round,
                         GError                 **error)
{
  HeraldGame *game;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (players != NULL, FALSE);

  game = herald_game_new_shuffled (rules, players, n_players, self->rng, setup_round, error);
  if (game == NULL)
    return FALSE;
  if (!herald_session_take_new_file (self, error))
    {
      herald_game_free (game);
      return FALSE;
    }

  herald_session_set_game (self, game);
  herald_session_after_change (self, NULL);

  return TRUE;
}

/**
 * herald_session_new_game_at:
 * @rules: the rule set
 * @players: (array length=n_players): names and colours, in turn order
 * @n_players: 3–4, or 5–6 with the extension
 * @start: the position the table has reached (the `start` member of docs/save-format.md)
 * @error: a #HERALD_GAME_ERROR when the position is refused
 *
 * Starts tracking a game the table began without Herald. Decks the position does not give
 * are shuffled from an OS-seeded generator.
 *
 * Returns: %TRUE on success
 */
gboolean
herald_session_new_game_at (HeraldSession           *self,
                            const HeraldRules       *rules,
                            const HeraldPlayerInfo  *players,
                            guint                    n_players,
                            JsonNode                *start,
                            GError                 **error)
{
  HeraldGame *game;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (players != NULL, FALSE);
  g_return_val_if_fail (start != NULL, FALSE);

  game = herald_game_new (rules, players, n_players, start,
                          herald_rng_range (self->rng, G_MAXINT32), error);
  if (game == NULL)
    return FALSE;
  if (!herald_session_take_new_file (self, error))
    {
      herald_game_free (game);
      return FALSE;
    }

  herald_session_set_game (self, game);
  herald_session_after_change (self, NULL);

  return TRUE;
}

/**
 * herald_session_new_game_from_start:
 * @rules: the rule set
 * @players: (array length=n_players): names and colours, in turn order
 * @n_players: 3–4, or 5–6 with the extension
 * @start: the position the table has reached
 * @error: a #HERALD_GAME_ERROR when the engine refuses the position; a refusal about one player
 *   names the player
 *
 * As herald_session_new_game_at(), from the typed position the dialogs build.
 *
 * Returns: %TRUE on success
 */
gboolean
herald_session_new_game_from_start (HeraldSession           *self,
                                    const HeraldRules       *rules,
                                    const HeraldPlayerInfo  *players,
                                    guint                    n_players,
                                    const HeraldStart       *start,
                                    GError                 **error)
{
  HeraldGame *game;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (players != NULL, FALSE);
  g_return_val_if_fail (start != NULL, FALSE);

  game = herald_game_new_from_start (rules, players, n_players, start,
                                     herald_rng_range (self->rng, G_MAXINT32), error);
  if (game == NULL)
    return FALSE;
  if (!herald_session_take_new_file (self, error))
    {
      herald_game_free (game);
      return FALSE;
    }

  herald_session_set_game (self, game);
  herald_session_after_change (self, NULL);

  return TRUE;
}

/**
 * herald_session_has_saved_game:
 *
 * Returns: whether the autosave file exists
 */
gboolean
herald_session_has_saved_game (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  return g_file_test (herald_game_file_get_path (self->file), G_FILE_TEST_IS_REGULAR);
}

/**
 * herald_session_describe_saved_game:
 *
 * A short description of the saved game for the start page: the round, the players and
 * when it was saved. Loading it here is only a preview: a file that does not load is left
 * alone until herald_session_resume() reports it.
 *
 * Returns: (transfer full) (nullable): the description, or %NULL without a saved game
 */
char *
herald_session_describe_saved_game (HeraldSession *self)
{
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GDateTime) modified = NULL;
  g_autoptr(GString) names = NULL;
  g_autofree char *when = NULL;
  const HeraldState *state;

  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  if (!herald_session_has_saved_game (self))
    return NULL;

  game = herald_save_load_file (herald_game_file_get_path (self->file), NULL);
  if (game == NULL)
    return g_strdup (_("The saved game could not be read."));

  state = herald_game_get_state (game);
  names = g_string_new (NULL);
  for (guint i = 0; i < herald_game_get_n_players (game); i++)
    {
      if (i > 0)
        g_string_append (names, ", ");
      g_string_append (names, herald_game_get_player_name (game, i));
    }

  file = g_file_new_for_path (herald_game_file_get_path (self->file));
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                            NULL, NULL);
  if (info != NULL)
    modified = g_file_info_get_modification_date_time (info);
  if (modified != NULL)
    {
      g_autoptr(GDateTime) local = g_date_time_to_local (modified);

      /* Translators: a date and time format for g_date_time_format(), e.g. "Nov 30, 14:02" */
      when = g_date_time_format (local, _("%b %e, %H:%M"));
    }

  if (state->phase == HERALD_PHASE_OVER && state->winner >= 0)
    /* Translators: the saved game on the start page: players, then the winner */
    return g_strdup_printf (_("%s · won by %s"), names->str,
                            herald_game_get_player_name (game, state->winner));

  if (when != NULL)
    /* Translators: the saved game on the start page: round, players, time saved */
    return g_strdup_printf (_("Round %u · %s · saved %s"), state->round, names->str, when);

  return g_strdup_printf (_("Round %u · %s"), state->round, names->str);
}

/**
 * herald_session_open:
 * @path: a game's file
 * @read_only: only look at the game: nothing is locked, changed or saved
 * @error: #HERALD_STORE_ERROR_LOCKED when another Herald has the game open (the message says
 *   which), else as herald_game_file_load(): #HERALD_STORE_ERROR_NEWER (the file stays where
 *   it is), #HERALD_STORE_ERROR_BROKEN (the file was moved aside; the message says where, or
 *   why it could not be moved), or a #GFileError
 *
 * Opens the game saved in @path in place of the open one, and saves every later step there.
 * The game is locked for this Herald until it is closed or another game is opened
 * (herald_game_file_lock()), and the temporary files of writes that were killed half-way are
 * removed. After a failure the file stays the session's, so that herald_session_has_backup()
 * and herald_session_resume_backup() offer its backups.
 *
 * Returns: %TRUE when the game is open
 */
gboolean
herald_session_open (HeraldSession  *self,
                     const char     *path,
                     gboolean        read_only,
                     GError        **error)
{
  HeraldGame *game;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!herald_session_take_file (self, path, read_only, error))
    return FALSE;

  game = herald_game_file_load (self->file, error);
  if (game == NULL)
    return FALSE;
  if (!read_only)
    herald_game_file_remove_temporaries (self->file);

  herald_session_set_game (self, game);
  herald_session_update_properties (self);
  g_signal_emit (self, signals[CHANGED], 0);

  return TRUE;
}

/**
 * herald_session_resume:
 * @error: why the saved game could not be opened, as for herald_session_open()
 *
 * Opens the game of herald_session_get_save_path() again (herald_session_open()).
 *
 * Returns: %TRUE when the saved game is open
 */
gboolean
herald_session_resume (HeraldSession  *self,
                       GError        **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  path = g_strdup (herald_game_file_get_path (self->file));
  return herald_session_open (self, path, FALSE, error);
}

/**
 * herald_session_has_backup:
 *
 * Returns: whether a rotating backup of the game's file exists
 */
gboolean
herald_session_has_backup (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  for (guint i = 0; i <= HERALD_STORE_N_BACKUPS; i++)
    {
      g_autofree char *path = herald_game_file_backup_path (self->file, i);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return TRUE;
    }
  return FALSE;
}

/**
 * herald_session_resume_backup:
 * @error: %HERALD_GAME_ERROR_INVALID when no backup loads
 *
 * Opens the newest rotating backup that loads (a backup is made at the start of every turn)
 * and saves it as the game's file. The backups are left as they are.
 *
 * Returns: %TRUE when a backup is open
 */
gboolean
herald_session_resume_backup (HeraldSession  *self,
                              GError        **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  for (guint i = 0; i <= HERALD_STORE_N_BACKUPS; i++)
    {
      g_autofree char *path = herald_game_file_backup_path (self->file, i);
      g_autoptr(GError) local = NULL;
      HeraldGame *game;

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      game = herald_save_load_file (path, &local);
      if (game == NULL)
        {
          g_debug ("Backup %s: %s", path, local->message);
          continue;
        }
      if (!herald_session_take_file (self, herald_game_file_get_path (self->file), FALSE, error))
        {
          herald_game_free (game);
          return FALSE;
        }
      herald_session_set_game (self, game);
      herald_session_after_change (self, NULL);
      return TRUE;
    }
  g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                       _("No backup of the game could be opened."));
  return FALSE;
}

/**
 * herald_session_close:
 *
 * Closes the open game and releases its lock. The saved file stays, so the game can be
 * resumed. Steps that could not be saved (#HeraldSession:unsaved-steps) are lost: ask first.
 */
void
herald_session_close (HeraldSession *self)
{
  g_return_if_fail (HERALD_IS_SESSION (self));

  herald_game_file_unlock (self->file);
  if (self->game == NULL)
    return;

  herald_session_set_game (self, NULL);
  if (self->read_only)
    {
      self->read_only = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
    }
  herald_session_set_unsaved_steps (self, 0);
  herald_session_update_properties (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
herald_session_refuse_read_only (HeraldSession  *self,
                                 GError        **error)
{
  if (!self->read_only)
    return FALSE;
  g_set_error_literal (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_READ_ONLY,
                       _("This game is open in another Herald: here it can only be looked at."));
  return TRUE;
}

/**
 * herald_session_perform:
 * @action: what the table did
 * @error: the rule that refuses it (#HERALD_GAME_ERROR_FORBIDDEN), with a message for the
 *   table
 *
 * Applies @action to the game, saves it and emits #HeraldSession::changed and the
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
  HeraldAction stamped;

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

  /* when the table took it: the turn durations of the game's story (docs/save-format.md) */
  stamped = *action;
  if (stamped.time == 0)
    stamped.time = g_get_real_time () / G_USEC_PER_SEC;

  outcomes = g_array_new (FALSE, TRUE, sizeof (HeraldOutcome));
  if (!herald_game_apply (self->game, &stamped, outcomes, error))
    return FALSE;

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

/* Undo or redo a correction of the position being entered: the game from @from becomes the
 * open game, the open one goes onto @to; the game's file is the same */
static void
herald_session_swap_position (HeraldSession *self,
                              GPtrArray     *from,
                              GPtrArray     *to)
{
  HeraldGame *game = g_ptr_array_steal_index (from, from->len - 1);

  g_ptr_array_add (to, g_steal_pointer (&self->game));
  self->correcting = TRUE;
  herald_session_set_game (self, game);
  self->correcting = FALSE;
  herald_session_after_change (self, NULL);
}

/**
 * herald_session_correct_position:
 * @start: the corrected position
 * @error: a #HERALD_GAME_ERROR: %HERALD_GAME_ERROR_FORBIDDEN when the open game's position is
 *   not being entered any more (herald_game_is_entering_position()), or the engine's refusal
 *   of the position, naming the player
 *
 * While the position of a game in progress is being entered, a correction gives the game a
 * new start: the same players, rules and file, the decks not given shuffled as before. It is
 * undone and redone as a step is (herald_session_undo()), until the first step.
 *
 * Returns: %TRUE when the position was corrected
 */
gboolean
herald_session_correct_position (HeraldSession      *self,
                                 const HeraldStart  *start,
                                 GError            **error)
{
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  HeraldGame *game;
  guint n;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (start != NULL, FALSE);

  if (self->game == NULL || !herald_game_is_entering_position (self->game))
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN,
                           _("The position can be corrected only before the first step"));
      return FALSE;
    }
  if (herald_session_refuse_read_only (self, error))
    return FALSE;

  n = herald_game_get_n_players (self->game);
  for (guint i = 0; i < n; i++)
    {
      players[i].name = (char *) herald_game_get_player_name (self->game, i);
      players[i].color = herald_game_get_player_color (self->game, i);
    }
  game = herald_game_new_from_start (herald_game_get_rules (self->game), players, n, start,
                                     herald_game_get_seed (self->game), error);
  if (game == NULL)
    return FALSE;

  g_ptr_array_add (self->positions_undo, g_steal_pointer (&self->game));
  g_ptr_array_set_size (self->positions_redo, 0);
  self->correcting = TRUE;
  herald_session_set_game (self, game);
  self->correcting = FALSE;
  herald_session_after_change (self, NULL);

  return TRUE;
}

/**
 * herald_session_undo:
 *
 * Drops the last action. Emits #HeraldSession::changed but no outcome.
 *
 * Returns: %TRUE when a step was undone
 */
gboolean
herald_session_undo (HeraldSession  *self,
                     GError        **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  if (self->game != NULL && herald_session_refuse_read_only (self, error))
    return FALSE;
  if (self->game != NULL && herald_game_get_n_actions (self->game) == 0 && self->positions_undo->len > 0)
    {
      herald_session_swap_position (self, self->positions_undo, self->positions_redo);
      return TRUE;
    }
  if (self->game == NULL || !herald_game_undo (self->game, error))
    {
      if (self->game == NULL)
        g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING,
                             _("Nothing to undo"));
      return FALSE;
    }

  herald_session_after_change (self, NULL);

  return TRUE;
}

/**
 * herald_session_redo:
 *
 * Applies the last undone action again, with its outcomes.
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

  if (!herald_game_can_redo (self->game) && herald_game_get_n_actions (self->game) == 0 &&
      self->positions_redo->len > 0)
    {
      herald_session_swap_position (self, self->positions_redo, self->positions_undo);
      return TRUE;
    }

  outcomes = g_array_new (FALSE, TRUE, sizeof (HeraldOutcome));
  if (!herald_game_redo (self->game, outcomes, error))
    return FALSE;

  herald_session_after_change (self, outcomes);

  return TRUE;
}

/**
 * herald_session_roll_dice:
 * @roll: (out caller-allocates): the three dice
 *
 * Rolls the three dice the way #HeraldSession:dice-mode says (fair in physical mode).
 * Nothing is applied: pass the roll to herald_session_roll().
 */
void
herald_session_roll_dice (HeraldSession *self,
                          HeraldRoll    *roll)
{
  g_return_if_fail (HERALD_IS_SESSION (self));
  g_return_if_fail (roll != NULL);

  if (self->dice_mode == HERALD_DICE_MODE_BALANCED)
    {
      if (self->balanced == NULL)
        self->balanced = herald_balanced_dice_new (self->rng);
      herald_balanced_dice_roll (self->balanced, roll);
    }
  else
    herald_dice_roll_fair (self->rng, roll);

  roll->alchemist = FALSE;
}

/**
 * herald_session_draw_roll:
 * @roll: (out caller-allocates): the three dice
 *
 * The dice for the current player's roll at this point of the game (issue 10): those Herald
 * already rolled here (drawn before an attack check-in, or a roll that was undone), else new
 * ones (herald_session_roll_dice()). New dice are recorded in the game and saved before this
 * returns (docs/save-format.md, `next_roll`), so that a crash while the table looks at them
 * brings back the same dice, and Undo then Roll cannot give other dice. Without an open game
 * (or looking only): new dice, recorded nowhere.
 */
void
herald_session_draw_roll (HeraldSession *self,
                          HeraldRoll    *roll)
{
  HeraldRollRecord bound;

  g_return_if_fail (HERALD_IS_SESSION (self));
  g_return_if_fail (roll != NULL);

  if (self->game != NULL && herald_game_get_bound_roll (self->game, &bound))
    {
      *roll = bound.roll;
      return;
    }
  herald_session_roll_dice (self, roll);
  if (self->game == NULL || self->read_only)
    return;
  /* after an Alchemist roll set aside, its event die stays */
  herald_game_get_bound_event (self->game, &roll->event);
  herald_game_set_drawn_roll (self->game, roll, FALSE);
  herald_session_autosave (self);
}

/**
 * herald_session_draw_alchemist_roll:
 * @roll: (inout): the red and white dice the Alchemist chose; the event die is set
 *
 * The Alchemist's roll: Herald rolls the event die (or keeps the one already rolled at this
 * point, herald_session_roll_event()), and the roll is recorded and saved before this returns,
 * like herald_session_draw_roll()'s, so that a crash while the attack check-in it may bring is
 * open loses nothing.
 */
void
herald_session_draw_alchemist_roll (HeraldSession *self,
                                    HeraldRoll    *roll)
{
  g_return_if_fail (HERALD_IS_SESSION (self));
  g_return_if_fail (roll != NULL);

  roll->event = herald_session_roll_event (self);
  roll->alchemist = TRUE;
  if (self->game == NULL || self->read_only)
    return;
  herald_game_set_drawn_roll (self->game, roll, FALSE);
  herald_session_autosave (self);
}

/**
 * herald_session_draw_roll_again:
 * @roll: (out caller-allocates): the three dice
 *
 * A deliberate re-roll: new dice for the current player's roll even though dice were already
 * rolled at this point. They are recorded and saved like herald_session_draw_roll()'s, and
 * the roll applied with them says `"again": true`; the dice they replace count as undone in
 * the statistics. Where no dice were rolled yet, the same as herald_session_draw_roll().
 */
void
herald_session_draw_roll_again (HeraldSession *self,
                                HeraldRoll    *roll)
{
  HeraldRollRecord bound;

  g_return_if_fail (HERALD_IS_SESSION (self));
  g_return_if_fail (roll != NULL);

  if (self->game == NULL || self->read_only ||
      !herald_game_get_bound_roll (self->game, &bound))
    {
      herald_session_draw_roll (self, roll);
      return;
    }
  herald_session_roll_dice (self, roll);
  herald_game_set_drawn_roll (self->game, roll, TRUE);
  herald_session_autosave (self);
}

/**
 * herald_session_hold_roll:
 * @roll: the dice about to be applied after a pause (the attack check-in): drawn by
 *   herald_session_draw_roll() or herald_session_draw_alchemist_roll(), or entered from
 *   physical dice
 *
 * Makes sure @roll is recorded as the next roll's dice and saved (docs/save-format.md,
 * `next_roll`) before the table is asked anything, whoever rolled them: after a crash the
 * check-in comes back with the same dice. Dice Herald drew are recorded already; other dice
 * drawn for this roll count as undone.
 */
void
herald_session_hold_roll (HeraldSession    *self,
                          const HeraldRoll *roll)
{
  const HeraldRollRecord *drawn;

  g_return_if_fail (HERALD_IS_SESSION (self));
  g_return_if_fail (roll != NULL);

  if (self->game == NULL || self->read_only || !herald_roll_is_valid (roll))
    return;
  drawn = herald_game_get_drawn_roll (self->game);
  if (drawn != NULL && drawn->roll.event == roll->event && drawn->roll.red == roll->red &&
      drawn->roll.white == roll->white && !drawn->roll.alchemist == !roll->alchemist)
    return;
  herald_game_set_drawn_roll (self->game, roll, FALSE);
  herald_session_autosave (self);
}

/**
 * herald_session_get_drawn_roll:
 * @roll: (out caller-allocates): the dice
 *
 * Dice Herald rolled for the next roll and has not applied (an attack check-in was open, for
 * instance when Herald was stopped): the window asks the table again with these dice.
 *
 * Returns: %TRUE when there are such dice
 */
gboolean
herald_session_get_drawn_roll (HeraldSession *self,
                               HeraldRoll    *roll)
{
  const HeraldRollRecord *drawn;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  drawn = self->game != NULL ? herald_game_get_drawn_roll (self->game) : NULL;
  /* (an Alchemist roll too: the check-in it brought is shown again) */
  if (drawn == NULL)
    return FALSE;
  *roll = drawn->roll;
  return TRUE;
}

/**
 * herald_session_roll_event:
 *
 * Rolls the event die alone (the Alchemist sets the production dice); where Herald already
 * rolled the dice of this roll (an undone roll), their event die.
 *
 * Returns: the event face
 */
HeraldEvent
herald_session_roll_event (HeraldSession *self)
{
  HeraldEvent event;

  g_return_val_if_fail (HERALD_IS_SESSION (self), HERALD_EVENT_SHIP);

  /* the event die of this roll, if Herald rolled it already (an undone roll) */
  if (self->game != NULL && herald_game_get_bound_event (self->game, &event))
    return event;
  return herald_dice_roll_event (self->rng);
}

/**
 * herald_session_roll:
 * @roll: the dice, from herald_session_draw_roll() or entered from physical dice
 * @commit: (nullable) (array fixed-size=6): Fiesepeter: per player, the bit mask of the
 *   knights that fight, or %NULL for all active knights
 * @error: why the roll is refused
 *
 * Performs the current player's `roll` action; with the dice of
 * herald_session_draw_roll_again(), a deliberate re-roll (`"again": true`).
 *
 * Returns: %TRUE when the roll was applied
 */
gboolean
herald_session_roll (HeraldSession     *self,
                     const HeraldRoll  *roll,
                     const guint8      *commit,
                     GError           **error)
{
  HeraldAction action;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  herald_action_init (&action, HERALD_ACTION_ROLL, HERALD_UNSET);
  if (self->game != NULL)
    action.player = herald_game_get_state (self->game)->current;
  action.roll = *roll;
  if (self->game != NULL)
    {
      const HeraldRollRecord *drawn = herald_game_get_drawn_roll (self->game);

      action.again = drawn != NULL && drawn->again && drawn->roll.event == roll->event &&
                     drawn->roll.red == roll->red && drawn->roll.white == roll->white &&
                     !roll->alchemist;
    }
  if (commit != NULL)
    {
      action.has_commit = TRUE;
      memcpy (action.commit, commit, sizeof action.commit);
    }

  return herald_session_perform (self, &action, error);
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

/**
 * herald_session_get_attack_chance:
 * @n_rolls: how many rolls ahead (a round is as many rolls as players)
 *
 * The engine's forecast (herald_game_get_attack_chance()) for the open game, with the balanced
 * dice the session deals from.
 *
 * Returns: the chance that the barbarians land within @n_rolls rolls, 0–1; 0 without a game
 */
double
herald_session_get_attack_chance (HeraldSession *self,
                                  guint          n_rolls)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), 0.0);

  if (self->game == NULL)
    return 0.0;
  return herald_game_get_attack_chance (self->game, n_rolls, self->balanced);
}

/**
 * herald_session_get_draw_forecast:
 * @player: a player index
 * @forecast: (out caller-allocates): the engine's forecast (herald_game_get_draw_forecast())
 *
 * Each deck's chance on the next roll and the rolls to @player's next card, with the balanced
 * dice the session deals from. Zeroed without a game.
 */
void
herald_session_get_draw_forecast (HeraldSession      *self,
                                  guint               player,
                                  HeraldDrawForecast *forecast)
{
  g_return_if_fail (HERALD_IS_SESSION (self));
  g_return_if_fail (forecast != NULL);

  memset (forecast, 0, sizeof *forecast);
  if (self->game == NULL || player >= herald_game_get_n_players (self->game))
    return;

  /* what the forecast depends on: the dice, the phase, the levels and the decks' emptiness */
  {
    const HeraldState *s = herald_game_get_state (self->game);
    guint key[20] = { 0, };
    guint i = 0;

    key[i++] = herald_game_get_rules (self->game)->dice_mode;
    key[i++] = s->phase == HERALD_PHASE_OVER;
    for (guint t = 0; t < HERALD_N_TRACKS; t++)
      {
        key[i++] = s->players[player].improvements[t];
        key[i++] = s->n_deck[t] == 0;
      }
    if (key[0] == HERALD_DICE_MODE_BALANCED && self->balanced != NULL)
      {
        HeraldDiceCycle cycle;

        herald_balanced_dice_get_reds_left (self->balanced, &key[i]);
        i += 7;
        herald_balanced_dice_get_cycle (self->balanced, &cycle);
        for (guint e = 0; e < 4; e++)
          key[i + e / 2] |= cycle.events_left[e] << (8 * (e % 2));
      }
    if (self->draw_cache[player].valid && memcmp (key, self->draw_cache[player].key, sizeof key) == 0)
      {
        *forecast = self->draw_cache[player].forecast;
        return;
      }
    herald_game_get_draw_forecast (self->game, player, self->balanced, forecast);
    memcpy (self->draw_cache[player].key, key, sizeof key);
    self->draw_cache[player].forecast = *forecast;
    self->draw_cache[player].valid = TRUE;
  }
}

HeraldDiceMode
herald_session_get_dice_mode (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), HERALD_DICE_MODE_FAIR);

  return self->dice_mode;
}

/**
 * herald_session_get_dice_cycle:
 * @cycle: (out caller-allocates): where the balanced dice stand
 *
 * With balanced dice, how far through the 36-card deck the table is and what is left
 * (herald_balanced_dice_get_cycle()). The deck lives as long as the session keeps balanced
 * dice: switching the mode or restarting Herald starts a fresh one.
 *
 * Returns: %TRUE with balanced dice; %FALSE (and @cycle untouched) otherwise
 */
gboolean
herald_session_get_dice_cycle (HeraldSession   *self,
                               HeraldDiceCycle *cycle)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (cycle != NULL, FALSE);

  if (self->dice_mode != HERALD_DICE_MODE_BALANCED)
    return FALSE;
  if (self->balanced == NULL)
    self->balanced = herald_balanced_dice_new (self->rng);
  herald_balanced_dice_get_cycle (self->balanced, cycle);
  return TRUE;
}

/**
 * herald_session_set_dice_mode:
 * @mode: how the session rolls
 *
 * Switching to balanced dice starts a fresh balanced deck. A game brings its own mode (the
 * `dice` of its rules, chosen with the new game and saved with it): starting or resuming a
 * game sets the session's mode to it.
 */
void
herald_session_set_dice_mode (HeraldSession  *self,
                              HeraldDiceMode  mode)
{
  g_return_if_fail (HERALD_IS_SESSION (self));

  mode = CLAMP (mode, HERALD_DICE_MODE_FAIR, HERALD_DICE_MODE_PHYSICAL);
  if (self->dice_mode == mode)
    return;

  self->dice_mode = mode;
  g_clear_pointer (&self->balanced, herald_balanced_dice_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DICE_MODE]);
}

/**
 * herald_session_get_unsaved_steps:
 *
 * Returns: #HeraldSession:unsaved-steps
 */
guint
herald_session_get_unsaved_steps (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), 0);

  return self->unsaved_steps;
}

/**
 * herald_session_get_read_only:
 *
 * Returns: #HeraldSession:read-only
 */
gboolean
herald_session_get_read_only (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  return self->read_only;
}

/**
 * herald_session_save_now:
 * @error: a #GFileError when the game still cannot be saved
 *
 * Tries again to save the open game (after a failed autosave: *Try Again*). Succeeds at once
 * when nothing is unsaved.
 *
 * Returns: %TRUE when the game on disk is the game open
 */
gboolean
herald_session_save_now (HeraldSession  *self,
                         GError        **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  if (self->game == NULL || self->read_only || self->unsaved_steps == 0)
    return TRUE;
  return herald_session_write (self, error);
}

/**
 * herald_session_save_as:
 * @path: where to save the open game instead (chosen by the table: *Save Elsewhere*)
 * @error: #HERALD_STORE_ERROR_LOCKED or a #GFileError
 *
 * Saves the open game to @path (replacing a file there) and goes on saving it there. Used
 * when the game's own folder cannot be written.
 *
 * Returns: %TRUE when the game is saved in @path
 */
gboolean
herald_session_save_as (HeraldSession  *self,
                        const char     *path,
                        GError        **error)
{
  g_autoptr(HeraldGameFile) file = NULL;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->game == NULL)
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN,
                           _("No game is open"));
      return FALSE;
    }
  file = herald_game_file_new (path);
  if (!herald_game_file_lock (file, error) || !herald_game_file_save (file, self->game, NULL, error))
    return FALSE;
  herald_game_file_free (self->file);
  self->file = g_steal_pointer (&file);
  herald_session_set_unsaved_steps (self, 0);
  return TRUE;
}

/**
 * herald_session_get_players:
 *
 * The players of the open game, one #HeraldPlayerItem each in seat order, empty without a
 * game. The items stay the same objects from step to step and notify only the properties a
 * step changed (before #HeraldSession::changed); another game replaces them all.
 *
 * Returns: (transfer none): a #GListModel of #HeraldPlayerItem, owned by the session
 */
GListModel *
herald_session_get_players (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  return herald_session_models_get_players (self->models);
}
