#!/usr/bin/env python3
"""Where the app's start goes: one visit of the built site (and of the bare `loadPyodide()` page
on the same dist/) in headless Chromium, with the DevTools protocol's CPU profiler on from the
navigation to ready. Prints, for a first visit (fresh profile) or a repeat visit (the snapshot
kept by a first visit, then restored): each file's fetch (start and end, ms from navigation), the
loading steps (py:progress) and the page's own marks (performance.mark), the moment it is
ready, and the main thread's CPU time by what ran it (PyScript's JavaScript, Pyodide's, the
WebAssembly of Python, our scripts, the browser's garbage collector and its own work), in all
and per 100 ms slice.

    MAHJONG_DIST=dist python3 -m bench.trace_start [--repeat] [--bare] [--cpu 4] [--slices]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

import build  # noqa: E402
from bench.firstvisit import bare_site  # noqa: E402

READY = "(s => s && s !== 'loading')(document.documentElement.dataset.state)"
PROBE = """
window.__steps = [];
addEventListener('py:progress', (e) => window.__steps.push([String(e.detail), performance.now()]));
new MutationObserver((_, obs) => {
  const s = document.documentElement.dataset.state;
  if (s && s !== 'loading') { window.__readyAt = performance.now(); obs.disconnect(); }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-state']});
// When the runtime's WebAssembly is handed to the browser and when it is compiled and
// instantiated (both pages: Pyodide calls one of these for pyodide.asm.wasm).
for (const name of ['instantiateStreaming', 'instantiate']) {
  const original = WebAssembly[name];
  WebAssembly[name] = function (...args) {
    performance.mark(`wasm:${name}`);
    return original.apply(this, args).then((out) => {
      performance.mark(`wasm:${name} done`); return out; });
  };
}
"""


def kind(url: str, name: str) -> str:
    """What ran a profile node: the file (or the runtime's own categories)."""
    if not url:
        if name in ("(garbage collector)", "(program)", "(idle)", "(root)"):
            return name
        return "(native: " + name + ")" if name else "(anonymous)"
    if "wasm" in url or url.startswith("wasm://"):
        return "Python (WebAssembly)"
    file = url.split("?")[0].rsplit("/", 1)[-1]
    if "/pyscript/" in url:
        return "PyScript JS"
    if "/pyodide/" in url:
        return f"Pyodide JS ({file})"
    return f"our JS ({file})"


def visit(pw, url: str, profile: Path, repeat: bool, cpu: float, sample: bool = True) -> dict:
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=str(build.CHROMIUM), headless=True,
        args=[*build.CHROMIUM_ARGS, "--enable-precise-memory-info"],
    )
    try:
        context.add_init_script(PROBE)
        if repeat:
            page = context.new_page()
            page.goto(url)
            page.wait_for_function(READY, timeout=120_000)
            if page.evaluate("!!document.querySelector('script[src*=\"boot.js\"]')"):
                page.wait_for_function("document.documentElement.dataset.snapshot === 'kept'",
                                       timeout=120_000)
            else:
                page.reload()
                page.wait_for_function(READY, timeout=120_000)
            page.close()
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Profiler.enable")
        cdp.send("Profiler.setSamplingInterval", {"interval": 200})
        if cpu != 1:
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
        if sample:
            cdp.send("Profiler.start")
        page.goto(url)
        page.wait_for_function("window.__readyAt !== undefined", timeout=120_000)
        profile_data = cdp.send("Profiler.stop")["profile"] if sample else None
        info = page.evaluate("""() => ({
          ready: window.__readyAt, steps: window.__steps,
          python: document.documentElement.dataset.python || '',
          marks: performance.getEntriesByType('mark').map(m => [m.name, m.startTime]),
          measures: performance.getEntriesByType('measure').map(
            m => [m.name, m.startTime, m.duration]),
          files: performance.getEntriesByType('resource').map(e => [
            e.name.split('/').slice(3).join('/'), e.startTime, e.responseEnd, e.encodedBodySize]),
          origin: performance.timeOrigin,
        })""")
    finally:
        context.close()
    info["profile"] = profile_data
    return info


def cpu_by_kind(profile: dict, until_ms: float, slices: bool) -> tuple[dict, dict]:
    nodes = {node["id"]: node for node in profile["nodes"]}
    total: dict[str, float] = collections.Counter()
    sliced: dict[int, dict[str, float]] = collections.defaultdict(collections.Counter)
    t = profile["startTime"]  # µs, monotonic; the page's navigation is near the start
    start = t
    for node_id, delta in zip(profile["samples"], profile["timeDeltas"], strict=True):
        t += delta
        frame = nodes[node_id]["callFrame"]
        what = kind(frame.get("url", ""), frame.get("functionName", ""))
        ms = delta / 1000
        total[what] += ms
        if slices:
            sliced[int((t - start) / 1000 // 100)][what] += ms
    return total, sliced


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", action="store_true", help="a repeat visit (snapshot kept)")
    parser.add_argument("--bare", action="store_true", help="the bare page, not the app")
    parser.add_argument("--cpu", type=float, default=1, help="CPU slowdown")
    parser.add_argument("--slices", action="store_true", help="CPU per 100 ms")
    parser.add_argument("--json", help="write the raw CPU profile to this file")
    parser.add_argument("--no-profile", action="store_true",
                        help="no CPU profile (the marks and files only, without its overhead)")
    args = parser.parse_args()
    dist = Path(os.environ.get("MAHJONG_DIST") or build.DIST)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        root = bare_site(dist, Path(tmp) / "bare") if args.bare else dist
        server, url = build.serve_in_background(root)
        try:
            info = visit(pw, url, Path(tmp) / "profile", args.repeat, args.cpu,
                         not args.no_profile)
        finally:
            server.shutdown()
    if args.json and info["profile"]:
        Path(args.json).write_text(json.dumps(info["profile"]))
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"{'bare page' if args.bare else 'app'}, {'repeat' if args.repeat else 'first'} visit,"
          f" CPU {args.cpu}x, Python {info['python'] or '-'}; ready at {info['ready']:.0f} ms"
          f" (load average {load})")
    print("files (start → end ms, kB):")
    for name, start, end, size in sorted(info["files"], key=lambda f: f[2]):
        print(f"  {start:7.0f} → {end:7.0f}  {size / 1000:7.1f}  {name}")
    for label, rows in (("steps", info["steps"]), ("marks", info["marks"])):
        if rows:
            print(f"{label}: " + ", ".join(f"{n} {t:.0f}" for n, t in rows))
    for name, start, duration in info["measures"]:
        print(f"  measure {name}: {start:.0f} + {duration:.0f} ms")
    if info["profile"] is None:
        return 0
    total, sliced = cpu_by_kind(info["profile"], info["ready"], args.slices)
    print("main thread CPU by what ran (ms):")
    for what, ms in sorted(total.items(), key=lambda kv: -kv[1]):
        if ms >= 1:
            print(f"  {ms:7.0f}  {what}")
    if args.slices:
        for index in sorted(sliced):
            busy = {k: v for k, v in sliced[index].items() if k != "(idle)" and v >= 5}
            print(f"  {index * 100:5d} ms: " + ", ".join(
                f"{k} {v:.0f}" for k, v in sorted(busy.items(), key=lambda kv: -kv[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
