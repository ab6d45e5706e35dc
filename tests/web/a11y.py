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


def audit(
    page,
    include: tuple[str, ...] = (),
    exclude: tuple[str, ...] = (),
    disable: tuple[str, ...] = (),
) -> list[Violation]:
    """Run axe-core on the page (or on the `include` selectors, less `exclude`) and return its
    violations. `disable` turns rules off: a caller must say in its test why a rule does not
    apply there."""
    inject(page)
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


def listen_announcements(page) -> None:
    """Start recording what the live region (#live) says."""
    page.evaluate(LISTEN)


def announcements(page) -> list[str]:
    """What the live region said since `listen_announcements` (oldest first)."""
    return page.evaluate("() => window.__announced || []")


def clear_announcements(page) -> None:
    page.evaluate("() => { if (window.__announced) window.__announced.length = 0; }")
