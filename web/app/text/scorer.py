# ruff: noqa: E501  (texts read better unbroken)
"""Texts of the scorer and the fan reference in Nepali, Hindi and English; tile names."""

from __future__ import annotations


def _t(ne: str, hi: str, en: str) -> dict[str, str]:
    return {"ne": ne, "hi": hi, "en": en}


TEXT: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- the scorer
    "sc.title": _t("हात गन्नुहोस्", "हाथ गिनें", "Score a hand"),
    "sc.intro": _t(
        "टाइल छानेर वा लेखेर हात बनाउनुहोस्; पूरा हुनेबित्तिकै अङ्क देखिन्छ।",
        "टाइलें चुनकर या लिखकर हाथ बनाएँ; पूरा होते ही अंक दिखेंगे।",
        "Build the hand by tapping tiles or typing it; the score appears as soon as it is complete.",
    ),
    "sc.hand": _t("तपाईंको हात", "आपका हाथ", "Your hand"),
    "sc.hand_count": _t("{count}/१४ टाइल", "{count}/१४ टाइलें", "{count}/14 tiles"),
    "sc.win_slot": _t("जित्ने टाइल", "जीतने वाली टाइल", "Winning tile"),
    "sc.win_empty": _t("छानिएको छैन", "नहीं चुनी", "not chosen"),
    "sc.melds": _t("खुला सेट र लुकेका कङ", "खुले सेट और छिपे कॉन्ग", "Melds and concealed kongs"),
    "sc.concealed": _t("हातका टाइल", "हाथ की टाइलें", "Concealed tiles"),
    "sc.tap_hint": _t(
        "हातको टाइल छोएर सार्नुहोस् वा हटाउनुहोस्।",
        "हाथ की टाइल छूकर खिसकाएँ या हटाएँ।",
        "Tap a tile in the hand to move or remove it.",
    ),
    "sc.sort": _t("मिलाउनुहोस्", "क्रम से लगाएँ", "Sort"),
    "sc.clear": _t("सबै हटाउनुहोस्", "सब हटाएँ", "Clear"),
    "sc.move_left": _t("बायाँ सार्नुहोस्", "बाएँ खिसकाएँ", "Move left"),
    "sc.move_right": _t("दायाँ सार्नुहोस्", "दाएँ खिसकाएँ", "Move right"),
    "sc.remove": _t("हटाउनुहोस्", "हटाएँ", "Remove"),
    "sc.remove_meld": _t("{meld} हटाउनुहोस्", "{meld} हटाएँ", "Remove {meld}"),
    "sc.remove_win": _t("जित्ने टाइल हटाउनुहोस्", "जीतने वाली टाइल हटाएँ", "Remove the winning tile"),
    "sc.picker": _t("टाइल छान्नुहोस्", "टाइल चुनें", "Pick tiles"),
    "sc.pick_keys": _t(
        "तीर कुञ्जीहरूले टाइलबाट टाइलमा सार्छन्; Enter वा Space ले टाइल थप्छ।",
        "तीर कुंजियों से एक टाइल से दूसरी पर जाएँ; Enter या Space से टाइल जोड़ें।",
        "Arrow keys move from tile to tile; Enter or Space adds the tile.",
    ),
    "sc.add_as": _t("यसरी थप्नुहोस्", "ऐसे जोड़ें", "Add as"),
    "mode.tile": _t("टाइल", "टाइल", "Tile"),
    "mode.chow": _t("खुला क्रम", "खुला क्रम", "Chow"),
    "mode.pung": _t("खुला पुङ", "खुली तिकड़ी", "Pung"),
    "mode.kong": _t("खुला कङ", "खुला कॉन्ग", "Kong"),
    "mode.ckong": _t("लुकेको कङ", "छिपा कॉन्ग", "Concealed kong"),
    "mode.win": _t("जित्ने टाइल", "जीतने वाली टाइल", "Winning tile"),
    "mode.hint.tile": _t(
        "टाइल हातमा थपिन्छ; चौधौँ टाइल जित्ने टाइल बन्छ।",
        "टाइल हाथ में जुड़ती है; चौदहवीं टाइल जीतने वाली बनती है।",
        "Tiles go into the hand; the fourteenth becomes the winning tile.",
    ),
    "mode.hint.chow": _t(
        "क्रमको सबैभन्दा सानो टाइल छान्नुहोस् (१–७)।",
        "क्रम की सबसे छोटी टाइल चुनें (1–7)।",
        "Tap the lowest tile of the chow (1-7).",
    ),
    "mode.hint.pung": _t("पुङको टाइल छान्नुहोस्।", "तिकड़ी की टाइल चुनें।", "Tap the tile of the pung."),
    "mode.hint.kong": _t("कङको टाइल छान्नुहोस्।", "कॉन्ग की टाइल चुनें।", "Tap the tile of the kong."),
    "mode.hint.ckong": _t("कङको टाइल छान्नुहोस्।", "कॉन्ग की टाइल चुनें।", "Tap the tile of the kong."),
    "mode.hint.win": _t(
        "जित्ने टाइल छान्नुहोस्।", "जीतने वाली टाइल चुनें।", "Tap the winning tile."
    ),
    "sc.left": _t("{count} बाँकी", "{count} बाकी", "{count} left"),
    "sc.notation": _t("लिखित रूप", "लिखित रूप", "Notation"),
    "sc.notation_help": _t(
        "जस्तै [123m]{9999s}456p78sEE + 6s — [ ] खुला सेट, { } लुकेको कङ, + पछि जित्ने टाइल।",
        "जैसे [123m]{9999s}456p78sEE + 6s — [ ] खुला सेट, { } छिपा कॉन्ग, + के बाद जीतने वाली टाइल।",
        "e.g. [123m]{9999s}456p78sEE + 6s — [ ] melds, { } concealed kong, winning tile after +.",
    ),
    # context
    "sc.context": _t("जित कसरी भयो", "जीत कैसे हुई", "How it was won"),
    "ctx.discard": _t("फ्याँकिएको टाइलमा", "फेंकी टाइल पर", "On a discard"),
    "ctx.self_drawn": _t("आफैँ तानेर", "खुद निकालकर", "Self-drawn"),
    "ctx.discarder": _t("कसले फ्याँक्यो", "किसने फेंकी", "Discarded by"),
    "ctx.seat_wind": _t("आसनको हावा", "सीट की हवा", "Seat wind"),
    "ctx.round_wind": _t("चक्रको हावा", "दौर की हवा", "Prevalent wind"),
    "ctx.flowers": _t("फूल", "फूल", "Flowers"),
    "ctx.fewer": _t("एक फूल कम", "एक फूल कम", "One flower fewer"),
    "ctx.more": _t("एक फूल बढी", "एक फूल ज़्यादा", "One flower more"),
    "ctx.last_tile": _t(
        "पर्खालको अन्तिम टाइल", "दीवार की आख़िरी टाइल", "Last tile of the wall"
    ),
    "ctx.last_of_kind": _t(
        "यो टाइलको चौथो प्रति (अरू तीन देखिइसकेका)",
        "इस टाइल की चौथी प्रति (बाकी तीन दिख चुकीं)",
        "Fourth tile of its kind (the other three are visible)",
    ),
    "ctx.kong_replacement": _t(
        "कङपछिको बदली टाइल", "कॉन्ग के बाद बदली टाइल", "Replacement tile after a kong"
    ),
    "ctx.kong_robbing": _t("कङ लुटेर", "कॉन्ग लूटकर", "Robbing a kong"),
    "reason.kong_needs_kong": _t(
        "हातमा कङ छैन, त्यसैले बदली टाइल हुन सक्दैन।",
        "हाथ में कोई कॉन्ग नहीं, इसलिए बदली टाइल नहीं हो सकती।",
        "The hand has no kong, so there was no replacement tile.",
    ),
    "reason.rob_holds_copy": _t(
        "तपाईंसँग यो टाइलको अर्को प्रति छ; बाँकी तीन अर्काको पुङमा भए मात्र कङ लुटिन्छ।",
        "आपके पास इस टाइल की दूसरी प्रति है; कॉन्ग तभी लूटा जाता है जब बाकी तीन दूसरे की तिकड़ी में हों।",
        "You hold another copy of this tile; robbing a kong needs the other three in someone's pung.",
    ),
    "reason.lok_shown": _t(
        "तपाईंकै खुला सेटमा अरू तीन प्रति देखिन्छन्, त्यसैले यो आफैँ गनिन्छ।",
        "आपके खुले सेट में ही बाकी तीन प्रतियाँ दिखती हैं, इसलिए यह अपने-आप गिना जाता है।",
        "Your own melds show the other three copies, so it counts anyway.",
    ),
    "reason.lok_concealed": _t(
        "तपाईंका लुकेका टाइलमा यसको अर्को प्रति छ।",
        "आपकी छिपी टाइलों में इसकी दूसरी प्रति है।",
        "Your concealed tiles hold another copy of it.",
    ),
    "reason.self_drawn_no_discarder": _t(
        "आफैँ तानेर जित्दा तीनै जनाले तिर्छन्।",
        "खुद निकालकर जीत पर तीनों भुगतान करते हैं।",
        "On a self-draw all three pay.",
    ),
    "wind.E": _t("पूर्व", "पूर्व", "East"),
    "wind.S": _t("दक्षिण", "दक्षिण", "South"),
    "wind.W": _t("पश्चिम", "पश्चिम", "West"),
    "wind.N": _t("उत्तर", "उत्तर", "North"),
    # the wait
    "wait.title": _t("पर्खाइ", "प्रतीक्षा", "The wait"),
    "wait.on": _t(
        "हात पूरा गर्न अझै आउन सक्ने टाइल:",
        "हाथ पूरा करने के लिए अभी आ सकने वाली टाइलें:",
        "Tiles that can still complete the hand:",
    ),
    "wait.one": _t(
        "हातको बनोट एउटै प्रकारको टाइलले मात्र पूरा हुन्छ, त्यसैले छेउ, बीच वा जोडीको पर्खाइ गनिन सक्छ।",
        "हाथ की बनावट केवल एक तरह की टाइल से पूरी होती है, इसलिए किनारे, बीच या जोड़ी की प्रतीक्षा गिनी जा सकती है।",
        "Only one kind of tile completes the hand's shape, so an edge, closed or single wait can count.",
    ),
    "wait.many": _t(
        "{count} प्रकारका टाइलले हात पूरा हुन्छ, त्यसैले पर्खाइको फ्यान गनिँदैन।",
        "{count} तरह की टाइलें हाथ पूरा करती हैं, इसलिए प्रतीक्षा का फ़ैन नहीं गिना जाता।",
        "{count} kinds of tile complete the hand, so no wait fan counts.",
    ),
    "wait.formal": _t(
        "बनोटअनुसार यो हातले {tiles} पनि पर्खन्छ, तर त्यसका चारै प्रति तपाईंकै हातमा छन्, त्यसैले त्यो आउन सक्दैन। पर्खाइका फ्यान बनोटको पर्खाइले तय हुन्छन्: एकभन्दा बढी भएकाले यहाँ पर्खाइको फ्यान गनिँदैन।",
        "बनावट के हिसाब से यह हाथ {tiles} की भी प्रतीक्षा करता है, पर उसकी चारों प्रतियाँ आपके ही हाथ में हैं, इसलिए वह आ नहीं सकती। प्रतीक्षा के फ़ैन बनावट की प्रतीक्षा से तय होते हैं: एक से ज़्यादा होने के कारण यहाँ प्रतीक्षा का फ़ैन नहीं गिना जाता।",
        "By its shape the hand also waits on {tiles}, but all four copies are already in your hand, so it cannot come. The wait fans go by the shape's waits: there is more than one, so no wait fan counts here.",
    ),
    "wait.counted": _t("यहाँ {fan} गनियो।", "यहाँ {fan} गिना गया।", "Here it is {fan}."),
    "wait.not_shape": _t(
        "तर जित्ने टाइलले छेउ, बीच वा जोडीको पर्खाइ भरेन।",
        "पर जीतने वाली टाइल ने किनारे, बीच या जोड़ी की प्रतीक्षा नहीं भरी।",
        "But the winning tile did not fill an edge, closed or single wait.",
    ),
    "wait.implied": _t(
        "यो {fan} हो, तर ठूलो फ्यानमा समावेश भएकाले गनिँदैन।",
        "यह {fan} है, पर बड़े फ़ैन में शामिल होने से नहीं गिना जाता।",
        "It is {fan}, but a bigger fan includes it, so it is not counted.",
    ),
    # messages
    "sc.link_refused": _t(
        "यो लिङ्कका केही भाग पढ्न सकिएन ({fields}); ती पूर्वनिर्धारित रूपमा छन्। तल जाँच्नुहोस्।",
        "इस लिंक के कुछ हिस्से पढ़े नहीं जा सके ({fields}); वे डिफ़ॉल्ट पर हैं। नीचे जाँच लें।",
        "Part of this link could not be read ({fields}); those are left at their defaults. Check them below.",
    ),
    "sc.field.sd": _t("आफैँ तानेको", "खुद निकाली", "self-drawn"),
    "sc.field.sw": _t("आसनको हावा", "सीट की हवा", "seat wind"),
    "sc.field.rw": _t("चक्रको हावा", "दौर की हवा", "prevalent wind"),
    "sc.field.f": _t("फूलको सङ्ख्या", "फूलों की संख्या", "number of flowers"),
    "sc.field.lt": _t("पर्खालको अन्तिम टाइल", "दीवार की आख़िरी टाइल", "last tile of the wall"),
    "sc.field.lk": _t("चौथो प्रति", "चौथी प्रति", "fourth tile of its kind"),
    "sc.field.kt": _t("कङको टाइल", "कॉन्ग की टाइल", "kong tile"),
    "sc.field.d": _t("कसले फ्याँक्यो", "किसने फेंकी", "discarded by"),
    "msg.empty": _t(
        "टाइल छोएर वा लिखित रूप टाइप गरेर सुरु गर्नुहोस्।",
        "टाइल छूकर या लिखित रूप टाइप करके शुरू करें।",
        "Start by tapping tiles or typing the notation.",
    ),
    "msg.missing": _t(
        "हात अधूरो छ: अझै {count} टाइल चाहिन्छ।",
        "हाथ अधूरा है: अभी {count} टाइलें और चाहिए।",
        "The hand is not complete: {count} more tiles needed.",
    ),
    "msg.choose_win": _t(
        "१३ टाइल भए। अब जित्ने टाइल छान्नुहोस्।",
        "13 टाइलें हो गईं। अब जीतने वाली टाइल चुनें।",
        "Thirteen tiles: now pick the winning tile.",
    ),
    "msg.choose_win_14": _t(
        "१४ टाइल भए, तर जित्ने टाइल छानिएको छैन। “जित्ने टाइल” छोएर त्यो टाइल छान्नुहोस्।",
        "14 टाइलें हो गईं, पर जीतने वाली टाइल नहीं चुनी गई। “जीतने वाली टाइल” छूकर वह टाइल चुनें।",
        "Fourteen tiles, but none is marked as the winning tile: tap “Winning tile”, then that tile.",
    ),
    "msg.not_ready": _t(
        "यी १३ टाइल कुनै पनि एक टाइलले जित्ने हात बन्दैनन्।",
        "ये 13 टाइलें किसी एक टाइल से जीतने वाला हाथ नहीं बनतीं।",
        "No single tile turns these thirteen tiles into a winning hand.",
    ),
    "msg.fifth": _t(
        "{tile} पाँचौँ पटक छानियो: हरेक टाइलका चार प्रति मात्र हुन्छन्।",
        "{tile} पाँचवीं बार चुनी गई: हर टाइल की केवल चार प्रतियाँ होती हैं।",
        "{tile} is picked a fifth time: there are only four of each tile.",
    ),
    "msg.too_many": _t(
        "हातमा {count} टाइल छन्; १४ मात्र हुनुपर्छ।",
        "हाथ में {count} टाइलें हैं; केवल 14 होनी चाहिए।",
        "The hand has {count} tiles; it must have 14.",
    ),
    "msg.not_winning": _t(
        "यी टाइलले जित्ने हात बन्दैन (चार सेट र जोडी वा विशेष हात)।",
        "इन टाइलों से जीतने वाला हाथ नहीं बनता (चार सेट और जोड़ी या विशेष हाथ)।",
        "These tiles do not form a winning hand (four sets and a pair, or a special hand).",
    ),
    "msg.not_winning_waits": _t(
        "{tile} ले हात पूरा गर्दैन। तल देखाइएका टाइलमध्ये एउटाले गर्छ।",
        "{tile} से हाथ पूरा नहीं होता। नीचे दिखाई टाइलों में से कोई एक करती है।",
        "{tile} does not complete this hand; one of the tiles shown below does.",
    ),
    "msg.refused": _t(
        "यो हात यस सन्दर्भमा गनिँदैन:", "यह हाथ इस संदर्भ में नहीं गिना जाता:",
        "The scorer cannot count this hand:",
    ),
    "msg.added_win": _t("जित्ने टाइल: {tile}", "जीतने वाली टाइल: {tile}", "Winning tile: {tile}"),
    "err.full": _t(
        "हातमा १४ टाइल पुगिसके। पहिले कुनै टाइल हटाउनुहोस्।",
        "हाथ में 14 टाइलें हो चुकीं। पहले कोई टाइल हटाएँ।",
        "The hand already has 14 tiles. Remove one first.",
    ),
    "err.no_room": _t(
        "यो सेटका लागि ठाउँ छैन।", "इस सेट के लिए जगह नहीं है।", "There is no room for this set."
    ),
    "err.fifth": _t(
        "{tile} का चारै प्रति हातमा छन्; पाँचौँ हुँदैन।",
        "{tile} की चारों प्रतियाँ हाथ में हैं; पाँचवीं नहीं हो सकती।",
        "All four {tile} are already in the hand; there is no fifth.",
    ),
    "err.chow_start": _t(
        "क्रम १ देखि ७ सम्मको सूट टाइलबाट सुरु हुन्छ।",
        "क्रम 1 से 7 तक की सूट टाइल से शुरू होता है।",
        "A chow starts at a suited tile from 1 to 7.",
    ),
    "err.suit_without_number": _t(
        "'{suit}' अघि अङ्क छैन (जस्तै 5{suit})।",
        "'{suit}' से पहले अंक नहीं है (जैसे 5{suit})।",
        "'{suit}' has no number before it (e.g. 5{suit}).",
    ),
    "err.number_without_suit": _t(
        "'{text}' पछि सूट अक्षर (m, p वा s) छैन।",
        "'{text}' के बाद सूट अक्षर (m, p या s) नहीं है।",
        "'{text}' has no suit letter (m, p or s) after it.",
    ),
    "err.unknown_char": _t(
        "'{char}' टाइल होइन: १–९ र m/p/s, हावा E S W N, ड्र्यागन C F P लेख्नुहोस्।",
        "'{char}' टाइल नहीं है: 1–9 और m/p/s, हवाएँ E S W N, ड्रैगन C F P लिखें।",
        "'{char}' is not a tile: use 1-9 with m/p/s, winds E S W N, dragons C F P.",
    ),
    "err.unclosed": _t(
        "'{bracket}' बन्द गरिएको छैन।", "'{bracket}' बंद नहीं किया गया।", "'{bracket}' is never closed."
    ),
    "err.unopened": _t(
        "'{bracket}' भन्दा अघि कुनै कोष्ठक खोलिएको छैन।",
        "'{bracket}' से पहले कोई कोष्ठक खोला नहीं गया।",
        "'{bracket}' closes no bracket.",
    ),
    "err.bad_meld": _t(
        "{group} सेट होइन: क्रममा एउटै सूटका लगातार तीन, पुङमा तीन उस्तै, कङमा चार।",
        "{group} सेट नहीं है: क्रम में एक सूट की लगातार तीन, तिकड़ी में तीन एक जैसी, कॉन्ग में चार।",
        "{group} is not a set: a chow is three in a row of one suit, a pung three alike, a kong four.",
    ),
    "err.bad_concealed_kong": _t(
        "{group} लुकेको कङ होइन: {{ }} मा चार उस्तै टाइल हुन्छन्।",
        "{group} छिपा कॉन्ग नहीं है: {{ }} में चार एक जैसी टाइलें होती हैं।",
        "{group} is not a concealed kong: curly brackets hold four equal tiles.",
    ),
    "err.too_many_melds": _t(
        "हातमा चारभन्दा बढी सेट हुँदैनन्।", "हाथ में चार से ज़्यादा सेट नहीं होते।",
        "A hand has at most four melds.",
    ),
    "err.one_win_tile": _t(
        "+ पछि एउटा मात्र जित्ने टाइल लेख्नुहोस्।", "+ के बाद केवल एक जीतने वाली टाइल लिखें।",
        "Write one winning tile after +.",
    ),
    "err.too_many": _t(
        "{count} टाइल भए; हातमा १४ मात्र हुन्छन्।", "{count} टाइलें हो गईं; हाथ में केवल 14 होती हैं।",
        "That is {count} tiles; a hand has 14.",
    ),
    # the result
    "res.title": _t("अङ्क", "अंक", "Score"),
    "res.total": _t("जम्मा", "कुल", "Total"),
    "res.points": _t("{points} अङ्क", "{points} अंक", "{points} points"),
    "res.point": _t("{points} अङ्क", "{points} अंक", "{points} point"),
    "res.num": _t("{value}", "{value}", "{value}"),
    "res.times": _t("×{count}", "×{count}", "×{count}"),
    "res.meets": _t(
        "८ अङ्कको न्यूनतम पुग्यो।", "8 अंक की न्यूनतम सीमा पूरी।", "Meets the 8-point minimum."
    ),
    "res.below": _t(
        "८ अङ्कभन्दा कम (फूलबाहेक {points}): यो जित होइन।",
        "8 अंक से कम (फूलों के बिना {points}): यह जीत नहीं है।",
        "Below the 8-point minimum ({points} without flowers): not a win.",
    ),
    "res.fans": _t("फ्यानहरू", "फ़ैन", "Fans"),
    "res.fan_hint": _t(
        "फ्यान छोएर त्यसले प्रयोग गरेका टाइल हेर्नुहोस्।",
        "फ़ैन छूकर उसकी इस्तेमाल की टाइलें देखें।",
        "Tap a fan to see the tiles it used.",
    ),
    "res.about": _t("{fan} बारे", "{fan} के बारे में", "About {fan}"),
    "res.arrangement": _t("हात यसरी गनियो", "हाथ ऐसे गिना गया", "How the hand was read"),
    "res.excluded": _t("नगनिएका फ्यान", "न गिने गए फ़ैन", "Left out"),
    "res.excluded_by": _t(
        "{fan} — {by} मा समावेश भएकाले फेरि गनिँदैन।",
        "{fan} — {by} में शामिल है, इसलिए दोबारा नहीं गिना जाता।",
        "{fan} — implied by {by}, so not counted again.",
    ),
    "res.settlement": _t("भुक्तानी", "भुगतान", "Settlement"),
    "sc.to_sheet": _t("अङ्कपानामा थप्नुहोस्", "स्कोर शीट में जोड़ें", "Add to the score sheet"),
    "sc.to_sheet_note": _t(
        "हात, यसका फ्यान र अङ्क खेलिरहेको खेलको पानामा राखिन्छन्।",
        "हाथ, उसके फ़ैन और अंक चल रहे मैच की शीट में रखे जाते हैं।",
        "Keeps the hand, its fans and its points on the sheet of the match you are playing.",
    ),
    "res.settle_none": _t(
        "न्यूनतमभन्दा कम हात जित होइन: कसैले तिर्दैन।",
        "न्यूनतम से कम हाथ जीत नहीं है: कोई भुगतान नहीं।",
        "A hand below the minimum is not a win: nobody pays.",
    ),
    "res.winner": _t("जित्ने", "विजेता", "winner"),
    "res.discarder": _t("फ्याँक्ने", "फेंकने वाला", "discarder"),
    "res.flowers": _t("फूल", "फूल", "Flowers"),
    "res.announce": _t("{points} अङ्क", "{points} अंक", "{points} points"),
    # history
    "hist.title": _t("हालका हात", "हाल के हाथ", "Recent hands"),
    "hist.empty": _t(
        "अहिलेसम्म कुनै हात गनिएको छैन।", "अभी तक कोई हाथ नहीं गिना गया।", "No hands scored yet."
    ),
    "sc.share": _t(
        "यो पृष्ठको ठेगानामा हात सुरक्षित छ: सेयर गर्न लिङ्क प्रतिलिपि गर्नुहोस्।",
        "इस पेज के पते में हाथ सहेजा है: साझा करने के लिए लिंक कॉपी करें।",
        "The hand is saved in this page's address: copy the link to share it.",
    ),
    # ---------------------------------------------------------------- the reference
    "ref.title": _t("MCR का फ्यानहरू", "MCR के फ़ैन", "The fans of MCR"),
    "ref.intro": _t(
        "चिनियाँ प्रतियोगिता नियम (MCR) का ८१ फ्यान, अङ्कअनुसार। उदाहरण छोएर गणकमा खोल्नुहोस्।",
        "चीनी प्रतियोगिता नियम (MCR) के 81 फ़ैन, अंकों के अनुसार। उदाहरण छूकर गणक में खोलें।",
        "The 81 fans of the Mahjong Competition Rules, by points. Tap an example to open it in the scorer.",
    ),
    "ref.search": _t("फ्यान खोज्नुहोस्", "फ़ैन खोजें", "Search fans"),
    "ref.search_hint": _t(
        "नाम, कुनै पनि भाषामा", "नाम, किसी भी भाषा में", "name, in any language"
    ),
    "ref.none": _t("कुनै फ्यान मिलेन।", "कोई फ़ैन नहीं मिला।", "No fan matches."),
    "ref.count": _t("{count} फ्यान", "{count} फ़ैन", "{count} fans"),
    "ref.section.88": _t("८८ अङ्कका हात", "88 अंक वाले हाथ", "88-point hands"),
    "ref.section.64": _t("६४ अङ्कका हात", "64 अंक वाले हाथ", "64-point hands"),
    "ref.section.48": _t(
        "४८ र ३२ अङ्क — क्रम र कङ", "48 और 32 — क्रम और कॉन्ग", "48 and 32 — chows and kongs"
    ),
    "ref.section.24": _t(
        "२४ अङ्क — सूट र विशेष बनोट", "24 अंक — सूट और खास बनावटें", "24 — suits and special shapes"
    ),
    "ref.section.16": _t(
        "१६ अङ्क — सिधा क्रम र पुङ", "16 अंक — सीधे क्रम और तिकड़ियाँ", "16 — straights and pungs"
    ),
    "ref.section.12": _t(
        "१२ अङ्क — बुनिएका क्रम र सीमित अङ्क", "12 अंक — बुने क्रम और सीमित संख्याएँ",
        "12 — knitted tiles and limited numbers",
    ),
    "ref.section.8": _t("८ अङ्कका फ्यान", "8 अंक वाले पैटर्न", "8-point fans"),
    "ref.section.6": _t("६ अङ्कका हात", "6 अंक वाले हाथ", "6-point hands"),
    "ref.section.4": _t("४ र २ अङ्क", "4 और 2 अंक", "4 and 2 points"),
    "ref.section.1": _t(
        "१ अङ्क — साना तर काम लाग्ने", "1 अंक — छोटे लेकिन काम के", "1 point — small but useful"
    ),
    "ref.open": _t("गणकमा खोल्नुहोस्", "गणक में खोलें", "Open in the scorer"),
    "ref.example": _t("उदाहरण", "उदाहरण", "Example"),
    "ref.rules": _t("गन्ने नियम", "गिनती के नियम", "How counting works"),
    "ref.rule.minimum": _t(
        "जित्न कम्तीमा ८ अङ्क चाहिन्छ; फूलका अङ्कले यो सीमा पुग्दैन।",
        "जीत के लिए कम-से-कम 8 अंक चाहिए; फूलों के अंक यह सीमा पूरी नहीं करते।",
        "A win needs at least 8 points; flower points do not count towards it.",
    ),
    "ref.rule.flowers": _t(
        "हरेक फूल १ अङ्क, कुलमा जोडिन्छ तर न्यूनतममा होइन।",
        "हर फूल 1 अंक, कुल में जुड़ता है पर न्यूनतम में नहीं।",
        "Each flower is 1 point, added to the total but not to the minimum.",
    ),
    "ref.rule.settlement": _t(
        "भुक्तानी: हरेक विपक्षीले आधार ८ दिन्छ; फ्याँकिएको टाइलमा जित भए फ्याँक्नेले हातको मूल्य थप दिन्छ; आफैँ तानेर जित्दा तीनै जनाले मूल्य थप दिन्छन्।",
        "भुगतान: हर विरोधी आधार 8 अंक देता है; फेंकी टाइल से जीत पर फेंकने वाला हाथ का मूल्य अतिरिक्त देता है; खुद निकालकर जीत पर तीनों मूल्य अतिरिक्त देते हैं।",
        "Settlement: each opponent pays a base of 8; on a discard win the discarder also pays the hand's value; on a self-draw all three pay the value on top.",
    ),
    "ref.rule.implied": _t(
        "समावेश भएका फ्यान: ठूलो फ्यानले आफैँ माग्ने सानो फ्यान फेरि गनिँदैन (जस्तै सबै एक र नौ भए छेउको पुङ थपिँदैन)।",
        "निहित फ़ैन: बड़ा फ़ैन जिस छोटे फ़ैन को पहले से माँगता है, वह दोबारा नहीं गिना जाता (जैसे केवल 1 और 9 के साथ छोर की तिकड़ी नहीं जुड़ती)।",
        "Implied fans: a fan that a bigger fan already requires is not counted again (All Terminals adds no Pung of Terminals).",
    ),
    "ref.rule.non_identical": _t(
        "नदोहोरिने नियम: एउटै सेटहरूको एउटै मेलबाट एउटै फ्यान दुई पटक गनिँदैन।",
        "न दोहराने का नियम: एक ही सेटों के एक ही मेल से वही फ़ैन दो बार नहीं गिना जाता।",
        "Non-identical principle: the same combination of sets does not score the same fan twice.",
    ),
    "ref.rule.exclusionary": _t(
        "अलग गर्ने नियम: कुनै फ्यानमा सेट जोडिएपछि, बाँकी हरेक सेट पहिले प्रयोग भएको सेटसँग बढीमा एक पटक मात्र फेरि जोडिन सक्छ।",
        "अलग रखने का नियम: किसी फ़ैन में सेट जुड़ने के बाद, बाकी हर सेट पहले इस्तेमाल हुए सेट के साथ अधिकतम एक बार ही फिर जुड़ सकता है।",
        "Exclusionary principle: once sets are combined for a fan, each remaining set may be combined with a used one at most once more.",
    ),
    "ref.rule.best": _t(
        "हात धेरै तरिकाले पढ्न मिले, सबैभन्दा बढी अङ्क दिने तरिका गनिन्छ।",
        "हाथ कई तरह से पढ़ा जा सके तो सबसे ज़्यादा अंक देने वाला तरीका गिना जाता है।",
        "When a hand can be read more than one way, the reading that scores most counts.",
    ),
    "ref.rule.context": _t(
        "जितको सन्दर्भका फ्यान — आफैँ तानेर (१), पूरै लुकेको हात (४), लुकेको हात (२), अन्तिम प्रति (४), अन्तिम टाइल तानेर वा फ्याँकिएकोमा, बदली टाइल र कङ लुटेर (८ हरेक) — टाइल होइन, जित कसरी भयो त्यसमा भर पर्छन्; गणकमा यी आफैँ छान्नुहोस्।",
        "जीत के संदर्भ वाले फ़ैन — खुद निकालकर (1), पूरी तरह बंद हाथ (4), बंद हाथ (2), आख़िरी प्रति (4), आख़िरी टाइल उठाकर या फेंकी पर, बदली टाइल और कॉन्ग लूटकर (हर एक 8) — टाइलों पर नहीं, जीत के तरीके पर निर्भर हैं; गणक में इन्हें आप चुनें।",
        "Winning-context fans — Self-Drawn (1), Fully Concealed Hand (4), Concealed Hand (2), Last Tile (4), Last Tile Draw or Claim, Out with Replacement Tile and Robbing the Kong (8 each) — depend on how the hand was won, not on its tiles; choose them in the scorer.",
    ),
    "ref.rule.waits": _t(
        "पर्खाइका फ्यान (छेउ, बीच, जोडी) हातको बनोट ठीक एउटै प्रकारको टाइलले पूरा हुँदा मात्र गनिन्छन्। बनोटको पर्खाइमा त्यो टाइल पनि पर्छ जसका चारै प्रति तपाईंकै हातमा छन् र जुन अब आउन सक्दैन।",
        "प्रतीक्षा के फ़ैन (किनारा, बीच, जोड़ी) तभी गिने जाते हैं जब हाथ की बनावट ठीक एक तरह की टाइल से पूरी हो। बनावट की प्रतीक्षा में वह टाइल भी गिनी जाती है जिसकी चारों प्रतियाँ आपके ही हाथ में हैं और जो अब आ नहीं सकती।",
        "The wait fans (edge, closed, single) count only when exactly one kind of tile completes the hand's shape. The shape's waits include a tile whose four copies are already in your hand, even though it can no longer come.",
    ),
    "ref.rule.rulebook": _t(
        "यो सन्दर्भ MCR का सामान्य नियम बताउँछ; कुनै प्रतियोगितामा त्यसको आफ्नै नियम-पुस्तिका लागू हुन्छ।",
        "यह संदर्भ MCR के सामान्य नियम बताता है; किसी आयोजन में उस आयोजन की नियम-पुस्तिका लागू होगी।",
        "This reference follows the usual MCR rules; at an event, that event's own rulebook prevails.",
    ),
}

# Tile names for screen readers and titles.
_NUMBERS = {
    "ne": ("एक", "दुई", "तीन", "चार", "पाँच", "छ", "सात", "आठ", "नौ"),
    "hi": ("एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ"),
    "en": ("1", "2", "3", "4", "5", "6", "7", "8", "9"),
}
_SUITS = {
    "ne": {"m": "अक्षर", "p": "गोला", "s": "बाँस"},
    "hi": {"m": "अक्षर", "p": "गोले", "s": "बाँस"},
    "en": {"m": "characters", "p": "dots", "s": "bamboo"},
}
_HONORS = {
    "ne": {
        "E": "पूर्व हावा", "S": "दक्षिण हावा", "W": "पश्चिम हावा", "N": "उत्तर हावा",
        "C": "रातो ड्र्यागन", "F": "हरियो ड्र्यागन", "P": "सेतो ड्र्यागन",
    },
    "hi": {
        "E": "पूर्व हवा", "S": "दक्षिण हवा", "W": "पश्चिम हवा", "N": "उत्तर हवा",
        "C": "लाल ड्रैगन", "F": "हरा ड्रैगन", "P": "सफ़ेद ड्रैगन",
    },
    "en": {
        "E": "East wind", "S": "South wind", "W": "West wind", "N": "North wind",
        "C": "red dragon", "F": "green dragon", "P": "white dragon",
    },
}


# The flowers (plum, orchid, chrysanthemum, bamboo) and the seasons, as photo entry names them.
_BONUS = {
    "ne": {"fl1": "आरु फूल", "fl2": "सुनाखरी फूल", "fl3": "गोदावरी फूल", "fl4": "बाँस फूल",
           "se1": "वसन्त ऋतु", "se2": "ग्रीष्म ऋतु", "se3": "शरद ऋतु", "se4": "शिशिर ऋतु"},
    "hi": {"fl1": "बेर का फूल", "fl2": "ऑर्किड फूल", "fl3": "गुलदाउदी फूल", "fl4": "बाँस फूल",
           "se1": "वसंत ऋतु", "se2": "ग्रीष्म ऋतु", "se3": "शरद ऋतु", "se4": "शीत ऋतु"},
    "en": {"fl1": "plum flower", "fl2": "orchid flower", "fl3": "chrysanthemum flower",
           "fl4": "bamboo flower", "se1": "spring season", "se2": "summer season",
           "se3": "autumn season", "se4": "winter season"},
}


def tile_name(face: str, lang: str) -> str:
    """A tile's name for people: '5p' -> 'पाँच गोला' / '5 dots'; 'C' -> 'red dragon';
    'fl1' -> 'plum flower' (photo entry names flowers and seasons too)."""
    if face in _BONUS["en"]:
        return _BONUS[lang][face]
    if len(face) == 2:
        number = _NUMBERS[lang][int(face[0]) - 1]
        suit = _SUITS[lang][face[1]]
        return f"{number} {suit}"
    return _HONORS[lang][face]


# Numbers in Nepali and Hindi texts in Devanagari digits, as the rest of the interface shows them;
# texts that teach the notation keep the digits one types.
_TYPED = {"sc.notation_help", "err.suit_without_number", "err.number_without_suit", "err.unknown_char"}
_DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")
for _key, _texts in TEXT.items():
    if _key not in _TYPED:
        for _lang in ("ne", "hi"):
            _texts[_lang] = _texts[_lang].translate(_DEVANAGARI)
