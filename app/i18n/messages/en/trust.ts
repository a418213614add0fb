/** The trust figures: one source, the settings row; every page words them here. */
export const trust = {
  studentsTrained: "{{students, number}}+ students trained",
  placement: "{{rate}}% placement",
  placementRecord: "{{rate}}% placement record",
  since: "Since {{year}}",
  operatingSince: "Operating since {{year}}",
  hostel: "Hostel facility",
  hostelForStudents: "Hostel facility for students",
  studentsValue: "{{students, number}}+",
  rateValue: "{{rate}}%",
  ratingValue: "{{rating}}/5",
  ratingLabel_one: "Rating from {{count, number}} review",
  ratingLabel_other: "Rating from {{count, number}} reviews",
} as const;
