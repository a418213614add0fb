/**
 * Reads a backup file's JSON as a stream, one table row at a time (decision 008).
 *
 * A backup is one JSON document: { ..., "tables": { "<name>": [ row, row, ... ], ... } }.
 * The scanner follows that outer structure itself and hands every other value (a row, the
 * settings object, the version) to JSON.parse as one small string, so memory holds one
 * chunk of the file and one row at a time, whatever the file's size or layout: the
 * one-row-per-line files written now and the fully indented files written before both read
 * the same way. Anything that is not JSON is reported as such; the shape is checked by
 * BackupChecker.
 */

export type ScanEvent =
  /** The document is not an object. */
  | { kind: "root"; value: unknown }
  /** A top-level member (anything but an object under "tables"). */
  | { kind: "field"; key: string; value: unknown }
  /** "tables" is an object. */
  | { kind: "tables" }
  /** A member of "tables" that is not an array (site_settings, or a wrong type). */
  | { kind: "table"; name: string; value: unknown }
  | { kind: "tableStart"; name: string }
  | { kind: "row"; table: string; index: number; value: unknown };

export class ScanError extends Error {}
export class ValueTooLargeError extends ScanError {}

/** The largest single value (one row, the settings): far above any real row. */
export const MAX_VALUE_CHARS = 4 * 1024 * 1024;

type State =
  | "start"
  | "rootKeyOrEnd"
  | "rootKey"
  | "rootColon"
  | "rootValue"
  | "rootAfter"
  | "tablesKeyOrEnd"
  | "tablesKey"
  | "tablesColon"
  | "tablesValue"
  | "tablesAfter"
  | "rowOrEnd"
  | "row"
  | "rowAfter"
  | "done";

/** What a captured value becomes once complete. */
type Target = "root" | "rootKey" | "field" | "tablesKey" | "table" | "row";

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

export class BackupScanner {
  private buf = "";
  private pos = 0;
  private state: State = "start";
  private events: ScanEvent[] = [];
  private key = "";
  private table = "";
  private index = 0;
  // The value being captured: where it starts, how far it was scanned, and the scan state.
  private target: Target | null = null;
  private vStart = 0;
  private vScan = 0;
  private vKind: "string" | "nested" | "scalar" = "scalar";
  private vDepth = 0;
  private vInString = false;
  private ended = false;

  /** Feeds the next piece of text; returns the events it completed. */
  feed(text: string): ScanEvent[] {
    const keep = this.target ? this.vStart : this.pos;
    this.buf = this.buf.slice(keep) + text;
    this.pos -= keep;
    this.vStart -= keep;
    this.vScan -= keep;
    this.run();
    return this.take();
  }

  /** The end of the input: returns the last events, or throws when the document is incomplete. */
  end(): ScanEvent[] {
    this.ended = true;
    this.run();
    if (this.state !== "done") throw new ScanError("The document ends too early");
    return this.take();
  }

  private take(): ScanEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  private skipSpace(): boolean {
    const s = this.buf;
    let i = this.pos;
    if (this.state === "start" && i === 0 && s.charCodeAt(0) === 0xfeff) i = 1;
    while (i < s.length && isSpace(s.charCodeAt(i))) i++;
    this.pos = i;
    return i < s.length;
  }

  private expect(char: string): never {
    const found = this.buf[this.pos];
    throw new ScanError(`Expected ${char} but found ${JSON.stringify(found)}`);
  }

  private begin(target: Target) {
    const c = this.buf.charCodeAt(this.pos);
    this.target = target;
    this.vStart = this.pos;
    this.vScan = this.pos + 1;
    this.vDepth = 1;
    this.vInString = false;
    this.vKind = c === 34 ? "string" : c === 123 || c === 91 ? "nested" : "scalar";
    if (this.vKind === "scalar") this.vScan = this.pos;
    if ((target === "rootKey" || target === "tablesKey") && this.vKind !== "string") this.expect("a quoted name");
  }

  /** Scans the captured value further; returns its end (exclusive), or -1 when more text is needed. */
  private scan(): number {
    const s = this.buf;
    const n = s.length;
    let i = this.vScan;
    let end = -1;
    if (this.vKind === "string") {
      while (i < n) {
        const c = s.charCodeAt(i);
        if (c === 92) {
          if (i + 1 >= n) break;
          i += 2;
        } else if (c === 34) {
          end = i + 1;
          break;
        } else i++;
      }
    } else if (this.vKind === "nested") {
      let depth = this.vDepth;
      let inString = this.vInString;
      while (i < n) {
        const c = s.charCodeAt(i);
        if (inString) {
          if (c === 92) {
            if (i + 1 >= n) break;
            i += 2;
            continue;
          }
          if (c === 34) inString = false;
        } else if (c === 34) inString = true;
        else if (c === 123 || c === 91) depth++;
        else if ((c === 125 || c === 93) && --depth === 0) {
          end = i + 1;
          break;
        }
        i++;
      }
      this.vDepth = depth;
      this.vInString = inString;
    } else {
      while (i < n) {
        const c = s.charCodeAt(i);
        if (c === 44 || c === 125 || c === 93 || isSpace(c)) {
          end = i;
          break;
        }
        i++;
      }
      if (end < 0 && this.ended) end = n;
    }
    this.vScan = i;
    if (end < 0 && i - this.vStart > MAX_VALUE_CHARS) {
      throw new ValueTooLargeError(`One value is larger than ${MAX_VALUE_CHARS / 1024 / 1024} MB`);
    }
    return end;
  }

  private finishValue(end: number) {
    const text = this.buf.slice(this.vStart, end);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ScanError("Invalid JSON value");
    }
    const target = this.target;
    this.target = null;
    this.pos = end;
    switch (target) {
      case "root":
        this.events.push({ kind: "root", value });
        this.state = "done";
        break;
      case "rootKey":
        this.key = value as string;
        this.state = "rootColon";
        break;
      case "field":
        this.events.push({ kind: "field", key: this.key, value });
        this.state = "rootAfter";
        break;
      case "tablesKey":
        this.table = value as string;
        this.state = "tablesColon";
        break;
      case "table":
        this.events.push({ kind: "table", name: this.table, value });
        this.state = "tablesAfter";
        break;
      case "row":
        this.events.push({ kind: "row", table: this.table, index: this.index++, value });
        this.state = "rowAfter";
        break;
    }
  }

  private run() {
    for (;;) {
      if (this.target) {
        const end = this.scan();
        if (end < 0) return;
        this.finishValue(end);
        continue;
      }
      if (!this.skipSpace()) {
        if (this.ended && this.state === "start") throw new ScanError("The file is empty");
        return;
      }
      const c = this.buf[this.pos];
      switch (this.state) {
        case "start":
          if (c === "{") {
            this.pos++;
            this.state = "rootKeyOrEnd";
          } else this.begin("root");
          break;
        case "rootKeyOrEnd":
        case "rootKey":
          if (c === "}" && this.state === "rootKeyOrEnd") {
            this.pos++;
            this.state = "done";
          } else this.begin("rootKey");
          break;
        case "rootColon":
          if (c !== ":") this.expect(":");
          this.pos++;
          this.state = "rootValue";
          break;
        case "rootValue":
          if (this.key === "tables" && c === "{") {
            this.pos++;
            this.events.push({ kind: "tables" });
            this.state = "tablesKeyOrEnd";
          } else this.begin("field");
          break;
        case "rootAfter":
          this.pos++;
          if (c === ",") this.state = "rootKey";
          else if (c === "}") this.state = "done";
          else this.expect(", or }");
          break;
        case "tablesKeyOrEnd":
        case "tablesKey":
          if (c === "}" && this.state === "tablesKeyOrEnd") {
            this.pos++;
            this.state = "rootAfter";
          } else this.begin("tablesKey");
          break;
        case "tablesColon":
          if (c !== ":") this.expect(":");
          this.pos++;
          this.state = "tablesValue";
          break;
        case "tablesValue":
          if (c === "[") {
            this.pos++;
            this.index = 0;
            this.events.push({ kind: "tableStart", name: this.table });
            this.state = "rowOrEnd";
          } else this.begin("table");
          break;
        case "tablesAfter":
          this.pos++;
          if (c === ",") this.state = "tablesKey";
          else if (c === "}") this.state = "rootAfter";
          else this.expect(", or }");
          break;
        case "rowOrEnd":
        case "row":
          if (c === "]" && this.state === "rowOrEnd") {
            this.pos++;
            this.state = "tablesAfter";
          } else this.begin("row");
          break;
        case "rowAfter":
          this.pos++;
          if (c === ",") this.state = "row";
          else if (c === "]") this.state = "tablesAfter";
          else this.expect(", or ]");
          break;
        case "done":
          throw new ScanError("Text after the end of the document");
      }
    }
  }
}
