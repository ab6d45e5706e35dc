# ruff: noqa: E501 - prose in three languages reads better unwrapped
"""Texts of the layout editor in Nepali, Hindi and English."""

from __future__ import annotations


def _t(ne: str, hi: str, en: str) -> dict[str, str]:
    return {"ne": ne, "hi": hi, "en": en}


TEXT = {
    "ed.title": _t("बनोट बनाउने", "बनावट बनाएँ", "Layout editor"),
    "ed.help": _t(
        "टायल राख्न बोर्डमा थिच्नुहोस्; यो तहको टायल हटाउन त्यसैमा थिच्नुहोस्। टायल आधा टायलका खुड्किलामा सर्छन्। माथिल्लो तहको टायल तलका टायलमाथि पूरै अडिनुपर्छ।",
        "टाइल रखने के लिए बोर्ड पर दबाएँ; इस परत की टाइल हटाने के लिए उसी पर दबाएँ। टाइलें आधी टाइल के कदमों में खिसकती हैं। ऊपर की परत की टाइल नीचे की टाइलों पर पूरी टिकनी चाहिए।",
        "Tap the board to place a tile; tap a tile of this layer to remove it. Tiles move in half-tile steps. A tile on a higher layer must rest wholly on tiles below.",
    ),
    "ed.keys": _t(
        "किबोर्ड: तीरले कर्सर आधा टायल सार्छ, Enter ले टायल राख्छ वा हटाउँछ, Page Up र Page Down ले तह बदल्छ।",
        "कीबोर्ड: तीर कर्सर को आधी टाइल खिसकाते हैं, Enter टाइल रखता या हटाता है, Page Up और Page Down परत बदलते हैं।",
        "Keyboard: the arrows move the cursor half a tile, Enter places or removes a tile, Page Up and Page Down change the layer.",
    ),
    "ed.bar": _t("बनोटका औजार", "बनावट के औज़ार", "Editor tools"),
    "ed.board": _t("बनोटको बोर्ड", "बनावट का बोर्ड", "Layout board"),
    "ed.layer": _t("तह {n}", "परत {n}", "Layer {n}"),
    "ed.layer_down": _t("तलको तह", "नीचे की परत", "Layer down"),
    "ed.layer_up": _t("माथिको तह", "ऊपर की परत", "Layer up"),
    "ed.mirror": _t("ऐना जस्तो", "दर्पण समरूपता", "Mirror"),
    "ed.undo": _t("अन्डु", "पूर्ववत्", "Undo"),
    "ed.clear": _t("सबै हटाउनुहोस्", "सब हटाएँ", "Clear"),
    "ed.count": _t("{n} टायल", "{n} टाइलें", "{n} tiles"),
    "ed.count.one": _t("{n} टायल", "{n} टाइल", "{n} tile"),
    "ed.status": _t("{count}। {verdict}", "{count}। {verdict}", "{count}. {verdict}"),
    "ed.check.empty": _t("कम्तीमा दुई टायल राख्नुहोस्।", "कम से कम दो टाइलें रखें।", "Place at least two tiles."),
    "ed.check.odd": _t("टायल बिजोर छन्: जोडी बन्न एउटा थप्नुहोस् वा हटाउनुहोस्।", "टाइलें विषम हैं: जोड़ियों के लिए एक और रखें या एक हटाएँ।", "An odd number: add or remove one tile so that they pair up."),
    "ed.check.many": _t("१४४ भन्दा बढी टायल: केही हटाउनुहोस्।", "१४४ से ज़्यादा टाइलें: कुछ हटाएँ।", "More than 144 tiles: remove some."),
    "ed.check.shape": _t("केही टायल खप्टिएका वा अड्याइएका छैनन्।", "कुछ टाइलें एक-दूसरे पर चढ़ी हैं या टिकी नहीं हैं।", "Some tiles overlap or do not rest on tiles below."),
    "ed.check.stuck": _t(
        "यो बनोट बाँड्न सकिँदैन: यसका टायल जुनसुकै क्रममा पनि जोडी-जोडी गरी हटाउन सकिँदैनन् (जस्तै तीन थाक र छेउमा एउटा)।",
        "यह बनावट बाँटी नहीं जा सकती: इसकी टाइलें किसी भी क्रम में जोड़ी-जोड़ी नहीं हटाई जा सकतीं (जैसे तीन की ढेरी और बगल में एक)।",
        "This layout cannot be dealt: its tiles cannot be cleared in pairs in any order (three stacked and one beside them, say).",
    ),
    "ed.check.ok": _t("बाँड्न सकिन्छ: हरेक बाँड जित्न सकिन्छ।", "बाँटी जा सकती है: हर खेल जीता जा सकता है।", "Can be dealt: every deal of it can be won."),
    "ed.name": _t("नाम", "नाम", "Name"),
    "ed.name_default": _t("मेरो बनोट", "मेरी बनावट", "My layout"),
    "ed.try": _t("खेलेर हेर्नुहोस्", "खेलकर देखें", "Test play"),
    "ed.save": _t("राख्नुहोस्", "सहेजें", "Save"),
    "ed.saved": _t("राखियो: यो बनोट छान्ने ठाउँमा ‘मेरा’ मा छ, आफ्नै दैनिक बाँड र उत्कृष्ट समयसहित।", "सहेजा गया: यह बनावट चुनने की जगह ‘मेरे’ में है, अपने दैनिक खेल और सबसे अच्छे समय के साथ।", "Saved: it is in the layout picker under Mine, with its own daily deal and best times."),
    "ed.share": _t("बाँड्ने लिङ्क र कोड", "साझा करने का लिंक और कोड", "Share link and code"),
    "ed.link": _t("लिङ्क", "लिंक", "Link"),
    "ed.code": _t("कोड", "कोड", "Code"),
    "ed.share_info": _t(
        "यो लिङ्क वा कोड जसलाई पनि पठाउनुहोस्: उसको ब्राउजरमा यही बनोट खुल्छ, उही दैनिक बाँडसहित।",
        "यह लिंक या कोड किसी को भी भेजें: उसके ब्राउज़र में यही बनावट खुलेगी, उसी दैनिक खेल के साथ।",
        "Send this link or code to anyone: it opens this layout in their browser, with the same daily deal.",
    ),
    "ed.import": _t("ल्याउनुहोस्", "लाएँ", "Bring a layout in"),
    "ed.file": _t("KMahjongg को .layout फाइल", "KMahjongg की .layout फ़ाइल", "A KMahjongg .layout file"),
    "ed.code_in": _t("कसैले पठाएको कोड", "किसी का भेजा कोड", "A code someone sent"),
    "ed.open": _t("खोल्नुहोस्", "खोलें", "Open"),
    "ed.opened": _t("खुल्यो: {name}, {tiles}।", "खुल गई: {name}, {tiles}।", "Opened: {name}, {tiles}."),
    "ed.link.long": _t(
        "यो लिङ्क बिग्रेको छ: यसको कोड कुनै बनोटको भन्दा धेरै लामो छ। केही राखिएन।",
        "यह लिंक टूटा हुआ है: इसका कोड किसी भी बनावट के कोड से बहुत लंबा है। कुछ नहीं सहेजा गया।",
        "This link is broken: its code is far longer than any layout's. Nothing was kept.",
    ),
    "ed.link.name": _t(
        "यो लिङ्क बिग्रेको छ: यसमा भएको नाम पढ्न सकिएन। केही राखिएन; पठाउनेलाई फेरि लिङ्क माग्नुहोस्।",
        "यह लिंक टूटा हुआ है: इसमें दिया नाम पढ़ा नहीं जा सका। कुछ नहीं सहेजा गया; भेजने वाले से लिंक फिर माँगें।",
        "This link is broken: the name in it cannot be read. Nothing was kept; ask the sender for the link again.",
    ),
    "ed.copy_link": _t("लिङ्क कपी गर्नुहोस्", "लिंक कॉपी करें", "Copy the link"),
    "ed.copy_code": _t("कोड कपी गर्नुहोस्", "कोड कॉपी करें", "Copy the code"),
    "ed.copied": _t("कपी भयो।", "कॉपी हो गया।", "Copied."),
    "ed.copy_manual": _t("कपी गर्न सकिएन: छानिएको पाठ आफैं कपी गर्नुहोस्।", "कॉपी नहीं हो सका: चुना हुआ पाठ ख़ुद कॉपी करें।", "Could not copy: copy the selected text yourself."),
    "ed.bad_file": _t("यो फाइल पढ्न सकिएन: {why}", "यह फ़ाइल पढ़ी नहीं जा सकी: {why}", "This file could not be read: {why}"),
    "ed.bad_code": _t("यो कोड पढ्न सकिएन: {why}", "यह कोड पढ़ा नहीं जा सका: {why}", "This code could not be read: {why}"),
    "ed.err.header": _t("यो KMahjongg को बनोट फाइल होइन (पहिलो हरफ मिलेन)", "यह KMahjongg की बनावट फ़ाइल नहीं है (पहली पंक्ति नहीं मिली)", "it is not a KMahjongg layout file (its first line is wrong)"),
    "ed.err.size": _t("बोर्डको नाप र हरफहरू मिलेनन्", "बोर्ड का नाप और पंक्तियाँ मेल नहीं खातीं", "the board's size and its lines do not agree"),
    "ed.err.top": _t("कुनै टायलको माथिल्लो हरफ १ २ छैन", "किसी टाइल की ऊपरी पंक्ति १ २ नहीं है", "a tile's top row is not 1 2"),
    "ed.err.count": _t("टायल जोर र १४४ सम्म हुनुपर्छ", "टाइलें सम और १४४ तक होनी चाहिए", "it needs an even number of tiles, up to 144"),
    "ed.err.shape": _t("केही टायल खप्टिएका वा अड्याइएका छैनन्", "कुछ टाइलें चढ़ी हैं या टिकी नहीं हैं", "some tiles overlap or do not rest on tiles below"),
    "ed.err.code": _t("कोड अधुरो वा गलत टाइप भएको छ", "कोड अधूरा है या ग़लत टाइप हुआ है", "it is cut short or mistyped"),
    "ed.mine": _t("मेरा बनोट", "मेरी बनावटें", "My layouts"),
    "ed.mine_none": _t("अहिलेसम्म कुनै राखिएको छैन।", "अभी तक कोई नहीं सहेजी।", "None saved yet."),
    "ed.edit": _t("{name} सम्पादन", "{name} बदलें", "Edit {name}"),
    "ed.delete": _t("{name} मेटाउनुहोस्", "{name} मिटाएँ", "Delete {name}"),
    "ed.back": _t("सोलिटेयरमा फर्कनुहोस्", "सॉलिटेयर पर लौटें", "Back to the solitaire"),
}
