"""The command line: `python -m engine layouts | deal | daily | solve`, JSON on stdout.

    python -m engine layouts
    python -m engine deal --layout turtle --seed 42
    python -m engine daily --layout turtle --date 2026-11-29   (no --date: today in Kathmandu)
    python -m engine solve < deal.json        -> {"winnable": true, "moves": [[id, id], ...]}
    python -m engine import FILE              a KMahjongg .layout file, printed in the project's
                                              own layout text (engine.layout) on stdout
    python -m engine deal --layout-file PATH --seed N
                                              a layout read from a file (the project's text or
                                              a KMahjongg file) dealt as `deal --layout ID` deals
                                              a built-in one: the same JSON for the same layout

Bad input (unknown layout, bad date, malformed JSON, faces that do not pair up, a file that
cannot be read, a malformed layout file or one that cannot be dealt) prints one line
`error: ...` on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from datetime import UTC, date, datetime
from pathlib import Path

from commandline import OneLineParser, UsageError

from .daily import daily_date, daily_deal
from .deal import Deal, new_deal
from .generate import can_clear
from .kmahjongg import is_kmahjongg, layout_id_for, layout_name_for, read_kmahjongg
from .layout import LANGUAGES, Layout, get_layout, layout_of, layouts, parse_layout, runs_of
from .solver import solve_limited


def _parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog="python -m engine", description="Mahjong solitaire engine")
    sub = p.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    sub.add_parser("layouts", help="list the layouts")
    d = sub.add_parser("deal", help="the deal numbered SEED for a layout")
    which = d.add_mutually_exclusive_group(required=True)
    which.add_argument("--layout", help="a built-in layout's id")
    which.add_argument("--layout-file", help="a layout file (ours or KMahjongg's)")
    d.add_argument("--seed", required=True, type=int)
    i = sub.add_parser("import", help="a KMahjongg .layout file in the project's layout text")
    i.add_argument("file")
    y = sub.add_parser("daily", help="the daily deal of a layout (Kathmandu date)")
    y.add_argument("--layout", required=True)
    y.add_argument("--date", help="YYYY-MM-DD; default: today in Kathmandu")
    s = sub.add_parser("solve", help="solve the deal read from stdin")
    s.add_argument("--node-limit", type=int, default=None, help="give up after this many nodes")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        out = _run(args)
    except (UsageError, ValueError, KeyError, OSError) as exc:
        message = exc.args[0] if exc.args else type(exc).__name__
        sys.stderr.write(f"error: {message}".splitlines()[0] + "\n")
        return 2
    sys.stdout.write(out if isinstance(out, str) else json.dumps(out, ensure_ascii=False) + "\n")
    return 0


def layout_text(layout: Layout) -> str:
    """The layout in the project's layout file format (parse_layout reads it back to the
    same positions): its id, order and names, then each run of tiles side by side as one
    `row` statement, layer by layer, top row first."""
    lines = [f"id {layout.id}"]
    if layout.order:
        lines.append(f"order {layout.order}")
    lines += [f"name {lang} {layout.names.get(lang) or layout.names['en']}"
              for lang in ("en", "ne", "hi")]
    lines += [f"about {lang} {layout.about[lang]}" for lang in ("en", "ne", "hi")
              if layout.about.get(lang)]
    if layout.level:
        lines.append(f"level {layout.level}")
    lines.append("#   layer  y   x  count      (half-tile units; a tile covers 2 x 2)")
    for z, y, x, count in runs_of(layout.positions):
        lines.append(f"row  {z:4d} {y:3d} {x:3d} {count:4d}" if count > 1 else
                     f"tile {z:4d} {y:3d} {x:3d}")
    return "\n".join(lines) + "\n"


def read_layout_file(path: str, kmahjongg: bool = False) -> Layout:
    """A layout from a file: a KMahjongg .layout file (named after the file) or, unless
    `kmahjongg`, one in the project's own text. ValueError (OSError if unreadable) with a
    one-line reason, also if the layout cannot be dealt (its positions cannot be cleared in
    pairs in any order)."""
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise OSError(f"cannot read {path}: {exc.strerror or exc}") from None
    text = raw.decode("utf-8", errors="replace")
    name = Path(path).name
    if kmahjongg or is_kmahjongg(text):
        title = layout_name_for(name)
        layout = layout_of(layout_id_for(name), read_kmahjongg(text),
                           dict.fromkeys(LANGUAGES, title))
    else:
        layout = parse_layout(text, name)
    geom = layout.geometry
    if not can_clear(geom, geom.full):
        raise ValueError(f"{name}: the layout cannot be dealt: its tiles cannot all be "
                         "cleared in pairs in any order")
    return layout


def _run(args: argparse.Namespace) -> object:
    if args.command == "layouts":
        return [
            {"id": lay.id, "tiles": lay.size, "names": {k: lay.names[k] for k in LANGUAGES}}
            for lay in layouts()
        ]
    if args.command == "deal":
        if args.layout_file is not None:
            return new_deal(read_layout_file(args.layout_file), args.seed).to_dict()
        get_layout(args.layout)
        return new_deal(args.layout, args.seed).to_dict()
    if args.command == "import":
        return layout_text(read_layout_file(args.file, kmahjongg=True))
    if args.command == "daily":
        get_layout(args.layout)
        if args.date is None:
            day = daily_date(datetime.now(UTC))
        else:
            try:
                day = date.fromisoformat(args.date)
            except ValueError:
                raise ValueError(f"bad date {args.date!r} (expected YYYY-MM-DD)") from None
        return daily_deal(args.layout, day).to_dict()
    if args.command == "solve":
        deal = Deal.from_json(sys.stdin.read())
        result = solve_limited(deal, args.node_limit)
        if result.status == "unknown":
            return {"winnable": None, "moves": None, "nodes": result.nodes}
        moves = [list(m) for m in result.moves] if result.moves is not None else None
        return {"winnable": result.status == "winnable", "moves": moves}
    raise UsageError(f"unknown command {args.command!r}")
