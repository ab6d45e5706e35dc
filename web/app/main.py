"""The app shell: language, the fragment router between views (app.routes), and the end of
loading: Python takes the page over from its static shell (app.shell) and presses the button the
player pressed before it was up.

Each view lives in its own package and is imported the first time it is shown, so start-up does
not pay for the views the player has not opened; the MCR views' code is not even downloaded
until then (mcr.zip, table.zip: app.lazy).
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
from typing import Any

from engine import Records
from tiles import FACES

from app import dom, lazy, shell, tileset
from app.context import AppContext, View
from app.dom import escape
from app.i18n import LANGUAGES, Translator, pick_language
from app.routes import ROUTES, route
from app.storage import LocalStorage


class App:
    """Owns the views and switches between them as the fragment changes."""

    def __init__(self) -> None:
        storage = LocalStorage()
        records = Records(storage)
        navigator = dom.window.navigator
        browser = [str(x) for x in (navigator.languages or [navigator.language])]
        i18n = Translator(pick_language(records.get_setting("lang"), browser))
        i18n.use("common")
        self.ctx = AppContext(
            i18n=i18n,
            storage=storage,
            records=records,
            announce=dom.announce,
            navigate=self.navigate,
        )
        self.views: dict[str, View] = {}
        self.current: str | None = None
        self._fetching: set[str] = set()  # views whose lazy zips are on their way (app.lazy)
        self._fetches: dict[str, Any] = {}  # the task that opens each such view
        self._tile_images: list[Any] = []  # a chosen tile set's pictures, kept while fetched

    def start(self) -> None:
        early = shell.hand_over()
        picker = dom.by_id("lang")
        picker.value = self.ctx.i18n.lang
        dom.on(picker, "change", lambda event: self.set_language(str(picker.value)))
        tileset.apply(tileset.chosen(self.ctx.records))
        dom.on(dom.by_id("tiles-menu"), "change",
               lambda event: self.set_tiles(str(event.target.value)))
        dom.on(dom.window, "hashchange", lambda event: self.route())
        self._label_page()
        self.ctx.pressed, self.ctx.offered_layout = early.action, early.layout
        if early.lang == self.ctx.i18n.lang:
            self.ctx.shell_box = early.box
        self.route()
        dom.by_id("loading").hidden = True
        shell.restore(early)
        view = self.views.get(self.current or "")
        if early.action and hasattr(view, "press"):
            view.press(early.action)
        self.ctx.pressed = self.ctx.offered_layout = self.ctx.shell_box = None
        asyncio.ensure_future(self._ready_when_drawn())

    async def _ready_when_drawn(self) -> None:
        """The page is ready (``data-state`` leaves "loading") once the view shown is drawn
        (its code fetched, if it was still on its way) and its pictures are decoded: the
        scorer's 34 picker tiles are never blank when it says so."""
        fetching = self._fetches.get(self.current or "")
        if fetching is not None:
            with contextlib.suppress(Exception):  # a failed fetch shows its own message
                await fetching
        section = dom.by_id(f"view-{self.current}") if self.current else None
        if not dom.is_none(section):
            pending = [img.decode() for img in section.querySelectorAll("img")
                       if not img.complete]
            for decoded in pending:  # decoding side by side; waited for one after another
                with contextlib.suppress(Exception):  # a broken picture does not hold the page
                    await decoded
        if dom.document.documentElement.dataset.state == "loading":
            dom.document.documentElement.dataset.state = "start"

    def navigate(self, fragment: str) -> None:
        if str(dom.window.location.hash) == fragment:
            self.route()
        else:
            dom.window.location.hash = fragment

    def route(self) -> None:
        self._show(*route(str(dom.window.location.hash or "")))

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.ctx.i18n.lang = lang
        self.ctx.records.set_setting("lang", lang)
        self._label_page()
        for view in self.views.values():
            view.relabel()

    def set_tiles(self, set_id: str) -> None:
        """Show the tile set chosen in every view, keep the choice, and fetch the set's
        pictures at once (the service worker keeps them for offline play)."""
        if set_id not in tileset.SETS:
            return
        self.ctx.records.set_setting(tileset.SETTING, set_id)
        tileset.apply(set_id)
        self._tile_images = tileset.fetch_all(set_id, FACES)

    def _label_page(self) -> None:
        dom.document.documentElement.lang = self.ctx.i18n.lang
        dom.document.title = self.ctx.i18n.t("app.name")
        self.ctx.i18n.apply(dom.document)
        self._title_view()

    def _show(self, name: str, module: str, route: str) -> None:
        if self.current and self.current != name and self.current in self.views:
            self.views[self.current].hide()
        for _, other, _ in ROUTES:
            dom.by_id(f"view-{other}").hidden = other != name
        view = self.views.get(name)
        zips = lazy.VIEW_ZIPS.get(module, ())
        if view is None and zips and not (all(lazy.loaded(url) for url in zips)
                                          and lazy.pyscript_up()):  # its code is not here yet
            self.current = name
            self._mark_current(name)
            self._fetch_view(name, zips)
            return
        if view is None:
            view = importlib.import_module(module).create(self.ctx)
            self.views[name] = view
        self.current = name
        self._mark_current(name)
        try:
            view.show(route)
        except Exception:  # a link the view could not read: its start, and a word about it
            self._refused(name, view, route)
        self._title_view()

    def _refused(self, name: str, view: View, route: str) -> None:
        """A view raised on the rest of the address (a link the app did not make): the error
        goes to the console as any error would (tests fail on it), the address loses that rest,
        and the view opens at its start with a line saying the link could not be opened. When
        even its start fails, the line alone, and the views' links to go elsewhere."""
        import traceback

        dom.window.console.error(traceback.format_exc())
        prefix = next(p for p, n, _ in ROUTES if n == name)
        dom.window.history.replaceState(None, "", f"#/{prefix}")
        section = dom.by_id(f"view-{name}")
        try:
            if route:
                view.show("")
        except Exception:
            dom.window.console.error(traceback.format_exc())
            section.innerHTML = ""
        note = dom.document.createElement("p")
        note.className = "view-loading view-refused"
        note.setAttribute("role", "alert")
        note.textContent = self.ctx.i18n.t("view.err.link")
        section.prepend(note)

    def _mark_current(self, name: str) -> None:
        dom.document.documentElement.dataset.view = name
        for link in dom.document.querySelectorAll("nav.views a"):
            current = link.id == f"nav-{name}"
            if current:
                link.setAttribute("aria-current", "page")
            else:
                link.removeAttribute("aria-current")

    def _fetch_view(self, name: str, zips: tuple[str, ...]) -> None:
        """A view whose code is in lazy zips (app.lazy): a loading line in its section until the
        zips are in, then the view, if the player is still on it; on failure, a way to retry."""
        section = dom.by_id(f"view-{name}")
        t = self.ctx.i18n.t
        section.dataset.state = "loading"
        section.innerHTML = (f'<p class="view-loading" role="status">{escape(t("view.loading"))}'
                             "</p>")
        self._title_view()
        if name not in self._fetching:
            self._fetching.add(name)
            self._fetches[name] = asyncio.ensure_future(self._open_fetched(name, zips))

    async def _open_fetched(self, name: str, zips: tuple[str, ...]) -> None:
        section = dom.by_id(f"view-{name}")
        t = self.ctx.i18n.t
        try:
            for url in zips:
                await lazy.load_zip(url)
            await lazy.pyscript()
        except Exception:  # offline with nothing cached, a server error: say so, let them retry
            section.dataset.state = "failed"
            section.innerHTML = (
                f'<p class="view-loading" role="alert">{escape(t("view.err.load"))}</p>'
                f'<p class="view-loading"><button type="button" class="btn">'
                f'{escape(t("view.retry"))}</button></p>')
            dom.on(section.querySelector("button"), "click", lambda event: self.route())
            return
        finally:
            self._fetching.discard(name)
        section.removeAttribute("data-state")
        if self.current == name:
            self.route()

    def _title_view(self) -> None:
        """The page's level-one heading names the view shown (its name in the navigation),
        unless the view has a level-one heading of its own."""
        title = dom.by_id("view-title")
        if self.current is None or title is None:
            return
        section = dom.by_id(f"view-{self.current}")
        title.hidden = not dom.is_none(section.querySelector("h1"))
        link = dom.by_id(f"nav-{self.current}")  # (the editor has none: its own h1 names it)
        if not dom.is_none(link):
            title.textContent = link.textContent


def start() -> Any:
    """Create the app and show the view the fragment names."""
    app = App()
    app.start()
    return app


def boot() -> Any:
    """Start the app as the page's start-up calls it (web/boot.js, once Python is up): an error
    that stops it is shown in the page (boot.js's mahjongFailed), then raised."""
    try:
        return start()
    except Exception as error:
        failed = getattr(dom.window, "mahjongFailed", None)
        if failed is not None:
            failed(f"{type(error).__name__}: {error}")
        raise
