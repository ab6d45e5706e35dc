# ruff: noqa: E501 - prose in three languages reads better unwrapped
"""Texts of learning at the table (#/table): the review of a hand, the replay, the coach and
the daily table, in Nepali, Hindi and English."""

from __future__ import annotations


def _t(ne: str, hi: str, en: str) -> dict[str, str]:
    return {"ne": ne, "hi": hi, "en": en}


TEXT: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- the review
    "rv.button": _t("समीक्षा", "समीक्षा", "Review"),
    "rv.match_button": _t("पूरा खेलको समीक्षा", "पूरे मैच की समीक्षा", "Review the match"),
    "rv.title": _t("बाजी {n} को समीक्षा", "बाज़ी {n} की समीक्षा", "Review of hand {n}"),
    "rv.match_title": _t("खेलको समीक्षा", "मैच की समीक्षा", "Review of the match"),
    "rv.intro": _t(
        "बलियो खेलाडीले फरक रोज्ने थियो भन्ने तपाईंका निर्णयहरू, सबैभन्दा ठूलो फरक पहिले। कुनै एउटा थिच्नुहोस्: त्यो क्षण टेबलमा खुल्छ।",
        "आपके वे फ़ैसले जहाँ मज़बूत खिलाड़ी कुछ और चुनता, सबसे बड़ा फ़र्क़ पहले। किसी एक को दबाएँ: वह पल टेबल पर खुलता है।",
        "Your choices where the strong player would have chosen otherwise, the biggest difference first. Tap one to see that moment on the table.",
    ),
    "rv.none": _t(
        "यो बाजीभरि बलियो खेलाडीले पनि तपाईंले जस्तै (वा उत्तिकै राम्रो) रोज्ने थियो।",
        "इस पूरी बाज़ी में मज़बूत खिलाड़ी भी वही (या उतना ही अच्छा) चुनता जो आपने चुना।",
        "All through this hand the strong player would have chosen as you did (or as well).",
    ),
    "rv.match_none": _t(
        "यो खेलभरि बलियो खेलाडीले पनि तपाईंले जस्तै (वा उत्तिकै राम्रो) रोज्ने थियो।",
        "इस पूरे मैच में मज़बूत खिलाड़ी भी वही (या उतना ही अच्छा) चुनता जो आपने चुना।",
        "All through this match the strong player would have chosen as you did (or as well).",
    ),
    "rv.count": _t("{decisions}: {found}।", "{decisions}: {found}।", "{decisions}: {found}."),
    "rv.decisions.one": _t("{n} निर्णय हेरियो", "{n} फ़ैसला देखा", "{n} decision looked at"),
    "rv.decisions.many": _t("{n} निर्णय हेरिए", "{n} फ़ैसले देखे", "{n} decisions looked at"),
    "rv.differ.one": _t("{n} मा फरक", "{n} में फ़र्क़", "{n} differs"),
    "rv.differ.many": _t("{n} मा फरक", "{n} में फ़र्क़", "{n} differ"),
    "rv.ties.one": _t("{n} बराबरी", "{n} बराबरी", "{n} tie"),
    "rv.ties.many": _t("{n} बराबरी", "{n} बराबरियाँ", "{n} ties"),
    "rv.ties_title": _t("बराबरी", "बराबरियाँ", "Ties"),
    "rv.ties_intro": _t(
        "यहाँ तपाईंले बलियो खेलाडीभन्दा फरक रोज्नुभयो, तर दुवै रोजाइका देखाइएका अङ्क उस्तै छन्: उत्तिकै राम्रा।",
        "यहाँ आपने मज़बूत खिलाड़ी से अलग चुना, पर दोनों पसंदों के दिखाए गए आँकड़े एक जैसे हैं: उतनी ही अच्छी।",
        "Here you chose otherwise than the strong player, but both choices show the same figures: as good as each other.",
    ),
    "rv.working": _t("तपाईंका निर्णय जाँच्दै…", "आपके फ़ैसले जाँच रहे हैं…", "Reviewing your choices…"),
    "rv.progress": _t("बाजी {n} / {total}", "बाज़ी {n} / {total}", "hand {n} of {total}"),
    "rv.hand": _t("बाजी {n}", "बाज़ी {n}", "Hand {n}"),
    "rv.yours": _t("तपाईंको रोजाइ", "आपकी पसंद", "You chose"),
    "rv.strong": _t("बलियो खेलाडी", "मज़बूत खिलाड़ी", "Strong player"),
    "rv.why.chance": _t(
        "जित्ने सम्भावना {a} %, तपाईंको {b} % को सट्टा",
        "जीतने की संभावना {a} %, आपके {b} % के बदले",
        "{a} % to win, against {b} %",
    ),
    "rv.why.win": _t(
        "अहिले नै {points} अङ्कको जित, पछि जित्ने {b} % सम्भावनाको सट्टा",
        "अभी {points} अंक की जीत, बाद में जीतने की {b} % संभावना के बदले",
        "a {points}-point win now, against {b} % to win later",
    ),
    "rv.why.need": _t(
        "तयारको नजिक: तयार हुन {a} टाइल बाँकी, तपाईंको {b} को सट्टा",
        "तैयार के क़रीब: तैयार होने में {a} टाइलें बाकी, आपके {b} के बदले",
        "closer to ready: {a} tiles from ready, against {b}",
    ),
    "rv.why.claim": _t(
        "{a}, तपाईंको {b} को सट्टा",
        "{a}, आपके {b} के बदले",
        "{a}, against {b}",
    ),
    "rv.why.pass": _t(
        "नलिँदा जित्ने {a} %, लिएपछि {b} %: टाइल लिनलाई सम्भावना {cost} % बढ्नुपर्छ",
        "न लेने पर जीत {a} %, लेने के बाद {b} %: टाइल लेने के लिए संभावना {cost} % बढ़नी चाहिए",
        "{a} % to win by passing, against {b} % after the claim: a claim must add {cost} %",
    ),
    "rv.why.take": _t(
        "लिएपछि जित्ने {a} %, नलिँदा {b} %: टाइल लिनलाई चाहिने {cost} % भन्दा बढी",
        "लेने के बाद जीत {a} %, न लेने पर {b} %: टाइल लेने के लिए ज़रूरी {cost} % से ज़्यादा",
        "{a} % to win after the claim, against {b} % by passing: more than the {cost} % a claim must add",
    ),
    "rv.why.close": _t(
        "देखाइएका अङ्क उस्तै, तर बलियो खेलाडीको हिसाबमा अलिकति राम्रो",
        "दिखाए गए आँकड़े एक जैसे, पर मज़बूत खिलाड़ी के हिसाब से थोड़ा बेहतर",
        "the same figures as shown, yet a little better in the strong player's reckoning",
    ),
    "rv.why.tie": _t(
        "उत्तिकै राम्रो: दुवैमा {figures}",
        "उतना ही अच्छा: दोनों में {figures}",
        "as good: {figures} either way",
    ),
    "rv.why.safer": _t(
        "सुरक्षित टाइल: अरूलाई जित दिने सम्भावना {a} %, तपाईंको {b} % को सट्टा",
        "सुरक्षित टाइल: दूसरों को जीत देने की संभावना {a} %, आपके {b} % के बदले",
        "a safer tile: {a} % to give a win away, against {b} %",
    ),
    "rv.tiles": _t("त्यो बेलाको हात", "उस पल का हाथ", "Your hand then"),
    "rv.open": _t("टेबलमा हेर्नुहोस्", "टेबल पर देखें", "See it on the table"),
    "rv.back": _t("फर्कनुहोस्", "वापस", "Back"),
    "rv.act.discard": _t("{tile} फ्याँक्ने", "{tile} फेंकना", "discard {tile}"),
    "rv.act.pass": _t("छाड्ने", "छोड़ना", "pass"),
    "rv.act.pung": _t("{tile} को पुङ", "{tile} की तिकड़ी", "pung {tile}"),
    "rv.act.kong": _t("{tile} को कङ", "{tile} का कॉन्ग", "kong {tile}"),
    "rv.act.chow": _t("{tiles} को क्रम", "{tiles} का क्रम", "chow {tiles}"),
    "rv.act.concealed_kong": _t("{tile} को लुकेको कङ", "{tile} का छिपा कॉन्ग", "concealed kong of {tile}"),
    "rv.act.added_kong": _t("{tile} पुङमा थप्ने", "{tile} तिकड़ी में जोड़ना", "add {tile} to the pung"),
    "rv.act.win": _t("{tile} मा जित", "{tile} पर जीत", "win on {tile}"),
    # ---------------------------------------------------------------- the replay
    "rp.button": _t("दोहोर्याएर हेर्नुहोस्", "दोबारा देखें", "Replay"),
    "rp.title": _t("बाजी {n} दोहोर्याउँदै", "बाज़ी {n} दोबारा", "Replay of hand {n}"),
    "rp.step": _t("चाल {i} / {n}", "चाल {i} / {n}", "Move {i} of {n}"),
    "rp.start": _t("सुरुमा", "शुरू में", "To the start"),
    "rp.back": _t("एक चाल पछाडि", "एक चाल पीछे", "One move back"),
    "rp.forward": _t("एक चाल अगाडि", "एक चाल आगे", "One move on"),
    "rp.end": _t("अन्त्यमा", "अंत में", "To the end"),
    "rp.show": _t("हात", "हाथ", "Hands"),
    "rp.open_all": _t("सबै खुला", "सब खुले", "All open"),
    "rp.open_mine": _t("मेरो मात्र", "सिर्फ़ मेरा", "Only mine"),
    "rp.close": _t("बन्द गर्नुहोस्", "बंद करें", "Close"),
    "rp.share": _t("लिङ्क बाँड्नुहोस्", "लिंक साझा करें", "Share link"),
    "rp.copied": _t("लिङ्क कपी भयो", "लिंक कॉपी हो गया", "Link copied"),
    "rp.timeline": _t("बाजीको समयरेखा", "बाज़ी की समयरेखा", "The hand's timeline"),
    "rp.moment_mark": _t("समीक्षाको क्षण", "समीक्षा का पल", "review moment"),
    "rp.at_moment": _t("यहाँ: ", "यहाँ: ", "Here: "),
    "rp.end_note": _t("बाजी सकियो।", "बाज़ी ख़त्म।", "The hand is over."),
    "rp.paste": _t("बाजी दोहोर्याउनुहोस्", "बाज़ी दोबारा देखें", "Replay a hand"),
    "rp.paste_label": _t(
        "बाजीको रेकर्ड (JSON को एउटा लाइन) वा बाँडिएको लिङ्क",
        "बाज़ी का रिकॉर्ड (JSON की एक लाइन) या साझा किया गया लिंक",
        "A hand record (one line of JSON) or a shared link",
    ),
    "rp.paste_open": _t("दोहोर्याउनुहोस्", "दोबारा देखें", "Replay it"),
    "rp.paste_bad": _t(
        "यो बाजीको रेकर्ड होइन: {why}",
        "यह बाज़ी का रिकॉर्ड नहीं है: {why}",
        "That is not a hand record: {why}",
    ),
    "rp.shared_bad": _t(
        "बाँडिएको बाजी खोल्न सकिएन: {why}",
        "साझा की गई बाज़ी नहीं खुली: {why}",
        "The shared hand could not be opened: {why}",
    ),
    "rp.ann": _t("चाल {i} / {n}", "चाल {i} / {n}", "Move {i} of {n}"),
    # ---------------------------------------------------------------- the coach
    "coach.legend": _t("प्रशिक्षक", "कोच", "Coach"),
    "coach.about": _t(
        "तपाईंको हरेक निर्णयमा बलियो खेलाडीको रोजाइ र त्यसपछिका राम्रा विकल्प, त्यसले रोज्ने आधारका अङ्कसहित: आफ्नो पालोमा तयार हुन सबैभन्दा कम टाइल बाँकी, अनि जित्ने सबैभन्दा राम्रो सम्भावना (अरूलाई जित दिने जोखिम घटाएर); अरूको टाइलमा जित्ने सम्भावना (टाइल लिनलाई सम्भावना कम्तीमा {cost} % बढ्नुपर्छ)। कम्प्युटर खेलाडीले यो देख्दैनन्।",
        "आपके हर फ़ैसले पर मज़बूत खिलाड़ी की पसंद और उसके बाद के अच्छे विकल्प, उन आँकड़ों के साथ जिनसे वह चुनता है: अपनी बारी में तैयार होने में सबसे कम टाइलें बाकी, फिर जीत की सबसे अच्छी संभावना (दूसरों को जीत देने का जोखिम घटाकर); दूसरों की टाइल पर जीत की संभावना (टाइल लेने के लिए संभावना कम से कम {cost} % बढ़नी चाहिए)। कंप्यूटर खिलाड़ी इसे नहीं देखते।",
        "Shows the strong player's choice for each of your decisions and the next best, with the figures it chooses by: on your turn the fewest tiles from ready, then the best chance to win (the risk of giving a win away counted); on a discard, the best chance (a claim must add at least {cost} % to it). The computer players never see it.",
    ),
    "coach.says.turn": _t(
        "बलियो खेलाडी, तयार हुन कम टाइल बाँकी पहिले, अनि राम्रो सम्भावना:",
        "मज़बूत खिलाड़ी, तैयार होने में कम टाइलें बाकी पहले, फिर अच्छी संभावना:",
        "Strong player, fewest tiles from ready first, then the best chance:",
    ),
    "coach.says.claim": _t(
        "बलियो खेलाडी, जित्ने सम्भावनाको क्रममा (टाइल लिनलाई सम्भावना {cost} % बढ्नुपर्छ):",
        "मज़बूत खिलाड़ी, जीत की संभावना के क्रम में (टाइल लेने के लिए संभावना {cost} % बढ़नी चाहिए):",
        "Strong player, by the chance to win (a claim must add {cost} % to pay off):",
    ),
    "coach.says.last": _t(
        "बलियो खेलाडी, अन्तिम फ्याँक: सबैभन्दा सुरक्षित पहिले:",
        "मज़बूत खिलाड़ी, आख़िरी फेंक: सबसे सुरक्षित पहले:",
        "Strong player, the last discard: the safest first:",
    ),
    "coach.need.one": _t("तयार हुन {n} टाइल बाँकी", "तैयार होने में {n} टाइल बाकी", "{n} tile from ready"),
    "coach.need.many": _t("तयार हुन {n} टाइल बाँकी", "तैयार होने में {n} टाइलें बाकी", "{n} tiles from ready"),
    "coach.need.none": _t("तयार", "तैयार", "ready"),
    "coach.far": _t("तयारबाट टाढा", "तैयार से दूर", "far from ready"),
    "coach.chance": _t("जित्ने {a} %", "जीत {a} %", "{a} % to win"),
    "coach.claimed": _t(
        "जित्ने {a} % (लिनलाई {cost} % बढ्नुपर्छ)",
        "जीत {a} % (लेने के लिए {cost} % बढ़नी चाहिए)",
        "{a} % to win (a claim must add {cost} %)",
    ),
    "coach.risk": _t("अरूलाई जित दिने जोखिम {r} %", "दूसरों को जीत देने का जोखिम {r} %", "{r} % risk of giving a win away"),
    "coach.win": _t("जित: {points} अङ्क", "जीत: {points} अंक", "a win: {points} points"),
    "coach.kong_yes": _t(
        "हो: कङपछिको हात उत्तिकै राम्रो",
        "हाँ: कॉन्ग के बाद का हाथ उतना ही अच्छा",
        "yes: the hand after it is worth as much",
    ),
    "coach.kong_no": _t(
        "होइन: कङपछिको हात कम राम्रो",
        "नहीं: कॉन्ग के बाद का हाथ कम अच्छा",
        "no: the hand after it is worth less",
    ),
    "coach.label": _t("प्रशिक्षकको सुझाव", "कोच की सलाह", "The coach's advice"),
    # ---------------------------------------------------------------- the daily table
    "dy.button": _t("आजको टेबल", "आज की टेबल", "Daily table"),
    "dy.about": _t(
        "दिनको एउटा बाजी, सबैका लागि उही: आफ्नो नतिजा पारसँग दाँज्नुहोस्।",
        "दिन की एक बाज़ी, सबके लिए वही: अपना नतीजा पार से मिलाएँ।",
        "One hand a day, the same for everyone: set your result against par.",
    ),
    "dy.title": _t("आजको टेबल {date}", "आज की टेबल {date}", "Daily table {date}"),
    "dy.you": _t("तपाईं", "आप", "You"),
    "dy.par": _t("पार", "पार", "Par"),
    "dy.par_note": _t(
        "पार भनेको उही पर्खाल, उही ठाउँ र उही तीन खेलाडीसँग बलियो खेलाडीले पाउने अङ्क हो।",
        "पार वे अंक हैं जो मज़बूत खिलाड़ी उसी दीवार, उसी जगह और उन्हीं तीन खिलाड़ियों के साथ पाता है।",
        "Par is what the strong player scores from your seat on the same wall against the same three players.",
    ),
    "dy.above": _t("पारभन्दा {n} माथि", "पार से {n} ऊपर", "{n} above par"),
    "dy.level": _t("ठीक पार", "ठीक पार पर", "Level with par"),
    "dy.below": _t("पारभन्दा {n} तल", "पार से {n} नीचे", "{n} below par"),
    "dy.streak": _t("लगातार {n} दिन", "लगातार {n} दिन", "Days in a row: {n}"),
    "dy.share": _t("नतिजा बाँड्नुहोस्", "नतीजा साझा करें", "Share the result"),
    "dy.share_text": _t(
        "MCR दैनिक {date}: {you}, पार {par}",
        "MCR दैनिक {date}: {you}, पार {par}",
        "MCR daily {date}: {you}, par {par}",
    ),
    "dy.copied": _t("नतिजा कपी भयो", "नतीजा कॉपी हो गया", "Result copied"),
    "dy.played": _t(
        "आजको टेबल खेलिसक्नुभयो: पहिलो नतिजा गनिन्छ। काठमाडौंको मध्यरातमा नयाँ आउँछ।",
        "आज की टेबल खेल ली: पहला नतीजा गिना जाता है। काठमांडू की आधी रात को नई आती है।",
        "You have played today's table: your first result counts. A new one comes at midnight in Kathmandu.",
    ),
    "dy.working": _t("पार निकाल्दै…", "पार निकाल रहे हैं…", "Working out par…"),
}
