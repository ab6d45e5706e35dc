# ruff: noqa: E501  (texts read better unbroken)
"""Texts of the discard puzzles (#/puzzles), in Nepali, Hindi and English."""

from __future__ import annotations


def _t(ne: str, hi: str, en: str) -> dict[str, str]:
    return {"ne": ne, "hi": hi, "en": en}


TEXT: dict[str, dict[str, str]] = {
    "pz.title": _t("कुन टाइल फाल्ने? पहेली", "कौन-सी टाइल फेंकें? पहेलियाँ", "Discard puzzles"),
    "pz.intro": _t(
        "तपाईंको पालो: भर्खर टाइल तान्नुभयो, अब एउटा फाल्नुहोस्। हरेक पहेलीमा बलियो कम्प्युटर खेलाडीको रोजाइ स्पष्ट छ।",
        "आपकी बारी: आपने अभी टाइल खींची है, अब एक फेंकिए। हर पहेली में मज़बूत कंप्यूटर खिलाड़ी की पसंद साफ़ है।",
        "Your turn: you have just drawn a tile; now discard one. In each puzzle the strong computer player's choice is clear.",
    ),
    "pz.modes": _t("पहेलीका प्रकार", "पहेली के प्रकार", "Kinds of puzzle"),
    "pz.daily": _t("आजका पहेली", "आज की पहेलियाँ", "Today's puzzles"),
    "pz.practice": _t("अभ्यास", "अभ्यास", "Practice"),
    "pz.of": _t("पहेली {n} / {count}", "पहेली {n} / {count}", "Puzzle {n} of {count}"),
    "pz.practice_h": _t("अभ्यास पहेली", "अभ्यास पहेली", "Practice puzzle"),
    "pz.ask": _t("तपाईं कुन टाइल फाल्नुहुन्छ?", "आप कौन-सी टाइल फेंकेंगे?", "Which tile would you discard?"),
    "pz.where": _t(
        "तपाईं {seat} सिटमा, {prevalent} चक्र · भित्तामा {left} टाइल बाँकी",
        "आप {seat} सीट पर, {prevalent} चक्र · दीवार में {left} टाइलें बाकी",
        "You sit {seat}, {prevalent} round · {left} tiles left in the wall",
    ),
    "pz.hand": _t("तपाईंको हात (तानेको टाइल अन्तिममा)", "आपका हाथ (खींची टाइल आख़िर में)", "Your hand (the tile drawn last)"),
    "pz.discard_tile": _t("{tile} फाल्नुहोस्", "{tile} फेंकें", "Discard {tile}"),
    "pz.melds": _t("तपाईंका खुला सेट", "आपके खुले सेट", "Your melds"),
    "pz.table": _t("टेबलमा: फालिएका टाइल र सेट", "मेज़ पर: फेंकी टाइलें और सेट", "At the table: discards and melds"),
    "pz.seat": _t("{seat} ({who})", "{seat} ({who})", "{seat} ({who})"),
    "pz.you": _t("तपाईं", "आप", "you"),
    "pz.other": _t("अर्को खेलाडी", "दूसरा खिलाड़ी", "another player"),
    "pz.none": _t("अहिलेसम्म केही फालेको छैन", "अभी तक कुछ नहीं फेंका", "nothing discarded yet"),
    "pz.right": _t("ठीक! बलियो खेलाडीले पनि {tile} फाल्छ।", "सही! मज़बूत खिलाड़ी भी {tile} फेंकता है।", "Right! The strong player discards {tile} too."),
    "pz.wrong": _t(
        "बलियो खेलाडीले {tile} फाल्छ। तपाईंको {pick} उसको {rank} नम्बरको रोजाइ हो।",
        "मज़बूत खिलाड़ी {tile} फेंकता है। आपकी {pick} उसकी {rank} नंबर की पसंद है।",
        "The strong player discards {tile}. Your {pick} is its choice number {rank}.",
    ),
    "pz.ranking": _t("बलियो खेलाडीको क्रम", "मज़बूत खिलाड़ी का क्रम", "The strong player's ranking"),
    "pz.col.rank": _t("क्रम", "क्रम", "Rank"),
    "pz.col.tile": _t("फाल्ने टाइल", "फेंकी टाइल", "Discard"),
    "pz.col.after": _t("त्यसपछि", "उसके बाद", "Then"),
    "pz.col.chance": _t("जित्ने सम्भावना", "जीतने की संभावना", "Chance to win"),
    "pz.col.risk": _t("अरूलाई जिताउने जोखिम", "दूसरे को जिताने का जोखिम", "Risk of feeding a win"),
    "pz.after_ready": _t("तयार", "तैयार", "ready"),
    "pz.after_away": _t("तयार हुन {count} टाइल", "तैयार होने में {count} टाइलें", "{count} from ready"),
    "pz.after_away_one": _t("तयार हुन १ टाइल", "तैयार होने में १ टाइल", "1 from ready"),
    "pz.after_none": _t("८ अङ्कको जित देखिँदैन", "८ अंक की जीत नहीं दिखती", "no 8-point win in sight"),
    "pz.pct": _t("{value} %", "{value} %", "{value} %"),
    "pz.yours": _t("तपाईंको", "आपकी", "yours"),
    "pz.figures": _t(
        "सम्भावना: बाँकी पालोमा जित्ने बलियो खेलाडीको अनुमान, अरूलाई जिताउने जोखिम घटाएर। स्पष्ट भनेको: उत्तम टाइलले अर्को भन्दा कम्तीमा ५ प्रतिशत अङ्क बढी सम्भावना दिन्छ।",
        "संभावना: बाकी बारियों में जीतने का मज़बूत खिलाड़ी का अनुमान, दूसरे को जिताने का जोखिम घटाकर। साफ़ यानी: सबसे अच्छी टाइल अगली से कम-से-कम ५ प्रतिशत अंक ज़्यादा संभावना देती है।",
        "Chance: the strong player's estimate of winning in the turns left, the risk of feeding a win taken off. Clear means the best discard gives at least 5 percentage points more than the next.",
    ),
    "pz.next": _t("अर्को पहेली", "अगली पहेली", "Next puzzle"),
    "pz.again": _t("अर्को अभ्यास पहेली", "एक और अभ्यास पहेली", "Another practice puzzle"),
    "pz.done": _t(
        "आजका पहेली सकियो: {count} मध्ये {right} ठीक।",
        "आज की पहेलियाँ पूरी: {count} में से {right} सही।",
        "Today's set is done: {right} of {count} right.",
    ),
    "pz.today": _t("आज: {done} मध्ये {right} ठीक", "आज: {done} में से {right} सही", "Today: {right} of {done} right"),
    "pz.streak": _t("लगातार {days} दिन", "लगातार {days} दिन", "Streak: {days} days in a row"),
    "pz.streak_one": _t("लगातार १ दिन", "लगातार १ दिन", "Streak: 1 day"),
    "pz.streak_none": _t("अहिले लगातार दिन छैन", "अभी कोई लगातार दिन नहीं", "No streak yet"),
    "pz.practice_score": _t("अभ्यास: {tried} मध्ये {right} ठीक", "अभ्यास: {tried} में से {right} सही", "Practice: {right} of {tried} right"),
    "pz.daily_note": _t(
        "आज सबैका लागि उही पाँच पहेली; काठमाडौंको मध्यरातमा नयाँ।",
        "आज सबके लिए वही पाँच पहेलियाँ; भारत के समय से रात ११:४५ बजे (IST) नई।",
        "The same five puzzles for everyone today; new ones at midnight in Kathmandu.",
    ),
    "pz.review": _t("आजका पहेली फेरि हेर्नुहोस्", "आज की पहेलियाँ फिर देखें", "Look at today's puzzles again"),
    "pz.loading": _t("पहेली तयार हुँदैछ…", "पहेली तैयार हो रही है…", "Getting the puzzle ready…"),
    "pz.bad_pool": _t(
        "पहेलीहरू पढ्न सकिएन। पृष्ठ फेरि खोल्नुहोस्।",
        "पहेलियाँ पढ़ी नहीं जा सकीं। पेज फिर से खोलें।",
        "The puzzles could not be read. Open the page again.",
    ),
    "pz.own": _t("तपाईंकै हात", "आपके अपने हाथ", "Your own hands"),
    "pz.own_h": _t("तपाईंकै हातबाट पहेली", "आपके अपने हाथों से पहेलियाँ", "Puzzles from your own hands"),
    "pz.own_of": _t("तपाईंकै हात: पहेली {n} / {count}", "आपके हाथ: पहेली {n} / {count}", "Your hands: puzzle {n} of {count}"),
    "pz.own_note": _t(
        "टेबलमा तपाईंको पछिल्लो खेलका अन्तिम दुई हातबाट: जहाँ तपाईंले बलियो खेलाडीभन्दा फरक टाइल फाल्नुभयो र उसको रोजाइ स्पष्ट थियो।",
        "मेज़ पर आपके पिछले मैच के आख़िरी दो हाथों से: जहाँ आपने मज़बूत खिलाड़ी से अलग टाइल फेंकी और उसकी पसंद साफ़ थी।",
        "From the last two hands of your latest match at the table: where you discarded otherwise than the strong player and its choice was clear.",
    ),
    "pz.own_wait": _t("तपाईंका पछिल्ला हात हेर्दैछ…", "आपके पिछले हाथ देखे जा रहे हैं…", "Looking at your last hands…"),
    "pz.own_none": _t(
        "अहिले कुनै पहेली छैन: टेबलमा एउटा हात खेल्नुहोस्। त्यसपछि, जहाँ तपाईंको रोजाइ बलियो खेलाडीको स्पष्ट रोजाइभन्दा फरक थियो, ती यहाँ आउँछन्।",
        "अभी कोई पहेली नहीं: मेज़ पर एक हाथ खेलिए। फिर जहाँ आपकी पसंद मज़बूत खिलाड़ी की साफ़ पसंद से अलग थी, वे यहाँ आएँगी।",
        "No puzzle here yet: play a hand at the table. The turns where you chose otherwise than the strong player's clear choice then come here.",
    ),
    "pz.own_chose": _t("खेलमा तपाईंले {tile} फाल्नुभएको थियो।", "खेल में आपने {tile} फेंकी थी।", "In the game you discarded {tile}."),
    "pz.ways": _t("अन्य ठाउँ", "दूसरी जगहें", "Elsewhere"),
}
