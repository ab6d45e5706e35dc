# ruff: noqa: E501  (texts read better unbroken)
"""Texts of photo entry in the scorer (reading a photographed hand, teaching a tile set) in
Nepali, Hindi and English. Numbers in Nepali and Hindi are written in Devanagari digits."""

from __future__ import annotations


def _t(ne: str, hi: str, en: str) -> dict[str, str]:
    return {"ne": ne, "hi": hi, "en": en}


TEXT: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- opening
    "ph.open": _t("फोटोबाट", "फ़ोटो से", "From a photo"),
    "ph.open_hint": _t(
        "हातको फोटो खिचेर टाइल भर्नुहोस्",
        "हाथ की फ़ोटो लेकर टाइलें भरें",
        "Fill in the tiles from a photo of the hand",
    ),
    "ph.title": _t("फोटोबाट हात", "फ़ोटो से हाथ", "Hand from a photo"),
    "ph.close": _t("फोटो पढ्ने भाग बन्द गर्नुहोस्", "फ़ोटो पढ़ने वाला हिस्सा बंद करें", "Close the photo reader"),
    "ph.loading": _t("फोटो पढ्ने भाग खुल्दैछ…", "फ़ोटो पढ़ने वाला हिस्सा खुल रहा है…", "Loading the photo reader…"),
    "ph.intro": _t(
        "हातका टाइल सादा टेबलमा एउटै पङ्क्तिमा, ठाडो र टाँसिएका राख्नुहोस्, अनि माथिबाट फोटो खिच्नुहोस्।",
        "हाथ की टाइलें सादी मेज़ पर एक ही पंक्ति में, सीधी खड़ी और सटाकर रखें, फिर ऊपर से फ़ोटो लें।",
        "Lay the hand out in one row on a plain table, tiles upright and close together, and photograph it from above.",
    ),
    "ph.privacy": _t(
        "फोटो यही उपकरणमा रहन्छ: कतै पठाइँदैन, राखिँदैन पनि। टाइल सिकाउँदा तपाईंका टाइल कस्ता देखिन्छन् भन्ने अङ्क मात्र सुरक्षित हुन्छन्।",
        "फ़ोटो इसी डिवाइस पर रहती है: न कहीं भेजी जाती है, न रखी जाती है। टाइलें सिखाने पर केवल यह सहेजा जाता है कि आपकी टाइलें संख्याओं में कैसी दिखती हैं।",
        "The photo stays on this device: it is never uploaded or kept. Teaching a set saves only numbers describing how your tiles look.",
    ),
    "ph.take": _t("फोटो खिच्नुहोस्", "फ़ोटो लें", "Take a photo"),
    "ph.choose": _t("फोटो छान्नुहोस्", "फ़ोटो चुनें", "Choose a photo"),
    "ph.teach": _t("मेरा टाइल सिकाउनुहोस्", "मेरी टाइलें सिखाएँ", "Teach my tiles"),
    "ph.set_label": _t("टाइल सेट", "टाइल सेट", "Tile set"),
    "ph.set_art": _t("नसिकाइएको", "बिना सिखाए", "Not taught"),
    "ph.untaught": _t(
        "कुनै टाइल सेट सिकाइएको छैन: रिडरले धेरै डिजाइनका टाइल चिन्छ र पक्का नभएको टाइलमा ? लगाउँछ। आफ्ना टाइल सिकाउँदा यो अझ पक्का पढ्छ।",
        "कोई टाइल सेट सिखाया नहीं गया: रीडर कई डिज़ाइनों की टाइलें पहचानता है और जिस टाइल पर उसे पक्का भरोसा नहीं, उस पर ? लगाता है। अपनी टाइलें सिखाने से वह और पक्का पढ़ता है।",
        "No tile set taught: the reader knows tiles of many designs and marks with ? any tile it is not sure of. Teaching it your own tiles makes it surer.",
    ),
    "ph.art_learnt": _t(
        "“{name}” ले तपाईंले सच्याएका टाइल चिन्छ; अरू टाइल नसिकाइएझैँ पढिन्छन्।",
        "“{name}” आपकी सुधारी हुई टाइलें जानता है; बाक़ी टाइलें बिना सिखाए की तरह पढ़ी जाती हैं।",
        "“{name}” knows the tiles you corrected; the others are read as untaught.",
    ),
    "ph.check_every": _t(
        "अङ्कमा भर पर्नुअघि हरेक टाइल फोटोसँग मिलाएर जाँच्नुहोस्।",
        "अंकों पर भरोसा करने से पहले हर टाइल फ़ोटो से मिलाकर जाँचें।",
        "Check every tile against the photo before you trust the score.",
    ),
    "ph.sets": _t("तपाईंका टाइल सेट", "आपके टाइल सेट", "Your tile sets"),
    "ph.delete": _t("“{name}” हटाउनुहोस्", "“{name}” हटाएँ", "Delete “{name}”"),
    "ph.deleted": _t("“{name}” हटाइयो।", "“{name}” हटा दिया गया।", "“{name}” deleted."),
    # ---------------------------------------------------------------- busy
    "ph.busy.open": _t("फोटो खुल्दैछ…", "फ़ोटो खुल रही है…", "Opening the photo…"),
    "ph.busy.count": _t("टाइल खोजिँदैछ…", "टाइलें खोजी जा रही हैं…", "Finding the tiles…"),
    "ph.busy.read": _t("टाइल पढिँदैछ…", "टाइलें पढ़ी जा रही हैं…", "Reading the tiles…"),
    "ph.busy.learn": _t("पङ्क्ति सिकिँदैछ…", "पंक्ति सीखी जा रही है…", "Learning the row…"),
    # ---------------------------------------------------------------- framing
    "ph.frame_help": _t(
        "चारै कुना तानेर फ्रेमलाई टाइलका अनुहारको पङ्क्तिमा मिलाउनुहोस्। किबोर्डमा: कुनामा गएर तीर-कुञ्जीले सार्नुहोस् (Shift सँग छिटो)।",
        "चारों कोने खींचकर फ़्रेम को टाइलों के चेहरों की पंक्ति पर बिठाएँ। कीबोर्ड से: कोने पर जाकर तीर-कुंजियों से खिसकाएँ (Shift के साथ तेज़)।",
        "Drag the four corners so the frame fits the row of tile faces. With a keyboard: focus a corner and move it with the arrow keys (Shift: faster).",
    ),
    "ph.corner.0": _t("माथि-बायाँ कुना", "ऊपर-बायाँ कोना", "Top-left corner"),
    "ph.corner.1": _t("माथि-दायाँ कुना", "ऊपर-दायाँ कोना", "Top-right corner"),
    "ph.corner.2": _t("तल-दायाँ कुना", "नीचे-दायाँ कोना", "Bottom-right corner"),
    "ph.corner.3": _t("तल-बायाँ कुना", "नीचे-बायाँ कोना", "Bottom-left corner"),
    "ph.no_row_found": _t(
        "फोटोमा टाइलको पङ्क्ति भेटिएन: कुनाहरू पङ्क्तिमा सार्नुहोस्।",
        "फ़ोटो में टाइलों की पंक्ति नहीं मिली: कोनों को पंक्ति पर ले जाएँ।",
        "No row of tiles was found in the photo: move the corners onto the row.",
    ),
    "ph.count": _t("पङ्क्तिमा टाइल", "पंक्ति में टाइलें", "Tiles in the row"),
    "ph.count.counted": _t("बीचका खाडलबाट गनिएको", "बीच की दरारों से गिनी गईं", "counted from the gaps"),
    "ph.count.guess": _t("फ्रेमको आकारबाट अनुमान", "फ़्रेम के आकार से अनुमान", "estimated from the frame"),
    "ph.count.yours": _t("तपाईंले राख्नुभएको", "आपकी बताई हुई", "as you set it"),
    "ph.fewer": _t("एक टाइल कम", "एक टाइल कम", "One tile fewer"),
    "ph.more": _t("एक टाइल बढी", "एक टाइल ज़्यादा", "One tile more"),
    "ph.read": _t("टाइल पढ्नुहोस्", "टाइलें पढ़ें", "Read the tiles"),
    "ph.another": _t("अर्को फोटो", "दूसरी फ़ोटो", "Another photo"),
    "ph.cancel": _t("रद्द गर्नुहोस्", "रद्द करें", "Cancel"),
    "ph.framed": _t(
        "फोटो खुल्यो: {count} टाइल भेटिए। आवश्यक भए कुना सार्नुहोस्, अनि ‘टाइल पढ्नुहोस्’ थिच्नुहोस्।",
        "फ़ोटो खुल गई: {count} टाइलें मिलीं। ज़रूरत हो तो कोने खिसकाएँ, फिर ‘टाइलें पढ़ें’ दबाएँ।",
        "Photo opened: {count} tiles found. Move the corners if needed, then press “Read the tiles”.",
    ),
    # ---------------------------------------------------------------- the tiles read
    "ph.review": _t(
        "{count} टाइल हातमा पढिए; {unsure} टाइल शङ्कास्पद छन् (? ले चिनो लगाइएको)। सच्याउन टाइल छुनुहोस्।",
        "{count} टाइलें हाथ में पढ़ी गईं; {unsure} टाइलें संदिग्ध हैं (? से चिह्नित)। सुधारने के लिए टाइल छुएँ।",
        "{count} tiles read into the hand; {unsure} uncertain, marked ?. Tap a tile to correct it.",
    ),
    "ph.review_sure": _t(
        "{count} टाइल हातमा पढिए। सच्याउन टाइल छुनुहोस्।",
        "{count} टाइलें हाथ में पढ़ी गईं। सुधारने के लिए टाइल छुएँ।",
        "{count} tiles read into the hand. Tap a tile to correct it.",
    ),
    "ph.photo_row": _t("फोटोमा देखिएका टाइल, बायाँबाट दायाँ", "फ़ोटो में दिखी टाइलें, बाएँ से दाएँ", "The tiles in the photo, left to right"),
    "ph.win_is": _t(
        "जित्ने टाइल: {tile}। अर्को टाइलले हात पूरा गरेको भए त्यसलाई छोएर ‘जित्ने टाइल’ छान्नुहोस्।",
        "जीतने वाली टाइल: {tile}। अगर किसी और टाइल से हाथ पूरा हुआ था, तो उसे छूकर ‘जीतने वाली टाइल’ चुनें।",
        "Winning tile: {tile}. If another tile completed the hand, tap it and choose “Winning tile”.",
    ),
    "ph.win_none": _t(
        "जित्ने टाइल छानिएको छैन: यहाँ टाइल छोएर छान्नुहोस्, वा तलको हातमा।",
        "जीतने वाली टाइल नहीं चुनी गई: यहाँ टाइल छूकर चुनें, या नीचे हाथ में।",
        "No winning tile chosen: tap one here, or choose it in the hand below.",
    ),
    "ph.then_context": _t(
        "त्यसपछि जित कसरी भयो छान्नुहोस्, सधैँझैँ।",
        "फिर जीत कैसे हुई, यह हमेशा की तरह चुनें।",
        "Then choose how the hand was won, as usual.",
    ),
    "ph.cell": _t("टाइल {n}: {name}", "टाइल {n}: {name}", "Tile {n}: {name}"),
    "ph.cell.unsure": _t("शङ्कास्पद", "संदिग्ध", "uncertain"),
    "ph.cell.fixed": _t("तपाईंले पक्का गर्नुभएको", "आपकी पक्की की हुई", "checked by you"),
    "ph.cell.win": _t("जित्ने टाइल", "जीतने वाली टाइल", "winning tile"),
    "ph.cell.none": _t("टाइल भेटिएन", "टाइल नहीं मिली", "no tile found"),
    "ph.frame_again": _t("फेरि फ्रेम मिलाउनुहोस्", "फ़्रेम फिर से बिठाएँ", "Frame again"),
    "ph.done": _t("भयो", "हो गया", "Done"),
    # ---------------------------------------------------------------- correcting a tile
    "ph.fix_title": _t("टाइल {n} (जम्मा {count})", "टाइल {n} (कुल {count})", "Tile {n} of {count}"),
    "ph.read_as": _t("पढिएको: {name}", "पढ़ी गई: {name}", "Read as {name}"),
    "ph.read_as_unsure": _t("पढिएको: {name}, तर पक्का छैन", "पढ़ी गई: {name}, पर पक्का नहीं", "Read as {name}, but not sure"),
    "ph.read_none": _t("यहाँ कुनै टाइल भेटिएन।", "यहाँ कोई टाइल नहीं मिली।", "No tile was found here."),
    "ph.likely": _t("सबैभन्दा मिल्दा", "सबसे मिलती-जुलती", "Most likely"),
    "ph.all_tiles": _t("सबै टाइल", "सभी टाइलें", "All tiles"),
    "ph.keep": _t("हो, {name} नै हो", "हाँ, यह {name} ही है", "Yes, it is {name}"),
    "ph.make_win": _t("यो जित्ने टाइल हो", "यह जीतने वाली टाइल है", "This is the winning tile"),
    "ph.not_win": _t("जित्ने टाइल होइन", "जीतने वाली टाइल नहीं", "Not the winning tile"),
    "ph.no_tile": _t("यहाँ टाइल छैन", "यहाँ टाइल नहीं है", "No tile here"),
    "ph.back": _t("फर्कनुहोस्", "वापस", "Back"),
    "ph.set_to": _t("टाइल {n} अब {name} हो।", "टाइल {n} अब {name} है।", "Tile {n} is now {name}."),
    "ph.removed": _t("टाइल {n} हातबाट हटाइयो।", "टाइल {n} हाथ से हटा दी गई।", "Tile {n} left out of the hand."),
    "ph.win_set": _t("जित्ने टाइल: {name}।", "जीतने वाली टाइल: {name}।", "Winning tile: {name}."),
    # ---------------------------------------------------------------- learning from corrections
    "ph.learn_offer.1": _t(
        "तपाईंले एउटा टाइल सच्याउनुभयो। अर्को पटक यो टाइल सही पढियोस् भनेर यसलाई “{name}” मा थप्नुहोस्।",
        "आपने एक टाइल सुधारी। अगली बार यह टाइल सही पढ़ी जाए, इसके लिए इसे “{name}” में जोड़ें।",
        "You corrected a tile. Add it to “{name}” so that it is read right next time.",
    ),
    "ph.learn_offer": _t(
        "तपाईंले {count} टाइल सच्याउनुभयो। अर्को पटक यी टाइल सही पढिऊन् भनेर यिनलाई “{name}” मा थप्नुहोस्।",
        "आपने {count} टाइलें सुधारीं। अगली बार ये टाइलें सही पढ़ी जाएँ, इसके लिए इन्हें “{name}” में जोड़ें।",
        "You corrected {count} tiles. Add them to “{name}” so that they are read right next time.",
    ),
    "ph.learn_offer_new.1": _t(
        "तपाईंले एउटा टाइल सच्याउनुभयो। अर्को पटक यो टाइल सही पढियोस् भनेर यसलाई आफ्नै नयाँ टाइल सेट “{name}” मा राख्नुहोस्।",
        "आपने एक टाइल सुधारी। अगली बार यह टाइल सही पढ़ी जाए, इसके लिए इसे अपने नए टाइल सेट “{name}” में रखें।",
        "You corrected a tile. Keep it in a tile set of your own, “{name}”, so that it is read right next time.",
    ),
    "ph.learn_offer_new": _t(
        "तपाईंले {count} टाइल सच्याउनुभयो। अर्को पटक यी टाइल सही पढिऊन् भनेर यिनलाई आफ्नै नयाँ टाइल सेट “{name}” मा राख्नुहोस्।",
        "आपने {count} टाइलें सुधारीं। अगली बार ये टाइलें सही पढ़ी जाएँ, इसके लिए इन्हें अपने नए टाइल सेट “{name}” में रखें।",
        "You corrected {count} tiles. Keep them in a tile set of your own, “{name}”, so that they are read right next time.",
    ),
    "ph.learn_add": _t("मेरा टाइलमा थप्नुहोस्", "मेरी टाइलों में जोड़ें", "Add to my tiles"),
    "ph.learnt": _t(
        "“{name}” मा थपियो: अर्को पटकदेखि यी {count} टाइल चिनिनेछन्।",
        "“{name}” में जोड़ दी गईं: अगली बार से ये {count} टाइलें पहचानी जाएँगी।",
        "Added to “{name}”: these {count} tiles will be known next time.",
    ),
    "ph.learnt.1": _t(
        "“{name}” मा थपियो: अर्को पटकदेखि यो टाइल चिनिनेछ।",
        "“{name}” में जोड़ दी गई: अगली बार से यह टाइल पहचानी जाएगी।",
        "Added to “{name}”: this tile will be known next time.",
    ),
    "ph.cell.learnt": _t("तपाईंको सेटमा थपिएको", "आपके सेट में जोड़ी गई", "added to your set"),
    # ---------------------------------------------------------------- teaching
    "ph.teach_title": _t("मेरा टाइल सिकाउनुहोस्", "मेरी टाइलें सिखाएँ", "Teach my tiles"),
    "ph.teach_row": _t("पङ्क्ति {n}, जम्मा ४ मध्ये: {row}", "पंक्ति {n}, कुल ४ में से: {row}", "Row {n} of 4: {row}"),
    "ph.row.1": _t("अक्षर १ देखि ९", "अक्षर १ से ९", "characters 1 to 9"),
    "ph.row.2": _t("गोला १ देखि ९", "गोले १ से ९", "dots 1 to 9"),
    "ph.row.3": _t("बाँस १ देखि ९", "बाँस १ से ९", "bamboo 1 to 9"),
    "ph.row.4": _t(
        "हावा र ड्र्यागन: पूर्व, दक्षिण, पश्चिम, उत्तर, रातो, हरियो, सेतो",
        "हवाएँ और ड्रैगन: पूर्व, दक्षिण, पश्चिम, उत्तर, लाल, हरा, सफ़ेद",
        "winds and dragons: East, South, West, North, red, green, white",
    ),
    "ph.teach_help": _t(
        "आफ्नै सेटका यी टाइल यही क्रममा, बायाँबाट दायाँ, ठाडो र टाँसिएका राखेर माथिबाट पङ्क्तिको फोटो खिच्नुहोस्। एक पङ्क्तिको एक फोटो: जम्मा चार।",
        "अपने सेट की ये टाइलें इसी क्रम में, बाएँ से दाएँ, सीधी खड़ी और सटाकर रखें और ऊपर से पंक्ति की फ़ोटो लें। हर पंक्ति की एक फ़ोटो: कुल चार।",
        "Lay these tiles from your own set in this order, left to right, upright and close together, and photograph the row from above. One photo a row: four in all.",
    ),
    "ph.use_row": _t("यो पङ्क्ति सिकाउनुहोस्", "यह पंक्ति सिखाएँ", "Learn this row"),
    "ph.retake": _t("यो पङ्क्ति फेरि खिच्नुहोस्", "यह पंक्ति फिर से लें", "Take this row again"),
    "ph.prev_row": _t("पङ्क्ति {n} फेरि", "पंक्ति {n} फिर से", "Redo row {n}"),
    "ph.row_count": _t(
        "{found} टाइल भेटिए, {count} हुनुपर्ने: कुनै टाइल छुटेको वा छोपिएको छ?",
        "{found} टाइलें मिलीं, {count} होनी चाहिए: कोई टाइल छूटी या ढकी तो नहीं?",
        "{found} tiles found where {count} should be: is one missing or hidden?",
    ),
    "ph.row_ok": _t("{count} टाइल भेटिए।", "{count} टाइलें मिलीं।", "{count} tiles found."),
    "ph.learned": _t("पङ्क्ति {n} सिकियो।", "पंक्ति {n} सीख ली गई।", "Row {n} learnt."),
    "ph.check_title": _t("आफ्ना टाइल जाँच्नुहोस्", "अपनी टाइलें जाँचें", "Check your tiles"),
    "ph.check_help": _t(
        "हरेक टाइल क्यामेराले देखेजस्तै माथि, र त्यो कुन टाइलका रूपमा सिकिनेछ तल देखिन्छ। कुनै दुई टाइल एकअर्काको ठाउँमा राखिएका भए, एउटा छोएर अर्को छुनुहोस्: ती साटिन्छन्।",
        "हर टाइल ऊपर वैसी दिखती है जैसी कैमरे ने देखी, और नीचे वह जिसके रूप में सीखी जाएगी। अगर दो टाइलें एक-दूसरे की जगह रखी गई थीं, तो एक को छूकर दूसरी को छुएँ: वे आपस में बदल जाएँगी।",
        "Each tile as the camera saw it, above the face it will be learnt as. If two tiles were laid in each other's places, tap one, then the other, to swap them.",
    ),
    "ph.alike": _t(
        "{a} र {b} धेरै उस्तै देखिन्छन्: कुनै टाइल दुई पटक त राखिएन?",
        "{a} और {b} बहुत एक जैसी दिखती हैं: कोई टाइल दो बार तो नहीं रखी गई?",
        "{a} and {b} look very alike: was a tile laid twice?",
    ),
    "ph.check_cell": _t("{name} को रूपमा सिकिने टाइल", "{name} के रूप में सीखी जाने वाली टाइल", "The tile learnt as {name}"),
    "ph.swap_pick": _t(
        "{name} छानियो: अब साट्ने टाइल छुनुहोस्।",
        "{name} चुनी गई: अब बदलने वाली टाइल छुएँ।",
        "{name} chosen: now tap the tile to swap it with.",
    ),
    "ph.swapped": _t("{a} र {b} साटिए।", "{a} और {b} आपस में बदल दी गईं।", "Swapped {a} and {b}."),
    "ph.name": _t("यो सेटको नाम", "इस सेट का नाम", "Name of this set"),
    "ph.default_name": _t("मेरा टाइल", "मेरी टाइलें", "My tiles"),
    "ph.save": _t("सुरक्षित गरेर प्रयोग गर्नुहोस्", "सहेजकर उपयोग करें", "Save and use this set"),
    "ph.start_over": _t("सुरुदेखि फेरि", "शुरू से फिर", "Start again"),
    "ph.saved": _t(
        "“{name}” सुरक्षित भयो; अब फोटो यसैले पढिनेछन्।",
        "“{name}” सहेज लिया गया; अब फ़ोटो इसी से पढ़ी जाएँगी।",
        "Saved “{name}”; photos are now read with it.",
    ),
    # ---------------------------------------------------------------- problems
    "ph.err.load": _t(
        "फोटो पढ्ने भाग खुल्न सकेन। इन्टरनेट जाँचेर फेरि प्रयास गर्नुहोस्।",
        "फ़ोटो पढ़ने वाला हिस्सा नहीं खुल सका। इंटरनेट जाँचकर फिर कोशिश करें।",
        "The photo reader could not be loaded. Check the connection and try again.",
    ),
    "ph.err.not_an_image": _t(
        "यो फाइल यो ब्राउजरले खोल्न सक्ने चित्र होइन। JPEG वा PNG फोटो छान्नुहोस्।",
        "यह फ़ाइल ऐसी तस्वीर नहीं है जिसे यह ब्राउज़र खोल सके। JPEG या PNG फ़ोटो चुनें।",
        "This file is not a picture this browser can open. Choose a JPEG or PNG photo.",
    ),
    "ph.err.no_tiles": _t(
        "फ्रेमभित्र कुनै टाइल भेटिएन। कुनाहरू टाइलको पङ्क्तिमा सार्नुहोस्।",
        "फ़्रेम के अंदर कोई टाइल नहीं मिली। कोनों को टाइलों की पंक्ति पर ले जाएँ।",
        "No tiles were found inside the frame. Move the corners onto the row of tiles.",
    ),
    "ph.err.missing_row": _t(
        "पङ्क्ति {row} मा टाइल भेटिएनन्। पूरै पङ्क्ति फ्रेमभित्र पारेर फेरि खिच्नुहोस्।",
        "पंक्ति {row} में टाइलें नहीं मिलीं। पूरी पंक्ति फ़्रेम के अंदर रखकर फिर से फ़ोटो लें।",
        "Row {row}: no tiles found. Frame the whole row and take the photo again.",
    ),
    "ph.err.missing_row.found": _t(
        "पङ्क्ति {row}: {found} टाइल भेटिए, {count} हुनुपर्ने। पूरै पङ्क्ति राखेर फेरि खिच्नुहोस्; केही पनि सुरक्षित गरिएको छैन।",
        "पंक्ति {row}: {found} टाइलें मिलीं, {count} होनी चाहिए। पूरी पंक्ति रखकर फिर से फ़ोटो लें; अभी कुछ सहेजा नहीं गया।",
        "Row {row}: {found} tiles found where {count} should be. Lay out the whole row and take it again; nothing has been saved.",
    ),
    "ph.err.missing_row.face": _t(
        "पङ्क्ति {row}: {tile} को ठाउँमा टाइल भेटिएन। त्यो टाइल राखेर फेरि खिच्नुहोस्; केही पनि सुरक्षित गरिएको छैन।",
        "पंक्ति {row}: {tile} की जगह कोई टाइल नहीं मिली। वह टाइल रखकर फिर से फ़ोटो लें; अभी कुछ सहेजा नहीं गया।",
        "Row {row}: no tile where {tile} should be. Put it in and take the row again; nothing has been saved.",
    ),
    "ph.err.bad_pixels": _t("यो फोटो पढ्न सकिएन। अर्को फोटो प्रयास गर्नुहोस्।", "यह फ़ोटो पढ़ी नहीं जा सकी। दूसरी फ़ोटो आज़माएँ।", "This photo could not be read. Try another one."),
    "ph.err.bad_frame": _t(
        "कुनाहरूले ठीक फ्रेम बनाएनन्। माथिका दुई कुना पङ्क्तिको माथि र तलका दुई तल राख्नुहोस्।",
        "कोनों से ठीक फ़्रेम नहीं बना। ऊपर के दो कोने पंक्ति के ऊपर और नीचे के दो नीचे रखें।",
        "The corners do not make a proper frame. Put the top two above the row and the bottom two below it.",
    ),
    "ph.err.bad_tile_set": _t(
        "यो टाइल सेट बिग्रिएको छ। आफ्ना टाइल फेरि सिकाउनुहोस्।",
        "यह टाइल सेट ख़राब हो गया है। अपनी टाइलें फिर से सिखाएँ।",
        "This tile set is damaged. Teach the reader your tiles again.",
    ),
    "ph.err.too_large": _t("यो फोटो धेरै ठूलो छ।", "यह फ़ोटो बहुत बड़ी है।", "This photo is too large."),
    "ph.err.bad_tiles": _t("एउटा पङ्क्तिमा १ देखि २० टाइल हुन्छन्।", "एक पंक्ति में १ से २० टाइलें होती हैं।", "A row holds 1 to 20 tiles."),
    "ph.err.bad_model": _t(
        "टाइल चिन्ने भाग लोड हुन सकेन (यसको फाइल बिग्रिएको वा हराएको छ), त्यसैले नसिकाइएका टाइल पढ्न सकिँदैन। हात टाइप गरेर भर्नुहोस्, वा पेज फेरि लोड गर्नुहोस्।",
        "टाइल पहचानने वाला हिस्सा लोड नहीं हो सका (उसकी फ़ाइल ख़राब है या नहीं मिली), इसलिए बिना सिखाई टाइलें पढ़ी नहीं जा सकतीं। हाथ टाइप करके भरें, या पेज फिर से लोड करें।",
        "The tile reader's model could not be loaded (its file is damaged or missing), so untaught tiles cannot be read. Type the hand instead, or reload the page.",
    ),
    "ph.err.unreadable": _t("फोटो पढ्न सकिएन।", "फ़ोटो पढ़ी नहीं जा सकी।", "The photo could not be read."),
    "ph.err.sets_dropped": _t(
        "सुरक्षित गरिएका {count} टाइल सेट पढ्न नसकिएकाले हटाइए; अरू रेकर्ड जस्ताका तस्तै छन्।",
        "सहेजे गए {count} टाइल सेट पढ़े नहीं जा सके, इसलिए हटा दिए गए; बाक़ी रिकॉर्ड जैसे थे वैसे हैं।",
        "{count} saved tile set(s) could not be read and were removed; your other records are untouched.",
    ),
    "ph.err.not_saved": _t(
        "टाइल सेट सुरक्षित हुन सकेन: ब्राउजरको भण्डार भरिएको वा बन्द छ। पहिले सुरक्षित गरिएको केही हराएको छैन।",
        "टाइल सेट सहेजा नहीं जा सका: ब्राउज़र का भंडार भरा है या बंद है। पहले सहेजा हुआ कुछ नहीं खोया।",
        "The tile set could not be saved: the browser's storage is full or turned off. Nothing saved before was lost.",
    ),
    "ph.err.no_name": _t("सेटलाई नाम दिनुहोस्।", "सेट को कोई नाम दें।", "Give the set a name."),
}
