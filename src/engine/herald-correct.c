/* herald-correct.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The `correct` action: what the table kept by hand set right, as a step of the log (so that
 * undo, redo, saving and replay treat it as every other step): a player's pieces, knights,
 * improvements and metropolises (the attack check-in, Correct Pieces), and while the position of
 * a game in progress is entered, the pillaged cities, the cards in hand, the revealed victory
 * point cards and the cards known to lie on top of the decks (docs/save-format.md); and whether
 * the barbarians have attacked.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "herald-game-private.h"

/* Takes the first copy of @card out of @deck (@n cards), keeping the order of the rest */
static gboolean
deck_take (guint8     *deck,
           guint8     *n,
           HeraldCard  card,
           gboolean    from_bottom)
{
  for (guint k = 0; k < *n; k++)
    {
      guint i = from_bottom ? *n - 1 - k : k;

      if (deck[i] == card)
        {
          memmove (deck + i, deck + i + 1, *n - i - 1);
          (*n)--;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
refuse_not_in_deck (GError     **error,
                    HeraldCard   card)
{
  /* Translators: a refused correction: a track (the deck's), then a card */
  return refuse (error, _("the %s deck holds no further %s"),
                 herald_track_get_name (herald_card_get_track (card)), herald_card_get_name (card));
}

/* The cards in hand and the revealed victory point cards the player holds afterwards. With
 * digital cards a card now held comes out of its deck (the lowest copy, so that the cards the
 * table put on top stay there) and a card no longer held goes under it. */
static gboolean
correct_cards (Ctx                    *ctx,
               guint                   player,
               const HeraldCorrection *c,
               GError                **error)
{
  HeraldState *s = ctx->s;
  HeraldPlayerState *p = &s->players[player];
  gboolean digital = ctx->game->rules.digital_cards;
  gint change[HERALD_N_CARDS] = { 0, };

  if (c->n_hand == HERALD_UNSET && c->n_vp_cards == HERALD_UNSET)
    return TRUE;

  if (c->n_hand != HERALD_UNSET)
    {
      if (!digital && c->n_hand > 0)
        return refuse (error, _("“progress_cards”: with physical cards Herald holds no hands"));
      for (gint i = 0; i < c->n_hand; i++)
        {
          if (herald_card_is_vp (c->hand[i]))
            return refuse (error, _("“progress_cards”: the %s is revealed at once; list it in "
                           "“vp_cards”"), herald_card_to_id (c->hand[i]));
          change[c->hand[i]]++;
        }
      for (guint i = 0; i < p->n_hand; i++)
        change[p->hand[i]]--;
    }
  if (c->n_vp_cards != HERALD_UNSET)
    {
      for (gint i = 0; i < c->n_vp_cards; i++)
        {
          if (!herald_card_is_vp (c->vp_cards[i]))
            return refuse (error, _("“vp_cards” holds only printer and constitution"));
          change[c->vp_cards[i]]++;
          for (guint q = 0; q < s->n_players; q++)
            for (guint v = 0; q != player && v < s->players[q].n_vp_cards; v++)
              if (s->players[q].vp_cards[v] == c->vp_cards[i])
                return refuse (error, _("the %s was already revealed (one in the game)"),
                               herald_card_get_name (c->vp_cards[i]));
        }
      if (!check_vp_cards_once (c->vp_cards, c->n_vp_cards, HERALD_GAME_ERROR_FORBIDDEN, error))
        return FALSE;
      for (guint i = 0; i < p->n_vp_cards; i++)
        change[p->vp_cards[i]]--;
    }

  for (guint card = 0; digital && card < HERALD_N_CARDS; card++)
    {
      HeraldTrack t = herald_card_get_track (card);
      guint8 n = s->n_deck[t];

      for (gint k = 0; k < change[card]; k++)
        if (!deck_take (s->deck[t], &n, card, TRUE))
          return refuse_not_in_deck (error, card);
      s->n_deck[t] = n;
      for (gint k = 0; k > change[card]; k--)
        deck_put_under (s, card);
    }

  if (c->n_hand != HERALD_UNSET)
    {
      memcpy (p->hand, c->hand, c->n_hand);
      p->n_hand = c->n_hand;
    }
  if (c->n_vp_cards != HERALD_UNSET)
    {
      memcpy (p->vp_cards, c->vp_cards, c->n_vp_cards);
      p->n_vp_cards = c->n_vp_cards;
      /* the table says which are revealed: none of them takes a draw any more */
      memset (p->vp_entered, 0, sizeof p->vp_entered);
      for (gint i = 0; i < c->n_vp_cards; i++)
        p->vp_entered[herald_card_get_track (c->vp_cards[i])]++;
    }
  return TRUE;
}

/* The cards the table knows to lie on top of a deck, top card first: each comes out of the
 * deck (its first copy) and the rest keeps its order under them */
static gboolean
correct_decks (Ctx                    *ctx,
               const HeraldCorrection *c,
               GError                **error)
{
  HeraldState *s = ctx->s;

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      guint8 rest[HERALD_MAX_DECK];
      guint8 n = s->n_deck[t];

      if (c->n_on_top[t] == 0)
        continue;
      if (!ctx->game->rules.digital_cards)
        return refuse (error, _("with physical cards Herald holds no decks"));
      memcpy (rest, s->deck[t], n);
      for (guint i = 0; i < c->n_on_top[t]; i++)
        if (!deck_take (rest, &n, c->on_top[t][i], FALSE))
          return refuse_not_in_deck (error, c->on_top[t][i]);
      memcpy (s->deck[t], c->on_top[t], c->n_on_top[t]);
      memcpy (s->deck[t] + c->n_on_top[t], rest, n);
    }
  return TRUE;
}

/* The cards in hand, the revealed victory point cards and the decks are part of the position
 * of a game in progress as it is entered (herald_game_is_entering_position (): nothing but
 * corrections and the badges since its start), as with the start's `progress_cards`, `vp_cards` and `decks`.
 * Later the engine follows every card itself (drawn, played, revealed: A11, A12, A14), and a
 * card set by hand in the middle of a game would go round it. Herald offers them only then
 * (Correct Pieces, Arrange Progress Card Decks before the first roll) since these members
 * exist, so no file it wrote holds one elsewhere. */
static gboolean
check_cards_while_entering (Ctx                    *ctx,
                            const HeraldCorrection *c,
                            GError                **error)
{
  gboolean cards = c->n_hand != HERALD_UNSET || c->n_vp_cards != HERALD_UNSET;

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    cards |= c->n_on_top[t] > 0;
  /* a file's own step as the Herald that wrote it saw it (N34-1) */
  if (cards && !(is_new_step (ctx) ? herald_game_is_entering_position (ctx->game)
                                   : herald_game_is_entering_position_as_written (ctx->game)))
    return refuse (error, _("the cards in hand, the revealed victory point cards and the decks "
                            "are corrected only while the position of a game in progress is "
                            "entered, before its first roll"));
  return TRUE;
}

/* RULES.md A6.1, A7.6, A8.3, A9.1: only an attack gives a Defender of Catan card or lays a
 * pillaged city on its side, so a position or a correction that holds either shows that the
 * barbarians have attacked: the robber may move from then on, although the table did not say
 * so (New Game's "attacked" switch tells it, and since December 2026 a correction's
 * `first_attack_done`, correct_first_attack ()). With the friendly barbarian (B.5) the first attack also decides the
 * track's length, and the ship may stand on the extra step: there the table's answer stands,
 * so that no log the Herald before this wrote attacks at another roll when replayed. */
void
note_attack_evidence (HeraldGame  *game,
                      HeraldState *s)
{
  if (s->first_attack_done || game->rules.friendly_barbarian)
    return;
  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].defender > 0 || s->players[p].sixth_settlements > 0)
      {
        s->first_attack_done = TRUE;
        return;
      }
}

/* A `correct` action's `first_attack_done` (since December 2026, referee 35): whether the
 * barbarians have attacked, for the whole table (A8.3, A9.1: the robber may move). A table that
 * entered a game in progress with New Game's "attacked" switch off has no other way to say so
 * when neither a Defender of Catan card nor a pillaged city shows the attack (Catan won with a
 * tie, or the cities lost had settlement pieces to spare). Set after the rest of the correction,
 * so that one correction can take a Defender card entered by mistake away and say that no
 * attack came. Refused: "no attack" when this game's log resolved one, or when a Defender card
 * or a city on its side shows one (A6.1, A7.6); "attacked" with the friendly barbarian (B.5)
 * while the ship stands on the step the first attack takes away (it would have landed, A4.2). */
static gboolean
correct_first_attack (Ctx                    *ctx,
                      const HeraldCorrection *c,
                      GError                **error)
{
  HeraldState *s = ctx->s;

  if (c->first_attack_done == HERALD_UNSET)
    return TRUE;
  if (c->first_attack_done)
    {
      /* Translators: a refused correction; the steps the ship has come (7) */
      if (s->barbarian_position >= herald_rules_get_track_length (&ctx->game->rules, TRUE))
        return refuse (error, _("the barbarian ship stands on the friendly barbarians’ extra "
                                "step (%u): after the first attack it would have landed"),
                       s->barbarian_position);
    }
  else
    {
      if (s->attacks > 0)
        return refuse (error, _("the barbarians have attacked in this game already"));
      for (guint p = 0; p < s->n_players; p++)
        if (s->players[p].defender > 0 || s->players[p].sixth_settlements > 0)
          /* Translators: a refused correction; a player's name */
          return refuse (error, _("%s’s Defender of Catan card or pillaged city shows that the "
                                  "barbarians have attacked"), name_of (ctx, p));
    }
  s->first_attack_done = c->first_attack_done;
  return TRUE;
}

/* A `correct` action: the counts the table kept by hand. Metropolises the player gives up are
 * removed before the cities are counted, and the ones the player takes are placed after, on
 * ordinary cities, taken from whoever held them (A17). */
gboolean
apply_correct (Ctx                *ctx,
               const HeraldAction *action,
               GError            **error)
{
  HeraldState *s = ctx->s;
  guint player = action->player;
  HeraldPlayerState *p = &s->players[player];
  const HeraldCorrection *c = &action->correction;

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (c->improvements[t] != HERALD_UNSET)
      p->improvements[t] = c->improvements[t];

  if (c->metropolises != HERALD_UNSET)
    for (guint t = 0; t < HERALD_N_TRACKS; t++)
      if (!(c->metropolises & (1 << t)) && s->metropolis[t] == (gint) player)
        {
          for (guint i = 0; i < p->n_cities; i++)
            if (p->cities[i].metropolis == (gint) t)
              p->cities[i].metropolis = -1;
          s->metropolis[t] = -1;
          s->metropolis_permanent[t] = FALSE;
        }

  if (c->cities != HERALD_UNSET)
    {
      guint metros = count_metropolises (p);
      guint walls = count_walls (p);
      HeraldCity kept[HERALD_MAX_CITIES];
      guint n = 0;

      if ((guint) c->cities < metros)
        return refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                           "%s holds %u metropolis, on a city of its own",
                                           "%s holds %u metropolises, each on its own city",
                                           metros),
                       name_of (ctx, player), metros);
      /* fewer cities: the metropolises stay, then walled cities, so that walls stay too */
      for (guint i = 0; i < p->n_cities; i++)
        if (p->cities[i].metropolis >= 0)
          kept[n++] = p->cities[i];
      for (guint pass = 0; pass < 2; pass++)
        for (guint i = 0; i < p->n_cities && n < (guint) c->cities; i++)
          if (p->cities[i].metropolis < 0 && (pass == 0) == (p->cities[i].wall != 0))
            kept[n++] = p->cities[i];
      memcpy (p->cities, kept, n * sizeof kept[0]);
      p->n_cities = n;
      while (p->n_cities < (guint) c->cities)
        add_city (p);
      /* a wall whose city went moves under a city without one: the count is the table's */
      while (c->walls == HERALD_UNSET && count_walls (p) < MIN (walls, p->n_cities))
        add_wall (ctx, player, HERALD_UNSET, NULL);
    }

  if (c->metropolises != HERALD_UNSET)
    for (guint t = 0; t < HERALD_N_TRACKS; t++)
      if ((c->metropolises & (1 << t)) && s->metropolis[t] != (gint) player)
        if (!place_metropolis (ctx, player, t, HERALD_UNSET, error))
          return FALSE;

  /* A17.2, A17.4: a metropolis needs level 4, and is permanent at level 5 */
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (s->metropolis[t] == (gint) player)
      {
        if (p->improvements[t] < 4)
          return refuse (error, _("%s holds the %s metropolis, which needs level 4"),
                         name_of (ctx, player), herald_track_get_name (t));
        s->metropolis_permanent[t] = p->improvements[t] == 5;
      }

  if (c->settlements != HERALD_UNSET)
    p->settlements = c->settlements;
  if (c->sixth_settlements != HERALD_UNSET)
    {
      /* A7.6: without the rule a pillaged city with no settlement piece left is removed */
      if (c->sixth_settlements > 0 && !ctx->game->rules.sixth_settlement)
        return refuse (error, _("a pillaged city lies on its side only with the sixth_settlement rule"));
      p->sixth_settlements = c->sixth_settlements;
    }
  if (p->n_cities + p->sixth_settlements > HERALD_MAX_CITIES)
    return refuse (error, _("%s would have more than 4 cities"), name_of (ctx, player));

  if (c->walls != HERALD_UNSET || count_walls (p) > p->n_cities)
    {
      guint walls = c->walls != HERALD_UNSET ? (guint) c->walls : count_walls (p);

      if (walls > p->n_cities)
        return refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                           "%s has %u city: a wall stands under a city",
                                           "%s has %u cities: a wall stands under a city",
                                           p->n_cities),
                       name_of (ctx, player), p->n_cities);
      for (guint i = 0; i < p->n_cities; i++)
        p->cities[i].wall = 0;
      for (guint i = 0; i < walls; i++)
        add_wall (ctx, player, HERALD_UNSET, NULL);
    }

  /* A17.5, A19.1: the walls under metropolises, after the cities, metropolises and walls */
  if (c->metropolis_walls != HERALD_UNSET &&
      !place_walls (p, count_walls (p), c->metropolis_walls))
    return refuse (error, _("“metropolis_walls” is %u (walls: %u, metropolises: %u, ordinary "
                            "cities: %u): each wall stands under a city of its own"),
                   (guint) c->metropolis_walls, count_walls (p), count_metropolises (p),
                   count_ordinary (p));

  /* A15: the first-edition Saboteur's cities, after the cities, metropolises and walls */
  if (c->sabotaged != HERALD_UNSET)
    {
      if (c->sabotaged > 0 && ctx->game->rules.edition != HERALD_EDITION_FIRST)
        return refuse (error, _("a city is sabotaged only in the first edition"));
      if (!set_sabotaged (p, c->sabotaged))
        return refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                           "%s has %u ordinary city: a metropolis cannot be "
                                           "sabotaged",
                                           "%s has %u ordinary cities: a metropolis cannot be "
                                           "sabotaged",
                                           count_ordinary (p)),
                       name_of (ctx, player), count_ordinary (p));
    }

  if (c->n_knights != HERALD_UNSET)
    {
      guint per_level[4] = { 0, };
      HeraldKnight before[HERALD_MAX_KNIGHTS];
      gint match[HERALD_MAX_KNIGHTS];
      gboolean taken[HERALD_MAX_KNIGHTS] = { FALSE, };

      for (guint i = 0; i < (guint) c->n_knights; i++)
        if (++per_level[c->knight_level[i]] > HERALD_KNIGHTS_PER_RANK)
          return refuse (error, _("a player has 2 knights of each rank"));
      /* A18.4, A18.5: a knight keeps what it did this turn (promoted, acted, activated or
       * placed by the Deserter), and a correction gives it no second promotion or action. The
       * knights listed are matched to those before it (Correct Pieces lists them by rank,
       * whatever their order was; referee 33): a knight in its place with its rank and state,
       * then one of that rank and state elsewhere, then one of that rank, then the knight in
       * its place (its rank corrected); a knight left over is a new one */
      memcpy (before, p->knights, sizeof before);
      for (guint i = 0; i < (guint) c->n_knights; i++)
        match[i] = -1;
      for (guint pass = 0; pass < 4; pass++)
        for (guint i = 0; i < (guint) c->n_knights; i++)
          for (guint j = 0; match[i] < 0 && j < p->n_knights; j++)
            {
              gboolean level = before[j].level == c->knight_level[i];
              gboolean state = !before[j].active == !c->knight_active[i];

              if (!taken[j] && ((pass == 0 && j == i && level && state) ||
                                (pass == 1 && level && state) || (pass == 2 && level) ||
                                (pass == 3 && j == i)))
                {
                  match[i] = j;
                  taken[j] = TRUE;
                }
            }
      for (guint i = 0; i < (guint) c->n_knights; i++)
        {
          if (match[i] < 0)
            memset (&p->knights[i], 0, sizeof p->knights[i]);
          else
            p->knights[i] = before[match[i]];
          /* Herald before December 2026 cleared them here: replaying a log, a later step that
           * relied on that is not refused for them (docs/save-format.md). Marked for a new
           * step too, where only a replay reads the mark: the state Undo rebuilds from the
           * log is then the state the step was taken from, byte for byte (rules44) */
          if (match[i] >= 0)
            p->knights[i].corrected |=
              (p->knights[i].fresh ? HERALD_KNIGHT_CORRECTED_FRESH : 0) |
              (p->knights[i].promoted ? HERALD_KNIGHT_CORRECTED_PROMOTED : 0) |
              (p->knights[i].acted ? HERALD_KNIGHT_CORRECTED_ACTED : 0);
          p->knights[i].level = c->knight_level[i];
          p->knights[i].active = c->knight_active[i];
        }
      p->n_knights = c->n_knights;
    }
  if (c->defender != HERALD_UNSET)
    p->defender = c->defender;
  if (!check_cards_while_entering (ctx, c, error) ||
      !correct_cards (ctx, player, c, error) || !correct_decks (ctx, c, error))
    return FALSE;
  /* A17.1, A17.4: as for the starting position (games from version-2 files and older keep
   * the lenient corrections of the Herald that wrote them) */
  if (ctx->game->rules.corrections == HERALD_CORRECTIONS_STRICT &&
      !check_metropolis_levels (ctx->game, s, HERALD_LEVELS_OF_CORRECTION, error))
    return FALSE;
  if (!correct_first_attack (ctx, c, error))
    return FALSE;
  note_attack_evidence (ctx->game, s);
  return TRUE;
}
