import { describe, expect, it } from "vitest";
import { parseSyllabus, syllabusHours, syllabusText } from "./course-syllabus";

describe("syllabus text", () => {
  it("reads one module a line, 'Title | hours', skipping blank lines, and writes it back the same", () => {
    const text = "Soldering basics | 6\n\n  Charging section: IC and coil | 12.5  \nBGA reballing | 10";
    const parsed = parseSyllabus(text);
    expect(parsed).toEqual({
      modules: [
        { title: "Soldering basics", hours: 6 },
        { title: "Charging section: IC and coil", hours: 12.5 },
        { title: "BGA reballing", hours: 10 },
      ],
    });
    if (!("modules" in parsed)) throw new Error("unreachable");
    expect(syllabusText(parsed.modules)).toBe("Soldering basics | 6\nCharging section: IC and coil | 12.5\nBGA reballing | 10");
    expect(syllabusHours(parsed.modules)).toBe(28.5);
    expect(parseSyllabus("")).toEqual({ modules: [] });
  });

  it("names the first bad line", () => {
    expect(parseSyllabus("Soldering | 6\nNo hours here")).toEqual({ line: 2, problem: "write the module, a bar, then its hours" });
    for (const bad of ["| 6", "X | 0", "X | -2", "X | six", "X | 1.25", "X | 5000"]) {
      expect(parseSyllabus(bad), bad).toMatchObject({ line: 1 });
    }
    expect(parseSyllabus(`${"x".repeat(151)} | 2`)).toMatchObject({ line: 1, problem: "a module name has at most 150 characters" });
    expect(parseSyllabus(Array.from({ length: 41 }, (_, i) => `M${i} | 1`).join("\n"))).toMatchObject({ problem: "at most 40 modules" });
  });
});
