"""The solitaire view: the toolbar, the board and the panels, wired to the game manager.

Events come in (tile clicks, buttons, keys; zoom and pan gestures through
app.solitaire.gestures), go to the manager (the engine), and the result is rendered out: the
board's tiles, the toolbar, the root's `data-state` (start, playing, stuck, won, lost) and a
sentence in the live region for screen readers. Giving up, or leaving a started deal for
another, asks first (it counts as a loss). The manager saves the deal in progress after every
move; the start screen offers to continue it. The layout picker lists first the layouts that
fit the screen best (app.solitaire.fit); a win of the daily deal can be shared
(app.solitaire.share).
"""

from __future__ import annotations

from typing import Any

import engine
from pyodide.ffi import create_proxy

from app import dom
from app.context import AppContext
from app.solitaire import panels, settings, share
from app.solitaire.board import Board
from app.solitaire.custom import custom_layouts
from app.solitaire.gestures import DOUBLE_TAP_MS, Gestures
from app.solitaire.input import BoardArrows, Keys
from app.solitaire.manager import DEFAULT_LAYOUT, GameManager, SolitaireState, today
from app.solitaire.panels import DEAL_BUTTONS, GAME_BUTTONS, MENU_BUTTONS
from app.solitaire.sound import Sounds
from app.solitaire.start import StartScreen
from app.solitaire.zoom import Viewport

DEALS = tuple(button_id for button_id, _, _ in DEAL_BUTTONS)
CLOCK_MS = 250
SMALL_TILE = 30.0  # px: a tile narrower than this on a screen held upright gets the fit hint
SAVE_TICKS = 20  # also save the clock every 5 s (a move saves at once)
SHUFFLE_MS = 700  # the shuffle's animation (solitaire.css: tiles-shuffle) ends by then


def now_ms() -> float:
    return float(dom.window.performance.now())


class SolitaireView:
    """The page of the solitaire game (see the module docstring)."""

    def __init__(self, ctx: AppContext) -> None:
        self._created = now_ms()
        self.ctx = ctx
        self.i18n = ctx.i18n
        self.manager = GameManager(ctx.records, storage=ctx.storage,
                                   layouts=custom_layouts(ctx).get)
        self.section = dom.by_id("view-solitaire")
        self.panel: str | None = None  # start, stuck, end, stats, help, confirm
        self._confirm: tuple[str, str | None] | None = None  # (kind, panel to go back to)
        self._ticks = 0
        self._shown = False  # the view is on show (the router's show/hide)
        self.timer: Any = None
        self._tick_proxy = create_proxy(self._tick)
        self._shown_clock = ""
        self.custom = custom_layouts(ctx)
        # no built-in layout read yet: a deal pressed early reads its own
        ids = engine.layout_ids() + [x.id for x in self.custom.all()]
        self.picker_ids = ids  # in the order shown (the picker's, once it is drawn)
        stored = ctx.records.get_setting("layout")
        self.layout_chosen = stored in ids  # else the best fit for the screen is offered
        self.layout_id = stored if stored in ids else (
            DEFAULT_LAYOUT if DEFAULT_LAYOUT in ids else ids[0]
        )
        self.layout_filter = "all"  # the picker's filter (app.solitaire.fit.FILTERS)
        self.buttons: dict[str, Any] = {}
        self.ordered_box: tuple[float, float] | None = None  # the picker's order is for it
        self._last_pick_ms = -1e9  # when a tile was last picked (a double tap's first tap?)
        self.state: SolitaireState | None = None  # what was drawn last (GameManager.state)
        self.start = StartScreen(self)
        """The start screen: the layout picker, the lines about the records (its own file)."""
        self.settings = settings.read(ctx.records)
        self.manager.light_matches = self.settings.light
        self.sounds = Sounds()  # nothing fetched until sound is on
        self._build()
        self._apply_settings()
        self.keys = Keys(self._key)
        self.arrows = BoardArrows(self.board, self._positions)
        # A phone may kill a hidden tab: keep the clock of the deal in progress; and the clock
        # counts play alone: it stops while the tab is hidden.
        dom.on(dom.document, "visibilitychange", lambda event: self._visibility())
        dom.on(dom.window, "pagehide", lambda event: self._save())

    # ------------------------------------------------------------------ skeleton

    def _build(self) -> None:
        """The toolbar, the board's box and the panel over it: the static start screen's own
        elements when this view may take them over (app.shell), else drawn anew."""
        static = self._static_root()
        root = static if static is not None else panels.skeleton(self.section, self.i18n)
        self.static_start = static is not None  # its start screen is taken over too (self.start)
        self.root = root
        gear = dom.by_id("board-settings")
        if gear:  # (a static start screen written before the board's settings had a button)
            dom.on(gear, "click", lambda event: self._action("settings"))
        self.name_node = dom.by_id("sol-layout-name")
        self.daily_node = dom.by_id("sol-daily")
        self.clock_node = dom.by_id("clock")
        self.left_node = dom.by_id("tiles-left")
        self.game_group = root.querySelector(".sol-group.game")
        self.deal_group = root.querySelector(".sol-group.deals")
        for button_id, _, _ in GAME_BUTTONS + DEAL_BUTTONS + MENU_BUTTONS:
            node = dom.by_id(button_id)
            dom.on(node, "click", lambda event, name=button_id: self._action(name))
            self.buttons[button_id] = node
        self.wrap = dom.by_id("board-wrap")
        self.board = Board(dom.by_id("board"), self.wrap, self._pick)
        self.edit_button = dom.by_id("edit-layout")
        dom.on(self.edit_button, "click", lambda event: self._action("edit-layout"))
        self.fit_hint = dom.by_id("fit-hint")
        self._fit_dismissed = ""  # the deal whose hint the player put away
        dom.on(dom.by_id("fit-zoom"), "click", lambda event: self._action("fit-zoom"))
        dom.on(dom.by_id("fit-dismiss"), "click", lambda event: self._action("fit-dismiss"))
        self.zoom_button = dom.by_id("zoom-whole")
        dom.on(self.zoom_button, "click", lambda event: self._action("zoom-whole"))
        self.gestures = Gestures(self.wrap, self.board, self._double_tap)
        self.board.on_view = self._view_changed
        self.overlay = dom.by_id("sol-overlay")
        self.box = dom.by_id("sol-panel")
        dom.on(self.box, "click", self._panel_click)
        dom.on(self.box, "change", self._panel_change)
        dom.on(self.box, "keydown", self.start.key)
        # Refit whenever the board's box changes: window resize, toolbar wrapping, rotation.
        self._fit_proxy = create_proxy(lambda entries, observer: self._resized())
        dom.window.ResizeObserver.new(self._fit_proxy).observe(self.wrap)

    def _static_root(self) -> Any:
        """The static start screen's root, if it is still in the section as it was written
        (web/shell.js ran it in this language), else None."""
        if self.ctx.shell_box is None:
            return None
        root = self.section.querySelector(":scope > .sol")  # the Python page's own, captured
        return None if dom.is_none(root) else root

    def _positions(self) -> dict[int, tuple[int, int, int]]:
        deal = self.manager.deal
        return {t.id: (t.x, t.y, t.z) for t in deal.tiles} if deal is not None else {}

    # ------------------------------------------------------------------ View protocol

    def show(self, route: str) -> None:
        self.keys.active = True
        self._shown = True
        self._follow_clock()
        play = self.ctx.extras.pop("play", None)  # (layout id, daily): the editor's, a link's
        if play is not None and self._play(*play):
            return
        if self._created is not None:  # for bench/browser.py: our own start-up cost
            self.section.setAttribute("data-start-ms", f"{now_ms() - self._created:.1f}")
            self._created = None
        if self.manager.game is None:
            if self.ctx.pressed in DEALS and not self.manager.in_progress:
                self.start.take_offered_layout()  # dealt at once, without the start screen
            else:
                self.open_start()
        else:
            self._start_clock()
            self.board.fit()

    def _play(self, layout_id: str, daily: bool) -> bool:
        """Deal a layout the editor kept (a shared link's, a test play's)."""
        self.custom = custom_layouts(self.ctx)
        if self.custom.get(layout_id) is None:
            return False
        self.layout_id = layout_id
        if any(x.id == layout_id for x in self.custom.all()):  # (not the draft under test)
            if layout_id not in self.picker_ids:
                self.picker_ids = [*self.picker_ids, layout_id]
            self.layout_chosen = True
            self.ctx.records.set_setting("layout", layout_id)
            self.ordered_box = None  # the picker is drawn again with it
        if self.manager.in_progress:
            self._ask("today" if daily else "new")  # the deal in progress would be lost: ask
        else:
            self.start_deal(daily=daily)
        return True

    def hide(self) -> None:
        self.keys.active = False
        self._shown = False
        self.manager.pause_clock()
        self._stop_clock()
        self._save()

    def _visibility(self) -> None:
        self._follow_clock()
        if str(dom.document.visibilityState) == "hidden":
            self._save()

    def _follow_clock(self) -> None:
        """The clock runs only while the board is in sight (no panel, the tab shown)."""
        if (self._shown and self.panel is None
                and str(dom.document.visibilityState) != "hidden"):
            self.manager.run_clock()
        else:
            self.manager.pause_clock()

    def _save(self) -> None:
        if self.manager.status in ("playing", "stuck"):
            self.manager.save()
        self.start.remember_start()

    def press(self, button_id: str) -> None:
        """A button of the start screen pressed before Python was up (app.shell): press it."""
        self._action(button_id)

    def relabel(self) -> None:
        self.i18n.apply(self.section)
        if self.manager.game is not None:
            self.render()
        if self.panel is not None:
            self._open(self.panel)

    # ------------------------------------------------------------------ actions

    def _action(self, name: str) -> bool:
        """A toolbar button, panel button or key; True if it did something."""
        manager = self.manager
        playing = manager.game is not None and manager.status in ("playing", "stuck")
        self.board.root.classList.remove("instant")
        if name in ("todays-deal", "end-today", "new-deal", "end-new"):
            kind = "today" if "today" in name else "new"
            if manager.in_progress:
                self._ask(kind)  # leaving a started deal counts as a loss: ask first
            else:
                self.start_deal(daily=kind == "today")
        elif name == "continue-deal":
            self.continue_deal()
        elif name == "open-editor":
            self.ctx.navigate("#/editor")
        elif name == "edit-layout":
            if self.custom.get(self.manager.layout_id) is not None:
                self.ctx.extras["edit"] = self.manager.layout_id
            self.ctx.navigate("#/editor")
        elif name == "confirm-give-up":
            self._confirmed()
        elif name == "cancel-give-up":
            self._cancel_confirm()
        elif name in ("layouts", "end-layouts"):
            self.open_start()
        elif name in ("stats", "help", "settings"):
            if self.panel == name:  # pressed again: closed (issue 53)
                self._close()
            else:
                self._open(name)
        elif name in ("panel-close", "panel-close-top"):
            self._close()
        elif name == "escape":
            return self._escape()
        elif name == "share" and self.panel == "end":
            self._share()
        elif self.panel in ("start", "stats", "help", "settings", "end", "confirm"):
            return False  # game keys wait while a panel covers the board
        elif name in ("zoom-in", "zoom-out") and manager.game is not None:
            self.gestures.step(1 if name == "zoom-in" else -1, self._focus_point())
            focused = dom.document.activeElement
            if focused and focused.hasAttribute("data-tile-id"):
                self.board.reveal(focused)  # the board's edges may have moved it out of view
        elif name == "fit-zoom" and manager.game is not None:
            self.gestures.step(2)
        elif name == "fit-dismiss" and manager.deal is not None:
            self._fit_dismissed = f"{manager.deal.layout_id}/{manager.deal.seed}"
            self.fit_hint.hidden = True
            self.board.focus_free()
        elif name in ("zoom-whole", "zoom-reset") and manager.game is not None:
            if not self.board.view.zoomed:
                return False
            self.gestures.whole()
        elif name in ("undo", "stuck-undo") and playing:
            if not manager.undo():
                return False
            self.render()
            self.ctx.announce(self.i18n.t("sol.ann.undone"))
        elif name == "redo" and playing:
            if not manager.redo():
                return False
            self.render()
            self.ctx.announce(self.i18n.t("sol.ann.redone"))
        elif name == "hint" and playing:
            self._hint()
        elif name == "stuck-back" and playing:
            steps = self.state.way_back if self.state.dead_end else None
            if not steps or not manager.back(steps):
                return False
            self.render()
            self.ctx.announce(self.i18n.t("sol.ann.undone"))
        elif name == "stuck-new" and playing:
            self._ask("new")
        elif name in ("shuffle", "stuck-shuffle") and playing:
            if self.buttons["shuffle"].disabled:
                return False
            self._shuffle()
        elif name in ("give-up", "stuck-end") and playing:
            self._ask("give-up")
        else:
            return False
        return True

    def _ask(self, kind: str) -> None:
        """Open the question before a deal is lost: give-up, or a new / today's deal."""
        back = self.panel if self.panel in ("start", "stuck") else None
        self._confirm = (kind, back)
        self._open("confirm")

    def _confirmed(self) -> None:
        if self._confirm is None:
            return
        kind, _ = self._confirm
        self._confirm = None
        if kind == "give-up":
            self.panel = None  # the end panel replaces the question
            self.manager.forfeit()
            self.render()
        else:
            self.start_deal(daily=kind == "today")

    def _cancel_confirm(self) -> None:
        """Keep playing: back to the board, the stuck panel or the start screen."""
        if self._confirm is None:
            return
        _, back = self._confirm
        self._confirm = None
        if back is not None:
            self._open(back)
        else:
            self._close()

    def _key(self, action: str) -> bool:
        if action in ("undo", "redo", "hint", "shuffle"):
            button = self.buttons[action]
            if button.disabled:
                return False
        return self._action(action)

    def _escape(self) -> bool:
        if self.panel == "confirm":
            self._cancel_confirm()
            return True
        if self.panel in ("stats", "help", "settings"):
            self._close()
            return True
        if self.panel == "start" and self.manager.status in ("playing", "stuck"):
            self._close()
            return True
        game = self.manager.game
        if self.panel is None and game is not None and game.selected is not None:
            self._pick(game.selected)
            return True
        return False

    def start_deal(self, daily: bool) -> None:
        """Deal a new deal (a started one, asked about before, counts as given up)."""
        if self.manager.in_progress:
            self.manager.forfeit()  # leaving a started deal counts as giving it up
        own = self._own(self.layout_id)
        deal = self.manager.start(own if own is not None else self.layout_id, daily)
        key = "sol.ann.started_daily" if daily else "sol.ann.started"
        self._enter(deal, key, len(deal.tiles))

    def continue_deal(self) -> None:
        """Back to the deal in progress: the one on the table, or the one saved last visit."""
        manager = self.manager
        if manager.pending is None:
            if manager.status in ("playing", "stuck"):
                self._close()
            return
        deal = manager.resume()
        self.board.root.classList.add("instant")  # the tiles already gone leave at once
        self._enter(deal, "sol.ann.continued", manager.game.tiles_left)

    def _enter(self, deal: engine.Deal, announce_key: str, n: int) -> None:
        # The panel closed first: the toolbar has its buttons back and the board is fitted
        # once, to the box it keeps (each fit and focus makes the browser lay the page out).
        self._close(render=False, refocus=False)
        self.sounds.on = self.settings.sound  # a deal on the board: its sounds, if on
        self.board.build(deal.tiles, self.manager.looks(self._label))
        self.render()
        self._start_clock()
        layout = self.find_layout(deal.layout_id).name(self.i18n.lang)
        self.ctx.announce(self.i18n.t(announce_key, layout=layout, n=n))
        self.board.focus_free()

    def _pick(self, tile_id: int, by_pointer: bool = False, at_ms: float | None = None) -> None:
        """A tile was tapped or clicked (`by_pointer`; `at_ms` its event's time stamp), or
        pressed with Enter/Space."""
        t0 = now_ms()
        manager = self.manager
        if manager.game is None or manager.status != "playing" or self.panel is not None:
            return
        self.board.root.classList.remove("instant")
        click = manager.click(tile_id)
        # the tap's own time, not when it was handled: on a busy phone the second tap of a
        # double tap may be handled long after the first
        self._last_pick_ms = (at_ms if at_ms is not None else t0) if by_pointer else -1e9
        self.render()
        self.board.root.setAttribute("data-last-click-ms", f"{now_ms() - t0:.3f}")
        self._announce_click(click)
        if click.kind == "match":
            self.sounds.play("win" if self.state.status == "won" else "pair")
        elif click.kind in ("reselect", "blocked"):  # a pick that does not pair, or a blocked tile
            self.sounds.play("wrong")

    def _double_tap(self, tile_id: int | None, at_ms: float | None = None) -> bool:
        """A double tap on `tile_id` (or on the felt; `at_ms` the second tap's time stamp) may
        zoom in: first take back what its first tap did to the selection. Not after that tap
        removed a pair: the second tap then picks the tile it uncovered."""
        manager = self.manager
        if manager.game is None or manager.status != "playing" or self.panel is not None:
            return False
        if (at_ms if at_ms is not None else now_ms()) - self._last_pick_ms > 2 * DOUBLE_TAP_MS:
            manager.last_click = None  # the first tap picked nothing (the felt; not the keys)
        if not manager.take_back_selection(tile_id):
            return False
        self.render()
        return True

    def _focus_point(self) -> tuple[float, float] | None:
        """The middle of the focused tile in the board's box, for the zoom keys (None: the
        middle of the box)."""
        node = dom.document.activeElement
        if not node or not node.hasAttribute("data-tile-id"):
            return None
        rect = node.getBoundingClientRect()
        return self.board.to_box(
            float(rect.left) + float(rect.width) / 2, float(rect.top) + float(rect.height) / 2
        )

    def _view_changed(self, view: Viewport) -> None:
        self._show_fit_hint(view)
        zoomed = view.zoomed
        self.zoom_button.hidden = not zoomed
        self.wrap.classList.toggle("zoomed", zoomed)
        self.board.root.setAttribute("data-zoom", f"{view.zoom:.3f}")

    def _show_fit_hint(self, view: Viewport) -> None:
        """Small tiles on a screen held upright: the hint (turn, zoom) until put away."""
        deal = self.manager.deal
        width, height = self.board.box
        tile = 2 * self.board.scale[0] * view.zoom
        small = (deal is not None and 0 < width < height and tile < SMALL_TILE
                 and self._fit_dismissed != f"{deal.layout_id}/{deal.seed}")
        self.fit_hint.hidden = not small
        self.fit_hint.setAttribute("data-tile", f"{tile:.1f}")

    def _resized(self) -> None:
        """The board's box changed (resize, rotation, the toolbar wrapping): refit, and put
        the picker in the order for the new shape."""
        self.board.fit()
        if self.panel == "start":
            self.start.order_picker()

    def _share(self) -> None:
        """Share the win of the daily deal (Web Share API, else the clipboard)."""
        ended = self.state.ended if self.state is not None else None
        if ended is None or not ended.result.won or ended.result.daily is None:
            return
        result = ended.result
        text = share.share_text(
            self.i18n,
            self.find_layout(result.layout_id).name(self.i18n.lang),
            result.daily,
            result.seconds,
            ended.hint_used,
            ended.shuffle_used,
            share.app_address(dom.window.location),
        )
        title = self.i18n.t("sol.share.title")
        share.send(text, title, lambda outcome: self._shared(outcome, text))

    def _shared(self, outcome: str, text: str) -> None:
        if self.panel != "end" or outcome == "cancelled":
            return
        key = {"shared": "sol.share.shared", "copied": "sol.share.copied"}.get(
            outcome, "sol.share.manual"
        )
        said = self.i18n.t(key)
        panels.share_status(self.box, said, text if outcome == "manual" else None)
        self.ctx.announce(said)

    # ------------------------------------------------------------------ board settings, motion

    def _panel_change(self, event: Any) -> None:
        """A field of the settings panel changed: keep and apply the settings at once."""
        if self.panel != "settings":
            return
        old, new = self.settings, settings.chosen(self.box, self.settings)
        if new == old:
            return
        self.settings = new
        settings.write(self.ctx.records, new)
        self._apply_settings()
        if new.light != old.light and self.manager.game is not None:
            self.render()

    def _apply_settings(self) -> None:
        """The background on the view's root, the matching light on the manager, sound on
        or off (turned on, its files are fetched; at start-up only once a deal is on the board)."""
        self.root.setAttribute("data-bg", self.settings.background)
        self.manager.light_matches = self.settings.light
        if self.manager.game is not None:  # (else with the first deal: not during start-up)
            self.sounds.on = self.settings.sound

    def _motion(self) -> bool:
        """False when the player asked the system for reduced motion: no animation class is
        set at all then (solitaire.css also animates only under no-preference)."""
        try:
            return not dom.window.matchMedia("(prefers-reduced-motion: reduce)").matches
        except Exception:  # no matchMedia: the CSS media query still decides
            return True

    def _animate_shuffle(self) -> None:
        """The tiles left turn over as they are dealt anew (the class goes after SHUFFLE_MS)."""
        root = self.board.root
        root.classList.remove("shuffling")
        _ = root.offsetWidth  # a reflow between: a second shuffle plays the animation again
        root.classList.add("shuffling")
        if getattr(self, "_unshuffle", None) is None:
            self._unshuffle = create_proxy(lambda *args: root.classList.remove("shuffling"))
        dom.window.setTimeout(self._unshuffle, SHUFFLE_MS)

    def _hint(self) -> None:
        t0 = now_ms()
        pair = self.manager.hint()
        self.render()
        self.board.root.setAttribute("data-last-hint-ms", f"{now_ms() - t0:.3f}")
        if pair:
            a, b = (self._face_name(self.manager.face(t)) for t in pair)
            self.ctx.announce(self.i18n.t("sol.ann.hint", a=a, b=b))
        else:
            self.ctx.announce(self._stuck_title())

    def _stuck_title(self) -> str:
        """What the stuck panel's title says: no pair left, or no way out at all."""
        return self.i18n.t("sol.dead.title" if self.state.dead_end else "sol.stuck.title")

    def _shuffle(self) -> None:
        t0 = now_ms()
        done = self.manager.shuffle()
        self.render()
        self.board.root.setAttribute("data-last-shuffle-ms", f"{now_ms() - t0:.3f}")
        if done:
            self.sounds.play("shuffle")
            if self._motion():
                self._animate_shuffle()
        self.ctx.announce(self.i18n.t("sol.ann.shuffled" if done else "sol.ann.noshuffle"))

    def _announce_click(self, click: Any) -> None:
        kind = click.kind
        names = [self._face_name(self.manager.face(t)) for t in click.tiles]
        name = names[0] if names else ""
        if kind == "match":
            text = self.i18n.t("sol.ann.removed", tile=name, n=self.state.tiles_left)
        elif kind in ("select", "reselect", "mismatch"):
            text = self.i18n.t("sol.ann.selected", tile=names[-1] if names else "")
        elif kind == "deselect":
            text = self.i18n.t("sol.ann.deselected")
        elif kind == "blocked":
            text = self.i18n.t("sol.ann.blocked", tile=name)
        else:
            return
        if self.state.status == "won":
            return  # the end panel announces the win
        if self.state.status == "stuck":  # said together: a later text would replace it
            text = f"{text} {self._stuck_title()}"
        self.ctx.announce(text)

    # ------------------------------------------------------------------ rendering

    def _face_name(self, face: str) -> str:
        if len(face) == 2 and face[0].isdigit():  # a suit's name, its rank in the reader's digits
            return self.i18n.t(f"face.{face[1]}", n=int(face[0]))
        return self.i18n.t(f"face.{face}")

    def _label(self, face: str, state: str) -> str:
        return self.i18n.t(f"sol.tile.{state}", tile=self._face_name(face))

    def render(self) -> None:
        """Bring the board, the toolbar and the state up to date with the game: drawn from one
        value (``GameManager.state``), not from the engine itself."""
        state = self.state = self.manager.state(self._label)
        self.board.update(state.looks)
        status = state.status
        active = status in ("playing", "stuck")
        self.buttons["undo"].disabled = not (active and state.can_undo)
        self.buttons["redo"].disabled = not (active and state.can_redo)
        for name in ("hint", "shuffle", "give-up"):
            self.buttons[name].disabled = not active
        if state.dead_end:  # no arrangement of the tiles left clears: a shuffle cannot help
            self.buttons["shuffle"].disabled = True
        self.left_node.textContent = self.i18n.t("sol.left", n=state.tiles_left)
        self.name_node.textContent = self.find_layout(state.layout_id).name(self.i18n.lang)
        self.edit_button.hidden = self._own(state.layout_id) is None
        self.daily_node.textContent = self.i18n.t("sol.daily_tag") if state.daily else ""
        self.daily_node.hidden = state.daily is None
        self._show_clock()
        if self.panel in ("start", "stats", "help", "settings", "confirm"):
            return
        if status == "stuck":
            if self.panel != "stuck":
                self.ctx.announce(self._stuck_title())
            self._open("stuck")
        elif status in ("won", "lost"):
            self._stop_clock()
            if self.panel == "end":
                return  # already shown (a relabel redraws it)
            self._open("end")
            if status == "won":
                self.ctx.announce(self.i18n.t("sol.ann.won", time=self.i18n.clock(state.seconds)))
            else:
                self.ctx.announce(self.i18n.t("sol.lost.title"))
        else:
            if self.panel == "stuck":
                self._close(render=False)
            self.set_state("playing")

    def set_state(self, state: str) -> None:
        """The page's state (start, playing, stuck, won...), on <html data-state> for the styles."""
        dom.document.documentElement.dataset.state = state

    # ------------------------------------------------------------------ clock

    def _start_clock(self) -> None:
        self._stop_clock()
        if self.manager.status in ("playing", "stuck"):
            self.timer = dom.window.setInterval(self._tick_proxy, CLOCK_MS)

    def _stop_clock(self) -> None:
        if self.timer is not None:
            dom.window.clearInterval(self.timer)
            self.timer = None

    def _tick(self, *args: Any) -> None:
        self._show_clock()
        if self.manager.status not in ("playing", "stuck"):
            self._stop_clock()
            return
        self._ticks += 1
        if self._ticks % SAVE_TICKS == 0:
            self.manager.save()

    def _show_clock(self) -> None:
        text = self.i18n.clock(self.manager.elapsed())
        if text != self._shown_clock:
            self._shown_clock = text
            self.clock_node.textContent = text

    # ------------------------------------------------------------------ panels

    def open_start(self) -> None:
        ids = engine.layout_ids() + [layout.id for layout in self.custom.all()]  # none parsed
        if self.layout_id not in ids:  # the draft under test (app.solitaire.custom): not offered
            stored = self.ctx.records.get_setting("layout")
            self.layout_id = stored if stored in ids else (
                DEFAULT_LAYOUT if DEFAULT_LAYOUT in ids else ids[0])
            if not self.layout_chosen:
                self.start.picker_layouts()  # unchosen: the best fit for the box is offered
        self._open("start")

    @property
    def layouts(self) -> list[Any]:
        """Every layout in display order (read at the first use: the picker, the stats)."""
        return engine.layouts() + self.custom.all()

    def find_layout(self, layout_id: str) -> engine.Layout:
        """A layout by its id: a built-in one or one of the player's own."""
        return self.custom.get(layout_id) or engine.get_layout(layout_id)

    def _own(self, layout_id: str) -> engine.Layout | None:
        """The layout to deal if it is not a built-in one (the player's own)."""
        return self.custom.get(layout_id)

    def _open(self, name: str) -> None:
        """Show one panel over the board (replacing any other)."""
        returning = self.panel is None
        if returning:
            self._focus_back = dom.document.activeElement
        taken = self.start.take_static() if name == "start" else None
        if taken is None:
            self.start.restore_deal_buttons()
            dom.clear(self.box)
        self.box.className = f"sol-panel panel-{name}"
        self.panel = name
        self._follow_clock()  # the board is covered: the clock of play stops
        i18n = self.i18n
        if taken is not None:
            self.set_state("start")
            self.start.remember_start(taken)
        elif name == "start":
            self.start.draw()
        elif name == "confirm":
            panels.confirm_panel(self.box, i18n, self._confirm[0] if self._confirm else "give-up")
        elif name == "stuck":
            state = self.state
            if state.dead_end:
                panels.dead_end_panel(self.box, i18n, state.tiles_left, state.way_back,
                                      state.can_undo)
            else:
                panels.stuck_panel(self.box, i18n, state.can_undo)
            self.set_state("stuck")
        elif name == "end":
            state = self.state
            layout = self.find_layout(state.layout_id)
            overall = self.ctx.records.overall_streak(today(), self.picker_ids)
            panels.end_panel(self.box, i18n, state.ended, layout.name(i18n.lang),
                             state.daily is not None, layout, overall)
            self.set_state(state.status)
            if state.status == "won" and self._motion():
                self.box.classList.add("celebrate")
        elif name == "stats":
            day = today()
            records = self.ctx.records
            rows = [
                (
                    layout.name(i18n.lang),
                    records.stats(layout.id, day),
                    records.streak(layout.id, day),
                    records.recent_wins(layout.id),
                )
                for layout in self.start.in_picker_order()
            ]
            panels.stats_panel(self.box, i18n, rows, records.overall_streak(day, self.picker_ids))
        elif name == "help":
            panels.help_panel(self.box, i18n)
        elif name == "settings":
            settings.settings_panel(self.box, i18n, self.settings)
        self.overlay.hidden = False
        self.overlay.className = f"sol-overlay overlay-{name}"
        self.board.root.inert = True  # tiles under a panel are out of reach of Tab and clicks
        self.gestures.active = False
        self.box.scrollTop = 0
        if name in ("help", "stats", "settings"):
            self.box.setAttribute("tabindex", "-1")  # reading panels: focus starts at the top
            self.box.focus()
            return
        self.box.removeAttribute("tabindex")
        if name == "confirm":  # the safe answer has the focus
            dom.by_id("cancel-give-up").focus()
            return
        first = self.box.querySelector(".panel-actions button:not([disabled])")
        if first is not None:
            first.focus()

    def _close(self, render: bool = True, refocus: bool = True) -> None:
        """Hide the panel and go back to the board (`refocus=False`: the caller focuses)."""
        was = self.panel
        self.start.restore_deal_buttons()
        self.panel = None
        self._follow_clock()
        self.overlay.hidden = True
        self.board.root.inert = False
        self.gestures.active = True
        dom.clear(self.box)
        if self.manager.game is None:
            self.open_start()
            return
        if render:
            self.render()
        if not refocus:
            return
        if was in ("start", "stats", "help", "settings", "confirm"):
            back = getattr(self, "_focus_back", None)
            if back is not None and back.isConnected and back != dom.document.body:
                back.focus()
            else:
                self.board.focus_free()
        elif not dom.document.activeElement or dom.document.activeElement == dom.document.body:
            self.board.focus_free()  # the stuck panel's button pressed went with the panel

    def _panel_click(self, event: Any) -> None:
        target = event.target.closest("button") if event.target else None
        if not target:  # not on a button (a switch's label): JS null arrives as a falsy jsnull
            return
        layout_id = target.getAttribute("data-layout")
        if layout_id:
            self.start.choose_layout(str(layout_id))
            if event.detail:  # a tap or a click, not a key: the card and its deal in view
                self.start.show_chosen()
            return
        filter_name = target.getAttribute("data-filter")
        if filter_name:
            self.layout_filter = str(filter_name)
            panels.show_filter(self.box, self.layout_filter)
            return
        button_id = str(target.id or "")
        if button_id and button_id not in self.buttons:
            self._action(button_id)

def wasm_memory_bytes(*args: Any) -> int:
    """The size of Pyodide's WebAssembly memory, for bench/browser.py (-1 if unknown)."""
    try:
        import pyodide_js

        return int(pyodide_js._module.HEAPU8.byteLength)
    except Exception:  # not under Pyodide, or its internals moved
        return -1


def create(ctx: AppContext) -> SolitaireView:
    """The solitaire view for the router."""
    ctx.i18n.use("solitaire")
    dom.window.mahjongWasmBytes = create_proxy(wasm_memory_bytes)
    return SolitaireView(ctx)
