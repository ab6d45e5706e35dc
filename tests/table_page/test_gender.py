"""Texts said of a computer player agree with her or him: Asha is a woman, Bikash and Ramesh
are men. A Hindi or Nepali text whose verb (or noun) agrees with the player has a feminine
form (the message in the context "feminine" of the table's catalog; here key + FEMININE),
which ``render.said`` picks for Asha; English is the same for all three."""

from __future__ import annotations

import re
from html import unescape

import pytest
from app.i18n import FEMININE as FEMININE_CONTEXT
from app.i18n import LANGUAGES
from app.table import explain, render
from app.table import log as hand_log
from app.table.manager import HAND_OVER, MATCH_OVER
from app.table.render import COMPUTER_PLAYERS
from app.tilenames import face_name

from tests.fixtures.words import words
from tests.table_page.helpers import play_until, started
from tests.table_page.test_log import made_up_table
from tests.table_page.test_render import Recording

PLACEHOLDER = re.compile(r"\{(\w+)\}")
WORD = re.compile(r"[^\s।:;,()—…]+")
ASHA, RAMESH = 2, 3
FEMININE = ".f"
"""The table's feminine forms below: the message's key + FEMININE."""
TEXT = words("table")
FEMININE_TEXT = {key: {lang: text for lang, text in forms.items() if text != TEXT[key][lang]}
                 for key, forms in words("table", FEMININE_CONTEXT).items()}
"""{key: its feminine form in each language where it differs from the key's}."""
TEXT.update({key + FEMININE: forms for key, forms in words("table", FEMININE_CONTEXT).items()})

NEEDS_FEMININE = {
    "hi": {"mt.thinking", "mt.offer_rob", "end.wins", "role.discarder", "log.deal",
           "log.win_discard", "log.win_self", "log.win_rob"},
    "ne": {"mt.taken", "mt.offer", "mt.offer_rob", "end.wins", "ann.discard", "ann.claim",
           "log.deal", "log.flower_deal", "log.draw", "log.draw_back", "log.draw_flower",
           "log.turn", "log.turn_back", "log.discard", "log.chow", "log.pung", "log.kong",
           "log.concealed_kong", "log.concealed_kong_of", "log.added_kong", "log.win_discard",
           "log.win_self", "log.win_rob"},
}
"""The texts about a named player whose words agree with the player, by language (what the
masculine forms below find, written out so that the finder cannot quietly find nothing)."""


def players_clause(text: str) -> str:
    """The words of ``text`` from the player's name to the end of that clause (before a
    "—" or ";" that turns to the person, or a passive before it: "टाइल बाँडियो: {name} ...")."""
    return re.split(r"[;—]", text[text.find("{name}"):])[0] if "{name}" in text else text


def masculine_words(text: str, lang: str) -> list[str]:
    """The words of ``text`` that agree with a man: in Hindi the respectful plural of the
    texts (जीते, खेल रहे हैं, खेलते हैं, फेंकने वाले); in Nepali the plain past in -यो
    (जित्यो, फ्याँक्यो, लियो, गर्‍यो; not यो, "this") and present in -छ (खेल्छ, बनाउँदै छ)."""
    words = WORD.findall(players_clause(text))
    if lang == "hi":
        return [w for w in words if w in ("जीते", "रहे", "खेलते", "वाले")]
    return [w for w in words if w.endswith("यो") and w != "यो" or w in ("छ", "खेल्छ")]


def feminine_words(text: str, lang: str) -> list[str]:
    words = WORD.findall(text)
    if lang == "hi":
        return [w for w in words if w in ("जीतीं", "रही", "खेलती", "वाली")]
    return [w for w in words if w in ("जिती", "फ्याँकी", "लिई", "तानी", "खोली", "बनाई",
                                      "गरी", "छे", "खेल्छे")]


def about_a_player(key: str) -> bool:
    """A text said of one named player: ``{name}`` is the player's name (every ``{name}``
    of the table's texts is), or a player's role beside the name (role.*)."""
    return "{name}" in TEXT[key]["en"] or key.startswith("role.")


@pytest.mark.parametrize("lang", ["hi", "ne"])
def test_every_text_whose_words_agree_with_the_player_has_a_feminine_variant(lang):
    bases = [k for k in TEXT if not k.endswith(FEMININE) and about_a_player(k)]
    agreeing = {k for k in bases if masculine_words(TEXT[k][lang], lang)}
    assert agreeing == NEEDS_FEMININE[lang]
    for key in agreeing:
        text = TEXT[key + FEMININE][lang]
        assert not masculine_words(text, lang), (key, text)
        assert feminine_words(text, lang), (key, text)
    for key in set(bases) - agreeing:  # the same for everyone: no variant in this language
        if key + FEMININE in TEXT:
            assert TEXT[key + FEMININE][lang] == TEXT[key][lang], key


def test_hindi_sentences_with_ne_agree_with_the_object_and_keep_one_text():
    for key in TEXT:
        hi = TEXT[key]["hi"]
        if "{name} ने " in hi and not key.endswith(FEMININE):
            assert key + FEMININE not in TEXT or TEXT[key + FEMININE]["hi"] == hi, key


@pytest.mark.parametrize("key", sorted(FEMININE_TEXT))
def test_a_feminine_variant_has_the_placeholders_of_its_text_and_the_same_english(key):
    base, variant = TEXT[key], TEXT[key + FEMININE]
    assert set(variant) == set(LANGUAGES) and all(variant.values())
    assert variant["en"] == base["en"]
    changed = [lang for lang in ("hi", "ne") if variant[lang] != base[lang]]
    assert changed and set(changed) == set(FEMININE_TEXT[key]) <= {"hi", "ne"}, (key, changed)
    for lang in LANGUAGES:
        assert (sorted(PLACEHOLDER.findall(variant[lang]))
                == sorted(PLACEHOLDER.findall(base[lang]))
                == sorted(PLACEHOLDER.findall(base["en"]))), (key, lang)
        assert not re.search(r"[0-9]", variant[lang]) or lang == "en", (key, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_names_know_who_is_a_woman(lang):
    t = Recording(lang).t
    names = render.names_for(t)
    assert [str(n) for n in names] == [t("mt.you"), t("mt.name.1"), t("mt.name.2"),
                                       t("mt.name.3")]
    assert [n.feminine for n in names] == [False, False, True, False]
    assert [w for _, w in COMPUTER_PLAYERS] == [False, True, False]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_said_picks_the_feminine_variant_for_asha_only(lang):
    i18n = Recording(lang)
    t = i18n.t
    names = render.names_for(t)
    values = {"tile": "T", "points": 9, "of": "O", "tiles": "TT", "call": "C", "wind": "W",
              "score": 0}
    for key in sorted(k for k in TEXT if "{name}" in TEXT[k]["en"]
                      and not k.endswith(FEMININE)):
        for seat in range(4):
            text = render.said(t, key, names[seat], **values)
            woman = seat == ASHA and key in FEMININE_TEXT
            source = TEXT[key + FEMININE if woman else key][lang]
            assert text == source.format(name=names[seat], **{
                k: i18n.digits(v) if isinstance(v, int) else v for k, v in values.items()})
    assert render.said(t, "mt.seat", "plain text", wind="W", score=1)  # a plain str: no variant
    assert render.context_of(names[ASHA]) == FEMININE_CONTEXT
    assert render.context_of(names[RAMESH]) is None


WAITING = {"hi": ("आशा खेल रही हैं…", "रमेश खेल रहे हैं…"),
           "ne": ("आशा खेल्दै…", "रमेश खेल्दै…"),
           "en": ("Asha is playing…", "Ramesh is playing…")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_prompt_while_a_computer_plays(lang):
    t = Recording(lang).t
    names = render.names_for(t)
    said = [unescape(re.sub(r"<[^>]+>", "", render.waiting_html(names[s], t)))
            for s in (ASHA, RAMESH)]
    assert tuple(said) == WAITING[lang]


def first_hand(winner: int, self_drawn: bool, known: int):
    """A match whose first hand, the person playing plainly, ``winner`` wins (self-drawn or
    on a discard): the seed found first, else the next that does."""
    for seed in [known, *(s for s in range(1, 300) if s != known)]:
        m, timers = started(seed, hands=1)
        play_until(m, timers, {HAND_OVER, MATCH_OVER})
        result = m.table.result
        if result.winner == winner and result.self_drawn == self_drawn and (
                self_drawn or result.discarder not in (0, None)):
            return m
    raise AssertionError(f"no first hand won by seat {winner}")


def end_of_hand(m, lang: str) -> tuple[str, str, list[str], str]:
    """The end of the hand as the page draws it: the title, the line under it, the roles in
    the settlement, and the log's last line."""
    t = Recording(lang).t
    names = render.names_for(t)
    html = render.hand_over_html(m.table, names, [0, 1, 2, 3], 0, True, lang, t)
    title = unescape(re.search(r'<h2[^>]*>(.*?)</h2>', html).group(1))
    sub = unescape(re.search(r'<p class="sub">(.*?)</p>', html).group(1))
    settle = re.search(r'<table class="settle">.*?</table>', html).group(0)
    roles = [r for r in re.findall(r"<small>(.*?)</small>", settle) if r]
    last = hand_log.lines(m.table, 0, names, lang, t)[-1].text
    return title, sub, roles, last


def test_ashas_self_drawn_win_is_told_in_the_feminine():
    m = first_hand(ASHA, True, known=1)
    result = m.table.result
    won = {lang: face_name(result.win_tile, lang) for lang in LANGUAGES}
    n = {lang: Recording(lang).digits(result.total) for lang in LANGUAGES}
    title, sub, roles, last = end_of_hand(m, "hi")
    assert title == f"आशा जीतीं: {n['hi']} अंक"
    assert roles == ["विजेता"]
    assert last == f"आशा ख़ुद निकाली {won['hi']} से जीतीं: {n['hi']} अंक।"
    title, sub, roles, last = end_of_hand(m, "ne")
    assert title == f"आशाले जिती: {n['ne']} अङ्क"
    assert last == f"आशाले आफैँ तानेको {won['ne']}ले जिती: {n['ne']} अङ्क।"
    title, sub, roles, last = end_of_hand(m, "en")
    assert title == f"Asha wins: {result.total} points"
    assert last == f"Asha won with a self-drawn {won['en']}: {result.total} points."


def test_ramesh_wins_in_the_masculine_and_ashas_discard_is_hers():
    m = first_hand(RAMESH, False, known=4)
    result = m.table.result
    assert result.discarder in (1, 2)
    won = {lang: face_name(result.win_tile, lang) for lang in LANGUAGES}
    n = {lang: Recording(lang).digits(result.total) for lang in LANGUAGES}
    of = {lang: explain.whose(result.discarder, 0, render.names_for(Recording(lang).t),
                              Recording(lang).t) for lang in LANGUAGES}
    title, sub, roles, last = end_of_hand(m, "hi")
    assert title == f"रमेश जीते: {n['hi']} अंक"
    assert last == f"रमेश {of['hi']} टाइल {won['hi']} पर जीते: {n['hi']} अंक।"
    discarder = "फेंकने वाली" if result.discarder == ASHA else "फेंकने वाले"
    assert sorted(roles) == sorted([discarder, "विजेता"])
    title, sub, roles, last = end_of_hand(m, "ne")
    assert title == f"रमेशले जित्यो: {n['ne']} अङ्क"
    assert last == f"रमेशले {of['ne']} {won['ne']}मा जित्यो: {n['ne']} अङ्क।"
    assert sorted(roles) == sorted(["फ्याँक्ने", "जित्ने"])
    title, sub, roles, last = end_of_hand(m, "en")
    assert title == f"Ramesh wins: {result.total} points"
    assert sorted(roles) == ["discarder", "winner"]


def test_ashas_win_on_a_discard_and_on_a_robbed_kong_in_the_made_up_hand():
    """The made-up record of test_log, won by Asha instead of Ramesh, and dealt to her."""
    two = {lang: face_name("2m", lang) for lang in LANGUAGES}
    expected = {
        "discard": {"hi": f"आशा आपकी टाइल {two['hi']} पर जीतीं: २७ अंक।",
                    "ne": f"आशाले तपाईंको {two['ne']}मा जिती: २७ अङ्क।",
                    "en": "Asha won on your 2 characters: 27 points."},
        "robbed": {"hi": f"आशा आपकी कॉन्ग की टाइल {two['hi']} लूटकर जीतीं: २७ अंक।",
                   "ne": f"आशाले तपाईंको कङको टाइल {two['ne']} लुटेर जिती: २७ अङ्क।",
                   "en": "Asha robbed your kong of 2 characters and won: 27 points."},
    }
    deal = {"hi": "टाइलें बँट गईं: आशा पूर्व हैं और पहले खेलती हैं।",
            "ne": "टाइल बाँडियो: आशा पूर्व हो र पहिले खेल्छे।",
            "en": "The tiles are dealt: Asha is East and plays first."}
    for how, said in expected.items():
        for lang in LANGUAGES:
            t = Recording(lang).t
            table = made_up_table(True, how)
            table.events[-1] = {**table.events[-1], "seat": ASHA}
            table.result.winner = ASHA
            table.seat_winds = ("W", "N", "E", "S")  # Asha deals
            lines = hand_log.lines(table, 0, render.names_for(t), lang, t)
            assert lines[0].text == deal[lang]
            assert lines[-1].text == said[lang]
            ramesh = made_up_table(True, how)  # as it was: Ramesh wins, and deals
            lines = hand_log.lines(ramesh, 0, render.names_for(t), lang, t)
            assert ("जीते" in lines[-1].text if lang == "hi" else
                    "जित्यो" in lines[-1].text if lang == "ne" else "Ramesh" in lines[-1].text)
            assert lines[0].text != deal[lang]


def test_ashas_moves_in_the_nepali_log():
    t = Recording("ne").t
    lines = hand_log.lines(made_up_table(False), 0, render.names_for(t), "ne", t)
    hers = [x.text for x in lines if x.seat == ASHA]
    assert f"आशाले फूल खोली: {face_name('fl1', 'ne')}।" in hers
    assert f"आशाले एउटा टाइल तानेर {face_name('9s', 'ne')} फ्याँकी।" in hers
    assert any(x.startswith("आशाले विकासको ") and x.endswith("लिएर क्रम बनाई: "
               + ", ".join(face_name(f, "ne") for f in ("4p", "5p", "6p")) + "।")
               for x in hers)
    assert f"आशाले {face_name('N', 'ne')} फ्याँकी।" in hers
    past = [w for x in hers for w in WORD.findall(x) if w.endswith("यो") and w != "यो"]
    assert not past, hers  # (छ here is six, in a tile's name)
    his = [x.text for x in lines if x.seat == RAMESH]
    assert f"रमेशले पुङमा {face_name('N', 'ne')} थपेर कङ बनायो।" in his


def test_every_player_text_on_the_table_page_goes_through_said():
    """No text is filled with a player's ``name=`` but by ``render.said``, which chooses the
    feminine variant: a new text about a player cannot leave it out."""
    from tests.table_page.conftest import WEB

    calls = {p.name: len(re.findall(r"[(,]\s*name=", p.read_text()))
             for p in (WEB / "app" / "table").glob("*.py")}
    assert {k: v for k, v in calls.items() if v} == {"render.py": 1}
    assert "return t(key, context_=context_of(name), name=name, **values)" in (
        WEB / "app" / "table" / "render.py").read_text()
