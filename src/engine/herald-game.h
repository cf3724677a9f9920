/* herald-game.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-action.h"
#include "herald-attack.h"
#include "herald-cards.h"
#include "herald-dice.h"
#include "herald-rules.h"

G_BEGIN_DECLS

#define HERALD_MAX_HAND     32
#define HERALD_MAX_DECK     32
#define HERALD_MAX_PENDING  16

typedef enum
{
  HERALD_PHASE_SETUP, /*< nick=setup >*/ /* A2.1: first settlements forward, first cities back */
  HERALD_PHASE_BEFORE_ROLL, /*< nick=before_roll >*/ /* only the Alchemist (with the roll) and building records */
  HERALD_PHASE_AFTER_ROLL, /*< nick=after_roll >*/ /* trade, build, play cards, knight actions */
  HERALD_PHASE_SPECIAL_BUILD, /*< nick=special_build >*/ /* A22.3: 5–6 players, after each turn */
  HERALD_PHASE_OVER, /*< nick=over >*/ /* a winner was declared */
} HeraldPhase;

/**
 * HeraldKnight:
 * @level: 1 basic, 2 strong, 3 mighty
 * @active: counts for defence
 * @fresh: activated during the current turn (%HERALD_KNIGHT_FRESH_ACTIVATED) or placed by the
 *   Deserter during it (%HERALD_KNIGHT_FRESH_PLACED), so it cannot act (A18.5); 0 otherwise
 * @promoted: promoted during the current turn (A18.4)
 * @acted: performed an action this turn
 * @corrected: which of @fresh, @promoted and @acted a correction kept (read only when a log
 *   is replayed) (%HERALD_KNIGHT_CORRECTED_FRESH, %HERALD_KNIGHT_CORRECTED_PROMOTED,
 *   %HERALD_KNIGHT_CORRECTED_ACTED): Herald before December 2026 cleared them, so a file's log
 *   may promote or act with the knight again after such a correction: replayed, that step is
 *   not refused for them (docs/save-format.md, "Rules that refuse new steps only"). A flag set
 *   again after the correction (the knight activated, promoted or acting then) was set for
 *   that Herald too, so it is no longer passed over (referee 33). Cleared with them when the
 *   turn ends
 */
#define HERALD_KNIGHT_FRESH_ACTIVATED 1
#define HERALD_KNIGHT_FRESH_PLACED    2

#define HERALD_KNIGHT_CORRECTED_FRESH    1
#define HERALD_KNIGHT_CORRECTED_PROMOTED 2
#define HERALD_KNIGHT_CORRECTED_ACTED    4

typedef struct
{
  guint8 level;
  guint8 active;
  guint8 fresh;
  guint8 promoted;
  guint8 acted;
  guint8 corrected;
} HeraldKnight;

/**
 * HeraldCity:
 * @wall: a city wall stands under it
 * @metropolis: the metropolis track it carries, or -1
 * @sabotaged: first edition: turned by the Saboteur (settlement production until repaired)
 */
typedef struct
{
  guint8 wall;
  gint8  metropolis;
  guint8 sabotaged;
} HeraldCity;

/**
 * HeraldPlayerState:
 * @settlements: settlement pieces on the board, 0–5
 * @sixth_settlements: pillaged cities lying on their side (A7.6), each counts as a settlement
 * @n_cities: cities standing, metropolis cities included, 0–4
 * @cities: the cities; metropolis cities carry their track
 * @n_knights: knights on the board, 0–6 (at most 2 per level)
 * @improvements: level per track, 0–5
 * @n_hand: non-VP progress cards held (digital mode)
 * @hand: the cards held, as #HeraldCard
 * @n_vp_cards: revealed Printer / Constitution cards
 * @defender: Defender of Catan cards, unbounded (A6.5)
 * @drawn: per #HeraldTrack, the progress cards the player drew from that deck in this game
 *   (the gates' draws and the tie rewards, A6.2, A11; with physical cards, the draws Herald
 *   announced): with physical cards a Printer or a Constitution is revealed only by a player
 *   who drew from its deck (A12.1, A21.1)
 * @drawn_any: with physical cards, the tie rewards the player drew (A6.2): from a deck of
 *   their choice, which Herald is not told
 * @vp_entered: per #HeraldTrack, the revealed Printer / Constitution set by the position of a
 *   game in progress or by Correct Pieces rather than revealed after a draw: they take no
 *   draw (A12.1)
 */
typedef struct
{
  guint        settlements;
  guint        sixth_settlements;
  guint        n_cities;
  HeraldCity   cities[HERALD_MAX_CITIES];
  guint        n_knights;
  HeraldKnight knights[HERALD_MAX_KNIGHTS];
  guint        improvements[HERALD_N_TRACKS];
  guint        n_hand;
  guint8       hand[HERALD_MAX_HAND];
  guint        n_vp_cards;
  guint8       vp_cards[4];
  guint        defender;
  gboolean     longest_road;
  gboolean     merchant;
  guint        drawn[HERALD_N_TRACKS];
  guint        drawn_any;
  guint        vp_entered[HERALD_N_TRACKS];
} HeraldPlayerState;

typedef enum
{
  HERALD_PENDING_CHOOSE_DECK, /*< nick=choose_deck >*/ /* a tie reward: choose the deck to draw from (A6.2) */
  HERALD_PENDING_CHOOSE_CITY, /*< nick=choose_city >*/ /* which city was pillaged, when walls or sabotage make it matter (A7.4, A15) */
  HERALD_PENDING_DISCARD_CARD, /*< nick=discard_card >*/ /* hand limit (A12) */
  /* a gate draw that waits for a card owed back at once: the deck ran out before this player
   * drew, and the card put back under it comes first (A11.2, A11.6, A12.2, A12.3 a) */
  HERALD_PENDING_PROGRESS_DRAW, /*< nick=progress_draw >*/
} HeraldPendingType;

typedef struct
{
  HeraldPendingType type;
  guint             player;
  /* choose_city: whether the city Herald took was sabotaged (first edition) and walled, so
   * that the city standing again after the player's choice keeps that state */
  gboolean          sabotaged;
  gboolean          walled;
  /* choose_city: the player's ordinary cities differed only in sabotage (first edition):
   * Herald before December 2026 did not ask then, so a file's log that plays on without the
   * answer keeps Herald's choice (docs/save-format.md) */
  gboolean          sabotage_only;
  /* progress_draw: the deck the player draws from */
  HeraldTrack       track;
} HeraldPending;

/**
 * HeraldState:
 * @discards_open: this turn's roll was a 7 and the table has not played on since (no
 *   building, knight, improvement, repair or progress card, and the turn has not ended): the
 *   7's discards are still being made (RULES.md A3.3, A3.4, A19.2), so a step that changes a
 *   discard limit now (a correction of the walls or cities) tells the 7's limits again in a
 *   `seven_limits` outcome
 * @cranes_open: the Cranes the current player has played this turn that no city improvement
 *   has used yet: each makes one improvement cheaper and two are not combined on one
 *   (RULES.md A14), so a Crane is played only while the player can still buy one improvement
 *   more than the Cranes waiting (C44: a card is not played without effect)
 *
 * The derived state of a game: the fold of herald_game_apply() over the log. A plain value
 * (no pointers), so a copy is an assignment. In the special build phase @special_builder
 * (like @current) is the player whose turn just ended: everyone else may build.
 */
typedef struct
{
  guint             n_players;
  HeraldPlayerState players[HERALD_MAX_PLAYERS];
  guint             round;
  guint             current;
  HeraldPhase       phase;
  guint             setup_step;
  guint             special_builder;
  guint             barbarian_position;
  gboolean          first_attack_done;
  guint             attacks;
  gint              metropolis[HERALD_N_TRACKS];
  gboolean          metropolis_permanent[HERALD_N_TRACKS];
  guint             n_deck[HERALD_N_TRACKS];
  guint8            deck[HERALD_N_TRACKS][HERALD_MAX_DECK];
  guint             n_pending;
  HeraldPending     pending[HERALD_MAX_PENDING];
  gint              winner;
  gboolean          has_last_roll;
  HeraldRoll        last_roll;
  gboolean          discards_open;
  guint             cranes_open;
} HeraldState;

typedef enum
{
  HERALD_OUTCOME_ROLLED, /*< nick=rolled >*/ /* the dice of a roll: production number */
  HERALD_OUTCOME_REROLL, /*< nick=reroll >*/ /* easy start: a 7 in rounds 1–2 is rolled again */
  HERALD_OUTCOME_SHIP_ADVANCED, /*< nick=ship_advanced >*/ /* position: advances since the last attack */
  HERALD_OUTCOME_SHIP_HELD, /*< nick=ship_held >*/ /* easy start: a ship face in rounds 1–2 */
  HERALD_OUTCOME_ATTACK, /*< nick=attack >*/
  HERALD_OUTCOME_PROGRESS_DRAW, /*< nick=progress_draw >*/ /* player, track, card (-1 in physical mode) */
  HERALD_OUTCOME_DECK_EMPTY, /*< nick=deck_empty >*/ /* track, players: eligible players who got nothing */
  HERALD_OUTCOME_SEVEN, /*< nick=seven >*/ /* robber_may_move, players + values: discard limits */
  HERALD_OUTCOME_METROPOLIS, /*< nick=metropolis >*/ /* track, from (player or -1), player (to) */
  HERALD_OUTCOME_VP_CARD, /*< nick=vp_card >*/ /* player revealed card */
  HERALD_OUTCOME_HAND_LIMIT, /*< nick=hand_limit >*/ /* player must discard down to 4 */
  HERALD_OUTCOME_CARD_PLAYED, /*< nick=card_played >*/ /* player, card, and what it did
                                                        * (not in the replay's JSON):
                                                        * the Smith: value, the knights
                                                        * promoted (1 or 2), values: their
                                                        * ranks after, in the action's
                                                        * order; the Intrigue: other, whose
                                                        * knight stays displaced, value:
                                                        * its rank; the Wedding, the Master
                                                        * Merchant: players, whom it takes
                                                        * from; the Merchant: value 1,
                                                        * other: who held it before (-1
                                                        * nobody); the Warlord: value, the
                                                        * knights activated; the Medicine:
                                                        * value 0 a settlement, 1 a
                                                        * pillaged city became a city; the
                                                        * Engineer (a wall), the Crane (a
                                                        * cheaper improvement): value 1 */
  HERALD_OUTCOME_CARD_DISCARDED, /*< nick=card_discarded >*/ /* player, card (-1 when unknown) */
  HERALD_OUTCOME_CARD_STOLEN, /*< nick=card_stolen >*/ /* player took card from target */
  HERALD_OUTCOME_SABOTEUR, /*< nick=saboteur >*/ /* players: who discards half */
  HERALD_OUTCOME_CITY_LOST, /*< nick=city_lost >*/ /* player, value 1: the wall went with it;
                                                    * other: the player (not -1) when the
                                                    * walled city chosen with choose_city
                                                    * replaces the attack's city_lost for
                                                    * that player (the same loss) */
  HERALD_OUTCOME_KNIGHT_REMOVED, /*< nick=knight_removed >*/ /* player, value: level */
  HERALD_OUTCOME_KNIGHT_PLACED, /*< nick=knight_placed >*/ /* player, value: level */
  HERALD_OUTCOME_DEFENDER, /*< nick=defender >*/ /* player: Defender of Catan (also inside attack) */
  HERALD_OUTCOME_TURN, /*< nick=turn >*/ /* player: a turn begins; value: round */
  HERALD_OUTCOME_SPECIAL_BUILD, /*< nick=special_build >*/ /* the special build phase begins */
  HERALD_OUTCOME_WINNER, /*< nick=winner >*/ /* player */
  HERALD_OUTCOME_SEVEN_LIMITS, /*< nick=seven_limits >*/ /* player's discard limit changed
                                                          * while the 7's discards are open
                                                          * (a walled city given up, a
                                                          * correction of walls or cities):
                                                          * players + values: the 7's discard
                                                          * limits now (A3.3, A7.5, A19.2) */
  HERALD_N_OUTCOMES /*< skip >*/
} HeraldOutcomeType;

/**
 * HeraldOutcome:
 *
 * What one action caused, in order. Fields not named for a type are -1 or 0.
 * For %HERALD_OUTCOME_ATTACK: @barbarian_strength (cities on the board), @knight_strength
 * (active, or committed, knight levels), @catan_wins, @defender (player or -1),
 * @contributions (per player), @players / @n_players: the tied players who draw (Catan wins) or
 * the players who lose a city (barbarians win).
 * For %HERALD_OUTCOME_SEVEN and %HERALD_OUTCOME_SEVEN_LIMITS: @values, the discard limit of
 * each of @players (RULES.md A19.2), and @open_limits, the limit the same player would have
 * after giving up a walled city in a choice of the pillaged city still owed (`choose_city`,
 * A7.4, A7.5), 0 when no such choice is open.
 */
typedef struct
{
  HeraldOutcomeType type;
  guint             action;
  gint              player;
  gint              other;
  gint              track;
  gint              card;
  gint              value;
  guint             position;
  gboolean          robber_may_move;
  guint             barbarian_strength;
  guint             knight_strength;
  gboolean          catan_wins;
  gint              defender;
  guint             n_contributions;
  guint             contributions[HERALD_MAX_PLAYERS];
  guint             n_players;
  guint8            players[HERALD_MAX_PLAYERS];
  guint             values[HERALD_MAX_PLAYERS];
  guint             open_limits[HERALD_MAX_PLAYERS];
} HeraldOutcome;

/**
 * HeraldPlayerInfo:
 * @name: display name, 1–%HERALD_MAX_NAME_LENGTH characters of UTF-8
 *   (herald_player_name_is_valid())
 * @color: the player's colour; colours are distinct
 */
typedef struct
{
  char        *name;
  HeraldColor  color;
} HeraldPlayerInfo;

/* The longest player name, in characters (Unicode code points, as GtkText counts them):
 * the engine's limit, which the New Game dialog uses too (docs/save-format.md, "players") */
#define HERALD_MAX_NAME_LENGTH 64
/* the most combining marks drawn one above the other on one character of a name
 * (herald_player_name_is_valid()): more were drawn as a tower across the window */
#define HERALD_MAX_NAME_MARKS 4

gboolean herald_player_name_is_valid (const char *name);
gboolean herald_player_name_is_visible (const char *name);
gboolean herald_player_name_has_mark_pile (const char *name);
char    *herald_player_name_clean    (const char *name);
char    *herald_player_name_key      (const char *name);
gboolean herald_player_names_equal   (const char *a,
                                      const char *b);
gboolean herald_player_names_check_distinct (const HeraldPlayerInfo  *players,
                                             guint                    n_players,
                                             GError                 **error);
char    *herald_player_label_new     (const HeraldPlayerInfo  *players,
                                      guint                    n_players,
                                      guint                    player);

/* The VP breakdown of RULES.md A21.1 */
typedef struct
{
  guint settlements;
  guint cities;
  guint metropolises;
  guint longest_road;
  guint defender;
  guint merchant;
  guint vp_cards;
  guint total;
} HeraldVp;

/**
 * HeraldStatistics:
 * @n_rolls: rolls whose red and white dice were rolled (not set by the Alchemist)
 * @totals: per production number 2–12 (index = number), how often it came; `totals[7]` is
 *   the one count of sevens (the statistics window and the game-over summary show it)
 * @red: per face 1–6 (index = face), the red die
 * @white: per face 1–6, the white die
 * @n_events: rolls of the event die
 * @events: per #HeraldEvent, how often it came
 * @attacks: barbarian attacks
 * @catan_wins: attacks Catan won
 * @draws: per player, progress cards drawn (rolls and tie rewards)
 * @cities_lost: per player, cities pillaged
 * @defender: per player, Defender of Catan cards held (won in attacks, and given by a
 *   correction or a start position: as the points count them, RULES.md A6.5)
 * @chi_square: of the totals against fair dice (10 degrees of freedom), or 0 with no roll
 * @p_value: the chance fair dice spread at least this unevenly, 0–1 (1 with no roll)
 * @n_undone_rolls: rolls undone (or set aside by a deliberate re-roll) during the game; not
 *   in the other counts, which are the log's
 * @n_rolls_again: rolls in the log that were deliberate re-rolls
 * @n_alchemist_rolls: rolls in the log whose red and white dice were set with the Alchemist:
 *   in @n_events and @events, not in @n_rolls and the red, white and totals counts (chosen,
 *   not rolled)
 *
 * What the log says about the dice and the game, so that anyone can audit how lucky the table
 * was (every roll is in the save file).
 */
typedef struct
{
  guint  n_rolls;
  guint  totals[13];
  guint  red[7];
  guint  white[7];
  guint  n_events;
  guint  events[4];
  guint  attacks;
  guint  catan_wins;
  guint  draws[HERALD_MAX_PLAYERS];
  guint  cities_lost[HERALD_MAX_PLAYERS];
  guint  defender[HERALD_MAX_PLAYERS];
  double chi_square;
  double p_value;
  guint  n_undone_rolls;
  guint  n_rolls_again;
  guint  n_alchemist_rolls;
} HeraldStatistics;

/**
 * HeraldRollRecord:
 * @ordinal: which roll of the game the dice were for: the number of rolls before it in the
 *   log (0 for the first roll)
 * @roll: the dice
 * @again: the dice were a deliberate re-roll
 *
 * Dice rolled for a point of the game that are not (or no longer) in the log: a roll that was
 * undone, or dice drawn for the next roll and not applied yet (the attack check-in is open).
 */
typedef struct
{
  guint      ordinal;
  HeraldRoll roll;
  gboolean   again;
} HeraldRollRecord;

/**
 * HeraldDrawRecord:
 * @ordinal: the roll whose attack brought the draw: its ordinal as in #HeraldRollRecord (the
 *   number of rolls before it in the log; the draw follows it, so the log holds @ordinal + 1
 *   rolls at the draw)
 * @player: who drew (a player index)
 * @track: the deck chosen
 *
 * A deck chosen for a tie reward (a `choose_deck`, RULES.md A6.2, A6.6) with Herald's cards
 * and undone: the player saw the top card of that deck (docs/save-format.md, `undone_draws`).
 */
typedef struct
{
  guint       ordinal;
  guint       player;
  HeraldTrack track;
} HeraldDrawRecord;

typedef struct _HeraldGame HeraldGame;
typedef struct _HeraldStart HeraldStart; /* herald-start.h */

HeraldGame        *herald_game_new                (const HeraldRules       *rules,
                                                   const HeraldPlayerInfo  *players,
                                                   guint                    n_players,
                                                   const HeraldStart       *start,
                                                   guint32                  seed,
                                                   GError                 **error);
HeraldGame        *herald_game_new_shuffled       (const HeraldRules       *rules,
                                                   const HeraldPlayerInfo  *players,
                                                   guint                    n_players,
                                                   HeraldRng               *rng,
                                                   gboolean                 setup_round,
                                                   GError                 **error);
void               herald_game_free               (HeraldGame              *self);
HeraldGame        *herald_game_copy               (HeraldGame              *self);

gboolean           herald_game_apply              (HeraldGame              *self,
                                                   const HeraldAction      *action,
                                                   GArray                  *outcomes,
                                                   GError                 **error);
gboolean           herald_game_action_changes_nothing (HeraldGame          *self,
                                                       const HeraldAction  *action);
gboolean           herald_game_check              (HeraldGame              *self,
                                                   const HeraldAction      *action,
                                                   GError                 **error);
gboolean           herald_game_check_refusal      (HeraldGame              *self,
                                                   const HeraldAction      *action,
                                                   const char             **message);
guint              herald_game_get_n_builder_checks_made (HeraldGame        *self);
void               herald_game_set_check_copying (gboolean                copying);
gboolean           herald_game_undo               (HeraldGame              *self,
                                                   GError                 **error);
gboolean           herald_game_redo               (HeraldGame              *self,
                                                   GArray                  *outcomes,
                                                   GError                 **error);
gboolean           herald_game_can_undo           (HeraldGame              *self);
gboolean           herald_game_can_redo           (HeraldGame              *self);
gboolean           herald_game_check_redo         (HeraldGame              *self,
                                                   GError                 **error);
guint              herald_game_get_n_redo         (HeraldGame              *self);
const HeraldAction *herald_game_get_redo_action   (HeraldGame              *self,
                                                   guint                    index);
void               herald_game_push_redo          (HeraldGame              *self,
                                                   const HeraldAction      *action);
void               herald_game_drop_redo          (HeraldGame              *self);

/* herald-roll-record.c: dice that cannot be rolled again (issue 10) */
guint              herald_game_get_n_rolls        (HeraldGame              *self);
gboolean           herald_game_get_bound_roll     (HeraldGame              *self,
                                                   HeraldRollRecord        *record);
gboolean           herald_game_get_bound_event    (HeraldGame              *self,
                                                   HeraldEvent             *event);
gboolean           herald_game_set_drawn_roll     (HeraldGame              *self,
                                                   const HeraldRoll        *roll,
                                                   gboolean                 again,
                                                   GError                 **error);
gboolean           herald_game_check_room         (HeraldGame              *self,
                                                   guint                    more_actions,
                                                   guint                    more_redo,
                                                   guint                    more_undone_rolls,
                                                   GError                 **error);
const HeraldRollRecord *herald_game_get_drawn_roll (HeraldGame             *self);
gboolean           herald_game_get_ship_landing   (HeraldGame              *self);
gboolean           herald_game_release_entered_roll (HeraldGame            *self);
guint              herald_game_get_n_undone_rolls (HeraldGame              *self);
const HeraldRollRecord *herald_game_get_undone_roll (HeraldGame            *self,
                                                   guint                    index);
void               herald_game_add_undone_roll    (HeraldGame              *self,
                                                   const HeraldRollRecord  *record);
gboolean           herald_game_take_undone_roll   (HeraldGame              *self,
                                                   const HeraldRoll        *roll);
gboolean           herald_game_check_entered_roll (HeraldGame              *self,
                                                   const HeraldRoll        *roll,
                                                   GError                 **error);

/* herald-draw-record.c: cards that cannot be drawn again (breaker 17, B17-2) */
gboolean           herald_game_get_bound_alchemist (HeraldGame             *self,
                                                    HeraldRoll             *roll);
gboolean           herald_game_check_alchemist_roll (HeraldGame            *self,
                                                     guint                  red,
                                                     guint                  white,
                                                     const HeraldEvent     *event,
                                                     GError               **error);
gboolean           herald_game_get_bound_deck     (HeraldGame              *self,
                                                   guint                    player,
                                                   HeraldTrack             *track);
char              *herald_game_describe_bound_deck (HeraldGame             *self,
                                                    guint                   player,
                                                    gboolean                redo);
guint              herald_game_get_n_undone_draws (HeraldGame              *self);
const HeraldDrawRecord *herald_game_get_undone_draw (HeraldGame            *self,
                                                   guint                    index);
void               herald_game_add_undone_draw    (HeraldGame              *self,
                                                   const HeraldDrawRecord  *record);
void               herald_game_set_dice_deck      (HeraldGame              *self,
                                                   const HeraldDiceDeck    *deck);
const HeraldDiceDeck *herald_game_get_dice_deck   (HeraldGame              *self);
gboolean           herald_game_load_dice_deck     (HeraldGame              *self,
                                                   JsonNode                *node,
                                                   GError                 **error);
JsonNode          *herald_game_dice_deck_to_json  (HeraldGame              *self);

const HeraldRules *herald_game_get_rules          (HeraldGame              *self);
const HeraldState *herald_game_get_state          (HeraldGame              *self);
guint              herald_game_get_level_after    (HeraldGame              *self,
                                                   guint                    index);
guint              herald_game_get_n_players      (HeraldGame              *self);
const char        *herald_game_get_player_name    (HeraldGame              *self,
                                                   guint                    player);
HeraldColor        herald_game_get_player_color   (HeraldGame              *self,
                                                   guint                    player);
const char        *herald_game_get_player_label   (HeraldGame              *self,
                                                   guint                    player);
gboolean           herald_game_player_name_is_shared (HeraldGame           *self,
                                                   guint                    player);
guint              herald_game_get_n_actions      (HeraldGame              *self);
guint64            herald_game_get_log_id         (HeraldGame              *self);
const HeraldAction *herald_game_get_action        (HeraldGame              *self,
                                                   guint                    index);
GArray            *herald_game_get_outcomes       (HeraldGame              *self);
guint32            herald_game_get_seed           (HeraldGame              *self);

void               herald_game_get_vp             (HeraldGame              *self,
                                                   guint                    player,
                                                   HeraldVp                *vp);
guint              herald_game_get_knight_strength (HeraldGame             *self,
                                                   guint                    player);
guint              herald_game_get_barbarian_strength (HeraldGame          *self);
guint              herald_game_get_metropolises   (HeraldGame              *self,
                                                   guint                    player);
guint              herald_game_get_discard_limit  (HeraldGame              *self,
                                                   guint                    player);
gboolean           herald_game_robber_may_move    (HeraldGame              *self);
guint              herald_game_get_defender_cards_left (HeraldGame         *self);
guint              herald_game_get_defender_tokens (HeraldGame             *self);
guint              herald_game_get_steps_left     (HeraldGame              *self);
gboolean           herald_game_next_ship_lands    (HeraldGame              *self);
gboolean           herald_game_draws              (HeraldGame              *self,
                                                   guint                    player,
                                                   HeraldTrack              track,
                                                   guint                    red);

/* herald-answers.c: what the interface asks (issue 9) */
guint              herald_game_get_roll_outcomes  (HeraldGame              *self,
                                                   GArray                  *outcomes);
guint              herald_game_get_last_draws     (HeraldGame              *self,
                                                   GArray                  *outcomes);
void               herald_game_set_last_draws_seen (HeraldGame             *self);
guint              herald_game_get_draws_seen     (HeraldGame              *self);
gboolean           herald_game_set_draws_seen     (HeraldGame              *self,
                                                   guint                    n,
                                                   GError                 **error);
gboolean           herald_game_get_setup_action   (HeraldGame              *self,
                                                   HeraldAction            *action);
guint              herald_game_get_deck_copies    (HeraldGame              *self,
                                                   HeraldCard               card,
                                                   const guint8            *on_top,
                                                   guint                    n_on_top);
guint              herald_game_get_deck_on_top    (HeraldGame              *self,
                                                   HeraldTrack              track,
                                                   guint8                  *cards);
guint              herald_game_get_walls          (HeraldGame              *self,
                                                   guint                    player);
guint              herald_game_get_metropolis_walls (HeraldGame            *self,
                                                   guint                    player);
guint              herald_game_get_defence_strength (HeraldGame            *self);
guint              herald_game_get_sabotaged      (HeraldGame              *self,
                                                   guint                    player);
guint              herald_game_get_cards_over_limit (HeraldGame            *self,
                                                   guint                    player);
guint              herald_game_get_leaders        (HeraldGame              *self,
                                                   guint                   *points);
guint              herald_game_get_card_takes_from (HeraldGame             *self,
                                                   guint                    action,
                                                   guint8                  *players);
gboolean           herald_game_waits_to_win       (HeraldGame              *self,
                                                   guint                    player);
guint              herald_game_get_engineer_cities (HeraldGame             *self,
                                                   guint                    player,
                                                   gint                    *cities);
gboolean           herald_game_card_needs_details (HeraldGame              *self,
                                                   guint                    player,
                                                   HeraldCard               card);
guint              herald_game_forecast_landing   (HeraldGame              *self,
                                                   GArray                  *outcomes);
guint              herald_game_get_n_landings_made (HeraldGame             *self);
gboolean           herald_game_check_all          (HeraldGame              *self,
                                                   const HeraldAction      *actions,
                                                   guint                    n_actions,
                                                   GError                 **error);
/* herald-answers-check-in.c: the attack check-in's questions */
gboolean           herald_game_forecast_check_in  (HeraldGame              *self,
                                                   const HeraldAction      *corrections,
                                                   guint                    n_corrections,
                                                   const guint8            *commit,
                                                   HeraldAttackResult      *result,
                                                   GError                 **error);
gboolean           herald_game_may_hold_metropolis (HeraldGame             *self,
                                                   HeraldTrack              track,
                                                   gint                     player);
gboolean           herald_game_check_in_knight_may_be_active (HeraldGame   *self,
                                                              guint         player,
                                                              guint         knight,
                                                              GError      **error);
gboolean           herald_game_check_in_asks_metropolis_walls (HeraldGame  *self,
                                                               guint        player);
gboolean           herald_game_check_card         (HeraldGame              *self,
                                                   guint                    player,
                                                   HeraldCard               card,
                                                   GError                 **error);
double             herald_game_get_attack_chance  (HeraldGame              *self,
                                                   guint                    n_rolls,
                                                   HeraldBalancedDice      *balanced);

void               herald_game_get_statistics     (HeraldGame              *self,
                                                   HeraldStatistics        *stats);
double             herald_chi_square_p_value      (double                   chi_square,
                                                   guint                    degrees);

JsonNode          *herald_outcome_to_json         (const HeraldOutcome     *outcome);
const char        *herald_outcome_type_to_string  (HeraldOutcomeType        type);
JsonNode          *herald_game_state_to_json      (HeraldGame              *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldGame, herald_game_free)

G_END_DECLS
