import { capitalize } from "#app/lib/admin-display";
import type { SubmissionContent } from "./submission-content.server";

/** Longer than this (or more than PREVIEW_LINES lines), a message shows its start and "Show more". */
const PREVIEW_CHARS = 180;
const PREVIEW_LINES = 3;

/** The start of a long text, cut at a word, or null when the text is short enough to show whole. */
function previewOf(text: string): string | null {
  const lines = text.split("\n");
  if (text.length <= PREVIEW_CHARS && lines.length <= PREVIEW_LINES) return null;
  const start = lines.slice(0, PREVIEW_LINES).join("\n").slice(0, PREVIEW_CHARS);
  const cut = start.lastIndexOf(" ");
  return `${(cut > PREVIEW_CHARS / 2 ? start.slice(0, cut) : start).trimEnd()}…`;
}

/**
 * A person's own words: whole when short; otherwise the start and a native "Show more"
 * disclosure (<details>, so it opens without JavaScript), the start hidden once it is open.
 */
function LongText({ label, text, showLabel }: { label: string; text: string; showLabel: boolean }) {
  const preview = previewOf(text);
  const box = "whitespace-pre-wrap break-words text-sm text-slate-800";
  return (
    <div className="group/text basis-full">
      <dt className={showLabel ? "text-sm text-muted-foreground" : "sr-only"}>{label}</dt>
      <dd>
        {preview === null ? (
          <p className={box}>{text}</p>
        ) : (
          <>
            <p className={`${box} group-has-[details[open]]/text:hidden`}>{preview}</p>
            <details className="group/more [&_summary::-webkit-details-marker]:hidden">
              <summary className="inline-flex min-h-8 cursor-pointer list-none items-center text-sm font-medium text-brand-700 underline underline-offset-2">
                <span className="group-open/more:hidden">Show more</span>
                <span className="hidden group-open/more:inline">Show less</span>
              </summary>
              <p className={box}>{text}</p>
            </details>
          </>
        )}
      </dd>
    </div>
  );
}

/** One short fact (subject, education, age) as a label and its value on one line. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-1.5 text-sm">
      <dt className="shrink-0 text-muted-foreground">{label}:</dt>
      <dd className="min-w-0 break-words font-medium text-slate-800">{value}</dd>
    </div>
  );
}

/** What the person sent with one submission, compactly, under its timeline entry. */
export function SubmissionDetails({ content }: { content: SubmissionContent }) {
  const facts: [string, string][] = [];
  let words: { label: string; text: string; showLabel: boolean } | null = null;
  switch (content.kind) {
    case "contact":
      if (content.subject) facts.push(["Subject", content.subject]);
      words = { label: "Message", text: content.message, showLabel: false };
      break;
    case "admission":
      facts.push(["Education", content.education ? capitalize(content.education) : "Not specified"]);
      if (content.age !== null) facts.push(["Age", String(content.age)]);
      if (content.reason) words = { label: "Reason for joining", text: content.reason, showLabel: true };
      break;
  }
  return (
    <dl
      className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
      data-testid="submission-content"
    >
      {facts.map(([label, value]) => (
        <Fact key={label} label={label} value={value} />
      ))}
      {words ? <LongText {...words} /> : null}
    </dl>
  );
}
