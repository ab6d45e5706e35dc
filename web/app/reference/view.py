"""The fan reference view: the 81 fans by points, a search box, the counting rules.

Drawn in one innerHTML write per language; the search only hides and shows cards. A tap on an
example is a plain link to the scorer's fragment for that hand. The text searched is kept under
SEARCH, `{"v": 1, "text": ...}`, so that a reload finds it and the list it filters as the
player left them (forgotten once empty).
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

import keeping
from pyscript import window
from pyscript.ffi import is_none

from app import dom
from app.context import AppContext
from app.reference.render import list_html, rules_html

SEARCH = "mj.v1.reference.search"
MAX_SEARCH = 200  # characters kept of a search (no fan's name is a tenth of it)


def read_search(text: str) -> str:
    """The search text kept under SEARCH; ValueError if the entry is not one (then dropped)."""
    typed = keeping.read_json(text, 1).get("text")
    if not isinstance(typed, str):
        raise ValueError("the search is a text")
    return typed[:MAX_SEARCH]


def skeleton(t: Any) -> str:
    return (
        '<div class="reference">'
        '<header class="ref-head">'
        f'<h1 data-i18n="ref.title">{escape(t("ref.title"))}</h1>'
        f'<p data-i18n="ref.intro">{escape(t("ref.intro"))}</p>'
        '<div class="ref-search"><label for="ref-q" data-i18n="ref.search">'
        f'{escape(t("ref.search"))}</label>'
        '<input id="ref-q" type="search" autocomplete="off" spellcheck="false">'
        '<span id="ref-count" class="hint" aria-live="polite"></span></div>'
        "</header>"
        '<div class="ref-body">'
        '<div class="ref-main"><div id="ref-list"></div>'
        f'<p id="ref-none" class="hint" hidden data-i18n="ref.none">{escape(t("ref.none"))}</p>'
        "</div>"
        '<aside id="ref-rules" class="ref-rules"></aside>'
        "</div>"
        f'<p class="ref-about"><a href="#/about" data-i18n="about.link">{escape(t("about.link"))}'
        "</a></p></div>"
    )


class ReferenceView:
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.i18n = ctx.i18n
        self.i18n.use("scorer")
        self.section = dom.by_id("view-reference")
        self.section.innerHTML = skeleton(self.i18n.t)
        q = self.section.querySelector
        self.list_el = q("#ref-list")
        self.rules_el = q("#ref-rules")
        self.search_el = q("#ref-q")
        self.count_el = q("#ref-count")
        self.none_el = q("#ref-none")
        self.drawn_lang: str | None = None
        self.cards: list[tuple[Any, str]] = []
        self.sections: list[Any] = []
        self.search_el.value = keeping.load(ctx.storage, SEARCH, read_search) or ""
        dom.on(self.search_el, "input", lambda event: self._searched())

    def show(self, route: str) -> None:
        if self.drawn_lang != self.i18n.lang:
            self.draw()
        for node in self.list_el.querySelectorAll(".fan-card.target"):
            node.classList.remove("target")
        target = route.strip("/")
        if target.startswith("fan-") and target[4:].isdigit():
            node = self.section.querySelector(f"#{target}")
            if not is_none(node):  # a fan's card: shown whatever was searched (a link to no
                if self.search_el.value:  # fan leaves the search and what is kept alone)
                    self.search_el.value = ""
                    self._searched()
                node.classList.add("target")
                node.scrollIntoView()

    def hide(self) -> None:
        pass

    def relabel(self) -> None:
        """Static labels now; the list is redrawn now if shown, else when next shown."""
        self.i18n.apply(self.section)
        if self.drawn_lang is not None and not self.section.hidden:
            self.draw()

    def draw(self) -> None:
        self.drawn_lang = self.i18n.lang
        self.search_el.setAttribute("placeholder", self.i18n.t("ref.search_hint"))
        self.list_el.innerHTML = list_html(self.i18n)
        wide = bool(window.matchMedia("(min-width: 1000px)").matches)
        self.rules_el.innerHTML = rules_html(self.i18n, open_=wide)
        self.cards = [
            (card, str(card.dataset.search)) for card in self.list_el.querySelectorAll(".fan-card")
        ]
        self.sections = list(self.list_el.querySelectorAll(".ref-section"))
        self.filter()

    def _searched(self) -> None:
        """The list filtered by the text now typed, and that text kept (SEARCH)."""
        self.filter()
        typed = str(self.search_el.value or "")[:MAX_SEARCH]
        if typed.strip():
            self.ctx.storage.set(SEARCH, json.dumps({"v": 1, "text": typed}))
        else:
            keeping.forget(self.ctx.storage, SEARCH)

    def filter(self) -> None:
        """Show the fans whose name (in any language) contains the search text."""
        query = str(self.search_el.value or "").strip().lower()
        shown = 0
        for card, text in self.cards:
            visible = not query or query in text
            if bool(card.hidden) == visible:
                card.hidden = not visible
            shown += visible
        for section in self.sections:
            section.hidden = is_none(section.querySelector(".fan-card:not([hidden])"))
        self.none_el.hidden = shown > 0
        self.count_el.textContent = self.i18n.t("ref.count", count=shown)


def create(ctx: AppContext) -> ReferenceView:
    return ReferenceView(ctx)
