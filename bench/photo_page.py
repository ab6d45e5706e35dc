#!/usr/bin/env python3
"""Photo entry's benchmark in the page (phone size, 390x844): synthetic photos (made from the
app's tile art, 1600 x 900 as a phone photo is once scaled down) go in through the file input,
as a player's would.

Rows: loading the reader (photo.zip) when the panel first opens; a photo chosen until its
frame shows (decode, suggest the frame, split the row); reading a 14-tile row, p50 / p95, as
the Read tap to the tiles shown and as the whole of Python's work from a frame (split + read;
goal p95 <= 1 s); the longest the browser waited between two frames while reading (the page
stays responsive: Python yields every ~40 ms when its steps allow); teaching a set (four row
photos: each opened and learnt; goal <= 3 s), and Python's part of it; and a huge photo
(4800 x 2700) opened. Then, when ../shared/photos is there (MAHJONG_PHOTOS, or beside the
clone), the real hand photos of set A (hands/A_*, 853 x 640) with set A taught from its crops
(as bench.photo_real teaches it, put in the page's storage): a photo to its frame, the read
p50 / p95 (the same goal), how often the count was right, and the tiles right.
`measure(browser, site)` is called by bench/browser.py; run alone:

    MAHJONG_DIST=dist python3 -m bench.photo_page

or before and after a change in one run, the two built sites measured alternately (A B B A
..., each table with its load average):

    MAHJONG_DIST=dist python3 -m bench.photo_page --vs /tmp/base/dist --rounds 2
"""

from __future__ import annotations

import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "py"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from photo import Picture  # noqa: E402
from photo.image import encode  # noqa: E402

from tests.fixtures import synth_photos as synth  # noqa: E402
from tests.fixtures.pyodide_run import upscaled  # noqa: E402

PHONE = {"width": 390, "height": 844}
GOAL_READ_MS = 1000.0
GOAL_TEACH_MS = 3000.0
PHOTOS = 10
READS = 2  # each photo read this many times
SEED = 20261201
SIZE = (1600, 900)
PANEL = "document.getElementById('sc-photo')"

# Tap a button of the photo panel and wait until its work is done and `state` shows; the ms
# to then, the longest gap between animation frames meanwhile, and the panel's own timings.
TIMED = """async ([selector, state]) => {
  const panel = document.getElementById('sc-photo');
  const frames = [performance.now()];
  let running = true;
  const tick = (t) => { frames.push(t); if (running) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const t0 = performance.now();
  document.querySelector(selector).click();
  await new Promise((resolve) => {
    const check = () => panel.dataset.busy === '0' && panel.dataset.state === state;
    const watch = new MutationObserver(() => { if (check()) { watch.disconnect(); resolve(); } });
    watch.observe(panel, { attributes: true, attributeFilter: ['data-busy', 'data-state'] });
  });
  const wall = performance.now() - t0;
  running = false;
  frames.push(performance.now());
  let gap = 0;
  for (let i = 1; i < frames.length; i++) gap = Math.max(gap, frames[i] - frames[i - 1]);
  return { wall, gap, steps: panel.dataset.stepsMs, slice: +panel.dataset.sliceMs };
}"""
# The same around a file given to the file input (the test harness sets the files).
ARM = """() => {
  const panel = document.getElementById('sc-photo');
  window.__photoTimes = { frames: [performance.now()], running: true };
  const tick = (t) => { const w = window.__photoTimes; w.frames.push(t);
    if (w.running) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  window.__photoTimes.t0 = performance.now();
  window.__photoTimes.done = new Promise((resolve) => {
    let started = false;
    const watch = new MutationObserver(() => {
      if (panel.dataset.busy === '1') started = true;
      if (started && panel.dataset.busy === '0') { watch.disconnect(); resolve(); }
    });
    watch.observe(panel, { attributes: true, attributeFilter: ['data-busy'] });
  });
}"""
SETTLE = """async () => {
  const w = window.__photoTimes; await w.done;
  const wall = performance.now() - w.t0; w.running = false; w.frames.push(performance.now());
  let gap = 0;
  for (let i = 1; i < w.frames.length; i++) gap = Math.max(gap, w.frames[i] - w.frames[i - 1]);
  const panel = document.getElementById('sc-photo');
  return { wall, gap, steps: panel.dataset.stepsMs, open: +panel.dataset.openMs };
}"""


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def steps(text: str) -> list[float]:
    return [float(v) for v in text.split(",") if v]


def open_file(page, name: str, data: bytes) -> dict:
    """Give the page a photo; its timings once it has framed it."""
    page.evaluate(ARM)
    page.set_input_files("#ph-file", files=[{"name": name, "mimeType": "image/png",
                                              "buffer": data}])
    return page.evaluate(SETTLE)


def measure_real(browser, site: str, root: Path) -> list[tuple[str, str]]:
    """Rows for set A's real hand photos, read in the page with set A taught from its crops."""
    import json

    from photo import FACES, TileSetLibrary
    from photo.calibrate import tile_set_from_tiles

    from tests.fixtures.real_photos import TWO_ROWS, crops

    labels = json.loads((root / "labels.json").read_text(encoding="utf-8"))
    hands = [(k, [t["tile"] for t in v]) for k, v in sorted(labels.items())
             if k.startswith("hands/A_") and k not in TWO_ROWS]
    library = TileSetLibrary()
    faces = {f: p for f, p in crops(root, "A").items() if f in FACES}  # a hand's 34
    library.add(tile_set_from_tiles(faces, "Set A"))
    context = browser.new_context(service_workers="block", viewport=PHONE, locale="en-GB")
    page = context.new_page()
    page.goto(site + "#/score")
    ready = "document.documentElement.dataset.state !== 'loading'"
    page.wait_for_function(ready, timeout=120_000)
    page.evaluate("v => localStorage.setItem('mj.v1.photo.sets', v)", library.to_json())
    page.reload()
    page.wait_for_function(ready, timeout=120_000)
    page.click('button[data-action="photo"]')
    page.wait_for_function(f"{PANEL}.dataset.state === 'start'", timeout=120_000)
    opened, tap, python, counted, right, tiles, failed = [], [], [], 0, 0, 0, 0
    idle = f"{PANEL}.dataset.busy === '0'"
    for name, want in hands:
        page.evaluate(f"{PANEL}.dataset.openMs = ''")
        page.set_input_files("#ph-file", str(root / name))
        page.wait_for_function(f"{idle} && {PANEL}.dataset.openMs !== ''", timeout=120_000)
        opened.append(float(page.evaluate(f"{PANEL}.dataset.openMs")))
        tiles += len(want)
        if page.is_disabled('[data-ph="read"]'):  # no row found that splits: nothing read
            failed += 1
            continue
        page.evaluate(f"{PANEL}.dataset.readMs = ''")
        page.click('[data-ph="read"]')
        page.wait_for_function(f"{idle} && {PANEL}.dataset.readMs !== ''", timeout=120_000)
        tap.append(float(page.evaluate(f"{PANEL}.dataset.readMs")))
        python.append(sum(steps(page.evaluate(f"{PANEL}.dataset.stepsMs"))))
        if page.evaluate(f"{PANEL}.dataset.state") != "review":
            failed += 1
            continue
        faces = page.eval_on_selector_all(
            ".ph-cell[data-ph='fix']", "cs => cs.map(c => (c.querySelector("
            "'.tile[data-face]') || {dataset: {}}).dataset.face || null)")
        if len(faces) == len(want):
            counted += 1
            right += sum(a == b for a, b in zip(faces, want, strict=True))
    context.close()
    n = len(hands)
    tap, python = tap or [float("nan")], python or [float("nan")]
    return [
        (f"photo: real hands (hands/A_*, {n}, set A from its crops): photo to frame p50 / p95",
         f"{pct(opened, .5):.0f} / {pct(opened, .95):.0f} ms"),
        ("photo: real hands, read, Read to tiles shown (data-read-ms), p50 / p95",
         f"{pct(tap, .5):.0f} / {pct(tap, .95):.0f} ms  (goal p95 <= {GOAL_READ_MS:.0f})"),
        ("photo: real hands, read, Python's work (the row split in its frame, read), p50 / p95",
         f"{pct(python, .5):.0f} / {pct(python, .95):.0f} ms"),
        ("photo: real hands, the count right / tiles right (of all labelled tiles)",
         f"{counted}/{n} photos / {right}/{tiles} tiles ({100 * right / tiles:.1f} %); "
         f"{failed} not read"),
    ]


def shared_photos() -> Path | None:
    given = os.environ.get("MAHJONG_PHOTOS")
    places = [Path(given)] if given else [base / "shared" / "photos"
                                          for base in (ROOT.parent, ROOT.parent.parent)]
    return next((p for p in places if (p / "labels.json").is_file()), None)


def measure(browser, site: str) -> list[tuple[str, str]]:
    """Benchmark rows: photo entry on a phone-size page (and on the real photos when they
    are there)."""
    cache = synth.ArtCache()
    photos = synth.photo_set(cache, PHOTOS, SEED, width=SIZE[0], height=SIZE[1])
    files = [encode(p.picture) for p in photos]
    rows_png = [encode(p.picture) for p in synth.calibration_photos(
        cache, SEED + 1, width=SIZE[0], height=SIZE[1])]
    big, bw, bh = upscaled(photos[0].picture, 3)
    huge = encode(Picture(bw, bh, big, 4))

    load_before = os.getloadavg()[0]
    context = browser.new_context(service_workers="block", viewport=PHONE, locale="en-GB")
    page = context.new_page()
    page.goto(site + "#/score")
    page.wait_for_function(
        "document.documentElement.dataset.state !== 'loading'", timeout=120_000)
    t0 = page.evaluate("performance.now()")
    page.click('button[data-action="photo"]')
    page.wait_for_function(f"{PANEL}.dataset.state === 'start'", timeout=120_000)
    open_panel = page.evaluate("performance.now()") - t0
    load = float(page.evaluate(f"{PANEL}.dataset.loadMs"))

    opened, suggest, split, tap, python, gaps, slices, right = [], [], [], [], [], [], [], 0
    for photo, data in zip(photos, files, strict=True):
        times = open_file(page, "hand.png", data)
        opened.append(times["open"])
        _, overview, found, *split_steps = steps(times["steps"])  # see PhotoManager.open_photo
        suggest.append(overview + found)
        split.append(sum(split_steps))
        for k in range(READS):
            read = page.evaluate(TIMED, ['[data-ph="read"]', "review"])
            tap.append(read["wall"])
            python.append(split[-1] + sum(steps(read["steps"])))
            gaps.append(read["gap"])
            slices.append(read["slice"])
            if k == 0:
                faces = page.eval_on_selector_all(
                    ".ph-cell .tile[data-face]", "ts => ts.map(t => t.dataset.face)")
                right += sum(a == b for a, b in zip(faces, photo.faces, strict=False))
            page.click('[data-ph="reframe"]')

    teach_total, teach_python, learn, teach_gap = [], [], [], []
    for _ in range(2):
        page.click('[data-ph="start"]')
        page.click('[data-ph="teach"]')
        total = work = 0.0
        for k, data in enumerate(rows_png, start=1):
            opened_row = open_file(page, f"row{k}.png", data)
            state = "check" if k == 4 else "teach"
            learnt = page.evaluate(TIMED, ['[data-ph="learn"]', state])
            total += opened_row["open"] + learnt["wall"]
            work += sum(steps(opened_row["steps"])) + sum(steps(learnt["steps"]))
            learn.append(learnt["wall"])
            teach_gap.append(max(opened_row["gap"], learnt["gap"]))
        teach_total.append(total)
        teach_python.append(work)
    page.click('[data-ph="start"]')
    big_times = open_file(page, "huge.png", huge)
    context.close()

    n = len(tap)
    root = shared_photos()
    real = measure_real(browser, site, root) if root is not None else [
        ("photo: real hands", "../shared/photos not found: not measured")]
    return [
        ("photo: open the panel (load photo.zip, unpack, import)",
         f"{open_panel:.0f} ms  (of which fetch + unpack + import {load:.0f} ms)"),
        (f"photo: photo chosen to frame shown, p50 / p95 ({len(opened)} photos "
         f"{SIZE[0]}x{SIZE[1]})",
         f"{pct(opened, .5):.0f} / {pct(opened, .95):.0f} ms  (suggest frame p50 "
         f"{pct(suggest, .5):.0f}, split p50 {pct(split, .5):.0f})"),
        (f"photo: read 14 tiles, Read tap to tiles shown, p50 / p95 ({n} reads)",
         f"{pct(tap, .5):.0f} / {pct(tap, .95):.0f} ms"),
        ("photo: read 14 tiles, Python's work from the frame (split + read), p50 / p95",
         f"{pct(python, .5):.0f} / {pct(python, .95):.0f} ms  (goal p95 <= "
         f"{GOAL_READ_MS:.0f})"),
        ("photo: while reading, longest gap between frames p50 / max (longest Python slice)",
         f"{pct(gaps, .5):.0f} / {max(gaps):.0f} ms  ({max(slices):.0f} ms)"),
        ("photo: tiles read right (the app's art, synthetic photos)",
         f"{right}/{14 * len(photos)}"),
        ("photo: teach a set (4 rows: each opened and learnt), median / max of 2",
         f"{statistics.median(teach_total):.0f} / {max(teach_total):.0f} ms  (goal <= "
         f"{GOAL_TEACH_MS:.0f}; Learn tap p95 {pct(learn, .95):.0f} ms, longest frame gap "
         f"{max(teach_gap):.0f} ms)"),
        ("photo: teach a set, Python's work (find, split and learn the 4 rows), median / max",
         f"{statistics.median(teach_python):.0f} / {max(teach_python):.0f} ms"),
        (f"photo: a {bw}x{bh} photo chosen to frame shown",
         f"{big_times['open']:.0f} ms  (longest frame gap {big_times['gap']:.0f} ms)"),
        *real,
        ("photo: machine load meanwhile (1-minute load average, before / after)",
         f"{load_before:.1f} / {os.getloadavg()[0]:.1f}  ({os.cpu_count()} cores)"),
    ]


def main(argv: list[str] | None = None) -> int:
    import argparse

    import build

    parser = argparse.ArgumentParser(description="Photo entry's benchmark in the page.")
    parser.add_argument("--vs", type=Path, help="another built site, measured in turn")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args(argv)
    title = "Photo entry benchmark (headless Chromium, 390x844)"
    if args.vs is None:
        return build.lab_alone(measure, title)
    this = Path(os.environ.get("MAHJONG_DIST") or ROOT / "dist").resolve()
    sites = [("this", this), ("vs", args.vs.resolve())]
    for k in range(args.rounds):
        for label, dist in sites if k % 2 == 0 else sites[::-1]:
            os.environ["MAHJONG_DIST"] = str(dist)
            build.lab_alone(measure, f"{title}, round {k + 1}: {label} ({dist})")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
