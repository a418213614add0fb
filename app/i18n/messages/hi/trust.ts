import type { Messages } from "#app/i18n/messages/en";

export const trust: Messages["trust"] = {
  studentsTrained: "{{students, number}}+ छात्र ट्रेनिंग पा चुके",
  placement: "{{rate}}% प्लेसमेंट",
  placementRecord: "{{rate}}% प्लेसमेंट रिकॉर्ड",
  since: "{{year}} से",
  operatingSince: "{{year}} से चल रहा है",
  hostel: "हॉस्टल की सुविधा",
  hostelForStudents: "छात्रों के लिए हॉस्टल की सुविधा",
  studentsValue: "{{students, number}}+",
  rateValue: "{{rate}}%",
  ratingValue: "{{rating}}/5",
  ratingLabel_one: "{{count, number}} रिव्यू से रेटिंग",
  ratingLabel_other: "{{count, number}} रिव्यू से रेटिंग",
};
