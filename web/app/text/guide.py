# ruff: noqa: E501 - prose in three languages reads better unwrapped
"""Texts around the table (#/table): how to play, the player's history, a match kept aside
while another is played, the notices carried into a hand's results; in Nepali, Hindi and
English."""

from __future__ import annotations

from app.i18n import DEVANAGARI_DIGITS


def _t(ne: str, hi: str, en: str) -> dict[str, str]:
    return {"ne": ne, "hi": hi, "en": en}


TEXT: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- how to play
    "help.button": _t("कसरी खेल्ने", "कैसे खेलें", "How to play"),
    "help.title": _t("कसरी खेल्ने", "कैसे खेलें", "How to play"),
    "help.goal.title": _t("लक्ष्य", "लक्ष्य", "The aim"),
    "help.goal": _t(
        "चार समूह र एक जोडी (१४ टाइल) बनाएर जित्नुहोस्: क्रम (एउटै रङका लगातार तीन, जस्तै ३-४-५ डट), पुङ (उस्तै तीन) वा कङ (उस्तै चार)। सात जोडीजस्ता केही विशेष हात पनि जित्छन्। १६ बाजीपछि सबैभन्दा धेरै अङ्क हुने खेलाडीले खेल जित्छ।",
        "चार समूह और एक जोड़ी (14 टाइलें) बनाकर जीतें: क्रम (एक ही रंग की लगातार तीन, जैसे 3-4-5 डॉट), तिकड़ी (एक जैसी तीन) या कॉन्ग (एक जैसी चार)। सात जोड़ियों जैसे कुछ ख़ास हाथ भी जीतते हैं। 16 बाज़ियों के बाद सबसे ज़्यादा अंक वाला खिलाड़ी मैच जीतता है।",
        "Win a hand with four sets and a pair (14 tiles): chows (three in a row of one suit, such as 3-4-5 dots), pungs (three alike) or kongs (four alike). A few special hands, such as seven pairs, win too. After 16 hands the player with the most points wins the match.",
    ),
    "help.turn.title": _t("तपाईंको पालो", "आपकी बारी", "Your turn"),
    "help.turn": _t(
        "पालो पूर्व, दक्षिण, पश्चिम, उत्तरको क्रममा घुम्छ। तपाईंको पालोमा टेबलले एउटा टाइल तानिदिन्छ (हातको दायाँ छेउमा छुट्टै), अनि तपाईं एउटा फ्याँक्नुहुन्छ: टाइल उठाउन एक पटक थिच्नुहोस्, फ्याँक्न फेरि थिच्नुहोस्। फूल आफैँ छेउमा राखिन्छन् र तिनको सट्टा अर्को टाइल आउँछ।",
        "बारी पूर्व, दक्षिण, पश्चिम, उत्तर के क्रम में घूमती है। आपकी बारी में टेबल एक टाइल खींच देती है (हाथ के दाएँ छोर पर अलग), फिर आप एक फेंकते हैं: टाइल उठाने के लिए एक बार दबाएँ, फेंकने के लिए फिर दबाएँ। फूल अपने आप अलग रखे जाते हैं और उनकी जगह नई टाइल आती है।",
        "Turns go East, South, West, North. On your turn the table draws a tile for you (set apart at the right end of your hand), then you discard one: tap a tile to lift it, tap it again to discard it. Flowers are set aside by themselves and replaced.",
    ),
    "help.claims.title": _t("अरूको फ्याँकेको टाइल लिने", "दूसरों की फेंकी टाइल लेना", "Claiming a discard"),
    "help.claims": _t(
        "अरूले फ्याँकेको टाइल लिन सकिने भए बटन देखिन्छन्: जित, पुङ (तपाईंसँग उस्तै दुई छन्), कङ (उस्तै तीन), वा क्रम, जुन तपाईंभन्दा अघिल्लो खेलाडीको टाइलमा मात्र पाइन्छ। नचाहे छाड्नुहोस्। प्राथमिकता: जित पुङ वा कङभन्दा माथि, ती क्रमभन्दा माथि; दुई जनाले जित्न सके फ्याँक्नेपछि पहिलो पालो हुनेले पाउँछ। लिएपछि तपाईं एउटा फ्याँक्नुहुन्छ, र लिएको समूह खुला रहन्छ।",
        "दूसरों की फेंकी टाइल ली जा सकती हो तो बटन दिखते हैं: जीत, तिकड़ी (आपके पास वैसी दो हैं), कॉन्ग (वैसी तीन), या क्रम, जो सिर्फ़ आपसे पहले वाले खिलाड़ी की टाइल पर मिलता है। न चाहें तो छोड़ें। प्राथमिकता: जीत तिकड़ी या कॉन्ग से ऊपर, वे क्रम से ऊपर; दो खिलाड़ी जीत सकें तो फेंकने वाले के बाद जिसकी बारी पहले है उसे मिलती है। लेने के बाद आप एक टाइल फेंकते हैं, और लिया हुआ समूह खुला रहता है।",
        "When another player's discard is one you may claim, buttons appear: Win, Pung (you hold two alike), Kong (three alike), or Chow, which only the player after the discarder may make. Pass lets it go. A win comes before a pung or kong, and they before a chow; if two players can win, the one next in turn after the discarder takes it. After a claim you discard, and the claimed set lies open.",
    ),
    "help.minimum.title": _t("८ अङ्कको न्यूनतम", "8 अंक की न्यूनतम सीमा", "The 8-point minimum"),
    "help.minimum": _t(
        "फूलबाहेक कम्तीमा ८ अङ्क भएको हात मात्र जित हो। कम अङ्कको पूरा हात जित होइन: टेबलले जित देखाउँदैन र त्यही बेला किन भनेर लेख्छ, त्यसका फ्यान र अङ्कसहित।",
        "फूलों के बिना कम से कम 8 अंक वाला हाथ ही जीत है। कम अंकों वाला पूरा हाथ जीत नहीं है: टेबल जीत नहीं दिखाती और उसी पल बताती है क्यों, उसके फ़ैन और अंकों के साथ।",
        "A hand wins only if it scores at least 8 points without flowers. A complete hand worth less is no win: the table offers no win and says why at that moment, with its fans and points.",
    ),
    "help.minimum.no": _t(
        "जित होइन: {fans} = {points} अङ्क।",
        "जीत नहीं: {fans} = {points} अंक।",
        "No win: {fans} = {points} points.",
    ),
    "help.minimum.yes": _t(
        "जित: {fans} = {points} अङ्क।",
        "जीत: {fans} = {points} अंक।",
        "A win: {fans} = {points} points.",
    ),
    "help.minimum.claimed": _t("एउटा क्रम लिएको", "एक क्रम लिया हुआ", "one chow claimed"),
    "help.minimum.on": _t("{tile} मा जित", "{tile} पर जीत", "won on {tile}"),
    "help.ready.title": _t("तयार-सहायक", "तैयार-सहायक", "The ready aid"),
    "help.ready": _t(
        "हातमुनि: कुन टाइल फ्याँके हात तयार हुन्छ (चिनो लगाइएका टाइल), त्यसपछि कुन टाइल पर्खने र हरेकले कति अङ्क दिन्छ (० भनेको न्यूनतमभन्दा कम), वा तयार हुन अझै कति टाइल बाँकी। मेनुबाट बन्द गर्न सकिन्छ।",
        "हाथ के नीचे: कौन सी टाइल फेंकने से हाथ तैयार होता है (चिह्नित टाइलें), फिर किन टाइलों का इंतज़ार और हर एक कितने अंक देगी (0 यानी न्यूनतम से कम), या तैयार होने में अभी कितनी टाइलें बाकी। मेन्यू से बंद कर सकते हैं।",
        "Under your hand: which discards leave you ready (the marked tiles), the tiles you would then wait on and what each would score (0: under the minimum), or how far from ready you are. Turn it off in the Menu.",
    ),
    "help.coach.title": _t("प्रशिक्षक", "कोच", "The coach"),
    "help.coach": _t(
        "मेनुबाट खोल्नुहोस्। तपाईंको हरेक निर्णयमा बलियो खेलाडीले के रोज्थ्यो र किन भनेर देखाउँछ: आफ्नो पालोमा जितसम्म सबैभन्दा कम टाइल, अनि जित्ने सबैभन्दा राम्रो सम्भावना (अरूलाई जित दिने जोखिम घटाएर); अरूको टाइलमा जित्ने सम्भावना।",
        "मेन्यू से चालू करें। आपके हर फ़ैसले पर दिखाता है कि मज़बूत खिलाड़ी क्या चुनता और क्यों: अपनी बारी में जीत तक सबसे कम टाइलें, फिर जीत की सबसे अच्छी संभावना (दूसरों को जीत देने का जोखिम घटाकर); दूसरों की टाइल पर जीत की संभावना।",
        "Turn it on in the Menu. For each of your decisions it shows what the strong player would choose and why: on your turn the fewest tiles to a win, then the best chance to win (the risk of giving a win away counted); on a discard, the best chance to win.",
    ),
    "help.review.title": _t("समीक्षा र दोहोर्याइ", "समीक्षा और दोबारा", "The review and the replay"),
    "help.review": _t(
        "बाजी सकिएपछि समीक्षाले बलियो खेलाडीले फरक रोज्ने थियो भन्ने तपाईंका निर्णय देखाउँछ, सबैभन्दा ठूलो फरक पहिले; उस्तै अङ्क देखाउने रोजाइलाई बराबरी भनिन्छ। कुनै एउटा थिच्दा त्यो क्षण टेबलमा दोहोरिन्छ; दोहोर्याएर हेर्दा पूरा बाजी चाल-चालमा हेर्न सकिन्छ।",
        "बाज़ी ख़त्म होने पर समीक्षा आपके वे फ़ैसले दिखाती है जहाँ मज़बूत खिलाड़ी कुछ और चुनता, सबसे बड़ा फ़र्क़ पहले; एक जैसे आँकड़े दिखाने वाली पसंद बराबरी कहलाती है। किसी एक को दबाने पर वह पल टेबल पर दोबारा खुलता है; दोबारा देखें से पूरी बाज़ी चाल-दर-चाल देखें।",
        "At a hand's end, Review lists your decisions where the strong player would have chosen otherwise, the biggest difference first; a choice that shows the same figures is named a tie. Tap one to see that moment on the table; Replay steps through the whole hand.",
    ),
    "help.fans": _t("सबै ८१ फ्यान र तिनका अङ्क", "सभी 81 फ़ैन और उनके अंक", "All 81 fans and their points"),
    "help.back": _t("फर्कनुहोस्", "वापस", "Back"),
    # ---------------------------------------------------------------- the results and the Menu
    "guide.menu": _t("मेनु", "मेन्यू", "Menu"),
    "guide.refused_end": _t(
        "यो बाजीमा तपाईंको पूरा हात ८ अङ्कको न्यूनतमले रोक्यो:",
        "इस बाज़ी में आपका पूरा हाथ 8 अंक की न्यूनतम सीमा ने रोका:",
        "In this hand the 8-point minimum refused your complete hand:",
    ),
    # ---------------------------------------------------------------- a new match, the old one kept
    "aside.ask": _t(
        "नयाँ खेल सुरु गर्ने? अहिलेको खेल राखिन्छ: सुरुको पर्दाबाट पछि जारी राख्न सकिन्छ।",
        "नया मैच शुरू करें? चल रहा मैच रखा जाएगा: शुरुआती स्क्रीन से बाद में जारी रख सकते हैं।",
        "Start a new match? The match in progress is kept: continue it later from the start screen.",
    ),
    "aside.replaces": _t(
        "पहिले राखिएको खेल (बाजी {n} / {total}) यसको सट्टामा हट्नेछ।",
        "पहले रखा गया मैच (बाज़ी {n} / {total}) इसकी जगह हट जाएगा।",
        "The match kept earlier (hand {n} of {total}) is replaced by this one.",
    ),
    "aside.resume": _t("राखिएको खेल जारी राख्नुहोस्", "रखा हुआ मैच जारी रखें", "Continue the match kept"),
    "aside.about": _t(
        "बाजी {n} / {total}, तपाईंका {score} अङ्क",
        "बाज़ी {n} / {total}, आपके {score} अंक",
        "hand {n} of {total}, you {score} points",
    ),
    # ---------------------------------------------------------------- the player's history
    "past.button": _t("तपाईंको इतिहास", "आपका इतिहास", "Your history"),
    "past.title": _t("तपाईंको इतिहास", "आपका इतिहास", "Your history"),
    "past.none": _t(
        "अहिलेसम्म कुनै बाजी खेलिएको छैन। हरेक बाजी र खेल यहाँ गनिन्छ।",
        "अभी तक कोई बाज़ी नहीं खेली। हर बाज़ी और मैच यहाँ गिना जाता है।",
        "No hand played yet. Every hand and match you play is counted here.",
    ),
    "past.matches": _t("खेल", "मैच", "Matches"),
    "past.finished": _t("पूरा भएका", "पूरे हुए", "finished"),
    "past.unfinished": _t("अधूरा", "अधूरे", "unfinished"),
    "past.places": _t("स्थान", "स्थान", "Places"),
    "past.hands": _t("बाजी", "बाज़ियाँ", "Hands"),
    "past.played": _t("खेलिएका", "खेली गईं", "played"),
    "past.won": _t("जितेका", "जीतीं", "won"),
    "past.dealt_in": _t("अरूलाई जित दिएका", "दूसरों को जीत दी", "dealt in"),
    "past.rate": _t("{n} %", "{n} %", "{n} %"),
    "past.points": _t("अङ्क", "अंक", "Points"),
    "past.points_won": _t("जितेका", "जीते", "won"),
    "past.points_lost": _t("हारेका", "हारे", "lost"),
    "past.fans": _t("धेरै जितिएका फ्यान", "सबसे ज़्यादा जीते फ़ैन", "Fans won most"),
    "past.times": _t("{n} पटक", "{n} बार", "{n}×"),
    "past.best": _t("सबैभन्दा राम्रो हात", "सबसे अच्छा हाथ", "Best hand"),
    "past.best_about": _t(
        "{points} अङ्क, {date}",
        "{points} अंक, {date}",
        "{points} points, {date}",
    ),
    "past.replay": _t("दोहोर्याएर हेर्नुहोस्", "दोबारा देखें", "Replay it"),
    "past.chart.one": _t("पछिल्लो खेलका अङ्क", "पिछले मैच के अंक", "Points in the last match"),
    "past.chart.many": _t(
        "पछिल्ला {n} खेलका अङ्क",
        "पिछले {n} मैचों के अंक",
        "Points in the last {n} matches",
    ),
    "past.chart_bar": _t(
        "खेल {i}: {score} अङ्क, {place} स्थान",
        "मैच {i}: {score} अंक, {place} स्थान",
        "Match {i}: {score} points, {place}",
    ),
    "past.chart_open": _t(
        "खेल {i}: {score} अङ्क, अधूरा",
        "मैच {i}: {score} अंक, अधूरा",
        "Match {i}: {score} points, unfinished",
    ),
    "past.back": _t("फर्कनुहोस्", "वापस", "Back"),
}

# Numbers written in the texts above are shown in Devanagari digits in Nepali and Hindi.
for _texts in TEXT.values():
    for _lang in ("ne", "hi"):
        _texts[_lang] = _texts[_lang].translate(DEVANAGARI_DIGITS)
