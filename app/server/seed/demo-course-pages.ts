import type { SyllabusModule } from "../../lib/course-syllabus";

/**
 * The course-page answers (issue 11) of the demo's featured courses, Mobile, Laptop and AC, in
 * English and Hindi: what a visitor asks before calling (what will I learn, for how long, who can
 * join, when are classes, how can I pay). The other demo courses leave them empty, and their
 * pages show nothing in those places.
 */
type DemoCoursePage = {
  syllabus: SyllabusModule[];
  syllabus_hi: SyllabusModule[];
  name_hi: string;
  description_hi: string;
  eligibility: string;
  teaching_language: string;
  batch_morning: string;
  batch_evening: string;
  batch_weekend: string;
  fee_full_payment: string;
  fee_instalments: string;
  fee_hostel: string;
  /** Days from the seeding date. */
  next_batch_in_days: number;
};

export const DEMO_COURSE_PAGES: Record<string, DemoCoursePage> = {
  "MSR-101": {
    name_hi: "मोबाइल और स्मार्टफोन रिपेयरिंग",
    description_hi: "डिस्प्ले और बैटरी बदलने से लेकर चिप-लेवल फ़ॉल्ट तक: Android फ़ोन में चार्जिंग, नेटवर्क, ऑडियो और सॉफ़्टवेयर फ्लैशिंग, असली फ़ोन पर।",
    syllabus: [
      { title: "Tools, safety and soldering basics", hours: 12 },
      { title: "Display, battery and charging port replacement", hours: 16 },
      { title: "Reading schematics and using a multimeter", hours: 14 },
      { title: "Charging, power and audio sections (chip level)", hours: 24 },
      { title: "Network and signal faults", hours: 18 },
      { title: "Software: flashing, FRP and unlocking", hours: 16 },
    ],
    syllabus_hi: [
      { title: "औज़ार, सुरक्षा और सोल्डरिंग की शुरुआत", hours: 12 },
      { title: "डिस्प्ले, बैटरी और चार्जिंग पोर्ट बदलना", hours: 16 },
      { title: "स्कीमैटिक पढ़ना और मल्टीमीटर चलाना", hours: 14 },
      { title: "चार्जिंग, पावर और ऑडियो सेक्शन (चिप लेवल)", hours: 24 },
      { title: "नेटवर्क और सिग्नल की ख़राबी", hours: 18 },
      { title: "सॉफ़्टवेयर: फ्लैशिंग, FRP और अनलॉक", hours: 16 },
    ],
    eligibility: "10th pass or above, age 16+. No earlier experience needed.",
    teaching_language: "Hindi and English",
    batch_morning: "9:00 AM – 12:00 PM",
    batch_evening: "5:00 PM – 8:00 PM",
    batch_weekend: "Sat–Sun, 10:00 AM – 4:00 PM",
    fee_full_payment: "16500",
    fee_instalments: "3 instalments of ₹6,000",
    fee_hostel: "4500",
    next_batch_in_days: 12,
  },
  "LDR-101": {
    name_hi: "लैपटॉप और डेस्कटॉप रिपेयरिंग",
    description_hi:
      "चिप-लेवल लैपटॉप और डेस्कटॉप रिपेयर: मदरबोर्ड की जाँच, पावर सेक्शन, BIOS प्रोग्रामिंग, डिस्प्ले और कीबोर्ड की ख़राबी, और असली बोर्ड पर BGA रीवर्क।",
    syllabus: [
      { title: "PC assembly, operating systems and data recovery", hours: 20 },
      { title: "Electronics basics and component testing", hours: 20 },
      { title: "Motherboard power sections and sequences", hours: 30 },
      { title: "BIOS programming and EC faults", hours: 20 },
      { title: "Display, keyboard and charging faults", hours: 20 },
      { title: "BGA rework and chip replacement", hours: 30 },
    ],
    syllabus_hi: [
      { title: "PC असेंबली, ऑपरेटिंग सिस्टम और डेटा रिकवरी", hours: 20 },
      { title: "इलेक्ट्रॉनिक्स की शुरुआत और कंपोनेंट टेस्टिंग", hours: 20 },
      { title: "मदरबोर्ड के पावर सेक्शन और सीक्वेंस", hours: 30 },
      { title: "BIOS प्रोग्रामिंग और EC की ख़राबी", hours: 20 },
      { title: "डिस्प्ले, कीबोर्ड और चार्जिंग की ख़राबी", hours: 20 },
      { title: "BGA रीवर्क और चिप बदलना", hours: 30 },
    ],
    eligibility: "12th pass or ITI/diploma, age 17+. Basic computer use helps.",
    teaching_language: "Hindi and English",
    batch_morning: "10:00 AM – 1:00 PM",
    batch_evening: "4:00 PM – 7:00 PM",
    batch_weekend: "Sun, 10:00 AM – 5:00 PM",
    fee_full_payment: "23000",
    fee_instalments: "4 instalments of ₹6,500",
    fee_hostel: "4500",
    next_batch_in_days: 20,
  },
  "ACP-101": {
    name_hi: "AC PCB रिपेयरिंग कोर्स",
    description_hi: "इन्वर्टर और नॉन-इन्वर्टर AC के कंट्रोल बोर्ड: पावर सप्लाई, सेंसर, IPM मॉड्यूल, एरर कोड और कंपोनेंट-लेवल रिपेयर।",
    syllabus: [
      { title: "AC electrical basics and safety", hours: 10 },
      { title: "Indoor and outdoor PCB power supplies", hours: 16 },
      { title: "Sensors, relays and error codes", hours: 14 },
      { title: "Inverter PCB: IPM modules and compressor drive", hours: 20 },
      { title: "Field practice on split ACs", hours: 12 },
    ],
    syllabus_hi: [
      { title: "AC की बिजली की बुनियादी बातें और सुरक्षा", hours: 10 },
      { title: "इनडोर और आउटडोर PCB की पावर सप्लाई", hours: 16 },
      { title: "सेंसर, रिले और एरर कोड", hours: 14 },
      { title: "इन्वर्टर PCB: IPM मॉड्यूल और कंप्रेसर ड्राइव", hours: 20 },
      { title: "स्प्लिट AC पर फ़ील्ड प्रैक्टिस", hours: 12 },
    ],
    eligibility: "10th pass, age 16+. Electricians and AC mechanics welcome.",
    teaching_language: "Hindi",
    batch_morning: "9:00 AM – 12:00 PM",
    batch_evening: "6:00 PM – 8:30 PM",
    batch_weekend: "Sat–Sun, 10:00 AM – 3:00 PM",
    fee_full_payment: "13500",
    fee_instalments: "2 instalments of ₹7,500",
    fee_hostel: "4500",
    next_batch_in_days: 9,
  },
};
