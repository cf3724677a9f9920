#!/usr/bin/env python3
# tests/oracle/random_games.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Random games for the referee where `herald-cli simulate` does not go: 3, 5 and 6 players (the
# special build phase), the setup round, physical cards, the first edition's Saboteur and
# repairs, Fiesepeter commits, the variants, and every progress card Herald tracks. The moves are
# chosen with herald_oracle.py's view of the game (RULES.md's limits: pieces, ranks, the
# Fortress, levels 4-5, the hand limit, knights that may act); a move the engine still refuses is
# left out and the game goes on from there (test-oracle.py, make_game ()).

import random

import herald_oracle as oracle

COLORS = ["red", "blue", "white", "orange", "green", "brown"]
NAMES = ["Anna", "Ben", "Cleo", "Dario", "Eva", "Finn"]


def new_save(rnd):
    n = rnd.choice([3, 3, 4, 5, 6])
    edition = rnd.choice(["standard", "first-edition"])
    physical = rnd.random() < 0.25
    variants = {
        "fiesepeter": rnd.random() < 0.3,
        "easy_start": rnd.random() < 0.2,
        "friendly_barbarian": rnd.random() < 0.2,
        "seafarers": rnd.random() < 0.1,
        "hand_limit": rnd.choice(["end_of_turn", "immediate"]),
        "level4": rnd.choice(["strict", "lenient"]),
        "zero_strength_reward": rnd.choice(["none", "all_draw"]),
        "sixth_settlement": rnd.random() < 0.8,
    }
    if rnd.random() < 0.3:
        variants["robber_from_start"] = edition == "standard"
    save = {
        "format": "herald-game", "version": 3, "seed": rnd.randrange(1 << 31),
        "rules": {"edition": edition, "victory_points": rnd.choice([10, 13, 13, 13, 13]),
                  "progress_cards": "physical" if physical else "digital",
                  "five_six_players": n >= 5, "variants": variants},
        "players": [{"name": NAMES[i], "color": COLORS[i]} for i in range(n)],
        "actions": [],
    }
    start = {}
    if rnd.random() < 0.3:
        start["setup"] = True
    else:
        start.update({"round": 3, "current": rnd.randrange(n),
                      "barbarian_position": rnd.randrange(0, 6),
                      "first_attack_done": rnd.random() < 0.5})
        players = []
        for _ in range(n):
            cities = rnd.randint(0, 3)
            players.append({
                "settlements": rnd.randint(0 if cities else 1, 3), "cities": cities,
                "walls": rnd.randint(0, cities),
                "knights": [{"level": lv, "active": rnd.random() < 0.5}
                            for lv in (1, 2) if rnd.random() < 0.5],
                "improvements": {t: rnd.randint(0, 3) for t in oracle.TRACKS},
            })
        for t in oracle.TRACKS:
            # a metropolis held from the start (A17.1), at level 4 or, for good, 5 (A17.4);
            # others at level 4 beside it, or 5 beside a holder at 5
            owners = [k for k, sp in enumerate(players)
                      if sp["cities"] > len(sp.get("metropolises", []))]
            if owners and rnd.random() < 0.3:
                h = rnd.choice(owners)
                hl = rnd.choice([4, 4, 5])
                players[h].setdefault("metropolises", []).append(t)
                players[h]["improvements"][t] = hl
                for k, sp in enumerate(players):
                    if k != h and rnd.random() < 0.3:
                        sp["improvements"][t] = rnd.choice([4, 5]) if hl == 5 else 4
        for sp in players:
            # what else a position holds: cities on their side beside all 5 settlements (A7.6),
            # sabotaged cities (A15), walls under metropolises (A17.5, A19.1), Defender cards
            # (A6.1; both of the latter show an attack, A8.3)
            if variants["sixth_settlement"] and sp["cities"] < 4 and rnd.random() < 0.15:
                sp["settlements"] = 5
                sp["sixth_settlements"] = rnd.randint(1, 4 - sp["cities"])
            metros = len(sp.get("metropolises", []))
            ordinary = sp["cities"] - metros
            if edition == "first-edition" and ordinary and rnd.random() < 0.3:
                sp["sabotaged"] = rnd.randint(1, ordinary)
            if metros and sp["walls"] and rnd.random() < 0.5:
                sp["metropolis_walls"] = rnd.randint(max(0, sp["walls"] - ordinary),
                                                     min(sp["walls"], metros))
            if rnd.random() < 0.1:
                sp["defender"] = rnd.randint(1, 2)
        start["players"] = players
    if not physical:
        short_decks = rnd.random() < 0.35
        decks = {}
        for t in oracle.TRACKS:
            comp = dict(oracle.COMPOSITION[t])
            if edition == "first-edition" and t == "science":
                comp.update(oracle.FIRST_EDITION_SCIENCE)
            deck = [c for c, k in comp.items() for _ in range(k)]
            rnd.shuffle(deck)
            if short_decks:
                # the rest of the deck is out of the game: decks run dry (A11.3, A11.6)
                deck = deck[:rnd.randint(0, 5)]
            decks[t] = deck
        if "players" in start:
            # hands of up to 4 cards: the hand limit comes soon (A12)
            for sp in start["players"]:
                hand = []
                for _ in range(rnd.choice([0, 2, 3, 4, 4])):
                    t = rnd.choice(oracle.TRACKS)
                    cards = [c for c in decks[t] if c not in oracle.VP_CARDS]
                    if cards:
                        decks[t].remove(cards[0])
                        hand.append(cards[0])
                sp["progress_cards"] = hand
        start["decks"] = decks
    save["start"] = start
    return save


class Mover:
    """chooses the next move of a game from the oracle's state"""

    def __init__(self, rnd, o):
        self.rnd = rnd
        self.o = o
        self.turn_key = None
        self.used = set()        # knights promoted or acted this turn (player, index)
        self.fresh = set()       # knights activated or built this turn
        self.frozen = False      # knights were removed this turn: no more knight moves

    def new_turn(self):
        key = (self.o.round, self.o.current, self.o.phase == "special_build")
        if key != self.turn_key:
            self.turn_key = key
            self.used, self.fresh, self.frozen = set(), set(), False

    def move(self):
        o, rnd = self.o, self.rnd
        self.new_turn()
        if o.winner is not None:
            return None
        if o.phase == "setup":
            i = o.setup_order[o.setup_step]
            kind = "setup_settlement" if o.setup_step < o.n else "setup_city"
            return {"type": kind, "player": i}
        if o.pending:
            kind, i = o.pending[0]
            if kind == "choose_deck":
                decks = [t for t in oracle.TRACKS if o.decks[t]] or list(oracle.TRACKS)
                return {"type": kind, "player": i, "deck": rnd.choice(decks)}
            if kind == "choose_city":
                p = o.players[i]
                walls = sorted(set(c.wall for c in p.ordinary())) or [False]
                a = {"type": kind, "player": i, "walled": rnd.choice(walls)}
                if o.first:
                    kinds = [c.sabotaged for c in p.ordinary() if c.wall == a["walled"]]
                    if kinds:
                        a["sabotaged"] = rnd.choice(kinds)
                return a
            if kind == "discard_card":
                return {"type": kind, "player": i, "card": rnd.choice(o.players[i].hand)}
        if o.phase == "special_build":
            if rnd.random() < 0.5:
                # every player but the one whose turn ended builds there (A22.3), the next one
                # most often: a knight activated there acts in its owner's turn (C49)
                others = [j for j in range(o.n) if j != o.current]
                b = self.build(o.sb_next if rnd.random() < 0.5 else rnd.choice(others),
                               special=True)
                if b:
                    return b
            return {"type": "end_special_build"}
        cur = o.current
        p = o.players[cur]
        if o.phase == "before_roll":
            lands = o.position + 1 >= o.track_length()
            if rnd.random() < (0.4 if lands else 0.06):
                # the attack check-in's correction comes just before a roll that may land the
                # ship, as Correct Pieces may (walls under metropolises, knights, cities)
                a = self.check_in() if rnd.random() < 0.6 else self.correct()
                if a:
                    return a
            return self.roll()
        # after the roll: build, play, or end the turn
        if not o.digital and rnd.random() < 0.08:
            a = self.reveal()
            if a:
                return a
        if rnd.random() < 0.3:
            if len(p.hand) > 4:
                return {"type": "discard_card", "player": cur, "card": rnd.choice(p.hand)}
            return {"type": "end_turn"}
        for _ in range(6):
            r = rnd.random()
            a = None
            if r < 0.5:
                a = self.build(cur)
            elif r < 0.8:
                a = self.play()
            elif r < 0.86:
                a = {"type": "set_longest_road", "player": rnd.choice([None] + list(range(o.n)))}
            elif r < 0.9:
                # with Herald's cards only a Merchant card moves the merchant (A20): a new step
                # is refused (docs/save-format.md), so only the physical table sets it
                if not o.digital:
                    a = {"type": "set_merchant",
                         "player": rnd.choice([None] + list(range(o.n)))}
            elif r < 0.94:
                a = self.correct()
            else:
                a = self.knight_action()
            if a:
                return a
        return {"type": "end_turn"} if len(p.hand) <= 4 else \
            {"type": "discard_card", "player": cur, "card": rnd.choice(p.hand)}

    def roll(self):
        o, rnd = self.o, self.rnd
        p = o.players[o.current]
        a = {"type": "roll", "event": rnd.choice(["ship", "ship", "ship", "trade", "politics",
                                                   "science"]),
             "red": rnd.randint(1, 6), "white": rnd.randint(1, 6)}
        if o.digital and "alchemist" in p.hand and rnd.random() < 0.5:
            a["alchemist"] = True
            if o.easy_start and o.round <= 2 and a["red"] + a["white"] == 7:
                a["white"] = 1 if a["red"] != 6 else 2
        if o.fiesepeter and a["event"] == "ship" and rnd.random() < 0.7:
            active = [[k for k, kn in enumerate(q.knights) if kn[1]] for q in o.players]
            a["commit"] = [sorted(rnd.sample(ks, rnd.randint(0, len(ks)))) for ks in active]
            while a["commit"] and not a["commit"][-1]:
                a["commit"].pop()
        return a

    def reveal(self):
        """physical cards: a player reveals the Printer or the Constitution, each drawn from its
        deck or as a tie reward (Herald is not told that deck) that the player's revealed cards
        have not used up (A12.1, A6.2); once in the game"""
        o, rnd = self.o, self.rnd
        i = rnd.randrange(o.n)
        p = o.players[i]
        shown = [c for q in o.players for c in q.vp_cards]
        ties = sum(1 for rec in o.attack_log if i in rec["tie_draw"])
        for card in rnd.sample(sorted(oracle.VP_CARDS), 2):
            if card in shown:
                continue
            need = {t: 0 for t in oracle.TRACKS}
            for c in p.vp_cards + [card]:
                need[oracle.VP_CARDS[c]] += 1
            short = sum(max(0, k - sum(1 for j, d in o.draw_log if j == i and d == t))
                        for t, k in need.items())
            if short <= ties:
                return {"type": "reveal_vp_card", "player": i, "card": card}
        return None

    def can_improve(self, i, t):
        o = self.o
        p = o.players[i]
        lv = p.levels[t]
        if lv >= 5 or not p.cities:
            return False
        if lv + 1 >= 4 and not p.ordinary():
            if o.holders[t] == i:
                return True
            if o.level4_strict or o.holders[t] is None or (lv + 1 == 5 and not o.permanent[t]):
                return False
        receives = (lv + 1 == 4 and o.holders[t] is None) or (
            lv + 1 == 5 and o.holders[t] not in (None, i) and not o.permanent[t])
        if o.first and receives and all(c.sabotaged for c in p.ordinary()):
            return False   # A15, A17.5: a metropolis never stands on a sabotaged city
        return True

    def build(self, i, special=False):
        o, rnd = self.o, self.rnd
        p = o.players[i]
        kinds = ["build_settlement", "build_city", "build_wall", "build_knight", "build_knight",
                 "upgrade_knight", "activate_knight", "activate_knight", "improve_city",
                 "improve_city"]
        if o.first:
            kinds.append("repair_city")
        kind = rnd.choice(kinds)
        a = {"type": kind, "player": i}
        if kind == "build_settlement":
            return a if p.settlements < 5 else None
        if kind == "build_city":
            if len(p.cities) + p.sixth >= 4 + (1 if p.sixth else 0) or \
                    (p.settlements == 0 and p.sixth == 0):
                return None
            if len(p.cities) + p.sixth >= 4 and p.sixth == 0:
                return None
            if p.sixth and p.settlements and rnd.random() < 0.3:
                if len(p.cities) + p.sixth >= 4:
                    return None
                a["from"] = "settlement"
            return a
        if kind == "build_wall":
            free = [k for k, c in enumerate(p.cities) if not c.wall]
            if p.walls() >= 3 or not free:
                return None
            if rnd.random() < 0.5:
                a["city"] = rnd.choice(free)
            return a
        if kind == "build_knight":
            if sum(1 for k in p.knights if k[0] == 1) >= 2:
                return None
            self.fresh.add((i, len(p.knights)))
            return a
        if kind == "upgrade_knight":
            ks = [k for k, kn in enumerate(p.knights) if kn[0] < 3 and (i, k) not in self.used
                  and sum(1 for x in p.knights if x[0] == kn[0] + 1) < 2
                  and (kn[0] < 2 or p.levels["politics"] >= 3)]
            if not ks or self.frozen:
                return None
            a["knight"] = rnd.choice(ks)
            self.used.add((i, a["knight"]))
            return a
        if kind == "activate_knight":
            ks = [k for k, kn in enumerate(p.knights) if not kn[1]]
            if not ks:
                return None
            a["knight"] = rnd.choice(ks)
            self.fresh.add((i, a["knight"]))
            return a
        if kind == "improve_city":
            ts = [t for t in oracle.TRACKS if self.can_improve(i, t)]
            if not ts:
                return None
            a["track"] = rnd.choice(ts)
            if rnd.random() < 0.3 and p.ordinary():
                a["city"] = rnd.choice([k for k, c in enumerate(p.cities) if c.metro is None])
                if o.first and p.cities[a["city"]].sabotaged:
                    del a["city"]
            return a
        if kind == "repair_city":
            return a if any(c.sabotaged for c in p.ordinary()) and not special else None
        return None

    def knight_action(self):
        o, rnd = self.o, self.rnd
        i = o.current
        p = o.players[i]
        if self.frozen:
            return None
        ks = [k for k, kn in enumerate(p.knights) if kn[1] and (i, k) not in self.fresh
              and (i, k) not in self.used]
        if not ks:
            return None
        k = rnd.choice(ks)
        self.used.add((i, k))
        kind = "chase_robber" if (o.first_attack_done or o.robber_from_start) and \
            rnd.random() < 0.3 else "move"
        # A18.5: displace a strictly weaker opponent knight; with no free spot it is removed
        weaker = [(j, m) for j in range(o.n) if j != i
                  for m, kn in enumerate(o.players[j].knights) if kn[0] < p.knights[k][0]]
        if weaker and rnd.random() < 0.4:
            j, m = rnd.choice(weaker)
            a = {"type": "knight_action", "player": i, "knight": k, "kind": "displace",
                 "target": j, "target_knight": m}
            if rnd.random() < 0.3:
                a["removed"] = True
            return a
        return {"type": "knight_action", "player": i, "knight": k, "kind": kind}

    def check_in(self):
        """a correction of what an attack reads: the walls under metropolises (A17.5, A19.1),
        first-edition sabotage (A15), cities on their side (A7.6)"""
        o, rnd = self.o, self.rnd
        i = rnd.randrange(o.n)
        p = o.players[i]
        metros, ordinary, walls = len(p.metros()), len(p.ordinary()), p.walls()
        r = rnd.random()
        if r < 0.5 and metros and walls:
            return {"type": "correct", "player": i, "metropolis_walls":
                    rnd.randint(max(0, walls - ordinary), min(walls, metros))}
        if r < 0.75 and o.first and ordinary:
            return {"type": "correct", "player": i, "sabotaged": rnd.randint(0, ordinary)}
        if o.sixth_rule and p.settlements == 5 and len(p.cities) < 4:
            return {"type": "correct", "player": i,
                    "sixth_settlements": rnd.randint(0, 4 - len(p.cities))}
        return None

    def correct(self):
        o, rnd = self.o, self.rnd
        i = rnd.randrange(o.n)
        p = o.players[i]
        if not o.first_attack_done and o.position < 7 and rnd.random() < 0.4:
            # the table remembers an attack no piece shows (A8.3, A9.1): the robber may move,
            # so 7s, Bishops and knights chasing it follow; with the friendly barbarian only
            # while the ship stands short of the 7-step track's landing (B.5)
            return {"type": "correct", "player": i, "first_attack_done": True}
        if o.first_attack_done and not o.attacks and rnd.random() < 0.1 and not any(
                q.defender or q.sixth for q in o.players):
            # ... or had the switch on by mistake: no attack yet (A6.1, A7.6 show none)
            return {"type": "correct", "player": i, "first_attack_done": False}
        r = rnd.random()
        if r < 0.4:
            ks = [{"level": rnd.choice([1, 2]), "active": rnd.random() < 0.6}
                  for _ in range(rnd.randint(0, 3))]
            if any(sum(1 for k in ks if k["level"] == lv) > 2 for lv in (1, 2)):
                return None
            self.frozen = True
            return {"type": "correct", "player": i, "knights": ks}
        if r < 0.6:
            return {"type": "correct", "player": i, "defender": rnd.randint(0, 2)}
        if r < 0.7:
            n = rnd.randint(len(p.metros()), 4 - p.sixth)
            return {"type": "correct", "player": i, "cities": n,
                    "walls": rnd.randint(0, min(3, n))}
        if r < 0.8:
            # a metropolis given up, or moved here from its holder (A17.1, A17.4)
            ts = [t for t in oracle.TRACKS if p.levels[t] >= 4 and o.holders[t] != i
                  and not (o.holders[t] is not None and o.permanent[t]) and p.ordinary()]
            if ts:
                return {"type": "correct", "player": i, "metropolises": p.metros() + [ts[0]]}
            return None
        if r < 0.9:
            held = [t for t in oracle.TRACKS if o.holders[t] is not None]
            t = rnd.choice(held if held and rnd.random() < 0.5 else oracle.TRACKS)
            lv = max(0, min(3, p.levels[t] + rnd.choice([-1, 1])))
            h = o.holders[t]
            if h is not None and rnd.random() < 0.5:
                # levels 4-5 beside a metropolis, as strict corrections allow (A17.1, A17.4):
                # the holder at 4 or 5 (at 5 it is permanent), the others up to 4, or 5 beside a
                # holder at 5; a holder goes back to 4 only while nobody else is at 5
                top = max(q.levels[t] for k, q in enumerate(o.players) if k != h)
                hl = o.players[h].levels[t]
                lv = (rnd.choice([4, 5]) if top < 5 else 5) if h == i else \
                    rnd.randint(max(0, lv - 1), 5 if hl == 5 else 4)
            return {"type": "correct", "player": i, "improvements": {t: lv}}
        return {"type": "correct", "player": i, "settlements": rnd.randint(0, 5)}

    def play(self):
        o, rnd = self.o, self.rnd
        i = o.current
        p = o.players[i]
        if o.digital:
            cards = [c for c in p.hand if c != "alchemist"]
            if not cards:
                return None
            card = rnd.choice(cards)
        else:
            card = rnd.choice(["warlord", "smith", "engineer", "medicine", "merchant", "spy",
                               "deserter", "intrigue", "saboteur", "wedding", "bishop",
                               "crane", "inventor", "diplomat", "resource_monopoly"])
        a = {"type": "play_card", "player": i, "card": card}
        others = [j for j in range(o.n) if j != i]
        vp = p.vp()
        if card == "warlord":
            if all(k[1] for k in p.knights):
                return None
            self.fresh.update((i, k) for k, kn in enumerate(p.knights) if not kn[1])
            return a
        if card == "smith":
            ks = [k for k, kn in enumerate(p.knights) if kn[0] < 3 and (i, k) not in self.used
                  and (kn[0] < 2 or p.levels["politics"] >= 3)]
            if not ks or self.frozen:
                return None
            pick = rnd.sample(ks, min(len(ks), rnd.randint(1, 2)))
            levels = [p.knights[k][0] + 1 for k in pick]
            for lv in (2, 3):
                if sum(1 for x in p.knights if x[0] == lv) + levels.count(lv) > 2:
                    return None
            if levels.count(1) or sum(1 for x in p.knights if x[0] == 1) < 0:
                return None
            self.used.update((i, k) for k in pick)
            a["knights"] = pick
            return a
        if card == "engineer":
            if p.walls() >= 3 or p.walls() >= len(p.cities):
                return None
            if rnd.random() < 0.5:
                # the free wall under a city the player names, a metropolis too (A19.1, C44)
                a["city"] = rnd.choice([k for k, c in enumerate(p.cities) if not c.wall])
            return a
        if card == "medicine":
            if p.settlements == 0 or len(p.cities) + p.sixth >= 4:
                return None
            a["from"] = "settlement"
            return a
        if card in ("merchant", "irrigation", "mining"):
            return a if p.settlements + p.sixth + len(p.cities) else None
        if card == "spy":
            ts = [j for j in others if o.players[j].hand] if o.digital else others
            if not ts:
                return None
            a["target"] = rnd.choice(ts)
            if o.digital:
                a["target_card"] = rnd.choice(o.players[a["target"]].hand)
            return a
        if card in ("deserter", "intrigue"):
            ts = [j for j in others if o.players[j].knights]
            if not ts or self.frozen:
                return None
            a["target"] = rnd.choice(ts)
            a["target_knight"] = rnd.randrange(len(o.players[a["target"]].knights))
            if card == "intrigue" and rnd.random() < 0.3:
                a["removed"] = True
            if card == "deserter" and rnd.random() < 0.2:
                a["place"] = False
            self.frozen = True
            return a
        if card == "saboteur":
            if o.first:
                ts = [j for j in others if any(not c.sabotaged for c in o.players[j].ordinary())]
                if not ts:
                    return None
                a["target"] = rnd.choice(ts)
                cs = [k for k, c in enumerate(o.players[a["target"]].cities)
                      if c.metro is None and not c.sabotaged]
                if rnd.random() < 0.5:
                    a["city"] = rnd.choice(cs)   # the player chooses the city (A15)
                return a
            return a if any(o.players[j].vp() >= vp for j in others) else None
        if card in ("wedding",):
            return a if any(o.players[j].vp() > vp for j in others) else None
        if card == "master_merchant":
            ts = [j for j in others if o.players[j].vp() > vp]
            if not ts:
                return None
            a["target"] = rnd.choice(ts)
            return a
        if card == "bishop":
            return a if (o.first_attack_done or o.robber_from_start) else None
        if card == "crane":
            return a if any(self.can_improve(i, t) for t in oracle.TRACKS) else None
        return a


def generate(rnd, save, count):
    """@save with up to @count more random moves after its actions"""
    o = oracle.Oracle(save)
    for a in save["actions"]:
        o.apply(a)
    mover = Mover(rnd, o)
    actions = list(save["actions"])
    while len(actions) < count:
        a = mover.move()
        if a is None:
            break
        try:
            o.apply(a)
        except (oracle.OracleError, LookupError, ValueError):
            break
        actions.append(a)
    return dict(save, actions=actions)
