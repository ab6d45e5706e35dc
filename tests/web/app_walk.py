"""A seeded random walk of the whole app on a 390 px phone: every view and the routes between
them, reloads, the network cut and back, each step pressing a control on show or typing into a
field on show (now and then text no player should type), chosen by ``random.Random(seed)``.

Each step waits until the page is at rest (Python up, no view's code on its way, no
``aria-busy`` or photo entry at work, the table not waiting on a computer player, the page's
markup unchanged for a moment), then does one thing: presses a button, link, tile, radio or
checkbox on show, picks an option, types into a text box (and sometimes presses Enter), gives a
file input a file, taps the layout editor's board, reloads the page or cuts the network (the
context goes offline, the service worker serves the site) or brings it back.

The walk fails (``WalkFailure``, with the seed and the steps to replay) on:

* a page error or a console error;
* a stall: for ``STALL_S`` seconds the page did not come to rest, or was at rest with nothing
  to press and made no progress;
* a record, a saved game or a match lost across a reload: the stored entries (``mj.v1.*``,
  the scorer's history) before the reload, read again once the page is up after it;
* anything wider than the screen: the page scrolls sideways, or an element on show sticks out
  (tests/web/phone_states.OVERFLOW);
* markup typed by the walk found in the page as an element (``<b data-walk>``).

Replay a walk by its seed: ``python3 -m tests.web.app_walk --seeds 7 --steps 400`` (the same
seed takes the same steps, as far as the page lets the same controls be on show). More seeds by
hand: ``python3 -m tests.web.app_walk --seeds 1-20``. The CI runs a few (tests/web/
test_app_walk.py). docs/testing.md says more.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

STALL_S = 30.0
OUT = Path(__file__).resolve().parents[2] / "screenshots" / "app-walk"
"""Each walk's summary (walks.jsonl) and a failure's screenshot."""

PHONE = {"width": 390, "height": 844}

TEXTS = (
    "", "12", "8", "0", "-5", "Asha", "Bikash", "२", "²", "१२", "٣", "99999999999999999999999999",
    "9" * 400, "<b data-walk>x</b>", "<img data-walk src=x>", "[123m]{9999s}456p78sEE",
    "123m456p789s11EE55s", " ", "%E0%A4", "#/table?seed=1", '{"players": 1}', "1.5", "1e9",
)
"""What the walk types: numbers and names a player types, and what no player should (other
scripts' digits, superscripts, huge numbers, markup, a broken %-escape, nothing)."""

MARKUP = "[data-walk]"
"""An element the walk's typed markup would make if the page wrote it as markup."""

RECORDS = ("mj.v1.", "mahjong.")
"""Stored entries compared across a reload: the app's namespaces."""
TRANSIENT = ("mj.v1.shell", "mj.v1.sheet.offer")
"""Entries a reload may take away by design: the static shell's copy of the start screen (it
is written again) and a scorer hand offered to the sheet (taken when the sheet opens)."""

SKIP = ", ".join((
    '[data-do="print"]',  # the browser's print dialog
    '[data-setting="pace"] input',  # the table's pace stays instant: a cheap step
    '[data-setting="level"] input',  # the quick computer level: the walk tests the page
    "a[download]", "a[target]",
))
"""Controls the walk leaves alone (see above)."""

WIDE = r"""width => {
  const W = width, out = [];
  const name = el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.className && typeof el.className === 'string' ? '.' + el.className.trim()
      .split(/\s+/).join('.') : '');
  const seen = el => {
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.visibility === 'hidden' || +s.opacity === 0 || s.display === 'none') return false;
      if (s.position === 'absolute' && s.clip !== 'auto') return false;  // .sr-only
    }
    return true;
  };
  // the solitaire's board zoomed in: a finger pans it inside its box, which clips it
  const panned = el => el.matches('.sol-wrap.zoomed');
  // a box that scrolls sideways inside the screen holds what is wider (the editor's board),
  // and so does a zoomed board's box
  const scrolled = el => {
    for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (['auto', 'scroll'].includes(s.overflowX) || panned(n)) {
        const r = n.getBoundingClientRect();
        return r.left >= -0.5 && r.right <= W + 0.5;
      }
    }
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if ((r.left < -0.5 || r.right > W + 0.5) && seen(el) && !scrolled(el))
      out.push(`${name(el)} spans ${r.left.toFixed(1)}..${r.right.toFixed(1)} of ${W}`);
    if (el.scrollWidth > el.clientWidth + 1
        && !['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) {
      const s = getComputedStyle(el);
      if (['hidden', 'clip'].includes(s.overflowX) && s.textOverflow !== 'ellipsis' && seen(el)
          && !panned(el))
        out.push(`${name(el)} cuts off ${el.scrollWidth - el.clientWidth} px sideways`);
    }
  }
  const page = document.scrollingElement.scrollWidth;
  if (page > W) out.push(`the page is ${page} px wide in ${W}`);
  return out;
}"""
"""Everything on show wider than the screen (``width``): the page scrolling sideways, an
element sticking out of the screen (unless a box that scrolls sideways within the screen holds
it, or the box of the solitaire's board zoomed in, which a finger pans), a box that cuts its
content off sideways (tests/web/phone_states.OVERFLOW, less the boxes made to scroll or pan)."""

HELPERS = r"""
window.__appwalk = (() => {
  let changes = 0, changed = performance.now();
  const watch = () => {
    new MutationObserver(() => { changes += 1; changed = performance.now(); })
      .observe(document.documentElement, {subtree: true, childList: true, attributes: true,
                                          characterData: true});
  };
  if (document.documentElement) watch(); else addEventListener('DOMContentLoaded', watch);
  const html = () => document.documentElement;
  const section = () => document.getElementById('view-' + (html().dataset.view || ''));
  const shown = el => el.getClientRects().length > 0 && !el.closest('[inert], [hidden]')
    && getComputedStyle(el).visibility !== 'hidden';
  const busy = () => {
    if (!html().dataset.view || html().dataset.state === 'loading') return 'starting';
    const s = section();
    if (!s) return 'no view';
    if (s.dataset.state === 'loading') return 'view loading';
    if (s.style.visibility === 'hidden') return 'its styles loading';  // app.dom.stylesheet
    const photo = document.getElementById('sc-photo');
    if (photo && photo.dataset.state === 'loading') return 'photo loading';
    if (s.querySelector('[aria-busy="true"], [data-busy="1"], .rv-working'))
      return 'busy';
    const mt = s.querySelector('.mt');
    if (mt && !mt.dataset.panel && mt.dataset.state === 'computer') return 'computer';
    return '';
  };
  const sig = () => [location.hash, html().dataset.view || '', html().dataset.state || '',
                     changes].join('|');
  const QUIET_MS = 60;
  const rest = () => !busy() && performance.now() - changed > QUIET_MS;
  const label = el => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.value || '')
      .trim().replace(/\s+/g, ' ');
    return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}`
      + `${el.dataset.do ? '[do=' + el.dataset.do + ']' : ''}`
      + `${el.dataset.action ? '[action=' + el.dataset.action + ']' : ''}`
      + `${el.name ? '[name=' + el.name + ']' : ''}`
      + `${el.type && el.tagName === 'INPUT' ? '[type=' + el.type + ']' : ''}`
      + ` "${text.slice(0, 30)}"`;
  };
  const TEXTUAL = ['text', 'search', 'number', 'tel', 'url', 'email', ''];
  const kind = el => {
    const tag = el.tagName;
    if (tag === 'TEXTAREA' || (tag === 'INPUT' && TEXTUAL.includes(el.type))) return 'type';
    if (tag === 'INPUT' && el.type === 'file') return 'file';
    if (tag === 'SELECT') return 'select';
    if (tag === 'INPUT' && el.type === 'range') return 'range';
    if (el.id === 'ed-board') return 'board';
    return 'press';
  };
  // One weight per group of like controls (a hand's tiles, a picker's faces, a fieldset's
  // radios, the fans' cards) so that a view of many tiles does not drown the rest; the views'
  // links are a step away (weight 0.3 each), the language a rare one.
  const group = el => {
    if (el.type === 'radio') return 'radio:' + el.name;
    if (el.closest('nav.views')) return null;
    const cls = (typeof el.className === 'string' ? el.className.trim().split(/\s+/) : [])
      .filter(c => !['btn', 'primary', 'free', 'selected', 'hint'].includes(c))[0];
    return cls ? el.tagName + '.' + cls : null;
  };
  const weight = el => {
    if (el.closest('nav.views')) return 0.3;
    if (el.id === 'lang') return 0.1;
    if (el.id === 'ed-board') return 2;
    return 1;
  };
  const controls = skip => {
    const s = section();
    const found = [];
    const roots = [document.querySelector('nav.views'), document.getElementById('lang')];
    if (s) roots.push(s);
    const seen = new Set();
    for (const root of roots) {
      if (!root) continue;
      const all = root.matches('button, a[href], input, textarea, select, #ed-board')
        ? [root] : [];
      all.push(...root.querySelectorAll('button, a[href], input, textarea, select, #ed-board'));
      for (const el of all) {
        if (seen.has(el) || el.disabled || el.matches(skip)) continue;
        if (el.tagName === 'A' && !(el.getAttribute('href') || '').startsWith('#')) continue;
        if (el.tagName === 'INPUT' && el.type === 'hidden') continue;
        const box = (el.type === 'radio' || el.type === 'checkbox' || el.type === 'file')
          ? el.closest('label') || el : el;
        if (el.type !== 'file' && !shown(box)) continue;
        if (el.type === 'file' && !shown(el) && !shown(box)) continue;
        if (el.type === 'radio' && el.checked) continue;  // pressing it changes nothing
        if (el.readOnly) continue;
        seen.add(el);
        found.push(el);
      }
    }
    return found;
  };
  const pick = (all, u) => {
    const groups = {};
    for (const el of all) { const g = group(el); if (g) groups[g] = (groups[g] || 0) + 1; }
    const w = all.map(el => {
      const g = group(el);
      return weight(el) / (g && groups[g] > 3 ? groups[g] / 3 : 1);
    });
    let x = u * w.reduce((a, b) => a + b, 0);
    let i = 0;
    while (i < all.length - 1 && x >= w[i]) { x -= w[i]; i += 1; }
    return all[i];
  };
  const injected = () => !!document.querySelector('[data-walk]');
  return {
    sig, rest, busy, injected,
    offers: skip => controls(skip).length > 0,
    // One step when the page is at rest: {sig, pressed, kind} (pressed null: nothing to
    // press), or {sig, busy} while it is not. A file input or the editor's board is marked
    // (data-walk-target) for the driver to act on with real input.
    step(u, v, w, skip, texts) {
      const at = {sig: sig(), view: html().dataset.view || ''};
      const why = busy();
      if (why) return {...at, busy: why};
      if (!rest()) return {...at, busy: 'changing'};
      const all = controls(skip);
      if (!all.length) return {...at, pressed: null};
      const el = pick(all, u);
      for (const old of document.querySelectorAll('[data-walk-target]'))
        old.removeAttribute('data-walk-target');
      at.kind = kind(el);
      at.pressed = label(el);
      if (at.kind === 'type') {
        const text = texts[Math.floor(v * texts.length)];
        at.pressed += ' <- ' + JSON.stringify(text.length > 40 ? text.slice(0, 20) + '…'
          + text.length : text);
        el.focus();
        el.value = text;
        el.dispatchEvent(new Event('input', {bubbles: true}));
        if (w < 0.5) el.dispatchEvent(new Event('change', {bubbles: true}));
        at.enter = w < 0.3;
        if (at.enter) el.setAttribute('data-walk-target', '1');
      } else if (at.kind === 'select') {
        const options = [...el.options].filter(o => !o.disabled);
        if (options.length) {
          const o = options[Math.floor(v * options.length)];
          el.value = o.value;
          at.pressed += ' <- ' + o.value;
          el.dispatchEvent(new Event('input', {bubbles: true}));
          el.dispatchEvent(new Event('change', {bubbles: true}));
        }
      } else if (at.kind === 'range') {
        el.value = String(+el.min + Math.floor(v * (+el.max - +el.min + 1)));
        el.dispatchEvent(new Event('input', {bubbles: true}));
        el.dispatchEvent(new Event('change', {bubbles: true}));
      } else if (at.kind === 'file' || at.kind === 'board') {
        el.setAttribute('data-walk-target', '1');
        if (at.kind === 'board') el.scrollIntoView({block: 'center'});
      } else {
        el.click();
      }
      return at;
    },
    stored: prefixes => {
      const out = {};
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        if (prefixes.some(p => k.startsWith(p))) out[k] = localStorage.getItem(k);
      }
      return out;
    },
  };
})();
"""


class WalkFailure(AssertionError):
    """What the walk met (see the module docstring), with the seed and the steps to replay."""


@dataclass
class WalkResult:
    seed: int
    steps: int = 0
    trail: list[str] = field(default_factory=list)
    views: set[str] = field(default_factory=set)
    reloads: int = 0
    offline: int = 0
    seconds: float = 0.0


@dataclass
class Files:
    """What the walk gives a file input: its files by the input's purpose."""

    pictures: list[dict]
    matches: list[dict]
    layouts: list[dict]


def sample_files() -> Files:
    """A picture of a hand (made from the app's tile art), a picture of nothing, and text files:
    a match file (the sheet's), a layout file (KMahjongg's), and broken and markup-laden ones."""
    from photo.image import encode
    from sheet import Sheet, SheetHand, Win, to_text

    from tests.fixtures import synth_photos as synth

    art = synth.ArtCache()
    hand = synth.photo(art, ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "E",
                             "C", "C"], 4253).picture
    blank = synth.photo(art, ["1m"], 9, fill=(0.05, 0.06)).picture
    sheet = Sheet(("Asha", "<b data-walk>x</b>", "Chandra", "Dipa")).add(
        SheetHand(Win(winner=2, points=24, discarder=0)))

    def text(name: str, body: str, mime: str = "application/json") -> dict:
        return {"name": name, "mimeType": mime, "buffer": body.encode()}

    def png(name: str, picture) -> dict:
        return {"name": name, "mimeType": "image/png", "buffer": encode(picture)}

    layout = "kmahjongg-layout-v1.0\n" + "\n".join(["." * 32] * 16 * 5) + "\n"
    return Files(
        pictures=[png("hand.png", hand), png("cloth.png", blank),
                  text("not-a-picture.png", "<b data-walk>x</b>", "image/png")],
        matches=[text("match.json", to_text(sheet)), text("bad.json", '{"players": ["²"]}'),
                 text("junk.json", "२²<b data-walk>x</b>"),
                 text("huge.json", '{"players": ["a","b","c","d"], "hands": [{"win": '
                      + "9" * 5000 + "}]}")],
        layouts=[text("empty.layout", layout, "text/plain"),
                 text("bad.layout", "<b data-walk>x</b>\n²२", "text/plain")],
    )


def stored(page) -> dict[str, str]:
    return page.evaluate("p => window.__appwalk.stored(p)", list(RECORDS))


def lost(before: dict[str, str], after: dict[str, str]) -> list[str]:
    """What a reload lost: an entry gone, a match with fewer hands, a count that went down."""
    out = []
    for key, value in before.items():
        if key in TRANSIENT:
            continue
        if key not in after:
            out.append(f"{key} is gone (was {value[:120]!r})")
            continue
        try:
            old, new = json.loads(value), json.loads(after[key])
        except ValueError:
            continue
        if not isinstance(old, dict) or not isinstance(new, dict):
            continue
        for count in ("played", "won", "forfeited"):
            if isinstance(old.get(count), int) and isinstance(new.get(count), int) \
                    and new[count] < old[count]:
                out.append(f"{key}: {count} {old[count]} -> {new[count]}")
        if isinstance(old.get("hands"), list) and isinstance(new.get("hands"), list) \
                and len(new["hands"]) < len(old["hands"]):
            out.append(f"{key}: {len(old['hands'])} hands -> {len(new['hands'])}")
    return out


class Walker:
    """One walk in one page: ``run(steps)``."""

    def __init__(self, page, context, seed: int, files: Files | None = None,
                 offline_ok: bool = True) -> None:
        self.page, self.context, self.seed = page, context, seed
        self.rng = random.Random(seed)
        self.files = files
        self.offline_ok = offline_ok  # a service worker serves the site: offline reloads
        self.offline = False
        self.verbose = False
        self.stall_s = STALL_S
        self.errors: list[str] = []
        self.result = WalkResult(seed)
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        page.on("filechooser", self._choose)
        page.add_init_script(HELPERS)

    # -------------------------------------------------------------- failing

    def fail(self, why: str) -> WalkFailure:
        OUT.mkdir(parents=True, exist_ok=True)
        shot = OUT / f"fail-{self.seed}.png"
        try:
            self.page.screenshot(path=str(shot), timeout=10_000)
        except Exception:  # noqa: BLE001 - a page too broken for a screenshot still fails
            shot = None
        steps = "\n".join(f"  {i + 1:4d}. {s}" for i, s in enumerate(self.result.trail))
        return WalkFailure(
            f"app walk seed {self.seed}, step {self.result.steps}: {why}\n"
            f"replay: python3 -m tests.web.app_walk --seeds {self.seed} "
            f"--steps {self.result.steps + 1}\nscreenshot: {shot}\nsteps:\n{steps}")

    def check_errors(self) -> None:
        errors = [e for e in self.errors if not self._expected(e)]
        self.errors.clear()
        if errors:
            raise self.fail(f"page errors: {errors}")

    def _expected(self, error: str) -> bool:
        """Console lines that are the network being cut, not the page: the browser's own
        'Failed to load resource' while offline, the worker's update check offline."""
        if not self.offline:
            return False
        return ("ERR_INTERNET_DISCONNECTED" in error or "Failed to fetch" in error
                and "sw.js" in error or "Service Worker" in error)

    # -------------------------------------------------------------- waiting

    def call(self, script: str, arg: object = None) -> object:
        """``script``'s value in the page; a page that does not answer for the stall's time
        (its thread held by work that never ends) is a stall, not a walk that hangs."""
        try:
            handle = self.page.wait_for_function(
                f"arg => [({script})(arg)]", arg=arg, timeout=self.stall_s * 1000)
            return handle.json_value()[0]
        except Exception as exc:  # noqa: BLE001 - Playwright's timeout: a stall
            if "Timeout" not in type(exc).__name__ + str(exc):
                raise
            raise self.fail(f"stall: the page did not answer for {self.stall_s:.0f} s") from exc

    def wait(self, sig: str, busy: bool, why: str) -> None:
        """Until the page is at rest or changes (``busy``), or offers something to press or
        changes; a stall after STALL_S."""
        test = ("([s, skip]) => window.__appwalk.rest() || window.__appwalk.sig() !== s"
                if busy else
                "([s, skip]) => window.__appwalk.offers(skip) || window.__appwalk.sig() !== s")
        try:
            self.page.wait_for_function(test, arg=[sig, SKIP], timeout=self.stall_s * 1000)
        except Exception as exc:  # noqa: BLE001 - Playwright's timeout: a stall
            self.check_errors()
            raise self.fail(f"stall: {why} for {self.stall_s:.0f} s at {sig!r}") from exc

    def ready(self) -> None:
        """Until the page is up again after a load (Python started, the view drawn)."""
        try:
            self.page.wait_for_function(
                "window.__appwalk && !window.__appwalk.busy()", timeout=120_000)
        except Exception as exc:  # noqa: BLE001
            self.check_errors()
            busy = self.page.evaluate("window.__appwalk && window.__appwalk.busy()")
            raise self.fail(f"the page did not come up after a load ({busy!r})") from exc

    # -------------------------------------------------------------- the checks of a step

    def check_page(self) -> None:
        self.check_errors()
        if self.call("() => window.__appwalk.injected()"):
            raise self.fail("typed markup became an element: "
                            + self.page.evaluate(
                                f"document.querySelector('{MARKUP}').outerHTML"))
        wide = self.call(WIDE, PHONE["width"])
        if wide:
            raise self.fail(f"wider than the screen: {wide[:8]}")

    # -------------------------------------------------------------- the steps

    def reload(self) -> None:
        before = self.call("p => window.__appwalk.stored(p)", list(RECORDS))
        self.result.trail.append("reload" + (" (offline)" if self.offline else ""))
        self.page.reload(wait_until="commit")
        self.ready()
        self.check_errors()
        gone = lost(before, stored(self.page))
        if gone:
            raise self.fail(f"lost across a reload: {gone}")
        self.result.reloads += 1

    def toggle_network(self) -> None:
        self.offline = not self.offline
        self.context.set_offline(self.offline)
        self.result.trail.append("network cut" if self.offline else "network back")
        if self.page.evaluate("navigator.onLine") == self.offline:
            raise self.fail(f"the page does not see the network {self.result.trail[-1][8:]}")
        if self.offline:
            self.result.offline += 1

    def _choose(self, chooser) -> None:
        """A file chooser the page opened (photo entry's buttons): a picture, or nothing."""
        if self.files is None:
            return
        files = self.files.pictures
        pick = files[self.rng.randrange(len(files))]
        self.result.trail.append(f"  chose file {pick['name']}")
        chooser.set_files([pick])

    def _file(self) -> None:
        target = self.page.locator("[data-walk-target]")
        accept = target.get_attribute("accept") or ""
        if self.files is None:
            return
        files = (self.files.pictures if "image" in accept else
                 self.files.layouts if "layout" in accept else self.files.matches)
        pick = files[self.rng.randrange(len(files))]
        self.result.trail[-1] += f" <- {pick['name']}"
        target.set_input_files([pick])

    def _board(self, u: float, v: float) -> None:
        box = self.page.locator("[data-walk-target]").bounding_box()
        if box is None:
            return
        x, y = box["x"] + u * box["width"], box["y"] + v * box["height"]
        self.result.trail[-1] += f" at ({u:.2f}, {v:.2f})"
        self.page.mouse.click(x, y)

    def step(self) -> None:
        rng = self.rng
        roll = rng.random()
        if roll < 0.03:
            self.reload()
            return
        if roll < 0.05 and (self.offline_ok or self.offline):
            self.toggle_network()
            return
        u, v, w = rng.random(), rng.random(), rng.random()
        while True:
            at = self.call(
                "([u, v, w, skip, texts]) => window.__appwalk.step(u, v, w, skip, texts)",
                [u, v, w, SKIP, list(TEXTS)])
            if at.get("busy"):
                self.wait(at["sig"], True, f"no rest ({at['busy']})")
                continue
            if at["pressed"] is None:
                self.wait(at["sig"], False, "nothing to press")
                continue
            break
        self.result.views.add(at["view"])
        self.result.trail.append(f"[{at['view']}] {at['pressed']}")
        if at["kind"] == "file":
            self._file()
        elif at["kind"] == "board":
            self._board(rng.random(), rng.random())
        elif at.get("enter"):
            self.page.locator("[data-walk-target]").press("Enter")
            self.result.trail[-1] += " + Enter"

    def run(self, steps: int) -> WalkResult:
        started = time.perf_counter()
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / f"trail-{self.seed}.txt").write_text("")  # the steps so far, as they are taken
        while self.result.steps < steps:
            self.step()
            line = f"{self.result.steps + 1:4d}. {self.result.trail[-1]}"
            if self.verbose:
                say(line)
            with (OUT / f"trail-{self.seed}.txt").open("a") as trail:
                trail.write(line + "\n")
            self.result.steps += 1
            # the page's answer to the step: at rest (or a stall), then the checks
            sig, rest = self.call("() => [window.__appwalk.sig(), window.__appwalk.rest()]")
            if not rest:
                self.wait(sig, True, "no rest after the step")
            self.check_page()
        if self.offline:
            self.toggle_network()
        self.result.seconds = time.perf_counter() - started
        OUT.mkdir(parents=True, exist_ok=True)
        with (OUT / "walks.jsonl").open("a") as out:
            out.write(json.dumps({
                "seed": self.seed, "steps": self.result.steps,
                "views": sorted(self.result.views), "reloads": self.result.reloads,
                "offline": self.result.offline, "seconds": round(self.result.seconds, 1),
            }) + "\n")
        return self.result


def seeded_records() -> dict[str, str]:
    """Records the walk starts with (a reload must keep them): a best time, a layout's counts,
    a score sheet's match, the table at its quick pace and level."""
    from sheet import Sheet, SheetHand, Win, to_json

    sheet = Sheet(("Asha", "Bikash", "Chandra", "Dipa"), extra={"started": "2026-12-01T10:00"})
    sheet = sheet.add(SheetHand(Win(winner=2, points=24, discarder=0)))
    one = {"v": 1}
    return {
        "mj.v1.best.turtle": json.dumps({**one, "seconds": 300}),
        "mj.v1.stats.turtle": json.dumps({**one, "played": 3, "won": 1, "forfeited": 1}),
        "mj.v1.setting.table-pace": json.dumps({**one, "value": "instant"}),
        "mj.v1.setting.table-level": json.dumps({**one, "value": "easy"}),
        # the page's store format (app.sheet.saved): the file, its version and its id
        "mj.v1.sheet.match.walk1": json.dumps({**to_json(sheet), "v": 1, "id": "walk1"}),
    }


def open_walk(browser, site: str, seed: int, service_worker: bool = True):
    """A phone page (390 x 844, touch) on the app's start, records seeded, the service worker
    in control when ``service_worker``: (context, page, walker)."""
    from tests.web.conftest import SEEDED

    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, has_touch=True, is_mobile=True,
        service_workers="allow" if service_worker else "block",
        locale=("en-GB", "ne-NP", "hi-IN")[seed % 3])
    context.add_init_script(SEEDED + "(" + json.dumps(seeded_records()) + ")")
    page = context.new_page()
    walker = Walker(page, context, seed, files=FILES.get(), offline_ok=service_worker)
    page.goto(site)
    walker.ready()
    if service_worker:  # the site precached: offline reloads start from the worker's cache
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    return context, page, walker


class _Files:
    made: Files | None = None

    def get(self) -> Files:
        if self.made is None:
            self.made = sample_files()
        return self.made


FILES = _Files()


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> int:
    """Walk the seeds given (``--seeds 1-20`` or ``3,7``) on the built site (dist/)."""
    parser = argparse.ArgumentParser(prog="python3 -m tests.web.app_walk", description=__doc__
                                     .split("\n\n")[0])
    parser.add_argument("--seeds", default="1-5", help="a range a-b or a list a,b,c")
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--dist", default="dist")
    parser.add_argument("--no-sw", action="store_true", help="no service worker, no offline")
    parser.add_argument("--keep-going", action="store_true", help="walk every seed")
    parser.add_argument("--verbose", action="store_true", help="say each step as it is taken")
    args = parser.parse_args(argv)
    root = Path(__file__).resolve().parents[2]
    for path in (root, root / "py"):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    from playwright.sync_api import sync_playwright

    import build

    if "-" in args.seeds:
        first, last = args.seeds.split("-", 1)
        seeds = list(range(int(first), int(last) + 1))
    else:
        seeds = [int(s) for s in args.seeds.split(",") if s.strip()]
    server, site = build.serve_in_background(Path(args.dist))
    failures = 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(build.CHROMIUM), headless=True,
                                    args=list(build.CHROMIUM_ARGS))
        for seed in seeds:
            context, page, walker = open_walk(browser, site, seed, not args.no_sw)
            walker.verbose = args.verbose
            try:
                result = walker.run(args.steps)
                say(f"seed {seed}: {result.steps} steps, views {sorted(result.views)}, "
                    f"{result.reloads} reloads, {result.offline} offline, "
                    f"{result.seconds:.0f} s")
            except WalkFailure as failure:
                failures += 1
                say(f"seed {seed}: FAILED\n{failure}")
                if not args.keep_going:
                    break
            finally:
                context.close()
        browser.close()
    server.shutdown()
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
