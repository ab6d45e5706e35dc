#!/usr/bin/env python3
"""The soak benchmark: the built site opened many times as a player on a phone would, counting
what must never happen: a renderer crash ("Target crashed"), a page error, a visit that never
became ready.

First visits each open a fresh profile; repeat visits reopen one profile (whose first visit had
the service worker keep the Python snapshot: each repeat visit restores Python from it).
Throttled as bench/firstvisit.py throttles (390x844 touch phone, 10 Mbit/s with 40 ms,
CPU 4x, the site served gzip). Each visit opens every view once: today's deal played to
"playing", then the scorer, the fan reference and the table game, then back to the solitaire.
Per visit it notes the time to ready, the JS heap (performance.memory) and Python's WebAssembly
memory at the end; Chromium writes its log (--enable-logging) to a file, named in the report,
and a crashed renderer leaves a minidump, which the report describes (bench/minidump.py).

    MAHJONG_DIST=dist python3 -m bench.soak [--first 30] [--repeat 30] [--log soak.log]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

import build  # noqa: E402
from bench import minidump  # noqa: E402
from bench.firstvisit import CPU_SLOWDOWN, NETWORKS, PHONE, throttled  # noqa: E402

READY_MS = 120_000
STEP_MS = 120_000
NAME, BITS, LATENCY, _ = NETWORKS[0]  # the phone network: 10 Mbit/s, 40 ms
READY = "(s => s && s !== 'loading')(document.documentElement.dataset.state)"
PLAYING = ("document.documentElement.dataset.state === 'playing'"
           " && !!document.querySelector('#board .tile')")
# A view's section shown and drawn: visible, not loading or failed, with content of its own.
VIEW_DRAWN = """id => { const s = document.getElementById(id);
  return !!s && !s.hidden && !s.dataset.state && s.children.length > 0
    && !s.querySelector('.view-loading'); }"""
VIEWS = (("#/score", "view-scorer"), ("#/fans", "view-reference"), ("#/table", "view-table"),
         ("#/", "view-solitaire"))
MEMORY = """() => ({
  heap: performance.memory ? performance.memory.usedJSHeapSize : -1,
  wasm: window.mahjongWasmBytes ? window.mahjongWasmBytes() : -1,
  python: document.documentElement.dataset.python || '',
  error: document.documentElement.dataset.error || '' })"""


def visit(pw, site: str, profile: Path, log: Path, keep_snapshot: bool = False) -> dict:
    """One throttled visit in the profile folder `profile`: what happened."""
    out: dict = {"crashed": False, "errors": [], "ready": None, "failed": None}
    env = dict(os.environ, CHROME_LOG_FILE=str(log))
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=str(build.CHROMIUM), headless=True,
        args=[*build.CHROMIUM_ARGS, "--enable-precise-memory-info", "--enable-logging",
              "--v=0"],
        env=env, viewport=PHONE, device_scale_factor=3, is_mobile=True, has_touch=True,
    )
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.on("crash", lambda _page: out.update(crashed=True))
        page.on("pageerror", lambda error: out["errors"].append(str(error)[:300]))
        throttled(context, page, BITS, LATENCY)
        started = time.monotonic()
        page.goto(site, wait_until="commit", timeout=READY_MS)
        step = "ready"
        try:
            page.wait_for_function(READY, timeout=READY_MS, polling=250)
            out["ready"] = time.monotonic() - started
            step = "deal"
            page.click("#todays-deal", timeout=STEP_MS)
            page.wait_for_function(PLAYING, timeout=STEP_MS, polling=250)
            for fragment, section in VIEWS:
                step = fragment
                page.evaluate(f"location.hash = {fragment!r}")
                page.wait_for_function(VIEW_DRAWN, arg=section, timeout=STEP_MS, polling=250)
            if keep_snapshot:
                step = "snapshot kept"
                page.wait_for_function("document.documentElement.dataset.snapshot === 'kept'",
                                       timeout=READY_MS, polling=500)
            out.update(page.evaluate(MEMORY))
            if out["error"]:
                out["errors"].append(f"shown in the page: {out['error']}")
        except Exception as error:  # a crash, or a step that never came
            out["failed"] = f"{step}: {type(error).__name__}: {str(error).splitlines()[0][:200]}"
        out["seconds"] = time.monotonic() - started
    finally:
        try:
            context.close()
        except Exception as error:  # a crashed browser may refuse to close cleanly
            out["errors"].append(f"close: {error}"[:300])
        # Chromium starts its log afresh at each launch: each visit's is added to the whole.
        if log.exists():
            with open(log.with_suffix(".all"), "ab") as whole:
                lost = "yes" if out["crashed"] else "no"
                whole.write(f"==== a visit's log (its renderer lost: {lost})\n".encode())
                whole.write(log.read_bytes())
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--first", type=int, default=30, help="first visits (fresh profiles)")
    parser.add_argument("--repeat", type=int, default=30, help="repeat visits (one profile)")
    parser.add_argument("--log", default="", help="Chromium's log file (default: a temp file)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    visits: list[tuple[str, dict]] = []
    began = time.time()
    with build.site_served() as site, sync_playwright() as pw, \
            tempfile.TemporaryDirectory() as tmp:
        log = Path(args.log or Path(tmp) / "chromium.log").resolve()
        reused = Path(tmp) / "reused"
        # The reused profile's own first visit keeps the snapshot (not counted among the runs).
        seed = visit(pw, site, reused, log, keep_snapshot=True)
        if seed["failed"] or seed["crashed"]:
            print(f"the reused profile's first visit failed: {seed}", flush=True)
        for index in range(max(args.first, args.repeat)):  # first and repeat visits alternate
            if index < args.first:
                result = visit(pw, site, Path(tmp) / f"fresh-{index}", log)
                visits.append(("first", result))
                report(index, "first", result)
            if index < args.repeat:
                result = visit(pw, site, reused, log)
                visits.append(("repeat", result))
                report(index, "repeat", result)
        log = log.with_suffix(".all")
        crash_lines = crashes_in_log(log)
        if not args.log:
            keep = ROOT / "soak-chromium.log"
            if crash_lines:
                keep.write_bytes(log.read_bytes())
                log = keep
    rows = []
    for kind in ("first", "repeat"):
        runs = [r for k, r in visits if k == kind]
        if not runs:
            continue
        ready = [r["ready"] for r in runs if r["ready"] is not None]
        heap = [r["heap"] / 2**20 for r in runs if r.get("heap", -1) >= 0]
        wasm = [r["wasm"] / 2**20 for r in runs if r.get("wasm", -1) >= 0]
        restored = sum(r.get("python") == "restored" for r in runs)
        rows += [
            (f"{kind} visits", f"{len(runs)} ({restored} restored Python from the snapshot)"),
            ("  renderer crashes (Target crashed)",
             f"{sum(r['crashed'] for r in runs)}  (goal 0)"),
            ("  page errors", f"{sum(len(r['errors']) for r in runs)}  (goal 0)"),
            ("  visits never ready", f"{sum(r['ready'] is None for r in runs)}  (goal 0)"),
            ("  visits with a step that never came (any view)",
             f"{sum(r['failed'] is not None for r in runs)}"),
            ("  ready, median / max", f"{statistics.median(ready):.1f} / {max(ready):.1f} s"
             if ready else "-"),
            ("  memory at the end, max: JS heap + wasm",
             f"{max(heap):.1f} + {max(wasm):.1f} MB" if heap and wasm else "-"),
        ]
    rows.append(("Chromium log lines naming a crash",
                 f"{len(crash_lines)}" + (f" (in {log})" if crash_lines else "")))
    dumps = minidump.written_since(began)
    rows.append(("minidumps written (Chromium's Crash Reports)", f"{len(dumps)}"))
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    build.print_table(f"Soak: {NAME}, CPU {CPU_SLOWDOWN}x, every view per visit (load average "
                      f"{load})", rows)
    for kind, result in visits:
        if result["crashed"] or result["errors"] or result["failed"]:
            print(kind, {k: result[k] for k in ("crashed", "errors", "failed")})
    for line in crash_lines[:20]:
        print("log:", line)
    for dump in dumps:
        try:
            print(f"minidump {dump}: {minidump.read(dump)}")
        except (OSError, ValueError) as error:
            print(f"minidump {dump}: {error}")
    return 0


def report(index: int, kind: str, result: dict) -> None:
    ready = f"{result['ready']:.1f} s" if result["ready"] is not None else "never"
    mem = (f"heap {result['heap'] / 2**20:.0f} MB wasm {result['wasm'] / 2**20:.0f} MB"
           if result.get("heap", -1) >= 0 else "")
    print(f"{kind} {index + 1}: ready {ready}, all views in {result['seconds']:.0f} s, "
          f"Python {result.get('python') or '?'} {mem}"
          + (" CRASHED" if result["crashed"] else "")
          + (f" errors {result['errors']}" if result["errors"] else "")
          + (f" failed {result['failed']}" if result["failed"] else ""), flush=True)


def crashes_in_log(log: Path) -> list[str]:
    """Lines of Chromium's log that tell of a renderer's death."""
    if not log.exists():
        return []
    words = ("crash", "Renderer process", "OOM", "out of memory", "Out of memory", "killed")
    return [line.strip() for line in log.read_text(errors="replace").splitlines()
            if any(word in line for word in words)]


if __name__ == "__main__":
    sys.exit(main())
