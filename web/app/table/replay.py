"""The replay in the page: a hand stepped through move by move, forward and back, on the same
table view, every seat's tiles open or only the person's, the review's moments marked on its
timeline; and a hand shared as a link or pasted as a record line. Pure Python (no DOM): the
view draws ``ReplayState.table()`` with ``app.table.render`` and sets ``controls_html``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

import safejson
from app.table import review as words
from table import Table
from table.replay import RecordError, check_record
from table.review import Moment
from table.rewind import replayed, table_at, timeline
from table.share import can_share, record_of, share_code

T = Callable[..., str]
ROUTE_KEY = "replay"
"""``#/table?replay=<code>`` opens the replay of a shared hand."""


class ReplayState:
    """One hand being replayed: ``points`` are the event indices it stops at (before each
    move, before each of the person's decisions the record shows, the end), ``index`` the one
    on show. A review moment is always one of the person's decisions, so the stops do not wait
    for the review: a shared hand is drawn at once with its final count, its marks after."""

    def __init__(self, record: dict, person: int = 0, moments: Sequence[Moment] = (),
                 open_all: bool = False, source: str = "match") -> None:
        self.record = record
        self.person = person
        self.replay = replayed(record)
        self.moments = {m.event: m for m in moments}
        decisions = (c.event for c in self.replay.choices
                     if c.seat == person and c.chose is not None)
        self.points = timeline(self.replay, (*decisions, *self.moments))
        self.index = 0
        self.open_all = open_all
        self.source = source  # match, daily, shared, pasted
        self._tables: dict[int, Table] = {}

    @property
    def hand(self) -> int:
        return self.record["hand"]

    @property
    def event(self) -> int:
        return self.points[self.index]

    @property
    def at_end(self) -> bool:
        return self.index == len(self.points) - 1

    def table(self) -> Table:
        """The table at the point on show (kept for stepping back and forth)."""
        event = self.event
        table = self._tables.get(event)
        if table is None:
            if len(self._tables) > 48:
                self._tables.clear()
            table = self._tables[event] = table_at(self.replay, event)
        return table

    def go(self, index: int) -> None:
        self.index = max(0, min(len(self.points) - 1, index))

    def step(self, by: int) -> None:
        self.go(self.index + by)

    def go_to_event(self, event: int) -> None:
        """The point at ``event`` (or the last one before it)."""
        best = 0
        for i, point in enumerate(self.points):
            if point <= event:
                best = i
        self.go(best)

    def moment(self) -> Moment | None:
        """The review moment at the point on show, if there is one."""
        return self.moments.get(self.event)

    def share_code(self) -> str | None:
        return share_code(self.record) if can_share(self.record) else None


def controls_html(state: ReplayState, t: T, link: str | None = None) -> str:
    """The replay's controls (in the prompt's place): step buttons, where it is, the timeline
    with the review's moments marked, the hands open or not, share, close."""
    n = len(state.points)
    i = state.index
    first, last = i == 0, state.at_end

    def button(id_: str, label: str, symbol: str, disabled: bool) -> str:
        off = " disabled" if disabled else ""
        return (f'<button type="button" class="btn rp-step-btn" id="{id_}" '
                f'aria-label="{escape(label)}" title="{escape(label)}"{off}>{symbol}</button>')

    marks = []
    for k, point in enumerate(state.points):
        if point in state.moments:
            left = 100 * k / max(1, n - 1)
            label = f'{t("rp.moment_mark")}: {t("rp.step", i=k + 1, n=n)}'
            here = " here" if k == i else ""
            marks.append(
                f'<button type="button" class="rp-mark{here}" data-do="mt-rp-go" data-point="{k}"'
                f' style="left:{left:.1f}%" aria-label="{escape(label)}" title="{escape(label)}">'
                "</button>"
            )
    show = [("all", t("rp.open_all")), ("mine", t("rp.open_mine"))]
    chosen = "all" if state.open_all else "mine"
    radios = "".join(
        f'<label class="rp-show-opt"><input type="radio" name="rp-show" value="{v}"'
        f'{" checked" if v == chosen else ""}><span>{escape(label)}</span></label>'
        for v, label in show
    )
    share = ""
    if state.share_code() is not None:
        share = (f'<button type="button" class="btn" id="mt-rp-share">'
                 f'{escape(t("rp.share"))}</button>')
    link_html = ""
    if link:
        link_html = (
            f'<p class="rp-link" data-link="{escape(link)}">'
            f'<span role="status">{escape(t("rp.copied"))}</span>'
            f'<input type="text" id="mt-rp-link" readonly value="{escape(link)}" '
            f'aria-label="{escape(t("rp.share"))}"></p>'
        )
    return (
        f'<div class="rp" data-point="{i}" data-event="{state.event}" data-points="{n}">'
        '<div class="rp-bar">'
        + button("mt-rp-start", t("rp.start"), "⏮", first)
        + button("mt-rp-back", t("rp.back"), "◀", first)
        + f'<span class="rp-where" aria-live="polite">{escape(t("rp.step", i=i + 1, n=n))}</span>'
        + button("mt-rp-fwd", t("rp.forward"), "▶", last)
        + button("mt-rp-end", t("rp.end"), "⏭", last)
        + "</div>"
        f'<div class="rp-timeline"><input type="range" id="mt-rp-range" min="0" max="{n - 1}" '
        f'value="{i}" aria-label="{escape(t("rp.timeline"))}" '
        f'aria-valuetext="{escape(t("rp.step", i=i + 1, n=n))}">'
        f'<div class="rp-marks">{"".join(marks)}</div></div>'
        '<div class="rp-tools">'
        f'<fieldset class="rp-show"><legend>{escape(t("rp.show"))}</legend>{radios}</fieldset>'
        f'{share}<button type="button" class="btn" id="mt-rp-close">{escape(t("rp.close"))}'
        f"</button></div>{link_html}</div>"
    )


def moment_note_html(state: ReplayState, lang: str, t: T) -> str:
    """The review moment at the point on show, in words (empty elsewhere)."""
    moment = state.moment()
    if moment is None:
        return t("rp.end_note") if state.at_end else ""
    return (
        f'<p class="rp-moment"><b>{escape(t("rp.at_moment"))}</b>'
        f'{escape(t("rv.yours"))}: {escape(words.act_text(moment.chose.action, lang, t))} · '
        f'{escape(t("rv.strong"))}: {escape(words.act_text(moment.better.action, lang, t))} — '
        f'{escape(words.why_text(moment, lang, t))}</p>'
    )


def parse_pasted(text: str) -> dict:
    """A pasted hand: one record line (JSON), or a shared link (or its code). RecordError
    (a ValueError) says why it is not one."""
    text = text.strip()
    if not text:
        raise RecordError("it is empty")
    if text.startswith("{"):
        try:
            record = safejson.loads(text.splitlines()[0])
        except ValueError as exc:
            raise RecordError(f"not JSON ({exc})") from None
        check_record(record)
        replayed(record)  # and it must replay through the table
        return record
    code = text.rsplit(f"{ROUTE_KEY}=", 1)[-1].split("&")[0]
    return record_of(code)


def paste_html(t: T, error: str = "", text: str = "") -> str:
    """The panel to paste a record line or a link into."""
    err = (f'<p class="rp-error" role="alert">{escape(t("rp.paste_bad", why=error))}</p>'
           if error else "")
    return (
        f'<h2 id="mt-panel-title" class="panel-title">{escape(t("rp.paste"))}</h2>'
        f'<label class="rp-paste-label" for="mt-rp-text">{escape(t("rp.paste_label"))}</label>'
        f'<textarea id="mt-rp-text" class="rp-paste" rows="4" spellcheck="false" '
        f'autocomplete="off">{escape(text)}</textarea>{err}'
        '<div class="panel-actions">'
        f'<button type="button" class="btn primary" id="mt-rp-paste-open">'
        f'{escape(t("rp.paste_open"))}</button>'
        f'<button type="button" class="btn" id="mt-rp-paste-back">{escape(t("rv.back"))}'
        "</button></div>"
    )
