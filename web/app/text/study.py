# ruff: noqa: E501  (texts read better unbroken)
"""Texts of the scorer's hand analysis and of scoring by ticking fans, in Nepali, Hindi and
English."""

from __future__ import annotations


def _t(ne: str, hi: str, en: str) -> dict[str, str]:
    return {"ne": ne, "hi": hi, "en": en}


TEXT: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- hand analysis
    "st.title": _t("हातको विश्लेषण", "हाथ का विश्लेषण", "Hand analysis"),
    "st.intro": _t(
        "१३ वा १४ टाइल हुँदा: तयार हुन कति टाइल बाँकी, कुन टाइल फाल्ने र कुन टाइलले मद्दत गर्छ।",
        "१३ या १४ टाइलें होने पर: तैयार होने में कितनी टाइलें बाकी, कौन-सी टाइल फेंकें और कौन-सी टाइल काम आएगी।",
        "With 13 or 14 tiles: how far the hand is from ready, what to discard and which tiles help.",
    ),
    "st.complete": _t("यो हात पूरा छ।", "यह हाथ पूरा है।", "This hand is complete."),
    "st.ready": _t("यो हात तयार छ (एक टाइलमा जित्छ)।", "यह हाथ तैयार है (एक टाइल से जीतता है)।", "This hand is ready (one tile wins)."),
    "st.away": _t("तयार हुन {count} टाइल टाढा।", "तैयार होने से {count} टाइल दूर।", "{count} tiles from ready."),
    "st.away_one": _t("तयार हुन १ टाइल टाढा।", "तैयार होने से १ टाइल दूर।", "1 tile from ready."),
    "st.ready14": _t(
        "ठीक टाइल फालेपछि यो हात तयार हुन्छ।",
        "सही टाइल फेंकने पर यह हाथ तैयार हो जाता है।",
        "Discard the right tile and this hand is ready.",
    ),
    "st.away14": _t(
        "ठीक टाइल फालेपछि पनि तयार हुन {count} टाइल टाढा।",
        "सही टाइल फेंकने के बाद भी तैयार होने से {count} टाइल दूर।",
        "Even after the best discard, {count} tiles from ready.",
    ),
    "st.away14_one": _t(
        "ठीक टाइल फालेपछि पनि तयार हुन १ टाइल टाढा।",
        "सही टाइल फेंकने के बाद भी तैयार होने से १ टाइल दूर।",
        "Even after the best discard, 1 tile from ready.",
    ),
    "st.by_shape": _t("आकार: {shape}", "आकार: {shape}", "Shape: {shape}"),
    "st.shapes": _t("पाँच आकारमा", "पाँच आकारों में", "Over the five shapes"),
    "st.shape_ready": _t("तयार", "तैयार", "ready"),
    "st.shape_done": _t("पूरा", "पूरा", "complete"),
    "st.shape_away": _t("{count} टाढा", "{count} दूर", "{count} away"),
    "st.shape_no": _t("सेट खोलेपछि हुँदैन", "सेट खोलने पर संभव नहीं", "not with melds"),
    "shape.standard": _t("चार सेट र एक जोडी", "चार सेट और एक जोड़ी", "four sets and a pair"),
    "shape.seven_pairs": _t("सात जोडी", "सात जोड़ियाँ", "seven pairs"),
    "shape.thirteen_orphans": _t("तेह्र टुहुरा", "तेरह ऑर्फ़न्स", "thirteen orphans"),
    "shape.honors_and_knitted": _t("अनर र बुनिएका टाइल", "ऑनर और बुनी टाइलें", "honors and knitted tiles"),
    "shape.knitted_straight": _t("बुनिएको सिधा, एक सेट र जोडी", "बुना हुआ क्रम, एक सेट और जोड़ी", "knitted straight, a set and a pair"),
    "st.useful": _t("मद्दत गर्ने टाइल", "काम की टाइलें", "Tiles that help"),
    "st.left": _t("{count} प्रति बाँकी", "{count} प्रतियाँ बाकी", "{count} copies left"),
    "st.left_one": _t("१ प्रति बाँकी", "१ प्रति बाकी", "1 copy left"),
    "st.left_none": _t("कुनै प्रति बाँकी छैन", "कोई प्रति बाकी नहीं", "no copy left"),
    "st.left_note": _t(
        "बाँकी = तपाईंको हात र सेटमा नदेखिएका प्रति।",
        "बाकी = आपके हाथ और सेटों में न दिखी प्रतियाँ।",
        "Left: the copies not in your hand or melds.",
    ),
    "st.discards": _t("के फाल्ने (राम्रो पहिले)", "क्या फेंकें (बेहतर पहले)", "What to discard (best first)"),
    "st.discard": _t("{tile} फाल्दा", "{tile} फेंकने पर", "Discard {tile}"),
    "st.leaves_ready": _t("तयार", "तैयार", "ready"),
    "st.leaves_away": _t("{count} टाइल टाढा", "{count} टाइल दूर", "{count} from ready"),
    "st.no_useful": _t("कुनै टाइलले मद्दत गर्दैन", "कोई टाइल काम की नहीं", "no tile helps"),
    "st.wins": _t("जित्ने टाइल र अङ्क", "जीतने वाली टाइलें और अंक", "Winning tiles and points"),
    "st.wins_note": _t(
        "माथिको प्रसङ्ग (आफैँ तानेको वा फालेको, हावा, फूल) अनुसार गनिएको।",
        "ऊपर के संदर्भ (खुद खींची या फेंकी गई, हवा, फूल) के अनुसार गिना गया।",
        "Scored with the context above (self-drawn or discard, winds, flowers).",
    ),
    "st.win_on": _t("{tile} मा जित", "{tile} पर जीत", "Win on {tile}"),
    "st.no_wins": _t(
        "यो हात तयार छ, तर जित्ने टाइलका सबै प्रति देखिइसके।",
        "यह हाथ तैयार है, पर जीतने वाली टाइल की सब प्रतियाँ दिख चुकी हैं।",
        "This hand is ready, but every copy of its winning tiles is in sight.",
    ),
    "st.meets": _t("८ अङ्क पुग्छ", "८ अंक पूरे", "reaches 8 points"),
    "st.below": _t("८ अङ्क पुग्दैन ({points})", "८ अंक नहीं ({points})", "below 8 points ({points})"),
    "st.fans_of": _t("फ्यानहरू", "फ़ैन", "Fans"),
    # ---------------------------------------------------------------- scoring by ticking fans
    "tk.title": _t("फ्यान छानेर अङ्क गन्नुहोस्", "फ़ैन चुनकर अंक गिनें", "Score by ticking fans"),
    "tk.intro": _t(
        "हातका फ्यान थाहा छ भने तिनलाई छुनुहोस्: जम्मा अङ्क तुरुन्तै देखिन्छ। अर्को फ्यानभित्र पर्ने फ्यान खैरो हुन्छ र गनिँदैन। फूल माथिको प्रसङ्गबाट थपिन्छन्।",
        "हाथ के फ़ैन पता हों तो उन्हें छुएँ: कुल अंक तुरंत दिखेंगे। किसी दूसरे फ़ैन में शामिल फ़ैन धूसर हो जाता है और नहीं गिना जाता। फूल ऊपर के संदर्भ से जुड़ते हैं।",
        "If you know the hand's fans, tap them: the total shows at once. A fan that a ticked fan already includes is greyed out and not counted. Flowers are added from the context above.",
    ),
    "tk.total": _t("जम्मा {points} अङ्क", "कुल {points} अंक", "Total {points} points"),
    "tk.breakdown": _t(
        "फ्यान {fans} + फूल {flowers}",
        "फ़ैन {fans} + फूल {flowers}",
        "fans {fans} + flowers {flowers}",
    ),
    "tk.times": _t("×{count}", "×{count}", "×{count}"),
    "tk.more": _t("{fan}: अर्को पटक गन्नुहोस्", "{fan}: एक बार और गिनें", "{fan}: count once more"),
    "tk.implied": _t("{by} भित्र पर्छ", "{by} में शामिल", "included in {by}"),
    "tk.shared": _t(
        "{by} का सेटबाहेक मात्र",
        "केवल {by} के सेटों के अलावा",
        "only for sets not in {by}",
    ),
    "tk.one_less": _t(
        "{by} ले एउटा समेट्छ",
        "{by} एक को शामिल करता है",
        "{by} includes one of them",
    ),
    "tk.group": _t("{points} अङ्कका फ्यान", "{points} अंक के फ़ैन", "{points}-point fans"),
    "tk.group_one": _t("१ अङ्कका फ्यान", "१ अंक के फ़ैन", "1-point fans"),
    "tk.clear": _t("सबै हटाउनुहोस्", "सब हटाएँ", "Clear all"),
    "tk.to_sheet": _t("अङ्कपानामा थप्नुहोस्", "स्कोर शीट में जोड़ें", "Add to the score sheet"),
    "tk.to_sheet_note": _t(
        "कसले जित्यो र कसले फाल्यो, माथिको प्रसङ्गका हावाबाट लिइन्छ।",
        "किसने जीता और किसने फेंका, यह ऊपर के संदर्भ की हवाओं से लिया जाता है।",
        "Who won and who discarded are taken from the winds in the context above.",
    ),
    "tk.below": _t(
        "८ अङ्क पुगेको छैन (फूलबाहेक {points})।",
        "८ अंक पूरे नहीं (फूलों के बिना {points})।",
        "Below the 8-point minimum ({points} without flowers).",
    ),
    "tk.hand": _t("फ्यान छानेर", "फ़ैन चुनकर", "ticked fans"),
}
