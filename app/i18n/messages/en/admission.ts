/** The admission page around its form; the form's own labels and messages are in `forms`. */
export const admission = {
  metaTitle: "Admission Form",
  metaDescription:
    "Apply for admission in a few minutes: choose your course, send your details and we will call you within 24 hours to confirm.",
  title: "Admission Form",
  intro: "Apply in two minutes. We will call you within 24 hours to confirm your admission.",
  helpLabel: "Admission help",
  selectedCourse: "Selected Course",
  duration: "Duration",
  fee: "Fee",
  starts: "Starts",
  noCourse: "No course selected yet. Choose one in the form.",
  stepsTitle: "Admission Steps",
  steps: {
    submitTitle: "Submit Application",
    submitText: "Fill in this form with your details and the course you want.",
    verifyTitle: "Verification",
    verifyText: "Our team calls you within 24 hours to confirm your seat and documents.",
    startTitle: "Start Learning",
    startText: "Join your batch and start hands-on training on real devices.",
  },
  helpTitle: "Need Help?",
  helpText: "Talk to our admission team, 08:00 AM to 08:00 PM every day.",
  whatsAppMessage: "Hello! I have a question about admission.",
  whatsApp: "Chat on WhatsApp",
} as const;
