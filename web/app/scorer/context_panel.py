"""The context of the win: self-draw or discard, winds, flowers, last tile, fourth of its kind,
kong-related win. Options the hand rules out are disabled with the reason shown beside them.
"""

from __future__ import annotations

from html import escape
from typing import Any

from tiles import WINDS

from app.scorer.analysis import Option
from app.scorer.state import MAX_FLOWERS, Context


def panel_html(t: Any) -> str:
    """The form, drawn once (labels carry data-i18n so a language change relabels them)."""

    def label(key: str) -> str:
        return f'<span data-i18n="{key}">{escape(t(key))}</span>'

    def wind_select(name: str) -> str:
        options = "".join(
            f'<option value="{w}" data-i18n="wind.{w}">{escape(t(f"wind.{w}"))}</option>'
            for w in WINDS
        )
        return f'<select id="sc-{name}" name="{name}" data-ctx="{name}">{options}</select>'

    def check(name: str, key: str) -> str:
        return (
            f'<div class="ctx-opt" id="sc-opt-{name}"><label><input type="checkbox" '
            f'id="sc-{name}" data-ctx="{name}"> <span id="sc-{name}-label" data-i18n="{key}">'
            f'{escape(t(key))}</span></label>'
            f'<p class="reason" id="sc-{name}-reason" hidden></p></div>'
        )

    return (
        f'<h2 data-i18n="sc.context">{escape(t("sc.context"))}</h2>'
        f'<div class="ctx-how" role="radiogroup" aria-labelledby="sc-how-l">'
        f'<span id="sc-how-l" class="sr-only">{label("sc.context")}</span>'
        f'<label><input type="radio" name="sd" value="0" data-ctx="self_drawn"> '
        f'{label("ctx.discard")}</label>'
        f'<label><input type="radio" name="sd" value="1" data-ctx="self_drawn"> '
        f'{label("ctx.self_drawn")}</label></div>'
        f'<div class="ctx-opt" id="sc-opt-discarder"><label>{label("ctx.discarder")} '
        f'<select id="sc-discarder" data-ctx="discarder"></select></label>'
        f'<p class="reason" id="sc-discarder-reason" hidden></p></div>'
        f'<div class="ctx-row"><label>{label("ctx.seat_wind")} {wind_select("seat_wind")}</label>'
        f'<label>{label("ctx.round_wind")} {wind_select("round_wind")}</label></div>'
        f'<div class="ctx-row flowers"><span id="sc-flowers-l">{label("ctx.flowers")}</span>'
        f'<button type="button" class="btn step" data-action="flowers" data-step="-1" '
        f'data-i18n-aria="ctx.fewer" aria-label="{escape(t("ctx.fewer"))}">−</button>'
        f'<output id="sc-flowers" aria-labelledby="sc-flowers-l">0</output>'
        f'<button type="button" class="btn step" data-action="flowers" data-step="1" '
        f'data-i18n-aria="ctx.more" aria-label="{escape(t("ctx.more"))}">+</button></div>'
        + check("last_tile", "ctx.last_tile")
        + check("last_of_kind", "ctx.last_of_kind")
        + check("kong_tile", "ctx.kong_replacement")
    )


class ContextPanel:
    """Writes the context and the options' states into the form; reads the player's changes."""

    def __init__(self, root: Any) -> None:
        q = root.querySelector
        self.radios = list(root.querySelectorAll('input[name="sd"]'))
        self.seat = q("#sc-seat_wind")
        self.round = q("#sc-round_wind")
        self.discarder = q("#sc-discarder")
        self.flowers = q("#sc-flowers")
        self.fewer = q('button[data-action="flowers"][data-step="-1"]')
        self.more = q('button[data-action="flowers"][data-step="1"]')
        names = ("last_tile", "last_of_kind", "kong_tile")
        self.checks = {name: q(f"#sc-{name}") for name in names}
        self.kong_label = q("#sc-kong_tile-label")
        self.rows = {
            name: q(f"#sc-opt-{name}") for name in ("last_of_kind", "kong_tile", "discarder")
        }
        self.reasons = {
            name: q(f"#sc-{name}-reason") for name in ("last_of_kind", "kong_tile", "discarder")
        }
        self._discarder_for: tuple[str, str] | None = None
        self._shown: tuple | None = None  # what the form shows: context, options, language

    def update(self, context: Context, options: dict[str, Option], t: Any) -> None:
        """Write the context and the options into the form, unless it shows them already (a
        typed hand seldom changes them: some forty page calls saved, 3-5 ms at CPU 4x)."""
        shown = (context, tuple(sorted(options.items())), t("wind.E"), t("ctx.kong_robbing"))
        if shown == self._shown:
            return
        self._shown = shown
        for radio in self.radios:
            radio.checked = (str(radio.value) == "1") == context.self_drawn
        self.seat.value = context.seat_wind
        self.round.value = context.round_wind
        self.flowers.value = t("res.num", value=context.flowers)
        self.flowers.textContent = t("res.num", value=context.flowers)
        self.fewer.disabled = context.flowers <= 0
        self.more.disabled = context.flowers >= MAX_FLOWERS
        key = ("ctx.kong_replacement", "ctx.kong_robbing")[0 if context.self_drawn else 1]
        self.kong_label.setAttribute("data-i18n", key)
        self.kong_label.textContent = t(key)
        self._fill_discarder(context, t)
        for name, box in self.checks.items():
            option = options.get(name, Option())
            value = getattr(context, name)
            if not option.enabled and option.forced is not None:
                value = option.forced
            box.checked = bool(value)
            box.disabled = not option.enabled
        for name, row in self.rows.items():
            option = options.get(name, Option())
            reason = self.reasons[name]
            row.classList.toggle("disabled", not option.enabled)
            if option.enabled or not option.reason:
                reason.hidden = True
                reason.textContent = ""
                reason.removeAttribute("data-key")
            else:
                reason.hidden = False
                reason.textContent = t(option.reason)
                reason.setAttribute("data-key", option.reason)
        self.discarder.disabled = not options.get("discarder", Option()).enabled

    def _fill_discarder(self, context: Context, t: Any) -> None:
        key = (context.seat_wind, t("wind.E"))
        if self._discarder_for != key:
            self._discarder_for = key
            self.discarder.innerHTML = "".join(
                f'<option value="{w}">{escape(t(f"wind.{w}"))}</option>'
                for w in WINDS
                if w != context.seat_wind
            )
        self.discarder.value = context.discarder

    def flowers_after(self, context: Context, step: int) -> int:
        return max(0, min(MAX_FLOWERS, context.flowers + step))

    def relabel(self) -> None:
        self._discarder_for = None
        self._shown = None
