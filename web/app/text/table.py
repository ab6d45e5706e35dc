# ruff: noqa: E501 - prose in three languages reads better unwrapped
"""Texts of the MCR table game (#/table) in Nepali, Hindi and English, and tile names (the
scorer's for the playing tiles, the solitaire's for the flowers)."""

from __future__ import annotations

from tiles import is_flower

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
    "mt.level.expert": _t("विज्ञ", "विशेषज्ञ", "Expert"),
    "mt.level.expert.about": _t(
        "बलियोजस्तै योजना बनाउँछ, कसले के पर्खिरहेको छ भनेर अनुमान गर्छ र खतरा देखे हात छाडेर बचाउ गर्छ।",
        "मज़बूत की तरह योजना बनाते हैं, अंदाज़ा लगाते हैं कि कौन किस टाइल की राह देख रहा है, और ख़तरा दिखे तो हाथ छोड़कर बचाव करते हैं।",
        "Plans like Strong, guesses who waits on what, and gives up a hand to stay safe.",
    ),
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
    # the computer players (which of them is a woman: COMPUTER_PLAYERS, below)
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
    "mt.drawn_by": _t(
        "{name}ले जित्न आफैँ तानेको टाइल",
        "{name} ने जीत के लिए ख़ुद निकाली टाइल",
        "drawn by {name} for the win",
    ),
    "mt.link_bad": _t(
        "लिङ्कको सिड “{value}” टेबलले चलाउन सक्ने सङ्ख्या होइन (अङ्ग्रेजी अङ्क {digits} मात्र, बढीमा {most} वटा): यसलाई छाडियो, बाजी आफ्नै सिडबाट बाँडिन्छ।",
        "लिंक का सीड “{value}” ऐसी संख्या नहीं जिसे टेबल पढ़ सके (केवल अंग्रेज़ी अंक {digits}, अधिक से अधिक {most}): उसे छोड़ दिया गया, बाज़ी अपने सीड से बँटेगी।",
        "The link's seed “{value}” is not a number the table can use (digits {digits} only, at most {most}): it was left aside and the deal uses a seed of its own.",
    ),
    "mt.drawn_short": _t("{name}: आफैँ तानेको", "{name}: ख़ुद निकाली", "{name}: self-drawn"),
    # winds in one letter, for the seat discs and the compass
    "windchar.E": _t("पू", "पू", "E"),
    "windchar.S": _t("द", "द", "S"),
    "windchar.W": _t("प", "प", "W"),
    "windchar.N": _t("उ", "उ", "N"),
    # ---------------------------------------------------------------- issue 23: rules that
    # explain themselves, the win guard, claim settings, the hand's log (app/table/explain.py,
    # settings.py, log.py)
    "why.of": _t("{name}को", "{name} की", "{name}'s"),
    "why.of_you": _t("तपाईंको", "आपकी", "your"),
    "why.refused_discard": _t(
        "{of} {tile}ले तपाईंको हात पूरा हुन्छ, तर {points} मात्र: ८ अङ्कको न्यूनतमभन्दा कम, त्यसैले यो जित होइन।",
        "{of} टाइल {tile} से आपका हाथ पूरा होता है, पर सिर्फ़ {points}: 8 अंक की न्यूनतम सीमा से कम, इसलिए यह जीत नहीं है।",
        "{of} {tile} completes your hand, but for only {points}: below the 8-point minimum, so it is no win.",
    ),
    "why.refused_draw": _t(
        "तपाईंले तानेको {tile}ले हात पूरा हुन्छ, तर {points} मात्र: ८ अङ्कको न्यूनतमभन्दा कम, त्यसैले यो जित होइन।",
        "आपकी निकाली {tile} से हाथ पूरा होता है, पर सिर्फ़ {points}: 8 अंक की न्यूनतम सीमा से कम, इसलिए यह जीत नहीं है।",
        "Your draw, {tile}, completes your hand, but for only {points}: below the 8-point minimum, so it is no win.",
    ),
    "why.refused_rob": _t(
        "{of} कङको टाइल {tile}ले तपाईंको हात पूरा हुन्छ, तर {points} मात्र: ८ अङ्कको न्यूनतमभन्दा कम, त्यसैले कङ लुट्न मिल्दैन।",
        "{of} कॉन्ग की टाइल {tile} से आपका हाथ पूरा होता है, पर सिर्फ़ {points}: 8 अंक की न्यूनतम सीमा से कम, इसलिए कॉन्ग लूटा नहीं जा सकता।",
        "{of} kong tile, {tile}, completes your hand, but for only {points}: below the 8-point minimum, so you cannot rob the kong.",
    ),
    "why.would_score": _t("यसका अङ्क: {fans}।", "इसके अंक: {fans}।", "It would score {fans}."),
    "why.no_flowers": _t(
        "न्यूनतममा फूलका अङ्क गनिँदैनन्।",
        "न्यूनतम सीमा में फूलों के अंक नहीं गिने जाते।",
        "Flowers do not count for it.",
    ),
    "why.passed": _t(
        "तपाईंका लागि छाडियो (दाबी सेटिङ): {of} {tile}।",
        "आपकी ओर से छोड़ा गया (दावे की सेटिंग): {of} टाइल {tile}।",
        "Passed for you (claim setting): {of} {tile}.",
    ),
    "why.countdown": _t("{n} सेकेन्डमा छाडिन्छ", "{n} सेकंड में छोड़ा जाएगा", "Passes in {n} s"),
    "why.win_offer": _t(
        "तपाईंले तानेको {tile}ले हात पूरा भयो: {points}को जित।",
        "आपकी निकाली {tile} से हाथ पूरा: {points} की जीत।",
        "A win on offer: your draw, {tile}, completes your hand for {points}.",
    ),
    "why.turn_win": _t(
        "तपाईं जित्न सक्नुहुन्छ! “जित” छान्नुहोस्, वा खेल जारी राख्न टाइल उठाएर फ्याँक्ने पक्का गर्नुहोस्।",
        "आप जीत सकते हैं! “जीत” चुनें, या खेल जारी रखने के लिए टाइल उठाकर फेंकना पक्का करें।",
        "You can win! Choose Win, or lift a tile and confirm its discard to play on.",
    ),
    "why.confirm": _t(
        "{tile} फ्याँकेर {points}को जित छोड्ने?",
        "{tile} फेंककर {points} की जीत छोड़ दें?",
        "Discard {tile} and give up a win worth {points}?",
    ),
    "why.discard_anyway": _t("{tile} फ्याँक्नुहोस्", "{tile} फेंकें", "Discard {tile}"),
    "why.keep_tile": _t("नफ्याँक्ने", "न फेंकें", "Keep it"),
    "why.best_one": _t(
        "अझै तयार छैन: सबैभन्दा राम्रो टाइल फ्याँके पनि तयार हुन १ टाइल बाँकी।",
        "अभी तैयार नहीं: सबसे अच्छी टाइल फेंकने पर भी तैयार होने में 1 टाइल बाकी।",
        "Not ready yet: the best discard leaves you 1 tile from ready.",
    ),
    "why.best_many": _t(
        "अझै तयार छैन: सबैभन्दा राम्रो टाइल फ्याँके पनि तयार हुन {n} टाइल बाँकी।",
        "अभी तैयार नहीं: सबसे अच्छी टाइल फेंकने पर भी तैयार होने में {n} टाइलें बाकी।",
        "Not ready yet: the best discard leaves you {n} tiles from ready.",
    ),
    "why.away_one": _t(
        "अझै तयार छैन: हात तयार हुन १ टाइल बाँकी।",
        "अभी तैयार नहीं: हाथ तैयार होने में 1 टाइल बाकी।",
        "Not ready yet: your hand is 1 tile from ready.",
    ),
    "why.away_many": _t(
        "अझै तयार छैन: हात तयार हुन {n} टाइल बाँकी।",
        "अभी तैयार नहीं: हाथ तैयार होने में {n} टाइलें बाकी।",
        "Not ready yet: your hand is {n} tiles from ready.",
    ),
    "why.best_tiles": _t("राम्रा टाइल:", "अच्छी टाइलें:", "Best discards:"),
    "how.turn.touch": _t(
        "तपाईंको पालो: टाइल छोएर उठाउनुहोस्, फेरि छोएर फ्याँक्नुहोस्।",
        "आपकी बारी: टाइल छूकर उठाएँ, फिर से छूकर फेंकें।",
        "Your turn: tap a tile to lift it, tap it again to discard it.",
    ),
    "how.turn.pointer": _t(
        "तपाईंको पालो: टाइलमा क्लिक गरेर उठाउनुहोस्, फेरि क्लिक गरेर फ्याँक्नुहोस् (वा ← → र Enter)।",
        "आपकी बारी: टाइल पर क्लिक करके उठाएँ, फिर क्लिक करके फेंकें (या ← → और Enter)।",
        "Your turn: click a tile to lift it, click it again to discard it (or use ← → and Enter).",
    ),
    "how.lifted.touch": _t(
        "उठाइयो: {tile}। फ्याँक्न फेरि छुनुहोस्।",
        "उठाई: {tile}। फेंकने के लिए फिर छुएँ।",
        "Lifted: {tile}. Tap it again to discard it.",
    ),
    "how.lifted.pointer": _t(
        "उठाइयो: {tile}। फ्याँक्न फेरि क्लिक गर्नुहोस् वा Enter थिच्नुहोस्।",
        "उठाई: {tile}। फेंकने के लिए फिर क्लिक करें या Enter दबाएँ।",
        "Lifted: {tile}. Click it again, or press Enter, to discard it.",
    ),
    "ready.choose": _t(
        "टाइल उठाएर त्यो फ्याँक्दा के हुन्छ हेर्नुहोस्। हरियो ✓ चिन्ह भएका टाइल फ्याँके हात तयार हुन्छ।",
        "टाइल उठाकर देखें कि उसे फेंकने पर क्या होगा। हरे ✓ निशान वाली टाइल फेंकने से हाथ तैयार होता है।",
        "Lift a tile to see what discarding it leaves. A green ✓ marks the discards that leave you ready.",
    ),
    "claims.legend": _t("दाबी", "दावे", "Claims"),
    "claims.note": _t(
        "फ्याँकिएको टाइलमा कुन दाबीबारे तपाईंलाई सोध्ने।",
        "फेंकी टाइल पर किन दावों के लिए आपसे पूछा जाए।",
        "Which offers on a discard you are asked about.",
    ),
    "claims.ask": _t("सबै सोध्ने", "सब पूछें", "Ask me"),
    "claims.ask.about": _t("हरेक दाबी सोधिन्छ।", "हर दावा पूछा जाता है।", "Every claim is offered to you."),
    "claims.no_chow": _t("क्रम छाड्ने", "क्रम छोड़ें", "Pass chows"),
    "claims.no_chow.about": _t(
        "क्रम मात्र बन्ने टाइल नसोधी छाडिन्छ।",
        "जिस टाइल पर सिर्फ़ क्रम बनता हो, वह बिना पूछे छोड़ दी जाती है।",
        "An offer of chows only is passed without asking.",
    ),
    "claims.win_only": _t("जित मात्र", "सिर्फ़ जीत", "Wins only"),
    "claims.win_only.about": _t(
        "जित्न सक्ने बेला मात्र सोधिन्छ।",
        "सिर्फ़ तब पूछा जाता है जब आप जीत सकें।",
        "You are asked only when you can win.",
    ),
    "timer.legend": _t("दाबीको समय", "दावे का समय", "Claim timer"),
    "timer.note": _t(
        "जवाफ नदिएको दाबी यति समयपछि छाडिन्छ।",
        "बिना जवाब का दावा इतने समय बाद छोड़ दिया जाता है।",
        "An offer left unanswered is passed after this time.",
    ),
    "timer.off": _t("बन्द", "बंद", "Off"),
    "timer.secs": _t("{n} सेकेन्ड", "{n} सेकंड", "{n} s"),
    "log.title": _t("बाजीको विवरण", "बाज़ी का ब्योरा", "The hand's log"),
    "log.sub": _t(
        "बाजी {n}/{total}: के के भयो, पछिल्लो तल।",
        "बाज़ी {n}/{total}: क्या हुआ, सबसे नया नीचे।",
        "Hand {n}/{total}: what happened, newest last.",
    ),
    "log.back": _t("फर्कनुहोस्", "वापस", "Back"),
    "log.list": _t("बाजीका घटना", "बाज़ी की घटनाएँ", "Events of the hand"),
    "log.deal": _t(
        "टाइल बाँडियो: {name} पूर्व हो र पहिले खेल्छ।",
        "टाइलें बँट गईं: {name} पूर्व हैं और पहले खेलते हैं।",
        "The tiles are dealt: {name} is East and plays first.",
    ),
    "log.deal.you": _t(
        "टाइल बाँडियो: तपाईं पूर्व हुनुहुन्छ र पहिले खेल्नुहुन्छ।",
        "टाइलें बँट गईं: आप पूर्व हैं और पहले खेलते हैं।",
        "The tiles are dealt: you are East and play first.",
    ),
    "log.flower_deal": _t("{name}ले फूल खोल्यो: {tile}।", "{name} ने फूल खोला: {tile}।", "{name} laid a flower open: {tile}."),
    "log.flower_deal.you": _t("तपाईंले फूल खोल्नुभयो: {tile}।", "आपने फूल खोला: {tile}।", "You laid a flower open: {tile}."),
    "log.draw": _t("{name}ले एउटा टाइल तान्यो।", "{name} ने एक टाइल निकाली।", "{name} drew a tile."),
    "log.draw.you": _t("तपाईंले {tile} तान्नुभयो।", "आपने {tile} निकाली।", "You drew {tile}."),
    "log.draw_back": _t("{name}ले सट्टाको टाइल तान्यो।", "{name} ने बदले की टाइल निकाली।", "{name} drew a replacement tile."),
    "log.draw_back.you": _t(
        "तपाईंले सट्टाको टाइल तान्नुभयो: {tile}।", "आपने बदले की टाइल निकाली: {tile}।",
        "You drew a replacement tile: {tile}.",
    ),
    "log.draw_flower": _t(
        "{name}ले फूल तान्यो ({tile}) र खोल्यो।", "{name} ने फूल ({tile}) निकालकर खोला।",
        "{name} drew a flower ({tile}) and laid it open.",
    ),
    "log.draw_flower.you": _t(
        "तपाईंले फूल तान्नुभयो ({tile}) र खोल्नुभयो।", "आपने फूल ({tile}) निकालकर खोला।",
        "You drew a flower ({tile}) and laid it open.",
    ),
    "log.turn": _t(
        "{name}ले एउटा टाइल तानेर {tile} फ्याँक्यो।", "{name} ने एक टाइल निकालकर {tile} फेंकी।",
        "{name} drew a tile and discarded {tile}.",
    ),
    "log.turn.you": _t(
        "तपाईंले {drawn} तानेर {tile} फ्याँक्नुभयो।", "आपने {drawn} निकालकर {tile} फेंकी।",
        "You drew {drawn} and discarded {tile}.",
    ),
    "log.turn_back": _t(
        "{name}ले सट्टाको टाइल तानेर {tile} फ्याँक्यो।", "{name} ने बदले की टाइल निकालकर {tile} फेंकी।",
        "{name} drew a replacement tile and discarded {tile}.",
    ),
    "log.turn_back.you": _t(
        "तपाईंले सट्टाको टाइल {drawn} तानेर {tile} फ्याँक्नुभयो।", "आपने बदले की टाइल {drawn} निकालकर {tile} फेंकी।",
        "You drew a replacement tile, {drawn}, and discarded {tile}.",
    ),
    "log.discard": _t("{name}ले {tile} फ्याँक्यो।", "{name} ने {tile} फेंकी।", "{name} discarded {tile}."),
    "log.discard.you": _t("तपाईंले {tile} फ्याँक्नुभयो।", "आपने {tile} फेंकी।", "You discarded {tile}."),
    "log.chow": _t(
        "{name}ले {of} {tile} लिएर क्रम बनायो: {tiles}।",
        "{name} ने {of} टाइल {tile} लेकर क्रम बनाया: {tiles}।",
        "{name} claimed {of} {tile} for a chow: {tiles}.",
    ),
    "log.chow.you": _t(
        "तपाईंले {of} {tile} लिएर क्रम बनाउनुभयो: {tiles}।",
        "आपने {of} टाइल {tile} लेकर क्रम बनाया: {tiles}।",
        "You claimed {of} {tile} for a chow: {tiles}.",
    ),
    "log.pung": _t(
        "{name}ले {of} {tile} लिएर पुङ बनायो।", "{name} ने {of} टाइल {tile} लेकर तिकड़ी बनाई।",
        "{name} claimed {of} {tile} for a pung.",
    ),
    "log.pung.you": _t(
        "तपाईंले {of} {tile} लिएर पुङ बनाउनुभयो।", "आपने {of} टाइल {tile} लेकर तिकड़ी बनाई।",
        "You claimed {of} {tile} for a pung.",
    ),
    "log.kong": _t(
        "{name}ले {of} {tile} लिएर कङ बनायो।", "{name} ने {of} टाइल {tile} लेकर कॉन्ग बनाया।",
        "{name} claimed {of} {tile} for a kong.",
    ),
    "log.kong.you": _t(
        "तपाईंले {of} {tile} लिएर कङ बनाउनुभयो।", "आपने {of} टाइल {tile} लेकर कॉन्ग बनाया।",
        "You claimed {of} {tile} for a kong.",
    ),
    "log.concealed_kong": _t(
        "{name}ले लुकेको कङ घोषणा गर्‍यो।", "{name} ने छिपा कॉन्ग घोषित किया।",
        "{name} declared a concealed kong.",
    ),
    "log.concealed_kong_of": _t(
        "{name}ले {tile}को लुकेको कङ घोषणा गर्‍यो।", "{name} ने {tile} का छिपा कॉन्ग घोषित किया।",
        "{name} declared a concealed kong of {tile}.",
    ),
    "log.concealed_kong_of.you": _t(
        "तपाईंले {tile}को लुकेको कङ घोषणा गर्नुभयो।", "आपने {tile} का छिपा कॉन्ग घोषित किया।",
        "You declared a concealed kong of {tile}.",
    ),
    "log.added_kong": _t(
        "{name}ले पुङमा {tile} थपेर कङ बनायो।", "{name} ने तिकड़ी में {tile} जोड़कर कॉन्ग बनाया।",
        "{name} added {tile} to a pung, making a kong.",
    ),
    "log.added_kong.you": _t(
        "तपाईंले पुङमा {tile} थपेर कङ बनाउनुभयो।", "आपने तिकड़ी में {tile} जोड़कर कॉन्ग बनाया।",
        "You added {tile} to a pung, making a kong.",
    ),
    "log.win_discard": _t(
        "{name}ले {of} {tile}मा जित्यो: {points}।", "{name} {of} टाइल {tile} पर जीते: {points}।",
        "{name} won on {of} {tile}: {points}.",
    ),
    "log.win_discard.you": _t(
        "तपाईंले {of} {tile}मा जित्नुभयो: {points}।", "आप {of} टाइल {tile} पर जीते: {points}।",
        "You won on {of} {tile}: {points}.",
    ),
    "log.win_self": _t(
        "{name}ले आफैँ तानेको {tile}ले जित्यो: {points}।", "{name} ख़ुद निकाली {tile} से जीते: {points}।",
        "{name} won with a self-drawn {tile}: {points}.",
    ),
    "log.win_self.you": _t(
        "तपाईंले आफैँ तानेको {tile}ले जित्नुभयो: {points}।", "आप ख़ुद निकाली {tile} से जीते: {points}।",
        "You won with a self-drawn {tile}: {points}.",
    ),
    "log.win_rob": _t(
        "{name}ले {of} कङको टाइल {tile} लुटेर जित्यो: {points}।",
        "{name} {of} कॉन्ग की टाइल {tile} लूटकर जीते: {points}।",
        "{name} robbed {of} kong of {tile} and won: {points}.",
    ),
    "log.win_rob.you": _t(
        "तपाईंले {of} कङको टाइल {tile} लुटेर जित्नुभयो: {points}।",
        "आप {of} कॉन्ग की टाइल {tile} लूटकर जीते: {points}।",
        "You robbed {of} kong of {tile} and won: {points}.",
    ),
    "log.wall_empty": _t("पर्खाल सकियो: बाजी बराबरी।", "दीवार ख़त्म: बाज़ी बराबरी।", "The wall is empty: the hand is a draw."),
}

# ---------------------------------------------------------------- said of a woman
COMPUTER_PLAYERS: tuple[tuple[str, bool], ...] = (
    ("mt.name.1", False),
    ("mt.name.2", True),
    ("mt.name.3", False),
)
"""The computer players at seats 1, 2 and 3: their names' keys, and whether each is a woman
(Asha is; Bikash and Ramesh are men). The one place their genders are written."""

FEMININE = ".f"
"""A text's feminine variant is its key + FEMININE ("end.wins.f"): the text said of a woman,
where a Hindi or Nepali verb (or noun) agrees with her. A text without one is the same for
everyone: Hindi sentences with ने agree with the object, Nepali participles (फ्याँकेको टाइल)
with their noun, and English has no such agreement."""

FEMININE_TEXT: dict[str, dict[str, str]] = {
    # Hindi: the respectful plural the texts use for the men (जीते, खेल रहे हैं) is जीतीं,
    # खेल रही हैं for a woman. Nepali: the plain -यो / -छ the texts use for the men is -ई / -छे.
    "mt.taken": {"ne": "{name}ले लिई"},
    "mt.thinking": {"hi": "{name} खेल रही हैं…"},
    "mt.offer": {"ne": "{name}ले फ्याँकी:"},
    "mt.offer_rob": {
        "ne": "{name}ले कङ बनाउँदै छे — तपाईं यो टाइलमा जित्न सक्नुहुन्छ:",
        "hi": "{name} कॉन्ग बना रही हैं — आप इस टाइल पर जीत सकते हैं:",
    },
    "end.wins": {"ne": "{name}ले जिती: {points} अङ्क", "hi": "{name} जीतीं: {points} अंक"},
    "role.discarder": {"hi": "फेंकने वाली"},
    "ann.discard": {"ne": "{name}ले {tile} फ्याँकी"},
    "ann.claim": {"ne": "{name}ले {tile} फ्याँकी; तपाईं दाबी गर्न सक्नुहुन्छ"},
    "log.deal": {
        "ne": "टाइल बाँडियो: {name} पूर्व हो र पहिले खेल्छे।",
        "hi": "टाइलें बँट गईं: {name} पूर्व हैं और पहले खेलती हैं।",
    },
    "log.flower_deal": {"ne": "{name}ले फूल खोली: {tile}।"},
    "log.draw": {"ne": "{name}ले एउटा टाइल तानी।"},
    "log.draw_back": {"ne": "{name}ले सट्टाको टाइल तानी।"},
    "log.draw_flower": {"ne": "{name}ले फूल तानी ({tile}) र खोली।"},
    "log.turn": {"ne": "{name}ले एउटा टाइल तानेर {tile} फ्याँकी।"},
    "log.turn_back": {"ne": "{name}ले सट्टाको टाइल तानेर {tile} फ्याँकी।"},
    "log.discard": {"ne": "{name}ले {tile} फ्याँकी।"},
    "log.chow": {"ne": "{name}ले {of} {tile} लिएर क्रम बनाई: {tiles}।"},
    "log.pung": {"ne": "{name}ले {of} {tile} लिएर पुङ बनाई।"},
    "log.kong": {"ne": "{name}ले {of} {tile} लिएर कङ बनाई।"},
    "log.concealed_kong": {"ne": "{name}ले लुकेको कङ घोषणा गरी।"},
    "log.concealed_kong_of": {"ne": "{name}ले {tile}को लुकेको कङ घोषणा गरी।"},
    "log.added_kong": {"ne": "{name}ले पुङमा {tile} थपेर कङ बनाई।"},
    "log.win_discard": {
        "ne": "{name}ले {of} {tile}मा जिती: {points}।",
        "hi": "{name} {of} टाइल {tile} पर जीतीं: {points}।",
    },
    "log.win_self": {
        "ne": "{name}ले आफैँ तानेको {tile}ले जिती: {points}।",
        "hi": "{name} ख़ुद निकाली {tile} से जीतीं: {points}।",
    },
    "log.win_rob": {
        "ne": "{name}ले {of} कङको टाइल {tile} लुटेर जिती: {points}।",
        "hi": "{name} {of} कॉन्ग की टाइल {tile} लूटकर जीतीं: {points}।",
    },
}
"""The texts that change when said of a woman, in the languages where they change: each
becomes the text key + FEMININE, its other languages (English always) those of the key."""

for _key, _forms in FEMININE_TEXT.items():
    TEXT[_key + FEMININE] = {**TEXT[_key], **_forms}

# Numbers written in the texts above are shown in Devanagari digits in Nepali and Hindi.
for _texts in TEXT.values():
    for _lang in ("ne", "hi"):
        _texts[_lang] = _texts[_lang].translate(DEVANAGARI_DIGITS)
