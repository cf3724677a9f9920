#!/usr/bin/env python3
# tests/oracle/illegal_moves.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Moves RULES.md forbids in a position, for the referee: test-oracle.py appends each to a log
# the engine accepts and expects the engine to refuse it. Only rules that a file's log is held
# to are listed (docs/save-format.md, "Rules that refuse new steps only", are left out: the
# engine accepts those in a file on purpose).


def illegal_moves(o):
    """[(why, action)] that the rules forbid after the oracle's position o"""
    out = []
    if o.phase == "setup" and o.winner is None:
        # A2.1: settlements in turn order, then cities in reverse order; no roll before
        i = o.setup_order[o.setup_step]
        kind = "setup_settlement" if o.setup_step < o.n else "setup_city"
        other = "setup_city" if kind == "setup_settlement" else "setup_settlement"
        out.append(("A2.1: the setup round's order",
                    {"type": kind, "player": (i + 1) % o.n}))
        out.append(("A2.1: a settlement first, then a city", {"type": other, "player": i}))
        out.append(("A2.1: the first roll after the setup round",
                    {"type": "roll", "event": "trade", "red": 1, "white": 1}))
        return out
    if o.winner is not None or o.phase == "setup":
        return out
    if o.pending:
        return pending_moves(o)
    cur = o.current
    p = o.players[cur]
    out.append(("A7.4: no pillaged city to choose",
                {"type": "choose_city", "player": cur, "walled": True}))
    if not o.first:
        out.append(("A15: repairs are a first-edition rule", {"type": "repair_city",
                                                              "player": cur}))
    if o.digital:
        out.append(("A12.1: Herald's own cards reveal themselves",
                    {"type": "reveal_vp_card", "player": cur, "card": "printer"}))
    else:
        shown = [c for q in o.players for c in q.vp_cards]
        for card in ("printer", "constitution"):
            if card in shown:
                out.append(("A12.1: each VP card once in the game",
                            {"type": "reveal_vp_card", "player": cur, "card": card}))
            elif not o.players[cur].vp_cards and not any(   # no draw at all (physical)
                    j == cur for j, _ in o.draw_log) and not any(
                    cur in rec["tie_draw"] for rec in o.attack_log):
                out.append(("A12.1: a VP card revealed comes from a draw",
                            {"type": "reveal_vp_card", "player": cur, "card": card}))
    if o.phase != "special_build":
        out.append(("A22.3: no special build phase now", {"type": "end_special_build"}))
    j = (cur + 1) % o.n
    if o.digital and o.players[j].hand and len(o.players[j].hand) <= 4:
        out.append(("A12.2: a card is put back only when one is owed",
                    {"type": "discard_card", "player": j, "card": o.players[j].hand[0]}))
    if o.phase == "special_build":
        i = o.sb_next
        out.append(("A22.3: the player whose turn ended does not build in the phase after it",
                    {"type": "build_knight", "player": cur}))
        if o.digital and o.players[i].hand:
            out.append(("A22.3: no progress card in the special build phase",
                        {"type": "play_card", "player": i, "card": o.players[i].hand[0]}))
        out.append(("A22.3: no roll in the special build phase", {"type": "roll", "event": "trade",
                                                                 "red": 1, "white": 1}))
        for j in range(o.n):
            if j != cur:
                out += special_build_moves(o, j)
        return out
    if o.phase == "before_roll":
        out.append(("A3.4: no building before the roll", {"type": "build_knight", "player": cur}))
        if o.easy_start and o.round <= 2 and o.digital and "alchemist" in p.hand:
            out.append(("B.4 c: the Alchemist sets no 7 in an easy start's first rounds",
                        {"type": "roll", "event": "trade", "red": 3, "white": 4,
                         "alchemist": True}))
        inactive = [k for k, kn in enumerate(p.knights) if not kn[1]]
        lands = o.position + 1 >= o.track_length() and not (o.easy_start and o.round <= 2)
        if o.fiesepeter and inactive and lands:
            # B.2: checked when the ship lands (a commit of a roll without an attack is moot)
            out.append(("B.2: only active knights are committed",
                        {"type": "roll", "event": "ship", "red": 1, "white": 2,
                         "commit": [[inactive[0]] if q == cur else [] for q in range(o.n)]}))
        out.append(("A3.4: no city improvement before the roll",
                    {"type": "improve_city", "player": cur, "track": "trade"}))
        out.append(("A3.1: the turn ends after a roll", {"type": "end_turn"}))
        if o.digital:
            cards = [c for c in p.hand if c != "alchemist"]
            if cards:
                out.append(("A3.1, A13.1: only the Alchemist before the roll",
                            {"type": "play_card", "player": cur, "card": cards[0]}))
        for k, kn in enumerate(p.knights):
            if kn[1]:
                out.append(("A3.1, A18.5: knight actions after the roll",
                            {"type": "knight_action", "player": cur, "knight": k,
                             "kind": "move"}))
                break
        return out
    # after the roll
    out.append(("A3.2: one roll a turn", {"type": "roll", "event": "trade", "red": 1,
                                           "white": 1}))
    if sum(1 for k in p.knights if k[0] == 1) >= 2:
        out.append(("A18.1: at most 2 basic knights", {"type": "build_knight", "player": cur}))
    for k, kn in enumerate(p.knights):
        nxt = kn[0] + 1
        if nxt <= 3 and sum(1 for x in p.knights if x[0] == nxt) >= 2:
            out.append((f"A18.4: no rank {nxt} piece left",
                        {"type": "upgrade_knight", "player": cur, "knight": k}))
        elif nxt == 3 and p.levels["politics"] < 3:
            out.append(("A18.4: a mighty knight needs the Fortress",
                        {"type": "upgrade_knight", "player": cur, "knight": k}))
        if kn[0] == 3:
            out.append(("A18.1: no rank above mighty",
                        {"type": "upgrade_knight", "player": cur, "knight": k}))
    walled = [k for k, c in enumerate(p.cities) if c.wall]
    if walled and p.walls() < 3:
        out.append(("A19.1: one wall a city", {"type": "build_wall", "player": cur,
                                                "city": walled[0]}))
    if p.walls() >= 3 or p.walls() >= len(p.cities):
        out.append(("A19.1: walls: 3 at most, one a city", {"type": "build_wall", "player": cur}))
    if len(p.cities) + p.sixth >= 4 and p.settlements > 0:
        out.append(("A1.6: 4 city pieces", {"type": "build_city", "player": cur,
                                             "from": "settlement"}))
    if p.settlements >= 5:
        out.append(("A1.6: 5 settlement pieces", {"type": "build_settlement", "player": cur}))
    for t in ("trade", "politics", "science"):
        lv = p.levels[t]
        if lv >= 5:
            out.append(("A16.1: five levels", {"type": "improve_city", "player": cur,
                                               "track": t}))
        elif not p.cities:
            out.append(("A7.7, A16.2: no improvement without a city",
                        {"type": "improve_city", "player": cur, "track": t}))
        elif lv >= 3 and not p.ordinary() and o.level4_strict and o.holders[t] != cur:
            out.append(("A17.3: levels 4-5 need an ordinary city",
                        {"type": "improve_city", "player": cur, "track": t}))
    if o.attacks > 0 or any(q.defender > 0 or q.sixth > 0 for q in o.players):
        out.append(("A6.1, A7.6, A8.3: an attack took place: no correction says none did",
                    {"type": "correct", "player": cur, "first_attack_done": False}))
    if o.friendly and not o.first_attack_done and o.position >= 7:
        out.append(("B.5, A4.2: the ship on the friendly barbarian's extra step would have "
                    "landed", {"type": "correct", "player": cur, "first_attack_done": True}))
    if not (o.first_attack_done or o.robber_from_start):
        for k, kn in enumerate(p.knights):
            if kn[1]:
                out.append(("A9.1: the robber stays before the first attack",
                            {"type": "knight_action", "player": cur, "knight": k,
                             "kind": "chase_robber"}))
                break
        if o.digital and "bishop" in p.hand:
            out.append(("A9.1: no Bishop before the first attack",
                        {"type": "play_card", "player": cur, "card": "bishop"}))
    for k, kn in enumerate(p.knights):
        if kn[1] and (kn[2] or kn[4]):
            out.append(("A18.5: a knight activated, placed or acting this turn does not act "
                        "(again)", {"type": "knight_action", "player": cur, "knight": k,
                                    "kind": "move"}))
        if kn[3] and kn[0] < 3 and sum(1 for x in p.knights if x[0] == kn[0] + 1) < 2 and \
                (kn[0] < 2 or p.levels["politics"] >= 3):
            out.append(("A18.4: one promotion a turn",
                        {"type": "upgrade_knight", "player": cur, "knight": k}))
    for k, kn in enumerate(p.knights):
        if kn[1] and not (kn[2] or kn[4]):
            # A18.5: only a strictly weaker knight of an opponent is displaced
            for j in range(o.n):
                for m, other in enumerate(o.players[j].knights):
                    if j == cur or other[0] >= kn[0]:
                        out.append(("A18.5: a knight displaces a strictly weaker opponent knight",
                                    {"type": "knight_action", "player": cur, "knight": k,
                                     "kind": "displace", "target": j, "target_knight": m}))
                        break
                else:
                    continue
                break
            break
    for k, kn in enumerate(p.knights):
        if not kn[1]:
            out.append(("A18.5: an inactive knight does not act",
                        {"type": "knight_action", "player": cur, "knight": k, "kind": "move"}))
            break
    if o.digital and len(p.hand) > 4:
        out.append(("A12.3: at most 4 progress cards when the turn ends", {"type": "end_turn"}))
    if o.digital and o.players[(cur + 1) % o.n].hand:
        j = (cur + 1) % o.n
        out.append(("A13.1: progress cards on one's own turn only",
                    {"type": "play_card", "player": j, "card": o.players[j].hand[0]}))
    if o.digital and "alchemist" in p.hand:
        out.append(("A3.1: the Alchemist before the roll only",
                    {"type": "play_card", "player": cur, "card": "alchemist"}))
    out.append(("A6.2: no tie reward owed", {"type": "choose_deck", "player": cur,
                                              "deck": "trade"}))
    return out


def special_build_moves(o, i):
    """[(why, action)] that the rules forbid to player i in the special build phase, where a
    player other than the one whose turn ended builds, promotes and activates knights and buys
    improvements under the limits of their own turn, but no knight acts (A22.3; rules43)"""
    out = []
    p = o.players[i]
    for k, kn in enumerate(p.knights):
        if kn[1] and not (kn[2] or kn[4]):
            out.append(("A22.3: no knight action in the special build phase",
                        {"type": "knight_action", "player": i, "knight": k, "kind": "move"}))
        nxt = kn[0] + 1
        if nxt > 3:
            continue
        if sum(1 for x in p.knights if x[0] == nxt) >= 2:
            out.append((f"A18.4: no rank {nxt} piece left (the special build phase)",
                        {"type": "upgrade_knight", "player": i, "knight": k}))
        elif nxt == 3 and p.levels["politics"] < 3:
            out.append(("A18.4: a mighty knight needs the Fortress (the special build phase)",
                        {"type": "upgrade_knight", "player": i, "knight": k}))
        elif kn[3]:
            out.append(("A18.4: one promotion a turn (the special build phase)",
                        {"type": "upgrade_knight", "player": i, "knight": k}))
    for t in ("trade", "politics", "science"):
        lv = p.levels[t]
        if lv < 5 and not p.cities:
            out.append(("A7.7, A16.2: no improvement without a city (the special build phase)",
                        {"type": "improve_city", "player": i, "track": t}))
        elif 3 <= lv < 5 and not p.ordinary() and o.level4_strict and o.holders[t] != i:
            out.append(("A17.3: levels 4-5 need an ordinary city (the special build phase)",
                        {"type": "improve_city", "player": i, "track": t}))
    return out


def pending_moves(o):
    """[(why, action)] that the rules forbid while decisions are owed (session 41, rules42)"""
    out = []
    kind, who = o.pending[0]
    # A3.3 (the attack is resolved at once), A6.2, A7.4, A12.2 (a 5th card is put back at once)
    out.append(("A3.3, A6.2, A7.4, A12.2: the turn does not end while a decision is owed",
                {"type": "end_turn"}))
    later = [pl for t, pl in o.pending[1:] if t == "choose_deck" and pl != who]
    if later and kind in ("choose_deck", "discard_card"):
        # A6.2: tied players choose in turn order from the current player; A12.2: a tied
        # player's 5th card is put back before the next tied player chooses
        out.append(("A6.2, A12.2: the next tied player chooses only in turn",
                    {"type": "choose_deck", "player": later[0], "deck": "trade"}))
    if kind in ("choose_deck", "choose_city"):
        # A3.3: the attack (its tie reward, the pillaged city) comes before anything else
        out.append(("A3.3: nothing is built before the attack is resolved",
                    {"type": "build_knight", "player": o.current}))
    if kind == "choose_deck" and o.digital:
        j = next((q for q in range(o.n) if o.players[q].hand and
                  len(o.players[q].hand) <= 4 and ["discard_card", q] not in o.pending), None)
        if j is not None:
            out.append(("A12.4: a card is put back only when one is owed",
                        {"type": "discard_card", "player": j, "card": o.players[j].hand[0]}))
    return out
