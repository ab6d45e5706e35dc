"""The photo panel in the scorer: events in (taps, the file inputs, the corners, keys), the
manager's calls between, the markup of app.photo.render and the photo's canvas out.

Python runs on the page's only thread: every long computation is one of the manager's
generators, run by `_job` in slices of about SLICE_S seconds with the browser given a turn
between slices (a busy line shows meanwhile, its progress bar filled as the steps go). The
section's data attributes record how long things took, for bench/photo_page.py:
`data-open-ms` (file chosen to frame shown), `data-read-ms` (Read to tiles shown),
`data-learn-ms` (a template row learnt), `data-slice-ms` (the longest the browser waited) and
`data-steps-ms` (each step of the last job).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Generator
from typing import Any

from photo import TEMPLATE
from pyodide.ffi import create_once_callable
from pyscript import window
from pyscript.ffi import is_none

from app import dom
from app.context import AppContext
from app.photo import image, render
from app.photo.frame_input import CornerInput
from app.photo.manager import CHECK, FRAME, REVIEW, TEACH, Note, PhotoManager
from app.tilenames import tile_name

SLICE_S = 0.04  # the longest run of Python before the browser gets a turn (when steps allow)
LOUPE_SIDE_CSS = 48  # CSS pixels of the photo around a dragged corner, shown in the loupe


async def next_frame() -> None:
    """Wait until the browser has drawn a frame (so a busy line shows before work starts)."""
    await window.Promise.new(create_once_callable(
        lambda resolve, reject: window.requestAnimationFrame(resolve)))
    await asyncio.sleep(0)


class PhotoPanel:
    """The photo panel (see the module's docstring)."""

    def __init__(self, ctx: AppContext, section: Any, on_hand: Callable[[Any, int, bool], None],
                 opener: Any) -> None:
        self.ctx = ctx
        self.i18n = ctx.i18n
        self.section = section
        self.on_hand = on_hand
        self.opener = opener
        self.manager = PhotoManager(ctx.storage)
        section.innerHTML = render.panel_html(self.i18n.t)
        q = section.querySelector
        self.top, self.bottom, self.stage = q("#ph-top"), q("#ph-bottom"), q("#ph-stage")
        self.canvas, self.overlay, self.loupe = q("#ph-canvas"), q("#ph-overlay"), q("#ph-loupe")
        self.busy_el, self.busy_text = q("#ph-busy"), q("#ph-busy-text")
        self.progress, self.note_el, self.fix = q("#ph-progress"), q("#ph-note"), q("#ph-fix")
        self.inputs = {"camera": q("#ph-camera"), "file": q("#ph-file")}
        self.handles = [q(f'.ph-corner[data-corner="{i}"]') for i in range(4)]
        self.crops: dict[str, Any] = {}  # teaching: template face -> its tile's crop (a canvas)
        self.fixing: int | None = None
        self.swap_from: str | None = None
        self.busy = False
        self.corners_input = CornerInput(
            self.canvas, self.handles, self._corner, self._move, self._dragging, self._moved)
        dom.on(section, "click", self._on_click)
        dom.on(section, "change", self._on_change)
        dom.on(self.fix, "close", lambda event: self._fix_closed())

    # ---------------------------------------------------------------- opening and closing

    def open(self) -> None:
        self.section.hidden = False
        self.opener.setAttribute("aria-expanded", "true")
        self.render()
        self._announce_note()  # a saved set that could not be read, dropped
        self._focus("[data-ph]")

    def close(self) -> None:
        self.manager.start()
        self.crops = {}
        self.canvas.width = self.canvas.height = 1  # let the photo's pixels go
        self.section.hidden = True
        self.opener.setAttribute("aria-expanded", "false")
        self.opener.focus()

    def relabel(self) -> None:
        self.i18n.apply(self.section)
        self.render()

    # ---------------------------------------------------------------- drawing

    def render(self) -> None:
        """Redraw the panel for the manager's state."""
        m, t, lang = self.manager, self.i18n.t, self.i18n.lang
        self.section.dataset.state = m.state
        self.top.innerHTML = render.top_html(m, t, lang)
        self.bottom.innerHTML = render.bottom_html(m, t, lang)
        self.stage.hidden = not (m.picture is not None and m.state in (FRAME, TEACH))
        if not self.stage.hidden:
            self._draw_frame()
        self._show_note()
        if m.state == REVIEW:
            for node in self.top.querySelectorAll("canvas[data-crop]"):
                index = int(node.dataset.crop)
                image.draw_crop(node, self.canvas, m.tiles[index].corners)
        elif m.state == CHECK:
            for node in self.bottom.querySelectorAll("canvas[data-thumb]"):
                crop = self.crops.get(str(node.dataset.thumb))
                if crop is not None:
                    image.copy_onto(node, crop)

    def _draw_frame(self) -> None:
        """The frame's polygon, slot lines and corner handles over the photo."""
        m = self.manager
        width, height = int(self.canvas.width), int(self.canvas.height)
        # The photo as large as the panel allows, but never taller than most of the screen.
        self.stage.style.aspectRatio = f"{width} / {height}"
        self.stage.style.width = f"min(100%, calc(62dvh * {width} / {height}))"
        self.overlay.setAttribute("viewBox", f"0 0 {width} {height}")
        self.overlay.innerHTML = render.overlay_svg(m, self.i18n.digits)
        if m.corners is None:
            return
        for handle, (x, y) in zip(self.handles, m.corners, strict=True):
            handle.style.left = f"{100 * x / width:.3f}%"
            handle.style.top = f"{100 * y / height:.3f}%"

    def _show_note(self) -> None:
        note = self.manager.note
        if note is None:
            self.note_el.hidden = True
            self.note_el.textContent = ""
            return
        self.note_el.textContent = self._say(note)
        self.note_el.dataset.key = note.key
        self.note_el.classList.toggle("problem", note.problem)
        self.note_el.hidden = False

    def _announce_note(self) -> bool:
        """Say the note on show through the page's live region; False if there is none."""
        if self.manager.note is None:
            return False
        self.ctx.announce(self._say(self.manager.note))
        return True

    def _say(self, note: Note) -> str:
        lang = self.i18n.lang
        values = {k: tile_name(v, lang) if k == "tile" else v for k, v in note.values.items()}
        return self.i18n.t(note.key, **values)

    def _focus(self, selector: str) -> None:
        node = self.section.querySelector(selector)
        if not is_none(node):
            node.focus()

    # ---------------------------------------------------------------- long work, in slices

    async def _job(self, steps: Generator[Any, None, None], busy_key: str) -> float:
        """Run the manager's steps with the busy line showing, giving the browser a turn
        whenever a slice of work is done; the ms it took."""
        self.busy_text.textContent = self.i18n.t(busy_key)
        self.progress.value = 0
        self.busy_el.hidden = False
        await next_frame()
        start = mark = step = time.perf_counter()
        longest = 0.0
        spent: list[float] = []  # each step's ms
        try:
            for value in steps:
                now = time.perf_counter()
                spent.append((now - step) * 1000)
                if isinstance(value, float):
                    self.progress.value = value
                if now - mark >= SLICE_S:
                    longest = max(longest, now - mark)
                    await asyncio.sleep(0)
                    mark = time.perf_counter()
                step = time.perf_counter()
            now = time.perf_counter()
            spent.append((now - step) * 1000)
            longest = max(longest, now - mark)
        except Exception:  # a defect: say the photo could not be read, and log it
            self.manager.note = Note("ph.err.unreadable")
            raise
        finally:
            self.busy_el.hidden = True
        self.section.dataset.sliceMs = f"{longest * 1000:.1f}"
        self.section.dataset.stepsMs = ",".join(f"{ms:.1f}" for ms in spent)
        return (time.perf_counter() - start) * 1000

    def _run(self, coroutine: Any) -> None:
        """Start a task (one at a time): busy from now until it ends; a defect is logged."""
        if self.busy:
            coroutine.close()
            return
        self.busy = True
        self.section.dataset.busy = "1"
        asyncio.ensure_future(coroutine).add_done_callback(self._idle)

    def _idle(self, task: Any) -> None:
        self.busy = False
        self.section.dataset.busy = "0"
        self.busy_el.hidden = True
        error = task.exception()
        if error is not None:
            raise error

    # ---------------------------------------------------------------- events

    def _on_click(self, event: Any) -> None:
        if event.target == self.fix:  # the sheet's backdrop
            self.fix.close()
            return
        target = event.target.closest("[data-ph]")
        if is_none(target) or self.busy:
            return
        handler = getattr(self, f"_do_{str(target.dataset.ph).replace('-', '_')}", None)
        if handler is not None:
            handler(target)

    def _on_change(self, event: Any) -> None:
        target = event.target
        if target in self.inputs.values():
            files = target.files
            if not is_none(files) and int(files.length) > 0:
                self._run(self._open_file(files.item(0)))
            target.value = ""
        elif not is_none(target.getAttribute("data-ph-set")):
            self.manager.use_set(str(target.value) or None)
            self.render()
            self._announce_note()
            self._focus("#ph-set")

    def _do_close(self, target: Any) -> None:
        self.close()

    def _do_camera(self, target: Any) -> None:
        self.inputs["camera"].click()

    def _do_file(self, target: Any) -> None:
        self.inputs["file"].click()

    def _do_start(self, target: Any) -> None:
        self.manager.start()
        self.crops = {}
        self.render()
        self._focus("[data-ph]")

    def _do_teach(self, target: Any) -> None:
        self.manager.teach()
        self.crops = {}
        self.render()
        self._focus('[data-ph="camera"]')

    def _do_delete(self, target: Any) -> None:
        name = str(target.dataset.name)
        self.manager.remove_set(name)
        self.render()
        self.ctx.announce(self.i18n.t("ph.deleted", name=name))
        self._focus("#ph-set")

    async def _open_file(self, file: Any) -> None:
        """A photo chosen: decode it onto the canvas, find the row, split it."""
        start = time.perf_counter()
        self.busy_text.textContent = self.i18n.t("ph.busy.open")
        self.busy_el.hidden = False
        try:
            await image.draw_file(file, self.canvas)
        except image.NotAnImage:
            self.manager.note = Note("ph.err.not_an_image")
            self.render()
            self._announce_note()
            return
        picture = image.pixels(self.canvas)
        await self._job(self.manager.open_photo(picture), "ph.busy.open")
        self.section.dataset.openMs = f"{(time.perf_counter() - start) * 1000:.1f}"
        self.render()
        m = self.manager
        if not self._announce_note() and m.state == FRAME and m.shown_count:
            self.ctx.announce(self.i18n.t("ph.framed", count=m.shown_count))
        self._focus(".ph-corner")

    # ---------------------------------------------------------------- the frame

    def _corner(self, index: int) -> tuple[float, float]:
        corners = self.manager.corners
        return corners[index] if corners is not None else (0.0, 0.0)

    def _move(self, index: int, x: float, y: float) -> bool:
        moved = self.manager.move_corner(index, x, y)
        if moved:
            self._draw_frame()
        return moved

    def _dragging(self, index: int | None) -> None:
        """Show the loupe at the far side of the photo while a corner is held."""
        if index is None:
            self.loupe.hidden = True
            return
        x, y = self._corner(index)
        rect = self.canvas.getBoundingClientRect()
        side = LOUPE_SIDE_CSS * int(self.canvas.width) / max(1.0, float(rect.width))
        image.draw_loupe(self.loupe, self.canvas, x, y, side)
        self.loupe.classList.toggle("right", index in (0, 3))
        self.loupe.hidden = False

    def _moved(self) -> None:
        """A drag or key press ended: split the row in the new frame (the count, the slots)."""
        if self.manager.strip is None:
            self._run(self._split())

    async def _split(self, count: int | None = None, button: str = "") -> None:
        """Split the row again (a new frame, or the player's count), then show the count."""
        m = self.manager
        await self._job(m.split() if count is None else m.set_count(count), "ph.busy.count")
        self._draw_frame()
        self.bottom.innerHTML = render.bottom_html(m, self.i18n.t, self.i18n.lang)
        self._show_note()
        if not self._announce_note() and m.shown_count is not None:
            self.ctx.announce(f"{self.i18n.t('ph.count')}: {self.i18n.digits(m.shown_count)}")
        if button:
            self._focus(f'[data-ph="{button}"]:not([disabled])')

    def _do_fewer(self, target: Any) -> None:
        n = self.manager.shown_count
        if n is not None:
            self._run(self._split(n - 1, "fewer"))

    def _do_more(self, target: Any) -> None:
        n = self.manager.shown_count
        if n is not None:
            self._run(self._split(n + 1, "more"))

    # ---------------------------------------------------------------- reading

    def _do_read(self, target: Any) -> None:
        self._run(self._read())

    async def _read(self) -> None:
        m = self.manager
        ms = await self._job(m.read(), "ph.busy.read")
        self.section.dataset.readMs = f"{ms:.1f}"
        self.render()
        if m.state != REVIEW:
            self._announce_note()
            return
        self.on_hand(m.hand(), m.flowers(), True)  # a new photo: its own flower count
        self.ctx.announce(str(self.top.querySelector(".ph-summary").textContent))
        unsure = m.unsure
        self._focus(f'.ph-cell[data-index="{unsure[0] if unsure else 0}"]')

    def _do_reframe(self, target: Any) -> None:
        self.manager.state = FRAME
        self.render()
        self._focus(".ph-corner")

    def _do_fix(self, target: Any) -> None:
        """Open the correction sheet of a tile read."""
        index = int(target.dataset.index)
        self.fixing = index
        self.fix.innerHTML = render.fix_html(self.manager, index, self.i18n.t, self.i18n.lang)
        crop = self.fix.querySelector("canvas[data-crop]")
        image.draw_crop(crop, self.canvas, self.manager.tiles[index].corners)
        self.fix.showModal()
        self._focus_in_fix()

    def _focus_in_fix(self) -> None:
        node = self.fix.querySelector(".ph-likely .ph-pick")
        if is_none(node):
            node = self.fix.querySelector(".ph-pick[aria-current]")
        if is_none(node):
            node = self.fix.querySelector("button")
        node.focus()

    def _fix_closed(self) -> None:
        index, self.fixing = self.fixing, None
        if index is not None:
            self.render()
            self._focus(f'.ph-cell[data-index="{index}"]')

    def _changed(self, key: str, **values: Any) -> None:
        """A tile corrected: the hand goes to the scorer again, the sheet closes."""
        self.on_hand(self.manager.hand(), self.manager.flowers(), False)
        self.ctx.announce(self.i18n.t(key, **values))
        self.fix.close()

    def _do_set(self, target: Any) -> None:
        if self.fixing is None:
            return
        face = str(target.dataset.face)
        self.manager.correct(self.fixing, face)
        self._changed("ph.set_to", n=self.fixing + 1, name=tile_name(face, self.i18n.lang))

    def _do_keep(self, target: Any) -> None:
        if self.fixing is None:
            return
        face = self.manager.faces[self.fixing]
        self.manager.correct(self.fixing, face)
        self._changed("ph.set_to", n=self.fixing + 1, name=tile_name(face, self.i18n.lang))

    def _do_win(self, target: Any) -> None:
        if self.fixing is None:
            return
        self.manager.set_win(self.fixing)
        win = self.manager.win
        face = self.manager.faces[win] if win is not None else None
        if face is None:
            self._changed("ph.win_none")
        else:
            self._changed("ph.win_set", name=tile_name(face, self.i18n.lang))

    def _do_none(self, target: Any) -> None:
        if self.fixing is None:
            return
        self.manager.correct(self.fixing, None)
        self._changed("ph.removed", n=self.fixing + 1)

    def _do_unfix(self, target: Any) -> None:
        self.fix.close()

    def _do_remember(self, target: Any) -> None:
        """Add the corrections to the player's set (one tap for them all) and save it."""
        m = self.manager
        m.learn(self.i18n.t("ph.default_name"))
        self.render()
        self._announce_note()
        unsure = m.unsure
        self._focus(f'.ph-cell[data-index="{unsure[0]}"]' if unsure
                    else '#ph-bottom [data-ph="close"]')

    # ---------------------------------------------------------------- teaching

    def _do_learn(self, target: Any) -> None:
        self._run(self._learn())

    async def _learn(self) -> None:
        m = self.manager
        number, learnt = m.row, len(m.rows)
        ms = await self._job(m.teach_row(), "ph.busy.learn")
        self.section.dataset.learnMs = f"{ms:.1f}"
        if len(m.rows) > learnt:  # keep the row's crops for the check, from the photo on show
            row = m.rows[-1]
            for face, slot in zip(TEMPLATE[number - 1], row.slots, strict=True):
                self.crops[face] = image.keep_crop(self.canvas, slot.corners, *render.CROP)
            self.ctx.announce(self.i18n.t("ph.learned", n=number))
        self.render()
        if len(m.rows) <= learnt:
            self._announce_note()
        self._focus('.ph-cell[data-ph="swap"]' if m.state == CHECK else '[data-ph="camera"]')

    def _do_retake(self, target: Any) -> None:
        self.manager.retake()
        self.render()
        self._focus('[data-ph="camera"]')

    def _do_swap(self, target: Any) -> None:
        face = str(target.dataset.face)
        lang = self.i18n.lang
        if self.swap_from is None:
            self.swap_from = face
            target.setAttribute("aria-pressed", "true")
            self.ctx.announce(self.i18n.t("ph.swap_pick", name=tile_name(face, lang)))
            return
        first, self.swap_from = self.swap_from, None
        if first == face:
            target.setAttribute("aria-pressed", "false")
            return
        self.manager.swap(first, face)
        name = self.section.querySelector("#ph-name")
        typed = str(name.value) if not is_none(name) else ""
        self.render()
        if typed:
            self.section.querySelector("#ph-name").value = typed
        self.ctx.announce(self.i18n.t("ph.swapped", a=tile_name(first, lang),
                                      b=tile_name(face, lang)))
        self._focus(f'.ph-cell[data-face="{face}"]')

    def _do_save(self, target: Any) -> None:
        name = self.section.querySelector("#ph-name")
        saved = self.manager.save(str(name.value) if not is_none(name) else "")
        self.render()
        self._announce_note()
        if saved:
            self.crops = {}
            self._focus('[data-ph="camera"]')
        else:
            self._focus("#ph-name")
