"""Accessibility checks any browser test can call: an axe-core audit of the page as it stands,
and the live region's announcements.

axe-core is pinned in package-lock.json (a dev dependency, like the runtimes `npm ci` installs)
and injected from node_modules into the page under test only: it is never part of dist/.

    from tests.web.a11y import assert_accessible
    assert_accessible(page, "scorer, complete hand (hi)")

`audit(page)` returns the violations as `Violation`s with readable messages (rule, impact, what
to fix and where); `assert_accessible` fails with all of them listed. The audit covers WCAG 2.0
and 2.1, levels A and AA, and axe's best practices.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import build

AXE_JS = build.NODE_MODULES / "axe-core" / "axe.min.js"
# WCAG 2.0 and 2.1 at levels A and AA, and axe's best practices (headings, landmarks, ...).
TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice")

RUN_AXE = """async ([tags, include, exclude, disabled]) => {
    const context = include.length || exclude.length
        ? {include: include.length ? include : [document], exclude} : document;
    const rules = Object.fromEntries(disabled.map(id => [id, {enabled: false}]));
    const results = await window.axe.run(context, {
        runOnly: {type: "tag", values: tags}, rules, resultTypes: ["violations"],
    });
    return results.violations.map(v => ({
        id: v.id, impact: v.impact, help: v.help, url: v.helpUrl,
        nodes: v.nodes.map(n => ({target: n.target.join(" "), html: n.html.slice(0, 160),
                                  summary: n.failureSummary || ""})),
    }));
}"""

# The polite live region's texts, in order, recorded from the moment `listen_announcements`
# runs (the region is emptied and refilled for each announcement).
LISTEN = """() => {
    if (window.__announced) return;
    window.__announced = [];
    const live = document.getElementById("live");
    new MutationObserver(() => {
        const text = live.textContent.trim();
        if (text) window.__announced.push(text);
    }).observe(live, {childList: true, characterData: true, subtree: true});
}"""


@dataclass(frozen=True)
class Violation:
    """One axe rule broken on the page, with the elements that break it."""

    rule: str
    impact: str
    help: str
    url: str
    nodes: tuple[tuple[str, str, str], ...]  # (CSS target, outer HTML start, what to fix)

    def __str__(self) -> str:
        lines = [f"[{self.impact}] {self.rule}: {self.help} ({self.url})"]
        for target, html, summary in self.nodes[:6]:
            fix = " ".join(summary.split())
            lines.append(f"    at {target}: {html}\n      {fix}")
        if len(self.nodes) > 6:
            lines.append(f"    ... and {len(self.nodes) - 6} more elements")
        return "\n".join(lines)


def inject(page) -> None:
    """Load axe-core into the page unless it is already there (a reload drops it)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(Path(AXE_JS)))


# The views not shown (display: none, so nothing in them is seen or read): left out only to
# save time, since axe walks every element of what it is given (the fan reference is large).
HIDDEN_VIEWS = ".view[hidden]"

# Colours are measured as painted: a panel still fading in (a language switch re-renders it and
# restarts its entrance) would be measured half transparent. Audits wait for the page to be at
# rest: no finite animation or transition running (endless ones, a blinking dot, are decoration).
AT_REST = """() => document.getAnimations().every(a =>
    a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity)"""


def audit(
    page,
    include: tuple[str, ...] = (),
    exclude: tuple[str, ...] = (),
    disable: tuple[str, ...] = (),
) -> list[Violation]:
    """Run axe-core on the page (or on the `include` selectors, less `exclude`; hidden views are
    always left out) and return its violations. `disable` turns rules off: a caller must say in
    its test why a rule does not apply there."""
    inject(page)
    page.wait_for_function(AT_REST)
    exclude = (*exclude, HIDDEN_VIEWS)
    found = page.evaluate(RUN_AXE, [list(TAGS), list(include), list(exclude), list(disable)])
    return [
        Violation(
            v["id"], v["impact"] or "", v["help"], v["url"],
            tuple((n["target"], n["html"], n["summary"]) for n in v["nodes"]),
        )
        for v in found
    ]


def report(violations: list[Violation]) -> str:
    return "\n".join(str(v) for v in violations)


def assert_accessible(page, where: str, **options) -> None:
    """Fail with every violation listed if axe-core finds any on the page as it stands."""
    violations = audit(page, **options)
    assert not violations, f"accessibility violations on {where}:\n{report(violations)}"


LANGS = ("ne", "hi", "en")
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}

# Is the focused element's focus drawn? (:focus-visible matched, and an outline or a ring).
FOCUS_SHOWN = """() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return "no focus";
    if (!el.matches(":focus-visible")) return "focus not visible: " + el.outerHTML.slice(0, 80);
    const style = getComputedStyle(el);
    const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    return ring ? "" : "no focus ring on " + el.outerHTML.slice(0, 80);
}"""


class Audits:
    """Gathers the violations of many audits, so one run names everything to fix."""

    def __init__(self, page) -> None:
        self.page = page
        self.found: list[str] = []
        self.done: list[str] = []

    def check(self, where: str, **options) -> None:
        violations = audit(self.page, **options)
        self.done.append(where)
        if violations:
            self.found.append(f"--- {where}\n{report(violations)}")

    def each_language(self, where: str, dark: bool = True, **options) -> None:
        """Audit the page as it stands in each language, switched in the page, and (`dark`)
        once more in the dark colour scheme a phone may ask for."""
        for lang in LANGS:
            set_language(self.page, lang)
            self.check(f"{where} [{lang}]", **options)
        if dark:
            self.page.emulate_media(color_scheme="dark")
            self.check(f"{where} [{LANGS[-1]}, dark]", **options)
            self.page.emulate_media(color_scheme="light")

    def assert_clean(self) -> None:
        assert self.done, "nothing was audited"
        assert not self.found, "accessibility violations:\n" + "\n".join(self.found)


def set_language(page, lang: str) -> None:
    page.select_option("#lang", lang)
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)


def open_page(context, site: str, watch=None) -> tuple[object, list[Violation]]:
    """A page of `context` on the app, Python ready, recording what the live region says, and
    the violations found on its loading screen, held at its first step for the audit by
    holding back main.py. `watch` (conftest.Watch) is attached before the page loads."""
    page = context.new_page()
    if watch is not None:
        watch.attach(page)
    held = []
    page.route("**/main.py", lambda route: held.append(route))
    page.goto(site)
    page.wait_for_function("() => document.getElementById('loading-step').textContent !== '…'")
    loading = audit(page)
    for route in held:
        route.continue_()
    page.unroute("**/main.py")
    page.wait_for_function(
        "document.documentElement.dataset.state !== 'loading'", timeout=120_000
    )
    listen_announcements(page)
    return page, loading


def listen_announcements(page) -> None:
    """Start recording what the live region (#live) says."""
    page.evaluate(LISTEN)


def announcements(page) -> list[str]:
    """What the live region said since `listen_announcements` (oldest first)."""
    return page.evaluate("() => window.__announced || []")


def clear_announcements(page) -> None:
    page.evaluate("() => { if (window.__announced) window.__announced.length = 0; }")
