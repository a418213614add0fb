/**
 * Valid posts of admin forms, for the tests (integration and robustness) that start from one and
 * change a field or two: one home, so a field the form gains is added once.
 */

/** The settings form with every field the spec lists, optional ones left empty. */
export const SETTINGS_FORM = {
  site_name: "Supertech Repair Academy",
  contact_email: "office@academy.example",
  contact_phone: "+91 99999 11111",
  contact_phone_alt: "",
  whatsapp_number: "+91 99999 11111",
  address: "12 Nehru Place, New Delhi 110019",
  facebook_url: "https://facebook.com/academy",
  instagram_url: "",
  youtube_url: "",
  google_place_id: "",
};

/** A certificate as the add and edit forms post it, its ID apart. */
export const CERTIFICATE_FORM = {
  student_name: "Rahul Verma",
  course_name: "Mobile Repair",
  issue_date: "2026-02-01",
  approved_by: "A. Sharma",
  details: "",
};
