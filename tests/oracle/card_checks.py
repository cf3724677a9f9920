#!/usr/bin/env python3
# tests/oracle/card_checks.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A fourth referee (session 34), written from RULES.md alone (not from src/engine/ nor
# herald_oracle.py): the progress cards, one by one. Random positions of 3-6 players with
# digital cards (standard or first edition, attacked or not), the current player rolls a plain
# roll and plays one card from their hand with random details: the Smith's one or two knights
# in a random order, the Deserter's and the Intrigue's target knight, the Spy's card, the
# Saboteur's and the Master Merchant's target. Checked: whether the play is allowed as a new
# step (`herald-cli validate`), against A14, A15, A18 and the rule that a card is not played
# without effect (C44), and what it changes that Herald tracks (`herald-cli replay`): the
# knights after the Smith, the Deserter and the Warlord, the walls after the Engineer, the
# cities after the Medicine. Improvements stay at level 3 or below, so the level-4 block and
# the metropolises are not in play (position_checks.py and victory_checks.py cover them).
# Used by test-oracle.py (--cards N); plays() returns the differences as text.

import random

COLORS = ("red", "blue", "white", "orange", "green", "brown")
NAMES = ("Anna", "Ben", "Cleo", "Dan", "Eva", "Finn")
TRACKS = ("trade", "politics", "science")

# A14, A15: the non-VP cards of each deck, standard / first edition
COUNTS = {
    "alchemist": (2, 2), "crane": (2, 2), "engineer": (1, 2), "inventor": (2, 1),
    "irrigation": (2, 2), "medicine": (2, 2), "mining": (2, 2), "road_building": (2, 2),
    "smith": (2, 2),
    "bishop": (2, 2), "deserter": (2, 2), "diplomat": (2, 2), "intrigue": (2, 2),
    "saboteur": (2, 2), "spy": (3, 3), "warlord": (2, 2), "wedding": (2, 2),
    "commercial_harbor": (2, 2), "master_merchant": (2, 2), "merchant": (6, 6),
    "merchant_fleet": (2, 2), "resource_monopoly": (4, 4), "trade_monopoly": (2, 2),
}
PLAYED = sorted(c for c in COUNTS if c != "alchemist")   # the Alchemist goes with the roll
TRACKED = ("smith", "deserter", "warlord", "engineer", "medicine", "saboteur", "spy",
           "wedding", "master_merchant")


def _player(rnd, first):
    cities = rnd.choice([0, 1, 1, 2, 2, 3, 4])
    knights = [{"level": lv, "active": rnd.random() < 0.5}
               for lv in (1, 2, 3) for _ in range(rnd.choice([0, 0, 1, 2]))]
    rnd.shuffle(knights)
    p = {"settlements": rnd.randint(0 if cities else 1, 5), "cities": cities,
         "walls": rnd.randint(0, min(3, cities)), "knights": knights,
         "improvements": {t: rnd.randint(0, 3) for t in TRACKS},
         "defender": rnd.choice([0, 0, 0, 1, 2, 3])}
    if first and cities and rnd.random() < 0.3:
        p["sabotaged"] = rnd.randint(1, cities)
    return p


def _vp(p):
    # A21.1: no metropolis, merchant, Longest Road or VP card in these positions
    return p["settlements"] + 2 * p["cities"] + p["defender"]


def _smith(me, order):
    """A14 Smith, A18.1, A18.4: the knights promoted in this order, or None"""
    kn = [dict(k) for k in me["knights"]]
    for i in order:
        lv = kn[i]["level"]
        if lv >= 3 or (lv == 2 and me["improvements"]["politics"] < 3):
            return None
        if sum(1 for k in kn if k["level"] == lv + 1) >= 2:
            return None
        kn[i]["level"] += 1
    return kn


def expected(players, cur, action, first, robber):
    """(allowed, {figure: value after the play} or None) from RULES.md"""
    me = players[cur]
    card = action["card"]
    others = [i for i in range(len(players)) if i != cur]
    richer = any(_vp(players[i]) > _vp(me) for i in others)
    if card == "smith":
        ks = action["knights"]
        if len(ks) == 2 and ks[0] == ks[1]:
            return False, None
        # the card's promotions are one play: allowed when some order allows them
        for order in ([ks] if len(ks) == 1 else [ks, ks[::-1]]):
            kn = _smith(me, order)
            if kn is not None:
                return True, {"knights": kn}
        return False, None
    if card == "engineer":      # A19.1: one wall per city, 3 at most
        if me["walls"] >= min(3, me["cities"]):
            return False, None
        return True, {"walls": me["walls"] + 1}
    if card == "medicine":      # a settlement upgraded, 4 city pieces
        if me["settlements"] == 0 or me["cities"] >= 4:
            return False, None
        return True, {"cities": me["cities"] + 1, "settlements": me["settlements"] - 1}
    if card == "deserter":      # A14, A18.7: the same rank and state, else a lower one
        t = players[action["target"]]["knights"][action["target_knight"]]
        kn = [dict(k) for k in me["knights"]]
        for lv in range(t["level"], 0, -1):
            if sum(1 for k in kn if k["level"] == lv) < 2:
                kn.append({"level": lv, "active": t["active"]})
                break
        return True, {"knights": kn}
    if card == "intrigue":
        return True, None
    if card == "spy":           # A12.1: never a VP card (none in these hands)
        return action["target_card"] in players[action["target"]]["hand"], None
    if card == "saboteur":
        if first:               # A15: an ordinary city not yet sabotaged
            t = players[action["target"]]
            return t["cities"] - t.get("sabotaged", 0) > 0, None
        return any(_vp(players[i]) >= _vp(me) for i in others), None   # A14, C44
    if card == "wedding":
        return richer, None
    if card == "master_merchant":
        if "target" in action and _vp(players[action["target"]]) <= _vp(me):
            return False, None
        return richer, None
    if card == "warlord":       # C44: some knight to activate
        if all(k["active"] for k in me["knights"]):
            return False, None
        return True, {"knights": [dict(k, active=True) for k in me["knights"]]}
    if card in ("irrigation", "mining", "merchant"):   # hexes next to a building
        return me["settlements"] + me["cities"] > 0, None
    if card == "bishop":        # A9.1
        return robber, None
    if card == "crane":         # A16.2: a city; every track below 4, nothing blocked
        return me["cities"] > 0, None
    return True, None           # the board, resources, trades: untracked


def _position(rnd):
    n = rnd.randint(3, 6)
    first = rnd.random() < 0.3
    attacked = rnd.random() < 0.5
    players = [_player(rnd, first) for _ in range(n)]
    cur = rnd.randrange(n)
    pool = [c for c, k in COUNTS.items() for _ in range(k[1 if first else 0])]
    rnd.shuffle(pool)
    # the cards whose effect Herald tracks more often than their share of the decks
    tracked = [c for c in TRACKED if c in pool]
    card = rnd.choice(tracked if rnd.random() < 0.3 else [c for c in PLAYED if c in pool])
    pool.remove(card)
    for i, p in enumerate(players):
        p["hand"] = [pool.pop() for _ in range(rnd.randint(0, 3))]
    players[cur]["hand"].insert(0, card)
    # the edges more often than chance gives them: an opponent with the same VP (the
    # Saboteur's "as many", the Wedding's and the Master Merchant's "more"), and the Smith
    # with both strong pieces out beside a basic knight (A18.1)
    if rnd.random() < 0.3:
        twin = players[rnd.choice([i for i in range(n) if i != cur])]
        for key in ("settlements", "cities", "defender"):
            twin[key] = players[cur][key]
        twin["walls"] = min(twin["walls"], twin["cities"])
        twin.pop("sabotaged", None)
    smith_edge = card == "smith" and rnd.random() < 0.5
    if smith_edge:
        knights = [{"level": lv, "active": rnd.random() < 0.5}
                   for lv in [1, 2, 2] + [3] * rnd.randint(0, 1)]
        rnd.shuffle(knights)
        players[cur]["knights"] = knights
        players[cur]["improvements"]["politics"] = rnd.choice([2, 3, 3])
    action = {"type": "play_card", "player": cur, "card": card}
    others = [i for i in range(n) if i != cur]
    if card == "smith" and players[cur]["knights"]:
        kn = players[cur]["knights"]
        action["knights"] = rnd.sample(range(len(kn)), min(len(kn), rnd.choice([1, 2, 2])))
        if smith_edge and rnd.random() < 0.5:
            # a basic and a strong knight, in either order
            action["knights"] = [[i for i, k in enumerate(kn) if k["level"] == 1][0],
                                 [i for i, k in enumerate(kn) if k["level"] == 2][0]]
            rnd.shuffle(action["knights"])
    elif card == "smith":
        return None
    if card in ("deserter", "intrigue"):
        with_knights = [i for i in others if players[i]["knights"]]
        if not with_knights:
            return None
        action["target"] = rnd.choice(with_knights)
        action["target_knight"] = rnd.randrange(len(players[action["target"]]["knights"]))
    if card == "spy":
        with_cards = [i for i in others if players[i]["hand"]]
        if not with_cards:
            return None
        action["target"] = rnd.choice(with_cards)
        action["target_card"] = rnd.choice(players[action["target"]]["hand"] + PLAYED)
    if (card == "saboteur" and first) or (card == "master_merchant" and rnd.random() < 0.5):
        action["target"] = rnd.choice(others)
    start = []
    for p in players:
        sp = {k: v for k, v in p.items() if k != "hand"}
        sp["progress_cards"] = list(p["hand"])
        start.append(sp)
    save = {"format": "herald-game", "version": 3, "seed": 1234,
            "rules": {"edition": "first-edition" if first else "standard",
                      "victory_points": 30, "progress_cards": "digital",
                      "five_six_players": n > 4},
            "players": [{"name": NAMES[i], "color": COLORS[i]} for i in range(n)],
            "start": {"round": 3, "current": cur, "first_attack_done": attacked,
                      "players": start},
            "actions": [{"type": "roll", "event": "trade", "red": 6, "white": 5}, action]}
    # A8.3 (referee 32): a Defender card shows an attack; first edition: the robber is active
    # from the start (the decisions table)
    robber = attacked or first or any(p["defender"] for p in players)
    return save, players, cur, action, first, robber


def plays(cli, count, seed):
    """one progress card played on each of @count random positions"""
    rnd = random.Random(seed)
    problems = []
    done = 0
    while done < count:
        made = _position(rnd)
        if made is None:
            continue
        save, players, cur, action, first, robber = made
        done += 1
        name = f"card position {seed}/{done - 1} ({action['card']})"
        allowed, after = expected(players, cur, action, first, robber)
        ok, err = cli.validate(save)
        if ok != allowed:
            problems.append(f"{name}: {action} RULES.md {'allows' if allowed else 'refuses'} "
                            f"it, the engine {'allows it' if ok else 'refuses: ' + err.strip()}")
            continue
        if not ok or after is None:
            continue
        r, err = cli.run("replay", save)
        if r is None:
            problems.append(f"{name}: replay refuses what validate accepts: {err.strip()}")
            continue
        got = r["players"][cur]
        for key, want in after.items():
            have = got[key]
            if key == "knights":
                have = sorted((k["level"], k["active"]) for k in have)
                want = sorted((k["level"], k["active"]) for k in want)
            if have != want:
                problems.append(f"{name}: {action}: {key} {have}, RULES.md {want}")
    return problems
