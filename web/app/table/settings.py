"""The table's claim settings: which offers on a discard the person is asked about, and an
optional claim timer. Kept as the app's settings (``engine.Records``, one key each, so an
unreadable entry reads as the default and touches no other record). Pure Python.

* ``claims``: ``ask`` (every claim is asked, the default), ``no_chow`` (an offer of chows
  only is passed without asking) or ``win_only`` (an offer with no win in it is passed).
* ``timer``: seconds before an unanswered offer is passed for the person; 0 is off (the
  default).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from app.table.render import choice_group
from table import Action

ASK, NO_CHOW, WIN_ONLY = "ask", "no_chow", "win_only"
CLAIM_CHOICES = (ASK, NO_CHOW, WIN_ONLY)
TIMER_CHOICES = (0, 5, 10, 20)
CLAIMS_SETTING, TIMER_SETTING = "table-claims", "table-timer"


class ClaimSettings(NamedTuple):
    claims: str = ASK
    timer: int = 0


def load(records: Any) -> ClaimSettings:
    """The settings stored, each one that is missing or not one of its choices read as its
    default."""
    claims = records.get_setting(CLAIMS_SETTING)
    timer = records.get_setting(TIMER_SETTING)
    return ClaimSettings(
        claims if claims in CLAIM_CHOICES else ASK,
        int(timer) if timer in {str(s) for s in TIMER_CHOICES} else 0,
    )


def store(records: Any, settings: ClaimSettings) -> None:
    records.set_setting(CLAIMS_SETTING, settings.claims)
    records.set_setting(TIMER_SETTING, str(settings.timer))


def passes_for_you(claims: str, actions: Sequence[Action]) -> bool:
    """Whether an offer of ``actions`` (the person's claims on a discard, pass included) is
    passed without asking under the setting ``claims``."""
    acts = {a.act for a in actions} - {"pass"}
    if claims == NO_CHOW:
        return acts <= {"chow"}
    if claims == WIN_ONLY:
        return "win" not in acts
    return False


def settings_html(settings: ClaimSettings, t: Any) -> str:
    """The claim settings as the menu's radio cards (``render.choice_group``)."""
    claims = [(c, t(f"claims.{c}"), t(f"claims.{c}.about")) for c in CLAIM_CHOICES]
    timers = [(str(s), t("timer.secs", n=s) if s else t("timer.off"), "") for s in TIMER_CHOICES]
    return choice_group(
        "claims", t("claims.legend"), claims, settings.claims, t("claims.note")
    ) + choice_group("timer", t("timer.legend"), timers, str(settings.timer), t("timer.note"))
