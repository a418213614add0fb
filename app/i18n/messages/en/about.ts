/** The about page (spec 2). */
export const about = {
  metaTitle: "About Us",
  metaDescription:
    "Since {{year}} we have trained {{students, number}}+ students in mobile, laptop, AC, HVAC and appliance repair in Delhi, with {{rate}}% placement and a hostel for students.",
  title: "About Us",
  intro:
    "A hands-on repair training institute in Delhi, teaching the trades that keep phones, laptops and air conditioners running since {{year}}.",
  storyTitle: "Our story",
  story1:
    "We started in {{year}} with one room, six workbenches and a simple idea: young people learn a trade fastest with a tool in their hand. Our first batch repaired mobile phones; many of those students now run their own shops.",
  story2:
    "Today more than {{students, number}} students have trained with us in mobile and laptop chip-level repair, AC and HVAC systems, fridge and washing machine PCBs, CCTV, inverters and electric vehicles. {{rate}}% of them found work or opened a shop after the course.",
  story3: "Students come from across Delhi and from other states, so we also run a hostel near the institute.",
  buildingAlt: "The institute's building with the reception and a workshop visible through the glass",
  numbersLabel: "Institute in numbers",
  studentsTrained: "Students trained",
  placementRecord: "Placement record",
  trainingSince: "Training since",
  hostel: "Hostel",
  hostelLabel: "For students from outside Delhi",
  missionVisionLabel: "Mission and vision",
  missionTitle: "Our mission",
  mission:
    "To give every student a skill that earns a living: practical, job-ready repair training at a fair fee, taught by technicians who still fix devices every day.",
  visionTitle: "Our vision",
  vision:
    "To be the most trusted repair training institute in North India, where a certificate from us tells an employer the student can do the job from day one.",
  valuesTitle: "Our values",
  values: {
    practicalTitle: "Practical first",
    practicalText: "Every lesson ends at the bench. Students repair real devices, not just watch slides.",
    honestTitle: "Honest work",
    honestText: "We teach the right fix, safe handling and fair pricing, the habits customers trust.",
    batchesTitle: "Small batches",
    batchesText: "At most 20 students per batch, so every trainer knows every student's progress.",
    currentTitle: "Always current",
    currentText: "New phones, inverter ACs, VRF systems and EVs enter the syllabus as they reach the market.",
  },
  directorAlt: "Portrait of the institute's director",
  directorTitle: "A message from our director",
  directorQuote:
    '"When a student walks in, I ask one question: what do you want to be doing a year from now? Our job is to get you there. Learn honestly, practise every day, and you will never be short of work, because the world will always need people who can fix things."',
  directorRole: "Director and Founder",
  facilitiesTitle: "Our facilities",
  facilities: {
    microscopeTitle: "Microscope workstations",
    microscopeText: "One seat per student with microscope, hot air station and soldering station.",
    bgaTitle: "BGA and OCA machines",
    bgaText: "Chip rework and screen refurbishing on the same machines service centres use.",
    acTitle: "AC and HVAC training bays",
    acText: "Split and window units, inverter PCBs and a VRF set-up for commissioning practice.",
    classroomsTitle: "Smart classrooms",
    classroomsText: "Circuit theory on the board before every practical, with notes in Hindi and English.",
    hostelTitle: "Student hostel",
    hostelText: "Clean, safe rooms a short walk away for students from other cities and states.",
    placementTitle: "Placement cell",
    placementText: "Introductions to service centres and repair shops, and guidance to start your own.",
  },
  visitTitle: "Come and see the labs",
  visitText: "Book a free demo class, meet the trainers and pick the course that suits you.",
  enrollNow: "Enroll Now",
  viewAll: "View All Courses",
} as const;
