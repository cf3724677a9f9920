/* herald-text-names.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The names of things as the player reads them: tracks, decks, buildings, colours, event die
 * faces, knights, editions, progress cards and their effects (herald-text.h). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-text.h"
#include "herald-text-private.h"

/* The names below are asked for thousands of times per roll (every card's buttons and
 * labels); gettext looks each up again every time (docs/performance.md). They are kept once
 * translated: the language does not change while Herald runs. Main thread only. */
#define ONCE(slot, expr) ((slot) != NULL ? (slot) : ((slot) = (expr)))

static const char *
track_name (HeraldTrack track)
{
  switch (track)
    {
    case HERALD_TRACK_TRADE:
      return C_("track", "Trade");
    case HERALD_TRACK_POLITICS:
      return C_("track", "Politics");
    case HERALD_TRACK_SCIENCE:
      return C_("track", "Science");
    case HERALD_N_TRACKS:
    default:
      return "";
    }
}

const char *
herald_text_track_name (HeraldTrack track)
{
  static const char *names[HERALD_N_TRACKS];

  if ((guint) track >= HERALD_N_TRACKS)
    return "";
  return ONCE (names[track], track_name (track));
}

const char *
herald_text_deck_name (HeraldTrack track)
{
  switch (track)
    {
    case HERALD_TRACK_TRADE:
      return _("Trade deck");
    case HERALD_TRACK_POLITICS:
      return _("Politics deck");
    case HERALD_TRACK_SCIENCE:
      return _("Science deck");
    case HERALD_N_TRACKS:
    default:
      return "";
    }
}

const char *
herald_text_building_name (HeraldTrack track,
                           guint       level)
{
  static const char * const names[HERALD_N_TRACKS][HERALD_MAX_LEVEL] = {
    { N_("Market"), N_("Trading House"), N_("Merchant Guild"), N_("Bank"), N_("Great Exchange") },
    { N_("Town Hall"), N_("Church"), N_("Fortress"), N_("Cathedral"), N_("High Assembly") },
    { N_("Abbey"), N_("Library"), N_("Aqueduct"), N_("Theater"), N_("University") },
  };

  static const char *translated[HERALD_N_TRACKS][HERALD_MAX_LEVEL];

  if (track >= HERALD_N_TRACKS || level < 1 || level > HERALD_MAX_LEVEL)
    return "";

  return ONCE (translated[track][level - 1], _(names[track][level - 1]));
}

static const char *
level3_ability (HeraldTrack track)
{
  switch (track)
    {
    case HERALD_TRACK_TRADE:
      return _("Trade two equal commodities for any one resource or commodity");
    case HERALD_TRACK_POLITICS:
      return _("Strong knights may be promoted to mighty");
    case HERALD_TRACK_SCIENCE:
      /* Translators: the Aqueduct (science level 3); a 7 produces nothing for anyone and
       * never gives the Aqueduct's resource (RULES.md A16.4) */
      return _("Take a resource of your choice when a production roll gives you nothing (never on a 7)");
    case HERALD_N_TRACKS:
    default:
      return "";
    }
}

const char *
herald_text_level3_ability (HeraldTrack track)
{
  static const char *abilities[HERALD_N_TRACKS];

  if ((guint) track >= HERALD_N_TRACKS)
    return "";
  return ONCE (abilities[track], level3_ability (track));
}

/* the engine's table (herald_color_get_name ()): the same name in the engine's sentences */
const char *
herald_text_color_name (HeraldColor color)
{
  return herald_color_get_name (color);
}

const char *
herald_text_color_css (HeraldColor color)
{
  static const char * const classes[HERALD_N_COLORS] = {
    "player-red", "player-blue", "player-white", "player-orange", "player-green", "player-brown",
  };

  return color < HERALD_N_COLORS ? classes[color] : "player-white";
}

const char *
herald_text_event_name (HeraldEvent event)
{
  switch (event)
    {
    case HERALD_EVENT_SHIP:
      return _("Ship");
    case HERALD_EVENT_TRADE:
      return _("Trade gate");
    case HERALD_EVENT_POLITICS:
      return _("Politics gate");
    case HERALD_EVENT_SCIENCE:
      return _("Science gate");
    default:
      return "";
    }
}

const char *
herald_text_event_icon (HeraldEvent event)
{
  switch (event)
    {
    case HERALD_EVENT_SHIP:
      return "herald-ship-symbolic";
    case HERALD_EVENT_TRADE:
      return "herald-gate-trade-symbolic";
    case HERALD_EVENT_POLITICS:
      return "herald-gate-politics-symbolic";
    case HERALD_EVENT_SCIENCE:
      return "herald-gate-science-symbolic";
    default:
      return "image-missing-symbolic";
    }
}

static const char *
knight_name (guint level)
{
  switch (level)
    {
    case 1:
      return _("Basic knight");
    case 2:
      return _("Strong knight");
    case 3:
      return _("Mighty knight");
    default:
      return _("Knight");
    }
}

const char *
herald_text_knight_name (guint level)
{
  static const char *names[4];

  return ONCE (names[MIN (level, 4) % 4], knight_name (level));
}

/* The level inside a sentence, in lower case as any word there: "Anna’s basic knight,
 * active" (newcomer report 23, N23-3); knight_name() is the name standing alone, a row's
 * title or a list's item */
static const char *
knight_in_sentence (guint level)
{
  switch (level)
    {
    case 1:
      return C_("knight in a sentence", "basic knight");
    case 2:
      return C_("knight in a sentence", "strong knight");
    case 3:
      return C_("knight in a sentence", "mighty knight");
    default:
      return C_("knight in a sentence", "knight");
    }
}

const char *
herald_text_knight_in_sentence (guint level)
{
  static const char *names[4];

  return ONCE (names[MIN (level, 4) % 4], knight_in_sentence (level));
}

/**
 * herald_text_knight_place:
 * @ps: a player's pieces
 * @k: one of @ps's knights, an index below @ps->n_knights
 * @nth: (out) (optional): @k's place among @ps's knights of its level, from 1, in the
 *   order of @ps's knights (as the player's card and the attack check-in show them)
 *
 * Returns: how many knights of @k's level @ps has, 1 when @k is alone of its kind
 */
guint
herald_text_knight_place (const HeraldPlayerState *ps,
                          guint                    k,
                          guint                   *nth)
{
  guint n = 0;
  guint place = 0;

  g_return_val_if_fail (ps != NULL && k < ps->n_knights && k < HERALD_MAX_KNIGHTS, 1);

  for (guint i = 0; i < ps->n_knights && i < HERALD_MAX_KNIGHTS; i++)
    if (ps->knights[i].level == ps->knights[k].level)
      {
        n++;
        if (i <= k)
          place++;
      }
  if (nth != NULL)
    *nth = place;
  return n;
}

/**
 * herald_text_knight_of_kind:
 * @level: the knight's level, 1 to 3
 * @nth: its place among its player's knights of @level, from 1 (herald_text_knight_place ())
 * @n: how many knights of @level its player has
 *
 * A knight's words in a sentence, told apart from its player's other knights of its level:
 * "mighty knight" alone of its kind, else "mighty knight 1 of 2" and "mighty knight 2 of 2".
 * Two knights of one kind were heard alike, "Anna’s mighty knight, active" twice, in the
 * attack check-in (newcomer report 51, newcomer51-3) and on the player's card (a11y report 52,
 * a11y52-2). Both say them with these words.
 *
 * Returns: (transfer full): the words, free with g_free()
 */
char *
herald_text_knight_of_kind (guint level,
                            guint nth,
                            guint n)
{
  const char *words = herald_text_knight_in_sentence (level);

  if (n < 2)
    return g_strdup (words);
  /* Translators: one of a player's knights of one kind, for screen readers on the player's
   * card and in the attack check-in: "mighty knight 1 of 2" (the knight's words, its place,
   * how many) */
  return g_strdup_printf (C_("knights of one kind", "%s %u of %u"), words, nth, n);
}

const char *
herald_text_edition_name (HeraldEdition edition)
{
  return edition == HERALD_EDITION_FIRST ? _("First edition (1998)") : _("Current edition");
}

const char *
herald_text_card_name (HeraldCard card)
{
  if (card >= HERALD_N_CARDS)
    return _("Progress card");

  return herald_card_get_name (card);
}

/* The effects in our own words (RULES.md A14, A15). */
const char *
herald_text_card_effect (HeraldCard    card,
                         HeraldEdition edition)
{
  switch (card)
    {
    case HERALD_CARD_ALCHEMIST:
      return _("Play before you roll: you choose what the red and the white die show. The event die is still rolled.");
    case HERALD_CARD_CRANE:
      return _("Your next city improvement this turn costs one commodity less.");
    case HERALD_CARD_ENGINEER:
      return _("Build one city wall for free.");
    case HERALD_CARD_INVENTOR:
      return _("Swap two number tokens on the board (never a 2, 12, 6 or 8).");
    case HERALD_CARD_IRRIGATION:
      return _("Take 2 grain for every fields hex next to one of your buildings.");
    case HERALD_CARD_MEDICINE:
      return _("Upgrade a settlement to a city for 2 ore and 1 grain.");
    case HERALD_CARD_MINING:
      return _("Take 2 ore for every mountains hex next to one of your buildings.");
    case HERALD_CARD_PRINTER:
      return _("One victory point, shown to everyone at once.");
    case HERALD_CARD_ROAD_BUILDING:
      return _("Build two roads for free.");
    case HERALD_CARD_SMITH:
      return _("Promote one or two of your knights for free (mighty still needs the Fortress).");
    case HERALD_CARD_BISHOP:
      return _("Move the robber and take one random card from each player with a building at its new hex.");
    case HERALD_CARD_CONSTITUTION:
      return _("One victory point, shown to everyone at once.");
    case HERALD_CARD_DESERTER:
      return _("An opponent removes one of their knights; you may place one of yours of the same rank.");
    case HERALD_CARD_DIPLOMAT:
      return _("Remove an open road; if it is yours, you may place it again elsewhere.");
    case HERALD_CARD_INTRIGUE:
      return _("Displace an opponent’s knight that touches one of your roads.");
    case HERALD_CARD_SABOTEUR:
      if (edition == HERALD_EDITION_FIRST)
        return _("Sabotage an opponent’s city: it produces like a settlement until repaired.");
      /* Translators: resource and commodity cards, not progress cards (RULES.md A14) */
      return _("Every player with as many victory points as you or more discards half of their "
               "resource and commodity cards (rounded down).");
    case HERALD_CARD_SPY:
      return _("Look at an opponent’s progress cards and take one of them.");
    case HERALD_CARD_WARLORD:
      return _("Activate all of your knights for free.");
    case HERALD_CARD_WEDDING:
      return _("Every player with more victory points than you gives you two cards of their choice.");
    case HERALD_CARD_COMMERCIAL_HARBOR:
      /* A14, A15, B.1: who chooses the commodity is the rule set's wording (decisions table) */
      if (edition == HERALD_EDITION_FIRST)
        return _("Offer each opponent a resource; each gives you the commodity you choose in return.");
      return _("Offer each opponent a resource; each gives you a commodity of their choice in return.");
    case HERALD_CARD_MASTER_MERCHANT:
      return _("Look at the hand of a player with more victory points and take two cards.");
    case HERALD_CARD_MERCHANT:
      /* A14: a land hex next to one of the player's settlements or cities */
      return _("Put the merchant on a land hex next to your settlement or city: trade that hex’s resource 2:1 and hold 1 victory point while it stays yours.");
    case HERALD_CARD_MERCHANT_FLEET:
      return _("This turn, trade one resource or commodity of your choice 2:1.");
    case HERALD_CARD_RESOURCE_MONOPOLY:
      return _("Name a resource: every opponent gives you two of it.");
    case HERALD_CARD_TRADE_MONOPOLY:
      return _("Name a commodity: every opponent gives you one of it.");
    case HERALD_N_CARDS:
    default:
      return "";
    }
}

/* "2 ore": @n of @resource */
static char *
resource_count (HeraldResource resource,
                guint          n)
{
  switch (resource)
    {
    case HERALD_RESOURCE_BRICK:
      /* Translators: a cost in resource cards, e.g. "2 brick" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u brick", "%u brick", n), n);
    case HERALD_RESOURCE_LUMBER:
      /* Translators: a cost in resource cards, e.g. "1 lumber" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u lumber", "%u lumber", n), n);
    case HERALD_RESOURCE_ORE:
      /* Translators: a cost in resource cards, e.g. "1 ore" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u ore", "%u ore", n), n);
    case HERALD_RESOURCE_GRAIN:
      /* Translators: a cost in resource cards, e.g. "1 grain" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u grain", "%u grain", n), n);
    case HERALD_RESOURCE_WOOL:
      /* Translators: a cost in resource cards, e.g. "1 wool" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u wool", "%u wool", n), n);
    case HERALD_N_RESOURCES:
    default:
      return g_strdup ("");
    }
}

/**
 * herald_text_cost:
 * @cost: what a move costs, as the engine gives it (herald_repair_cost ())
 *
 * Returns: (transfer full): @cost in words, its resources in the engine's order: "1 lumber
 *   and 1 ore"; "" for a cost of nothing
 */
char *
herald_text_cost (const HeraldCost *cost)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  char *text;

  g_return_val_if_fail (cost != NULL, g_strdup (""));

  for (guint r = 0; r < HERALD_N_RESOURCES; r++)
    if (cost->resources[r] > 0)
      g_ptr_array_add (parts, resource_count (r, cost->resources[r]));
  if (parts->len == 0)
    return g_strdup ("");
  text = g_strdup (parts->pdata[0]);
  for (guint i = 1; i < parts->len; i++)
    {
      char *list = i + 1 < parts->len
                   /* Translators: the first parts of a list of three or more, "1 brick, 1 lumber" */
                   ? g_strdup_printf (C_("list", "%s, %s"), text, (char *) parts->pdata[i])
                   /* Translators: the last two parts of a list, "1 lumber and 1 ore" */
                   : g_strdup_printf (C_("list", "%s and %s"), text, (char *) parts->pdata[i]);

      g_free (text);
      text = list;
    }
  return text;
}

/* One count of herald_text_correction_details (), after a ", " */
static void
append_count (GString    *str,
              const char *name,
              gint        count)
{
  if (str->len > 0)
    g_string_append (str, ", ");
  /* Translators: one count a correction set, named as the Correct Pieces dialog names it,
   * then the count: "Cities 1" in "Anna’s pieces were corrected: Cities 1, City walls 0" */
  g_string_append_printf (str, _("%s %d"), name, count);
}

/**
 * herald_text_correction_details:
 * @c: a `correct` action's counts
 *
 * What a correction set, the counts afterwards named as Correct Pieces names them: "Cities 1,
 * Mighty knights 1, Mighty knights active 0". The history, the exports and the Undo toast said
 * only "Anna’s pieces were corrected", even for a knight made inactive at the check-in that
 * turned the battle (tester report 35, N35-6). A hand is told by its size only: everyone
 * reads the history.
 *
 * Returns: (transfer full): the counts, an empty string when the correction sets none
 */
char *
herald_text_correction_details (const HeraldCorrection *c)
{
  static const char *const levels[HERALD_N_TRACKS] = {
    N_("Trade level"), N_("Politics level"), N_("Science level")
  };
  static const char *const knights[3][2] = {
    { N_("Basic knights"), N_("Basic knights active") },
    { N_("Strong knights"), N_("Strong knights active") },
    { N_("Mighty knights"), N_("Mighty knights active") },
  };
  GString *str = g_string_new (NULL);

  if (c->settlements >= 0)
    append_count (str, _("Settlements"), c->settlements);
  if (c->cities >= 0)
    append_count (str, _("Cities"), c->cities);
  if (c->walls >= 0)
    append_count (str, _("City walls"), c->walls);
  if (c->metropolis_walls >= 0)
    append_count (str, _("Walls under metropolises"), c->metropolis_walls);
  if (c->defender >= 0)
    append_count (str, _("Defender of Catan cards"), c->defender);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (c->improvements[t] >= 0)
      append_count (str, _(levels[t]), c->improvements[t]);
  if (c->metropolises >= 0)
    {
      gint n = 0;

      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        n += (c->metropolises >> t) & 1;
      append_count (str, _("Metropolises"), n);
    }
  if (c->n_knights == 0)
    append_count (str, _("Knights"), 0);
  for (guint level = 1; c->n_knights > 0 && level <= 3; level++)
    {
      gint n = 0, active = 0;

      for (gint k = 0; k < MIN (c->n_knights, (gint) G_N_ELEMENTS (c->knight_level)); k++)
        if (c->knight_level[k] == level)
          {
            n++;
            active += c->knight_active[k] != 0;
          }
      if (n > 0)
        {
          append_count (str, _(knights[level - 1][0]), n);
          append_count (str, _(knights[level - 1][1]), active);
        }
    }
  if (c->sixth_settlements >= 0)
    append_count (str, _("Pillaged cities lying on their side"), c->sixth_settlements);
  if (c->sabotaged >= 0)
    append_count (str, _("Sabotaged cities"), c->sabotaged);
  if (c->n_hand >= 0)
    append_count (str, _("Progress cards"), c->n_hand);
  for (gint i = 0; i < MIN (c->n_vp_cards, (gint) G_N_ELEMENTS (c->vp_cards)); i++)
    {
      if (str->len > 0)
        g_string_append (str, ", ");
      g_string_append_printf (str, _("Has revealed the %s"), herald_text_card_name (c->vp_cards[i]));
    }
  return g_string_free (str, FALSE);
}

/* The Smith's sentence: @player promoted @n knights (1 or 2) to the ranks @levels; %NULL for
 * another count */
static char *
smith_sentence (HeraldGame  *game,
                gint         player,
                const guint *levels,
                guint        n)
{
  if (n == 1)
    /* Translators: what the Smith did, after "Anna played Smith": its player, then the
     * knight's rank before and after ("Anna promotes a knight (basic knight → strong
     * knight)") */
    return g_strdup_printf (_("%s promotes a knight (%s → %s)"),
                            herald_text_player_name (game, player),
                            herald_text_knight_in_sentence (levels[0] - 1),
                            herald_text_knight_in_sentence (levels[0]));
  if (n == 2)
    /* Translators: what the Smith did, after "Anna played Smith": its player, then each
     * knight's rank before and after ("Anna promotes two knights (strong knight → mighty
     * knight, basic knight → strong knight)") */
    return g_strdup_printf (_("%s promotes two knights (%s → %s, %s → %s)"),
                            herald_text_player_name (game, player),
                            herald_text_knight_in_sentence (levels[0] - 1),
                            herald_text_knight_in_sentence (levels[0]),
                            herald_text_knight_in_sentence (levels[1] - 1),
                            herald_text_knight_in_sentence (levels[1]));
  return NULL;
}

/* @players' names in a list, of whom one is chosen: "Ben", "Ben or Cleo", "Anna, Ben or Cleo" */
static void
append_player_choice (GString      *str,
                      HeraldGame   *game,
                      const guint8 *players,
                      guint         n_players)
{
  /* Translators: the last separator of a list of players of whom one is chosen: "Anna,
   * Ben or Cleo" (the Master Merchant's) */
  herald_text_append_players (str, game, players, n_players, N_(" or "));
}

/**
 * herald_text_card_did:
 * @game: the game
 * @outcome: an outcome of its log (or of the step just made)
 *
 * What a card played did, from the engine's card_played outcome (herald-game.h), the line
 * after "Anna played Wedding" in the toast, the history and the exports, without naming the
 * card again ("Wedding: Ben gives Anna two cards" did: tester report 43, N43-2): whom the
 * Wedding or the Master Merchant takes from (N34-8), which knights the Smith promoted, whose
 * knight the Intrigue displaced (N38-6), and what the cards that change what Herald keeps
 * changed: the merchant, the knights a Warlord activated, the Medicine's city, the Engineer's
 * wall, the Crane's cheaper improvement (said nowhere: N43-2).
 *
 * Returns: (transfer full) (nullable): the sentence, or %NULL for another outcome or a card
 *   whose effect Herald does not keep
 */
char *
herald_text_card_did (HeraldGame          *game,
                      const HeraldOutcome *outcome)
{
  const char *who;

  if (outcome->type != HERALD_OUTCOME_CARD_PLAYED)
    return NULL;
  who = herald_text_player_name (game, outcome->player);
  switch (outcome->card)
    {
    case HERALD_CARD_SMITH:
      {
        guint levels[2];

        if (outcome->value < 1 || outcome->value > 2)
          return NULL;
        for (gint i = 0; i < outcome->value; i++)
          {
            if (outcome->values[i] < 2 || outcome->values[i] > 3)
              return NULL;
            levels[i] = outcome->values[i];
          }
        return smith_sentence (game, outcome->player, levels, outcome->value);
      }

    case HERALD_CARD_INTRIGUE:
      /* a knight that could not move is removed: its own outcome says so ("Ben loses a
       * knight") */
      if (outcome->other < 0 || outcome->value < 1 || outcome->value > 3)
        return NULL;
      /* Translators: what the Intrigue did, after "Ben played Intrigue": its player, the
       * opponent, the knight's rank ("Ben displaces a knight of Anna (strong knight)") */
      return g_strdup_printf (_("%s displaces a knight of %s (%s)"), who,
                              herald_text_player_name (game, outcome->other),
                              herald_text_knight_in_sentence (outcome->value));

    case HERALD_CARD_WEDDING:
      {
        g_autoptr(GString) list = g_string_new (NULL);

        if (outcome->n_players == 0)
          return NULL;
        herald_text_append_player_list (list, game, outcome->players, outcome->n_players);
        /* Translators: what the Wedding did (A14), after "Anna played Wedding": the players
         * with more victory points, as a list ("Ben", "Ben, then Cleo"), each give the
         * card's player two cards of their choice: "Ben, then Cleo each give Anna two cards" */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s gives %s two cards",
                                             "%s each give %s two cards", outcome->n_players),
                                list->str, who);
      }

    case HERALD_CARD_MASTER_MERCHANT:
      {
        g_autoptr(GString) list = g_string_new (NULL);

        if (outcome->n_players == 0)
          return NULL;
        append_player_choice (list, game, outcome->players, outcome->n_players);
        /* Translators: what the Master Merchant did (A14), after "Anna played Master
         * Merchant": its player, then the players with more victory points, one of whom is
         * chosen: "Anna may take two cards from Ben or Cleo" */
        return g_strdup_printf (_("%s may take two cards from %s"), who, list->str);
      }

    case HERALD_CARD_MERCHANT:
      if (outcome->value != 1)
        return NULL;
      if (outcome->other == outcome->player)
        /* Translators: what the Merchant did, after "Anna played Merchant", when she held
         * the merchant already (it moves, no point more) */
        return g_strdup_printf (_("%s moves the merchant and still holds it"), who);
      if (outcome->other >= 0)
        /* Translators: what the Merchant did, after "Anna played Merchant": its player, then
         * who held the merchant and loses its victory point ("Anna takes the merchant from
         * Ben: one victory point") */
        return g_strdup_printf (_("%s takes the merchant from %s: one victory point"), who,
                                herald_text_player_name (game, outcome->other));
      /* Translators: what the Merchant did, after "Anna played Merchant" */
      return g_strdup_printf (_("%s holds the merchant: one victory point"), who);

    case HERALD_CARD_WARLORD:
      if (outcome->value < 1)
        return NULL;
      /* Translators: what the Warlord did, after "Ben played Warlord": its player, then how
       * many of their knights became active ("Ben activates 2 knights") */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s activates %d knight",
                                           "%s activates %d knights", outcome->value),
                              who, outcome->value);

    case HERALD_CARD_MEDICINE:
      if (outcome->value == 1)
        /* Translators: what the Medicine did, after "Cleo played Medicine": a pillaged city
         * lying on its side stands again */
        return g_strdup_printf (_("%s rebuilds a pillaged city"), who);
      if (outcome->value == 0)
        /* Translators: what the Medicine did, after "Cleo played Medicine" */
        return g_strdup_printf (_("%s upgrades a settlement to a city"), who);
      return NULL;

    case HERALD_CARD_ENGINEER:
      if (outcome->value != 1)
        return NULL;
      /* Translators: what the Engineer did, after "Cleo played Engineer" */
      return g_strdup_printf (_("%s builds a city wall"), who);

    case HERALD_CARD_CRANE:
      if (outcome->value != 1)
        return NULL;
      /* Translators: what the Crane did, after "Anna played Crane" */
      return g_strdup_printf (_("%s pays one commodity less for a city improvement this turn"),
                              who);

    default:
      return NULL;
    }
}

/**
 * herald_text_undone_outcome:
 * @game: the game, the step undone already
 * @outcome: an outcome of the step undone (the engine's, herald_game_get_outcomes ())
 *
 * What an Undo took back besides the step itself, for its toast: a metropolis that goes back
 * to whom it was taken from, a win. "Undone: Anna built the University (Science level 5)"
 * said nothing of the Science metropolis back with Cleo, nor of the game going on (speech41,
 * session 40).
 *
 * Returns: (transfer full) (nullable): the words, or %NULL for an outcome the table sees
 *   come back with the step (a toast of its own said it, the player's card shows it)
 */
char *
herald_text_undone_outcome (HeraldGame          *game,
                            const HeraldOutcome *outcome)
{
  switch (outcome->type)
    {
    case HERALD_OUTCOME_METROPOLIS:
      if (outcome->other >= 0)
        /* Translators: completes "Undone: …" after the step undone (an improvement that took
         * a metropolis): "Cleo has the Science metropolis again" */
        return g_strdup_printf (_("%s has the %s metropolis again"),
                                herald_text_player_name (game, outcome->other),
                                herald_text_track_name (outcome->track));
      /* Translators: completes "Undone: …" after the step undone (an improvement that gave
       * a metropolis): "Anna no longer has the Science metropolis" */
      return g_strdup_printf (_("%s no longer has the %s metropolis"),
                              herald_text_player_name (game, outcome->player),
                              herald_text_track_name (outcome->track));
    case HERALD_OUTCOME_CARD_PLAYED:
      /* what the card did, as its toast said: "Undone: Anna played Wedding; Ben gives Anna
       * two cards" (N34-8, N43-2) */
      return herald_text_card_did (game, outcome);
    case HERALD_OUTCOME_WINNER:
      /* Translators: completes "Undone: …" after the step undone that won the game: "the
       * game goes on: Anna has not won" */
      return g_strdup_printf (_("the game goes on: %s has not won"),
                              herald_text_player_name (game, outcome->player));
    default:
      return NULL;
    }
}
