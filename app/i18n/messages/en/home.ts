/** The home page (spec 2): the English text exactly as it was. */
export const home = {
  metaTitle: "{{site}} | Mobile, Laptop & AC Repairing Courses in Delhi",
  metaDescription:
    "Practical mobile, laptop, AC PCB, HVAC/VRF and fridge & washing machine PCB repairing courses in Delhi. 100% hands-on training, certification, hostel facility and a free demo class.",
  h1: "{{site}}: mobile, laptop, AC and HVAC repairing courses in Delhi",
  hero: {
    label: "Featured courses",
    slideOf: "{{n}} of {{total}}",
    chooseSlide: "Choose a slide",
    goTo: "Go to slide {{n}}: {{title}}",
    previous: "Previous slide",
    next: "Next slide",
    enrollNow: "Enroll Now",
    viewAll: "View All Courses",
    mobile: {
      title: "Mobile Repairing Course",
      subtitle: "Chip-level smartphone & iPhone repair",
      description:
        "Learn fault finding, IC reballing, BGA and OCA machine work and software flashing on real phones, from your very first week.",
      alt: "A smartphone opened on a repair mat with a soldering iron, tweezers and screws",
    },
    laptop: {
      title: "Laptop & Desktop Chip Level Repairing",
      subtitle: "Motherboard-level repair for laptops and PCs",
      description:
        "Trace circuits, repair power sections, replace chips with hot air and BGA rework, and install operating systems like a professional.",
      alt: "A laptop motherboard under inspection with a multimeter and hot-air station",
    },
    ac: {
      title: "AC PCB Repairing Course",
      subtitle: "Inverter and non-inverter AC boards",
      description:
        "Diagnose and repair indoor and outdoor unit PCBs, sensors and compressor drives of split and inverter air conditioners.",
      alt: "An air-conditioner indoor unit with its control board drawn out for repair",
    },
    hvac: {
      title: "HVAC / VRF / VRV Training",
      subtitle: "Commercial air-conditioning systems",
      description:
        "Understand VRF and VRV systems, piping, gas charging, error codes and servicing with practical, site-oriented training.",
      alt: "Outdoor VRF condensing units connected to indoor units by refrigerant piping",
    },
    appliances: {
      title: "Fridge & Washing Machine PCB Repairing",
      subtitle: "Home appliance electronics",
      description:
        "Repair the control boards of refrigerators and automatic washing machines, from inverter compressors to motor drives and sensors.",
      alt: "A refrigerator and a washing machine beside their control boards on a workbench",
    },
    complete: {
      title: "Complete Technology Course",
      subtitle: "Mobile, computer and appliances in one programme",
      description:
        "The all-round course for a career in electronics repair: phones, laptops, ACs and appliances, with certification and placement support.",
      alt: "A bench of tools with a phone, a laptop and an appliance board ready for repair",
    },
  },
  offer: {
    eyebrow: "Limited offer",
    title: "Get Rs. 3000 discount on online admission",
    bga: "BGA and OCA machine training",
    practical: "100% practical training",
    apply: "Apply Online Now",
  },
  stats: {
    eyebrow: "Awards & achievements",
    title: "Trusted by thousands of technicians",
    certificationCourses: "Certification Courses",
    since: "Training since",
    trainedStudents: "Trained Students",
    placement: "Placement Record",
  },
  why: {
    eyebrow: "Why choose us",
    title: "Learn a skill that pays from day one",
    intro: "Practical training, small batches and real support until you start working.",
    mobileTitle: "Mobile Repair",
    mobileText: "Chip-level smartphone and iPhone repair: diagnosis, IC work, BGA and OCA machines, software.",
    computerTitle: "Computer Repair",
    computerText: "Laptop and desktop motherboards, power sections, hardware upgrades and operating systems.",
    handsOnTitle: "Hands-on Training",
    handsOnText: "You learn on real devices at your own bench, with professional tools, every single day.",
    expertsTitle: "Expert Instructors",
    expertsText: "Trainers with years of service-centre experience who teach the way the trade really works.",
    certificationTitle: "Certification",
    certificationText: "A verifiable certificate for every completed course, with its own ID that employers can check online.",
    timingTitle: "Flexible Timing",
    timingText: "Morning, afternoon and evening batches, seven days a week, so you can learn alongside work or study.",
  },
  courses: {
    eyebrow: "Admissions open",
    title: "Courses We Offer",
    intro: "Choose a course, book a free demo class and start learning on real devices.",
    none: "New batches are being scheduled. Call us or book a free demo class below to hear about the next start date.",
    viewAll: "View All Courses",
  },
  about: {
    eyebrow: "About the institute",
    title: "Delhi's workshop for repair careers",
    imageAlt: "The front of {{site}} with its reception and workshop",
    text1:
      "{{site}} has trained repair technicians in Delhi since {{year}}. Our labs are set up like real service centres, so students spend their time with a soldering station, a microscope and a faulty board rather than a textbook.",
    text2:
      "More than {{students, number}} students have completed our courses and {{rate}}% of them are placed or run their own repair business. Students from outside Delhi can stay in our hostel, a short walk from the lab.",
    more: "More about us",
  },
  reviews: {
    eyebrow: "Student reviews",
    title: "What our students say",
    basedOn_one: "Based on {{count}} review",
    basedOn_other: "Based on {{count}} reviews",
    viewOnGoogle: "View on Google",
    write: "Write a Review",
    label: "Student reviews",
    reviewOf: "{{n}} of {{total}}",
    goTo: "Go to review {{n}}",
    previous: "Previous review",
    next: "Next review",
    stars: "{{rating}} out of 5 stars",
  },
  demo: {
    eyebrow: "Free demo class",
    title: "Book your free demo class",
    text: "Sit in a real class, see the lab and talk to a trainer before you decide. Send your details and we will confirm a time on WhatsApp.",
  },
  promo: {
    call: "Call Now",
    whatsApp: "WhatsApp Now",
    close: "Close",
    greeting: "Hello Supertech Institute! I would like to know more about your courses and the free demo class.",
  },
} as const;
