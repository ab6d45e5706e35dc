"""A seeded random walk of the table game (#/table) in a real page: each step waits until the
page is at rest, then presses one of the controls it shows at that moment (a tile of the hand,
a claim, Pass, Next hand, Review, Replay and its controls, Menu items, the log, the coach's
setting, a fan, a radio button, the replay's timeline; a text box is typed into), chosen by a
seeded random number. The walk fails on a stall: for ``STALL_S`` seconds the game made no
progress and the page offered nothing to press (it waits on the computer players, or on work
that never ends); page errors are caught by the page's ``Watch``.

At rest: no panel is working (``aria-busy``, a review being worked out) and either a panel
is on show or the table is not waiting for a computer player. Progress: any change of the
state, hand, moves, panel, replay point or a working panel's progress.

The pace and the computers' level are left as the route set them (instant, the quick level):
each step is cheap, and the walk explores the ways through the page, not the players.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

STALL_S = 30.0
OUT = Path(__file__).resolve().parents[2] / "screenshots" / "walk"
"""Each walk's summary (walks.jsonl) and a stall's screenshot."""

HELPERS = r"""
window.__walk = (() => {
  const view = () => document.getElementById('view-table');
  const mt = () => document.querySelector('#view-table .mt');
  const shown = el => el.getClientRects().length > 0 && !el.closest('[inert], [hidden]')
    && getComputedStyle(el).visibility !== 'hidden';
  const busy = () => !!document.querySelector(
    '#view-table [aria-busy="true"], #view-table .rv-working');
  const sig = () => {
    const m = mt();
    if (!m || view().hidden) return 'away|' + location.hash;
    const p = document.querySelector('#view-table .rv-progress');
    return [m.dataset.state, m.dataset.hand, m.dataset.moves, m.dataset.panel || '',
            m.dataset.replayEvent || '', p ? p.textContent : '', busy()].join('|');
  };
  const rest = () => {
    const m = mt();
    if (!m || view().hidden) return true;
    if (busy()) return false;
    return !!m.dataset.panel || m.dataset.state !== 'computer';
  };
  // Each kind of control has one weight, shared by its members (the hand's tiles, the
  // replay's moment marks, a setting's radio buttons, the fans...), and play a little more:
  // the walk reaches hands' ends, and the ways out of them, in a few hundred steps.
  // play, and the ways from a hand's end into its review and replay (where the freeze of
  // issue 40 began)
  const PLAY = '.act, [data-do="mt-next"], #mt-next, #mt-start, #mt-review, #mt-replay, '
    + '#mt-match-review';
  const BACK = '#mt-close, #mt-keep, #mt-log-back, #mt-rp-paste-back, #mt-rp-close, '
    + '#mt-results, #mt-match-back, #mt-look';
  const ASIDE = '#mt-menu, #mt-new, #mt-paste, #mt-daily, #mt-help, #mt-help-open, '
    + '#mt-history, #mt-results-menu';  // a step away from play
  const kind = el => {
    if (el.matches('.ht[aria-pressed="true"]')) return ['lifted', 3];  // its discard
    if (el.matches('.ht')) return ['tiles', 1];
    if (el.type === 'radio') return ['radio:' + el.name, 0.5];
    if (el.matches('a[href]')) return [null, 0.25];  // another view (and back)
    for (const group of ['.rp-mark', '.fan', '.rv-moment', '[data-do="mt-replay-hand"]']) {
      if (el.matches(group)) return [group, 1];
    }
    if (el.matches(PLAY + ', ' + BACK + ', #mt-help-back, #mt-history-back')) return [null, 2];
    if (el.matches('#mt-new')) return [null, 0.1];  // a new match starts the walk afresh
    if (el.matches(ASIDE)) return [null, 0.25];
    return [null, 1];
  };
  const weights = all => {
    const kinds = all.map(kind);
    const size = {};
    for (const [k] of kinds) if (k) size[k] = (size[k] || 0) + 1;
    return kinds.map(([k, w]) => k ? w / size[k] : w);
  };
  const label = el => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.value || '').trim();
    return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}`
      + `${el.dataset.do ? '[' + el.dataset.do + ']' : ''}`
      + `${el.name ? '[name=' + el.name + ']' : ''} "${text.slice(0, 30)}"`;
  };
  const controls = (skip) => {
    if (!mt() || view().hidden) {
      const back = document.getElementById('nav-table');
      return back ? [back] : [];
    }
    const found = [];
    for (const el of view().querySelectorAll('button, a[href], input, textarea, select')) {
      if (el.disabled || el.matches(skip)) continue;
      const box = el.type === 'radio' ? el.closest('label') || el : el;
      if (!shown(box)) continue;
      if (el.type === 'radio' && el.checked) continue;  // pressing it changes nothing
      found.push(el);
    }
    return found;
  };
  const press = (el, u, texts) => {
    if (el.type === 'range') {
      el.value = String(Math.floor(u * (+el.max + 1)));
      el.dispatchEvent(new Event('input', {bubbles: true}));
      el.dispatchEvent(new Event('change', {bubbles: true}));
    } else if (el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && el.type === 'text')) {
      el.focus();
      if (!el.readOnly) el.value = texts[Math.floor(u * texts.length)];
      el.dispatchEvent(new Event('input', {bubbles: true}));
    } else {
      el.click();
    }
  };
  return {
    sig, rest,
    offers: skip => controls(skip).length > 0,
    // One step when the page is at rest: {sig, seed, pressed} (pressed null: nothing to
    // press), or {sig, busy: true} while it is not.
    step(u, v, skip, texts) {
      const at = {sig: sig(), seed: (mt() || {dataset: {}}).dataset.seed || ''};
      if (!rest()) return {...at, busy: true};
      const all = controls(skip);
      if (!all.length) return {...at, pressed: null};
      const w = weights(all);
      let x = u * w.reduce((a, b) => a + b, 0);
      let i = 0;
      while (i < all.length - 1 && x >= w[i]) { x -= w[i]; i += 1; }
      at.pressed = label(all[i]);
      press(all[i], v, texts);
      return at;
    },
  };
})();
"""

SKIP = ", ".join((
    '[data-setting="pace"] input',  # the pace stays instant: a cheap step
    '[data-setting="level"] input',  # the quick computer level: the walk tests the page
    "#lang",
))
"""Controls the walk leaves alone (see the module docstring)."""

TEXTS = ("", "not a hand", '{"seed": 1, "hand": 1}', "#/table?replay=1.zz")
"""What the walk types into a text box (the paste panel's): nothing, or no record."""


class Stall(AssertionError):
    """The page made no progress and offered nothing to press for ``STALL_S`` seconds."""


@dataclass
class WalkResult:
    seed: int
    steps: int = 0
    pressed: list[str] = field(default_factory=list)
    hands: set[tuple[str, str]] = field(default_factory=set)  # (match seed, hand) reached
    moves: int = 0  # the person's and computers' moves seen made, over the walk
    seconds: float = 0.0


def install(page) -> None:
    """The walk's helpers, in the page from its first load on."""
    page.add_init_script(HELPERS)


def _stall(page, seed: int, why: str, trail: list[str]) -> Stall:
    OUT.mkdir(parents=True, exist_ok=True)
    shot = OUT / f"stall-{seed}.png"
    page.screenshot(path=str(shot), timeout=10_000)
    return Stall(f"walk {seed}: {why}; the last presses: {trail[-12:]} (screenshot {shot})")


def _wait(page, seed: int, sig: str, why: str, trail: list[str], busy: bool) -> None:
    """Wait for the page to come to rest (``busy``) or change; a stall after STALL_S."""
    test = "([s]) => window.__walk.rest() || window.__walk.sig() !== s" if busy else (
        "([s, skip]) => window.__walk.offers(skip) || window.__walk.sig() !== s")
    try:
        page.wait_for_function(test, arg=[sig, SKIP], timeout=STALL_S * 1000)
    except Exception as exc:  # noqa: BLE001 - Playwright's timeout: a stall
        raise _stall(page, seed, f"{why} for {STALL_S:.0f} s at {sig!r}", trail) from exc


def walk(page, seed: int, steps: int) -> WalkResult:
    """``steps`` presses chosen by ``random.Random(seed)`` (see the module docstring)."""
    rng = random.Random(seed)
    result = WalkResult(seed)
    started = time.perf_counter()
    last_moves: dict[tuple[str, str], int] = {}
    u, v = rng.random(), rng.random()
    while result.steps < steps:
        at = page.evaluate("([u, v, skip, texts]) => window.__walk.step(u, v, skip, texts)",
                           [u, v, SKIP, list(TEXTS)])
        sig = at["sig"]
        if at.get("busy"):  # the computers move, or a panel works: it must come to rest
            _wait(page, seed, sig, "no progress", result.pressed, busy=True)
            continue
        if at["pressed"] is None:  # at rest with nothing to press: it must change
            _wait(page, seed, sig, "nothing to press", result.pressed, busy=False)
            continue
        state, hand, moves = (sig.split("|") + ["", "", ""])[:3]
        if state != "away" and hand:
            key = (at["seed"], hand)
            if moves.isdigit():
                result.moves += max(0, int(moves) - last_moves.get(key, 0))
                last_moves[key] = max(last_moves.get(key, 0), int(moves))
            result.hands.add(key)
        result.pressed.append(at["pressed"])
        result.steps += 1
        u, v = rng.random(), rng.random()
    result.seconds = time.perf_counter() - started
    OUT.mkdir(parents=True, exist_ok=True)
    with (OUT / "walks.jsonl").open("a") as out:
        out.write(json.dumps({"seed": seed, "steps": result.steps, "hands": len(result.hands),
                              "moves": result.moves, "seconds": round(result.seconds, 1)})
                  + "\n")
    return result
