#!/usr/bin/env python3
# tests/oracle/victory_checks.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A third referee (session 33), written from RULES.md alone (not from src/engine/ nor
# herald_oracle.py): victory points and when a win counts, on random games of 3-6 players
# played with physical cards to a target a little above the leaders' points. The log mixes
# the current player's building (settlements, cities, improvements up to the metropolises won
# at level 4 and taken at level 5), knights activated, ships that land (Catan's Defender, a
# city lost to the barbarians or laid on its side), and the records the table makes at any
# time, its own turn or not, the special build phase included: Longest Road, the merchant,
# Printer and Constitution revealed after a draw from their deck, a Defender count or a city
# corrected. Checked: the winner and the step at which the win comes (A21.3: at once in one's
# own turn, otherwise when one's own turn begins with the target still reached; never in the
# special build phase, A22.3), and every player's VP (A21.1, A17.1, A17.4, A20, A6.5, A7.4,
# A7.6, A12.1) after every step (`herald-cli stats`, its points) and at the end (`replay`).
# Used by test-oracle.py (--victories N); wins() returns the differences as text.

import json
import random

TRACKS = ("trade", "politics", "science")
COLORS = ("red", "blue", "white", "orange", "green", "brown")
NAMES = ("Anna", "Ben", "Cleo", "Dan", "Eva", "Finn")


class Table:
    """the game as RULES.md tells it, and a random legal next step"""

    def __init__(self, rnd, n, target, five_six):
        self.rnd, self.n, self.target, self.five_six = rnd, n, target, five_six
        self.p = []
        for _ in range(n):
            self.p.append({"s": rnd.randint(0, 4), "six": 0, "c": rnd.randint(1, 3),
                           "M": [], "lr": False, "merch": False,
                           "def": rnd.choice([0, 0, 1, 2, 3]), "vpc": 0,
                           "imp": {t: rnd.choice([0, 1, 2, 3, 3]) for t in TRACKS},
                           "draws": {"science": 0, "politics": 0},
                           "kn": [[lv, rnd.random() < 0.6] for lv in (1, 2, 3)
                                  for _ in range(rnd.choice([0, 0, 1]))]})
        self.holder = {t: None for t in TRACKS}
        self.permanent = {t: False for t in TRACKS}
        self.revealed = {"printer": False, "constitution": False}
        for key in ("lr", "merch"):
            i = rnd.randrange(n + 1)
            if i < n:
                self.p[i][key] = True
        self.current = rnd.randrange(n)
        self.ship = rnd.randint(0, 6)
        self.phase = "before_roll"
        self.winner = None
        self.attacks = 0

    def start(self):
        return {"round": 3, "current": self.current, "first_attack_done": True,
                "barbarian_position": self.ship,
                "players": [{"settlements": q["s"], "cities": q["c"], "defender": q["def"],
                             "longest_road": q["lr"], "merchant": q["merch"],
                             "improvements": dict(q["imp"]),
                             "knights": [{"level": k[0], "active": k[1]} for k in q["kn"]]}
                            for q in self.p]}

    def vp(self, i):
        # A21.1: settlements (a city on its side is one), cities, metropolises, Longest Road,
        # the merchant, Defender cards, revealed VP cards
        q = self.p[i]
        return (q["s"] + q["six"] + 2 * q["c"] + 2 * len(q["M"]) + 2 * q["lr"] + q["merch"] +
                q["def"] + q["vpc"])

    def check_win(self):
        # A21.3, A22.3: only in one's own turn, at once; never in the special build phase
        if self.phase in ("before_roll", "after_roll") and self.vp(self.current) >= self.target:
            self.winner = self.current
            self.phase = "over"

    # the steps

    def step(self):
        rnd, cur = self.rnd, self.current
        if self.phase == "before_roll":
            if rnd.random() < 0.15:
                return self.record()
            return self.roll()
        if self.phase == "special_build":
            i = rnd.choice([i for i in range(self.n) if i != cur])
            a = None
            r = rnd.random()
            if r < 0.25:
                a = self.record()
            elif r < 0.35:
                a = self.activate(i)
            elif r < 0.7:
                a = self.build(i)
            if a is not None:
                return a
            self.phase = "before_roll"
            self.current = (cur + 1) % self.n
            return {"type": "end_special_build"}
        r = rnd.random()
        a = None
        if r < 0.30:
            a = self.build(cur)
        elif r < 0.55:
            a = self.record()
        elif r < 0.65:
            a = self.reveal()
        elif r < 0.72:
            a = self.activate(cur)
        elif r < 0.80:
            a = self.correct_cities()
        if a is not None:
            return a
        if rnd.random() < 0.5:
            return self.step()
        if self.five_six:
            self.phase = "special_build"
        else:
            self.phase = "before_roll"
            self.current = (cur + 1) % self.n
        return {"type": "end_turn"}

    def roll(self):
        rnd = self.rnd
        event = rnd.choice(TRACKS + ("ship",) * 3)
        red = rnd.randint(1, 6)
        self.phase = "after_roll"
        if event == "ship":
            self.ship += 1
            if self.ship == 7:
                self.attack()
        elif event in self.p[0]["draws"]:
            for q in self.p:        # A11.1: who draws (the Printer, the Constitution)
                level = q["imp"][event]
                if level >= 1 and red <= level + 1:
                    q["draws"][event] += 1
        return {"type": "roll", "event": event, "red": red, "white": rnd.randint(1, 6)}

    def attack(self):
        # A5-A8 with no walls and physical cards (a tie reward owes Herald nothing)
        self.attacks += 1
        barb = sum(q["c"] for q in self.p)
        k = [sum(kn[0] for kn in q["kn"] if kn[1]) for q in self.p]
        if sum(k) >= barb:
            top = max(k)
            if top > 0 and k.count(top) == 1:
                self.p[k.index(top)]["def"] += 1
        else:
            eligible = [i for i in range(self.n) if self.p[i]["c"] > len(self.p[i]["M"])]
            if eligible:
                low = min(k[i] for i in eligible)
                for i in eligible:
                    if k[i] == low:
                        q = self.p[i]
                        q["c"] -= 1
                        if q["s"] < 5:
                            q["s"] += 1
                        else:
                            q["six"] += 1       # A7.6
        for q in self.p:
            for kn in q["kn"]:
                kn[1] = False
        self.ship = 0

    def record(self):
        """Longest Road, the merchant (physical cards), a Defender count corrected; for the
        current player half the time (in the special build phase, the player whose turn is
        over)"""
        rnd = self.rnd
        kind = rnd.choice(("lr", "merch", "def"))
        who = self.current if rnd.random() < 0.5 else rnd.randrange(self.n)
        if kind == "def":
            i = who
            self.p[i]["def"] = max(0, self.p[i]["def"] + rnd.choice([-1, 1, 1, 2]))
            return {"type": "correct", "player": i, "defender": self.p[i]["def"]}
        i = who if rnd.random() < 0.9 else None
        for q in self.p:
            q[kind] = False
        if i is not None:
            self.p[i][kind] = True
        return {"type": "set_longest_road" if kind == "lr" else "set_merchant", "player": i}

    def reveal(self):
        # A12.1: a VP card drawn is revealed; with physical cards after a draw from its deck
        for card, deck in (("printer", "science"), ("constitution", "politics")):
            who = [i for i in range(self.n) if self.p[i]["draws"][deck] > 0]
            if not self.revealed[card] and who:
                i = self.rnd.choice(who)
                self.revealed[card] = True
                self.p[i]["vpc"] += 1
                self.p[i]["draws"][deck] -= 1
                return {"type": "reveal_vp_card", "player": i, "card": card}
        return None

    def correct_cities(self):
        # a city corrected away leaves its settlement, a city corrected in takes one
        i = self.rnd.randrange(self.n)
        q = self.p[i]
        c = self.rnd.randint(max(1, len(q["M"])), 4)
        s = q["s"] - (c - q["c"])
        if q["six"] or not 0 <= s <= 5:
            return None
        q["c"], q["s"] = c, s
        return {"type": "correct", "player": i, "cities": c, "settlements": s}

    def activate(self, i):
        idle = [k for k, kn in enumerate(self.p[i]["kn"]) if not kn[1]]
        if not idle:
            return None
        k = self.rnd.choice(idle)
        self.p[i]["kn"][k][1] = True
        return {"type": "activate_knight", "player": i, "knight": k}

    def can_improve(self, i, t):
        # A16.2, A17.3 (strict): a city; levels 4-5 an ordinary one, unless holding the track's
        q = self.p[i]
        level = q["imp"][t] + 1
        if level > 5 or q["c"] == 0:
            return False
        return level < 4 or q["c"] > len(q["M"]) or self.holder[t] == i

    def build(self, i):
        rnd, q = self.rnd, self.p[i]
        kinds = []
        if q["s"] < 5:
            kinds.append("settlement")
        if q["s"] >= 1 and q["c"] + q["six"] < 4:
            kinds.append("city")
        tracks = [t for t in TRACKS if self.can_improve(i, t)]
        kinds += ["improve"] * 3 if tracks else []
        if not kinds:
            return None
        kind = rnd.choice(kinds)
        if kind == "settlement":
            q["s"] += 1
            return {"type": "build_settlement", "player": i}
        if kind == "city":
            q["s"] -= 1
            q["c"] += 1
            return {"type": "build_city", "player": i, "from": "settlement"}
        t = rnd.choice(tracks)
        q["imp"][t] += 1
        h = self.holder[t]
        if q["imp"][t] == 4 and h is None:                  # A17.1
            self.holder[t] = i
            q["M"].append(t)
        elif q["imp"][t] == 5 and not self.permanent[t]:    # A17.4
            self.permanent[t] = True
            if h != i:
                if h is not None:
                    self.p[h]["M"].remove(t)
                self.holder[t] = i
                q["M"].append(t)
        return {"type": "improve_city", "player": i, "track": t}


def _game(cli, rnd, g, seed):
    n = rnd.choice([3, 4, 4, 5, 6])
    table = Table(rnd, n, 30, n >= 5)
    # a target the leaders are near, so that wins (and their timing) come often, or further
    # away, for longer games
    lead = max(table.vp(i) for i in range(n))
    target = table.target = min(30, lead + rnd.choice([0, 1, 2, 3, 3, 5, 8]))
    save = {"format": "herald-game", "version": 3, "seed": 7,
            "rules": {"edition": "standard", "victory_points": target,
                      "progress_cards": "physical", "five_six_players": n >= 5},
            "players": [{"name": NAMES[i], "color": COLORS[i]} for i in range(n)],
            "start": table.start(), "actions": []}
    table.check_win()
    want = [(-1, table.winner)] if table.winner is not None else []
    rows = [[table.vp(i) for i in range(n)]]
    for _ in range(rnd.randint(10, 60)):
        if table.phase == "over":
            break
        save["actions"].append(table.step())
        table.check_win()
        rows.append([table.vp(i) for i in range(n)])
        if table.winner is not None and not want:
            want = [(len(save["actions"]) - 1, table.winner)]
    where = f"victory game {g} of seed {seed} ({n} players, target {target})"
    out, err = cli.run("replay", save)
    if out is None:
        return [f"{where}: refused: {err.strip()}; the last steps "
                f"{json.dumps(save['actions'][-3:])}"], table.attacks
    problems = []
    got = [(o["action"], o["player"]) for o in out["outcomes"] if o["type"] == "winner"]
    if out["winner"] is not None and not got:
        got = [(-1, out["winner"])]
    if got != want:
        problems.append(f"{where}: winner (step, player) {got}, RULES.md {want}")
    if [p["vp"] for p in out["players"]] != rows[-1]:
        problems.append(f"{where}: VP {[p['vp'] for p in out['players']]}, RULES.md {rows[-1]}")
    stats, err = cli.run("stats", save)
    if stats is None:
        return problems + [f"{where}: herald-cli stats refuses it: {err.strip()}"], table.attacks
    points = [row[1:] for row in stats["points"]]
    for k, (a, b) in enumerate(zip(points, rows)):
        if a != b:
            problems.append(f"{where}: stats points after step {k - 1}: {a}, RULES.md {b} "
                            f"(step {json.dumps(save['actions'][k - 1]) if k else 'start'})")
            break
    if len(points) != len(rows):
        problems.append(f"{where}: stats has {len(points)} rows of points, RULES.md {len(rows)}")
    return problems, table.attacks


def wins(cli, n, seed):
    """n random games from seed; the differences as text"""
    rnd = random.Random(seed * 7919 + 33)
    problems = []
    for g in range(n):
        more, _ = _game(cli, rnd, g, seed)
        problems += more
    return problems
