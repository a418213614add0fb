import { TRADE_LABELS } from "#app/lib/trade-labels";
import { about } from "./en/about";
import { adminList } from "./en/admin-list";
import { admission } from "./en/admission";
import { careers } from "./en/careers";
import { certificate } from "./en/certificate";
import { contact } from "./en/contact";
import { course } from "./en/course";
import { errors } from "./en/errors";
import { fees } from "./en/fees";
import { feesStaff } from "./en/fees-staff";
/**
 * English messages (en-IN). The spec's strings, exactly as the spec writes them: the English
 * pages must read the same as before. Plurals use i18next's _one/_other keys.
 */
import { forms } from "./en/forms";
import { gallery } from "./en/gallery";
import { home } from "./en/home";
import { legal } from "./en/legal";
import { onlineCourses } from "./en/online-courses";
import { payments } from "./en/payments";
import { portal } from "./en/portal";
import { receipt } from "./en/receipt";
import { sitemap } from "./en/sitemap";
import { trust } from "./en/trust";

export const en = {
  forms,
  lang: { switchTo: "हिंदी", switchLabel: "हिंदी में पढ़ें (Read in Hindi)" },
  /** Image carousels and the gallery's viewer (course pages, gallery). */
  media: {
    slideOf: "{{n}} of {{total}}",
    previousImage: "Previous image",
    nextImage: "Next image",
    showImage: "Show image {{n}}",
    gallery: "Gallery",
    enlarge: "Enlarge: {{title}}",
    close: "Close",
    featured: "Featured",
  },
  nav: {
    contactBar: "Contact bar",
    skipToContent: "Skip to content",
    /** Names of the page's landmarks and controls without visible text (screen readers). */
    landmarks: {
      main: "Main",
      footer: "Footer",
      breadcrumb: "Breadcrumb",
      menu: "Menu",
      mobile: "Mobile",
      callUs: "Call us",
      followUs: "Follow us",
      quickContact: "Quick contact",
      chatWhatsApp: "Chat on WhatsApp",
      call: "Call {{phone}}",
    },
    hostelShort: "Hostel facility available",
    hostel: "Hostel facility available for outstation students",
    home: "Home",
    about: "About Us",
    courses: "Courses",
    onlineCourses: "Online Courses",
    internalCourses: "Internal Courses",
    certificate: "Certificate",
    gallery: "Gallery",
    contact: "Contact",
    enquiry: "ENQUIRY",
    viewAllCourses: "View All Courses",
    ourCourses: "Our courses",
    findTrade: "Find your trade",
    tagline: "Repair training · New Delhi",
    homeLabel: "{{site}} home",
  },
  trade: {
    all: "All courses",
    // One source with the admin form and the search (lib/trade-labels.ts).
    ...TRADE_LABELS,
    navLabel: "Trades",
  },
  card: {
    weeks_one: "{{count}} week",
    weeks_other: "{{count}} weeks",
    seatsLeft_one: "{{count}} seat left",
    seatsLeft_other: "{{count}} seats left",
    enrolled: "{{enrolled}}/{{max}} enrolled",
    reviews: "({{count}} reviews)",
    enrollNow: "Enroll Now",
    readMore: "Read More",
    viewDetails: "View Details",
    /** Course type labels: lib/course-status.ts courseTypeLabel's words (i18n.test.ts checks). */
    types: {
      mobile_repair: "Mobile Repair",
      laptop_repair: "Laptop Repair",
      computer_repair: "Computer Repair",
      ac_repair: "AC Repair",
      washing_machine_repair: "Washing Machine Repair",
      inverter_repair: "Inverter Repair",
      hvac_repair: "HVAC Repair",
      e_vehicle_repair: "E Vehicle Repair",
      technical_training: "Technical Training",
      other: "Other",
      both: "Complete Tech Course",
    },
  },
  courses: {
    title: "Our Courses",
    intro: "Practical, job-oriented repair training in Delhi. Learn on real devices from working technicians.",
    available: "Available Courses",
    availableIntro: "Choose a course, check the fee and seats, and enrol in minutes.",
    noneOfTrade: "No {{trade}} courses right now",
    noneOfTradeHint: "Ask us about the next batch, or look at the other trades.",
    showAll: "Show all courses",
    metaDescription:
      "Mobile, laptop, AC, HVAC, inverter, EV and electronics repair courses in Delhi: 4-8 week practical batches of at most 20 students, with certification.",
    loadFailedTitle: "Error",
    loadFailed: "Failed to load courses. Please try again.",
    highlightsLabel: "Course highlights",
    highlights: {
      durationTitle: "4-8 Weeks Duration",
      durationText: "Short, focused programmes that get you job-ready fast.",
      batchTitle: "Max 20 Students per Batch",
      batchText: "Small batches so every student gets bench time and attention.",
      certificateTitle: "Certification",
      certificateText: "A verifiable certificate on completion of your course.",
    },
    noneTitle: "No Courses Available",
    noneText: "New batches are being planned. Contact us to hear about the next one.",
    contactUs: "Contact Us",
    whatYouGet: "What You'll Get",
    get: {
      practical: "Hands-on practical training on real devices",
      chipLevel: "Chip-level fault finding and repair techniques",
      tools: "Use of professional tools and equipment",
      material: "Study material and circuit diagrams",
      certificate: "Verifiable course completion certificate",
      placement: "Placement assistance and business guidance",
      support: "Doubt-clearing support after the course",
      hostel: "Hostel facility for students from outside Delhi",
    },
    apply: "Apply for Admission",
    counsellor: "Talk to a Counsellor",
  },
  footer: {
    blurb: "Practical, job-ready training in mobile, laptop, AC, HVAC and appliance repair in Delhi since {{year}}.",
    home: "Home",
    courses: "Courses",
    about: "About Us",
    admission: "Admission",
    contact: "Contact",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    careers: "Careers",
    sitemap: "Sitemap",
    quickLinks: "Quick Links",
    stayUpdated: "Stay Updated",
    stayUpdatedText: "New batches, free demo classes and admission offers, straight to your inbox.",
    hours: "Monday to Sunday, 08:00 AM to 08:00 PM",
    rights: "© {{year}} {{site}}. All rights reserved.",
  },
  internal: {
    title: "Internal Courses",
    metaTitle: "All Courses at Our Institute",
    metaDescription: "Search every course running at our Delhi campus by name, trade or instructor: duration, fee and seats at a glance.",
    totals: { label: "Course totals", courses: "Total Courses", types: "Course Types", seats: "Total Seats", duration: "Average Duration" },
    intro: "Every course running at our campus. Search by course, trade or instructor.",
    searchLabel: "Search courses",
    searchPlaceholder: "Search courses by name, trade or instructor...",
    search: "Search",
    count_one: "{{count, number}} course",
    count_other: "{{count, number}} courses",
    tradeCount_one: "{{count, number}} {{trade}} course",
    tradeCount_other: "{{count, number}} {{trade}} courses",
    matches: '{{shown, number}} of {{count, number}} courses match "{{query}}"',
    noMatch: "No courses match your search",
    searchAllTrades: 'Search all trades for "{{query}}"',
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
} as const;

/** The shape every language's catalogue has (the English one is the reference). */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
