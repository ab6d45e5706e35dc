"""Texts of the app shell: name, navigation, language picker, the loading steps and errors (also
used before Python is up: build.py writes them into the page's static shell, tools/shell/)."""

TEXT: dict[str, dict[str, str]] = {
    "app.name": {"ne": "महजोङ", "hi": "माहजोंग", "en": "Mahjong"},
    "nav.label": {"ne": "खण्डहरू", "hi": "खंड", "en": "Sections"},
    "nav.solitaire": {"ne": "सोलिटेयर", "hi": "सॉलिटेयर", "en": "Solitaire"},
    "nav.scorer": {"ne": "हात गन्नुहोस्", "hi": "हाथ गिनें", "en": "Score a hand"},
    "nav.sheet": {"ne": "अङ्कपाना", "hi": "स्कोर शीट", "en": "Score sheet"},
    "nav.reference": {"ne": "फ्यान सूची", "hi": "फ़ैन सूची", "en": "Fans"},
    "nav.table": {"ne": "MCR खेल", "hi": "MCR खेल", "en": "Play MCR"},
    "nav.puzzles": {"ne": "कुन टाइल फाल्ने? पहेली", "hi": "कौन-सी टाइल फेंकें? पहेलियाँ",
                    "en": "Discard puzzles"},
    "lang.label": {"ne": "भाषा", "hi": "भाषा", "en": "Language"},
    # the tile set (app/tileset.py, the header's chooser)
    "tiles.label": {"ne": "टायल सेट", "hi": "टाइल सेट", "en": "Tile set"},
    "tiles.classic": {"ne": "सामान्य", "hi": "सामान्य", "en": "Standard"},
    "tiles.traditional": {"ne": "परम्परागत, असली टायलमा छापिएझैँ",
                          "hi": "पारंपरिक, असली टाइलों पर छपी जैसी",
                          "en": "Traditional, as printed on real sets"},
    "tiles.large": {"ne": "ठूला अङ्क, गाढा रङ", "hi": "बड़े अंक, गहरा कंट्रास्ट",
                    "en": "Large numbers, strong contrast"},
    "tiles.done": {"ne": "भयो", "hi": "हो गया", "en": "Done"},
    "loading.ready": {"ne": "तयार", "hi": "तैयार", "en": "Ready"},
    # the loading steps (boot.js shows them in the page's language)
    "loading.python": {"ne": "पाइथन ल्याउँदै", "hi": "पायथन ला रहे हैं", "en": "Loading Python"},
    "loading.restoring": {
        "ne": "पछिल्लो पटक राखिएको पाइथन फर्काउँदै",
        "hi": "पिछली बार रखा पायथन वापस ला रहे हैं",
        "en": "Restoring Python saved by your last visit",
    },
    "loading.starting": {"ne": "पाइथन सुरु गर्दै", "hi": "पायथन शुरू कर रहे हैं",
                         "en": "Starting Python"},
    "loading.started": {"ne": "पाइथन सुरु भयो", "hi": "पायथन शुरू हो गया",
                        "en": "Python started"},
    "loading.game": {"ne": "खेल ल्याउँदै", "hi": "खेल ला रहे हैं", "en": "Loading the game"},
    "loading.opening": {"ne": "खेल खोल्दै", "hi": "खेल खोल रहे हैं", "en": "Opening the game"},
    # a button tapped before Python is up (the static start screen)
    "shell.preparing": {"ne": "बाँड तयार गर्दै…", "hi": "खेल तैयार कर रहे हैं…",
                        "en": "Getting the deal ready…"},
    "shell.opening": {"ne": "खोल्दै…", "hi": "खोल रहे हैं…", "en": "Opening…"},
    "error.start": {
        "ne": "एप सुरु हुन सकेन। पृष्ठ फेरि लोड गर्नुहोस्।",
        "hi": "ऐप शुरू नहीं हो सका। पेज फिर से लोड करें।",
        "en": "The app could not start. Please reload the page.",
    },
    "error.run": {
        "ne": "केही गडबड भयो। अगाडि बढ्न पृष्ठ फेरि लोड गर्नुहोस्।",
        "hi": "कुछ गड़बड़ हो गई। आगे बढ़ने के लिए पेज फिर से लोड करें।",
        "en": "Something went wrong. Please reload the page to go on.",
    },
    "error.reload": {"ne": "फेरि लोड गर्नुहोस्", "hi": "फिर से लोड करें", "en": "Reload"},
    # a view whose code comes only when it is first opened (the table game)
    "view.loading": {"ne": "खुल्दैछ…", "hi": "खुल रहा है…", "en": "Opening…"},
    "view.err.load": {
        "ne": "एपको यो भाग ल्याउन सकिएन। इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।",
        "hi": "ऐप का यह हिस्सा लोड नहीं हो सका। इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।",
        "en": "This part of the app could not be loaded. Check the connection and try again.",
    },
    # the link to the About view (app/about), from the fan reference
    "about.link": {"ne": "यो एपबारे र इजाजतपत्रहरू", "hi": "इस ऐप के बारे में और लाइसेंस",
                   "en": "About this app and its licences"},
    "view.retry": {"ne": "फेरि प्रयास गर्नुहोस्", "hi": "फिर से कोशिश करें", "en": "Try again"},
    # a link the app did not make, which the view could not read
    "view.err.link": {
        "ne": "यो लिंक खोल्न सकिएन: यसमा एपले नबनाएको कुरा छ। पृष्ठ सुरुबाट खोलियो।",
        "hi": "यह लिंक खोला नहीं जा सका: इसमें कुछ ऐसा है जो ऐप ने नहीं बनाया। पेज शुरू से खोला गया।",
        "en": "This link could not be opened: it holds something the app did not make. "
              "The page opened at its start.",
    },
}
