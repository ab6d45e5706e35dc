"""Texts of the app shell: name, navigation, language picker."""

TEXT: dict[str, dict[str, str]] = {
    "app.name": {"ne": "महजोङ", "hi": "माहजोंग", "en": "Mahjong"},
    "nav.label": {"ne": "खण्डहरू", "hi": "खंड", "en": "Sections"},
    "nav.solitaire": {"ne": "सोलिटेयर", "hi": "सॉलिटेयर", "en": "Solitaire"},
    "nav.scorer": {"ne": "हात गन्नुहोस्", "hi": "हाथ गिनें", "en": "Score a hand"},
    "nav.reference": {"ne": "फ्यान सूची", "hi": "फ़ैन सूची", "en": "Fans"},
    "nav.table": {"ne": "MCR खेल", "hi": "MCR खेल", "en": "Play MCR"},
    "lang.label": {"ne": "भाषा", "hi": "भाषा", "en": "Language"},
    "loading.ready": {"ne": "तयार", "hi": "तैयार", "en": "Ready"},
    "error.start": {
        "ne": "एप सुरु हुन सकेन। पृष्ठ फेरि लोड गर्नुहोस्।",
        "hi": "ऐप शुरू नहीं हो सका। पेज फिर से लोड करें।",
        "en": "The app could not start. Please reload the page.",
    },
}
