/* herald-position.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The checks before a game begins: its rules and players (check_new_game ()), and the starting
 * position (a HeraldStart, the `start` of the save format) validated into the initial state;
 * herald-start.c parses and writes it.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>

#include "herald-game-private.h"

/* The rule set, the victory target and the player count of a new game (or of a file) */
static gboolean
check_rules (const HeraldRules *rules,
             guint              n_players,
             GError           **error)
{
  if (rules->edition > HERALD_EDITION_FIRST)
    return invalid (error, _("unknown rule set"));
  /* files of older Heralds hold targets from 3 (the save format's contract): they load */
  if (rules->victory_points < HERALD_MIN_SAVED_VICTORY_POINTS ||
      rules->victory_points > HERALD_MAX_VICTORY_POINTS)
    return invalid (error, _("the victory target must be 3–30"));
  if (n_players < HERALD_MIN_PLAYERS || n_players > herald_rules_get_max_players (rules))
    return invalid (error, _("%u players: the game takes 3–4 players, 5–6 with the 5–6 extension"),
                    n_players);
  /* the 5–6 extension (special build phase, 8 Defender cards) is for 5–6 players only
   * (RULES.md decisions table, A22); no Herald ever wrote it with fewer */
  if (rules->five_six_players && n_players < 5)
    return invalid (error, _("%u players with “five_six_players”: the 5–6 extension is played "
                             "with 5–6 players only"), n_players);
  return TRUE;
}

/* The rules and the players of a new game checked before its position is (game_new ()):
 * a victory target and a player count the rules take, names and colours (one line, visible,
 * 1–HERALD_MAX_NAME_LENGTH characters; each colour once). %HERALD_GAME_ERROR_INVALID names
 * the field. */
gboolean
check_new_game (const HeraldRules      *rules,
                const HeraldPlayerInfo *players,
                guint                   n_players,
                GError                **error)
{
  if (!check_rules (rules, n_players, error))
    return FALSE;

  for (guint i = 0; i < n_players; i++)
    {
      if (players[i].name != NULL && g_utf8_validate (players[i].name, -1, NULL) &&
          herald_player_name_has_control (players[i].name))
        {
          /* Translators: the index in the file's "players" array */
          invalid (error, _("players[%u]: a name is one line: no line break, tab or other "
                            "control character"), i);
          return FALSE;
        }
      /* a name nobody can see or hear (newcomer report 19, N19-6): said so, not as a length */
      if (players[i].name != NULL && *players[i].name != '\0' &&
          g_utf8_validate (players[i].name, -1, NULL) &&
          !herald_player_name_is_visible (players[i].name))
        {
          /* Translators: the index in the file's "players" array */
          invalid (error, _("players[%u]: a name needs a letter, digit or sign that shows, not "
                            "only spaces, accents or invisible characters (zero-width, bidi marks)"), i);
          return FALSE;
        }
      /* a name drawn as a tower of accents through the window (robust report 31) */
      if (players[i].name != NULL && g_utf8_validate (players[i].name, -1, NULL) &&
          herald_player_name_has_mark_pile (players[i].name))
        {
          /* Translators: the index in the file's "players" array, then the limit */
          invalid (error, _("players[%u]: a name has at most %d accents on one letter"), i,
                   HERALD_MAX_NAME_MARKS);
          return FALSE;
        }
      if (!herald_player_name_is_valid (players[i].name))
        {
          /* Translators: the index in the file's "players" array, then the limit */
          invalid (error, _("players[%u]: a name is 1–%d characters of text"), i,
                   HERALD_MAX_NAME_LENGTH);
          return FALSE;
        }
      if (players[i].color >= HERALD_N_COLORS)
        {
          invalid (error, _("player %u: unknown colour"), i);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (players[j].color == players[i].color)
          {
            invalid (error, _("players %u and %u both play %s"), j, i,
                     herald_color_to_string (players[i].color));
            return FALSE;
          }
    }
  return TRUE;
}

/* A number of a typed position within its range, refused as the file's reader refuses it */
static gboolean
in_range (const char  *name,
          guint        value,
          guint        min,
          guint        max,
          GError     **error)
{
  if (value >= min && value <= max)
    return TRUE;
  return invalid (error, _("“%s” is %lld, outside %lld–%lld"), name, (long long) value,
                  (long long) min, (long long) max);
}

/* The position of one player of @start placed into @s, checked against the rules: the JSON's
 * shape was checked by herald_start_from_json(), a position from the table by nothing else */
static gboolean
place_start_player (HeraldGame              *self,
                    HeraldState             *s,
                    guint                    index,
                    const HeraldStartPlayer *sp,
                    gboolean                *longest_seen,
                    gboolean                *merchant_seen,
                    GError                 **error)
{
  HeraldPlayerState *p = &s->players[index];
  guint cities = sp->cities, walls = sp->walls, sixth = sp->sixth_settlements;

  if (!in_range ("settlements", sp->settlements, 0, 5, error) ||
      !in_range ("sixth_settlements", sixth, 0, 4, error) ||
      !in_range ("cities", cities, 0, 4, error) ||
      !in_range ("walls", walls, 0, 3, error) ||
      !in_range ("defender", sp->defender, 0, 1000, error) ||
      !in_range ("knights", sp->n_knights, 0, HERALD_MAX_KNIGHTS, error) ||
      !in_range ("progress_cards", sp->n_hand, 0, HERALD_HAND_LIMIT, error) ||
      !in_range ("vp_cards", sp->n_vp_cards, 0, 2, error))
    return FALSE;
  if (cities + sixth > HERALD_MAX_CITIES)
    return invalid (error, g_dngettext (GETTEXT_PACKAGE, "%u city: a player has 4 city pieces",
                                        "%u cities: a player has 4 city pieces", cities + sixth),
                    cities + sixth);
  /* A7.6: without the rule a pillaged city with no settlement piece left is removed */
  if (sixth > 0 && !self->rules.sixth_settlement)
    return invalid (error, _("a pillaged city lies on its side only with the sixth_settlement rule"));
  if (walls > cities)
    {
      /* each number with its own plural ("2 walls but 1 city", never "1 cities") */
      g_autofree char *walls_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u wall",
                                                                  "%u walls", walls), walls);

      /* Translators: %s is a number of walls ("2 walls"), then the player's cities */
      return invalid (error, g_dngettext (GETTEXT_PACKAGE,
                                          "%s but %u city: a wall stands under a city",
                                          "%s but %u cities: a wall stands under a city", cities),
                      walls_text, cities);
    }

  p->settlements = sp->settlements;
  p->sixth_settlements = sixth;
  for (guint c = 0; c < cities; c++)
    add_city (p);
  p->defender = sp->defender;

  if (sp->longest_road && *longest_seen)
    return invalid (error, _("only one player holds the Longest Road"));
  if (sp->merchant && *merchant_seen)
    return invalid (error, _("only one player holds the merchant"));
  *longest_seen |= sp->longest_road;
  *merchant_seen |= sp->merchant;
  p->longest_road = sp->longest_road;
  p->merchant = sp->merchant;

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      if (!in_range (herald_track_to_string (t), sp->improvements[t], 0, HERALD_MAX_LEVEL, error))
        return FALSE;
      p->improvements[t] = sp->improvements[t];
    }

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      gint city;

      if (!(sp->metropolises & (1u << t)))
        continue;
      if (s->metropolis[t] >= 0)
        return invalid (error, _("the %s metropolis has two holders"), herald_track_to_string (t));
      if (p->improvements[t] < 4)
        return invalid (error, _("a %s metropolis needs level 4 in %s"),
                        herald_track_to_string (t), herald_track_to_string (t));
      city = first_ordinary_city (p);
      if (city < 0)
        return invalid (error, _("more metropolises than cities"));
      p->cities[city].metropolis = t;
      s->metropolis[t] = index;
      s->metropolis_permanent[t] = p->improvements[t] == 5;
    }

  /* walls stand under ordinary cities first, unless `metropolis_walls` says how many stand
   * under metropolises (A17.5, A19.1) */
  if (!place_walls (p, walls, sp->metropolis_walls))
    return invalid (error, _("“metropolis_walls” is %u (walls: %u, metropolises: %u, ordinary "
                             "cities: %u): each wall stands under a city of its own"),
                    sp->metropolis_walls, walls, count_metropolises (p),
                    count_ordinary (p));

  /* A15: first edition only; never a metropolis */
  if (sp->sabotaged > 0 && self->rules.edition != HERALD_EDITION_FIRST)
    return invalid (error, _("a city is sabotaged only in the first edition"));
  if (!in_range ("sabotaged", sp->sabotaged, 0, 4, error))
    return FALSE;
  if (!set_sabotaged (p, sp->sabotaged))
    return invalid (error, g_dngettext (GETTEXT_PACKAGE,
                                        "“sabotaged” is %u but %u ordinary city: a metropolis "
                                        "cannot be sabotaged",
                                        "“sabotaged” is %u but %u ordinary cities: a metropolis "
                                        "cannot be sabotaged",
                                        count_ordinary (p)),
                    sp->sabotaged, count_ordinary (p));

  for (guint i = 0; i < sp->n_knights; i++)
    {
      guint level = sp->knight_level[i];

      if (!in_range ("level", level, 1, 3, error))
        return FALSE;
      if (count_knights (p, level) >= HERALD_KNIGHTS_PER_RANK)
        return invalid (error, _("more than 2 knights of level %d: a player has 2 of each rank"),
                        level);
      p->knights[p->n_knights].level = level;
      p->knights[p->n_knights].active = sp->knight_active[i] != 0;
      p->n_knights++;
    }

  if (!self->rules.digital_cards && sp->n_hand > 0)
    return invalid (error, _("“progress_cards”: with physical cards Herald holds no hands"));
  for (guint i = 0; i < sp->n_hand; i++)
    {
      if (sp->hand[i] >= HERALD_N_CARDS || herald_card_is_vp (sp->hand[i]))
        return invalid (error, _("“progress_cards”: the %s is revealed at once; list it in "
                        "“vp_cards”"), sp->hand[i] < HERALD_N_CARDS ? herald_card_to_id (sp->hand[i]) : "?");
      p->hand[p->n_hand++] = sp->hand[i];
    }

  for (guint i = 0; i < sp->n_vp_cards; i++)
    {
      if (sp->vp_cards[i] >= HERALD_N_CARDS || !herald_card_is_vp (sp->vp_cards[i]))
        return invalid (error, _("“vp_cards” holds only printer and constitution"));
      p->vp_cards[p->n_vp_cards++] = sp->vp_cards[i];
      p->vp_entered[herald_card_get_track (sp->vp_cards[i])]++;
    }
  if (!check_vp_cards_once (p->vp_cards, p->n_vp_cards, HERALD_GAME_ERROR_INVALID, error))
    return FALSE;
  return TRUE;
}

/* A12.1: the Printer and the Constitution are one card each in the game, so a player's
 * revealed victory point cards (@cards, @n of them, each a victory point card) name each at
 * most once, whatever the dice mode or the kind of cards: the starting position, a `correct`
 * action with physical or digital cards. Refuses with @code (%HERALD_GAME_ERROR_INVALID for a
 * file's start, %HERALD_GAME_ERROR_FORBIDDEN for a correction). */
gboolean
check_vp_cards_once (const guint8  *cards,
                     guint          n,
                     gint           code,
                     GError       **error)
{
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < i; j++)
      if (cards[j] == cards[i])
        return herald_fail (error, code,
                            /* Translators: a refused position or correction: the card's
                             * identifier in the file (not translated), then its name */
                            _("“vp_cards” lists “%s” twice: there is one %s in the game"),
                            herald_card_to_id (cards[i]), herald_card_get_name (cards[i]));
  return TRUE;
}

/* A17.1, A17.4: who holds a metropolis follows from the levels. The first player to reach
 * level 4 took it, so a player at level 4 or 5 means it has a holder; the first to reach
 * level 5 took it from a holder at level 4, so nobody is at level 5 beside such a holder.
 * @how: %HERALD_LEVELS_OF_CORRECTION, the result of a `correct` action
 * (%HERALD_GAME_ERROR_FORBIDDEN); %HERALD_LEVELS_OF_FILE, a file's `start` (the message names
 * the member); %HERALD_LEVELS_OF_TABLE, a position entered at the table (the message names the
 * player); the last two %HERALD_GAME_ERROR_INVALID. */
gboolean
check_metropolis_levels (HeraldGame        *self,
                         const HeraldState *s,
                         HeraldLevelsOf     how,
                         GError           **error)
{
  gint code = how == HERALD_LEVELS_OF_CORRECTION ? HERALD_GAME_ERROR_FORBIDDEN
                                                 : HERALD_GAME_ERROR_INVALID;

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      gint holder = s->metropolis[t];

      for (guint p = 0; p < s->n_players; p++)
        {
          guint level = s->players[p].improvements[t];
          const char *name = herald_game_get_player_label (self, p);
          const char *track;

          /* the common case, a position that breaks no rule, looks up no text: the track's
           * translated name only for a refusal (a correction replays this per step) */
          if (!(holder < 0 && level >= 4) &&
              !(holder >= 0 && (gint) p != holder && level == HERALD_MAX_LEVEL &&
                s->players[holder].improvements[t] < HERALD_MAX_LEVEL))
            continue;
          track = herald_track_get_name (t);

          if (holder < 0 && level >= 4 && how == HERALD_LEVELS_OF_FILE)
            return herald_fail (error, code,
                                /* Translators: a refused position: player, level, track, track */
                                _("start.players: %s is at level %u in %s, but nobody holds the "
                                  "%s metropolis: the first player to reach level 4 took it"),
                                name, level, track, track);
          if (holder < 0 && level >= 4)
            return herald_fail (error, code,
                                /* Translators: a refused correction: player, level, track, track */
                                _("%s is at level %u in %s, but nobody holds the %s metropolis: "
                                  "the first player to reach level 4 took it"),
                                name, level, track, track);
          if (holder >= 0 && (gint) p != holder && level == HERALD_MAX_LEVEL &&
              s->players[holder].improvements[t] < HERALD_MAX_LEVEL)
            {
              if (how == HERALD_LEVELS_OF_FILE)
                return herald_fail (error, code,
                                    /* Translators: a refused position: player, track, holder */
                                    _("start.players: %s is at level 5 in %s while %s holds its "
                                      "metropolis at level 4: the first player to reach level 5 "
                                      "takes it"),
                                    name, track, herald_game_get_player_label (self, holder));
              return herald_fail (error, code,
                                  /* Translators: a refused correction: player, track, holder */
                                  _("%s is at level 5 in %s while %s holds its metropolis at "
                                    "level 4: the first player to reach level 5 takes it"),
                                  name, track, herald_game_get_player_label (self, holder));
            }
        }
    }
  return TRUE;
}

/* The initial state of @self from @start (%NULL: the position after the setup round), every
 * rule of a starting position checked (RULES.md A17, A19, ...); a refusal
 * (%HERALD_GAME_ERROR_INVALID) about one player names the member of the file's `start`
 * ("start.players[1]: …"), or with @by_name, for a position entered at the table, the player
 * ("Ben: …"). Decks @start does not give are shuffled from the game's seed. */
gboolean
start_to_state (HeraldGame        *self,
                HeraldState       *s,
                const HeraldStart *start,
                gboolean           by_name,
                GError           **error)
{
  gboolean longest = FALSE, merchant = FALSE;
  guint used[HERALD_N_CARDS] = { 0, };
  HeraldStart dflt;
  g_autoptr(HeraldRng) rng = NULL;

  if (start == NULL)
    {
      herald_start_init (&dflt);
      start = &dflt;
    }

  if (!in_range ("round", start->round, 1, 100000, error) ||
      !in_range ("current", start->current, 0, MAX (self->n_players, 1) - 1, error) ||
      !in_range ("barbarian_position", start->barbarian_position, 0,
                 herald_rules_get_track_length (&self->rules, FALSE) - 1, error))
    return FALSE;
  if (start->barbarian_position >= herald_rules_get_track_length (&self->rules, start->first_attack_done))
    return invalid (error, _("“barbarian_position” %d: the ship would have landed"),
                    (gint) start->barbarian_position);

  s->round = start->round;
  s->current = start->current;
  s->barbarian_position = start->barbarian_position;
  s->first_attack_done = start->first_attack_done;

  if (start->setup)
    {
      if (start->n_players > 0 || start->current != 0)
        return invalid (error, _("“setup” starts from an empty board with player 0: “players” "
                        "and “current” cannot be given with it"));
      /* A2: the setup round is the start of a game: round 1, the ship on the start space
       * (A2.6), no attack yet (Herald's New Game offers the setup round only for a new game) */
      if (start->round != 1 || start->barbarian_position != 0 || start->first_attack_done)
        return invalid (error, _("“setup” is the start of a game: round 1, the barbarians on "
                        "their start space and no attack yet"));
      s->phase = HERALD_PHASE_SETUP;
    }
  else if (start->n_players > 0)
    {
      if (start->n_players != self->n_players)
        return invalid (error, _("“start.players” must list every player, in order"));
      for (guint i = 0; i < self->n_players; i++)
        {
          g_autoptr(GError) local = NULL;

          if (!place_start_player (self, s, i, &start->players[i], &longest, &merchant, &local))
            {
              if (by_name)
                g_set_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID, "%s: %s",
                             herald_game_get_player_label (self, i), local->message);
              else
                g_set_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                             _("start.players[%u]: %s"), i, local->message);
              return FALSE;
            }
        }
      if (!check_metropolis_levels (self, s, by_name ? HERALD_LEVELS_OF_TABLE : HERALD_LEVELS_OF_FILE,
                                    error))
        return FALSE;
      /* a Defender card or a city on its side: the barbarians have attacked (A6.1, A7.6) */
      note_attack_evidence (self, s);
    }
  else
    for (guint i = 0; i < self->n_players; i++)
      {
        s->players[i].settlements = 1;
        add_city (&s->players[i]);
      }

  for (guint p = 0; p < self->n_players; p++)
    {
      for (guint i = 0; i < s->players[p].n_hand; i++)
        used[s->players[p].hand[i]]++;
      for (guint i = 0; i < s->players[p].n_vp_cards; i++)
        used[s->players[p].vp_cards[i]]++;
    }

  if (start->decks_given != 0 && !self->rules.digital_cards)
    return invalid (error, _("“start.decks”: with physical cards Herald holds no decks"));
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      if (!(start->decks_given & (1u << t)))
        continue;
      if (!in_range (herald_track_to_string (t), start->n_deck[t], 0, HERALD_DECK_SIZE, error))
        return FALSE;
      for (guint i = 0; i < start->n_deck[t]; i++)
        {
          HeraldCard card = start->deck[t][i];

          if (card >= HERALD_N_CARDS || herald_card_get_track (card) != t)
            return invalid (error, _("start.decks: the %s is not a %s card"),
                            card < HERALD_N_CARDS ? herald_card_to_id (card) : "?",
                            herald_track_to_string (t));
          s->deck[t][i] = card;
          used[card]++;
        }
      s->n_deck[t] = start->n_deck[t];
    }

  for (guint c = 0; c < HERALD_N_CARDS; c++)
    if (used[c] > herald_card_get_count (c, self->rules.edition))
      /* Translators: how many of a card were placed, the card, the edition and how many of
       * it the edition's deck holds */
      return invalid (error, g_dngettext (GETTEXT_PACKAGE,
                                          "%u %s card placed, but the %s deck holds %u",
                                          "%u %s cards placed, but the %s deck holds %u", used[c]),
                      used[c],
                      herald_card_to_id (c), herald_edition_to_string (self->rules.edition),
                      herald_card_get_count (c, self->rules.edition));

  if (self->rules.digital_cards)
    {
      rng = herald_rng_new_with_seed (self->seed);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          guint8 all[HERALD_DECK_SIZE];
          guint n, left[HERALD_N_CARDS];

          if (start->decks_given & (1u << t))
            continue;
          memcpy (left, used, sizeof left);
          n = herald_deck_composition (t, self->rules.edition, all);
          s->n_deck[t] = 0;
          for (guint i = 0; i < n; i++)
            {
              if (left[all[i]] > 0)
                left[all[i]]--;
              else
                s->deck[t][s->n_deck[t]++] = all[i];
            }
          herald_rng_shuffle (rng, s->deck[t], s->n_deck[t]);
        }
    }
  return TRUE;
}
