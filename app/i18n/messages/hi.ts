import type { Messages } from "./en";
import { about } from "./hi/about";
import { adminList } from "./hi/admin-list";
import { admission } from "./hi/admission";
import { careers } from "./hi/careers";
import { certificate } from "./hi/certificate";
import { contact } from "./hi/contact";
import { course } from "./hi/course";
import { errors } from "./hi/errors";
import { fees } from "./hi/fees";
import { feesStaff } from "./hi/fees-staff";
import { forms } from "./hi/forms";
import { gallery } from "./hi/gallery";
import { home } from "./hi/home";
import { legal } from "./hi/legal";
import { onlineCourses } from "./hi/online-courses";
import { payments } from "./hi/payments";
import { portal } from "./hi/portal";
import { receipt } from "./hi/receipt";
import { sitemap } from "./hi/sitemap";
import { trust } from "./hi/trust";

/** Hindi messages (hi-IN): plain, spoken Hindi as a young visitor reads it; trade names people search for stay in English letters where that is how they are said. */
export const hi: Messages = {
  forms,
  lang: { switchTo: "English", switchLabel: "Read in English (अंग्रेज़ी में पढ़ें)" },
  media: {
    slideOf: "{{total}} में से {{n}}",
    previousImage: "पिछली तस्वीर",
    nextImage: "अगली तस्वीर",
    showImage: "तस्वीर {{n}} दिखाएं",
    gallery: "गैलरी",
    enlarge: "बड़ा करके देखें: {{title}}",
    close: "बंद करें",
    featured: "ख़ास",
  },
  nav: {
    contactBar: "संपर्क पट्टी",
    skipToContent: "सीधे मुख्य हिस्से पर जाएं",
    landmarks: {
      main: "मुख्य मेनू",
      footer: "फ़ुटर के लिंक",
      breadcrumb: "आप यहाँ हैं",
      menu: "मेनू",
      mobile: "मोबाइल मेनू",
      callUs: "हमें कॉल करें",
      followUs: "हमें फ़ॉलो करें",
      quickContact: "तुरंत संपर्क",
      chatWhatsApp: "WhatsApp पर चैट करें",
      call: "{{phone}} पर कॉल करें",
    },
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
    metaDescription:
      "दिल्ली में मोबाइल, लैपटॉप, AC, HVAC, इन्वर्टर, EV और इलेक्ट्रॉनिक्स रिपेयर कोर्स: 4-8 हफ़्ते के प्रैक्टिकल बैच, हर बैच में ज़्यादा से ज़्यादा 20 छात्र, सर्टिफिकेट के साथ।",
    loadFailedTitle: "गड़बड़ी",
    loadFailed: "कोर्स लोड नहीं हो सके। कृपया फिर से कोशिश करें।",
    highlightsLabel: "कोर्स की ख़ास बातें",
    highlights: {
      durationTitle: "4-8 हफ़्ते के कोर्स",
      durationText: "छोटे, काम पर केंद्रित कोर्स जो आपको जल्दी नौकरी के लिए तैयार करते हैं।",
      batchTitle: "एक बैच में ज़्यादा से ज़्यादा 20 छात्र",
      batchText: "छोटे बैच, ताकि हर छात्र को बेंच पर समय और पूरा ध्यान मिले।",
      certificateTitle: "सर्टिफिकेट",
      certificateText: "कोर्स पूरा करने पर ऐसा सर्टिफिकेट जिसे ऑनलाइन जांचा जा सकता है।",
    },
    noneTitle: "अभी कोई कोर्स उपलब्ध नहीं है",
    noneText: "नए बैच की तैयारी चल रही है। अगले बैच के बारे में जानने के लिए हमसे संपर्क करें।",
    contactUs: "हमसे संपर्क करें",
    whatYouGet: "आपको क्या मिलेगा",
    get: {
      practical: "असली डिवाइस पर हाथों से प्रैक्टिकल ट्रेनिंग",
      chipLevel: "चिप-लेवल पर ख़राबी ढूंढने और रिपेयर के तरीक़े",
      tools: "प्रोफ़ेशनल टूल और मशीनों का इस्तेमाल",
      material: "पढ़ाई का मटीरियल और सर्किट डायग्राम",
      certificate: "कोर्स पूरा करने का सर्टिफिकेट, जिसे ऑनलाइन जांचा जा सकता है",
      placement: "नौकरी दिलाने में मदद और अपना काम शुरू करने की सलाह",
      support: "कोर्स के बाद भी सवालों में मदद",
      hostel: "दिल्ली के बाहर के छात्रों के लिए हॉस्टल की सुविधा",
    },
    apply: "एडमिशन के लिए अप्लाई करें",
    counsellor: "काउंसलर से बात करें",
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
    metaTitle: "हमारे इंस्टीट्यूट के सभी कोर्स",
    metaDescription: "दिल्ली कैंपस में चल रहे हर कोर्स को नाम, ट्रेड या ट्रेनर से खोजें: अवधि, फ़ीस और सीटें एक नज़र में।",
    totals: { label: "कोर्स के आंकड़े", courses: "कुल कोर्स", types: "कोर्स के प्रकार", seats: "कुल सीटें", duration: "औसत अवधि" },
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
  receipt,
  portal,
  sitemap,
  payments,
  errors,
  legal,
  course,
  admission,
  contact,
  /** The admin student page's Fees section (?lang=hi), not a public page's. */
  fees,
  /** The fees staff pages' other words: settings, fee plan, form messages, list words (?lang=hi). */
  feesStaff,
  /** The shared admin list words (filters, search, paging) on a page shown in Hindi. */
  adminList,
};
