#!/usr/bin/env python3
# tests/oracle/herald_oracle.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# An independent referee for Herald's rules engine. Written from RULES.md (the Decisions, Parts
# A-C) and docs/save-format.md only, never from src/engine/: it replays a save file's actions and
# computes the figures that matter most, so that test-oracle.py can compare them with
# `herald-cli replay`.
#
# Scope (what it models, as counts, like Herald):
#   the barbarian ship (track of 7, 8 before the first attack with the friendly barbarian, no
#   advance in rounds 1-2 with the easy start) and every attack: barbarian strength (cities,
#   metropolises once each), active knight strength (Fiesepeter: committed knights), the winner,
#   the Defender or the tied players and their deck choices, the players who lose a city
#   (metropolises safe, a wall lost with its city, the sixth settlement), the knights that become
#   inactive, the robber becoming active; progress-card draws on a gate (level >= 1 and
#   red <= level + 1, in turn order from the current player, decks from `start.decks`, played and
#   discarded cards under their deck, VP cards revealed), the hand limit (off turn: at once; own
#   turn: at the end of the turn, or at once with `hand_limit: immediate`); city improvement
#   levels and metropolises (first to level 4, taken by the first to level 5, permanent at 5);
#   knights, walls, settlements, cities; victory points (settlements, cities, metropolises,
#   Defender, Printer/Constitution, merchant, longest road) and who wins and when (own turn only,
#   at the start of the turn for a target reached off turn, never in the special build phase).
#   Also each 7's discard limits after the event, the stats' draws and expected draws, and
#   decks the file does not order (Herald shuffles them with the seed: the cards dealt are then
#   taken from `herald-cli replay`, the `dealer`; who draws, and when, stays the oracle's).
# Not modelled: production and resources (Herald does not track them either), the robber's and
#   the merchant's places, `undone*` members and new-step refusals; legality only in
#   illegal_moves.py.
#
# Usage: herald_oracle.py FILE [--prefix N] [--dealt REPLAY]   prints the figures after N
#   actions (default: all); REPLAY: `herald-cli replay FILE`'s output, for the cards dealt from
#   decks the file does not order

import json
import sys

TRACKS = ("trade", "politics", "science")
VP_CARDS = {"printer": "science", "constitution": "politics"}
CARD_DECK = {
    "alchemist": "science", "crane": "science", "engineer": "science", "inventor": "science",
    "irrigation": "science", "medicine": "science", "mining": "science", "printer": "science",
    "road_building": "science", "smith": "science",
    "bishop": "politics", "constitution": "politics", "deserter": "politics",
    "diplomat": "politics", "intrigue": "politics", "saboteur": "politics", "spy": "politics",
    "warlord": "politics", "wedding": "politics",
    "commercial_harbor": "trade", "master_merchant": "trade", "merchant": "trade",
    "merchant_fleet": "trade", "resource_monopoly": "trade", "trade_monopoly": "trade",
}


COMPOSITION = {
    "science": {"alchemist": 2, "crane": 2, "engineer": 1, "inventor": 2, "irrigation": 2,
                "medicine": 2, "mining": 2, "printer": 1, "road_building": 2, "smith": 2},
    "politics": {"bishop": 2, "constitution": 1, "deserter": 2, "diplomat": 2, "intrigue": 2,
                 "saboteur": 2, "spy": 3, "warlord": 2, "wedding": 2},
    "trade": {"commercial_harbor": 2, "master_merchant": 2, "merchant": 6, "merchant_fleet": 2,
              "resource_monopoly": 4, "trade_monopoly": 2},
}
FIRST_EDITION_SCIENCE = {"engineer": 2, "inventor": 1}


class OracleError(Exception):
    pass


FRESH, PROMOTED, ACTED = 2, 3, 4


def knight(level, active, fresh=False):
    """[level, active, activated or placed this turn, promoted this turn, acted this turn]"""
    return [level, active, fresh, False, False]


class NeedDealer(Exception):
    """a card is drawn from a deck whose order the file does not give (shuffled with its seed)"""


class City:
    def __init__(self, wall=False, metro=None, sabotaged=False):
        self.wall = wall
        self.metro = metro
        self.sabotaged = sabotaged


class Player:
    def __init__(self, name):
        self.name = name
        self.settlements = 1      # settlement pieces on the board (sixth settlements not included)
        self.sixth = 0
        self.cities = [City()]
        self.knights = []         # [level, active]
        self.levels = {t: 0 for t in TRACKS}
        self.hand = []
        self.vp_cards = []
        self.defender = 0
        self.longest_road = False
        self.merchant = False

    def ordinary(self):
        return [c for c in self.cities if c.metro is None]

    def metros(self):
        return [c.metro for c in self.cities if c.metro is not None]

    def walls(self):
        return sum(1 for c in self.cities if c.wall)

    def strength(self):
        return sum(k[0] for k in self.knights if k[1])

    def vp(self):
        return (self.settlements + self.sixth + 2 * len(self.cities) + 2 * len(self.metros())
                + (2 if self.longest_road else 0) + self.defender + (1 if self.merchant else 0)
                + len(self.vp_cards))


class Oracle:
    def __init__(self, save, dealer=None):
        """dealer: {deck: [cards in the order they were drawn]} for decks the file does not
        order (Herald shuffles them with the file's seed; the oracle does not re-implement that
        shuffle and takes the cards dealt from `herald-cli replay`'s progress_draw outcomes)"""
        self.dealer = {t: list(v) for t, v in (dealer or {}).items()}
        self.draw_log = []        # (player, deck) of every card drawn
        self.events = []          # metropolis moves, cities lost, 7s: see figures ()
        self.step = 0             # the index of the action being applied
        self.metro_changes = []   # herald-cli stats' metropolises.changes
        self.story = [{"draws": {t: 0 for t in TRACKS}, "reward_draws": 0, "missed_draws": 0,
                       "cities_lost": 0, "expected": {t: 0.0 for t in TRACKS}}
                      for _ in save["players"]]   # herald-cli stats' per-player counts
        rules = save.get("rules", {})
        var = rules.get("variants", {})
        self.edition = rules.get("edition", "standard")
        self.first = self.edition == "first-edition"
        self.target = rules.get("victory_points", 13) + (2 if var.get("seafarers") else 0)
        self.digital = rules.get("progress_cards", "digital") == "digital"
        self.five_six = rules.get("five_six_players", False)
        self.fiesepeter = var.get("fiesepeter", False)
        self.robber_from_start = var.get("robber_from_start", self.first)
        self.easy_start = var.get("easy_start", False)
        self.friendly = var.get("friendly_barbarian", False)
        self.hand_immediate = var.get("hand_limit", "end_of_turn") == "immediate"
        self.level4_strict = var.get("level4", "strict") == "strict"
        self.all_draw = var.get("zero_strength_reward", "none") == "all_draw"
        self.sixth_rule = var.get("sixth_settlement", True)
        self.players = [Player(p["name"]) for p in save["players"]]
        self.n = len(self.players)
        start = save.get("start", {})
        self.round = start.get("round", 1)
        self.current = start.get("current", 0)
        self.position = start.get("barbarian_position", 0)
        self.first_attack_done = start.get("first_attack_done", False)
        self.phase = "before_roll"
        self.setup = start.get("setup", False)
        self.winner = None
        self.attacks = 0
        self.attack_log = []      # one dict per attack
        self.pending = []         # [type, player]
        self.waiting_draws = []   # [(player, deck)] gate draws waiting for a card put back
        self.holders = {t: None for t in TRACKS}
        self.permanent = {t: False for t in TRACKS}
        self.lost_taken = {}      # player -> the City Herald took in the last attack
        self.sabotage_only = set()  # choose_city owed only for sabotage (first edition)
        self.decks = {t: [] for t in TRACKS}
        if self.setup:
            for p in self.players:
                p.settlements = 0
                p.cities = []
            self.setup_order = list(range(self.n)) + list(range(self.n - 1, -1, -1))
            self.setup_step = 0
            self.phase = "setup"
        for i, sp in enumerate(start.get("players", [])):
            self._start_player(self.players[i], sp)
        for t in TRACKS:
            for i, p in enumerate(self.players):
                if t in p.metros():
                    self.holders[t] = i
                    self.permanent[t] = p.levels[t] >= 5
        self.note_attack_evidence()
        decks = start.get("decks", {})
        self.ordered = {t: t in decks for t in TRACKS}
        self.check_win()   # a player at the target when tracking starts (A21.3)
        if self.digital:
            for t in TRACKS:
                if t in decks:
                    self.decks[t] = list(decks[t])
                    continue
                comp = dict(COMPOSITION[t])
                if self.first and t == "science":
                    comp.update(FIRST_EDITION_SCIENCE)
                for p in self.players:
                    for c in p.hand + p.vp_cards:
                        if CARD_DECK[c] == t:
                            comp[c] -= 1
                self.decks[t] = sorted(c for c, k in comp.items() for _ in range(k))

    def _start_player(self, p, sp):
        p.settlements = sp.get("settlements", 1)
        p.sixth = sp.get("sixth_settlements", 0)
        ncities = sp.get("cities", 1)
        metros = list(sp.get("metropolises", []))
        walls = sp.get("walls", 0)
        mwalls = sp.get("metropolis_walls", None)
        p.cities = [City() for _ in range(ncities)]
        # metropolises on the first cities, trade, politics, science (a `city` member's index
        # counts them: docs/save-format.md, start.players[].metropolises)
        for k, t in enumerate(t for t in TRACKS if t in metros):
            p.cities[k].metro = t
        ordinary = p.ordinary()
        mcities = [c for c in p.cities if c.metro is not None]
        if mwalls is None:
            mwalls = max(0, walls - len(ordinary))
        for c in ordinary[:walls - mwalls]:
            c.wall = True
        for c in mcities[:mwalls]:
            c.wall = True
        sab = sp.get("sabotaged", 0)
        unwalled = [c for c in ordinary if not c.wall] + [c for c in ordinary if c.wall]
        for c in unwalled[:sab]:
            c.sabotaged = True
        p.knights = [knight(k["level"], k["active"]) for k in sp.get("knights", [])]
        for t, v in sp.get("improvements", {}).items():
            p.levels[t] = v
        p.hand = list(sp.get("progress_cards", []))
        p.vp_cards = list(sp.get("vp_cards", []))
        p.defender = sp.get("defender", 0)
        p.longest_road = sp.get("longest_road", False)
        p.merchant = sp.get("merchant", False)

    # ---- helpers -------------------------------------------------------------------------

    def order_from(self, first):
        return [(first + k) % self.n for k in range(self.n)]

    def track_length(self):
        return 8 if (self.friendly and not self.first_attack_done) else 7

    def under_deck(self, card):
        if self.digital:
            self.decks[CARD_DECK[card]].append(card)

    def take_from_deck(self, card):
        d = self.decks[CARD_DECK[card]]
        if card in d:
            del d[len(d) - 1 - d[::-1].index(card)]

    def owes_now(self, i):
        """does player i put a 5th card back at once?"""
        return i != self.current or self.hand_immediate

    def draw(self, i, deck):
        """player i draws the top card of deck; False when the deck is empty"""
        p = self.players[i]
        if not self.digital:
            self.draw_log.append([i, deck])
            return True
        if not self.decks[deck]:
            return False
        self.draw_log.append([i, deck])
        if self.ordered[deck]:
            card = self.decks[deck].pop(0)
        else:
            if not self.dealer.get(deck):
                raise NeedDealer(deck)
            card = self.dealer[deck].pop(0)
            if card not in self.decks[deck]:
                raise OracleError(f"the dealer gave a {card}, which the {deck} deck does not hold")
            self.decks[deck].remove(card)
        if card in VP_CARDS:
            p.vp_cards.append(card)
        else:
            p.hand.append(card)
            if len(p.hand) > 4 and self.owes_now(i):
                # off turn: before the tie rewards still to choose (A12.2: put back before the
                # next tied player chooses), after the discards owed already. The current
                # player's (A12.3 a: put back or play at once) comes after them: a card cannot
                # be played before the attack is resolved (A3.3), so the choices come first
                k = len(self.pending)
                if i != self.current:
                    k = next((k for k, (t, _) in enumerate(self.pending) if t == "choose_deck"),
                             k)
                self.pending.insert(k, ["discard_card", i])
                self.events.append(["hand_limit", i])
        return True

    def gate_draws(self, deck, red):
        for i in self.order_from(self.current):
            lv = self.players[i].levels[deck]   # A11.1: the gate's own track
            if lv >= 1 and red <= lv + 1:
                if self.waiting_draws:
                    self.waiting_draws.append((i, deck))
                    continue
                if self.draw(i, deck):
                    self.story[i]["draws"][deck] += 1
                elif any(t == "discard_card" for t, _ in self.pending):
                    self.waiting_draws.append((i, deck))
                else:
                    self.story[i]["missed_draws"] += 1

    def resume_waiting(self):
        while self.waiting_draws:
            i, deck = self.waiting_draws[0]
            if not self.decks[deck]:
                if any(t == "discard_card" for t, _ in self.pending):
                    return
                self.waiting_draws.pop(0)
                self.story[i]["missed_draws"] += 1
                continue
            self.waiting_draws.pop(0)
            self.draw(i, deck)
            self.story[i]["draws"][deck] += 1

    def check_win(self):
        if self.winner is not None or self.phase in ("setup", "special_build"):
            return
        if self.players[self.current].vp() >= self.target:
            self.winner = self.current
            self.phase = "over"
            self.pending = []
            self.waiting_draws = []

    # ---- the attack ----------------------------------------------------------------------

    def attack(self, commit):
        barb = sum(len(p.cities) for p in self.players)
        fighting = []
        for i, p in enumerate(self.players):
            if self.fiesepeter and commit is not None:
                idx = commit[i] if i < len(commit) else []
                fighting.append([k for k in idx if k < len(p.knights) and p.knights[k][1]])
            else:
                fighting.append([k for k, kn in enumerate(p.knights) if kn[1]])
        contrib = [sum(self.players[i].knights[k][0] for k in fighting[i]) for i in range(self.n)]
        defence = sum(contrib)
        rec = {"action": self.step, "round": self.round,
               "barbarian_strength": barb, "knight_strength": defence,
               "contributions": contrib, "defender": None, "tie_draw": [], "cities_lost": []}
        self.lost_taken = {}
        if defence >= barb:
            rec["winner"] = "catan"
            m = max(contrib)
            if m == 0:
                tied = self.order_from(self.current) if self.all_draw else []
            else:
                tied = [i for i in self.order_from(self.current) if contrib[i] == m]
            if len(tied) == 1 and m > 0:
                rec["defender"] = tied[0]
                box = 8 if self.five_six else 6   # A6.5: then a token, still 1 VP
                held = sum(p.defender for p in self.players)
                self.events.append(["defender", tied[0], held < box])
                self.players[tied[0]].defender += 1
            elif tied:
                rec["tie_draw"] = tied
                if self.digital:   # physical cards: the table draws from its own decks
                    for i in tied:
                        self.pending.append(["choose_deck", i])
        else:
            rec["winner"] = "barbarians"
            eligible = [i for i in self.order_from(self.current) if self.players[i].ordinary()]
            if eligible:
                low = min(contrib[i] for i in eligible)
                for i in eligible:
                    if contrib[i] == low:
                        rec["cities_lost"].append(i)
                        self.lose_city(i)
        # all knights (Fiesepeter: the committed ones) become inactive
        for i, p in enumerate(self.players):
            for k in fighting[i]:
                p.knights[k][1] = False
        self.position = 0
        self.first_attack_done = True
        self.attacks += 1
        self.attack_log.append(rec)

    def lose_city(self, i):
        p = self.players[i]
        ordinary = p.ordinary()
        kinds = set((c.wall, c.sabotaged) for c in ordinary)
        # Herald takes an unwalled city first, a sabotaged one first (save-format, choose_city)
        ordered = sorted(ordinary, key=lambda c: (c.wall, not c.sabotaged))
        city = ordered[0]
        self.events.append(["city_lost", i, city.wall])
        self.story[i]["cities_lost"] += 1
        self.remove_city(i, city)
        self.lost_taken[i] = city
        if len(kinds) > 1:
            self.pending.append(["choose_city", i])
            if len(set(w for w, _ in kinds)) == 1:
                self.sabotage_only.add(i)

    def remove_city(self, i, city):
        p = self.players[i]
        p.cities.remove(city)
        if p.settlements < 5:
            p.settlements += 1
        elif self.sixth_rule:
            p.sixth += 1

    # ---- metropolises --------------------------------------------------------------------

    def metro_city(self, i, index):
        p = self.players[i]
        if index is not None and 0 <= index < len(p.cities) and p.cities[index].metro is None:
            return p.cities[index]
        ordinary = p.ordinary()
        if self.first:
            intact = [c for c in ordinary if not c.sabotaged]
            if intact:
                return intact[0]
        return ordinary[0] if ordinary else None

    def improve(self, i, track, city_index):
        p = self.players[i]
        p.levels[track] += 1
        lv = p.levels[track]
        holder = self.holders[track]
        if lv == 4 and holder is None:
            self.give_metro(i, track, city_index)
        elif lv == 5 and holder is not None and holder != i and not self.permanent[track]:
            self.take_metro(holder, track)
            self.give_metro(i, track, city_index, holder)
            self.permanent[track] = True
        elif lv == 5 and holder == i:
            self.permanent[track] = True

    def give_metro(self, i, track, city_index, was=None):
        c = self.metro_city(i, city_index)
        if c is None:
            raise OracleError(f"{self.players[i].name} has no ordinary city for the {track} "
                              "metropolis")
        c.metro = track   # a mark under it (only an older file's log) stays: save-format.md
        self.holders[track] = i
        self.events.append(["metropolis", track, was, i])
        self.metro_changes.append({"action": self.step, "round": self.round, "track": track,
                                   "from": was, "to": i})

    def take_metro(self, i, track):
        for c in self.players[i].cities:
            if c.metro == track:
                c.metro = None
        self.holders[track] = None

    # ---- actions -------------------------------------------------------------------------

    def apply(self, a):
        t = a["type"]
        handler = getattr(self, "do_" + t, None)
        if handler is None:
            raise OracleError(f"unknown action {t}")
        if t != "choose_city" and self.sabotage_only:
            # save-format (choose_city): a log of a file written before December 2026 that
            # plays on without the answer owed only for sabotage keeps Herald's choice
            self.pending = [[pt, pl] for pt, pl in self.pending
                            if not (pt == "choose_city" and pl in self.sabotage_only)]
            self.sabotage_only = set()
        handler(a)
        self.step += 1
        # a 5th card owed back is no longer owed once the hand holds 4 (played: A12.3 a; taken
        # by a Spy in an older file's log)
        self.pending = [[pt, pl] for pt, pl in self.pending
                        if pt != "discard_card" or len(self.players[pl].hand) > 4]
        # gate draws waiting for a card owed back go on once it is no longer owed, whichever
        # step ended the debt: put back, or a card played instead (A12.3 a, A11.6: it goes
        # under its deck and the waiting draw takes it)
        self.resume_waiting()
        self.check_win()

    def do_setup_settlement(self, a):
        self.players[a["player"]].settlements += 1
        self.setup_step += 1

    def do_setup_city(self, a):
        self.players[a["player"]].cities.append(City())
        self.setup_step += 1
        if self.setup_step >= 2 * self.n:
            self.phase = "before_roll"
            self.current = 0

    def do_roll(self, a):
        cur = self.players[self.current]
        if a.get("alchemist") and self.digital:
            if "alchemist" in cur.hand:
                cur.hand.remove("alchemist")
                self.under_deck("alchemist")
        red, white, event = a["red"], a["white"], a["event"]
        if self.easy_start and self.round <= 2 and red + white == 7:
            return  # rolled again as a whole (B.4 c)
        for i, p in enumerate(self.players):
            for t in TRACKS:
                lv = p.levels[t]
                if lv >= 1:   # A11.1: red <= level + 1; the Alchemist's red is no chance
                    chance = (1.0 if red <= lv + 1 else 0.0) if a.get("alchemist") else (lv + 1) / 6
                    self.story[i]["expected"][t] += chance / 6
        self.phase = "after_roll"
        if event == "ship":
            if not (self.easy_start and self.round <= 2):
                self.position += 1
                if self.position >= self.track_length():
                    self.attack(a.get("commit"))
        else:
            self.gate_draws(event, red)
        if red + white == 7:
            # after the event (the attack, a wall lost with its city included): A3.3, A19.2
            self.events.append(["seven", self.first_attack_done or self.robber_from_start,
                                [7 + 2 * p.walls() for p in self.players]])

    def do_end_turn(self, a):
        self.phase = "before_roll"
        nxt = (self.current + 1) % self.n
        if self.five_six:
            self.phase = "special_build"
            self.sb_next = nxt
            return
        self.begin_turn(nxt)

    def begin_turn(self, nxt):
        # A18.4, A18.5: what a knight did is per turn (a knight activated in the special build
        # phase before the turn may act in it, A22.3)
        for p in self.players:
            for k in p.knights:
                k[2:] = [False, False, False]
        if nxt == 0:
            self.round += 1
        self.current = nxt
        self.phase = "before_roll"

    def do_end_special_build(self, a):
        self.begin_turn(self.sb_next)

    def do_build_settlement(self, a):
        self.players[a["player"]].settlements += 1

    def do_build_city(self, a):
        p = self.players[a["player"]]
        if p.sixth and a.get("from") != "settlement":
            p.sixth -= 1
        else:
            p.settlements -= 1
        p.cities.append(City())

    def do_build_wall(self, a):
        p = self.players[a["player"]]
        idx = a.get("city")
        if idx is not None and 0 <= idx < len(p.cities) and not p.cities[idx].wall:
            p.cities[idx].wall = True
            return
        for c in p.ordinary() + [c for c in p.cities if c.metro]:
            if not c.wall:
                c.wall = True
                return

    def do_build_knight(self, a):
        self.players[a["player"]].knights.append(knight(1, False))

    def do_upgrade_knight(self, a):
        k = self.players[a["player"]].knights[a["knight"]]
        k[0] += 1
        k[PROMOTED] = True

    def do_activate_knight(self, a):
        k = self.players[a["player"]].knights[a["knight"]]
        k[1] = True
        k[FRESH] = True

    def do_deactivate_knight(self, a):
        self.players[a["player"]].knights[a["knight"]][1] = False

    def do_knight_action(self, a):
        k = self.players[a["player"]].knights[a["knight"]]
        k[1] = False
        k[ACTED] = True
        if a["kind"] == "displace" and a.get("removed"):
            del self.players[a["target"]].knights[a["target_knight"]]

    def do_remove_knight(self, a):
        del self.players[a["player"]].knights[a["knight"]]

    def do_improve_city(self, a):
        self.improve(a["player"], a["track"], a.get("city"))

    def do_repair_city(self, a):
        p = self.players[a["player"]]
        for c in p.ordinary() + p.cities:   # an ordinary city first, then an older mark
            if c.sabotaged:
                c.sabotaged = False
                return

    def do_set_longest_road(self, a):
        for i, p in enumerate(self.players):
            p.longest_road = (i == a["player"])

    def do_set_merchant(self, a):
        for i, p in enumerate(self.players):
            p.merchant = (i == a["player"])

    def do_discard_card(self, a):
        i = a["player"]
        p = self.players[i]
        p.hand.remove(a["card"])
        self.under_deck(a["card"])
        for k, (t, pl) in enumerate(self.pending):
            if t == "discard_card" and pl == i:
                del self.pending[k]
                break
        self.resume_waiting()

    def do_choose_deck(self, a):
        i = a["player"]
        for k, (t, pl) in enumerate(self.pending):
            if t == "choose_deck" and pl == i:
                del self.pending[k]
                break
        if self.draw(i, a["deck"]):
            self.story[i]["reward_draws"] += 1

    def do_choose_city(self, a):
        i = a["player"]
        p = self.players[i]
        for k, (t, pl) in enumerate(self.pending):
            if t == "choose_city" and pl == i:
                del self.pending[k]
                break
        taken = self.lost_taken.pop(i, None)
        if taken is None:
            return
        want_wall = a.get("walled", False)
        want_sab = a.get("sabotaged")
        if taken.wall == want_wall and (want_sab is None or taken.sabotaged == want_sab):
            return
        cands = [c for c in p.ordinary() if c.wall == want_wall
                 and (want_sab is None or c.sabotaged == want_sab)]
        if not cands:
            return
        # the chosen city falls instead: the one taken stands again, as it was
        self.events.append(["city_lost", i, cands[0].wall, "replaces"])
        cands[0].wall = taken.wall
        cands[0].sabotaged = taken.sabotaged

    def do_reveal_vp_card(self, a):
        self.players[a["player"]].vp_cards.append(a["card"])

    def note_attack_evidence(self):
        """only an attack gives a Defender card or lays a city on its side (A6.1, A7.6): the
        barbarians have attacked (A8.3); with the friendly barbarian the table's answer stands
        (B.5: it decides the track's length)"""
        if not self.first_attack_done and not self.friendly and any(
                p.defender > 0 or p.sixth > 0 for p in self.players):
            self.first_attack_done = True

    def do_correct(self, a):
        i = a["player"]
        p = self.players[i]
        if "improvements" in a:
            for t, v in a["improvements"].items():
                p.levels[t] = v
        if "metropolises" in a:
            want = a["metropolises"]
            for t in TRACKS:
                if t in p.metros() and t not in want:
                    self.take_metro(i, t)
                    self.permanent[t] = False
                    self.metro_changes.append({"action": self.step, "round": self.round,
                                               "track": t, "from": i, "to": None})
        if "cities" in a:
            n = a["cities"]
            walls = p.walls()
            # fewer cities keep the metropolises, then the walled cities; the list is kept in
            # that order (the order decides only which city an index names)
            kept = ([c for c in p.cities if c.metro] + [c for c in p.ordinary() if c.wall]
                    + [c for c in p.ordinary() if not c.wall])
            p.cities = kept[:n]
            while len(p.cities) < n:
                p.cities.append(City())
            # a wall whose city went moves under a city without one
            while "walls" not in a and p.walls() < min(walls, len(p.cities)):
                self.do_build_wall({"player": i})
        if "metropolises" in a:
            for t in a["metropolises"]:
                if t not in p.metros():
                    was = self.holders[t]
                    if was is not None:
                        self.take_metro(was, t)
                    self.give_metro(i, t, None, was)
        for t in TRACKS:
            if self.holders[t] == i:
                self.permanent[t] = p.levels[t] >= 5
        if "settlements" in a:
            p.settlements = a["settlements"]   # the pieces, as in start (sixth ones apart)
        if "sixth_settlements" in a:
            p.sixth = a["sixth_settlements"]
        if "walls" in a or p.walls() > len(p.cities):
            # the walls given are placed as in a starting position: ordinary cities first
            w = a.get("walls", p.walls())
            for c in p.cities:
                c.wall = False
            for _ in range(w):
                self.do_build_wall({"player": i})
        if "metropolis_walls" in a:
            w = p.walls()
            mw = a["metropolis_walls"]
            for c in p.cities:
                c.wall = False
            for c in [c for c in p.cities if c.metro][:mw]:
                c.wall = True
            for c in p.ordinary()[:w - mw]:
                c.wall = True
        if "sabotaged" in a:
            s = a["sabotaged"]
            cur = [c for c in p.ordinary() if c.sabotaged]
            while len(cur) > s:
                c = sorted(cur, key=lambda c: not c.wall)[0]
                c.sabotaged = False
                cur.remove(c)
            for c in sorted(p.ordinary(), key=lambda c: c.wall):
                if len(cur) >= s:
                    break
                if not c.sabotaged:
                    c.sabotaged = True
                    cur.append(c)
        if "knights" in a:
            p.knights = [knight(k["level"], k["active"]) for k in a["knights"]]
        if "defender" in a:
            p.defender = a["defender"]
        if "progress_cards" in a:
            # a card now held comes out of its deck (the lowest copy), one no longer held goes
            # under its deck
            old, new = list(p.hand), list(a["progress_cards"])
            for c in list(new):
                if c in old:
                    old.remove(c)
                    new.remove(c)
            for c in old:
                self.under_deck(c)
            for c in new:
                self.take_from_deck(c)
            p.hand = list(a["progress_cards"])
        if "vp_cards" in a:
            for c in a["vp_cards"]:
                if c not in p.vp_cards:
                    self.take_from_deck(c)
            p.vp_cards = list(a["vp_cards"])
        for t, cards in a.get("on_top", {}).items():
            d = self.decks[t]
            for c in cards:
                d.remove(c)
            if self.ordered[t]:
                self.decks[t] = list(cards) + d
            else:
                d.extend(cards)
        if "first_attack_done" in a:
            # the table says whether the barbarians have attacked (A8.3, A9.1), after the rest
            self.first_attack_done = a["first_attack_done"]
        self.note_attack_evidence()

    def do_play_card(self, a):
        i = a["player"]
        p = self.players[i]
        card = a["card"]
        if self.digital:
            p.hand.remove(card)
            self.under_deck(card)
        if card == "engineer":
            self.do_build_wall({"player": i, "city": a.get("city")})
        elif card == "medicine":
            self.do_build_city({"player": i, **({"from": a["from"]} if "from" in a else {})})
        elif card == "smith":
            for k in a.get("knights", []):
                p.knights[k][0] += 1
                p.knights[k][PROMOTED] = True
        elif card == "warlord":
            for k in p.knights:
                if not k[1]:
                    k[1] = True
                    k[FRESH] = True
        elif card == "merchant":
            # also without a building: refused as a new step, an older log replays so
            self.do_set_merchant({"player": i})
        elif card in ("deserter", "intrigue"):
            tp = self.players[a["target"]]
            kn = tp.knights[a["target_knight"]]
            if card == "deserter" or a.get("removed"):
                del tp.knights[a["target_knight"]]
            if card == "deserter" and a.get("place", True):
                level, active = kn[0], kn[1]
                for lv in range(level, 0, -1):
                    if sum(1 for k in p.knights if k[0] == lv) < 2:
                        p.knights.append(knight(lv, active, fresh=True))
                        break
        elif card == "spy" and "target_card" in a:
            tp = self.players[a["target"]]
            tp.hand.remove(a["target_card"])
            p.hand.append(a["target_card"])
        elif card == "saboteur" and not self.first:
            # A14: every other player with as many or more VP discards half
            vp = p.vp()
            self.events.append(["saboteur", [j for j in self.order_from(i)
                                             if j != i and self.players[j].vp() >= vp]])
        elif card == "saboteur" and self.first:
            self.events.append(["saboteur", [a["target"]]])   # A15: one city of the target
            tp = self.players[a["target"]]
            # `city`: the index among all the target's cities, not a metropolis (save-format)
            idx = a.get("city")
            ordinary = tp.ordinary()
            if idx is not None and 0 <= idx < len(tp.cities) and tp.cities[idx].metro is None \
                    and not tp.cities[idx].sabotaged:
                tp.cities[idx].sabotaged = True
            else:
                for c in ordinary:
                    if not c.sabotaged:
                        c.sabotaged = True
                        break

    # ---- figures ---------------------------------------------------------------------------

    def figures(self):
        players = []
        for p in self.players:
            players.append({
                "vp": p.vp(),
                "settlements": p.settlements + p.sixth,
                "sixth_settlements": p.sixth,
                "cities": len(p.cities),
                "metropolises": sorted(p.metros()),
                "walls": p.walls(),
                "knights": [{"level": k[0], "active": k[1]} for k in p.knights],
                "knight_strength": p.strength(),
                "improvements": dict(p.levels),
                "progress_cards": sorted(p.hand),
                "vp_cards": sorted(p.vp_cards),
                "defender": p.defender,
                "longest_road": p.longest_road,
                "merchant": p.merchant,
                "discard_limit": 7 + 2 * p.walls(),
                # "a mark under a metropolis" (save-format.md): only an older file's log has one
                "sabotaged_cities": sum(1 for c in p.cities if c.sabotaged),
                "vp_breakdown": {"settlements": p.settlements + p.sixth,
                                 "cities": 2 * len(p.cities),
                                 "metropolises": 2 * len(p.metros()),
                                 "longest_road": 2 if p.longest_road else 0,
                                 "defender": p.defender, "merchant": 1 if p.merchant else 0,
                                 "vp_cards": len(p.vp_cards)},
                "abilities": [name for t, name in (("trade", "merchant_guild"),
                                                   ("politics", "fortress"),
                                                   ("science", "aqueduct"))
                              if p.levels[t] >= 3],
            })
        return {
            "round": self.round,
            # in the setup round, the player whose placement comes next (A2.1)
            "current": (self.setup_order[self.setup_step] if self.phase == "setup"
                        else self.current),
            "phase": "over" if self.winner is not None else self.phase,
            "barbarian_position": self.position,
            "first_attack_done": self.first_attack_done,
            "robber_may_move": self.first_attack_done or self.robber_from_start,
            "barbarian_strength": sum(len(p.cities) for p in self.players),
            "attacks": self.attacks,
            "attack_log": [dict(r) for r in self.attack_log],
            "metropolis_holders": dict(self.holders),
            "decks": {t: len(self.decks[t]) if self.digital else None for t in TRACKS},
            # the gate draws still waiting for a card put back come last (save-format.md,
            # `pending`: `progress_draw`)
            "pending": [{"type": t, "player": pl} for t, pl in self.pending] +
                       [{"type": "progress_draw", "player": pl} for pl, _ in self.waiting_draws],
            "draws": [list(d) for d in self.draw_log],
            "story": [dict(st, expected={t: round(v, 3) for t, v in st["expected"].items()})
                      for st in self.story],
            "events": [list(e) for e in self.events],
            "metropolis_changes": [dict(m) for m in self.metro_changes],
            "defender_cards_left": max(0, (8 if self.five_six else 6)
                                       - sum(p.defender for p in self.players)),
            "winner": self.winner,
            "players": players,
        }


def run(save, upto=None, dealer=None):
    """the oracle after the first upto actions (all by default)"""
    o = Oracle(save, dealer)
    actions = save.get("actions", [])
    for a in actions[:upto]:
        o.apply(a)
    return o.figures()


def snapshots(save, at, dealer=None):
    """figures after each number of actions in the set at, in one pass"""
    o = Oracle(save, dealer)
    out = {}
    actions = save.get("actions", [])
    if 0 in at:
        out[0] = o.figures()
    for k, a in enumerate(actions):
        o.apply(a)
        if k + 1 in at:
            out[k + 1] = o.figures()
    return out


def main(argv):
    usage = "usage: herald_oracle.py FILE [--prefix N] [--dealt REPLAY]"
    args = list(argv[1:])
    opts = {}
    for o in ("--prefix", "--dealt"):
        if o in args:
            k = args.index(o)
            if k + 1 >= len(args):
                print(usage, file=sys.stderr)
                return 2
            opts[o] = args[k + 1]
            del args[k:k + 2]
    if len(args) != 1:
        print(usage, file=sys.stderr)
        return 2
    with open(args[0], encoding="utf-8") as f:
        save = json.load(f)
    if isinstance(save, dict) and isinstance(save.get("save"), dict):
        save = save["save"]   # a scenario file of tests/scenarios/
    if not isinstance(save, dict) or save.get("format") != "herald-game":
        print(f"{args[0]}: not a Herald game", file=sys.stderr)
        return 1
    dealer = None
    if "--dealt" in opts:
        # `herald-cli replay FILE` of the same file: the cards its seed dealt
        with open(opts["--dealt"], encoding="utf-8") as f:
            replay = json.load(f)
        dealer = {t: [o["card"] for o in replay["outcomes"]
                      if o["type"] == "progress_draw" and o.get("deck") == t and o.get("card")]
                  for t in TRACKS}
    upto = int(opts["--prefix"]) if "--prefix" in opts else None
    try:
        print(json.dumps(run(save, upto, dealer), indent=2))
    except NeedDealer as e:
        print(f"the {e} deck is shuffled with the file's seed: give --dealt with "
              "`herald-cli replay FILE`'s output", file=sys.stderr)
        return 1
    except (OracleError, LookupError, ValueError, TypeError) as e:
        print(f"the oracle stops: {e!r}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
