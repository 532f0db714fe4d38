"""Issue 16, item 9, and issue 32, item 13: hostile variations of every file the program
reads (positions and records of every table through `crapette analyze` and `replay`, saves,
the lessons' progress, the settings, the statistics, the kept games, records whose last
action names a pile the table lacks). Hypothesis draws the
seed of each variation (mutations.py); a failure names the seed that replays it:
``run_one(TARGET, SEED, folder)``. CI runs a fixed, derandomized set; `make soak` runs
many more (benchmarks/soak.py --fuzz N)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from checks import run_one, surfaces

EXAMPLES = int(os.environ.get("CRAPETTE_FUZZ_EXAMPLES", "120"))


@pytest.mark.parametrize("target", surfaces())
def test_hostile_variations_are_read_or_refused_in_one_line(target: str) -> None:
    @settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(min_value=0, max_value=2**32 - 1))
    def check(seed: int) -> None:
        with tempfile.TemporaryDirectory() as folder:
            problem = run_one(target, seed, Path(folder))
        assert problem is None, problem

    check()


def test_the_mutations_do_reach_the_readers() -> None:
    """The variations are not all refused at the first byte: some stay readable, most do not."""
    from mutations import mutate

    from checks import RECORD

    kinds = set()
    for seed in range(200):
        data = mutate(RECORD, seed)
        kinds.add("huge" if len(data) > 4000 else "small")
        kinds.add("utf8" if _is_utf8(data) else "not-utf8")
    assert kinds == {"huge", "small", "utf8", "not-utf8"}


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
