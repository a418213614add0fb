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

/** Where the scanner is: inside the document or "tables" (ObjectState), a member's value, or a table's rows. */
type State = "start" | ObjectState | "rootValue" | "tablesValue" | "rowOrEnd" | "row" | "rowAfter" | "done";

/** The states between the members of an object (the document or "tables"): see objectStep. */
type ObjectState = `${"root" | "tables"}${"KeyOrEnd" | "Key" | "Colon" | "After"}`;

/** The objects' own states: a member's key, its value, and where the closing brace leads. */
const OBJECTS = {
  root: { key: "rootKey", value: "rootValue", closed: "done" },
  tables: { key: "tablesKey", value: "tablesValue", closed: "rootAfter" },
} as const;

/** What a captured value becomes once complete. */
type Target = "root" | "rootKey" | "field" | "tablesKey" | "table" | "row";

/** Where the scanner goes once a captured value is complete. */
const AFTER_VALUE: Readonly<Record<Target, State>> = {
  root: "done",
  rootKey: "rootColon",
  field: "rootAfter",
  tablesKey: "tablesColon",
  table: "tablesAfter",
  row: "rowAfter",
};

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
    if (target === null) return;
    if (target === "rootKey") this.key = value as string;
    else if (target === "tablesKey") this.table = value as string;
    else this.events.push(this.valueEvent(target, value));
    this.state = AFTER_VALUE[target];
  }

  private valueEvent(target: "root" | "field" | "table" | "row", value: unknown): ScanEvent {
    if (target === "root") return { kind: "root", value };
    if (target === "field") return { kind: "field", key: this.key, value };
    if (target === "table") return { kind: "table", name: this.table, value };
    return { kind: "row", table: this.table, index: this.index++, value };
  }

  // The three containers (the document, "tables", a table's rows) step the same way.

  /** Where a container may stand: its bracket enters it (true), anything else is captured as `otherwise`. */
  private open(c: string, bracket: "{" | "[", opened: State, otherwise: Target): boolean {
    if (c !== bracket) {
      this.begin(otherwise);
      return false;
    }
    this.pos++;
    this.state = opened;
    return true;
  }

  /** A member is due; right after the opening bracket (an `...OrEnd` state) the container may close instead. */
  private member(c: string, close: "}" | "]", target: Target, closed: State) {
    if (c === close && this.state.endsWith("OrEnd")) {
      this.pos++;
      this.state = closed;
    } else this.begin(target);
  }

  /**
   * A step inside one of the two objects, the document and its "tables", which are walked the
   * same way: a member's key (or the end), its colon, and after its value a comma (or the end).
   */
  private objectStep(c: string, state: ObjectState) {
    const object = state.startsWith("root") ? OBJECTS.root : OBJECTS.tables;
    if (state.endsWith("Colon")) this.colon(c, object.value);
    else if (state.endsWith("After")) this.afterMember(c, "}", object.key, object.closed);
    else this.member(c, "}", object.key, object.closed);
  }

  private colon(c: string, next: State) {
    if (c !== ":") this.expect(":");
    this.pos++;
    this.state = next;
  }

  /** After a member: a comma brings the next one, the closing bracket ends the container. */
  private afterMember(c: string, close: "}" | "]", next: State, closed: State) {
    this.pos++;
    if (c === ",") this.state = next;
    else if (c === close) this.state = closed;
    else this.expect(`, or ${close}`);
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
          this.open(c, "{", "rootKeyOrEnd", "root");
          break;
        case "rootValue":
          if (this.key !== "tables") this.begin("field");
          else if (this.open(c, "{", "tablesKeyOrEnd", "field")) this.events.push({ kind: "tables" });
          break;
        case "tablesValue":
          if (this.open(c, "[", "rowOrEnd", "table")) {
            this.index = 0;
            this.events.push({ kind: "tableStart", name: this.table });
          }
          break;
        case "rowOrEnd":
        case "row":
          this.member(c, "]", "row", "tablesAfter");
          break;
        case "rowAfter":
          this.afterMember(c, "]", "row", "tablesAfter");
          break;
        case "done":
          throw new ScanError("Text after the end of the document");
        default:
          this.objectStep(c, this.state);
      }
    }
  }
}
