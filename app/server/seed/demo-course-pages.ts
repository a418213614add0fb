/**
 * The course-page answers of the demo's featured courses, Mobile, Laptop and AC, in
 * English and Hindi: what a visitor asks before calling (what will I learn, for how long, who can
 * join, when are classes, how can I pay). The other demo courses leave them empty, and their
 * pages show nothing in those places.
 */
type DemoCoursePage = {
  /** The syllabus, one module a row in both languages: English title, Hindi title, hours. */
  modules: readonly (readonly [en: string, hi: string, hours: number])[];
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
    modules: [
      ["Tools, safety and soldering basics", "औज़ार, सुरक्षा और सोल्डरिंग की शुरुआत", 12],
      ["Display, battery and charging port replacement", "डिस्प्ले, बैटरी और चार्जिंग पोर्ट बदलना", 16],
      ["Reading schematics and using a multimeter", "स्कीमैटिक पढ़ना और मल्टीमीटर चलाना", 14],
      ["Charging, power and audio sections (chip level)", "चार्जिंग, पावर और ऑडियो सेक्शन (चिप लेवल)", 24],
      ["Network and signal faults", "नेटवर्क और सिग्नल की ख़राबी", 18],
      ["Software: flashing, FRP and unlocking", "सॉफ़्टवेयर: फ्लैशिंग, FRP और अनलॉक", 16],
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
    modules: [
      ["PC assembly, operating systems and data recovery", "PC असेंबली, ऑपरेटिंग सिस्टम और डेटा रिकवरी", 20],
      ["Electronics basics and component testing", "इलेक्ट्रॉनिक्स की शुरुआत और कंपोनेंट टेस्टिंग", 20],
      ["Motherboard power sections and sequences", "मदरबोर्ड के पावर सेक्शन और सीक्वेंस", 30],
      ["BIOS programming and EC faults", "BIOS प्रोग्रामिंग और EC की ख़राबी", 20],
      ["Display, keyboard and charging faults", "डिस्प्ले, कीबोर्ड और चार्जिंग की ख़राबी", 20],
      ["BGA rework and chip replacement", "BGA रीवर्क और चिप बदलना", 30],
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
    modules: [
      ["AC electrical basics and safety", "AC की बिजली की बुनियादी बातें और सुरक्षा", 10],
      ["Indoor and outdoor PCB power supplies", "इनडोर और आउटडोर PCB की पावर सप्लाई", 16],
      ["Sensors, relays and error codes", "सेंसर, रिले और एरर कोड", 14],
      ["Inverter PCB: IPM modules and compressor drive", "इन्वर्टर PCB: IPM मॉड्यूल और कंप्रेसर ड्राइव", 20],
      ["Field practice on split ACs", "स्प्लिट AC पर फ़ील्ड प्रैक्टिस", 12],
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
