"""A small SVG chart of a layout's last winning times, and the same in words."""

# (the module's notes, as comments: they are not shipped in the bytecode)
# A small SVG bar chart of a layout's last winning times, and the same numbers as a sentence
# for screen readers. Pure Python: the records panel puts both in the page.
#
# One bar a win, oldest on the left, its height the time (shorter is faster). Wins without a hint
# or a shuffle are solid bars; wins with one are drawn apart, as hollow dashed outlines, and never
# count as the best. The best of the solid bars is gold, with a dashed line across at its height
# and its time written above the plot.

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

WIDTH, HEIGHT = 300, 92
LEFT, RIGHT, TOP, BOTTOM = 36, 296, 14, 82  # the plot area inside the view box
MIN_SLOTS = 10  # a few wins still get slim bars, not a wall of wide ones


def best_index(wins: Sequence[Any]) -> int | None:
    """The index of the fastest win without a hint or a shuffle (the first if tied)."""
    counted = [(w.seconds, i) for i, w in enumerate(wins) if not w.assisted]
    return min(counted)[1] if counted else None


def times_chart(wins: Sequence[Any], clock: Callable[[float], str], best_label: str) -> str:
    """The SVG of `wins` (engine WinTime, oldest first); `clock` formats seconds, `best_label`
    is the word for the best time. Hidden from screen readers: see `times_summary`."""
    top = _nice_top(max((w.seconds for w in wins), default=60.0))
    slots = max(len(wins), MIN_SLOTS)
    slot = (RIGHT - LEFT) / slots
    height = BOTTOM - TOP
    best = best_index(wins)
    parts = [
        f'<svg class="times-chart" viewBox="0 0 {WIDTH} {HEIGHT}" aria-hidden="true" '
        'focusable="false" preserveAspectRatio="xMidYMid meet">',
        f'<line class="axis" x1="{LEFT}" y1="{BOTTOM}" x2="{RIGHT}" y2="{BOTTOM}"/>',
        f'<line class="grid" x1="{LEFT}" y1="{TOP}" x2="{RIGHT}" y2="{TOP}"/>',
        f'<text class="tick" x="{LEFT - 4}" y="{TOP + 4}" text-anchor="end">{clock(top)}</text>',
        f'<text class="tick" x="{LEFT - 4}" y="{BOTTOM}" text-anchor="end">{clock(0)}</text>',
    ]
    for i, win in enumerate(wins):
        h = max(1.5, height * win.seconds / top)
        x = LEFT + i * slot + slot * 0.18
        kind = "assisted" if win.assisted else "best" if i == best else "counted"
        parts.append(
            f'<rect class="bar {kind}" x="{x:.1f}" y="{BOTTOM - h:.1f}" '
            f'width="{slot * 0.64:.1f}" height="{h:.1f}" rx="1"/>'
        )
    if best is not None:
        y = BOTTOM - max(1.5, height * wins[best].seconds / top)
        label = f"{best_label} {clock(wins[best].seconds)}"
        parts.append(
            f'<line class="best-line" x1="{LEFT}" y1="{y:.1f}" x2="{RIGHT}" y2="{y:.1f}"/>'
        )
        parts.append(  # in the band above the plot, where no bar reaches
            f'<text class="best-label" x="{RIGHT}" y="{TOP - 4}" '
            f'text-anchor="end">{_escape(label)}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def times_summary(wins: Sequence[Any], i18n: Any, layout_name: str) -> str:
    """The chart's numbers as one sentence in the reader's language."""
    best = best_index(wins)
    shown = []
    for i, win in enumerate(wins):
        time = i18n.clock(win.seconds)
        if win.assisted:
            shown.append(i18n.t("sol.chart.assisted", time=time))
        elif i == best:
            shown.append(i18n.t("sol.chart.best", time=time))
        else:
            shown.append(time)
    times = i18n.t("sol.list_sep").join(shown)
    return i18n.t("sol.chart.summary", n=len(wins), layout=layout_name, times=times)


def _nice_top(seconds: float) -> float:
    """A round time at or above `seconds` for the top of the scale."""
    for step in (30, 60, 120, 300, 600, 1800, 3600):
        if seconds <= step * 10:
            return max(step, -(-seconds // step) * step)
    return -(-seconds // 3600) * 3600


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
