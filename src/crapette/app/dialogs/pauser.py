"""Who calls Pause? In Zank-Patience for three, either player waiting may (``001``: "Beim
Ruf 'Pause' muß der am Zuge befindliche Spieler stillhalten"): after ``z`` the caller
presses their seat's letter (s, w, n) or clicks their name, as after ``!`` for Stop!
(``caller.py``). esc calls nothing."""

from __future__ import annotations

from crapette.app.dialogs.base import ButtonSpec
from crapette.app.dialogs.caller import CallerScreen
from crapette.i18n import _


class PauseCallerScreen(CallerScreen):
    """Who calls Pause: dismissed with the caller's seat name, or "cancel"."""

    def words(self) -> tuple[str, str, list[ButtonSpec]]:
        body = _("Who calls Pause? {player} then keeps still until the caller continues (z) or someone calls "
                 "Stop!. Press your seat's key, or esc for no call.").format(player=self.offender)
        return _("Who calls Pause?"), body, self.buttons


__all__ = ["PauseCallerScreen"]
