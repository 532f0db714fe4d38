"""The verdict of a Stop! call (rulings 10–12), as a value the app and learners show."""

from __future__ import annotations

from dataclasses import dataclass

from crapette.engine.actions import Action
from crapette.engine.piles import PLAYER_NAMES
from crapette.engine.violation import Violation


@dataclass(frozen=True)
class Verdict:
    caller: int
    offender: int
    judged: Action  # the action the call was on
    founded: bool
    violation: Violation | None
    taken_back: Action | None
    played_instead: Action | None
    discarded: bool  # the offender's turned hand card went onto their discard
    next_player: int
    reason: str  # why the call was founded, or why the action was allowed
    penalty: bool = False  # the caller loses their next turn (variant false-stop-penalty)
    played_words: str = ""  # the action played instead, in words
    call: str = "Stop!"  # or "Crapette!" (variant crapette-call: nothing is taken back)

    def describe(self) -> str:
        caller = PLAYER_NAMES[self.caller].capitalize()
        offender = PLAYER_NAMES[self.offender].capitalize()
        nxt = PLAYER_NAMES[self.next_player].capitalize()
        if self.founded and self.taken_back is None:
            parts = [f"{self.call} by {caller} is founded: {self.reason}", "The game stays as it is."]
            if self.discarded:
                parts.append(f"{offender}'s turned hand card goes onto their discard.")
            parts.append(f"{offender}'s turn is over: {nxt} to play.")
            return " ".join(parts)
        if self.founded:
            assert self.violation is not None
            rule = self.violation.rule + (f" ({self.violation.title})" if self.violation.title else "")
            parts = [
                f"Stop! by {caller} is founded: {offender}'s {self.judged} broke {rule}.",
                f"{self.judged} is taken back and {self.played_words or self.played_instead} is played instead.",
            ]
            if self.discarded:
                parts.append(f"{offender}'s turned hand card goes onto their discard.")
            parts.append(f"{offender}'s turn is over: {nxt} to play.")
            return " ".join(parts)
        text = f"{self.call} by {caller} is unfounded: {offender}'s {self.judged} was allowed. {self.reason}"
        if self.penalty:
            text += f" {caller} loses their next turn."
        return text
