"""Texts of the About view: the app's version, its licence, and what the site ships."""

TEXT: dict[str, dict[str, str]] = {
    "about.title": {"ne": "यो एपबारे", "hi": "इस ऐप के बारे में", "en": "About this app"},
    "about.intro": {
        "ne": "महजोङ सोलिटेयर, MCR अङ्क गणना, अङ्कपाना र MCR खेल: नेपाल र भारतका खेलाडीहरूका "
              "लागि निःशुल्क, अफलाइन पनि चल्ने।",
        "hi": "माहजोंग सॉलिटेयर, MCR स्कोरिंग, स्कोर शीट और MCR खेल: नेपाल और भारत के "
              "खिलाड़ियों के लिए मुफ़्त, ऑफ़लाइन भी चलता है।",
        "en": "Mahjong solitaire, MCR scoring, a score sheet and the MCR table game: free for "
              "players in Nepal and India, and it works offline.",
    },
    "about.version": {"ne": "संस्करण {version}", "hi": "संस्करण {version}",
                      "en": "Version {version}"},
    "about.build": {"ne": "बिल्ड {commit}, {date}", "hi": "बिल्ड {commit}, {date}",
                    "en": "build {commit}, {date}"},
    "about.licence.h": {"ne": "इजाजतपत्र", "hi": "लाइसेंस", "en": "Licence"},
    "about.licence": {
        "ne": "यो एप MIT इजाजतपत्रअन्तर्गत स्वतन्त्र सफ्टवेयर हो: यसलाई चलाउन, प्रतिलिपि "
              "गर्न, बदल्न र बाँड्न पाइन्छ, इजाजतपत्रको सूचना सँगै राखेर।",
        "hi": "यह ऐप MIT लाइसेंस के तहत मुक्त सॉफ़्टवेयर है: इसे चलाने, कॉपी करने, बदलने और "
              "बाँटने की अनुमति है, बशर्ते लाइसेंस की सूचना साथ रहे।",
        "en": "This app is free software under the MIT licence: you may run, copy, change and "
              "share it, as long as the licence's notice goes with it.",
    },
    "about.licence.text": {"ne": "MIT इजाजतपत्र पढ्नुहोस्", "hi": "MIT लाइसेंस पढ़ें",
                           "en": "Read the MIT licence"},
    "about.ships.h": {"ne": "यो साइटले साथमा ल्याउने कुरा", "hi": "यह साइट साथ में क्या लाती है",
                      "en": "What the site ships"},
    "about.pyodide": {
        "ne": "पायोडाइड {version}: ब्राउजरभित्र चल्ने पाइथन (MPL 2.0)।",
        "hi": "पायोडाइड {version}: ब्राउज़र के भीतर चलने वाला पायथन (MPL 2.0)।",
        "en": "Pyodide {version}: Python running in the browser (MPL 2.0).",
    },
    "about.python": {
        "ne": "CPython र यसको मानक लाइब्रेरी, पायोडाइडभित्र (Python Software Foundation "
              "License)।",
        "hi": "CPython और इसकी मानक लाइब्रेरी, पायोडाइड के भीतर (Python Software Foundation "
              "License)।",
        "en": "CPython and its standard library, inside Pyodide (Python Software Foundation "
              "License).",
    },
    "about.pyscript": {
        "ne": "पाइस्क्रिप्ट {version}: पृष्ठलाई पाइथनसँग जोड्ने (Apache 2.0)।",
        "hi": "पाइस्क्रिप्ट {version}: पेज को पायथन से जोड़ता है (Apache 2.0)।",
        "en": "PyScript {version}: binds the page to Python (Apache 2.0).",
    },
    "about.font": {
        "ne": "फ्यानका चिनियाँ नामको फन्ट: Noto Sans CJK SC को अंश (SIL Open Font License "
              "1.1)।",
        "hi": "फ़ैन के चीनी नामों का फ़ॉन्ट: Noto Sans CJK SC का अंश (SIL Open Font License "
              "1.1)।",
        "en": "The font of the fans' Chinese names: a subset of Noto Sans CJK SC (SIL Open "
              "Font License 1.1).",
    },
    "about.art": {
        "ne": "टायलका चित्र, आइकन र सबै कोड: यही परियोजनाका (MIT)।",
        "hi": "टाइलों के चित्र, आइकन और सारा कोड: इसी परियोजना के (MIT)।",
        "en": "The tile art, the icons and all the code: this project's own (MIT).",
    },
    "about.namer": {
        "ne": "फोटोबाट टायल चिन्ने सानो मोडेल यही परियोजनाले तालिम दिएको हो (MIT), यी खुला "
              "फोटोहरूबाट: “Chinese Mahjong Detection”, Roboflow Universe को "
              "riichimahjongdetection (CC BY 4.0); kch3coo/mahjong_detection (Apache 2.0); "
              "Camerash/mahjong-dataset, © 2019 Esmond Wong (MIT)।",
        "hi": "फ़ोटो से टाइल पहचानने वाला छोटा मॉडल इसी परियोजना ने प्रशिक्षित किया है (MIT), इन "
              "खुली फ़ोटो से: “Chinese Mahjong Detection”, Roboflow Universe का "
              "riichimahjongdetection (CC BY 4.0); kch3coo/mahjong_detection (Apache 2.0); "
              "Camerash/mahjong-dataset, © 2019 Esmond Wong (MIT)।",
        "en": "The small model that names tiles in a photo was trained by this project (MIT) "
              "on these open photos: “Chinese Mahjong Detection” by riichimahjongdetection on "
              "Roboflow Universe (CC BY 4.0); kch3coo/mahjong_detection (Apache 2.0); "
              "Camerash/mahjong-dataset, © 2019 Esmond Wong (MIT).",
    },
    "about.read": {"ne": "इजाजतपत्र पढ्नुहोस्", "hi": "लाइसेंस पढ़ें", "en": "Read the licence"},
    "about.back": {"ne": "सोलिटेयरमा फर्कनुहोस्", "hi": "सॉलिटेयर पर लौटें",
                   "en": "Back to the solitaire"},
}
