"""Rules that explain themselves: the words for what the table decided on the person's behalf.

A win the 8-point minimum refused (``table.minimum.RefusedWin``: the points and the fans it
would have had), a win on offer on the person's own turn (and the question before a discard
gives it up), an offer passed by the claim settings with the claim timer's countdown, and the
ready aid's distance from ready when no wait is in sight. Pure Python: each function returns
text or an HTML string for the view to set.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

from app.scorer.result import fan_label
from app.table.render import said, tile
from app.tilenames import face_name
from scoring import Result
from table.minimum import RefusedWin
from table.ready import Distance
from table.share import SEED_DIGITS

T = Callable[..., str]
FLOWER_FAN = "Flower Tiles"


def sentence(text: str) -> str:
    """``text`` with its first letter a capital (a tile's English name may begin it)."""
    return text[:1].upper() + text[1:]


def points(n: int, t: T) -> str:
    """"1 point", "6 points" in the reader's language and digits."""
    return t("res.points", count_=n, points=n)


def whose(seat: int, person: int, names: Sequence[str], t: T) -> str:
    """A seat's tile as the words say it: "Asha's", "your"."""
    return t("why.of_you") if seat == person else said(t, "why.of", names[seat])


def fans_text(refused: RefusedWin, lang: str, t: T) -> str:
    """The fans the hand would have scored, flowers left out (the minimum does not count
    them): "Concealed Hand 2, Pure Double Chow 1, Single Wait 1"."""
    return scored_fans(refused.score, lang, t)


def scored_fans(result: Result, lang: str, t: T, between: str = ", ") -> str:
    """A scored hand's fans and their points, flowers left out, joined by ``between``."""
    parts = []
    for fan in result.fans:
        if fan.name == FLOWER_FAN:
            continue
        each = t("res.num", value=fan.points)
        times = f" ×{t('res.num', value=fan.count)}" if fan.count > 1 else ""
        parts.append(f"{fan_label(fan.name, lang)} {each}{times}")
    return between.join(parts)


def refused_text(refused: RefusedWin, person: int, names: Sequence[str], lang: str,
                 t: T) -> str:
    """"Asha's 1 dots completes your hand, but for only 6 points: below the 8-point minimum,
    so it is no win." (the person's own draw, or a kong's tile robbed, said so)."""
    name = face_name(refused.tile, lang)
    worth = points(refused.points, t)
    if refused.self_drawn:
        text = t("why.refused_draw", tile=name, points=worth)
    else:
        of = whose(refused.discarder, person, names, t)
        key = "why.refused_rob" if refused.robbing else "why.refused_discard"
        text = t(key, of=of, tile=name, points=worth)
    return sentence(text)


def refused_html(refused: RefusedWin, person: int, names: Sequence[str], lang: str,
                 t: T) -> str:
    """The notice: the sentence, the tile, and the fans it would have had."""
    fans = fans_text(refused, lang, t)
    flowers = refused.score.total - refused.points
    notes = [t("why.would_score", fans=fans)] if fans else []
    if flowers:
        notes.append(t("why.no_flowers"))
    more = f' <span class="why-more">{escape(" ".join(notes))}</span>' if notes else ""
    return (
        f'<div class="why-line">{tile(refused.tile, lang, "why-tile")}'
        f'<p><b>{escape(refused_text(refused, person, names, lang, t))}</b>{more}</p></div>'
    )


def end_notes_html(notes: Sequence[tuple[str, object]], person: int, names: Sequence[str],
                   lang: str, t: T) -> str:
    """The refused win still on show when the hand ended, carried into its results (the
    table's notice is under the results panel then)."""
    refused = [note for kind, note in notes if kind == "refused"]
    if not refused:
        return ""
    return (f'<section class="why end-why" role="note"><p class="end-why-title">'
            f'{escape(t("guide.refused_end"))}</p>'
            + "".join(refused_html(r, person, names, lang, t) for r in refused) + "</section>")


def passed_text(tile_face: str, discarder: int, person: int, names: Sequence[str], lang: str,
                t: T) -> str:
    """An offer the claim setting passed: "Passed for you: Asha's 3 dots (claim setting)"."""
    of = whose(discarder, person, names, t)
    return t("why.passed", of=of, tile=face_name(tile_face, lang))


def passed_html(tile_face: str, discarder: int, person: int, names: Sequence[str], lang: str,
                t: T) -> str:
    text = passed_text(tile_face, discarder, person, names, lang, t)
    return f'<p class="why-passed">{escape(text)}</p>'


def countdown_html(seconds: int, share: float, t: T) -> str:
    """The claim timer's countdown beside the offered tile: the seconds left (the view counts
    them down) over a bar, ``share`` of it still full."""
    return (
        f'<span class="claim-timer" role="timer" data-seconds="{seconds}">'
        f'<span class="claim-timer-text">{escape(t("why.countdown", n=seconds))}</span>'
        f'<span class="claim-timer-bar" aria-hidden="true">'
        f'<i style="transform:scaleX({share:.3f})"></i></span></span>'
    )


def win_ready_html(tile_face: str, total: int, lang: str, t: T) -> str:
    """The ready aid when the person may win on their own turn: said first, before any
    discard preview."""
    name = face_name(tile_face, lang)
    text = sentence(t("why.win_offer", tile=name, points=points(total, t)))
    return (
        f'<span class="ready-title">{escape(t("ready.title"))}</span>'
        f'<span class="ready-win">{tile(tile_face, lang, "small")}'
        f'<b>{escape(text)}</b></span>'
    )


def confirm_html(face: str, total: int, lang: str, t: T, win_button: str) -> str:
    """A discard while a win is on offer asks first: take the win (``win_button``), discard
    after all, or keep the tile."""
    name = face_name(face, lang)
    ask = sentence(t("why.confirm", tile=name, points=points(total, t)))
    return (
        f'<div class="turn guard"><p class="say">{escape(ask)}</p>'
        f'<div class="choices" role="group">{win_button}'
        f'<button type="button" class="btn discard-anyway" data-do="mt-discard" '
        f'data-tile="{face}">{escape(t("why.discard_anyway", tile=name))}</button>'
        f'<button type="button" class="btn" data-do="mt-keep-tile">'
        f'{escape(t("why.keep_tile"))}</button></div></div>'
    )


def distance_html(distance: Distance, lang: str, t: T, turn: bool) -> str:
    """The ready aid when no wait is in sight: how many tiles from ready the hand is (on the
    person's turn, after the best discard, and which discards those are)."""
    n = distance.tiles
    title = f'<span class="ready-title">{escape(t("ready.title"))}</span>'
    key = "why.best" if turn else "why.away"
    chips = ""
    if turn and distance.discards:
        shown = distance.discards[:6]
        more = len(distance.discards) - len(shown)
        chips = (
            f'<span class="best"><span class="best-label">{escape(t("why.best_tiles"))}</span>'
            + "".join(tile(x, lang, "small") for x in shown)
            + (f'<span class="more">+{escape(t("res.num", value=more))}</span>' if more else "")
            + "</span>"
        )
    return (
        f'{title}<span class="ready-text">{escape(t(key, count_=n, n=n))}</span>{chips}'
    )


def link_bad_html(value: str, t: T) -> str:
    """A link's seed refused (issue 53): said with the value as text, cut short when long."""
    shown = value if len(value) <= 16 else value[:12] + "…"
    said = t("mt.link_bad", value=shown, digits="0-9", most=SEED_DIGITS)  # digits as written
    return f'<p class="link-bad" role="alert">{escape(said)}</p>'
