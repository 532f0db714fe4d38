"""Wegner's Zank-Patience (``001``, rulings 24–25): a second game on the engine's shapes.

It differs from the standard game by data and by its rule functions, not by a copy of
the engine: its own table (a source and a discard per seat, no reserve), its deal and
start rule (``deal.py``), its generator of legal actions (``moves.py``, with the freeing
search behind his announced moves 2 and 3 in ``digging.py``), and his eight-step ladder
as the priority checker (``ladder.py``). The games themselves are declared in
``engine/games/``: ``zank_patience.py`` (his game, its one-deck and three-player forms,
the ``zank-advanced`` option) and ``schikanieren.py`` (Grupp's game on his ladder,
ruling 25: houses in suit over a face-down card, the Schikanier pile where the reserve
lies). ``Game`` carries out his Stop (the game declares it: anyone calls, the
author too; a founded call takes the action back and the caller plays next) through
``stop.py``.
"""
