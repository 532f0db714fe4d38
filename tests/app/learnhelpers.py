"""Positions for the tests of hints, undo, group moves and Crapette! calls."""

from __future__ import annotations

# Variant group-moves, south to move. H2 holds the run 8♠ 7♥ 6♣; H1's 9♦ takes the whole
# run (8♠ on 9♦), and the empty H3 and H6 take any part of it. No card can go up, so P3
# (fill empty houses from the reserve before turning) is the only rule at work.
GROUP = """{
  "format": "crapette-position/1",
  "variants": ["group-moves"],
  "to_move": "south",
  "south": {"reserve": ["KC", "QD"], "hand": ["3S", "4S"], "hand_card": null, "discard": []},
  "north": {"reserve": ["5C", "9C"], "hand": ["3H"], "hand_card": null, "discard": ["QC"]},
  "houses": [["9D"], ["8S", "7H", "6C"], [], ["JD"], ["6H"], [], ["TS"], ["3C"]],
  "foundations": [["AH"], ["AS", "2S"], [], [], [], [], [], []]
}"""
