/* herald-game-private.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to the engine's game units (herald-game, -apply, -pieces, -position, -statistics,
 * -replay-json): the game's structure, the context of one apply and the helpers they share.
 */

#pragma once

#include "herald-private.h"
#include "herald-attack.h"
#include "herald-game.h"
#include "herald-start.h"

G_BEGIN_DECLS

/* herald-apply-builder.c: who may build, as check_builder () answered it for the game's state
 * as it stands (herald_game_check ()), and who may take a knight action (first_checks ());
 * cleared whenever the state changes */
enum { HERALD_KEPT_BUILDER, HERALD_KEPT_KNIGHT_ACTION, HERALD_N_KEPT };
typedef struct
{
  guint   known;                          /* bit k * HERALD_MAX_PLAYERS + p: player p's
                                           * answer to question k is kept */
  GError *refusal[HERALD_N_KEPT * HERALD_MAX_PLAYERS];  /* (nullable): NULL when player p may */
  guint   n_made;                         /* answers made for the game's state (tests) */
} HeraldBuilderCache;

/* herald-forecast.c: what herald_game_forecast_landing () is made from (landing_key_init ()) */
typedef struct
{
  HeraldAttackInput in;
  guint             defenders;
  guint             n_cities[HERALD_MAX_PLAYERS];
  HeraldCity        cities[HERALD_MAX_PLAYERS][HERALD_MAX_CITIES];
} HeraldLandingKey;

struct _HeraldGame
{
  HeraldRules      rules;
  guint            n_players;
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  /* herald-player-name.c: a player's name in sentences (herald_game_get_player_label ()),
   * NULL while no other player has the same name */
  char            *labels[HERALD_MAX_PLAYERS];
  HeraldStart     *start;      /* owned, nullable: the position the game starts from */
  guint32          seed;
  HeraldState      initial;
  HeraldState      state;
  GArray          *log;        /* HeraldAction */
  /* herald_game_new_log_id (): while it is the same, the log only grew */
  guint64          log_id;
  /* herald_game_get_n_rolls (): the rolls among the log's first n_rolls_len actions, counted
   * while the log's number was n_rolls_log_id (the log only grew since: counted on from there) */
  guint64          n_rolls_log_id;
  guint            n_rolls_len;
  guint            n_rolls;
  GArray          *redo;       /* HeraldAction, last undone last */
  GArray          *outcomes;   /* HeraldOutcome of the whole log */
  /* herald-roll-record.c: dice that cannot be rolled again (docs/save-format.md) */
  GArray          *undone_rolls; /* HeraldRollRecord: every roll undone or discarded */
  gboolean         has_drawn;    /* dice drawn for the next roll, not applied yet */
  HeraldRollRecord drawn;
  /* herald-draw-record.c: decks chosen and undone (docs/save-format.md, `undone_draws`) */
  GArray          *undone_draws; /* HeraldDrawRecord */
  /* herald-answers.c: the log's length when the reveals of the cards its last step drew were
   * answered (docs/save-format.md, `draws_seen`); never more than the log's length */
  guint            draws_seen;
  gboolean         has_deck;     /* balanced dice: what their decks have left */
  HeraldDiceDeck   deck;
  /* the save loader is replaying the file's log, or the engine its own log (undo, the
   * story): what was done is not refused for the dice it was done with
   * (herald_game_check_entered_roll ()) nor for the rules that only refuse new steps
   * (is_new_step (), replays_as_written ()) */
  gboolean         replaying;
  /* herald_save_validate_data (): the file's log is replayed with every step checked as a
   * new step would be (the rules that refuse new steps only, the dice and cards bound to a
   * point of the game); what replaying changes in the state itself stays as it is */
  gboolean         log_as_new_steps;
  HeraldBuilderCache builder_cache;
  /* herald_game_check (): the outcomes of the question, kept from one to the next (an array
   * made and freed at each was a tenth of it); taken while in use, so never shared */
  GArray          *check_outcomes; /* (nullable) HeraldOutcome */
  /* herald_game_forecast_landing (): its outcomes, kept with what they were made from (their
   * action index is set to the log's length when given); a copy starts without them */
  GArray          *landing;        /* (nullable) HeraldOutcome */
  HeraldLandingKey landing_key;
  guint            n_landings_made;
};

G_GNUC_INTERNAL void herald_game_new_log_id (HeraldGame *self);

#define refuse(error, ...) herald_refuse ((error), __VA_ARGS__)
#define refuse_off_turn(error, ...) herald_refuse_off_turn ((error), __VA_ARGS__)
#define invalid(error, ...) herald_invalid ((error), __VA_ARGS__)

/* The context of one apply: the game (for rules and names), the state being changed (a copy),
 * the action index and where outcomes go. */
typedef struct
{
  HeraldGame  *game;
  HeraldState *s;
  guint        index;
  GArray      *outcomes;
  /* @s is a copy of the game's state as it stands, asked about and not applied
   * (herald_game_check ()): check_builder () may answer from the game's builder_cache */
  gboolean     query;
  /* first_checks () accepted the action for this state already (herald_game_check ()) */
  gboolean     first_checked;
} Ctx;

/* herald-roll-record.c */
G_GNUC_INTERNAL gboolean roll_record_check (HeraldGame *game, const HeraldAction *action,
                                            GError **error);
G_GNUC_INTERNAL gboolean roll_record_check_redo (HeraldGame *game, const HeraldAction *action,
                                                 GError **error);
G_GNUC_INTERNAL gboolean roll_record_check_room (HeraldGame *game, const HeraldAction *action,
                                                 GError **error);
G_GNUC_INTERNAL void roll_record_logged (HeraldGame *game, const HeraldAction *action,
                                         HeraldAction *logged);
G_GNUC_INTERNAL void roll_record_applied (HeraldGame *game, const HeraldAction *action);
G_GNUC_INTERNAL void roll_record_undone (HeraldGame *game, const HeraldAction *action);
G_GNUC_INTERNAL void roll_record_redone (HeraldGame *game, const HeraldAction *action);
G_GNUC_INTERNAL gboolean roll_record_check_end (HeraldGame *game, const HeraldAction *action,
                                                const HeraldState *next, GError **error);

/* herald-draw-record.c */
G_GNUC_INTERNAL gboolean draw_record_check (HeraldGame *game, const HeraldAction *action,
                                            GError **error);
G_GNUC_INTERNAL void draw_record_undone (HeraldGame *game, const HeraldAction *action);
G_GNUC_INTERNAL void draw_record_applied (HeraldGame *game, const HeraldAction *action);

/* herald-game.c: outcomes, derived counts (RULES.md A24), hands, decks, pending decisions */
G_GNUC_INTERNAL const char *name_of (Ctx *ctx, guint player);
G_GNUC_INTERNAL HeraldOutcome *emit (Ctx *ctx, HeraldOutcomeType type, gint player);
G_GNUC_INTERNAL guint count_metropolises (const HeraldPlayerState *p);
G_GNUC_INTERNAL guint count_ordinary (const HeraldPlayerState *p);
G_GNUC_INTERNAL guint count_walls (const HeraldPlayerState *p);
G_GNUC_INTERNAL guint count_metropolis_walls (const HeraldPlayerState *p);
G_GNUC_INTERNAL gboolean place_walls (HeraldPlayerState *p, guint walls, guint metropolis_walls);
G_GNUC_INTERNAL guint default_metropolis_walls (guint walls, guint ordinary);
G_GNUC_INTERNAL guint count_knights (const HeraldPlayerState *p, guint level);
G_GNUC_INTERNAL guint knight_strength (const HeraldPlayerState *p);
G_GNUC_INTERNAL void compute_vp (const HeraldState *s, guint player, HeraldVp *vp);
G_GNUC_INTERNAL guint total_vp (const HeraldState *s, guint player);
G_GNUC_INTERNAL gboolean robber_may_move (HeraldGame *game, const HeraldState *s);
G_GNUC_INTERNAL gboolean draws (const HeraldPlayerState *p, HeraldTrack track, guint red);
G_GNUC_INTERNAL gboolean hand_remove (HeraldPlayerState *p, guint8 card);
G_GNUC_INTERNAL void deck_put_under (HeraldState *s, guint8 card);
G_GNUC_INTERNAL void give_card (Ctx *ctx, guint player, guint8 card);
G_GNUC_INTERNAL gboolean draw_card (Ctx *ctx, guint player, HeraldTrack track);
G_GNUC_INTERNAL void pending_add (HeraldState *s, HeraldPendingType type, guint player);
G_GNUC_INTERNAL void pending_remove_at (HeraldState *s, guint i);
G_GNUC_INTERNAL gint pending_find (HeraldState *s, HeraldPendingType type, gint player);
G_GNUC_INTERNAL gboolean walled_city_choice_open (HeraldState *s, guint player);
G_GNUC_INTERNAL void sync_hand_limit (Ctx *ctx);
G_GNUC_INTERNAL gboolean put_back_owed (Ctx *ctx);
G_GNUC_INTERNAL void resolve_waiting_draws (Ctx *ctx);
G_GNUC_INTERNAL void check_winner (Ctx *ctx);

/* herald-answers.c: the setup round's next step (A2.1), for apply_setup () and the
 * interface's herald_game_get_setup_action () */
G_GNUC_INTERNAL void setup_next (const HeraldState *s, HeraldActionType *type, guint *player);

/* herald-pieces.c: cities, walls, knights, improvements, metropolises, the attack */
G_GNUC_INTERNAL void add_city (HeraldPlayerState *p);
G_GNUC_INTERNAL guint count_sabotaged (const HeraldPlayerState *p);
G_GNUC_INTERNAL gboolean set_sabotaged (HeraldPlayerState *p, guint n);
G_GNUC_INTERNAL gboolean upgrade_to_city (Ctx *ctx, guint player, gint from, GError **error);
G_GNUC_INTERNAL gboolean add_wall (Ctx *ctx, guint player, gint city, GError **error);
G_GNUC_INTERNAL gboolean get_knight (Ctx *ctx, guint player, gint knight, HeraldKnight **out, GError **error);
G_GNUC_INTERNAL void remove_knight_at (HeraldPlayerState *p, guint k);
G_GNUC_INTERNAL gboolean upgrade_knight (Ctx *ctx, guint player, gint knight, GError **error);
G_GNUC_INTERNAL void reset_turn_flags (HeraldState *s);
G_GNUC_INTERNAL gint first_ordinary_city (const HeraldPlayerState *p);
G_GNUC_INTERNAL gboolean place_metropolis (Ctx *ctx, guint player, HeraldTrack track, gint city, GError **error);
G_GNUC_INTERNAL gboolean improve_city (Ctx *ctx, guint player, HeraldTrack track, gint city, GError **error);
/* A5, A24, B.2: the attack's input from the board (@fighting: per player, the knights that
 * fight); refused when @action's Fiesepeter commitment names a knight that is not active */
G_GNUC_INTERNAL gboolean attack_input (Ctx *ctx, const HeraldAction *action, HeraldAttackInput *in,
                                       guint8 *fighting, GError **error);
G_GNUC_INTERNAL gboolean resolve_attack (Ctx *ctx, const HeraldAction *action, GError **error);
/* herald-forecast.c: who rolls the next roll (one roll a turn, clockwise) */
G_GNUC_INTERNAL guint next_roller (HeraldGame *self);
G_GNUC_INTERNAL gboolean choose_pillaged_city (Ctx *ctx, const HeraldAction *action, gboolean *walls_changed, GError **error);

/* herald-apply.c and herald-apply-card.c */
G_GNUC_INTERNAL gboolean check_player (Ctx *ctx, gint player, GError **error);
/* herald-apply-builder.c: the checks every action meets first; for a new step they only read
 * ctx->s */
G_GNUC_INTERNAL gboolean first_checks (Ctx *ctx, const HeraldAction *action, GError **error);
/* herald-apply.c: building, knights, improvements and repairs (check_builder ()'s actions);
 * the table's play is those, a knight's action and progress cards (A3.4) */
G_GNUC_INTERNAL gboolean is_building_play (HeraldActionType type);
G_GNUC_INTERNAL gboolean is_table_play (HeraldActionType type);
/* herald-apply-builder.c */
G_GNUC_INTERNAL gboolean check_builder (Ctx *ctx, guint player, GError **error);
G_GNUC_INTERNAL void builder_cache_clear (HeraldGame *self);
G_GNUC_INTERNAL gboolean is_new_step (Ctx *ctx);
G_GNUC_INTERNAL gboolean herald_game_is_entering_position_as_written (HeraldGame *game);
G_GNUC_INTERNAL gboolean replays_as_written (HeraldGame *game);
/* @what: an untranslated msgid (marked with N_), translated for a refusal only */
G_GNUC_INTERNAL gboolean check_own_turn_after_roll (Ctx *ctx, guint player, const char *what, GError **error);
G_GNUC_INTERNAL gboolean apply_play_card (Ctx *ctx, const HeraldAction *action, GError **error);

/* herald-apply.c, herald-correct.c and herald-position.c */
G_GNUC_INTERNAL gboolean apply_correct (Ctx *ctx, const HeraldAction *action, GError **error);
G_GNUC_INTERNAL void note_attack_evidence (HeraldGame *game, HeraldState *s);
G_GNUC_INTERNAL gboolean apply_to (HeraldGame *self, HeraldState *next, const HeraldAction *action, GArray *outcomes, GError **error);
/* apply_to () of a question about the game as it stands: @next is a copy of its state */
G_GNUC_INTERNAL gboolean apply_to_query (HeraldGame *self, HeraldState *next, const HeraldAction *action, GArray *outcomes, GError **error);
typedef enum
{
  HERALD_LEVELS_OF_CORRECTION,
  HERALD_LEVELS_OF_FILE,
  HERALD_LEVELS_OF_TABLE,
} HeraldLevelsOf;

/* herald-player-name.c: the labels of players whose name another player has */
G_GNUC_INTERNAL void player_labels_init (HeraldGame *self);
G_GNUC_INTERNAL HeraldGame *game_new (const HeraldRules *rules, const HeraldPlayerInfo *players,
                                      guint n_players, const HeraldStart *start, guint32 seed,
                                      gboolean by_name, GError **error);
G_GNUC_INTERNAL gboolean check_new_game (const HeraldRules *rules, const HeraldPlayerInfo *players,
                                         guint n_players, GError **error);
G_GNUC_INTERNAL gboolean start_to_state (HeraldGame *self, HeraldState *s, const HeraldStart *start,
                                         gboolean by_name, GError **error);
G_GNUC_INTERNAL gboolean check_vp_cards_once (const guint8 *cards, guint n, gint code,
                                              GError **error);
G_GNUC_INTERNAL gboolean check_metropolis_levels (HeraldGame *self, const HeraldState *s,
                                                  HeraldLevelsOf how, GError **error);

/* herald-replay-json.c: members of the JSON the engine prints (replay, stats); a player is
 * its index or null */
G_GNUC_INTERNAL void add_player_or_null (JsonBuilder *b, const char *name, gint player);
G_GNUC_INTERNAL void add_int_member (JsonBuilder *b, const char *name, gint64 value);
/* @name: an array of @counts[@from] to @counts[@to] (both included) */
G_GNUC_INTERNAL void add_counts (JsonBuilder *b, const char *name, const guint *counts, guint from, guint to);

gboolean herald_player_name_has_control (const char *name);

G_END_DECLS
