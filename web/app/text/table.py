# ruff: noqa: E501 - prose in three languages reads better unwrapped
"""Texts of the MCR table game (#/table) in Nepali, Hindi and English, and tile names (the
scorer's for the playing tiles, the solitaire's for the flowers)."""

from __future__ import annotations

from table import is_flower

from app.i18n import DEVANAGARI_DIGITS
from app.text.scorer import tile_name
from app.text.solitaire import TEXT as SOLITAIRE_TEXT


def _t(ne: str, hi: str, en: str) -> dict[str, str]:
    return {"ne": ne, "hi": hi, "en": en}


def face_name(face: str, lang: str) -> str:
    """A tile's name for people, flowers included."""
    if is_flower(face):
        return SOLITAIRE_TEXT[f"face.{face}"][lang]
    return tile_name(face, lang)


TEXT: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- set-up
    "mt.title": _t(
        "MCR खेल्नुहोस्: तपाईं र तीन कम्प्युटर खेलाडी",
        "MCR खेलें: आप और तीन कंप्यूटर खिलाड़ी",
        "Play MCR: you and three computer players",
    ),
    "mt.intro": _t(
        "टेबलले टाइल बाँड्छ, नियम र ८ अङ्कको न्यूनतम आफैँ लागू गर्छ, र हरेक जितको अङ्क आफैँ गन्छ।",
        "टेबल टाइलें बाँटती है, नियम और 8 अंक की न्यूनतम सीमा ख़ुद लागू करती है, और हर जीत के अंक ख़ुद गिनती है।",
        "The table deals, keeps the rules and the 8-point minimum, and counts every win for you.",
    ),
    "mt.level": _t("कम्प्युटर खेलाडी", "कंप्यूटर खिलाड़ी", "Computer players"),
    "mt.level.strong": _t("बलियो", "मज़बूत", "Strong"),
    "mt.level.strong.about": _t(
        "८ अङ्क पुग्ने हातको योजना बनाउँछ, टेबल पढ्छ र खतरनाक टाइल रोक्छ।",
        "8 अंक वाले हाथ की योजना बनाते हैं, टेबल पढ़ते हैं और ख़तरनाक टाइल रोकते हैं।",
        "Plans hands worth 8 points, reads the table, holds back dangerous tiles.",
    ),
    "mt.level.easy": _t("सजिलो", "आसान", "Easy"),
    "mt.level.easy.about": _t(
        "सिक्दै गरेको खेलाडीजस्तै गल्ती गर्छ।",
        "सीखते हुए खिलाड़ी जैसी ग़लतियाँ करते हैं।",
        "Makes a learner's mistakes.",
    ),
    "mt.length": _t("लम्बाइ", "लंबाई", "Length"),
    "mt.hands.16": _t("पूरा खेल, १६ बाजी", "पूरा मैच, 16 बाज़ियाँ", "Full match, 16 hands"),
    "mt.hands.1": _t("एउटा बाजी", "एक बाज़ी", "One hand"),
    "mt.pace": _t("कम्प्युटरको गति", "कंप्यूटर की गति", "Computer pace"),
    "pace.slow": _t("ढिलो", "धीमी", "Slow"),
    "pace.normal": _t("सामान्य", "सामान्य", "Normal"),
    "pace.fast": _t("छिटो", "तेज़", "Fast"),
    "pace.instant": _t("तुरुन्तै", "तुरंत", "Instant"),
    "mt.ready_aid": _t("तयार-सहायक", "तैयार-सहायक", "Ready aid"),
    "mt.ready_aid.about": _t(
        "हातले पर्खेका टाइल र हरेकले दिने अङ्क देखाउँछ।",
        "हाथ जिन टाइलों का इंतज़ार कर रहा है और हर एक से मिलने वाले अंक दिखाता है।",
        "Shows the tiles your hand waits on and what each would score.",
    ),
    "mt.on": _t("देखाउने", "दिखाएँ", "On"),
    "mt.off": _t("नदेखाउने", "न दिखाएँ", "Off"),
    "mt.start": _t("खेल सुरु गर्नुहोस्", "मैच शुरू करें", "Start the match"),
    "mt.back": _t("खेलमा फर्कनुहोस्", "मैच पर लौटें", "Back to the match"),
    "mt.menu": _t("मेनु", "मेन्यू", "Menu"),
    "mt.settings": _t("सेटिङ", "सेटिंग", "Settings"),
    "mt.new": _t("नयाँ खेल", "नया मैच", "New match"),
    "mt.new.ask": _t(
        "यो खेल छोडेर नयाँ सुरु गर्ने? अहिलेको खेल मेटिनेछ।",
        "यह मैच छोड़कर नया शुरू करें? चल रहा मैच मिट जाएगा।",
        "Leave this match and start a new one? The match in progress will be lost.",
    ),
    "mt.new.confirm": _t("हो, नयाँ खेल", "हाँ, नया मैच", "Yes, a new match"),
    "mt.keep": _t("खेलिरहनुहोस्", "खेलते रहें", "Keep playing"),
    "mt.keys": _t(
        "कुञ्जी: ← → टाइल छान्ने, Enter फ्याँक्ने; W जित, P पुङ, K कङ, C क्रम, Esc छाड्ने।",
        "कुंजियाँ: ← → टाइल चुनें, Enter फेंकें; W जीत, P तिकड़ी, K कॉन्ग, C क्रम, Esc छोड़ें।",
        "Keys: ← → choose a tile, Enter discards; W win, P pung, K kong, C chow, Esc pass.",
    ),
    # ---------------------------------------------------------------- the table
    "mt.hand_no": _t("बाजी {n}/{total}", "बाज़ी {n}/{total}", "Hand {n}/{total}"),
    "mt.round": _t("{wind} चक्र", "{wind} दौर", "{wind} round"),
    "mt.wall": _t("पर्खालमा {n}", "दीवार में {n}", "{n} in the wall"),
    "mt.wall_short": _t("बाँकी", "बाकी", "wall"),
    "mt.you": _t("तपाईं", "आप", "You"),
    "mt.name.1": _t("विकास", "विकास", "Bikash"),
    "mt.name.2": _t("आशा", "आशा", "Asha"),
    "mt.name.3": _t("रमेश", "रमेश", "Ramesh"),
    "mt.seat": _t(
        "{name}: {wind}, {score} अङ्क", "{name}: {wind}, {score} अंक", "{name}: {wind}, {score} points"
    ),
    "mt.concealed": _t("{n} लुकेका टाइल", "{n} छिपी टाइलें", "{n} concealed tiles"),
    "mt.discards": _t("{name}ले फ्याँकेका टाइल", "{name} की फेंकी टाइलें", "{name}'s discards"),
    "mt.melds": _t("{name}का खुला सेट र फूल", "{name} के खुले सेट और फूल", "{name}'s melds and flowers"),
    "mt.your_hand": _t("तपाईंको हात", "आपका हाथ", "Your hand"),
    "mt.last": _t("पछिल्लो", "आख़िरी", "last"),
    "mt.taken": _t("{name}ले लियो", "{name} ने ली", "taken by {name}"),
    "mt.drawn": _t("तानेको टाइल", "निकाली गई टाइल", "drawn tile"),
    "mt.thinking": _t("{name} खेल्दै…", "{name} खेल रहे हैं…", "{name} is playing…"),
    "mt.turn": _t(
        "तपाईंको पालो: टाइल छोएर उठाउनुहोस्, फेरि छोएर फ्याँक्नुहोस्।",
        "आपकी बारी: टाइल छूकर उठाएँ, फिर से छूकर फेंकें।",
        "Your turn: tap a tile to lift it, tap it again to discard.",
    ),
    "mt.turn_lifted": _t(
        "{tile} फ्याँक्न फेरि छुनुहोस् (वा Enter)।",
        "{tile} फेंकने के लिए फिर छुएँ (या Enter)।",
        "Tap {tile} again (or press Enter) to discard it.",
    ),
    "mt.offer": _t("{name}ले फ्याँक्यो:", "{name} ने फेंकी:", "{name} discarded"),
    "mt.offer_rob": _t(
        "{name}ले कङ बनाउँदै छ — तपाईं यो टाइलमा जित्न सक्नुहुन्छ:",
        "{name} कॉन्ग बना रहे हैं — आप इस टाइल पर जीत सकते हैं:",
        "{name} is making a kong — you can win on its tile:",
    ),
    "act.win": _t("जित", "जीत", "Win"),
    "act.win_points": _t("जित · {points} अङ्क", "जीत · {points} अंक", "Win · {points} points"),
    "act.pung": _t("पुङ", "तिकड़ी", "Pung"),
    "act.kong": _t("कङ", "कॉन्ग", "Kong"),
    "act.chow": _t("क्रम", "क्रम", "Chow"),
    "act.pass": _t("छाड्नुहोस्", "छोड़ें", "Pass"),
    "act.concealed_kong": _t("लुकेको कङ", "छिपा कॉन्ग", "Concealed kong"),
    "act.added_kong": _t("पुङलाई कङ बनाउनुहोस्", "तिकड़ी को कॉन्ग बनाएँ", "Add to the pung"),
    "call.chow": _t("क्रम!", "क्रम!", "Chow!"),
    "call.pung": _t("पुङ!", "तिकड़ी!", "Pung!"),
    "call.kong": _t("कङ!", "कॉन्ग!", "Kong!"),
    "call.concealed_kong": _t("कङ!", "कॉन्ग!", "Kong!"),
    "call.added_kong": _t("कङ!", "कॉन्ग!", "Kong!"),
    "call.win": _t("जित!", "जीत!", "Mahjong!"),
    "call.flower": _t("फूल", "फूल", "Flower"),
    # ---------------------------------------------------------------- the ready aid
    "ready.title": _t("तयार-सहायक", "तैयार-सहायक", "Ready aid"),
    "ready.waits": _t("पर्खाइ:", "इंतज़ार:", "Waiting on:"),
    "ready.after": _t("{tile} फ्याँके:", "{tile} फेंकने पर:", "Discard {tile}:"),
    "ready.not": _t(
        "अझै तयार छैन: कुनै एक टाइलले हात पूरा हुँदैन।",
        "अभी तैयार नहीं: कोई एक टाइल हाथ पूरा नहीं करती।",
        "Not ready yet: no single tile completes your hand.",
    ),
    "ready.not_after": _t(
        "{tile} फ्याँके हात तयार हुँदैन।",
        "{tile} फेंकने से हाथ तैयार नहीं होता।",
        "Discarding {tile} does not leave you ready.",
    ),
    "ready.far": _t(
        "अहिले कुनै टाइल फ्याँकेर पनि हात तयार हुँदैन।",
        "अभी कोई भी टाइल फेंककर हाथ तैयार नहीं होता।",
        "No discard leaves you ready yet.",
    ),
    "ready.pick": _t(
        "टाइल उठाएर त्यो फ्याँक्दा के हुन्छ हेर्नुहोस्। थोप्लो भएका टाइल फ्याँके हात तयार हुन्छ।",
        "टाइल उठाकर देखें कि उसे फेंकने पर क्या होगा। बिंदु वाली टाइल फेंकने से हाथ तैयार होता है।",
        "Lift a tile to see what discarding it leaves. A dot marks the discards that leave you ready.",
    ),
    "ready.left": _t("{n} बाँकी", "{n} बाकी", "{n} left"),
    "ready.self": _t("आफैँ तान्दा {points}", "ख़ुद निकालने पर {points}", "self-drawn {points}"),
    "ready.legend": _t(
        "अङ्क: फ्याँकिएको टाइलमा; ० भनेको ८ अङ्कभन्दा कम, जित होइन।",
        "अंक: फेंकी टाइल पर; 0 यानी 8 अंक से कम, जीत नहीं।",
        "Points on a discard; 0 is below the 8-point minimum: no win.",
    ),
    "ready.mark": _t("फ्याँके तयार", "फेंकने पर तैयार", "discard to be ready"),
    # ---------------------------------------------------------------- end of a hand
    "end.you_win": _t("तपाईंले जित्नुभयो! {points} अङ्क", "आप जीते! {points} अंक", "You win! {points} points"),
    "end.wins": _t("{name}ले जित्यो: {points} अङ्क", "{name} जीते: {points} अंक", "{name} wins: {points} points"),
    "end.self_drawn": _t("आफैँ तानेर", "ख़ुद निकालकर", "Self-drawn"),
    "end.on_discard": _t("{name}ले फ्याँकेको टाइलमा", "{name} की फेंकी टाइल पर", "On {name}'s discard"),
    "end.on_your_discard": _t("तपाईंले फ्याँकेको टाइलमा", "आपकी फेंकी टाइल पर", "On your discard"),
    "end.robbed": _t("{name}को कङ लुटेर", "{name} का कॉन्ग लूटकर", "Robbing {name}'s kong"),
    "end.draw": _t("बराबरी: पर्खाल सकियो", "बराबरी: दीवार ख़त्म", "A draw: the wall is empty"),
    "end.draw_note": _t(
        "कसैले तिर्दैन; बाँड्ने पालो अर्कोमा सर्छ।",
        "कोई भुगतान नहीं; बाँटने की बारी आगे बढ़ती है।",
        "Nobody pays; the deal passes on.",
    ),
    "end.hands": _t("सबैका हात", "सबके हाथ", "The hands"),
    "end.win_tile": _t("जित्ने टाइल", "जीतने वाली टाइल", "winning tile"),
    "end.settlement": _t("भुक्तानी", "भुगतान", "Settlement"),
    "end.this_hand": _t("यो बाजी", "यह बाज़ी", "This hand"),
    "end.total": _t("जम्मा", "कुल", "Total"),
    "end.next": _t("अर्को बाजी", "अगली बाज़ी", "Next hand"),
    "end.final": _t("अन्तिम नतिजा", "अंतिम नतीजा", "Final results"),
    "end.see_table": _t("टेबल हेर्नुहोस्", "टेबल देखें", "Look at the table"),
    "end.results": _t("नतिजा", "नतीजा", "Results"),
    "end.over": _t("बाजी सकियो", "बाज़ी ख़त्म", "The hand is over"),
    "role.winner": _t("जित्ने", "विजेता", "winner"),
    "role.discarder": _t("फ्याँक्ने", "फेंकने वाले", "discarder"),
    # ---------------------------------------------------------------- end of the match
    "match.over": _t("खेल सकियो", "मैच ख़त्म", "The match is over"),
    "match.you_placed": _t(
        "तपाईं {place} स्थानमा, {score} अङ्क।",
        "आप {place} स्थान पर, {score} अंक।",
        "You finished {place} with {score} points.",
    ),
    "place.1": _t("पहिलो", "पहले", "1st"),
    "place.2": _t("दोस्रो", "दूसरे", "2nd"),
    "place.3": _t("तेस्रो", "तीसरे", "3rd"),
    "place.4": _t("चौथो", "चौथे", "4th"),
    "match.standings": _t("स्थान", "स्थान", "Standings"),
    "match.by_hand": _t("बाजीअनुसार", "बाज़ी दर बाज़ी", "Hand by hand"),
    "match.hand": _t("बाजी", "बाज़ी", "Hand"),
    "match.winner": _t("जित्ने", "विजेता", "Winner"),
    "match.points": _t("अङ्क", "अंक", "Points"),
    "match.draw": _t("बराबरी", "बराबरी", "draw"),
    "match.again": _t("फेरि खेल्नुहोस्", "फिर खेलें", "Play again"),
    # ---------------------------------------------------------------- announcements
    "ann.discard": _t("{name}ले {tile} फ्याँक्यो", "{name} ने {tile} फेंकी", "{name} discards {tile}"),
    "ann.call": _t("{name}: {call}", "{name}: {call}", "{name}: {call}"),
    "ann.drew": _t("तपाईंको पालो: {tile} तान्नुभयो", "आपकी बारी: {tile} निकाली", "Your turn: you drew {tile}"),
    "ann.claim": _t(
        "{name}ले {tile} फ्याँक्यो; तपाईं दाबी गर्न सक्नुहुन्छ",
        "{name} ने {tile} फेंकी; आप दावा कर सकते हैं",
        "{name} discards {tile}; you may claim it",
    ),
    "ann.started": _t(
        "खेल सुरु भयो: तपाईं {wind} हुनुहुन्छ", "मैच शुरू: आप {wind} हैं", "The match begins: you are {wind}"
    ),
    "ann.lifted": _t("{tile} उठाइयो", "{tile} उठाई", "{tile} lifted"),
    # ---------------------------------------------------------------- the phone layout (issue 23)
    "mt.latest_by": _t("{name}ले भर्खरै फ्याँकेको", "{name} ने अभी फेंकी", "just discarded by {name}"),
    # winds in one letter, for the seat discs and the compass
    "windchar.E": _t("पू", "पू", "E"),
    "windchar.S": _t("द", "द", "S"),
    "windchar.W": _t("प", "प", "W"),
    "windchar.N": _t("उ", "उ", "N"),
}

# Numbers written in the texts above are shown in Devanagari digits in Nepali and Hindi.
for _texts in TEXT.values():
    for _lang in ("ne", "hi"):
        _texts[_lang] = _texts[_lang].translate(DEVANAGARI_DIGITS)
