/** The gallery page (spec 2). */
export const gallery = {
  metaTitle: "Gallery",
  metaDescription:
    "Photos of our repair labs, classrooms, BGA machines, AC and HVAC training bays, site visits and student hostel in Delhi.",
  title: "Gallery",
  intro: "Real benches, real machines, real students. A look inside our labs, classrooms and hostel.",
  numbersLabel: "Institute in numbers",
  studentsTrained: "Students trained",
  placementRecord: "Placement record",
  trainingSince: "Training since",
  hostel: "Hostel",
  hostelLabel: "For outstation students",
  lifeTitle: "Life at the institute",
  emptyTitle: "New photos are on their way",
  emptyText: "Visit us for a free demo class and see the labs yourself.",
  visitTitle: "See it in person",
  visitText: "Book a free demo class, meet the trainers and try the equipment before you join.",
  enrollNow: "Enroll Now",
  visitCampus: "Visit the Campus",
} as const;
