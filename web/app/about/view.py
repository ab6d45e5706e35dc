"""The About view (`#/about`): the app's version (which the build writes into the page's
`<meta name="mahjong-build">`), its licence, and each thing the site ships with its licence,
whose text the site carries (`licenses/`, `fonts/OFL.txt`, `LICENSE.txt`)."""

from __future__ import annotations

import json
from typing import Any

from app import dom
from app.context import AppContext
from app.dom import escape

BUILD_META = 'meta[name="mahjong-build"]'
SHIPPED = (  # (text key, the licence's file in the site or "", the build's version key or "")
    ("about.pyodide", "licenses/MPL-2.0.txt", "pyodide"),
    ("about.python", "licenses/Python.txt", ""),
    ("about.pyscript", "licenses/PyScript.txt", "pyscript"),
    ("about.font", "fonts/OFL.txt", ""),
    ("about.art", "LICENSE.txt", ""),
    ("about.namer", "", ""),
)


def build_info(content: str | None) -> dict[str, str]:
    """The build's facts from the meta tag's JSON: a missing or broken one gives "?"s."""
    try:
        info = json.loads(content or "")
    except ValueError:
        info = None
    info = info if isinstance(info, dict) else {}
    keys = ("app", "commit", "date", "pyodide", "pyscript")
    return {key: str(info.get(key) or "?") for key in keys}


def page_html(t: Any, info: dict[str, str]) -> str:
    """The view's markup in the reader's language: every text escaped."""
    e = escape
    version = e(t("about.version", version=info["app"]))
    build = e(t("about.build", commit=info["commit"], date=info["date"]))
    items = "".join(
        f'<li><p>{e(t(key, version=info.get(version_key, "")))}</p>'
        + (f'<a href="./{href}" target="_blank" rel="noopener">{e(t("about.read"))}</a>'
           if href else "") + "</li>"
        for key, href, version_key in SHIPPED
    )
    return (
        '<div class="about">'
        f'<h1 id="about-title">{e(t("about.title"))}</h1>'
        f'<p>{e(t("about.intro"))}</p>'
        f'<p class="about-version">{version} · <span class="hint">{build}</span></p>'
        f'<h2>{e(t("about.licence.h"))}</h2>'
        f'<p>{e(t("about.licence"))}</p>'
        f'<p><a href="./LICENSE.txt" target="_blank" rel="noopener">'
        f'{e(t("about.licence.text"))}</a></p>'
        f'<h2>{e(t("about.ships.h"))}</h2>'
        f'<ul class="about-ships">{items}</ul>'
        f'<p><a class="btn" href="#/">{e(t("about.back"))}</a></p>'
        "</div>"
    )


class AboutView:
    """Drawn when shown, and again when the language changes."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        ctx.i18n.use("about")
        self.section = dom.by_id("view-about")

    def show(self, route: str) -> None:
        self.draw()

    def hide(self) -> None:
        pass

    def relabel(self) -> None:
        self.draw()

    def draw(self) -> None:
        meta = dom.document.querySelector(BUILD_META)
        content = None if dom.is_none(meta) else str(meta.getAttribute("content"))
        self.section.innerHTML = page_html(self.ctx.i18n.t, build_info(content))


def create(ctx: AppContext) -> AboutView:
    return AboutView(ctx)
