import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_COURSES } from "#app/server/seed/demo-data";
import { courseGallery, courseImage, GENERIC_COURSE_IMAGE } from "./course-images";

const img = (name: string) => `/images/courses/${name}`;

describe("courseImage: name keywords, then type, then generic", () => {
  it.each([
    ["Laptop and Desktop Repairing", "laptop_repair", "laptop.svg"],
    ["Mobile and Smartphone Repairing", "mobile_repair", "mobile.svg"],
    ["iPhone Repairing Course", "mobile_repair", "iphone.svg"],
    ["AC PCB Repairing Course", "ac_repair", "ac.svg"],
    ["AC Mechanical Repairing", "ac_repair", "ac-mechanical.svg"],
    ["HVAC VRF VRV Repairing", "hvac_repair", "hvac.svg"],
    ["Inverter Repairing Course", "inverter_repair", "inverter.svg"],
    ["Fridge & Washing Machine PCB Repairing", "washing_machine_repair", "fridge-washing.svg"],
    ["E Vehicle Chip Level Repairing", "e_vehicle_repair", "ev.svg"],
    ["Computer Hardware & Software", "computer_repair", "computer.svg"],
    ["Printer Repairing Course", "computer_repair", "printer.svg"],
    ["LED LCD TV Repairing Course", "technical_training", "tv.svg"],
    ["CCTV Camera Technician Course", "technical_training", "cctv.svg"],
    ["Fire Alarm System Training", "technical_training", "fire-alarm.svg"],
    ["Electronic Security Devices Training", "technical_training", "security.svg"],
    ["Video Door Phone & Biometric", "technical_training", "door-phone.svg"],
    ["EPABX Intercom System", "technical_training", "epabx.svg"],
  ])("%s → %s", (name, type, expected) => {
    expect(courseImage({ course_name: name, course_type: type })).toBe(img(expected));
  });

  it("does not read 'ac' inside other words", () => {
    expect(courseImage({ course_name: "Practical Electronics", course_type: "other" })).toBe(GENERIC_COURSE_IMAGE);
  });

  it("falls back to the course type when the name has no keyword", () => {
    expect(courseImage({ course_name: "Weekend Batch", course_type: "mobile_repair" })).toBe(img("mobile.svg"));
    expect(courseImage({ course_name: "Weekend Batch", course_type: "hvac_repair" })).toBe(img("hvac.svg"));
    expect(courseImage({ course_name: "Weekend Batch", course_type: "both" })).toBe(img("laptop.svg"));
  });

  it("falls back to the generic image last", () => {
    expect(courseImage({ course_name: "Soft Skills", course_type: "other" })).toBe(GENERIC_COURSE_IMAGE);
    expect(courseImage({ course_name: null, course_type: null })).toBe(GENERIC_COURSE_IMAGE);
  });

  it("gives each demo course a distinct, existing illustration", () => {
    const images = DEMO_COURSES.map((c) => courseImage(c));
    expect(new Set(images).size).toBe(DEMO_COURSES.length);
    for (const src of images) expect(existsSync(path.join("public", src)), src).toBe(true);
  });

  it("builds a four-image gallery starting with the course image, all existing", () => {
    const gallery = courseGallery({ course_name: "AC Mechanical Repairing", course_type: "ac_repair" });
    expect(gallery).toHaveLength(4);
    expect(gallery[0].src).toBe(img("ac-mechanical.svg"));
    expect(new Set(gallery.map((g) => g.src)).size).toBe(4);
    for (const { src } of gallery) expect(existsSync(path.join("public", src)), src).toBe(true);
  });
});
