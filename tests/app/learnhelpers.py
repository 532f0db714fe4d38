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

# Variant crapette-call, south to move: south's reserve 2♥ may go on F1's A♥, and north's
# reserve card 3♠, visible, may go on F2's 2♠ — under crapette-call anyone's visible card goes up.
CRAPETTE_UP = """{
  "format": "crapette-position/1",
  "variants": ["crapette-call"],
  "to_move": "south",
  "south": {"reserve": ["2H"], "hand": ["7C"], "hand_card": null, "discard": []},
  "north": {"reserve": ["5C", "3S"], "hand": ["3D", "4S", "KD"], "hand_card": null, "discard": ["QC"]},
  "houses": [["KS", "QH", "JC", "TD", "9S", "8H", "7C", "6D", "5S", "4H"], ["8C"], [], ["JD"], ["6H"], [], ["TS"], ["3C"]],
  "foundations": [["AH"], ["AS", "2S"], [], [], [], [], [], []]
}"""
