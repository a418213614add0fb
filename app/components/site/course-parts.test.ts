import { describe, expect, it } from "vitest";
import { courseDescriptionIn, courseName, isCourseFull, waitlistHref } from "#app/lib/course-card-state";
import { demoHref } from "#app/lib/course-demo";
import { courseSyllabus, relatedCourses } from "./course-parts";

const base = { course_name: "AC PCB Repairing Course", description: "Boards.", course_type: "ac_repair" };

describe("course page helpers", () => {
  it("shows the Hindi text on Hindi pages and falls back to English where it is empty", () => {
    expect(courseName({ ...base, name_hi: "AC PCB कोर्स" }, "hi")).toBe("AC PCB कोर्स");
    expect(courseName({ ...base, name_hi: "AC PCB कोर्स" }, "en")).toBe("AC PCB Repairing Course");
    expect(courseName({ ...base, name_hi: "  " }, "hi")).toBe("AC PCB Repairing Course");
    expect(courseDescriptionIn({ ...base, description_hi: null }, "hi")).toBe("Boards.");
    expect(courseDescriptionIn({ ...base, description: null }, "hi")).toBe("Comprehensive training with hands-on practical experience");
    const syllabus = [{ title: "Basics", hours: 4 }];
    expect(courseSyllabus({ syllabus, syllabus_hi: [] }, "hi")).toEqual(syllabus);
    expect(courseSyllabus({ syllabus, syllabus_hi: [{ title: "शुरुआत", hours: 4 }] }, "hi")).toEqual([{ title: "शुरुआत", hours: 4 }]);
    expect(courseSyllabus({ syllabus: null }, "en")).toEqual([]);
  });

  it("is full at or above max students, only while active", () => {
    expect(isCourseFull({ is_active: true, max_students: 20, currently_enrolled: 20 })).toBe(true);
    expect(isCourseFull({ is_active: true, max_students: 20, currently_enrolled: 19 })).toBe(false);
    expect(isCourseFull({ is_active: false, max_students: 20, currently_enrolled: 20 })).toBe(false);
  });

  it("links the demo form with the course's demo name (its own, else its trade's) and the waitlist with the id", () => {
    expect(demoHref(base)).toBe("/?course=AC+PCB+Repairing+Course#demo");
    expect(demoHref({ course_name: "Split AC Basics", course_type: "ac_repair" })).toBe("/?course=AC+PCB+Repairing+Course#demo");
    expect(demoHref({ course_name: "Drone Repair", course_type: "other" })).toBe("/#demo");
    expect(waitlistHref({ id: "abc" })).toBe("/admission?course=abc&waitlist=1");
  });

  it("never relates a course to itself and prefers its trade", () => {
    const mk = (id: string, course_type: string, trade: string | null = null) => ({ id, course_type, trade });
    const list = [
      mk("tv", "technical_training", "appliances"),
      mk("ac1", "ac_repair"),
      mk("me", "ac_repair"),
      mk("m", "mobile_repair"),
      mk("ac2", "hvac_repair", "ac"),
    ];
    expect(relatedCourses(mk("me", "ac_repair"), list).map((c) => c.id)).toEqual(["ac1", "ac2", "tv"]);
    expect(relatedCourses(mk("x", "other"), list, 2).map((c) => c.id)).toEqual(["tv", "ac1"]);
  });
});
