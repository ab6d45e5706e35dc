#!/usr/bin/env python3
"""The scorer's hand analysis in the page (issue 50), on the phone profile: a 390x844 page with
the CPU throttled 4x through the DevTools protocol (Emulation.setCPUThrottlingRate, as
bench/firstvisit.py measures a phone). Goal: a 14-tile hand analysed and shown in <= 100 ms p95.

Random 14-tile hands (a fixed seed, drawn from a shuffled wall: every hand different, so no
cache of the analysis answers) are typed into the notation field, one input event each. For
each, the page's own figure (``data-study-ms``: `study_of` and the markup of the analysis's
top set into the page, app/scorer/study_view.py, drawn after the scorer's own frame), and the
time from the input event to the end of the frame that shows the analysis's top (its headline,
shapes and first rows: what the player sees of it first), and beside it to the end of the
frame that paints the whole of it (the figure given before the page drew it in two parts; the
same frame for a page that draws it at once), with how many hands' first frame drew all of the
analysis that was on the screen. Each includes the whole redraw: the scorer's status and waits
too, and the style, layout and paint of each frame; half the hands with the analysis's top at
the top of the screen, half with the page at its top (the analysis below the fold); and the
scorer's own answer (its update's Python, and the input to the end of its frame, which the
analysis's follows). Each hand is typed in a task of its own, as a key's input event comes,
once the page's tile bitmaps are made (app/scorer/bitmaps.py). On a shared machine these wall
times carry the other work's preemptions (the load average is printed beside), so the same
hands are also timed in the page's Python, throttled alike, each ``REPEATS`` times and the
least kept (the whole analysis's markup, what the analysis itself costs, the preemptions left
out): cold (``scoring.shanten``'s and the page's caches emptied before each run: a fresh page's
first analysis) and warm. The first hand of a fresh page is reported apart. ``--trace N``
instead types N hands into each page with the analysis in view under a Chromium trace and
reports the main thread's thread time per hand by phase (the input's handler, the scorer's
frame, the analysis's task and its frame by lifecycle part), less hostage to the load.

    MAHJONG_DIST=dist python3 -m bench.study_page [--hands 60] [--against /tmp/dist-before]
    MAHJONG_DIST=dist python3 -m bench.study_page --trace 20 [--against /tmp/dist-before]

With ``--against``, a second built site is served too and the same hands are typed into its page
and this one in turn (before / after a change, under the same load of a shared machine).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "py"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from tiles import PLAYING_TILES, sort_key, write  # noqa: E402

PHONE = {"width": 390, "height": 844}
CPU_SLOWDOWN = 4
GOAL_MS = 100.0
SEED = 50

# One input event, timed to the frame that shows the analysis's top (the player's view of it),
# and to the frame that paints the whole of it (the figure this benchmark gave before the page
# drew the analysis in two parts; for a page that draws it at once, the same frame). The end
# is a task posted from that frame's animation-frame callback, which runs after the frame's
# style, layout and paint (a callback alone runs before them, so it would leave out the drawing
# of the analysis). The analysis drawn is seen by a MutationObserver on data-studied (its top)
# and data-study-full (the whole of it) (not by polling with setTimeout(0): each poll is one
# more task in the page's queue). `inView`: the page is first scrolled so that the analysis's
# top is at the top of the screen (what the player looks at), else it stays at the top of the
# page, the analysis below the fold. `covered`: whether that first frame drew every row of the
# analysis that is on the screen (all its rows, or its last row reaching below the screen's
# bottom), so that "what the player sees" is all of it on the screen, not a part. The
# analysis's own task starts right after the scorer's frame (it is posted from that frame's
# animation-frame callback, app/scorer/study_view.py): its start (when the analysis is seen
# drawn, less its data-study-ms) ends the scorer's own answer. `tag` names the marks left in a
# trace (console.timeStamp): TAG:input, TAG:drawn, TAG:shown, TAG:full, TAG:end.
TIMED_INPUT = """async ([text, inView, tag]) => {
  const field = document.getElementById('sc-text');
  const view = document.getElementById('view-scorer');
  const frame = () => new Promise(r => requestAnimationFrame(() => r()));
  const afterPaint = () => new Promise(r => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => r(performance.now());
    channel.port2.postMessage(0);
  }));
  const study = document.getElementById('sc-study');
  const top = study.getBoundingClientRect().top + scrollY;
  window.scrollTo(0, inView && study.offsetHeight ? top : 0);
  await frame(); await frame();
  // A page that draws the analysis in two parts (its top first, then the rest of its rows)
  // counts both: data-studied (the top drawn) and data-study-full (the whole of it); a page
  // that draws it at once counts data-studied only, and there the two are the same frame.
  const parts = 'studyFull' in view.dataset;
  const before = view.dataset.studied, beforeFull = view.dataset.studyFull;
  let frameStart = 0, studiedAt = 0, rowsAtFrame = -1, gotTop = false, gotFull = !parts;
  let topDrawn, fullDrawn;
  const topShown = new Promise(r => { topDrawn = r; });
  const fullShown = parts ? new Promise(r => { fullDrawn = r; }) : topShown;
  const watch = new MutationObserver(() => {
    if (!gotTop && view.dataset.studied !== before) {
      gotTop = true;
      studiedAt = performance.now();
      console.timeStamp(tag + ':drawn');
      requestAnimationFrame(() => {
        frameStart = performance.now();
        rowsAtFrame = study.querySelectorAll('.st-discard').length;
      });
      topDrawn(afterPaint());
    }
    if (!gotFull && view.dataset.studyFull !== beforeFull) {
      gotFull = true;
      console.timeStamp(tag + ':full');
      fullDrawn(afterPaint());
    }
    if (gotTop && gotFull) watch.disconnect();
  });
  watch.observe(view, {attributes: true, attributeFilter: ['data-studied', 'data-study-full']});
  // Typed in a task of its own, as a key's input event comes (not inside the animation-frame
  // callback the awaits above return in: a frame requested there is the next one).
  await new Promise(r => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => r();
    channel.port2.postMessage(0);
  });
  field.value = text;
  console.timeStamp(tag + ':input');
  const t0 = performance.now();
  field.dispatchEvent(new Event('input', {bubbles: true}));
  let t1 = await topShown;
  console.timeStamp(tag + ':shown');
  // The page's task that draws the rest of the rows may run before this one's message: then
  // the frame that showed the top had ended when it started (data-study-rest-at).
  const restAt = +view.dataset.studyRestAt || Infinity;
  if (restAt > frameStart && restAt < t1) t1 = restAt;
  const t2 = await fullShown;
  console.timeStamp(tag + ':end');
  const head = document.querySelector('#sc-study .st-head');
  const rows = document.querySelectorAll('#sc-study .st-discard');
  // Did the frame that showed the analysis's top show all of it that was on the screen? Yes
  // if it had every row, or if the last row it had reaches below the screen's bottom.
  const last = rowsAtFrame > 0 ? rows[rowsAtFrame - 1] : head;
  const covered = rowsAtFrame === rows.length
    || (!!last && last.getBoundingClientRect().bottom >= innerHeight);
  return [+view.dataset.studyMs, t1 - t0, frameStart - t0, head ? +head.dataset.tiles : 0,
          rows.length, +view.dataset.lastUpdateMs, studiedAt - +view.dataset.studyMs - t0,
          t2 - t0, covered];
}"""


BITMAPS_READY = "(document.getElementById('st-bitmaps')?.textContent.length ?? 0) > 0"


def hands(count: int, seed: int = SEED) -> list[str]:
    """``count`` 14-tile concealed hands, each drawn from a freshly shuffled wall."""
    rng = random.Random(seed)
    wall = [face for face in PLAYING_TILES for _ in range(4)]
    out = []
    for _ in range(count):
        rng.shuffle(wall)
        out.append(write(sorted(wall[:14], key=sort_key)))
    return out


REPEATS = 5
RUN_PYTHON = """code => import('./pyscript/core.js').then(m => m.whenDefined('py'))
  .then(py => String(py.interpreter.runPython(code)))"""
# In the page: each hand's analysis and markup, REPEATS times, the least kept (ms), as JSON.
IN_PAGE = """
import json, time
from scoring import shanten
from app.scorer import study
from app.scorer.state import Context, parse_hand_text
from app.scorer.study_render import study_html
from app.i18n import Translator
_tr = Translator("en"); _tr.use("scorer", "study")
def _clear():
    study._cache.clear()
    for value in vars(shanten).values():
        if hasattr(value, "cache_clear"):
            value.cache_clear()
def _least(text, cold):
    best = None
    for _ in range(REPEATS):
        if cold:
            _clear()
        else:
            study._cache.clear()  # the page's own cache would answer; the suit tables kept
        start = time.perf_counter()
        study_html(study.study_of(parse_hand_text(text), Context()), _tr.t, "en")
        spent = (time.perf_counter() - start) * 1000
        best = spent if best is None else min(best, spent)
    return best
json.dumps([[_least(h, True) for h in HANDS], [_least(h, False) for h in HANDS]])
"""


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class _Page:
    """One site's scorer page on the phone profile, and the figures gathered on it."""

    def __init__(self, browser, site: str) -> None:
        self.context = browser.new_context(service_workers="block", viewport=PHONE,
                                           locale="en-GB")
        self.page = self.context.new_page()
        self.page.goto(site + "#/score")
        self.page.wait_for_function(
            "document.documentElement.dataset.state !== 'loading'", timeout=120_000
        )
        self.page.wait_for_selector("#sc-text")
        self.cdp = self.context.new_cdp_session(self.page)
        self.cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
        # The tiles' bitmaps (app/scorer/bitmaps.py) made, as they are once a player has
        # typed for a second: a page typed into without a pause never had them before
        # (Chromium's toBlob waited for idle time), and the figures were those of the SVGs.
        self.page.wait_for_function(BITMAPS_READY, timeout=120_000)
        self.inner: list[float] = []
        self.shown = 0
        # input to the frame showing the analysis's top, in view / at the top of the page
        self.frame: dict[bool, list[float]] = {True: [], False: []}
        self.whole: dict[bool, list[float]] = {True: [], False: []}  # to the whole of it
        self.covered = 0  # hands whose first frame drew all the analysis on the screen
        self.start: dict[bool, list[float]] = {True: [], False: []}
        self.first: tuple[float, float] | None = None
        self.update: list[float] = []  # the scorer's own answer: its update in Python
        self.score: list[float] = []  # and the input to the end of its frame

    def type_hand(self, text: str, in_view: bool, tag: str = "hand") -> None:
        (study_ms, to_paint, to_start, tiles, rows, update_ms, to_score, to_whole,
         covered) = self.page.evaluate(TIMED_INPUT, [text, in_view, tag])
        if self.first is None:
            self.first = (study_ms, to_paint)
            return
        self.inner.append(study_ms)
        self.frame[in_view].append(to_paint)
        self.whole[in_view].append(to_whole)
        self.covered += bool(covered)
        self.start[in_view].append(to_start)
        self.update.append(update_ms)
        self.score.append(to_score)
        self.shown += tiles == 14 and rows > 0

    def rows(self, timed: list[str], load: float) -> list[tuple[str, str]]:
        code = IN_PAGE.replace("REPEATS", str(REPEATS)).replace("HANDS", repr(timed))
        cold, warm = json.loads(self.page.evaluate(RUN_PYTHON, code))
        self.cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        self.context.close()
        inner, frame, start, first = self.inner, self.frame, self.start, self.first
        return [
            (f"analysis of 14 tiles in the page, CPU {CPU_SLOWDOWN}x, p50 / p95 "
             f"({self.shown}/{len(inner)} shown)",
             f"{pct(inner, .5):.1f} / {pct(inner, .95):.1f} ms  (goal p95 <= {GOAL_MS:.0f})"),
            ("  input to the frame that shows its top, the analysis in view, p50 / p95",
             f"{pct(frame[True], .5):.1f} / {pct(frame[True], .95):.1f} ms"),
            ("  input to the frame that shows its top, the page at its top, p50 / p95",
             f"{pct(frame[False], .5):.1f} / {pct(frame[False], .95):.1f} ms"),
            ("  that frame drew all of the analysis on the screen",
             f"{self.covered}/{len(inner)} hands"),
            ("  input to the frame that paints all of it (the old figure), in view, p50 / p95",
             f"{pct(self.whole[True], .5):.1f} / {pct(self.whole[True], .95):.1f} ms"),
            ("  input to the frame that paints all of it (the old figure), top, p50 / p95",
             f"{pct(self.whole[False], .5):.1f} / {pct(self.whole[False], .95):.1f} ms"),
            ("  the scorer's own answer: its update (Python), p50 / p95",
             f"{pct(self.update, .5):.1f} / {pct(self.update, .95):.1f} ms"),
            ("  the scorer's own answer: input to the end of its frame, p50 / p95",
             f"{pct(self.score, .5):.1f} / {pct(self.score, .95):.1f} ms"),
            ("  input to the top's frame's start (before its paint), in view / top, p95",
             f"{pct(start[True], .95):.1f} / {pct(start[False], .95):.1f} ms"),
            ("  a fresh page's first hand (caches cold): analysis / to the frame",
             f"{first[0]:.1f} / {first[1]:.1f} ms" if first else "-"),
            (f"  in the page's Python, least of {REPEATS}, caches cold, p50 / p95",
             f"{pct(cold, .5):.1f} / {pct(cold, .95):.1f} ms  (goal p95 <= {GOAL_MS:.0f})"),
            (f"  in the page's Python, least of {REPEATS}, caches warm, p50 / p95",
             f"{pct(warm, .5):.1f} / {pct(warm, .95):.1f} ms"),
            ("  machine load average (1 min) at the start", f"{load:.1f}"),
        ]


TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline"]
WARM = 8  # hands typed into each page before the trace starts (every face's picture loaded)
# Within the analysis's frame: the parts of its lifecycle, by their trace events' names.
FRAME_PARTS = (("style", "UpdateLayoutTree"), ("layout", "Layout"), ("pre-paint", "PrePaint"),
               ("paint", "Paint"), ("layerize", "Layerize"), ("commit", "Commit"))
FRAME_MARKS = {"PrePaint", "Paint", "Commit", "Layerize"}  # only a frame's lifecycle has these


def _spans(events: list[dict]) -> dict[tuple[int, int], list[tuple[float, float, float, str]]]:
    """Each thread's complete events as (start, end, thread time, name), begin/end pairs
    joined, in order of start (microseconds; thread time 0 where the trace has none)."""
    threads: dict[tuple[int, int], list[tuple[float, float, float, str]]] = {}
    open_: dict[tuple[int, int, str], list[dict]] = {}
    for e in events:
        key = (e.get("pid"), e.get("tid"))
        if e.get("ph") == "X":
            threads.setdefault(key, []).append(
                (e["ts"], e["ts"] + e.get("dur", 0), e.get("tdur", 0), e["name"]))
        elif e.get("ph") == "B":
            open_.setdefault((*key, e["name"]), []).append(e)
        elif e.get("ph") == "E" and open_.get((*key, e.get("name", ""))):
            b = open_[(*key, e["name"])].pop()
            threads.setdefault(key, []).append(
                (b["ts"], e["ts"], e.get("tts", 0) - b.get("tts", 0), b["name"]))
    for spans in threads.values():
        spans.sort()
    return threads


def _outer(spans: list[tuple[float, float, float, str]], name: str, start: float,
           end: float) -> float:
    """Thread time (ms) of the events called ``name`` in [start, end), the outermost only."""
    total, until = 0.0, -1.0
    for s, e, tdur, n in spans:
        if s < start or s >= end or n != name or s < until:
            continue
        total += tdur / 1000
        until = e
    return total


def _hand_phases(spans: list[tuple[float, float, float, str]], marks: dict[str, float]
                 ) -> dict[str, float] | None:
    """One typed hand's main-thread thread time (ms) by phase: the input's handler, the
    scorer's frame, the analysis's task (its Python call, its markup parsed), the analysis's
    frame (by lifecycle part), all of them to that frame, and what came after it until the
    whole analysis was painted."""
    tasks = [t for t in spans if t[3] == "RunTask"]

    def holding(ts: float) -> int:
        return next(i for i, t in enumerate(tasks) if t[0] <= ts <= t[1])

    def inside(task, name: str) -> bool:
        return any(n == name and task[0] <= s <= task[1] for s, _, _, n in spans)

    try:
        first, drawn = holding(marks["input"]), holding(marks["drawn"])
        shown, end = holding(marks["shown"]), holding(marks["end"])
    except (KeyError, StopIteration):
        return None
    frames = [i for i in range(drawn + 1, shown)
              if any(inside(tasks[i], m) for m in FRAME_MARKS)]
    if not frames:
        return None
    frame = tasks[frames[0]]
    ms = [t[2] / 1000 for t in tasks]
    out = {
        "handler": ms[first],
        "scorer's frame": sum(ms[i] for i in range(first + 1, drawn)
                              if any(inside(tasks[i], m) for m in FRAME_MARKS)),
        "other tasks before the analysis's": sum(
            ms[i] for i in range(first + 1, drawn)
            if not any(inside(tasks[i], m) for m in FRAME_MARKS)),
        "analysis's task": ms[drawn],
        "  its script (Python)": _outer(spans, "FunctionCall", tasks[drawn][0], tasks[drawn][1]),
        "  its markup parsed": _outer(spans, "ParseHTML", tasks[drawn][0], tasks[drawn][1]),
        "tasks between it and its frame": sum(ms[drawn + 1:frames[0]]),
        "analysis's frame": ms[frames[0]],
    }
    for label, name in FRAME_PARTS:
        out[f"  {label}"] = _outer(spans, name, frame[0], frame[1])
    out["all tasks, input to the end of that frame"] = sum(ms[first:frames[0] + 1])
    out["wall time, input to the end of that frame"] = (frame[1] - marks["input"]) / 1000
    out["after it, to the frame that paints all of it"] = sum(ms[frames[0] + 1:end])
    return out


def trace(browser, sites: list[tuple[str, str]], count: int) -> list[tuple[str, str]]:
    """Rows of main-thread thread time per typed hand (p50, ms), from a Chromium trace: the
    same ``count`` hands typed into each site's page in turn, the analysis in view, after
    WARM hands each untraced. Thread time is what the main thread itself spent (the CPU 4x
    throttling included), so it carries less of the shared machine's load than wall time."""
    pages = [(label, _Page(browser, site)) for label, site in sites]
    typed = hands(WARM + count, seed=SEED + 1)
    for text in typed[:WARM]:
        for _, page in pages:
            page.type_hand(text, True)
    browser.start_tracing(categories=TRACE_CATEGORIES)
    for i, text in enumerate(typed[WARM:]):
        for label, page in pages if i % 2 == 0 else pages[::-1]:
            page.type_hand(text, True, f"{label}{i}")
    events = json.loads(browser.stop_tracing())
    events = events["traceEvents"] if isinstance(events, dict) else events
    threads = _spans(events)
    marks: dict[str, dict[str, float]] = {}
    where: dict[str, tuple[int, int]] = {}
    for e in events:
        message = e.get("name") == "TimeStamp" and e["args"]["data"].get("message", "")
        if message and ":" in message:
            tag, what = message.rsplit(":", 1)
            marks.setdefault(tag, {})[what] = e["ts"]
            where[tag] = (e["pid"], e["tid"])
    phases: dict[str, list[dict[str, float]]] = {label: [] for label, _ in pages}
    for tag, found in marks.items():
        label = tag.rstrip("0123456789")
        got = _hand_phases(threads[where[tag]], found)
        if got is not None and label in phases:
            phases[label].append(got)
    for _, page in pages:
        page.context.close()
    names = list(next(p for p in phases.values() if p)[0])
    load = os.getloadavg()[0]
    rows = [(f"hands traced (of {count}), {label}", str(len(phases[label])))
            for label, _ in pages]
    for name in names:
        rows.append((f"{name}, p50 ms", "   ".join(
            f"{label}: {pct([p[name] for p in phases[label]], .5):.1f}"
            for label, _ in pages if phases[label])))
    rows.append(("machine load average (1 min) at the end", f"{load:.1f}"))
    return rows


def measure(browser, site: str, count: int = 60,
            against: str | None = None) -> list[tuple[str, str]]:
    """Benchmark rows: the analysis of a 14-tile hand in the page, the CPU 4x throttled; with
    ``against`` (a second site's address), the same hands typed into both pages in turn, so
    that both see the same load, and the second page's figures in brackets."""
    pages = [_Page(browser, site)] + ([_Page(browser, against)] if against else [])
    load = os.getloadavg()[0]
    typed = hands(2 * count + 1)
    for i, text in enumerate(typed):
        in_view = i % 2 == 1  # the two places turn about, so both see the same machine load
        for page in pages if i % 4 < 2 else pages[::-1]:  # and the two sites
            page.type_hand(text, in_view)
    tables = [page.rows(typed[1:count + 1], load) for page in pages]
    if len(tables) == 1:
        return tables[0]
    return [(name, f"{value}   [against: {other}]")
            for (name, value), (_, other) in zip(*tables, strict=True)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--trace", type=int, metavar="N",
                        help="instead: trace N hands in each page (the main thread's thread "
                             "time per typed hand, by phase)")
    parser.add_argument("--against", metavar="DIST",
                        help="a second built site (e.g. a copy of dist/ before a change), "
                             "its page typed into in turn with this one")
    args = parser.parse_args()
    import contextlib

    import build
    from build.serving import serve_in_background

    with contextlib.ExitStack() as stack:
        against = None
        if args.against:
            server, against = serve_in_background(Path(args.against))
            stack.callback(server.shutdown)
        if args.trace:
            return build.lab_alone(
                lambda browser, site: trace(
                    browser, [("this", site)] + ([("base", against)] if against else []),
                    args.trace),
                "Hand analysis in the scorer: main-thread thread time per typed hand, p50 "
                "(Chromium trace, 390x844, CPU 4x, the analysis in view)")
        return build.lab_alone(
            lambda browser, site: measure(browser, site, args.hands, against),
            "Hand analysis in the scorer (headless Chromium, 390x844, CPU 4x)")


if __name__ == "__main__":
    sys.exit(main())
