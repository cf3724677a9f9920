/* herald-player-item.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* One player of the open game as the widgets see it: an item of the session's players list
 * (herald_session_get_players ()). Every property is read-only and an answer of the engine;
 * the session updates the items after each step and each property notifies only when its
 * value changed, so a widget bound to it redraws only what the step changed. What the body of
 * a player's card shows (pieces, knights, tracks, badges, the legality of its moves and the
 * progress card forecast) is kept too, and "changed" says which parts of it changed: a card
 * whose player did not change is not touched (issues 9 and 14). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-data.h"
#include "herald-session.h"
#include "herald-player-item-private.h"
#include "herald-text.h"

typedef struct
{
  char        *name;
  HeraldColor  color;
  gboolean     is_current;
  char        *status;
  HeraldVp     vp;
  guint        target;       /* the victory target the texts below were made with */
  guint        leaders;      /* herald_game_get_leaders ()'s players and points, likewise */
  guint        best;
  gboolean     waits;        /* herald_game_waits_to_win (): said with the points */
  char        *vp_breakdown;
  char        *vp_spoken;
  char        *vp_label;     /* "Anna: 7 victory points" */
  char        *name_spoken;  /* vp_label, the turn, and a win that waits for the player's turn */
  guint        cards_in_hand;
  guint        settlements;
  guint        cities;
  guint        walls;
  guint        knight_strength;
  guint        discard_limit;
  guint        metropolises;
} Values;

/* The questions asked of the engine for a card: its moves, then each knight's moves */
#define N_CHECKS (HERALD_PLAYER_N_MOVES + HERALD_MAX_KNIGHTS * HERALD_PLAYER_KNIGHT_N_MOVES)
#define KNIGHT_CHECK(k, m) (HERALD_PLAYER_N_MOVES + (k) * HERALD_PLAYER_KNIGHT_N_MOVES + (m))

/* What a player's card shows beyond the properties; plain data, compared bytewise (zeroed
 * before it is filled, so that padding compares equal) */
typedef struct
{
  HeraldPlayerState  state;
  gboolean           digital;
  gboolean           setup;
  gboolean           over;
  gboolean           may_correct;
  guint              metropolis[HERALD_N_TRACKS];  /* 0 none, 1 held, 2 held for good */
  guint              sabotaged;                    /* herald_game_get_sabotaged () */
  gboolean           legal[N_CHECKS];
  HeraldDrawForecast draw;
} Facts;

/**
 * HeraldPlayerItem:
 *
 * One player of the open game, kept by the session (#HeraldSession's players list). The
 * same object stands for the player from step to step; a new game brings new items.
 */
struct _HeraldPlayerItem
{
  GObject parent_instance;

  guint   index;
  Values  v;
  Facts   f;
  char   *reason[N_CHECKS];  /* (nullable) why each move is refused */
  char   *refusal[N_CHECKS]; /* (nullable) the engine's message it was made from */
  char   *correct_reason;    /* (nullable) why no correction may be made now */
};

G_DEFINE_FINAL_TYPE (HeraldPlayerItem, herald_player_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_NAME,
  PROP_COLOR,
  PROP_IS_CURRENT,
  PROP_STATUS,
  PROP_VICTORY_POINTS,
  PROP_VP_BREAKDOWN,
  PROP_VP_SPOKEN,
  PROP_VP_LABEL,
  PROP_NAME_SPOKEN,
  PROP_CARDS_IN_HAND,
  PROP_SETTLEMENTS,
  PROP_CITIES,
  PROP_WALLS,
  PROP_KNIGHT_STRENGTH,
  PROP_DISCARD_LIMIT,
  PROP_METROPOLISES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum { CHANGED, N_SIGNALS };

static guint signals[N_SIGNALS];

static void
values_clear (Values *v)
{
  g_clear_pointer (&v->name, g_free);
  g_clear_pointer (&v->status, g_free);
  g_clear_pointer (&v->vp_breakdown, g_free);
  g_clear_pointer (&v->vp_spoken, g_free);
  g_clear_pointer (&v->vp_label, g_free);
  g_clear_pointer (&v->name_spoken, g_free);
}

/* RULES.md A21.3: a player at the target on someone else's turn, in words for a screen reader */
static char *
describe_waits (guint target)
{
  /* Translators: said with the points of a player who reached the victory target on another
   * player's turn (RULES.md A21.3: they win if they still have at least the target then, also
   * with more points than it); %u is the target */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Wins as their own turn begins if they still have %u or more victory point",
                                       "Wins as their own turn begins if they still have %u or more victory points",
                                       target),
                          target);
}

/* What the player's card says under the name: the engine's phase, whose turn, a win that waits
 * for the player's own turn, the hand limit */
static char *
describe_status (HeraldGame    *game,
                 HeraldSession *session,
                 guint          p)
{
  const HeraldState *state = herald_game_get_state (game);

  if (state->phase == HERALD_PHASE_OVER && state->winner == (gint) p)
    return g_strdup (HERALD_ONCE (_("Winner")));
  if (state->phase == HERALD_PHASE_SPECIAL_BUILD && state->special_builder != p)
    return g_strdup (HERALD_ONCE (_("May build now (special build phase)")));
  /* A22.3: the player whose turn ended builds nothing in it; the card said "Playing the
   * turn", the builds greyed (tester report 36, N36-11) */
  if (state->phase == HERALD_PHASE_SPECIAL_BUILD)
    /* Translators: under the name of the player whose turn just ended, while the others may
     * build (the 5–6 player special build phase) */
    return g_strdup (HERALD_ONCE (_("Turn over: the others may build")));
  /* the roll that lands the ship is made and waits for the battle (*Fight the Barbarians…*:
   * the check-in put off, the roll undone): "To roll" read as if nothing had been rolled
   * (newcomer report 61, newcomer61-1); the same question as the window's button asks */
  if (state->phase == HERALD_PHASE_BEFORE_ROLL && state->current == p &&
      herald_session_has_held_landing (session))
    /* Translators: under the name of the player whose roll landed the barbarian ship, while
     * the battle waits (the button reads "Fight the Barbarians…") */
    return g_strdup (HERALD_ONCE (_("To fight the barbarians")));
  if (state->phase != HERALD_PHASE_OVER && state->phase != HERALD_PHASE_SETUP && state->current == p)
    return g_strdup (state->phase == HERALD_PHASE_BEFORE_ROLL ? HERALD_ONCE (_("To roll")) : HERALD_ONCE (_("Playing the turn")));
  /* A21.3: at the target on someone else's turn (tester33 N33-3: "Ben 13" beside a target of
   * 13 and the game going on said nothing) */
  if (herald_game_waits_to_win (game, p))
    /* Translators: under the name of a player who reached the victory target on another
     * player's turn (RULES.md A21.3: at least the target, also with more points than it: it
     * read "if still at 13" beside 14, tester report 37, N37-8); %u is the target. Short: on
     * a phone at text scale 1.5 the line has 4 lines of about 15 characters */
    return g_strdup_printf (HERALD_ONCE (_("Wins when their turn begins if still at %u or more")),
                            herald_rules_get_target (herald_game_get_rules (game)));
  return g_strdup_printf (HERALD_ONCE (_("Discard above %u cards on a 7")), herald_game_get_discard_limit (game, p));
}

/* The breakdown in words for a screen reader, with who leads (newcomer report 13, N-6: the
 * points' menu was never read): "Points from settlements 2, cities 4, …. Total 6 of 10. In the
 * lead with 7 points: Ben." */
static char *
describe_vp_spoken (HeraldGame     *game,
                    const HeraldVp *vp,
                    guint           target,
                    guint           leaders,
                    guint           best,
                    gboolean        waits)
{
  g_autofree char *waiting = waits ? describe_waits (target) : NULL;
  g_autofree char *sources = NULL;
  g_autofree char *total = NULL;
  g_autofree char *lead = NULL;
  g_auto(GStrv) parts = NULL;
  g_autoptr(GString) names = g_string_new (NULL);

  sources = herald_text_vp_sources (vp);
  /* said with commas, not "middle dot"; the no-break spaces that keep each source on one line
   * (herald_text_vp_sources ()) are spaces to a screen reader */
  parts = g_strsplit (sources, "\u00a0· ", -1);
  g_free (sources);
  sources = g_strjoinv (", ", parts);
  g_strfreev (parts);
  parts = g_strsplit (sources, "\u00a0", -1);
  g_free (sources);
  sources = g_strjoinv (" ", parts);
  /* Translators: the points of a player, said after where they come from: "Total 6 of 10" */
  total = g_strdup_printf (HERALD_ONCE (_("Total %u of %u")), vp->total, target);
  for (guint p = 0; p < herald_game_get_n_players (game); p++)
    if (leaders & (1u << p))
      {
        if (names->len > 0)
          g_string_append (names, ", ");
        g_string_append (names, herald_text_player_name (game, p));
      }
  /* Translators: who has the most points (one name, or several joined by commas) */
  lead = g_strdup_printf (HERALD_ONCE_N (best, g_dngettext (GETTEXT_PACKAGE, "In the lead with %u point: %s",
                                                             "In the lead with %u points: %s", best)),
                          best, names->str);
  if (waiting != NULL)
    return g_strdup_printf ("%s. %s. %s. %s.", sources, total, waiting, lead);
  return g_strdup_printf ("%s. %s. %s.", sources, total, lead);
}

/* Texts made only when what they say changed */
static guint n_vp_texts_made;

/**
 * herald_player_item_get_n_vp_texts_made:
 *
 * For tests: how many victory point texts (the breakdown and the spoken one, each counted)
 * the items have made rather than kept from the step before, since the program started.
 *
 * Returns: the count
 */
guint
herald_player_item_get_n_vp_texts_made (void)
{
  return n_vp_texts_made;
}

/* @old: (nullable): the values of the step before, whose texts are kept while what they
 * say is the same (the points, the target, who leads with how many: the names are the
 * game's, fixed) */
/* The card's name for a screen reader: "Anna: 7 victory points", then ", their turn" on the
 * player's turn, then ". Wins as their own turn begins…" while a win waits (A21.3) */
static char *
describe_name_spoken (const Values *v)
{
  g_autofree char *turn = NULL;
  g_autofree char *waiting = NULL;
  const char *named = v->vp_label;

  if (v->is_current)
    {
      /* Translators: a player card's name for screen readers, when it is the player's turn:
       * "Anna: 7 victory points, their turn" */
      turn = g_strdup_printf (C_("player card", "%s, their turn"), v->vp_label);
      named = turn;
    }
  if (!v->waits)
    return g_strdup (named);
  waiting = describe_waits (v->target);
  return g_strdup_printf ("%s. %s", named, waiting);
}

static void
values_init (Values        *v,
             HeraldSession *session,
             guint          p,
             const Values  *old)
{
  HeraldGame *game = herald_session_get_game (session);
  const HeraldState *state = herald_game_get_state (game);
  const HeraldPlayerState *ps = &state->players[p];

  memset (v, 0, sizeof *v);
  v->name = g_strdup (herald_game_get_player_label (game, p));
  v->color = herald_game_get_player_color (game, p);
  v->is_current = (state->phase == HERALD_PHASE_BEFORE_ROLL || state->phase == HERALD_PHASE_AFTER_ROLL)
                  && state->current == p;
  v->status = describe_status (game, session, p);
  herald_game_get_vp (game, p, &v->vp);
  v->target = herald_rules_get_target (herald_game_get_rules (game));
  v->leaders = herald_game_get_leaders (game, &v->best);
  v->waits = herald_game_waits_to_win (game, p);
  if (old != NULL && old->vp_breakdown != NULL && old->target == v->target &&
      memcmp (&old->vp, &v->vp, sizeof v->vp) == 0)
    v->vp_breakdown = g_strdup (old->vp_breakdown);
  else
    {
      v->vp_breakdown = g_strdup_printf (HERALD_ONCE (_("Settlements\t%u\nCities\t%u\nMetropolises\t%u\nLongest Road\t%u\n"
                                           "Defender of Catan\t%u\nMerchant\t%u\nPrinter, Constitution\t%u\n"
                                           "<b>Total\t%u of %u</b>")),
                                         v->vp.settlements, v->vp.cities, v->vp.metropolises,
                                         v->vp.longest_road, v->vp.defender, v->vp.merchant,
                                         v->vp.vp_cards, v->vp.total, v->target);
      n_vp_texts_made++;
    }
  if (old != NULL && old->vp_spoken != NULL && old->target == v->target &&
      old->leaders == v->leaders && old->best == v->best && old->waits == v->waits &&
      memcmp (&old->vp, &v->vp, sizeof v->vp) == 0)
    v->vp_spoken = g_strdup (old->vp_spoken);
  else
    {
      v->vp_spoken = describe_vp_spoken (game, &v->vp, v->target, v->leaders, v->best, v->waits);
      n_vp_texts_made++;
    }
  v->vp_label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u victory point", "%s: %u victory points", v->vp.total),
                                 herald_text_isolate (v->name), v->vp.total);
  v->name_spoken = describe_name_spoken (v);
  v->cards_in_hand = ps->n_hand;
  v->settlements = ps->settlements;
  v->cities = ps->n_cities;
  v->walls = herald_game_get_walls (game, p);
  v->knight_strength = herald_game_get_knight_strength (game, p);
  v->discard_limit = herald_game_get_discard_limit (game, p);
  v->metropolises = herald_game_get_metropolises (game, p);
}

/* @old_reason, @old_refusal: (nullable): what the last step's facts said, to keep */
static void
facts_init (Facts          *f,
            char          **reason,
            char          **refusal,
            char * const   *old_reason,
            char * const   *old_refusal,
            HeraldSession  *session,
            guint           p)
{
  HeraldGame *game = herald_session_get_game (session);
  const HeraldState *state = herald_game_get_state (game);
  HeraldReasonRecent recent_move = { NULL, NULL }, recent_knight = { NULL, NULL };

  memset (f, 0, sizeof *f);
  memcpy (&f->state, &state->players[p], sizeof f->state);
  f->digital = herald_game_get_rules (game)->digital_cards;
  f->setup = state->phase == HERALD_PHASE_SETUP;
  f->over = state->phase == HERALD_PHASE_OVER;
  /* a game open in another Herald is only looked at here (herald_session_get_read_only ()) */
  f->may_correct = !f->setup && !f->over && !herald_session_get_read_only (session);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (state->metropolis[t] == (gint) p)
      f->metropolis[t] = state->metropolis_permanent[t] ? 2 : 1;
  f->sabotaged = herald_game_get_sabotaged (game, p);
  for (guint m = 0; m < HERALD_PLAYER_N_MOVES; m++)
    f->legal[m] = herald_player_item_check_move (session, state, p, m, &reason[m], &refusal[m],
                                                  old_reason != NULL ? old_reason[m] : NULL,
                                                  old_refusal != NULL ? old_refusal[m] : NULL,
                                                  &recent_move);
  for (guint k = 0; k < HERALD_MAX_KNIGHTS; k++)
    for (guint m = 0; m < HERALD_PLAYER_KNIGHT_N_MOVES; m++)
      {
        guint c = KNIGHT_CHECK (k, m);

        f->legal[c] = herald_player_item_check_knight_move (session, state, p, k, m, &reason[c], &refusal[c],
                                                            old_reason != NULL ? old_reason[c] : NULL,
                                                            old_refusal != NULL ? old_refusal[c] : NULL,
                                                            &recent_knight);
      }
  herald_session_get_draw_forecast (session, p, &f->draw);
}

/* Why the corrections are off, in the engine's words (newcomer report 19, N19-8: in the
 * setup round the − buttons were off without a word); it changes only with the stage */
static void
correct_reason_init (HeraldPlayerItem *self,
                     HeraldSession    *session)
{
  g_autoptr(GError) error = NULL;
  HeraldAction correct;

  g_clear_pointer (&self->correct_reason, g_free);
  if (self->f.may_correct)
    return;
  herald_action_init (&correct, HERALD_ACTION_CORRECT, self->index);
  if (!herald_session_check (session, &correct, &error))
    {
      g_autofree char *message = herald_text_refusal (herald_session_get_game (session),
                                                      error->message);

      self->correct_reason = herald_text_sentence (message);
    }
}

#define SAME(field) (memcmp (&a->field, &b->field, sizeof a->field) == 0)

/* Which parts of the card differ between @a and @b (with their reasons) */
static guint
facts_compare (const Facts *a,
               char * const *a_reason,
               const Facts *b,
               char * const *b_reason)
{
  guint what = 0;
  gboolean same_move[N_CHECKS];
  gboolean same_knight_moves = TRUE;

  for (guint m = 0; m < N_CHECKS; m++)
    same_move[m] = a->legal[m] == b->legal[m] && g_strcmp0 (a_reason[m], b_reason[m]) == 0;

  if (a->setup != b->setup || a->over != b->over || a->digital != b->digital ||
      a->may_correct != b->may_correct)
    what |= HERALD_PLAYER_CHANGE_STAGE;
  if (!SAME (state.settlements) || !SAME (state.sixth_settlements) || !SAME (state.n_cities)
      || !SAME (state.cities) || !SAME (sabotaged) || !same_move[HERALD_PLAYER_MOVE_SETTLEMENT]
      || !same_move[HERALD_PLAYER_MOVE_CITY] || !same_move[HERALD_PLAYER_MOVE_WALL]
      || !same_move[HERALD_PLAYER_MOVE_REPAIR])
    what |= HERALD_PLAYER_CHANGE_PIECES;
  for (guint m = HERALD_PLAYER_N_MOVES; m < N_CHECKS; m++)
    same_knight_moves = same_knight_moves && same_move[m];
  if (!SAME (state.n_knights) || !SAME (state.knights) || !same_move[HERALD_PLAYER_MOVE_KNIGHT]
      || !same_knight_moves)
    what |= HERALD_PLAYER_CHANGE_KNIGHTS;
  if (!SAME (state.improvements) || !SAME (metropolis))
    what |= HERALD_PLAYER_CHANGE_TRACKS;
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (!same_move[HERALD_PLAYER_MOVE_IMPROVE + t])
      what |= HERALD_PLAYER_CHANGE_TRACKS;
  if (!SAME (state.longest_road) || !SAME (state.merchant) || !SAME (state.defender)
      || !SAME (state.n_vp_cards) || !SAME (state.vp_cards) || !same_move[HERALD_PLAYER_MOVE_MERCHANT])
    what |= HERALD_PLAYER_CHANGE_BADGES;
  if (!SAME (draw))
    what |= HERALD_PLAYER_CHANGE_FORECAST;
  return what;
}

#undef SAME

static void
reasons_clear (char **reason)
{
  for (guint m = 0; m < N_CHECKS; m++)
    g_clear_pointer (&reason[m], g_free);
}

/* The strings of the step before that the new facts did not take over (keep_reason ()) */
static void
reasons_clear_old (char       **old,
                   char * const *now)
{
  for (guint m = 0; m < N_CHECKS; m++)
    if (old[m] != now[m])
      g_free (old[m]);
}

static void
herald_player_item_finalize (GObject *object)
{
  HeraldPlayerItem *self = (HeraldPlayerItem *)object;

  values_clear (&self->v);
  reasons_clear (self->reason);
  reasons_clear (self->refusal);
  g_free (self->correct_reason);

  G_OBJECT_CLASS (herald_player_item_parent_class)->finalize (object);
}

static void
herald_player_item_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  HeraldPlayerItem *self = HERALD_PLAYER_ITEM (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->v.name);
      break;
    case PROP_COLOR:
      g_value_set_uint (value, self->v.color);
      break;
    case PROP_IS_CURRENT:
      g_value_set_boolean (value, self->v.is_current);
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->v.status);
      break;
    case PROP_VICTORY_POINTS:
      g_value_set_uint (value, self->v.vp.total);
      break;
    case PROP_VP_BREAKDOWN:
      g_value_set_string (value, self->v.vp_breakdown);
      break;
    case PROP_VP_SPOKEN:
      g_value_set_string (value, self->v.vp_spoken);
      break;
    case PROP_VP_LABEL:
      g_value_set_string (value, self->v.vp_label);
      break;
    case PROP_NAME_SPOKEN:
      g_value_set_string (value, self->v.name_spoken);
      break;
    case PROP_CARDS_IN_HAND:
      g_value_set_uint (value, self->v.cards_in_hand);
      break;
    case PROP_SETTLEMENTS:
      g_value_set_uint (value, self->v.settlements);
      break;
    case PROP_CITIES:
      g_value_set_uint (value, self->v.cities);
      break;
    case PROP_WALLS:
      g_value_set_uint (value, self->v.walls);
      break;
    case PROP_KNIGHT_STRENGTH:
      g_value_set_uint (value, self->v.knight_strength);
      break;
    case PROP_DISCARD_LIMIT:
      g_value_set_uint (value, self->v.discard_limit);
      break;
    case PROP_METROPOLISES:
      g_value_set_uint (value, self->v.metropolises);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
uint_property (const char *name,
               const char *blurb)
{
  return g_param_spec_uint (name, NULL, blurb, 0, G_MAXUINT, 0,
                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static GParamSpec *
string_property (const char *name,
                 const char *blurb)
{
  return g_param_spec_string (name, NULL, blurb, NULL,
                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
herald_player_item_class_init (HeraldPlayerItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = herald_player_item_finalize;
  object_class->get_property = herald_player_item_get_property;

  properties[PROP_INDEX] = uint_property ("index", "The player's seat, 0 for the first player");
  properties[PROP_NAME] = string_property ("name", "The player's name");
  properties[PROP_COLOR] = uint_property ("color", "The player's HeraldColor");
  properties[PROP_IS_CURRENT] =
    g_param_spec_boolean ("is-current", NULL, "Whether it is this player's turn (before or after the roll)",
                          FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] = string_property ("status", "One translated line: winner, to roll, playing, waiting to win (A21.3), or the hand limit");
  properties[PROP_VICTORY_POINTS] = uint_property ("victory-points", "Victory points in all (RULES.md A21.1)");
  properties[PROP_VP_BREAKDOWN] = string_property ("vp-breakdown", "Where the points come from, Pango markup, one tab-separated line each");
  properties[PROP_VP_SPOKEN] = string_property ("vp-spoken", "Where the points come from and who leads, in words for a screen reader");
  properties[PROP_VP_LABEL] = string_property ("vp-label", "The name and the victory points in words, \"Anna: 7 victory points\"");
  properties[PROP_NAME_SPOKEN] = string_property ("name-spoken", "The card's name for a screen reader: the name and the points, the turn, and a win that waits for the player's turn (A21.3)");
  properties[PROP_CARDS_IN_HAND] = uint_property ("cards-in-hand", "Progress cards held (not counting victory point cards)");
  properties[PROP_SETTLEMENTS] = uint_property ("settlements", "Settlements on the board");
  properties[PROP_CITIES] = uint_property ("cities", "Cities standing, metropolises included");
  properties[PROP_WALLS] = uint_property ("walls", "City walls standing");
  properties[PROP_KNIGHT_STRENGTH] = uint_property ("knight-strength", "Strength of the active knights");
  properties[PROP_DISCARD_LIMIT] = uint_property ("discard-limit", "Cards kept on a 7 (7 plus 2 per wall)");
  properties[PROP_METROPOLISES] = uint_property ("metropolises", "Metropolises held");

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * HeraldPlayerItem::changed:
   * @what: the #HeraldPlayerChange flags of what changed
   *
   * After a step, when something the player's card shows beyond the properties changed
   * (each property notifies on its own); not emitted when nothing did.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
herald_player_item_init (HeraldPlayerItem *self)
{
}

/**
 * herald_player_item_new:
 * @session: the session, with a game open
 * @index: the player's seat, below herald_game_get_n_players()
 *
 * For the session: an item showing the open game's player @index as it stands now.
 *
 * Returns: (transfer full): a new item
 */
HeraldPlayerItem *
herald_player_item_new (HeraldSession *session,
                        guint          index)
{
  HeraldPlayerItem *self;
  HeraldGame *game;

  g_return_val_if_fail (HERALD_IS_SESSION (session), NULL);
  game = herald_session_get_game (session);
  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (index < herald_game_get_n_players (game), NULL);

  self = g_object_new (HERALD_TYPE_PLAYER_ITEM, NULL);
  self->index = index;
  values_init (&self->v, session, index, NULL);
  facts_init (&self->f, self->reason, self->refusal, NULL, NULL, session, index);
  correct_reason_init (self, session);
  return self;
}

#define UPDATE_VALUE(field, prop) \
  G_STMT_START { \
    if (old.field != self->v.field) \
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]); \
  } G_STMT_END
#define UPDATE_STRING(field, prop) \
  G_STMT_START { \
    if (g_strcmp0 (old.field, self->v.field) != 0) \
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]); \
  } G_STMT_END

/**
 * herald_player_item_update:
 * @session: the session; its open game has at least as many players as the item's index
 *
 * For the session, after a step: reads the player from the open game again, notifies each
 * property whose value changed, and no other, then emits #HeraldPlayerItem::changed if
 * anything else the card shows changed.
 */
void
herald_player_item_update (HeraldPlayerItem *self,
                           HeraldSession    *session)
{
  Values old;
  Facts old_facts;
  char *old_reason[N_CHECKS];
  char *old_refusal[N_CHECKS];
  HeraldGame *game;
  guint what;

  g_return_if_fail (HERALD_IS_PLAYER_ITEM (self));
  g_return_if_fail (HERALD_IS_SESSION (session));
  game = herald_session_get_game (session);
  g_return_if_fail (game != NULL);
  g_return_if_fail (self->index < herald_game_get_n_players (game));

  old = self->v;
  values_init (&self->v, session, self->index, &old);
  memcpy (&old_facts, &self->f, sizeof old_facts);
  memcpy (old_reason, self->reason, sizeof old_reason);
  memcpy (old_refusal, self->refusal, sizeof old_refusal);
  facts_init (&self->f, self->reason, self->refusal, old_reason, old_refusal, session, self->index);
  what = facts_compare (&old_facts, old_reason, &self->f, self->reason);
  correct_reason_init (self, session);
  reasons_clear_old (old_reason, self->reason);
  reasons_clear_old (old_refusal, self->refusal);

  g_object_freeze_notify (G_OBJECT (self));
  UPDATE_STRING (name, PROP_NAME);
  UPDATE_VALUE (color, PROP_COLOR);
  UPDATE_VALUE (is_current, PROP_IS_CURRENT);
  UPDATE_STRING (status, PROP_STATUS);
  UPDATE_VALUE (vp.total, PROP_VICTORY_POINTS);
  UPDATE_STRING (vp_breakdown, PROP_VP_BREAKDOWN);
  UPDATE_STRING (vp_spoken, PROP_VP_SPOKEN);
  UPDATE_STRING (vp_label, PROP_VP_LABEL);
  UPDATE_STRING (name_spoken, PROP_NAME_SPOKEN);
  UPDATE_VALUE (cards_in_hand, PROP_CARDS_IN_HAND);
  UPDATE_VALUE (settlements, PROP_SETTLEMENTS);
  UPDATE_VALUE (cities, PROP_CITIES);
  UPDATE_VALUE (walls, PROP_WALLS);
  UPDATE_VALUE (knight_strength, PROP_KNIGHT_STRENGTH);
  UPDATE_VALUE (discard_limit, PROP_DISCARD_LIMIT);
  UPDATE_VALUE (metropolises, PROP_METROPOLISES);
  values_clear (&old);
  g_object_thaw_notify (G_OBJECT (self));

  if (what != 0)
    g_signal_emit (self, signals[CHANGED], 0, what);
}

/** herald_player_item_get_index: Returns: the player's seat, 0 for the first */
guint
herald_player_item_get_index (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  return self->index;
}

/** herald_player_item_get_name: Returns: the player's name */
const char *
herald_player_item_get_name (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), NULL);
  return self->v.name;
}

/** herald_player_item_get_color: Returns: the player's colour */
HeraldColor
herald_player_item_get_color (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  return self->v.color;
}

/** herald_player_item_get_is_current: Returns: whether it is the player's turn (rolling or playing) */
gboolean
herald_player_item_get_is_current (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), FALSE);
  return self->v.is_current;
}

/** herald_player_item_get_status: Returns: the translated line under the name */
const char *
herald_player_item_get_status (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), NULL);
  return self->v.status;
}

/** herald_player_item_get_victory_points: Returns: the points in all (A21.1) */
guint
herald_player_item_get_victory_points (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  return self->v.vp.total;
}

/**
 * herald_player_item_get_vp:
 * @vp: (out caller-allocates): the breakdown of RULES.md A21.1, herald_game_get_vp()'s
 */
void
herald_player_item_get_vp (HeraldPlayerItem *self,
                           HeraldVp         *vp)
{
  g_return_if_fail (HERALD_IS_PLAYER_ITEM (self));
  g_return_if_fail (vp != NULL);
  *vp = self->v.vp;
}

/** herald_player_item_get_vp_breakdown: Returns: the breakdown as markup, "Settlements\t2\n..." */
const char *
herald_player_item_get_vp_breakdown (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), NULL);
  return self->v.vp_breakdown;
}

/** herald_player_item_get_vp_label: Returns: the name and the victory points, "Ben: 7 victory points" (the name isolated for bidirectional text) */
const char *
herald_player_item_get_vp_label (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), NULL);
  return self->v.vp_label;
}

/** herald_player_item_get_name_spoken: Returns: the card's name for a screen reader: "Ben: 7 victory points", with ", their turn" on Ben's turn, and ". Wins as their own turn begins if they still have 13 or more victory points" while herald_game_waits_to_win () (RULES.md A21.3) */
const char *
herald_player_item_get_name_spoken (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), NULL);
  return self->v.name_spoken;
}

/** herald_player_item_get_vp_spoken: Returns: the breakdown and who leads in words, "Points from settlements 2, …. Total 2 of 10. In the lead with 5 points: Anna." */
const char *
herald_player_item_get_vp_spoken (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), NULL);
  return self->v.vp_spoken;
}

/** herald_player_item_get_cards_in_hand: Returns: progress cards held, 0–HERALD_MAX_HAND */
guint
herald_player_item_get_cards_in_hand (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  return self->v.cards_in_hand;
}

/** herald_player_item_get_settlements: Returns: settlement pieces on the board, 0–5 */
guint
herald_player_item_get_settlements (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  return self->v.settlements;
}

/** herald_player_item_get_cities: Returns: cities standing, 0–4 */
guint
herald_player_item_get_cities (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  return self->v.cities;
}

/** herald_player_item_get_walls: Returns: city walls standing (herald_game_get_walls()) */
guint
herald_player_item_get_walls (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  return self->v.walls;
}

/** herald_player_item_get_knight_strength: Returns: the strength of the active knights */
guint
herald_player_item_get_knight_strength (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  return self->v.knight_strength;
}

/** herald_player_item_get_discard_limit: Returns: cards kept on a 7 (herald_game_get_discard_limit()) */
guint
herald_player_item_get_discard_limit (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  return self->v.discard_limit;
}

/** herald_player_item_get_metropolises: Returns: metropolises held, 0–3 */
guint
herald_player_item_get_metropolises (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  return self->v.metropolises;
}

/**
 * herald_player_item_get_sabotaged:
 *
 * Returns: how many of the player's cities are sabotaged (herald_game_get_sabotaged ()):
 *   some of herald_player_item_get_cities (), 0–4; always 0 outside the first edition
 */
guint
herald_player_item_get_sabotaged (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  return self->f.sabotaged;
}

/**
 * herald_player_item_get_state:
 *
 * Returns: (transfer none): the player's pieces, knights, levels, badges and hand as the
 *   engine holds them (#HeraldPlayerState), valid until the next step
 */
const HeraldPlayerState *
herald_player_item_get_state (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), NULL);
  return &self->f.state;
}

/** herald_player_item_get_digital_cards: Returns: whether the game's progress cards are digital */
gboolean
herald_player_item_get_digital_cards (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), FALSE);
  return self->f.digital;
}

/** herald_player_item_get_in_setup: Returns: whether the game is in its setup round (RULES.md A3) */
gboolean
herald_player_item_get_in_setup (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), FALSE);
  return self->f.setup;
}

/** herald_player_item_get_game_over: Returns: whether the game has ended */
gboolean
herald_player_item_get_game_over (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), FALSE);
  return self->f.over;
}

/**
 * herald_player_item_get_may_correct:
 *
 * Whether the player's pieces, knights and badges may be corrected now: the game is past its
 * setup round, has not ended, and is open here to be changed, not only looked at (a game open
 * in another Herald, herald_session_get_read_only ()). The moves themselves say whether they
 * are legal (herald_player_item_get_move ()).
 *
 * Returns: whether corrections may be made
 */
gboolean
herald_player_item_get_may_correct (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), FALSE);
  return self->f.may_correct;
}

/**
 * herald_player_item_get_correct_refusal:
 *
 * Why corrections may not be made now (herald_player_item_get_may_correct () is %FALSE): the
 * engine's refusal of a correction, as a sentence ("The setup round comes first: …", "The game
 * is over: …"), or the session's (a game only looked at).
 *
 * Returns: (nullable) (transfer none): the reason, %NULL when corrections may be made
 */
const char *
herald_player_item_get_correct_refusal (HeraldPlayerItem *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), NULL);
  return self->correct_reason;
}

/**
 * herald_player_item_get_metropolis:
 * @track: a track
 *
 * Returns: 0 when the player does not hold @track's metropolis, 1 when they hold it, 2 when
 *   they hold it for good (RULES.md A9)
 */
guint
herald_player_item_get_metropolis (HeraldPlayerItem *self,
                                   HeraldTrack       track)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), 0);
  g_return_val_if_fail ((guint) track < HERALD_N_TRACKS, 0);
  return self->f.metropolis[track];
}

/**
 * herald_player_item_get_move:
 * @move: one of the card's moves
 * @reason: (out) (optional) (transfer none) (nullable): when refused, the engine's reason
 *   (herald_session_check()'s message), %NULL if the move is legal or needs none (the last
 *   level of a track, or a legal building in the setup round, which the card does not offer)
 *
 * Returns: whether the player may make @move now (herald_session_check()), never in the
 *   setup round
 */
gboolean
herald_player_item_get_move (HeraldPlayerItem  *self,
                             HeraldPlayerMove   move,
                             const char       **reason)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), FALSE);
  g_return_val_if_fail ((guint) move < HERALD_PLAYER_N_MOVES, FALSE);

  if (reason != NULL)
    *reason = self->reason[move];
  return self->f.legal[move];
}

/**
 * herald_player_item_get_knight_move:
 * @knight: the knight's index in the player's list (0 to %HERALD_MAX_KNIGHTS - 1)
 * @move: activating (deactivating an active knight), promoting it, or one of its actions
 * @reason: (out) (optional) (transfer none) (nullable): when refused, the engine's reason
 *   (herald_session_check()'s message), %NULL if the move is legal or there is no such knight
 *
 * Returns: whether the player may make @move with @knight now (herald_session_check()):
 *   %FALSE in the setup round and for a knight the player does not have
 */
gboolean
herald_player_item_get_knight_move (HeraldPlayerItem       *self,
                                    guint                   knight,
                                    HeraldPlayerKnightMove  move,
                                    const char            **reason)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_ITEM (self), FALSE);
  g_return_val_if_fail (knight < HERALD_MAX_KNIGHTS, FALSE);
  g_return_val_if_fail ((guint) move < HERALD_PLAYER_KNIGHT_N_MOVES, FALSE);

  if (reason != NULL)
    *reason = self->reason[KNIGHT_CHECK (knight, move)];
  return self->f.legal[KNIGHT_CHECK (knight, move)];
}

/**
 * herald_player_item_get_draw_forecast:
 * @forecast: (out caller-allocates): herald_session_get_draw_forecast() for the player as of
 *   the last step
 */
void
herald_player_item_get_draw_forecast (HeraldPlayerItem   *self,
                                      HeraldDrawForecast *forecast)
{
  g_return_if_fail (HERALD_IS_PLAYER_ITEM (self));
  g_return_if_fail (forecast != NULL);
  *forecast = self->f.draw;
}
