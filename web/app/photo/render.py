"""Markup of photo entry, as strings set in one DOM call each (pure Python, no DOM): the panel's
frame, each state's controls, the tiles read, the correction sheet, the teaching check and the
frame's overlay. The photo and the tiles' crops are canvases the view draws into.
"""

from __future__ import annotations

import math
from html import escape
from typing import Any

from photo import BONUS

from app.photo.manager import CHECK, FRAME, REVIEW, START, TEACH, PhotoManager
from app.scorer import draw
from app.scorer.state import FACES
from app.tilenames import tile_name

CORNERS = 4
ROW_LABELS = ("ph.row.1", "ph.row.2", "ph.row.3", "ph.row.4")
CROP = (60, 80)  # pixels of a tile's crop canvas (drawn at twice its CSS size)


def panel_html(t: Any) -> str:
    """The photo panel: heading, the parts each state fills, the stage (the photo, its frame
    and four corner handles), the busy line, the file inputs and the correction sheet."""
    corners = "".join(
        f'<button type="button" class="ph-corner" data-corner="{i}" '
        f'aria-label="{escape(t(f"ph.corner.{i}"))}" data-i18n-aria="ph.corner.{i}">'
        '<span class="ph-dot" aria-hidden="true"></span></button>'
        for i in range(CORNERS)
    )
    return (
        '<div class="ph-head">'
        f'<h2 id="ph-title" data-i18n="ph.title">{escape(t("ph.title"))}</h2>'
        f'<button type="button" class="btn ph-close" data-ph="close" '
        f'aria-label="{escape(t("ph.close"))}" data-i18n-aria="ph.close">✕</button>'
        "</div>"
        '<div id="ph-top" class="ph-top"></div>'
        '<div id="ph-stage" class="ph-stage" hidden>'
        '<canvas id="ph-canvas" class="ph-canvas" aria-hidden="true"></canvas>'
        '<svg id="ph-overlay" class="ph-overlay" aria-hidden="true" preserveAspectRatio="none">'
        "</svg>"
        f"{corners}"
        '<canvas id="ph-loupe" class="ph-loupe" width="240" height="240" aria-hidden="true" hidden>'
        "</canvas></div>"
        '<div id="ph-busy" class="ph-busy" role="status" hidden>'
        '<span class="ph-spinner" aria-hidden="true"></span><span id="ph-busy-text"></span>'
        '<progress id="ph-progress" max="1" value="0"></progress></div>'
        '<p id="ph-note" class="ph-note" hidden></p>'
        '<div id="ph-bottom" class="ph-bottom"></div>'
        '<input type="file" id="ph-camera" accept="image/*" capture="environment" hidden>'
        '<input type="file" id="ph-file" accept="image/*" hidden>'
        '<dialog id="ph-fix" class="ph-fix" aria-labelledby="ph-fix-title"></dialog>'
    )


def _button(t: Any, key: str, action: str, classes: str = "btn", attrs: str = "",
            **values: Any) -> str:
    return (f'<button type="button" class="{classes}" data-ph="{action}"{attrs}>'
            f"{escape(t(key, **values))}</button>")


def _photo_buttons(t: Any) -> str:
    return (_button(t, "ph.take", "camera", "btn primary")
            + _button(t, "ph.choose", "file", "btn"))


def _untaught_note(m: PhotoManager, t: Any, start: bool = False) -> str:
    """What the set in use knows, when it is not a taught set: at the start, that the reader
    reads untaught and marks what it is unsure of; with a set of corrections learnt over
    that, that the set knows only those tiles (at the start and while checking the tiles)."""
    if m.tile_set is not None and m.tile_set.source != "art":
        return ""
    if m.tile_set is not None:  # the tiles the player corrected, learnt
        text = t("ph.art_learnt", name=m.tile_set.name)
    elif start:
        text = t("ph.untaught")
    else:
        return ""
    return f'<p class="hint" data-note="untaught">{escape(text)}</p>'


def top_html(m: PhotoManager, t: Any, lang: str) -> str:
    """What goes above the stage in the manager's state."""
    if m.state == START:
        return (f'<p class="ph-intro">{escape(t("ph.intro"))}</p>'
                f"{_untaught_note(m, t, start=True)}"
                f'<div class="ph-actions">{_photo_buttons(t)}</div>'
                f'<p class="hint">{escape(t("ph.privacy"))}</p>')
    if m.state == FRAME:
        return f"<p class=\"hint\">{escape(t('ph.frame_help'))}</p>"
    if m.state == REVIEW:
        return review_top_html(m, t, lang)
    if m.state == TEACH:
        return teach_top_html(m, t, lang)
    if m.state == CHECK:
        return (f'<h3>{escape(t("ph.check_title"))}</h3>'
                f'<p class="hint">{escape(t("ph.check_help"))}</p>')
    return ""


def bottom_html(m: PhotoManager, t: Any, lang: str) -> str:
    """What goes below the stage in the manager's state."""
    if m.state == START:
        return sets_html(m, t)
    if m.state == FRAME:
        return count_html(m, t) + (
            '<div class="ph-actions">'
            + _button(t, "ph.read", "read", "btn primary", _disabled(m.strip is None))
            + _button(t, "ph.another", "file") + _button(t, "ph.cancel", "start")
            + "</div>")
    if m.state == REVIEW:
        return ('<div class="ph-actions">' + _button(t, "ph.done", "close", "btn primary")
                + _button(t, "ph.frame_again", "reframe") + _button(t, "ph.another", "file")
                + "</div>")
    if m.state == TEACH:
        return teach_bottom_html(m, t)
    if m.state == CHECK:
        return check_html(m, t, lang)
    return ""


def _disabled(flag: bool) -> str:
    return " disabled" if flag else ""


def sets_html(m: PhotoManager, t: Any) -> str:
    """The set in use (a choice among the taught sets and the app's art), delete, teach."""
    active = m.library.active
    options = [f'<option value=""{" selected" if active is None else ""}>'
               f'{escape(t("ph.set_art"))}</option>']
    for name in m.library.sets:
        chosen = " selected" if name == active else ""
        options.append(f'<option value="{escape(name)}"{chosen}>{escape(name)}</option>')
    delete = ""
    if active is not None:
        delete = _button(t, "ph.delete", "delete", "btn small", f' data-name="{escape(active)}"',
                         name=active)
    return (
        '<div class="ph-sets">'
        f'<label for="ph-set">{escape(t("ph.set_label"))}</label>'
        f'<select id="ph-set" data-ph-set="1">{"".join(options)}</select>{delete}'
        "</div>"
        f'<div class="ph-actions">{_button(t, "ph.teach", "teach")}</div>'
    )


def count_html(m: PhotoManager, t: Any) -> str:
    """The tile count and its stepper; how it was found."""
    n = m.shown_count
    if m.count is not None:
        how = "ph.count.yours"
    elif m.strip is not None and m.strip.counted is not None:
        how = "ph.count.counted"
    else:
        how = "ph.count.guess"
    shown = t("res.num", value=n) if n is not None else "–"
    fewer = _disabled(n is None or n <= 1)
    more = _disabled(n is None or n >= 20)
    return (
        '<div class="ph-count" role="group" aria-labelledby="ph-count-label">'
        f'<span id="ph-count-label">{escape(t("ph.count"))}</span>'
        f'<button type="button" class="btn step" data-ph="fewer" aria-label="'
        f'{escape(t("ph.fewer"))}"{fewer}>−</button>'
        f'<output id="ph-count" aria-live="polite">{escape(shown)}</output>'
        f'<button type="button" class="btn step" data-ph="more" aria-label="'
        f'{escape(t("ph.more"))}"{more}>+</button>'
        f'<span class="hint">{escape(t(how))}</span></div>'
    )


def _cell(t: Any, lang: str, face: str | None, crop: str, classes: str, label: str,
          action: str, attrs: str, badge: str = "") -> str:
    """A tile cell: the photo's crop above the face (our art), as one button."""
    art = (draw.tile(face, lang) if face else
           '<span class="tile empty" aria-hidden="true"></span>')
    return (
        f'<button type="button" class="ph-cell {classes}" data-ph="{action}"{attrs} '
        f'aria-label="{escape(label)}">'
        f'<canvas class="ph-crop" {crop} width="{CROP[0]}" height="{CROP[1]}" '
        f'aria-hidden="true"></canvas>{art}{badge}</button>'
    )


def review_top_html(m: PhotoManager, t: Any, lang: str) -> str:
    """The tiles read: a cell a tile (crop and face), the unsure marked, the winning tile."""
    unsure = set(m.unsure)
    cells = []
    for i, face in enumerate(m.faces):
        classes, parts, badge = [], [], ""
        name = tile_name(face, lang) if face else t("ph.cell.none")
        if face is None:
            classes.append("empty")
        elif i in unsure:
            classes.append("unsure")
            parts.append(t("ph.cell.unsure"))
            badge = '<span class="ph-badge" aria-hidden="true">?</span>'
        elif i in m.fixed:
            classes.append("fixed")
            parts.append(t("ph.cell.fixed"))
            badge = '<span class="ph-badge ok" aria-hidden="true">✓</span>'
            if m.taught.get(i) == face:
                parts.append(t("ph.cell.learnt"))
        if i == m.win:
            classes.append("win")
            parts.append(t("ph.cell.win"))
        label = ", ".join([t("ph.cell", n=i + 1, name=name), *parts])
        cells.append(_cell(t, lang, face, f'data-crop="{i}"', " ".join(classes), label, "fix",
                           f' data-index="{i}"', badge))
    count = sum(1 for f in m.faces if f)
    if unsure:
        summary = t("ph.review", count=count, unsure=len(unsure))
    else:
        summary = t("ph.review_sure", count=count)
    win = (t("ph.win_is", tile=tile_name(m.faces[m.win], lang))
           if m.win is not None and m.faces[m.win] else t("ph.win_none"))
    check = f'<p class="ph-warn">{escape(t("ph.check_every"))}</p>'
    return (
        f"{_untaught_note(m, t)}"
        f'<p class="ph-summary">{escape(summary)}</p>'
        f'<div class="ph-cells read" role="group" aria-label="{escape(t("ph.photo_row"))}" '
        f'style="--n: {_columns(len(cells))}; --half: {_columns((len(cells) + 1) // 2)}">'
        f'{"".join(cells)}</div>'
        f"{learn_html(m, t)}"
        f'<p class="hint">{escape(win)} {escape(t("ph.then_context"))}</p>'
        f"{check}"
    )


def learn_html(m: PhotoManager, t: Any) -> str:
    """The offer to add the player's corrections to their set (one tap for them all), while
    some are not in it yet."""
    pending = m.to_learn
    if not pending:
        return ""
    count = len(m.corrections())
    one = ".1" if count == 1 else ""
    if m.learn_base is not None or m.tile_set is not None:
        name = (m.learn_base or m.tile_set).name
        text = t(f"ph.learn_offer{one}", count=count, name=name)
    else:
        text = t(f"ph.learn_offer_new{one}", count=count,
                 name=m.free_name(t("ph.default_name")))
    return (
        '<div class="ph-learn" role="group" aria-labelledby="ph-learn-text">'
        f'<p id="ph-learn-text">{escape(text)}</p>'
        + _button(t, "ph.learn_add", "remember", "btn ph-learn-add")
        + "</div>"
    )


def _columns(n: int) -> int:
    """Cells a line: the whole row up to 14 tiles, else half (at least 4)."""
    return max(4, n if n <= 14 else (n + 1) // 2)


def fix_html(m: PhotoManager, index: int, t: Any, lang: str) -> str:
    """The correction sheet of one tile: the runner-ups first, every face (the flowers and
    seasons too: the reader can take one for a suit tile), winning tile, no tile; the photo's
    crop beside what was read."""
    face = m.faces[index]
    if face is None:
        said = t("ph.read_none")
    elif index in m.unsure:
        said = t("ph.read_as_unsure", name=tile_name(face, lang))
    else:
        said = t("ph.read_as", name=tile_name(face, lang))

    def choice(f: str) -> str:
        current = ' aria-current="true"' if f == face else ""
        return (f'<button type="button" class="ph-pick" data-ph="set" data-face="{f}"'
                f'{current} aria-label="{escape(tile_name(f, lang))}">'
                f"{draw.tile(f, lang)}</button>")

    likely = "".join(choice(f) for f in m.choices(index))
    rows = (FACES[0:9], FACES[9:18], FACES[18:27], FACES[27:34], BONUS)
    grid = "".join(
        f'<div class="ph-pick-row">{"".join(choice(f) for f in row)}</div>' for row in rows
    )
    tools = []
    if face is not None:
        tools.append(_button(t, "ph.keep", "keep", "btn", name=tile_name(face, lang)))
        if face not in BONUS:  # a flower or season is counted apart, never the winning tile
            key = "ph.not_win" if m.win == index else "ph.make_win"
            tools.append(_button(t, key, "win", "btn"))
        tools.append(_button(t, "ph.no_tile", "none", "btn"))
    tools.append(_button(t, "ph.back", "unfix", "btn"))
    likely_part = (f'<h4>{escape(t("ph.likely"))}</h4><div class="ph-likely">{likely}</div>'
                   if likely else "")
    return (
        '<div class="ph-fix-body">'
        f'<h3 id="ph-fix-title">{escape(t("ph.fix_title", n=index + 1, count=len(m.tiles)))}'
        "</h3>"
        '<div class="ph-fix-read">'
        f'<canvas class="ph-crop big" data-crop="{index}" width="{CROP[0] * 2}" '
        f'height="{CROP[1] * 2}" aria-hidden="true"></canvas>'
        f'<p>{escape(said)}</p></div>'
        f"{likely_part}"
        f'<h4>{escape(t("ph.all_tiles"))}</h4><div class="ph-grid">{grid}</div>'
        f'<div class="ph-actions">{"".join(tools)}</div>'
        "</div>"
    )


def teach_top_html(m: PhotoManager, t: Any, lang: str) -> str:
    """The template row on show: which, the faces in order (our art), how to lay them out."""
    row = t(ROW_LABELS[m.row - 1])
    steps = "".join(
        f'<li class="{"done" if k < m.row else "now" if k == m.row else ""}">'
        f'{escape(t("res.num", value=k))}</li>'
        for k in range(1, 5)
    )
    guide = "".join(draw.tile(face, lang, "small") for face in m.row_faces)
    parts = [
        f'<h3>{escape(t("ph.teach_title"))}</h3>',
        f'<ol class="ph-steps" aria-hidden="true">{steps}</ol>',
        f'<p class="ph-row-name">{escape(t("ph.teach_row", n=m.row, row=row))}</p>',
        f'<div class="ph-guide">{guide}</div>',
    ]
    if m.picture is None:
        parts.append(f'<p class="hint">{escape(t("ph.teach_help"))}</p>')
        parts.append(f'<div class="ph-actions">{_photo_buttons(t)}{_teach_back(m, t)}</div>')
    else:
        parts.append(f'<p class="hint">{escape(t("ph.frame_help"))}</p>')
    return "".join(parts)


def _teach_back(m: PhotoManager, t: Any) -> str:
    """Teaching with no photo on show: back a row (after the first), and cancel."""
    back = _button(t, "ph.prev_row", "retake", n=m.row - 1) if m.row > 1 else ""
    return back + _button(t, "ph.cancel", "start")


def teach_bottom_html(m: PhotoManager, t: Any) -> str:
    """Teaching, a row's photo on show: how many tiles the gaps show, learn it, or not."""
    if m.picture is None:
        return ""  # its buttons are with the photo buttons above
    count = len(m.row_faces)
    strip = m.strip
    line = ""
    if strip is not None and strip.counted is not None and strip.counted != count:
        found = t("ph.row_count", found=strip.counted, count=count)
        line = f'<p class="ph-warn">{escape(found)}</p>'
    elif strip is not None:
        line = f'<p class="hint">{escape(t("ph.row_ok", count=count))}</p>'
    return (f'{line}<div class="ph-actions">'
            + _button(t, "ph.use_row", "learn", "btn primary", _disabled(strip is None))
            + _button(t, "ph.retake", "retake") + _button(t, "ph.cancel", "start") + "</div>")


def check_html(m: PhotoManager, t: Any, lang: str) -> str:
    """The taught set before saving: each face's tile as photographed, swaps, lookalikes,
    the set's name."""
    alike = {face for a, b, _ in m.alike for face in (a, b)}
    rows = []
    for k, faces in enumerate((FACES[0:9], FACES[9:18], FACES[18:27], FACES[27:34])):
        cells = "".join(
            _cell(t, lang, face, f'data-thumb="{m.shown.get(face, face)}"',
                  "alike" if face in alike else "",
                  t("ph.check_cell", name=tile_name(face, lang)), "swap",
                  f' data-face="{face}" aria-pressed="false"')
            for face in faces
        )
        rows.append(f'<div class="ph-cells check" role="group" '
                    f'aria-label="{escape(t(ROW_LABELS[k]))}">{cells}</div>')
    warnings = "".join(
        f'<li>{escape(t("ph.alike", a=tile_name(a, lang), b=tile_name(b, lang)))}</li>'
        for a, b, _ in m.alike[:6]
    )
    warn = f'<ul class="ph-warn">{warnings}</ul>' if warnings else ""
    name = m.free_name(t("ph.default_name"))
    return (
        f'{"".join(rows)}{warn}'
        '<div class="ph-name">'
        f'<label for="ph-name">{escape(t("ph.name"))}</label>'
        f'<input id="ph-name" type="text" maxlength="40" value="{escape(name)}" '
        'autocomplete="off"></div>'
        '<div class="ph-actions">'
        + _button(t, "ph.save", "save", "btn primary")
        + _button(t, "ph.prev_row", "retake", n=4)
        + _button(t, "ph.start_over", "teach")
        + _button(t, "ph.cancel", "start")
        + "</div>"
    )


def overlay_svg(m: PhotoManager, number: Any = str) -> str:
    """The frame and each tile found in it over the photo, in the photo's pixels (the SVG's
    viewBox): a row's slots side by side, or a teaching layout's tiles wherever they lie
    (a grid), each outlined; while teaching, each numbered in the order it is learnt (so the
    player sees which tile will be taught as which face before pressing Learn)."""
    if m.corners is None:
        return ""
    points = " ".join(f"{x:.1f},{y:.1f}" for x, y in m.corners)
    slots, labels = [], []
    if m.strip is not None:
        for k, outline in enumerate(m.strip.outlines, start=1):
            slots.append('<polygon points="'
                         + " ".join(f"{x:.1f},{y:.1f}" for x, y in outline) + '"/>')
            if m.state == TEACH:
                (x0, y0), (x1, y1), _, (x3, y3) = outline
                # a fifth of the tile's height, never wider than about half its width
                size = max(6.0, min(0.28 * math.dist((x0, y0), (x3, y3)),
                                    0.5 * math.dist((x0, y0), (x1, y1))))
                labels.append(f'<text x="{x0 + 0.12 * (x1 - x0):.1f}" '
                              f'y="{y0 + 0.12 * (y3 - y0) + size:.1f}" '
                              f'font-size="{size:.1f}">{escape(number(k))}</text>')
    return (f'<polygon class="ph-frame" points="{points}"/>'
            f'<g class="ph-slots">{"".join(slots)}</g>'
            + (f'<g class="ph-numbers">{"".join(labels)}</g>' if labels else ""))
