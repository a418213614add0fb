import type { Messages } from "./en";
import { about } from "./hi/about";
import { admission } from "./hi/admission";
import { careers } from "./hi/careers";
import { certificate } from "./hi/certificate";
import { contact } from "./hi/contact";
import { course } from "./hi/course";
import { errors } from "./hi/errors";
import { forms } from "./hi/forms";
import { gallery } from "./hi/gallery";
import { home } from "./hi/home";
import { legal } from "./hi/legal";
import { onlineCourses } from "./hi/online-courses";
import { sitemap } from "./hi/sitemap";
import { trust } from "./hi/trust";

/** Hindi messages (hi-IN): plain, spoken Hindi as a young visitor reads it; trade names people search for stay in English letters where that is how they are said. */
export const hi: Messages = {
  forms,
  lang: { switchTo: "English", switchLabel: "Read in English (अंग्रेज़ी में पढ़ें)" },
  nav: {
    contactBar: "संपर्क पट्टी",
    hostelShort: "हॉस्टल की सुविधा है",
    hostel: "बाहर से आए छात्रों के लिए हॉस्टल की सुविधा",
    home: "होम",
    about: "हमारे बारे में",
    courses: "कोर्स",
    onlineCourses: "ऑनलाइन कोर्स",
    internalCourses: "इंस्टीट्यूट के कोर्स",
    certificate: "सर्टिफिकेट",
    gallery: "गैलरी",
    contact: "संपर्क",
    enquiry: "पूछताछ",
    viewAllCourses: "सभी कोर्स देखें",
    ourCourses: "हमारे कोर्स",
    findTrade: "अपना ट्रेड चुनें",
    tagline: "रिपेयर ट्रेनिंग · नई दिल्ली",
    homeLabel: "{{site}} होम",
  },
  trade: {
    all: "सभी कोर्स",
    mobile: "मोबाइल और iPhone",
    laptop: "लैपटॉप और कंप्यूटर",
    ac: "AC और फ्रिज",
    hvac: "HVAC",
    appliances: "TV और घरेलू उपकरण",
    cctv: "CCTV और सिक्योरिटी",
    ev: "EV (इलेक्ट्रिक वाहन)",
    navLabel: "ट्रेड",
  },
  card: {
    weeks_one: "{{count}} हफ़्ता",
    weeks_other: "{{count}} हफ़्ते",
    seatsLeft_one: "{{count}} सीट बची",
    seatsLeft_other: "{{count}} सीटें बचीं",
    enrolled: "{{enrolled}}/{{max}} एडमिशन",
    reviews: "({{count}} रिव्यू)",
    enrollNow: "एडमिशन लें",
    readMore: "और जानें",
    viewDetails: "पूरी जानकारी",
    types: {
      mobile_repair: "मोबाइल रिपेयर",
      laptop_repair: "लैपटॉप रिपेयर",
      computer_repair: "कंप्यूटर रिपेयर",
      ac_repair: "AC रिपेयर",
      washing_machine_repair: "वॉशिंग मशीन रिपेयर",
      inverter_repair: "इन्वर्टर रिपेयर",
      hvac_repair: "HVAC रिपेयर",
      e_vehicle_repair: "EV रिपेयर",
      technical_training: "टेक्निकल ट्रेनिंग",
      other: "अन्य",
      both: "कम्प्लीट टेक कोर्स",
    },
  },
  courses: {
    title: "हमारे कोर्स",
    intro: "दिल्ली में प्रैक्टिकल, नौकरी दिलाने वाली रिपेयर ट्रेनिंग। काम कर रहे टेक्नीशियन से असली डिवाइस पर सीखें।",
    available: "उपलब्ध कोर्स",
    availableIntro: "कोर्स चुनें, फ़ीस और सीटें देखें, और कुछ ही मिनट में एडमिशन लें।",
    noneOfTrade: "अभी {{trade}} का कोई कोर्स नहीं है",
    noneOfTradeHint: "अगले बैच के बारे में हमसे पूछें, या दूसरे ट्रेड देखें।",
    showAll: "सभी कोर्स देखें",
  },
  footer: {
    blurb: "दिल्ली में {{year}} से मोबाइल, लैपटॉप, AC, HVAC और घरेलू उपकरण रिपेयर की प्रैक्टिकल, नौकरी दिलाने वाली ट्रेनिंग।",
    home: "होम",
    courses: "कोर्स",
    about: "हमारे बारे में",
    admission: "एडमिशन",
    contact: "संपर्क",
    privacy: "प्राइवेसी पॉलिसी",
    terms: "नियम और शर्तें",
    careers: "करियर",
    sitemap: "साइटमैप",
    quickLinks: "ज़रूरी लिंक",
    stayUpdated: "नई जानकारी पाएं",
    stayUpdatedText: "नए बैच, फ़्री डेमो क्लास और एडमिशन के ऑफ़र, सीधे आपके ई-मेल पर।",
    hours: "सोमवार से रविवार, सुबह 8:00 से शाम 8:00 बजे तक",
    rights: "© {{year}} {{site}}। सर्वाधिकार सुरक्षित।",
  },
  internal: {
    title: "इंस्टीट्यूट के कोर्स",
    intro: "हमारे कैंपस में चल रहे सभी कोर्स। कोर्स, ट्रेड या ट्रेनर के नाम से खोजें।",
    searchLabel: "कोर्स खोजें",
    searchPlaceholder: "कोर्स, ट्रेड या ट्रेनर का नाम लिखें...",
    search: "खोजें",
    count_one: "{{count, number}} कोर्स",
    count_other: "{{count, number}} कोर्स",
    tradeCount_one: "{{trade}} का {{count, number}} कोर्स",
    tradeCount_other: "{{trade}} के {{count, number}} कोर्स",
    matches: "{{count, number}} में से {{shown, number}} कोर्स “{{query}}” से मिलते हैं",
    noMatch: "आपकी खोज से कोई कोर्स नहीं मिला",
    searchAllTrades: "सभी ट्रेड में “{{query}}” खोजें",
  },
  home,
  trust,
  about,
  gallery,
  careers,
  onlineCourses,
  certificate,
  sitemap,
  errors,
  legal,
  course,
  admission,
  contact,
};
