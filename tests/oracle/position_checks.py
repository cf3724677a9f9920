#!/usr/bin/env python3
# tests/oracle/position_checks.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A second referee, on random positions rather than games, written from RULES.md alone (not
# from src/engine/ nor herald_oracle.py): each position is a save whose `start` is drawn at
# random and whose log is one roll, and the engine's `herald-cli replay` of it is compared
# with what RULES.md says that roll does.
#  - attacks(): the ship lands (A5-A8, the pseudo-code of A24): 3-6 players, metropolises
#    with walls under them, first-edition sabotaged cities, cities on their side, Fiesepeter
#    commits, the all-draw option. Barb, Def, contributions, the Defender, the tied players in
#    turn order from the current player, who loses a city, what the loss leaves (a settlement,
#    a city on its side or nothing; the wall), the knights deactivated, the ship.
#  - draws(): a gate (A11, A12): eligibility (level >= 1, red <= level + 1), the draw order
#    from the current player, an empty deck, VP cards revealed, the 5th card owed back at once
#    (off turn, or with the immediate reading) and the draws that wait for it.
# Used by test-oracle.py (--positions N); each function returns the differences as text.

import json
import random

TRACKS = ("trade", "politics", "science")
COLORS = ("red", "blue", "white", "orange", "green", "brown")
COMPOSITION = {
    "science": {"alchemist": 2, "crane": 2, "engineer": 1, "inventor": 2, "irrigation": 2,
                "medicine": 2, "mining": 2, "printer": 1, "road_building": 2, "smith": 2},
    "politics": {"bishop": 2, "constitution": 1, "deserter": 2, "diplomat": 2, "intrigue": 2,
                 "saboteur": 2, "spy": 3, "warlord": 2, "wedding": 2},
    "trade": {"commercial_harbor": 2, "master_merchant": 2, "merchant": 6, "merchant_fleet": 2,
              "resource_monopoly": 4, "trade_monopoly": 2},
}
VP_CARDS = ("printer", "constitution")


def _save(n, rules, start, roll):
    rules = dict(rules, victory_points=30, progress_cards="digital", five_six_players=n >= 5)
    return {"format": "herald-game", "version": 3, "seed": 5, "rules": rules,
            "players": [{"name": "P%d" % i, "color": COLORS[i]} for i in range(n)],
            "start": start, "actions": [roll]}


def _attack_position(rnd):
    n = rnd.choice([3, 4, 4, 5, 6])
    first_edition = rnd.random() < 0.3
    fiesepeter = rnd.random() < 0.3
    sixth_rule = rnd.random() < 0.8
    all_draw = rnd.random() < 0.3
    friendly = rnd.random() < 0.2
    attacked = rnd.random() < 0.5
    holders = set()
    players = []
    for _ in range(n):
        cities = rnd.choice([0, 0, 1, 1, 2, 3, 4])
        p = {"settlements": rnd.randint(0, 5), "cities": cities, "metropolises": [],
             "improvements": {t: rnd.randint(0, 3) for t in TRACKS}}
        if sixth_rule and rnd.random() < 0.2:
            p["sixth_settlements"] = rnd.randint(0, 4 - cities)
        if p["cities"] == 0 and not p.get("sixth_settlements") and p["settlements"] == 0:
            p["settlements"] = 1
        for t in TRACKS:
            if t not in holders and len(p["metropolises"]) < cities and rnd.random() < 0.25:
                holders.add(t)
                p["metropolises"].append(t)
                p["improvements"][t] = rnd.choice([4, 5])
        p["walls"] = rnd.randint(0, min(3, cities))
        ordinary = cities - len(p["metropolises"])
        if p["walls"] and p["metropolises"]:
            # A19.1: one wall per city; the rest stand under ordinary cities
            low = max(0, p["walls"] - ordinary)
            p["metropolis_walls"] = rnd.randint(low, min(p["walls"], len(p["metropolises"])))
        if first_edition and ordinary and rnd.random() < 0.4:
            p["sabotaged"] = rnd.randint(1, ordinary)
        p["knights"] = [{"level": lv, "active": rnd.random() < 0.6}
                        for lv in (1, 2, 3) for _ in range(rnd.choice([0, 0, 1, 2]))]
        if rnd.random() < 0.2:
            p["defender"] = rnd.randint(1, 2)
        players.append(p)
    commit = None
    if fiesepeter and rnd.random() < 0.8:
        commit = [[k for k, kn in enumerate(p["knights"]) if kn["active"] and rnd.random() < 0.6]
                  for p in players]
    # A4.2, B.5: the ship one step from the attack
    length = 8 if friendly and not attacked else 7
    roll = {"type": "roll", "event": "ship", "red": 2, "white": 3}
    if commit is not None:
        roll["commit"] = commit
    rules = {"edition": "first-edition" if first_edition else "standard",
             "variants": {"fiesepeter": fiesepeter, "sixth_settlement": sixth_rule,
                          "friendly_barbarian": friendly,
                          "zero_strength_reward": "all_draw" if all_draw else "none"}}
    start = {"round": 4, "current": rnd.randrange(n), "barbarian_position": length - 1,
             "first_attack_done": attacked, "players": players}
    return _save(n, rules, start, roll), players, commit, all_draw, sixth_rule


def attacks(cli, count, seed):
    """the ship lands on random positions (RULES.md A5-A8, A24)"""
    rnd = random.Random(seed)
    problems = []
    for g in range(count):
        save, players, commit, all_draw, sixth_rule = _attack_position(rnd)
        r, err = cli.run("replay", save)
        name = f"attack position {seed}/{g}"
        if r is None:
            problems.append(f"{name}: refused: {err.strip()}")
            continue
        n = len(players)
        cur = save["start"]["current"]
        order = [(cur + k) % n for k in range(n)]
        # A5.2, B.2: every active knight fights, or the committed ones
        fighting = [commit[i] if commit is not None else
                    [k for k, kn in enumerate(p["knights"]) if kn["active"]]
                    for i, p in enumerate(players)]
        contrib = [sum(players[i]["knights"][k]["level"] for k in fighting[i]) for i in range(n)]
        want = {"barbarian_strength": sum(p["cities"] for p in players),   # A5.1
                "knight_strength": sum(contrib), "contributions": contrib,
                "defender": None, "tie_draw": [], "cities_lost": []}
        if want["knight_strength"] >= want["barbarian_strength"]:          # A5.4
            want["winner"] = "catan"
            top = max(contrib)
            tied = [] if top == 0 and not all_draw else [i for i in order if contrib[i] == top]
            if len(tied) == 1:                                               # A6.1
                want["defender"] = tied[0]
            else:                                                            # A6.2, A6.6
                want["tie_draw"] = tied
        else:
            want["winner"] = "barbarians"
            eligible = [i for i in order if players[i]["cities"] > len(players[i]["metropolises"])]
            if eligible:                                                     # A7.1-A7.3
                low = min(contrib[i] for i in eligible)
                want["cities_lost"] = [i for i in eligible if contrib[i] == low]
        attack = next((o for o in r["outcomes"] if o["type"] == "attack"), {})
        for k, v in want.items():
            got = attack.get(k)
            if k == "cities_lost":
                got, v = sorted(got or []), sorted(v)
            if got != v:
                problems.append(f"{name}: {k} {json.dumps(attack.get(k))}, "
                                f"RULES.md {json.dumps(v)}")
        for i, p in enumerate(players):
            st = r["players"][i]
            for k, kn in enumerate(p["knights"]):
                active = kn["active"] and k not in fighting[i]               # A8.1, B.2
                if st["knights"][k]["active"] != active:
                    problems.append(f"{name}: P{i}'s knight {k} active "
                                    f"{st['knights'][k]['active']}")
            lost = i in want["cities_lost"]
            sixth = p.get("sixth_settlements", 0)
            settlements, on_side = p["settlements"] + sixth, sixth
            if lost and p["settlements"] < 5:
                settlements += 1                                             # A7.4
            elif lost and sixth_rule:
                settlements, on_side = settlements + 1, on_side + 1          # A7.6
            # Herald takes an unwalled ordinary city until the player chooses (A7.4, A7.5)
            ordinary_walls = p["walls"] - p.get("metropolis_walls", 0)
            all_walled = ordinary_walls == p["cities"] - len(p["metropolises"])
            walls = p["walls"] - (1 if lost and all_walled else 0)
            got = (st["cities"], st["settlements"], st.get("sixth_settlements", 0), st["walls"],
                   st["defender"])
            exp = (p["cities"] - lost, settlements, on_side, walls,
                   p.get("defender", 0) + (want["defender"] == i))
            if got != exp:
                problems.append(f"{name}: P{i} cities, settlements, on their side, walls, "
                                f"Defender {got}, RULES.md {exp}")
        if r["barbarian_position"] != 0 or not r["first_attack_done"]:      # A4.4, A8.3
            problems.append(f"{name}: the ship or the first attack after it")
    return problems


def draws(cli, count, seed):
    """a gate on random positions (RULES.md A11, A12)"""
    rnd = random.Random(seed)
    problems = []
    for g in range(count):
        n = rnd.choice([3, 4, 5, 6])
        immediate = rnd.random() < 0.4
        cur = rnd.randrange(n)
        decks = {}
        for t in TRACKS:
            decks[t] = [c for c, k in COMPOSITION[t].items() for _ in range(k)]
            rnd.shuffle(decks[t])
        players = []
        for _ in range(n):
            hand = []
            for _ in range(rnd.choice([0, 2, 3, 4, 4, 4])):
                t = rnd.choice(TRACKS)
                card = next((c for c in decks[t] if c not in VP_CARDS), None)
                if card:
                    decks[t].remove(card)
                    hand.append(card)
            players.append({"settlements": 2, "cities": 1, "progress_cards": hand,
                            "improvements": {t: rnd.choice([0, 1, 2, 3, 3]) for t in TRACKS}})
        for t in TRACKS:
            if rnd.random() < 0.6:
                decks[t] = decks[t][:rnd.randint(0, 4)]     # the rest out of the game (A11.3)
        gate, red = rnd.choice(TRACKS), rnd.randint(1, 6)
        rules = {"variants": {"hand_limit": "immediate" if immediate else "end_of_turn"}}
        start = {"round": 4, "current": cur, "first_attack_done": True, "players": players,
                 "decks": decks}
        save = _save(n, rules, start, {"type": "roll", "event": gate, "red": red, "white": 3})
        r, err = cli.run("replay", save)
        name = f"draw position {seed}/{g}"
        if r is None:
            problems.append(f"{name}: refused: {err.strip()}")
            continue
        deck = list(decks[gate])
        hands = [list(p["progress_cards"]) for p in players]
        revealed = [[] for _ in range(n)]
        pending, waiting = [], False
        for k in range(n):                                  # A11.2: from the current player
            i = (cur + k) % n
            level = players[i]["improvements"][gate]
            if not (level >= 1 and red <= level + 1):       # A11.1
                continue
            owed = any(t == "discard_card" and (p != cur or immediate) for t, p in pending)
            if waiting or (not deck and owed):              # waits for the card put back
                waiting = True
                pending.append(("progress_draw", i))
                continue
            if not deck:                                    # A11.3
                continue
            card = deck.pop(0)
            if card in VP_CARDS:                            # A12.1
                revealed[i].append(card)
            else:
                hands[i].append(card)
                if len(hands[i]) > 4 and (i != cur or immediate):   # A12.2, A12.3 (a)
                    pending.append(("discard_card", i))
        for i in range(n):
            st = r["players"][i]
            if (sorted(st["progress_cards"]) != sorted(hands[i]) or
                    sorted(st["vp_cards"]) != sorted(revealed[i])):
                problems.append(f"{name}: P{i} holds {st['progress_cards']} {st['vp_cards']}, "
                                f"RULES.md {hands[i]} {revealed[i]}")
        got = [(o["type"], o["player"]) for o in r["pending"]]
        if got != pending:
            problems.append(f"{name}: pending {got}, RULES.md {pending}")
        if r["decks"][gate] != len(deck):
            problems.append(f"{name}: the {gate} deck holds {r['decks'][gate]}, "
                            f"RULES.md {len(deck)}")
    return problems
