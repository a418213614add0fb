import type { CourseType } from "../../lib/domain";

/** Demo content for an empty database: the spec's 17 courses (section 9) and a believable institute. */
type DemoCourse = {
  course_name: string;
  course_code: string;
  course_type: CourseType;
  duration_weeks: number;
  fee_amount: number;
  max_students: number;
  currently_enrolled: number;
  instructor_name: string;
  /** Days from the seeding date; negative is in the past. */
  starts_in_days: number;
  description: string;
};

export const DEMO_COURSES: DemoCourse[] = [
  { course_name: "Laptop and Desktop Repairing", course_code: "LDR-101", course_type: "laptop_repair", duration_weeks: 12, fee_amount: 25000, max_students: 20, currently_enrolled: 18, instructor_name: "Rajesh Kumar", starts_in_days: -20, description: "Chip-level laptop and desktop repair: motherboard diagnosis, power sections, BIOS programming, display and keyboard faults, and BGA rework on real boards." },
  { course_name: "Mobile and Smartphone Repairing", course_code: "MSR-101", course_type: "mobile_repair", duration_weeks: 8, fee_amount: 18000, max_students: 20, currently_enrolled: 15, instructor_name: "Amit Sharma", starts_in_days: -10, description: "From display and battery replacement to chip-level faults: charging, network, audio and software flashing on Android phones." },
  { course_name: "iPhone Repairing Course", course_code: "IPR-201", course_type: "mobile_repair", duration_weeks: 6, fee_amount: 22000, max_students: 15, currently_enrolled: 6, instructor_name: "Vikas Verma", starts_in_days: 14, description: "iPhone logic board repair, Face ID and True Tone handling, back glass and screen work, and data-safe diagnostics." },
  { course_name: "AC PCB Repairing Course", course_code: "ACP-101", course_type: "ac_repair", duration_weeks: 6, fee_amount: 15000, max_students: 20, currently_enrolled: 9, instructor_name: "Sanjay Gupta", starts_in_days: -5, description: "Inverter and non-inverter AC control boards: power supply, sensors, IPM modules, error codes and component-level repair." },
  { course_name: "AC Mechanical Repairing", course_code: "ACM-101", course_type: "ac_repair", duration_weeks: 4, fee_amount: 12000, max_students: 20, currently_enrolled: 20, instructor_name: "Sanjay Gupta", starts_in_days: -14, description: "Installation, gas charging, leak testing, brazing, compressor and fan motor replacement on split and window ACs." },
  { course_name: "HVAC VRF VRV Repairing", course_code: "HVC-301", course_type: "hvac_repair", duration_weeks: 10, fee_amount: 35000, max_students: 15, currently_enrolled: 12, instructor_name: "Manoj Singh", starts_in_days: 21, description: "Commercial HVAC: VRF and VRV systems, addressing, commissioning, fault codes, refrigerant piping and site practice." },
  { course_name: "Inverter Repairing Course", course_code: "INV-101", course_type: "inverter_repair", duration_weeks: 4, fee_amount: 8000, max_students: 20, currently_enrolled: 7, instructor_name: "Deepak Yadav", starts_in_days: 7, description: "Home inverters and UPS: charging circuits, MOSFET stages, transformers, batteries and solar-ready units." },
  { course_name: "Fridge & Washing Machine PCB Repairing", course_code: "FWM-101", course_type: "washing_machine_repair", duration_weeks: 6, fee_amount: 14000, max_students: 20, currently_enrolled: 11, instructor_name: "Deepak Yadav", starts_in_days: -3, description: "Inverter refrigerator and front- and top-load washing machine boards: motor drives, sensors, error codes and repair." },
  { course_name: "E Vehicle Chip Level Repairing", course_code: "EVR-201", course_type: "e_vehicle_repair", duration_weeks: 8, fee_amount: 28000, max_students: 15, currently_enrolled: 4, instructor_name: "Arjun Mehta", starts_in_days: 30, description: "Electric scooter and e-rickshaw controllers, BMS and lithium battery packs, chargers and hub motors." },
  { course_name: "Computer Hardware & Software", course_code: "CHS-101", course_type: "computer_repair", duration_weeks: 8, fee_amount: 15000, max_students: 20, currently_enrolled: 14, instructor_name: "Rajesh Kumar", starts_in_days: -40, description: "Assembling, upgrading and troubleshooting PCs; Windows installation, drivers, networking basics and data recovery." },
  { course_name: "Printer Repairing Course", course_code: "PRN-101", course_type: "computer_repair", duration_weeks: 4, fee_amount: 9000, max_students: 20, currently_enrolled: 5, instructor_name: "Neha Kapoor", starts_in_days: -90, description: "Laser and inkjet printers: paper path, fuser, cartridges, formatter boards and resets." },
  { course_name: "LED LCD TV Repairing Course", course_code: "TVR-101", course_type: "technical_training", duration_weeks: 6, fee_amount: 12000, max_students: 20, currently_enrolled: 10, instructor_name: "Vikas Verma", starts_in_days: -7, description: "Power supply and T-con boards, backlight strips, panel faults and software updates on LED and LCD TVs." },
  { course_name: "CCTV Camera Technician Course", course_code: "CCT-101", course_type: "technical_training", duration_weeks: 4, fee_amount: 10000, max_students: 20, currently_enrolled: 16, instructor_name: "Arjun Mehta", starts_in_days: -2, description: "Analog and IP cameras, DVR and NVR set-up, cabling, remote viewing on phones and site surveys." },
  { course_name: "Fire Alarm System Training", course_code: "FAS-101", course_type: "technical_training", duration_weeks: 3, fee_amount: 9000, max_students: 20, currently_enrolled: 3, instructor_name: "Manoj Singh", starts_in_days: 10, description: "Conventional and addressable panels, detectors, sounders, wiring and testing as per safety practice." },
  { course_name: "Electronic Security Devices Training", course_code: "ESD-101", course_type: "technical_training", duration_weeks: 3, fee_amount: 9000, max_students: 20, currently_enrolled: 8, instructor_name: "Neha Kapoor", starts_in_days: -1, description: "Intrusion alarms, access control, sensors and smart locks: installation, programming and service." },
  { course_name: "Video Door Phone & Biometric", course_code: "VDP-101", course_type: "technical_training", duration_weeks: 2, fee_amount: 6000, max_students: 20, currently_enrolled: 2, instructor_name: "Arjun Mehta", starts_in_days: 18, description: "Video door phones and biometric attendance devices: installation, configuration and repair." },
  { course_name: "EPABX Intercom System", course_code: "EPX-101", course_type: "technical_training", duration_weeks: 2, fee_amount: 6000, max_students: 20, currently_enrolled: 5, instructor_name: "Neha Kapoor", starts_in_days: -4, description: "EPABX and intercom systems for offices and societies: wiring, programming extensions and fault finding." },
];

export const DEMO_GALLERY = [
  { image_url: "/images/gallery/classroom.svg", title: "Theory session in progress", description: "Every topic starts with the circuit on the board.", alt_text: "Trainer explaining a circuit diagram to students in a classroom", is_featured: true },
  { image_url: "/images/gallery/lab-mobile.svg", title: "Mobile repair lab", description: "One workstation per student, with microscope and hot air.", alt_text: "A row of mobile repair workstations with tools", is_featured: true },
  { image_url: "/images/gallery/tools-wall.svg", title: "Tools for every trade", description: null, alt_text: "Pegboard wall with screwdrivers, pliers and meters", is_featured: false },
  { image_url: "/images/gallery/lab-laptop.svg", title: "Laptop chip-level lab", description: "Motherboards, not slides.", alt_text: "Laptop motherboards on anti-static benches", is_featured: false },
  { image_url: "/images/gallery/bga-machine.svg", title: "BGA rework machine", description: "Students practise BGA and OCA work on real machines.", alt_text: "BGA rework machine reflowing a chip", is_featured: true },
  { image_url: "/images/gallery/ac-training.svg", title: "AC training bay", description: null, alt_text: "Split air conditioner mounted for hands-on training", is_featured: false },
  { image_url: "/images/gallery/hvac-site-visit.svg", title: "VRF site visit", description: "Commissioning practice on a live rooftop installation.", alt_text: "Rooftop VRF outdoor units during a site visit", is_featured: false },
  { image_url: "/images/gallery/certificate-day.svg", title: "Certificate day", description: null, alt_text: "Students holding their certificates", is_featured: false },
  { image_url: "/images/gallery/hostel.svg", title: "Student hostel", description: "Clean rooms near the institute for students from outside Delhi.", alt_text: "A tidy hostel room with beds and study tables", is_featured: false },
  // Hidden from the public gallery: shows staff what the Status toggle does.
  { image_url: "/images/gallery/tools-wall.svg", title: "First workshop, 2021 (archived)", description: "Our original one-room workshop.", alt_text: "Tool wall of the first workshop", is_featured: false, is_active: false },
];

export const DEMO_CERTIFICATES = [
  { certificate_id: "STI-2025-0001", student_name: "Rahul Verma", course_name: "Mobile and Smartphone Repairing", approved_by: "Amit Sharma", issue_date: "2025-06-14", details: "Completed with distinction. Attendance 96%." },
  { certificate_id: "STI-2025-0002", student_name: "Pooja Rani", course_name: "Laptop and Desktop Repairing", approved_by: "Rajesh Kumar", issue_date: "2025-08-30", details: "Grade A. Attendance 91%." },
  { certificate_id: "STI-2026-0003", student_name: "Mohd. Imran", course_name: "AC PCB Repairing Course", approved_by: "Sanjay Gupta", issue_date: "2026-02-11", details: null },
  { certificate_id: "STI-2026-0004", student_name: "Sunil Kumar", course_name: "HVAC VRF VRV Repairing", approved_by: "Manoj Singh", issue_date: "2026-07-05", details: "Grade A+. Site practice at two commercial projects." },
];

export const DEMO_INQUIRIES = [
  { full_name: "Aakash Yadav", email: "aakash.yadav@example.com", phone: "9810012345", course_code: "MSR-101", age: 19, education: "12th", address: "Shahdara, Delhi", previous_experience: "Replaced screens for friends", reason_for_joining: "Want to open my own mobile shop", status: "pending", days_ago: 0 },
  { full_name: "Priya Singh", email: "priya.singh@example.com", phone: "9899012345", course_code: "LDR-101", age: 22, education: "graduate", address: null, previous_experience: null, reason_for_joining: "Job in a laptop service centre", status: "contacted", days_ago: 2 },
  { full_name: "Mohit Chauhan", email: "mohit.c@example.com", phone: "8700012345", course_code: "ACP-101", age: 27, education: "diploma", address: "Ghaziabad, UP", previous_experience: "Two years as AC helper", reason_for_joining: "Learn PCB repair to earn more", status: "enrolled", days_ago: 5 },
  { full_name: "Salman Khan", email: "salman.k@example.com", phone: "7011012345", course_code: "HVC-301", age: null, education: "12th", address: null, previous_experience: null, reason_for_joining: null, status: "pending", days_ago: 1 },
  { full_name: "Neeraj Pal", email: "neeraj.pal@example.com", phone: "9312012345", course_code: "EVR-201", age: 31, education: "10th", address: "Faridabad, Haryana", previous_experience: "E-rickshaw mechanic", reason_for_joining: "EV controllers are the future", status: "rejected", days_ago: 9 },
];

export const DEMO_MESSAGES = [
  { from_number: "919810012345", to_number: "919876543210", message_body: "Namaste, mobile repairing course ki fees kitni hai?", direction: "inbound", status: "delivered", minutes_ago: 30 },
  { from_number: "919876543210", to_number: "919810012345", message_body: "Namaste! Mobile and Smartphone Repairing is 8 weeks, Rs. 18,000. Free demo class every day at 11 AM.", direction: "outbound", status: "sent", minutes_ago: 25 },
  { from_number: "919899012345", to_number: "919876543210", message_body: "Is hostel available for students from Bihar?", direction: "inbound", status: "delivered", minutes_ago: 300 },
  { from_number: "919876543210", to_number: "919899012345", message_body: "Yes, hostel rooms are available near the institute.", direction: "outbound", status: "failed", minutes_ago: 290 },
];

export const DEMO_PRODUCTS = [
  { name: "Mobile repair toolkit", price: "2499", is_active: true },
  { name: "Digital multimeter", price: "899", is_active: true },
  { name: "Study notes: AC PCB (printed)", price: "499", is_active: false },
];

export const DEMO_ORDERS = [
  { customer_name: "Rahul Verma", customer_email: "rahul.v@example.com", total_amount: "2499", days_ago: 3 },
  { customer_name: "Pooja Rani", customer_email: "pooja.r@example.com", total_amount: "1398", days_ago: 12 },
];
