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
        "प्रशिक्षकको रोजाइभन्दा कम अपेक्षित अङ्क भएका तपाईंका निर्णयहरू, सबैभन्दा महँगो पहिले। कुनै एउटा थिच्नुहोस्: त्यो क्षण टेबलमा खुल्छ।",
        "आपके वे फ़ैसले जिनके अपेक्षित अंक कोच की पसंद से कम थे, सबसे महँगा पहले। किसी एक को दबाएँ: वह पल टेबल पर खुलता है।",
        "Your choices worth fewer points expected than the coach's pick, the costliest first. Tap one to see that moment on the table.",
    ),
    "rv.none": _t(
        "यो बाजीभरि तपाईंले प्रशिक्षकको रोजाइ (वा त्यत्तिकै राम्रो) रोज्नुभयो।",
        "इस पूरी बाज़ी में आपने कोच की पसंद (या उतनी ही अच्छी) चुनी।",
        "All through this hand you chose the coach's pick (or one as good).",
    ),
    "rv.match_none": _t(
        "यो खेलभरि तपाईंले प्रशिक्षकको रोजाइ (वा त्यत्तिकै राम्रो) रोज्नुभयो।",
        "इस पूरे मैच में आपने कोच की पसंद (या उतनी ही अच्छी) चुनी।",
        "All through this match you chose the coach's pick (or one as good).",
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
        "यहाँ तपाईंले प्रशिक्षकभन्दा फरक रोज्नुभयो, तर देखाइएका अपेक्षित अङ्क उस्तै छन्: दुवै उत्तिकै राम्रा।",
        "यहाँ आपने कोच से अलग चुना, पर दिखाए गए अपेक्षित अंक एक जैसे हैं: दोनों उतने ही अच्छे।",
        "Here you chose otherwise than the coach, but the points expected shown are the same: both are as good.",
    ),
    "rv.working": _t("तपाईंका निर्णय जाँच्दै…", "आपके फ़ैसले जाँच रहे हैं…", "Reviewing your choices…"),
    "rv.progress": _t("बाजी {n} / {total}", "बाज़ी {n} / {total}", "hand {n} of {total}"),
    "rv.hand": _t("बाजी {n}", "बाज़ी {n}", "Hand {n}"),
    "rv.yours": _t("तपाईंको रोजाइ", "आपकी पसंद", "You chose"),
    "rv.coach": _t("प्रशिक्षकको रोजाइ", "कोच की पसंद", "Coach's pick"),
    "rv.loss": _t(
        "अपेक्षित अङ्कमा करिब {x} को घाटा",
        "अपेक्षित अंकों में लगभग {x} का घाटा",
        "about {x} points expected lost",
    ),
    "rv.why.wait": _t(
        "{waits} को पर्खाइ राख्दा: जित्ने सम्भावना {a} %, तपाईंको {b} % को सट्टा",
        "{waits} का इंतज़ार रखने से: जीतने की संभावना {a} %, आपके {b} % के बदले",
        "keeping the {waits} wait: {a} % to win, against {b} %",
    ),
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
    "rv.why.points": _t(
        " ({p} अङ्कको हात, {q} को सट्टा)",
        " ({p} अंक का हाथ, {q} के बदले)",
        " (a {p}-point hand, against {q})",
    ),
    "rv.why.tie": _t(
        "उत्तिकै राम्रो: दुवैमा अपेक्षित {e} अङ्क",
        "उतना ही अच्छा: दोनों में अपेक्षित {e} अंक",
        "as good: {e} points expected either way",
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
        "तपाईंको हरेक निर्णयमा सबैभन्दा धेरै अपेक्षित अङ्क दिने रोजाइ पहिले, अरू त्यसपछि क्रमैसँग देखाउँछ। अपेक्षित अङ्क: जित्ने सम्भावनाले जितको अङ्कलाई गुणन गरेर, अरूलाई जित दिने जोखिम घटाएर। कम्प्युटर खेलाडीले यो देख्दैनन्।",
        "आपके हर फ़ैसले पर सबसे ज़्यादा अपेक्षित अंक वाली पसंद पहले, बाकी उसी क्रम में दिखाता है। अपेक्षित अंक: जीत की संभावना गुणा जीत के अंक, दूसरों को जीत देने का जोखिम घटाकर। कंप्यूटर खिलाड़ी इसे नहीं देखते।",
        "Shows, for each of your decisions, the choice with the most points expected first and the next best in order. Points expected: the chance to win times what the win brings, less the risk of giving a win away. The computer players never see it.",
    ),
    "coach.says": _t("प्रशिक्षक, अपेक्षित अङ्कको क्रममा:", "कोच, अपेक्षित अंकों के क्रम में:", "Coach, by points expected:"),
    "coach.value": _t(
        "अपेक्षित {e} अङ्क · जित्ने {a} %",
        "अपेक्षित {e} अंक · जीत {a} %",
        "{e} points expected · {a} % to win",
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
