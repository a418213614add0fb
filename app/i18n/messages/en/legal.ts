/** The privacy policy and the terms (LegalPage). A text around a link is split at the link. */
export const legal = {
  updated: "Last updated: {{date}}",
  updatedDate: "1 November 2026",
  privacy: {
    metaTitle: "Privacy Policy",
    metaDescription:
      "What our forms collect (demo requests, admission enquiries, contact messages, newsletter e-mails and accounts), why, how long we keep it and whom to contact.",
    title: "Privacy Policy",
    intro: "How {{site}} handles the information you give us through this website.",
    lead: "We collect only what we need to answer you and to run your training. We do not sell or rent your information, we do not use advertising or tracking cookies, and this website loads nothing from other companies' servers.",
    formsTitle: "What each form collects, why, and for how long",
    where: "Where:",
    collects: "What we collect:",
    why: "Why:",
    keep: "How long we keep it:",
    demo: {
      name: "Free demo class request",
      where: "Home page",
      collects: "Your name, mobile number and the course you are interested in.",
      why: "To book your demo class. The form also opens a WhatsApp chat to our number with these details; WhatsApp's own privacy policy applies to that chat.",
      keep: "12 months, then deleted.",
    },
    admission: {
      name: "Admission enquiry",
      where: "Admission page",
      collects:
        "Your full name, e-mail, phone, the course, and if you give them: age, education level, address, previous experience and your reason for joining.",
      why: "To check your eligibility, call you back within 24 hours and arrange your admission.",
      keep: "As long as you study with us and 3 years after, for certificates and records; enquiries that do not lead to admission are deleted after 24 months.",
    },
    contact: {
      name: "Contact message",
      where: "Contact page",
      collects: "Your name, e-mail and message, and if you give them: phone, subject and the course you ask about.",
      why: "To answer your question.",
      keep: "24 months, then deleted.",
    },
    newsletter: {
      name: "Newsletter e-mail ('Stay Updated')",
      where: "Footer of every page",
      collects: "Your e-mail address.",
      why: "To send news about new batches and free demo classes, a few times a month at most.",
      keep: "Until you ask us to remove it.",
    },
    account: {
      name: "Account",
      where: "Sign-in page",
      collects:
        "Your e-mail, a securely hashed password (we never see or store the password itself), your name if given, and sign-in sessions.",
      why: "To let staff and registered users sign in.",
      keep: "Until the account is deleted; sessions end when you log out or expire.",
    },
    certificateTitle: "Certificate verification",
    certificateBefore:
      "Anyone who knows a certificate ID can see the student's name, course, issue date, approving trainer and the certificate image on our",
    certificateLink: "Certificate page",
    certificateAfter: ". That is the purpose of verification. Ask us if you want your certificate withdrawn from online verification.",
    technicalTitle: "Technical information",
    technical:
      "Like every website, our server records each request (the page, the time and your IP address) to keep the site secure and working. We keep these logs for at most 30 days. To stop abuse, we count form submissions per IP address for about an hour. Signed-in users get a session cookie that is needed for signing in; there are no other cookies apart from a short-lived one that shows a message after an action.",
    backups:
      "We keep backups of our records so they can be restored after a failure. Once we delete your information it is in no backup made afterwards; older backups are deleted as they age, the last of them 12 months after it was made.",
    whoTitle: "Who sees your information",
    who: "Only our admissions and office staff, through a password-protected admin panel. Our hosting and e-mail providers process it on our behalf. We share it with nobody else unless the law requires us to.",
    rightsTitle: "Your rights and whom to contact",
    rightsBefore:
      "You can ask to see, correct or delete the information we hold about you, or to stop receiving e-mails, at any time. Contact our office at",
    rightsOr: "or",
    rightsWrite: ", or write to {{site}}, {{address}}. We reply within 30 days.",
  },
  terms: {
    metaTitle: "Terms of Service",
    metaDescription:
      "Terms for using our website and joining our repair training courses: admission, fees, attendance, certificates and conduct.",
    title: "Terms of Service",
    intro: "The terms for using this website and for training with {{site}}.",
    websiteTitle: "Using this website",
    website:
      "Course details, fees, dates and seat numbers on this website are given in good faith and may change. The admission desk confirms the current fee, batch and timings before you pay. Please do not misuse the forms (for example by sending automated or false submissions).",
    admissionTitle: "Admission and fees",
    admission1: "An enquiry through the website is not an admission. We call you, usually within 24 hours, to confirm your seat.",
    admission2:
      "Your seat is confirmed once the admission form is complete and the fee (or its first instalment) is paid at the institute. You get a receipt for every payment.",
    admission3: "Any discount offered for online admission applies as stated at the time of enquiry.",
    admission4: "If we cancel a batch, you may move to the next batch or receive a full refund of fees paid for it.",
    certificatesTitle: "Attendance and certificates",
    certificates1: "A certificate is awarded on completing the course with at least 80% attendance and the practical assessment.",
    certificates2Before: "Each certificate has a unique ID that employers can check on our",
    certificates2Link: "Certificate page",
    certificates2After: ". Altering or copying a certificate is fraud; we will report it.",
    labTitle: "In the lab and the hostel",
    lab1: "Follow the trainer's safety instructions at all times, especially with mains power, gas charging, hot air and batteries.",
    lab2: "Tools and equipment stay in the lab. Damage caused on purpose or by ignoring safety instructions is charged at cost.",
    lab3: "Devices you bring for practice are repaired at your own risk.",
    lab4: "Hostel residents follow the hostel rules given at check-in.",
    liabilityTitle: "Liability",
    liability:
      "We train you with care, but we cannot guarantee a particular job or income. Placement support means introductions and guidance. Nothing in these terms limits your rights under Indian consumer law.",
    questionsTitle: "Questions",
    questionsWrite: "Write to",
    questionsCall: "or call",
    questionsSeeAlso: ". See also our",
    questionsPrivacy: "Privacy Policy",
    questionsLaw: ". These terms are governed by the laws of India; courts in Delhi have jurisdiction.",
  },
} as const;
