# ruff: noqa: E501 - prose in three languages reads better unwrapped
"""Texts of the solitaire page in Nepali, Hindi and English: controls, panels, announcements,
tile names for screen readers, and the help (how to play, tips, glossary) written from the seed.
"""

from __future__ import annotations

_L = dict[str, str]


def _t(ne: str, hi: str, en: str) -> _L:
    return {"ne": ne, "hi": hi, "en": en}


# --------------------------------------------------------------------------- tile names

_SUITS = {
    "m": _t("अक्षरको {n}", "अक्षर का {n}", "{n} of characters"),
    "p": _t("गोलाको {n}", "गोले का {n}", "{n} of dots"),
    "s": _t("बाँसको {n}", "बाँस का {n}", "{n} of bamboo"),
}
_HONORS = {
    "E": _t("पूर्वी हावा", "पूर्वी हवा", "east wind"),
    "S": _t("दक्षिणी हावा", "दक्षिणी हवा", "south wind"),
    "W": _t("पश्चिमी हावा", "पश्चिमी हवा", "west wind"),
    "N": _t("उत्तरी हावा", "उत्तरी हवा", "north wind"),
    "C": _t("रातो ड्रागन", "लाल ड्रैगन", "red dragon"),
    "F": _t("हरियो ड्रागन", "हरा ड्रैगन", "green dragon"),
    "P": _t("सेतो ड्रागन", "सफ़ेद ड्रैगन", "white dragon"),
    "fl1": _t("फूल १, आरुबखडा", "फूल १, आलूबुखारा", "flower 1, plum"),
    "fl2": _t("फूल २, सुनाखरी", "फूल २, ऑर्किड", "flower 2, orchid"),
    "fl3": _t("फूल ३, गोदावरी", "फूल ३, गुलदाउदी", "flower 3, chrysanthemum"),
    "fl4": _t("फूल ४, बाँस", "फूल ४, बाँस", "flower 4, bamboo"),
    "se1": _t("ऋतु १, वसन्त", "ऋतु १, वसंत", "season 1, spring"),
    "se2": _t("ऋतु २, ग्रीष्म", "ऋतु २, ग्रीष्म", "season 2, summer"),
    "se3": _t("ऋतु ३, शरद", "ऋतु ३, शरद", "season 3, autumn"),
    "se4": _t("ऋतु ४, हिउँद", "ऋतु ४, शीत", "season 4, winter"),
}
_DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")


def _face_names() -> dict[str, _L]:
    table: dict[str, _L] = {}
    for suit, pattern in _SUITS.items():
        for rank in range(1, 10):
            table[f"face.{rank}{suit}"] = {
                lang: text.format(n=str(rank) if lang == "en" else str(rank).translate(_DEVANAGARI))
                for lang, text in pattern.items()
            }
    for face, names in _HONORS.items():
        table[f"face.{face}"] = names
    return table


# --------------------------------------------------------------------------- the page

TEXT: dict[str, _L] = {
    **_face_names(),
    # toolbar
    "sol.toolbar": _t("खेलका नियन्त्रण", "खेल के नियंत्रण", "Game controls"),
    "sol.undo": _t("अन्डु", "पूर्ववत्", "Undo"),
    "sol.redo": _t("रिडु", "फिर से", "Redo"),
    "sol.hint": _t("सङ्केत", "संकेत", "Hint"),
    "sol.shuffle": _t("मिसाउनुहोस्", "फेंटें", "Shuffle"),
    "sol.new": _t("नयाँ बाँड", "नया खेल", "New deal"),
    "sol.today": _t("आजको बाँड", "आज का खेल", "Today's deal"),
    "sol.giveup": _t("छोड्नुहोस्", "हार मानें", "Give up"),
    # the toolbar's words under its icons on a phone (at most about seven letters)
    "sol.short.undo": _t("फिर्ता", "वापस", "Undo"),
    "sol.short.redo": _t("फेरि", "फिर से", "Redo"),
    "sol.short.hint": _t("संकेत", "संकेत", "Hint"),
    "sol.short.shuffle": _t("फिट्नु", "फेंटें", "Shuffle"),
    "sol.short.give-up": _t("छोड्नु", "छोड़ें", "Give up"),
    "sol.short.todays-deal": _t("आज", "आज", "Today"),
    "sol.short.new-deal": _t("नयाँ", "नया", "New"),
    "sol.short.layouts": _t("बनोट", "बनावट", "Layout"),
    "sol.short.stats": _t("रेकर्ड", "रिकॉर्ड", "Stats"),
    "sol.short.help": _t("मद्दत", "मदद", "Help"),
    "sol.fit.hint": _t(
        "टायल साना छन्: ठूला टायलका लागि फोन तेर्सो पार्नुहोस्, वा ठूलो पारेर एक औँलाले तानी यताउता हेर्नुहोस्।",
        "टाइलें छोटी हैं: बड़ी टाइलों के लिए फ़ोन को आड़ा घुमाएँ, या बड़ा करके एक उँगली से खींचकर इधर-उधर देखें।",
        "Small tiles: turn the phone on its side for bigger ones, or zoom in and drag with one finger to look around.",
    ),
    "sol.fit.zoom": _t("ठूलो पार्नुहोस्", "बड़ा करें", "Zoom in"),
    "sol.fit.ok": _t("ठीक छ", "ठीक है", "OK"),
    "sol.edit_layout": _t("बनोट सम्पादन", "बनावट बदलें", "Edit layout"),
    "sol.layouts": _t("बनोट", "बनावट", "Layouts"),
    "sol.stats": _t("रेकर्ड", "रिकॉर्ड", "Records"),
    "sol.help": _t("मद्दत", "मदद", "Help"),
    "sol.clock": _t("समय", "समय", "Time"),
    "sol.left": _t("{n} टायल बाँकी", "{n} टाइलें बाकी", "{n} tiles left"),
    "sol.daily_tag": _t("आजको बाँड", "आज का खेल", "Today's deal"),
    "sol.board": _t(
        "टायलको थुप्रो। खुला टायलमा ट्याबले जानुहोस्, इन्टर वा स्पेसले थिच्नुहोस्।",
        "टाइलों का ढेर। टैब से खुली टाइल पर जाएँ, एंटर या स्पेस से चुनें।",
        "The tiles. Tab moves between free tiles; Enter or Space picks one.",
    ),
    "sol.keys": _t(
        "कुञ्जी: U अन्डु, H सङ्केत, S मिसाउने, Ctrl+Z / Ctrl+Y अन्डु / रिडु, Esc छनोट हटाउने, + / − ठूलो / सानो, 0 पूरै थुप्रो",
        "कुंजियाँ: U पूर्ववत्, H संकेत, S फेंटना, Ctrl+Z / Ctrl+Y पूर्ववत् / फिर से, Esc चुनाव हटाना, + / − बड़ा / छोटा, 0 पूरा ढेर",
        "Keys: U undo, H hint, S shuffle, Ctrl+Z / Ctrl+Y undo / redo, Esc clears the selection, + / − zoom in / out, 0 whole board",
    ),
    # zoom
    "sol.zoom.whole": _t("पूरै थुप्रो", "पूरा ढेर", "Whole board"),
    # tile labels
    "sol.tile.free": _t("{tile}, खुला", "{tile}, खुली", "{tile}, free"),
    "sol.tile.blocked": _t("{tile}, थुनिएको", "{tile}, बंद", "{tile}, blocked"),
    "sol.tile.selected": _t("{tile}, छानिएको", "{tile}, चुनी हुई", "{tile}, selected"),
    "sol.tile.hint": _t("{tile}, खुला, सङ्केत", "{tile}, खुली, संकेत", "{tile}, free, hint"),
    # start screen
    "sol.start.title": _t(
        "आजको बाँड खेल्ने कि नयाँ?",
        "आज का खेल खेलें या नया?",
        "Today's deal or a new deal?",
    ),
    "sol.start.layout": _t("बनोट छान्नुहोस्", "बनावट चुनें", "Choose a layout"),
    "sol.start.tiles": _t("{n} टायल", "{n} टाइलें", "{n} tiles"),
    "sol.filter.title": _t("देखाउनुहोस्", "दिखाएँ", "Show"),
    "sol.filter.all": _t("सबै", "सभी", "All"),
    "sol.filter.phone": _t("फोनका लागि", "फ़ोन के लिए", "For a phone"),
    "sol.filter.quick": _t("छिटो", "झटपट", "Quick"),
    "sol.filter.full": _t("पूरा १४४", "पूरी १४४", "Full 144"),
    "sol.filter.easy": _t("सजिलो", "आसान", "Easy"),
    "sol.filter.medium": _t("मध्यम", "मध्यम", "Medium"),
    "sol.filter.hard": _t("कठिन", "कठिन", "Hard"),
    "sol.filter.mine": _t("मेरा", "मेरे", "Mine"),
    "sol.custom.make": _t("आफ्नै बनोट बनाउनुहोस्", "अपनी बनावट बनाएँ", "Make your own layout"),
    "sol.custom.about": _t(
        "तपाईंको आफ्नै बनोट: {n} टायल।", "आपकी अपनी बनावट: {n} टाइलें।",
        "Your own layout: {n} tiles.",
    ),
    "sol.start.today_info": _t(
        "आजको बाँड नेपालभर सबैका लागि उही हुन्छ र काठमाडौंको मध्यरातमा फेरिन्छ।",
        "आज का खेल भारत और नेपाल में सबके लिए एक ही है और भारत के समय से रात ११:४५ बजे (IST) बदलता है, जब काठमांडू में आधी रात होती है।",
        "Today's deal is the same for everyone and changes at midnight in Kathmandu (23:45 in India, IST).",
    ),
    "sol.start.today_best": _t(
        "आजको {layout} बाँडमा तपाईंको उत्कृष्ट समय: {time}",
        "आज के {layout} खेल में आपका सबसे अच्छा समय: {time}",
        "Your best time on today's {layout} deal: {time}",
    ),
    "sol.start.today_none": _t(
        "आजको {layout} बाँडमा अहिलेसम्म समय राखिएको छैन।",
        "आज के {layout} खेल में अभी कोई समय दर्ज नहीं है।",
        "No time set on today's {layout} deal yet.",
    ),
    "sol.start.continue": _t("जारी राख्नुहोस्", "जारी रखें", "Continue"),
    # streaks: consecutive days on which the daily deal was won without a hint or a shuffle
    "sol.days": _t("{n} दिन", "{n} दिन", "{n} days"),
    "sol.days.one": _t("{n} दिन", "{n} दिन", "{n} day"),
    "sol.streak.today": _t(
        "{layout}मा लगातार {days} जित, आजको बाँड पनि जितियो।",
        "{layout} में लगातार {days} जीत, आज का खेल भी जीता।",
        "Streak on {layout}: {days} in a row, today's deal won.",
    ),
    "sol.streak.keep": _t(
        "{layout}मा लगातार {days} जित। सिलसिला कायम राख्न आजको बाँड पनि जित्नुहोस्।",
        "{layout} में लगातार {days} जीत। सिलसिला बनाए रखने के लिए आज का खेल भी जीतें।",
        "Streak on {layout}: {days} in a row. Win today's deal to keep it going.",
    ),
    "sol.streak.all": _t(
        "कुनै पनि बनोटको दैनिक बाँड: लगातार {days} जितियो।",
        "किसी भी बनावट का दैनिक खेल: लगातार {days} जीता।",
        "Daily deals on any layout: {days} in a row.",
    ),
    "sol.stats.streak_all": _t(
        "कुनै पनि बनोटको दैनिक बाँड लगातार जितेको: {days} (सबैभन्दा लामो: {best})",
        "किसी भी बनावट का दैनिक खेल लगातार जीता: {days} (सबसे लंबा सिलसिला: {best})",
        "Daily deals won in a row, any layout: {days} (longest: {best})",
    ),
    "sol.streak.none": _t(
        "सङ्केत र मिसाउने बिना आजको बाँड जितेर लगातार जितको सिलसिला सुरु गर्नुहोस्।",
        "बिना संकेत और बिना फेंटे आज का खेल जीतकर लगातार जीत का सिलसिला शुरू करें।",
        "Win today's deal without a hint or a shuffle to start a streak.",
    ),
    "sol.start.continue_info": _t(
        "अधुरो बाँड: {layout}, {time}, {n} टायल बाँकी",
        "अधूरा खेल: {layout}, {time}, {n} टाइलें बाकी",
        "Deal in progress: {layout}, {time}, {n} tiles left",
    ),
    # asking before a deal is given up
    "sol.confirm.giveup_title": _t(
        "यो बाँड छोड्ने?", "यह खेल छोड़ दें?", "Give up this deal?"
    ),
    "sol.confirm.giveup_body": _t(
        "यो हारेको मानिन्छ।", "यह हार गिनी जाएगी।", "It counts as a loss."
    ),
    "sol.confirm.new_title": _t(
        "नयाँ बाँड सुरु गर्ने?", "नया खेल शुरू करें?", "Start a new deal?"
    ),
    "sol.confirm.today_title": _t(
        "आजको बाँड सुरु गर्ने?", "आज का खेल शुरू करें?", "Start today's deal?"
    ),
    "sol.confirm.leave_body": _t(
        "अहिलेको अधुरो बाँड हारेको मानिन्छ।",
        "अभी का अधूरा खेल हार गिना जाएगा।",
        "The deal in progress counts as a loss.",
    ),
    "sol.confirm.keep": _t("खेलिरहनुहोस्", "खेलते रहें", "Keep playing"),
    # stuck panel
    "sol.stuck.title": _t("कुनै जोडी बाँकी छैन", "कोई जोड़ी नहीं बची", "No pair left"),
    "sol.stuck.body": _t(
        "अहिले कुनै दुई खुला टायल मिल्दैनन्। अन्डु गरेर पहिलेको छनोटमा फर्कनुहोस्, बाँकी टायल मिसाउनुहोस्, वा बाँड सिध्याउनुहोस्।",
        "अभी कोई दो खुली टाइलें नहीं मिलतीं। पूर्ववत् करके पिछले चुनाव पर लौटें, बची टाइलें फेंटें, या खेल ख़त्म करें।",
        "No two free tiles match. Undo back to an earlier choice, shuffle the tiles that are left, or end the deal.",
    ),
    "sol.stuck.end": _t("बाँड सिध्याउनुहोस्", "खेल ख़त्म करें", "End the deal"),
    # stuck where no arrangement of the tiles left clears: no shuffle can help
    "sol.dead.title": _t("यहाँबाट निस्कने बाटो छैन", "यहाँ से निकलने का रास्ता नहीं", "No way out from here"),
    "sol.dead.body": _t(
        "बाँकी {n} टायल जुनसुकै क्रममा राखे पनि सबै सफा हुन सक्दैनन्, त्यसैले मिसाउँदा काम लाग्दैन।",
        "बची {n} टाइलें किसी भी क्रम में रखी जाएँ, सब साफ़ नहीं हो सकतीं, इसलिए फेंटने से कुछ नहीं होगा।",
        "The {n} tiles left cannot all be cleared in any arrangement, so no shuffle can help.",
    ),
    "sol.dead.back": _t(
        "{moves} अन्डु गर्दा बाँड अझै जित्न सकिने ठाउँमा फर्किनुहुन्छ। वा नयाँ बाँड सुरु गर्नुहोस्।",
        "{moves} पूर्ववत् करने पर आप वहाँ लौटेंगे जहाँ से खेल अब भी जीता जा सकता है। या नया खेल शुरू करें।",
        "Undo {moves} to go back to where the deal can still be won, or start a new deal.",
    ),
    "sol.dead.none": _t(
        "पहिलेको कुनै स्थितिबाट जित्न सकिने थाहा छैन। नयाँ बाँड सुरु गर्नुहोस्, वा अन्डु गरेर अर्को बाटो खोज्नुहोस्।",
        "पहले की किसी स्थिति से जीत पक्की नहीं। नया खेल शुरू करें, या पूर्ववत् करके दूसरा रास्ता खोजें।",
        "No earlier position is known to win. Start a new deal, or undo and look for another way.",
    ),
    "sol.dead.undo": _t("{moves} अन्डु", "{moves} पूर्ववत्", "Undo {moves}"),
    "sol.moves": _t("{n} चाल", "{n} चालें", "{n} moves"),
    "sol.moves.one": _t("{n} चाल", "{n} चाल", "{n} move"),
    # win and loss
    "sol.won.title": _t("बाँड जितियो!", "खेल जीत लिया!", "Deal cleared!"),
    "sol.won.time": _t("समय: {time}", "समय: {time}", "Time: {time}"),
    "sol.won.best": _t(
        "{layout}मा उत्कृष्ट समय: {time}",
        "{layout} में सबसे अच्छा समय: {time}",
        "Best time on {layout}: {time}",
    ),
    "sol.won.daily_best": _t(
        "आजको बाँडमा उत्कृष्ट: {time}", "आज के खेल में सबसे अच्छा: {time}",
        "Best on today's deal: {time}",
    ),
    "sol.won.new_best": _t("नयाँ उत्कृष्ट समय!", "नया सबसे अच्छा समय!", "A new best time!"),
    "sol.won.streak": _t(
        "{layout}मा लगातार {days} जित।",
        "{layout} में लगातार {days} जीत।",
        "Streak on {layout}: {days} in a row.",
    ),
    # sharing a win of the daily deal
    "sol.share": _t("सेयर गर्नुहोस्", "शेयर करें", "Share"),
    "sol.share.title": _t("महजोङ सोलिटेयर", "माहजोंग सॉलिटेयर", "Mahjong solitaire"),
    "sol.share.head": _t(
        "महजोङ सोलिटेयर · {layout}", "माहजोंग सॉलिटेयर · {layout}", "Mahjong solitaire · {layout}"
    ),
    "sol.share.day": _t(
        "दिनको बाँड · {date} (काठमाडौं)",
        "रोज़ का खेल · {date} (काठमांडू)",
        "Daily deal · {date} (Kathmandu)",
    ),
    "sol.share.result": _t(
        "{time} मा सफा गरियो, {help}।",
        "{time} में पूरा किया, {help}।",
        "Cleared in {time}, {help}.",
    ),
    "sol.share.clean": _t("सङ्केत र मिसाउने बिना", "बिना संकेत, बिना फेंटे", "no hint, no shuffle"),
    "sol.share.hint": _t("सङ्केत लिएर", "संकेत लेकर", "with a hint"),
    "sol.share.shuffle": _t("मिसाएर", "फेंटकर", "with a shuffle"),
    "sol.share.hint_shuffle": _t(
        "सङ्केत लिएर र मिसाएर", "संकेत लेकर और फेंटकर", "with a hint and a shuffle"
    ),
    "sol.share.shared": _t("सेयर भयो।", "शेयर हो गया।", "Shared."),
    "sol.share.copied": _t(
        "कपी भयो: जहाँ चाहनुहुन्छ टाँस्नुहोस्।",
        "कॉपी हो गया: जहाँ चाहें चिपकाएँ।",
        "Copied: paste it wherever you like.",
    ),
    "sol.share.manual": _t(
        "सेयर गर्न यो पाठ कपी गर्नुहोस्:",
        "शेयर करने के लिए यह पाठ कॉपी करें:",
        "Copy this text to share it:",
    ),
    "sol.date": _t("{d} {month} {y}", "{d} {month} {y}", "{d} {month} {y}"),
    **{
        f"sol.month.{n}": _t(ne, hi, en)
        for n, (ne, hi, en) in enumerate(
            (
                ("जनवरी", "जनवरी", "January"),
                ("फेब्रुअरी", "फ़रवरी", "February"),
                ("मार्च", "मार्च", "March"),
                ("अप्रिल", "अप्रैल", "April"),
                ("मे", "मई", "May"),
                ("जुन", "जून", "June"),
                ("जुलाई", "जुलाई", "July"),
                ("अगस्ट", "अगस्त", "August"),
                ("सेप्टेम्बर", "सितंबर", "September"),
                ("अक्टोबर", "अक्टूबर", "October"),
                ("नोभेम्बर", "नवंबर", "November"),
                ("डिसेम्बर", "दिसंबर", "December"),
            ),
            start=1,
        )
    },
    "sol.won.counted": _t(
        "यो समय उत्कृष्ट समयमा गनियो।",
        "यह समय सबसे अच्छे समय में गिना गया।",
        "This time counted towards your best.",
    ),
    "sol.won.hint": _t(
        "सङ्केत लिइयो: उत्कृष्ट समयमा गनिँदैन",
        "संकेत लिया गया: सबसे अच्छे समय में नहीं गिना जाएगा",
        "Hint used: not a best time",
    ),
    "sol.won.shuffle": _t(
        "मिसाइयो: उत्कृष्ट समयमा गनिँदैन",
        "फेंटा गया: सबसे अच्छे समय में नहीं गिना जाएगा",
        "Shuffled: not a best time",
    ),
    "sol.won.hint_shuffle": _t(
        "सङ्केत लिइयो र मिसाइयो: उत्कृष्ट समयमा गनिँदैन",
        "संकेत लिया और फेंटा गया: सबसे अच्छे समय में नहीं गिना जाएगा",
        "Hint and shuffle used: not a best time",
    ),
    "sol.lost.title": _t("बाँड सकियो", "खेल ख़त्म", "Deal ended"),
    "sol.lost.body": _t(
        "यो बाँड हारेको मानियो। यहाँका सबै बाँड सफा गर्न सकिन्छन्, फेरि प्रयास गर्नुहोस्।",
        "यह खेल हारा हुआ गिना गया। यहाँ का हर खेल पूरा हो सकता है, फिर कोशिश करें।",
        "This deal counts as lost. Every deal here can be cleared: try another.",
    ),
    "sol.close": _t("बन्द गर्नुहोस्", "बंद करें", "Close"),
    # the board's settings and the win panel (issue 52)
    "sol.settings": _t("बोर्डका सेटिङ", "बोर्ड की सेटिंग", "Board settings"),
    "sol.set.title": _t("बोर्डका सेटिङ", "बोर्ड की सेटिंग", "Board settings"),
    "sol.set.light": _t(
        "छानेको टायलसँग मिल्ने खुला टायलहरू उज्याल्नुहोस्",
        "चुनी हुई टाइल से मेल खाने वाली खुली टाइलें चमकाएँ",
        "Light the free tiles that match the one picked",
    ),
    "sol.set.light_note": _t(
        "सुरुमा बन्द: खोज्नु नै खेलको आधा रमाइलो हो।",
        "शुरू में बंद: खोजना ही खेल का आधा मज़ा है।",
        "Off at first: looking is half the game.",
    ),
    "sol.set.bg": _t("पृष्ठभूमि", "पृष्ठभूमि", "Background"),
    "sol.set.bg.felt": _t("हरियो कपडा", "हरा कपड़ा", "Green felt"),
    "sol.set.bg.wood": _t("काठ", "लकड़ी", "Wood"),
    "sol.set.bg.dark": _t("अँध्यारो", "गहरा", "Dark"),
    "sol.set.sound": _t(
        "आवाज (जोडी, गलत छनोट, मिसाउने, जित)",
        "आवाज़ (जोड़ी, गलत चुनाव, फेंटना, जीत)",
        "Sounds (a pair, a wrong pick, a shuffle, a win)",
    ),
    "sol.set.sound_note": _t(
        "तपाईंले नखोलेसम्म बन्द रहन्छ; तपाईंको छनोट याद राखिन्छ।",
        "जब तक आप चालू न करें, बंद रहती है; आपकी पसंद याद रखी जाती है।",
        "Off until you turn it on; your choice is remembered.",
    ),
    "sol.tile.match": _t(
        "{tile}, खुला, छानेकोसँग मिल्छ",
        "{tile}, खुली, चुनी हुई से मेल खाती है",
        "{tile}, free, matches the picked tile",
    ),
    "sol.won.beaten": _t(
        "अघिल्लो उत्कृष्ट समय {old} उछिनियो!",
        "पिछला सबसे अच्छा समय {old} पीछे छूटा!",
        "Best time beaten: it was {old}.",
    ),
    # records
    "sol.stats.nothing": _t("अहिलेसम्म कुनै बाँड खेलिएको छैन।", "अभी तक कोई खेल नहीं खेला गया।", "No deal played yet."),
    "sol.stats.unplayed": _t(
        "{n} बनोट अहिलेसम्म खेलिएका छैनन्: खेलेपछि यहाँ देखिन्छन्।",
        "{n} बनावटें अभी तक नहीं खेली गईं: खेलने के बाद यहाँ दिखेंगी।",
        "{n} layouts not played yet: they are listed here once played.",
    ),
    "sol.stats.unplayed.one": _t(
        "{n} बनोट अहिलेसम्म खेलिएको छैन: खेलेपछि यहाँ देखिन्छ।",
        "{n} बनावट अभी तक नहीं खेली गई: खेलने के बाद यहाँ दिखेगी।",
        "{n} layout not played yet: it is listed here once played.",
    ),
    "sol.stats.title": _t("तपाईंका रेकर्ड", "आपके रिकॉर्ड", "Your records"),
    "sol.stats.layout": _t("बनोट", "बनावट", "Layout"),
    "sol.stats.played": _t("खेलेको", "खेले", "Played"),
    "sol.stats.won": _t("जितेको", "जीते", "Won"),
    "sol.stats.lost": _t("छोडेको", "छोड़े", "Given up"),
    "sol.stats.best": _t("उत्कृष्ट समय", "सबसे अच्छा समय", "Best time"),
    "sol.stats.daily": _t("आजको उत्कृष्ट", "आज का सबसे अच्छा", "Today's best"),
    "sol.stats.none": _t("—", "—", "—"),
    "sol.stats.streak": _t("लगातार", "लगातार", "Streak"),
    "sol.stats.times_title": _t("हालका जितका समय", "हाल की जीतों के समय", "Recent winning times"),
    "sol.stats.streak_line": _t(
        "लगातार जित: {days} (सबैभन्दा लामो: {best})",
        "लगातार जीत: {days} (सबसे लंबा सिलसिला: {best})",
        "Streak: {days} (longest: {best})",
    ),
    # the chart of recent times
    "sol.chart.summary": _t(
        "{layout}मा पछिल्ला {n} जितका समय, पुरानोदेखि: {times}।",
        "{layout} में पिछली {n} जीतों के समय, पुराने से नए तक: {times}।",
        "Last {n} winning times on {layout}, oldest first: {times}.",
    ),
    "sol.chart.assisted": _t(
        "{time} (सङ्केत वा मिसाइएको)", "{time} (संकेत या फेंटकर)", "{time} (hint or shuffle)"
    ),
    "sol.chart.best": _t("{time} (उत्कृष्ट)", "{time} (सबसे अच्छा)", "{time} (best)"),
    "sol.chart.best_word": _t("उत्कृष्ट", "सबसे अच्छा", "best"),
    "sol.chart.counted": _t("सहयोगबिना जितेको", "बिना मदद जीता", "Won unaided"),
    "sol.chart.helped": _t("सङ्केत वा मिसाएर", "संकेत या फेंटकर", "With hint or shuffle"),
    "sol.chart.best_key": _t("उत्कृष्ट समय", "सबसे अच्छा समय", "Best time"),
    "sol.list_sep": _t(", ", ", ", ", "),
    # announcements
    "sol.ann.started": _t(
        "{layout}को बाँड सुरु भयो, {n} टायल।",
        "{layout} का खेल शुरू हुआ, {n} टाइलें।",
        "{layout} deal started, {n} tiles.",
    ),
    "sol.ann.continued": _t(
        "{layout}को बाँड जारी, {n} टायल बाँकी।",
        "{layout} का खेल जारी, {n} टाइलें बाकी।",
        "{layout} deal continued, {n} tiles left.",
    ),
    "sol.ann.started_daily": _t(
        "आजको {layout} बाँड सुरु भयो, {n} टायल।",
        "आज का {layout} खेल शुरू हुआ, {n} टाइलें।",
        "Today's {layout} deal started, {n} tiles.",
    ),
    "sol.ann.selected": _t("{tile} छानियो", "{tile} चुनी गई", "{tile} selected"),
    "sol.ann.deselected": _t("छनोट हटाइयो", "चुनाव हटाया गया", "Selection cleared"),
    "sol.ann.removed": _t(
        "जोडी हट्यो: {tile}। {n} टायल बाँकी।",
        "जोड़ी हटी: {tile}। {n} टाइलें बाकी।",
        "Pair removed: {tile}. {n} tiles left.",
    ),
    "sol.ann.blocked": _t("{tile} थुनिएको छ", "{tile} बंद है", "{tile} is blocked"),
    "sol.ann.hint": _t("सङ्केत: {a} र {b}", "संकेत: {a} और {b}", "Hint: {a} and {b}"),
    "sol.ann.shuffled": _t(
        "बाँकी टायल फेरि बाँडियो।", "बची टाइलें फिर से बाँटी गईं।",
        "The tiles left were dealt again.",
    ),
    "sol.ann.noshuffle": _t(
        "बाँकी टायल सफा हुने गरी मिसाउन सकिँदैन; अन्डु गर्नुहोस्।",
        "बची टाइलें ऐसे नहीं फेंटी जा सकतीं कि ढेर साफ़ हो; पूर्ववत् करें।",
        "The tiles left cannot be dealt again into a heap that clears; undo instead.",
    ),
    "sol.ann.undone": _t("अन्डु भयो", "पूर्ववत् हुआ", "Undone"),
    "sol.ann.redone": _t("रिडु भयो", "फिर से किया", "Redone"),
    "sol.ann.won": _t(
        "बाँड {time} मा जितियो।", "खेल {time} में जीता।", "Deal cleared in {time}.",
    ),
    # help
    "sol.help.title": _t("कसरी खेल्ने", "कैसे खेलें", "How to play"),
    "sol.help.step1": _t(
        "खुला टायल थिच्नुहोस्; त्यो उज्यालो हुन्छ।",
        "कोई खुली टाइल दबाएँ; वह चमक उठती है।",
        "Tap a free tile: it lights up.",
    ),
    "sol.help.step2": _t(
        "उही अनुहारको अर्को खुला टायल थिच्नुहोस्, र दुवै हट्छन्। नमिल्ने टायल थिचे त्यही छानिन्छ।",
        "उसी चित्र की दूसरी खुली टाइल दबाएँ, दोनों हट जाती हैं। न मिलने वाली टाइल दबाने पर वही चुनी जाती है।",
        "Tap another free tile with the same face and both leave the board. Tap one that does not match and it becomes the selected tile instead.",
    ),
    "sol.help.step3": _t(
        "थुप्रो खाली नहुन्जेल यसरी नै खेल्दै जानुहोस्।",
        "ढेर ख़ाली होने तक ऐसे ही खेलते रहें।",
        "Keep going until the heap is empty.",
    ),
    "sol.help.tools": _t(
        "अन्डुले जति पनि चाल फिर्ता लिन सक्छ; सुरुसम्मै फर्काए हरेक टायल बाँडिएकै ठाउँमा आउँछ। सङ्केतले हटाउन मिल्ने एउटा जोडी देखाउँछ, र मिसाउँदा बाँकी टायल बाँकी ठाउँमै फेरि बाँडिन्छन्।",
        "पूर्ववत् जितनी चाहें उतनी चालें वापस ले सकता है; शुरुआत तक लौटने पर हर टाइल अपनी बँटी हुई जगह पर आ जाती है। संकेत हटाने लायक एक जोड़ी दिखाता है, और फेंटने पर बची टाइलें बची जगहों पर फिर से बँट जाती हैं।",
        "Undo takes back as many moves as you like; undo all the way and every tile is back where it was dealt. A hint shows a pair you can remove, and a shuffle deals the tiles that are left onto the places that are left.",
    ),
    "sol.help.stuck": _t(
        "कहिलेकाहीँ कुनै खुला जोडी बाँकी रहँदैन। खेलले त्यो बताउँछ, र तपाईं अन्डु गरेर पहिलेको छनोटमा फर्कन, मिसाउन वा बाँड सिध्याउन सक्नुहुन्छ। बाँकी टायल जुनसुकै क्रममा राखे पनि सफा हुन नसक्ने भए (जस्तै तीन थाक र छेउमा एउटा), खेलले त्यो पनि भन्छ र बाँड अझै जित्न सकिने ठाउँसम्म कति अन्डु गर्नुपर्छ भन्छ।",
        "कभी-कभी कोई खुली जोड़ी नहीं बचती। खेल यह बता देता है, और आप पूर्ववत् करके पिछले चुनाव पर लौट सकते हैं, फेंट सकते हैं या खेल ख़त्म कर सकते हैं। अगर बची टाइलें किसी भी क्रम में साफ़ नहीं हो सकतीं (जैसे तीन की ढेरी और बगल में एक), तो खेल यह भी बताता है और कहता है कि कितनी चालें पूर्ववत् करके खेल फिर से जीतने लायक होगा।",
        "Sometimes no free pair is left. The game tells you so, and you can undo back to an earlier choice, shuffle, or end the deal. When the tiles left cannot be cleared in any arrangement (three stacked and one beside them, say), the game says that too, and how many moves to undo to get back to where the deal can still be won.",
    ),
    "sol.help.shuffle": _t(
        "मिसाउँदा कुनै टायल टेबलबाट हराउँदैन; बाँकी टायल बाँकी ठाउँमा यसरी फेरि बाँडिन्छन् कि थुप्रो अझै सफा गर्न सकियोस्। जुनसुकै बेला मिसाउन सकिन्छ, तर सङ्केत लिएर जस्तै मिसाएर जितेको बाँड पनि उत्कृष्ट समयमा गनिँदैन।",
        "फेंटने पर कोई टाइल मेज़ से नहीं जाती; बची टाइलें बची जगहों पर ऐसे बँटती हैं कि ढेर अब भी साफ़ हो सके। कभी भी फेंट सकते हैं, पर संकेत की तरह फेंटकर जीता खेल भी सबसे अच्छे समय में नहीं गिना जाता।",
        "A shuffle keeps every tile on the table and deals the tiles left onto the places left so that the heap can still be cleared. You may shuffle at any time, but, as with a hint, a deal won after a shuffle does not count as a best time.",
    ),
    "sol.help.win": _t(
        "अन्तिम जोडी हट्नेबित्तिकै बाँड जितिन्छ र घडी रोकिन्छ। सङ्केत नलिई र नमिसाई जितेको भए त्यो समय त्यस बनोटमा तपाईंको उत्कृष्ट समयका रूपमा राखिन्छ। जुनसुकै बेला बाँड छोड्न सकिन्छ, तर त्यो हार मानिन्छ।",
        "आख़िरी जोड़ी हटते ही खेल जीत लिया जाता है और घड़ी रुक जाती है। बिना संकेत और बिना फेंटे जीता हो तो वह समय उस बनावट में आपके सबसे अच्छे समय के रूप में रखा जाता है। खेल कभी भी छोड़ सकते हैं, पर वह हार गिनी जाती है।",
        "The deal is won the moment the last pair goes, and the clock stops there. If you won without a hint or a shuffle, the time is kept as your best on that layout. You can leave a deal at any time; it then counts as lost.",
    ),
    "sol.help.fair": _t(
        "यहाँको हरेक बाँड सफा गर्न सकिने गरी बनाइन्छ: कम्प्युटरले पूरा थुप्रोबाट जोडी जोडी टायल हटाउँदै बनोट तयार गर्छ, त्यसैले सुरुदेखि नै एउटा बाटो सधैं हुन्छ। हारेको बाँड कहिल्यै नजित्ने बाँड थिएन।",
        "यहाँ हर खेल ऐसे बनाया जाता है कि वह साफ़ हो सके: कंप्यूटर पूरे ढेर से जोड़ी-जोड़ी टाइलें हटाते हुए बनावट तैयार करता है, इसलिए शुरू से एक रास्ता हमेशा होता है। हारा हुआ खेल कभी असंभव खेल नहीं था।",
        "Every deal here is made to be cleared: the computer builds it by taking pairs off a full heap, so from the start there is always a way through. A lost deal was never an impossible one.",
    ),
    "sol.help.daily": _t(
        "हरेक बनोटको दिनको एउटा बाँड हुन्छ, नेपालभर सबैका लागि उही, र काठमाडौंको मध्यरातमा फेरिन्छ। जति पटक मन लाग्छ खेल्नुहोस्; त्यसमा तपाईंको उत्कृष्ट समय राखिन्छ। नयाँ बाँड भने हरेक पटक नयाँ गरी मिलाइन्छ, जति पनि खेल्न सकिन्छ।",
        "हर बनावट का रोज़ एक खेल होता है, भारत और नेपाल में सबके लिए एक ही, जो भारत के समय से रात ११:४५ बजे (IST) बदलता है (काठमांडू की आधी रात)। जितनी बार चाहें खेलें; उसमें आपका सबसे अच्छा समय रखा जाता है। नया खेल हर बार नए सिरे से बनता है, जितने चाहें खेलें।",
        "Each layout has one deal a day, the same for everyone, changing at midnight in Kathmandu (23:45 in India, IST). Play it as often as you like: your best time on it is kept. A new deal is freshly made each time, as many as you want.",
    ),
    "sol.help.zoom": _t(
        "फोनमा दुई औँलाले थुप्रो फैलाउनुहोस् वा दुई पटक छिटो थिच्नुहोस्: थुप्रो ठूलो हुन्छ, र एक औँलाले तानेर यताउता सार्न सकिन्छ। 'पूरै थुप्रो' बटनले फेरि सबै टायल देखाउँछ। कम्प्युटरमा Ctrl थिचेर माउसको पाङ्ग्रा घुमाउनुहोस्, वा + र − कुञ्जी थिच्नुहोस्; 0 ले पूरै थुप्रो देखाउँछ।",
        "फ़ोन पर दो उँगलियों से ढेर को फैलाएँ या दो बार जल्दी छुएँ: ढेर बड़ा हो जाता है, और एक उँगली से खींचकर इधर-उधर देख सकते हैं। 'पूरा ढेर' बटन फिर से सारी टाइलें दिखाता है। कंप्यूटर पर Ctrl दबाकर माउस का पहिया घुमाएँ, या + और − कुंजियाँ दबाएँ; 0 पूरा ढेर दिखाता है।",
        "On a phone, spread two fingers on the board or tap it twice quickly to zoom in, then drag with one finger to look around; the Whole board button shows every tile again. On a computer, turn the mouse wheel with Ctrl held, or press + and −; 0 shows the whole board.",
    ),
    "sol.help.streak": _t(
        "सङ्केत र मिसाउने बिना कुनै बनोटको आजको बाँड जित्दा त्यो बनोटको लगातार जितको गन्ती एक दिन बढ्छ। एक दिन छुटे गन्ती फेरि सुरुबाट हुन्छ। जितेपछि सेयर बटनले आफ्नो समय साथीहरूलाई पठाउन सकिन्छ।",
        "बिना संकेत और बिना फेंटे किसी बनावट का आज का खेल जीतने पर उस बनावट की लगातार जीत की गिनती एक दिन बढ़ जाती है। एक दिन छूटा तो गिनती फिर शुरू से होती है। जीतने के बाद शेयर बटन से अपना समय दोस्तों को भेज सकते हैं।",
        "Win a layout's deal of the day without a hint or a shuffle and its streak grows by a day; miss a day and it starts again. After the win, the Share button sends your time to your friends.",
    ),
    "sol.help.setting": _t(
        "पृष्ठले सुरुमै बनोट र आजको बाँड खेल्ने कि नयाँ भनेर सोध्छ। घडीछेउको गियर बटनमा बोर्डका सेटिङ छन्: मिल्ने टायल उज्याल्ने, पृष्ठभूमि र आवाज।",
        "पेज शुरू में बनावट पूछता है और यह कि आज का खेल खेलें या नया। घड़ी के पास गियर बटन में बोर्ड की सेटिंग हैं: मेल खाती टाइलें चमकाना, पृष्ठभूमि और आवाज़।",
        "The page asks at the start for a layout and whether you want today's deal or a new one. The gear beside the clock holds the board's settings: lighting the matching tiles, the background and sound.",
    ),
    "sol.help.keys_title": _t("कुञ्जीहरू", "कुंजियाँ", "Keys"),
    "sol.help.keys_board": _t(
        "Tab वा तीर कुञ्जीले खुला टायलहरूमा घुमाउँछ; Enter वा Space ले टायल छान्छ।",
        "Tab या तीर कुंजियों से खुली टाइलों पर जाएँ; Enter या Space से टाइल चुनें।",
        "Tab or the arrow keys move among the free tiles; Enter or Space picks one.",
    ),
    "sol.help.tips_title": _t("सुझाव", "सुझाव", "Tips"),
    "sol.help.tip1": _t(
        "एउटै अनुहारका अन्तिम दुई टायल एकमाथि अर्को छन् कि हेर्नुहोस्। ती दुवै एकैचोटि कहिल्यै खुला हुँदैनन्, त्यसैले ढिलो हुनुअघि मुनिको टायल खोल्नुहोस्।",
        "देखें कि किसी चित्र की आख़िरी दो टाइलें एक के ऊपर एक तो नहीं हैं। वे दोनों कभी एक साथ खुली नहीं हो सकतीं, इसलिए देर होने से पहले नीचे वाली को खोलें।",
        "Watch for the last two tiles of a face lying one on top of the other. They can never both be free, so uncover the lower one before it is too late.",
    ),
    "sol.help.tip2": _t(
        "एउटै अनुहारका तीन टायल खुला हुँदा जुन जोडीले सबैभन्दा धेरै टायल खोल्छ त्यही हटाउनुहोस्, र तेस्रोलाई पछिका लागि राख्नुहोस्।",
        "जब एक ही चित्र की तीन टाइलें खुली हों, वह जोड़ी हटाएँ जो सबसे ज़्यादा टाइलें खोले, और तीसरी को बाद के लिए रखें।",
        "When three tiles of one face are free, remove the pair that frees the most tiles and keep the third for later.",
    ),
    "sol.help.tip3": _t(
        "अग्ला थुप्रा चाँडै घटाउनुहोस्; तिनमुनिका टायलको समय सबैभन्दा पहिले सकिन्छ।",
        "ऊँचे ढेर जल्दी घटाएँ; उनके नीचे की टाइलों का समय सबसे पहले ख़त्म होता है।",
        "Bring tall stacks down early: the tiles beneath them run out of time first.",
    ),
    "sol.help.tip4": _t(
        "लामा लहर छेउबाट खुल्छन्; छेउ सफा गरेपछि त्यसपछिको टायल खुला हुन्छ।",
        "लंबी कतारें किनारों से खुलती हैं; किनारा साफ़ करने पर उसके पीछे की टाइल खुल जाती है।",
        "Long rows open from their ends: clear an end and the tile behind it becomes free.",
    ),
    "sol.help.glossary_title": _t("शब्दावली", "शब्दावली", "Glossary"),
    "sol.help.free": _t("खुला", "खुली", "Free"),
    "sol.help.free_def": _t(
        "माथि केही नभएको र देब्रे वा दाहिनेपट्टि खाली भएको टायल। खुला टायल मात्र हटाउन सकिन्छ।",
        "वह टाइल जिसके ऊपर कुछ न हो और जिसकी बाईं या दाईं ओर ख़ाली हो। सिर्फ़ खुली टाइलें हटाई जा सकती हैं।",
        "A tile with nothing on top of it and nothing beside it on the left or on the right. Only free tiles can be removed.",
    ),
    "sol.help.blocked": _t("थुनिएको", "बंद", "Blocked"),
    "sol.help.blocked_def": _t(
        "खुला नभएको टायल: त्यसमाथि अर्को टायल छ, वा दुवैतिर छिमेकी छन्।",
        "जो टाइल खुली नहीं है: उसके ऊपर दूसरी टाइल है, या दोनों ओर पड़ोसी हैं।",
        "A tile that is not free: another tile lies on it, or it has neighbours on both sides.",
    ),
    "sol.help.pair": _t("जोडी", "जोड़ी", "Pair"),
    "sol.help.pair_def": _t(
        "उही अनुहारका दुई टायल, वा कुनै दुई फूल, वा कुनै दुई ऋतु, जुन सँगै हटाइन्छन्।",
        "एक ही चित्र की दो टाइलें, या कोई दो फूल, या कोई दो ऋतु, जो साथ में हटाई जाती हैं।",
        "Two tiles with the same face, or any two flowers, or any two seasons, removed together.",
    ),
    "sol.help.layout": _t("बनोट", "बनावट", "Layout"),
    "sol.help.layout_def": _t(
        "टायल बाँडिने थुप्रोको आकार।",
        "उस ढेर का आकार जिसमें टाइलें बाँटी जाती हैं।",
        "The shape of the heap the tiles are dealt into.",
    ),
    "sol.help.shuffle_term": _t("मिसाउने", "फेंटना", "Shuffle"),
    "sol.help.shuffle_def": _t(
        "बाँकी टायल बाँकी ठाउँमा फेरि बाँड्ने, ताकि अड्किएको थुप्रो सफा गर्न सकियोस्।",
        "बची टाइलों को बची जगहों पर फिर से बाँटना, ताकि अटका हुआ ढेर साफ़ हो सके।",
        "Dealing the tiles left onto the places left again, so that a stuck heap can be cleared.",
    ),
}
