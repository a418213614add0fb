/**
 * A course's syllabus: modules with their hours. Staff write one module a line,
 * "Title | hours", in the course editor; it is stored as JSON and shown on the course pages.
 */
export type SyllabusModule = { title: string; hours: number };

export const SYLLABUS_MAX_MODULES = 40;
const TITLE_MAX = 150;
const HOURS_MAX = 1000;

/** The editor's text for stored modules: "Soldering basics | 6" a line. */
export function syllabusText(modules: readonly SyllabusModule[] | null | undefined): string {
  return (modules ?? []).map((m) => `${m.title} | ${m.hours}`).join("\n");
}

/** Modules from the editor's text, or the first line's problem (1-based line number). */
export function parseSyllabus(text: string): { modules: SyllabusModule[] } | { line: number; problem: string } {
  const modules: SyllabusModule[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const bar = line.lastIndexOf("|");
    const title = (bar === -1 ? line : line.slice(0, bar)).trim();
    const hoursText = bar === -1 ? "" : line.slice(bar + 1).trim();
    const hours = Number(hoursText);
    if (!title || !hoursText || !/^\d+(\.\d)?$/.test(hoursText) || hours <= 0 || hours > HOURS_MAX) {
      return { line: index + 1, problem: "write the module, a bar, then its hours" };
    }
    if (title.length > TITLE_MAX) return { line: index + 1, problem: `a module name has at most ${TITLE_MAX} characters` };
    modules.push({ title, hours });
  }
  if (modules.length > SYLLABUS_MAX_MODULES) return { line: lines.length, problem: `at most ${SYLLABUS_MAX_MODULES} modules` };
  return { modules };
}

/** Total hours of a syllabus (shown under it). */
export function syllabusHours(modules: readonly SyllabusModule[]): number {
  return Math.round(modules.reduce((sum, m) => sum + m.hours, 0) * 10) / 10;
}
