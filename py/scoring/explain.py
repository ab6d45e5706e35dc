"""Plain-text breakdown of a scored hand, for the command line and for logs."""

from __future__ import annotations

from .score import Result


def arrangement_text(arrangement: dict) -> str:
    parts = [s["text"] for s in arrangement["sets"]] + [p["text"] for p in arrangement["pairs"]]
    if arrangement["tiles"]:
        label = "knitted" if arrangement["form"] == "knitted_straight" else "tiles"
        parts.append(f"{label} {' '.join(arrangement['tiles'])}")
    return f"{arrangement['form'].replace('_', ' ')}: {'  '.join(parts)}"


def breakdown(result: Result, title: str = "") -> str:
    """A table of the fans, the total, what was left out and why."""
    lines = [title] if title else []
    lines.append(arrangement_text(result.arrangement))
    lines.append(f"Waiting on: {', '.join(result.waits) or 'nothing'}")
    if result.formal_waits != result.waits:
        lines.append(
            f"Formal waits (decide the wait fans): {', '.join(result.formal_waits)}"
            " (a tile whose four copies the hand holds cannot come, but completes the shape)"
        )
    width = max([len(f.name) for f in result.fans] + [20])
    lines.append(f"{'Fan':<{width}}  Points  Count  Subtotal")
    for f in result.fans:
        lines.append(f"{f.name:<{width}}  {f.points:>6}  {f.count:>5}  {f.points * f.count:>8}")
    lines.append(f"{'Total':<{width}}  {'':>6}  {'':>5}  {result.total:>8}")
    if result.flowers:
        lines.append(f"Without flowers: {result.points_without_flowers}")
    lines.append(
        "Meets the 8-point minimum"
        if result.meets_minimum
        else "Under the 8-point minimum (flowers do not count): not a win"
    )
    if result.excluded:
        lines.append("Not counted again:")
        for e in result.excluded:
            where = f" ({' '.join(e.sets)})" if e.sets else ""
            lines.append(f"  {e.name}{where}: implied by {e.by}")
    return "\n".join(lines)
