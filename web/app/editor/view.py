"""The layout editor's page (`#/editor`, or `#/editor/CODE/NAME` from a shared link): events in
(taps and keys on the board, the tools, the name, the file and code fields), the model
(engine.layout_editor) changed, and the page drawn again from it: the board as one SVG, the
layer, the count and the verdict, the share link and code, the player's own layouts.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import engine
import keeping
from engine.kmahjongg import layout_name_for, read_kmahjongg
from engine.layout import runs_of
from engine.layout_code import decode_layout, encode_layout
from engine.layout_editor import HEIGHT, LAYERS, WIDTH, EditorModel, error_key, placed_at

from app import dom
from app.context import AppContext
from app.solitaire.custom import clean_name, custom_layouts

STYLESHEET = "./styles/editor.css"
UNIT_X, UNIT_Y = 24, 30  # px of a half-unit: a tile is 48 x 60 px, a tap target of 44 and more
LIFT = 4  # px a layer is drawn up and to the left of the one under it
KEYS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


CODE_MAX = 1000  # characters: a code of 144 tiles in runs of one is under 600
LINK_NAME_MAX = 400  # characters of a name still %-escaped (40 Devanagari letters: 360)
HEX = set("0123456789abcdefABCDEF")
WORK = "mj.v1.editor-work"  # the layout being made (see the module docstring)


class LinkError(ValueError):
    """A shared link the page did not make: `key` says why in the reader's language."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def read_link(code: str, quoted: str) -> tuple[list, str]:
    """A shared link's layout (positions) and name (%-decoded, cleaned): LinkError if the link
    is too long or its %-escapes are not UTF-8, ValueError (engine.layout_code) if the code is
    not a layout's. The name is all of the rest of the address ("/", "?" and "#" in it are the
    name's: a hand-typed link holds them raw), and a "%" that begins no escape (a hand-typed
    "50%") is the name's own, as browsers read an address."""
    from urllib.parse import unquote

    if len(code) > CODE_MAX:
        raise LinkError("ed.link.long")
    if len(quoted) > LINK_NAME_MAX:
        raise LinkError("ed.link.name")
    lone = "".join(
        "%25" if ch == "%" and not (quoted[i + 1:i + 2] in HEX and quoted[i + 2:i + 3] in HEX)
        else ch for i, ch in enumerate(quoted))
    try:
        name = unquote(lone, errors="strict")
    except UnicodeDecodeError:
        raise LinkError("ed.link.name") from None
    return decode_layout(code), clean_name(name)


class EditorView:
    """The layout editor (see the module docstring)."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.i18n = ctx.i18n
        self.custom = custom_layouts(ctx)
        self.model = EditorModel()
        self.cursor = (WIDTH // 2 - 1, HEIGHT // 2 - 1)
        self.name = ""
        self._restore()
        self.section = dom.by_id("view-editor")
        dom.stylesheet(STYLESHEET, "ed-css", self.section)
        dom.on(self.section, "click", self._click)  # once: the page inside is drawn again
        self._draw_page()

    # ------------------------------------------------------------------ View protocol

    def show(self, route: str) -> None:
        """`route`: "" or "/CODE/NAME" (a shared link): a layout that can be dealt is kept
        among the player's own and dealt at once in the solitaire (issue 53: the friend opened
        the editor, and lost the layout after a reload); a broken link is refused at the code
        box, nothing kept."""
        code, _, quoted = route.lstrip("/").partition("/")  # the name: all the rest, "/" too
        edit = self.ctx.extras.pop("edit", None)  # the solitaire's "Back to the editor"
        if edit is not None and not code:
            self._back_from_play(str(edit))
        if code:
            dom.window.history.replaceState(None, "", "#/editor")
            if self._open_link(code, quoted):
                return
        self.render()

    def _open_link(self, code: str, quoted: str) -> bool:
        """Open a shared link's layout: True if it was kept and sent to be played."""
        try:
            positions, name = read_link(code, quoted)
        except LinkError as exc:
            self._code_error(self.i18n.t(exc.key))
            dom.by_id("ed-code-in").value = code[:CODE_MAX] if len(code) <= CODE_MAX else ""
            return False
        except ValueError as exc:
            self._code_error(self.i18n.t("ed.bad_code", why=self.i18n.t(error_key(str(exc)))))
            return False
        self._load(positions, name)
        if not self.model.verdict().ok:
            return False  # shown in the editor with what is wrong with it
        layout = self.custom.save(self.name or self.i18n.t("ed.name_default"), positions)
        self.name = layout.name(self.i18n.lang)
        self.ctx.extras["play"] = (layout.id, True)  # today's deal of it, as the friend's
        dom.window.location.replace("#/")
        return True

    def _back_from_play(self, layout_id: str) -> None:
        """Back from a test play: the layout played, if the editor holds another one."""
        from app.solitaire.custom import custom_id

        if self.model.count and custom_id(self.model.positions()) == layout_id:
            return
        self._edit(layout_id)

    def hide(self) -> None:
        pass

    def relabel(self) -> None:
        self._draw_page()

    # ------------------------------------------------------------------ the page

    def _draw_page(self) -> None:
        t, esc = self.i18n.t, dom.escape
        tool = '<button type="button" class="btn" id="{0}">{1}</button>'
        copy = '<button type="button" class="btn ed-copy" id="{0}">{1}</button>'
        self.section.innerHTML = (
            f'<div class="ed"><h1 id="ed-title">{esc(t("ed.title"))}</h1>'
            f'<p class="ed-help">{esc(t("ed.help"))}</p>'
            f'<div class="ed-bar" role="toolbar" aria-label="{esc(t("ed.bar"))}">'
            + tool.format("ed-layer-down", esc(t("ed.layer_down")))
            + '<span class="ed-layer" id="ed-layer"></span>'
            + tool.format("ed-layer-up", esc(t("ed.layer_up")))
            + f'<button type="button" class="btn" id="ed-mirror" aria-pressed="false">'
            f'{esc(t("ed.mirror"))}</button>'
            + tool.format("ed-undo", esc(t("ed.undo")))
            + tool.format("ed-clear", esc(t("ed.clear")))
            + '</div>'
            f'<div class="ed-wrap"><div class="ed-board" id="ed-board" tabindex="0" '
            f'role="application" aria-label="{esc(t("ed.board"))}" '
            f'aria-describedby="ed-keys"></div></div>'
            # under the board, its room kept: a line that wraps moves nothing a finger aims at
            '<p class="ed-status" id="ed-status" role="status" aria-live="polite"></p>'
            f'<p class="ed-keys fine" id="ed-keys">{esc(t("ed.keys"))}</p>'
            f'<p class="ed-name"><label for="ed-name">{esc(t("ed.name"))}</label>'
            f'<input id="ed-name" maxlength="40" autocomplete="off"></p>'
            '<div class="panel-actions ed-actions">'
            f'<button type="button" class="btn primary" id="ed-try">{esc(t("ed.try"))}</button>'
            f'<button type="button" class="btn" id="ed-save">{esc(t("ed.save"))}</button></div>'
            f'<p class="ed-note" id="ed-note" role="alert"></p>'
            f'<section class="ed-share" id="ed-share" aria-labelledby="ed-share-title">'
            f'<h2 id="ed-share-title">{esc(t("ed.share"))}</h2>'
            f'<p class="fine">{esc(t("ed.share_info"))}</p>'
            f'<p><label for="ed-link">{esc(t("ed.link"))}</label>'
            '<input id="ed-link" readonly>'
            + copy.format("ed-copy-link", esc(t("ed.copy_link"))) + '</p>'
            f'<p><label for="ed-code">{esc(t("ed.code"))}</label>'
            '<input id="ed-code" readonly>'
            + copy.format("ed-copy-code", esc(t("ed.copy_code"))) + '</p>'
            '<p class="ed-copied" id="ed-copied" role="status"></p></section>'
            f'<section aria-labelledby="ed-import-title"><h2 id="ed-import-title">'
            f'{esc(t("ed.import"))}</h2>'
            f'<p><label for="ed-file">{esc(t("ed.file"))}</label>'
            '<input type="file" id="ed-file" accept=".layout,text/plain"></p>'
            f'<p><label for="ed-code-in">{esc(t("ed.code_in"))}</label>'
            '<input id="ed-code-in" autocomplete="off" spellcheck="false" '
            'aria-describedby="ed-code-error">'
            f'<button type="button" class="btn" id="ed-open">{esc(t("ed.open"))}</button></p>'
            '<p class="ed-error" id="ed-code-error" role="alert"></p>'
            '</section>'
            f'<section aria-labelledby="ed-mine-title"><h2 id="ed-mine-title">'
            f'{esc(t("ed.mine"))}</h2><ul class="ed-mine" id="ed-mine"></ul></section>'
            f'<p><a class="btn" href="#/" id="ed-back">{esc(t("ed.back"))}</a></p></div>'
        )
        self.board = dom.by_id("ed-board")
        dom.on(self.board, "keydown", self._key)
        dom.on(dom.by_id("ed-name"), "input", lambda event: self._named())
        dom.on(dom.by_id("ed-file"), "change", lambda event: asyncio.ensure_future(
            self._import_file()))
        for field in ("ed-link", "ed-code"):
            dom.on(dom.by_id(field), "focus", lambda event: event.target.select())
        self.render()

    def render(self) -> None:
        """Draw the board, the tools' state, the count and verdict, the share fields and the
        player's own layouts from the model."""
        model, t = self.model, self.i18n.t
        self.board.innerHTML = self._svg()
        dom.by_id("ed-layer").textContent = t("ed.layer", n=model.layer + 1)
        dom.by_id("ed-layer-down").disabled = model.layer == 0
        dom.by_id("ed-layer-up").disabled = model.layer >= LAYERS - 1
        dom.by_id("ed-mirror").setAttribute("aria-pressed", "true" if model.mirror else "false")
        dom.by_id("ed-undo").disabled = not model.can_undo
        dom.by_id("ed-clear").disabled = not model.count
        verdict = model.verdict()
        status = dom.by_id("ed-status")
        status.textContent = t("ed.status", count=count_text(self.i18n, model.count),
                               verdict=t(verdict.key))
        status.classList.toggle("ok", verdict.ok)
        name_field = dom.by_id("ed-name")
        if clean_name(str(name_field.value)) != self.name:  # (spaces being typed stay)
            name_field.value = self.name
        for button_id in ("ed-try", "ed-save"):
            dom.by_id(button_id).disabled = not verdict.ok
        share = dom.by_id("ed-share")
        share.hidden = not verdict.ok
        if verdict.ok:
            code = encode_layout(model.positions())
            name = self.name or t("ed.name_default")
            base = str(dom.window.location.href).split("#", 1)[0]
            dom.by_id("ed-link").value = (
                f"{base}#/editor/{code}/{dom.window.encodeURIComponent(name)}")
            dom.by_id("ed-code").value = code
        self._draw_mine()

    def _changed(self) -> None:
        """After a change the player made: drawn, and the work kept."""
        self.render()
        self._keep()

    def _keep(self) -> None:
        """Keep the layout being made and its name (WORK), after each change the player makes
        (not when a view or a link draws it: a link refused must leave what is stored as it
        was); nothing kept once both are empty."""
        if not self.model.count and not self.name:
            keeping.forget(self.ctx.storage, WORK)
            return
        entry = {"v": 1, "name": self.name, "runs": [list(run) for run in runs_of(
            sorted(self.model.tiles))]}
        self.ctx.storage.set(WORK, json.dumps(entry, ensure_ascii=False))

    def _restore(self) -> None:
        """The layout being made when the page was last left (WORK), tile by tile, each placed
        only where it fits as a tap would place it (layer by layer): a broken entry gives what
        of it fits, or an empty editor, and is dropped."""
        def read(text: str) -> tuple[list, str]:
            data = keeping.read_json(text, 1)
            runs, name = data.get("runs"), data.get("name", "")
            if not isinstance(runs, list) or not isinstance(name, str):
                raise ValueError("the work needs its tiles and its name")
            tiles = []
            for run in runs:
                if not (isinstance(run, list) and len(run) == 4 and all(
                        isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 256
                        for v in run)):
                    raise ValueError(f"not a run of tiles: {run!r}")
                z, y, x, count = run
                tiles.extend((x + 2 * k, y, z) for k in range(count))
            return tiles, clean_name(name)

        work = keeping.load(self.ctx.storage, WORK, read)
        if work is None:
            return
        tiles, self.name = work
        for x, y, z in sorted(tiles, key=lambda p: (p[2], p[1], p[0])):
            if self.model.fits((x, y, z)):
                self.model.tiles.add((x, y, z))

    def _svg(self) -> str:
        """The board: a faint grid of whole tiles, every tile (the layers above the one worked
        on see-through), the keyboard's cursor."""
        model = self.model
        width, height = WIDTH * UNIT_X + LAYERS * LIFT, HEIGHT * UNIT_Y + LAYERS * LIFT
        parts = [f'<svg viewBox="{-LAYERS * LIFT} {-LAYERS * LIFT} {width} {height}" '
                 f'width="{width}" height="{height}" aria-hidden="true">',
                 f'<rect class="ed-felt" x="0" y="0" width="{WIDTH * UNIT_X}" '
                 f'height="{HEIGHT * UNIT_Y}"/>']
        for x in range(0, WIDTH + 1, 2):
            parts.append(f'<path class="ed-grid" d="M{x * UNIT_X} 0v{HEIGHT * UNIT_Y}"/>')
        for y in range(0, HEIGHT + 1, 2):
            parts.append(f'<path class="ed-grid" d="M0 {y * UNIT_Y}h{WIDTH * UNIT_X}"/>')
        for x, y, z in sorted(model.tiles, key=lambda p: (p[2], p[1], p[0])):
            where = "below" if z < model.layer else "here" if z == model.layer else "above"
            parts.append(
                f'<rect class="ed-tile {where} z{min(z, 4)}" x="{x * UNIT_X - z * LIFT + 1}" '
                f'y="{y * UNIT_Y - z * LIFT + 1}" width="{2 * UNIT_X - 2}" '
                f'height="{2 * UNIT_Y - 2}" rx="4"/>')
        cx, cy = self.cursor
        lift = model.layer * LIFT
        parts.append(f'<rect class="ed-cursor" x="{cx * UNIT_X - lift}" y="{cy * UNIT_Y - lift}" '
                     f'width="{2 * UNIT_X}" height="{2 * UNIT_Y}" rx="5"/></svg>')
        return "".join(parts)

    def _draw_mine(self) -> None:
        t, esc = self.i18n.t, dom.escape
        mine = self.custom.all()
        if not mine:
            html = f'<li class="fine">{esc(t("ed.mine_none"))}</li>'
        else:
            html = "".join(
                f'<li><span class="ed-mine-name">{esc(x.name(self.i18n.lang))}</span> '
                f'<span class="fine">{esc(count_text(self.i18n, x.size))}</span>'
                f'<button type="button" class="btn" data-edit="{x.id}">'
                f'{esc(t("ed.edit", name=x.name(self.i18n.lang)))}</button>'
                f'<button type="button" class="btn" data-delete="{x.id}">'
                f'{esc(t("ed.delete", name=x.name(self.i18n.lang)))}</button></li>'
                for x in mine)
        dom.by_id("ed-mine").innerHTML = html

    # ------------------------------------------------------------------ events

    def _click(self, event: Any) -> None:
        target = event.target
        if dom.is_none(target):
            return
        if self.board.contains(target):
            rect = self.board.querySelector("svg").getBoundingClientRect()
            px = float(event.clientX) - float(rect.left) - LAYERS * LIFT + self.model.layer * LIFT
            py = float(event.clientY) - float(rect.top) - LAYERS * LIFT + self.model.layer * LIFT
            self.cursor = placed_at(px, py, UNIT_X, UNIT_Y)
            self.model.tap(*self.cursor)
            self._changed()
            return
        button = target.closest("button")
        if dom.is_none(button):
            return
        name = str(button.id or "")
        model = self.model
        if name == "ed-layer-down":
            model.set_layer(model.layer - 1)
        elif name == "ed-layer-up":
            model.set_layer(model.layer + 1)
        elif name == "ed-mirror":
            model.mirror = not model.mirror
        elif name == "ed-undo":
            model.undo()
        elif name == "ed-clear":
            model.clear()
        elif name == "ed-try":
            self._try()
            return
        elif name == "ed-save":
            self._save()
        elif name == "ed-open":
            self._open_code(str(dom.by_id("ed-code-in").value))
        elif name in ("ed-copy-link", "ed-copy-code"):
            self._copy(name.replace("copy-", ""))
            return
        elif button.getAttribute("data-edit"):
            self._edit(str(button.getAttribute("data-edit")))
        elif button.getAttribute("data-delete"):
            self.custom.delete(str(button.getAttribute("data-delete")))
        else:
            return
        self._changed()

    def _key(self, event: Any) -> None:
        """The board's keys: arrows move the cursor half a tile, Enter or Space places or
        removes, Page Up / Page Down change the layer."""
        key = str(event.key)
        model = self.model
        if key in KEYS:
            dx, dy = KEYS[key]
            x, y = self.cursor
            self.cursor = (max(0, min(WIDTH - 2, x + dx)), max(0, min(HEIGHT - 2, y + dy)))
        elif key in ("Enter", " "):
            model.tap(*self.cursor)
        elif key in ("PageUp", "PageDown"):
            model.set_layer(model.layer + (1 if key == "PageUp" else -1))
        else:
            return
        event.preventDefault()
        self._changed()
        self._reveal_cursor()

    def _reveal_cursor(self) -> None:
        cursor = self.board.querySelector(".ed-cursor")
        if cursor:
            cursor.scrollIntoView(False)  # (nearest would be better; a plain flag needs no JS)

    def _named(self) -> None:
        self.name = clean_name(str(dom.by_id("ed-name").value))
        if self.model.verdict().ok:
            self.render()
        self._keep()

    # ------------------------------------------------------------------ actions

    def _layout(self) -> engine.Layout:
        """The layout being made, as the player's own (its id from its shape)."""
        from engine.layout import LANGUAGES, layout_of

        from app.solitaire.custom import custom_id

        positions = self.model.positions()
        name = self.name or self.i18n.t("ed.name_default")
        return layout_of(custom_id(positions), positions, dict.fromkeys(LANGUAGES, name))

    def _try(self) -> None:
        """Deal the layout in the solitaire (app.solitaire.view takes it from the context):
        kept as the draft under test (app.solitaire.custom), so that a reload loses neither it
        nor its deal, but not among the player's own layouts until they save it."""
        if not self.model.verdict().ok:
            return
        layout = self.custom.try_out(self.name, self.name or self.i18n.t("ed.name_default"),
                                     self.model.positions())
        self.ctx.extras["play"] = (layout.id, False)
        self.ctx.navigate("#/")

    def _save(self) -> None:
        if not self.model.verdict().ok:
            return
        layout = self.custom.save(self.name or self.i18n.t("ed.name_default"),
                                  self.model.positions())
        self.name = layout.name(self.i18n.lang)
        self._note(self.i18n.t("ed.saved"))

    def _edit(self, layout_id: str) -> None:
        layout = self.custom.get(layout_id)
        if layout is not None:
            typed = self.custom.typed_name(layout_id)  # the draft under test: its name as typed
            self._load(layout.positions, layout.name(self.i18n.lang) if typed is None else typed)

    def _load(self, positions: Any, name: str) -> None:
        self.model.load(positions)
        self.name = clean_name(name)
        self._note(self.i18n.t("ed.opened", name=self.name or self.i18n.t("ed.name_default"),
                               tiles=count_text(self.i18n, self.model.count)))

    def _open_code(self, code: str) -> None:
        """Open a code typed or pasted: a bad one is refused at its box, the name kept."""
        if len(code) > CODE_MAX:
            self._code_error(self.i18n.t("ed.link.long"))
            return
        try:
            positions = decode_layout(code)
        except ValueError as exc:
            self._code_error(self.i18n.t("ed.bad_code", why=self.i18n.t(error_key(str(exc)))))
            return
        self._code_error("")
        self._load(positions, self.name)

    def _code_error(self, text: str) -> None:
        """Say what is wrong with a code at its box (empty: nothing is)."""
        dom.by_id("ed-code-error").textContent = text
        field = dom.by_id("ed-code-in")
        if text:
            field.setAttribute("aria-invalid", "true")
            self.ctx.announce(text)
        else:
            field.removeAttribute("aria-invalid")

    def _copy(self, field_id: str) -> None:
        """Copy the share link or code (the clipboard, else the text selected to copy by hand)."""
        field = dom.by_id(field_id)
        text = str(field.value)
        said = dom.by_id("ed-copied")

        def done(ok: bool) -> None:
            said.textContent = self.i18n.t("ed.copied" if ok else "ed.copy_manual")
            if not ok:
                field.focus()
                field.select()

        clipboard = getattr(dom.window.navigator, "clipboard", None)
        if dom.is_none(clipboard) or clipboard is None:
            done(False)
            return

        async def write() -> None:
            try:
                await clipboard.writeText(text)
            except Exception:  # refused (no permission, not focused): copy by hand
                done(False)
            else:
                done(True)

        asyncio.ensure_future(write())

    async def _import_file(self) -> None:
        """Read the KMahjongg .layout file chosen (as KMahjongg reads it: engine.kmahjongg)."""
        field = dom.by_id("ed-file")
        files = field.files
        if not files or not files.length:
            return
        chosen = files.item(0)
        text = str(await chosen.text())
        try:
            positions = read_kmahjongg(text)
        except ValueError as exc:
            self._note(self.i18n.t("ed.bad_file", why=self.i18n.t(error_key(str(exc)))))
        else:
            self._load(positions, layout_name_for(str(chosen.name)))
        field.value = ""
        self._changed()

    def _note(self, text: str) -> None:
        dom.by_id("ed-note").textContent = text
        self.ctx.announce(text)


def count_text(i18n: Any, n: int) -> str:
    """A number of tiles: "1 tile", "3 tiles", "१ टाइल"."""
    return i18n.tn("ed.count", n, n=n)


def create(ctx: AppContext) -> EditorView:
    """The editor view for the router."""
    ctx.i18n.use("editor")
    return EditorView(ctx)
