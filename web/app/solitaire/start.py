"""The solitaire's start screen (the panel "start" of app.solitaire.view): the layout picker in
the order that fits the screen best (app.solitaire.fit), the lines about the player's records
(the deal to continue, today's best, the streak), kept for the next visit's static start screen
(app.shell), and that static screen taken over as it stands when it shows what this one would.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from engine import saved as saves

from app import dom, shell
from app.solitaire import panels
from app.solitaire.fit import picker_order
from app.solitaire.manager import today


class StartScreen:
    """The start screen of the solitaire view ``view`` (whose layout settings it reads and
    sets: ``layout_id``, ``layout_chosen``, ``picker_ids``, ``layout_filter``)."""

    def __init__(self, view: Any) -> None:
        self.view = view

    def draw(self) -> None:
        """Draw the start screen in the panel's box (emptied), lending it the deal buttons."""
        view = self.view
        buttons = [view.buttons["todays-deal"], view.buttons["new-deal"]]
        for b in buttons:
            b.classList.add("big")
        view.buttons["todays-deal"].classList.add("primary")
        if view.manager.pending is not None or view.manager.status in ("playing", "stuck"):
            view.buttons["todays-deal"].classList.remove("primary")  # Continue leads
        lines = self.start_lines()
        view.picker = panels.start_screen(
            view.box, view.i18n, self.picker_layouts(), view.layout_id, lines["today-best"],
            buttons, lines["continue-info"], lines["streak"], view.layout_filter,
        )
        view.set_state("start")
        self.remember_start(lines)

    def start_lines(self) -> dict[str, str | None]:
        """The start screen's lines about the player's records, by element id: the deal in
        progress (None without one), today's best and the streak of the layout chosen; and
        that layout's description."""
        view = self.view
        return {"continue-info": self.continue_info(), "today-best": self.today_best(),
                "streak": self.streak_line(),
                "layout-about": panels.about_line(view.i18n, view.find_layout(view.layout_id))}

    def show_lines(self, lines: dict[str, str | None]) -> None:
        """Put `start_lines` into the start screen's elements (those it has)."""
        for element_id, text in lines.items():
            node = dom.by_id(element_id)
            if text is not None and not dom.is_none(node) and node.textContent != text:
                node.textContent = text

    def remember_start(self, lines: dict[str, str | None] | None = None) -> None:
        """The start screen's record-dependent lines (`start_lines`, made now unless given),
        for the next visit's static start screen (app.shell): today's, and the streak's as it
        will read tomorrow."""
        view = self.view
        day = today()
        tomorrow = day + timedelta(days=1)
        layout = view.find_layout(view.layout_id).name(view.i18n.lang)
        streak = view.ctx.records.streak(view.layout_id, tomorrow)
        overall = view.ctx.records.overall_streak(tomorrow, view.picker_ids)
        lines = {
            **(lines or self.start_lines()),
            "streak-next": panels.streak_line(view.i18n, layout, streak, tomorrow, overall),
        }
        shell.remember_start(view.ctx.storage, view.i18n.lang, day.isoformat(), view.layout_id,
                             lines)

    def in_picker_order(self) -> list[Any]:
        """Every layout in the order the picker shows them on this screen (the records list
        them so)."""
        view = self.view
        view.board.fit()
        return picker_order(view.layouts, *view.board.box)

    def take_offered_layout(self) -> None:
        """The layout a deal pressed on the static start screen deals: the one that screen
        showed as chosen (web/shell.js orders its picker by picker_order's own table), else
        the picker's first for the board's box now."""
        view = self.view
        if view.layout_chosen:
            return
        if view.ctx.offered_layout in view.picker_ids:
            view.layout_id = view.ctx.offered_layout
        else:
            self.picker_layouts()

    def picker_layouts(self) -> list[Any]:
        """The layouts in the picker's order for the board's box now; until the player has
        chosen one, the best fit is the one offered."""
        view = self.view
        view.board.fit()  # the board's box now: the same at the start as in play
        view.ordered_box = view.board.box
        ordered = picker_order(view.layouts, *view.board.box)
        view.picker_ids = [layout.id for layout in ordered]
        if not view.layout_chosen:
            view.layout_id = view.picker_ids[0]
        return ordered

    def order_picker(self) -> None:
        """Put the picker's cards in the order for the board's box now (after a rotation)."""
        view = self.view
        if view.board.box == view.ordered_box:
            return  # ordered for this box already
        before = list(view.picker_ids)
        chosen = view.layout_id
        self.picker_layouts()
        if view.picker_ids == before:
            return
        picker = view.box.querySelector(".layout-picker")
        if not picker:
            return
        focused = dom.document.activeElement
        for layout_id in view.picker_ids:
            card = dom.by_id(f"layout-{layout_id}")
            if card:
                picker.appendChild(card)
        if focused and focused.isConnected and focused != dom.document.body:
            focused.focus()
        if view.layout_id != chosen:
            view.layout_id = chosen  # a resize never changes the layout shown as chosen

    def take_static(self) -> dict[str, str | None] | None:
        """Take over the static start screen (app.shell) as it stands, once, if it shows what
        this one would (else None: it is drawn anew): the picker's order and its chosen layout
        as web/shell.js made them for the board's box, the lines about the player's records as
        they read now (returned)."""
        view = self.view
        if not view.static_start:
            return None
        view.static_start = False
        picker = view.box.querySelector(".layout-picker")
        cards = [] if dom.is_none(picker) else list(picker.children)
        ids = [str(card.getAttribute("data-layout")) for card in cards]
        chosen = [layout_id for layout_id, card in zip(ids, cards, strict=True)
                  if card.getAttribute("aria-checked") == "true"]
        if (sorted(ids) != sorted(view.picker_ids) or len(chosen) != 1
                or (view.layout_chosen and chosen[0] != view.layout_id)):
            return None
        view.layout_id = chosen[0]  # (the lines are the chosen layout's)
        lines = self.start_lines()
        if (lines["continue-info"] is None) != dom.is_none(dom.by_id("continue-info")):
            return None
        view.picker, view.picker_ids = picker, ids
        pressed = view.box.querySelector('.filter-chip[aria-pressed="true"]')
        if not dom.is_none(pressed):
            view.layout_filter = str(pressed.getAttribute("data-filter"))
        view.ordered_box = view.ctx.shell_box
        self.show_lines(lines)
        return lines

    def restore_deal_buttons(self) -> None:
        """Put today's-deal and new-deal back in the toolbar (the start screen borrows them)."""
        view = self.view
        first_menu = view.buttons["layouts"]
        for name in ("todays-deal", "new-deal"):
            node = view.buttons[name]
            node.classList.remove("big")
            node.classList.remove("primary")
            if node.parentNode != view.deal_group:
                view.deal_group.insertBefore(node, first_menu)

    def continue_info(self) -> str | None:
        """The line about the deal Continue goes back to (None if there is none)."""
        view = self.view
        manager = view.manager
        pending = manager.pending
        if pending is not None:
            layout_id, seconds = pending.deal.layout_id, pending.elapsed
            left = saves.board_size(pending.board)
        elif manager.status in ("playing", "stuck"):
            layout_id, seconds = manager.layout_id, manager.elapsed()
            left = manager.game.tiles_left
        else:
            return None
        return view.i18n.t(
            "sol.start.continue_info",
            layout=view.find_layout(layout_id).name(view.i18n.lang),
            time=view.i18n.clock(seconds),
            n=left,
        )

    def today_best(self) -> str:
        view = self.view
        layout = view.find_layout(view.layout_id).name(view.i18n.lang)
        best = view.ctx.records.stats(view.layout_id, today()).daily_best
        if best is None:
            return view.i18n.t("sol.start.today_none", layout=layout)
        return view.i18n.t("sol.start.today_best", layout=layout, time=view.i18n.clock(best))

    def streak_line(self) -> str:
        view = self.view
        layout = view.find_layout(view.layout_id).name(view.i18n.lang)
        day = today()
        streak = view.ctx.records.streak(view.layout_id, day)
        overall = view.ctx.records.overall_streak(day, view.picker_ids)
        return panels.streak_line(view.i18n, layout, streak, day, overall)

    def choose_layout(self, layout_id: str) -> None:
        view = self.view
        view.layout_chosen = True
        if layout_id == view.layout_id:
            view.ctx.records.set_setting("layout", layout_id)
            return
        view.layout_id = layout_id
        view.ctx.records.set_setting("layout", layout_id)
        for card in view.box.querySelectorAll(".layout-card"):
            chosen = card.getAttribute("data-layout") == layout_id
            card.setAttribute("aria-checked", "true" if chosen else "false")
            card.setAttribute("tabindex", "0" if chosen else "-1")
        panels.show_feature(view.i18n, view.find_layout(layout_id))
        lines = self.start_lines()
        self.show_lines(lines)
        self.remember_start(lines)

    def show_chosen(self) -> None:
        """Scroll the start panel back to its top, where the chosen layout's card and the deal
        buttons are (a card tapped down in the picker: one tap more starts its deal)."""
        for element_id in ("sol-panel", "sol-overlay"):
            node = dom.by_id(element_id)
            if not dom.is_none(node):
                node.scrollTop = 0

    def key(self, event: Any) -> None:
        """Arrow keys move through the layout picker (a radio group)."""
        view = self.view
        target = event.target
        if target is None or not target.classList.contains("layout-card"):
            return
        step = {"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}.get(
            str(event.key)
        )
        if step is None:
            return
        ids = [i for i in view.picker_ids if not dom.by_id(f"layout-{i}").hidden]
        index = (ids.index(str(target.getAttribute("data-layout"))) + step) % len(ids)
        self.choose_layout(ids[index])
        dom.by_id(f"layout-{ids[index]}").focus()
        event.preventDefault()
