/**
 * Tailwind class merging for `cn()`: a later class wins over an earlier one of the same group
 * ("px-4 px-2" → "px-2", "p-4 px-2" keeps both, "px-2 p-4" → "p-4"), as tailwind-merge does.
 * tailwind-merge knows every Tailwind utility and costs 8.5 KB gzipped on every public page
 * (decision 012: home JavaScript ≤ 120 KB). This knows the groups this code base uses; a class it
 * does not know is kept, never dropped. `class-merge.test.ts` harvests every class written in
 * `app/` and checks, pair by pair, that this merges exactly as tailwind-merge does.
 */

const SIZES = /^(xs|sm|base|lg|xl|\d?xl|\[\d[^\]]*\])$/;
const ALIGN = /^(left|center|right|justify|start|end)$/;
const WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const SIDE = "(x|y|t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)";
const BORDER_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const LENGTHISH = /^(\d+(\.\d+)?|px|\[[\d.]+(px|rem|em)?\])$/;

/** Classes that are a whole group on their own. */
const SINGLE: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display: "block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell flow-root list-item",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  "sr-only": "sr-only not-sr-only",
  "text-transform": "uppercase lowercase capitalize normal-case",
  "font-style": "italic not-italic",
  "text-decoration": "underline overline line-through no-underline",
  "text-overflow": "truncate text-ellipsis text-clip",
  isolation: "isolate isolation-auto",
  "font-variant-numeric": "tabular-nums",
})) {
  for (const name of names.split(" ")) SINGLE[name] = group;
}

/** Prefix → group, for utilities whose group is their prefix whatever the value. */
const PREFIX_GROUPS = [
  "min-w",
  "max-w",
  "min-h",
  "max-h",
  "size",
  "w",
  "h",
  "gap-x",
  "gap-y",
  "gap",
  "space-x",
  "space-y",
  "inset-x",
  "inset-y",
  "inset",
  "top",
  "right",
  "bottom",
  "left",
  "start",
  "end",
  "z",
  "order",
  "opacity",
  "leading",
  "tracking",
  "grid-cols",
  "grid-rows",
  "col-span",
  "row-span",
  "col-start",
  "col-end",
  "items",
  "justify-items",
  "justify-self",
  "justify",
  "self",
  "place-items",
  "place-content",
  "place-self",
  "aspect",
  "cursor",
  "pointer-events",
  "select",
  "duration",
  "ease",
  "delay",
  "animate",
  "translate-x",
  "translate-y",
  "rotate",
  "scale",
  "underline-offset",
  "line-clamp",
  "columns",
  "whitespace",
  "overflow-x",
  "overflow-y",
  "overflow",
  "basis",
  "scroll-mt",
  "touch",
  "backdrop-blur",
  "blur",
  "from",
  "via",
  "to",
  "fill",
  "stroke",
  "content",
  "align",
];
const PREFIX_RE = new RegExp(`^(${PREFIX_GROUPS.join("|")})(-|$)`);
const SPACING_RE = new RegExp(`^(p|m)(${SIDE})?-`);

/** Groups that override others: "p-4" after "px-2" replaces it (tailwind-merge's conflictingClassGroups). */
const OVERRIDES: Record<string, string[]> = {
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  // Logical sides too: "end-2 inset-x-0" → "inset-x-0" (tailwind-merge 3).
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  flex: ["basis", "grow", "shrink"],
};
for (const box of ["p", "m"]) {
  OVERRIDES[box] = [..."xytrblse"].map((side) => box + side);
  OVERRIDES[`${box}x`] = [`${box}s`, `${box}e`, `${box}r`, `${box}l`];
  OVERRIDES[`${box}y`] = [`${box}t`, `${box}b`];
}
for (const kind of ["rounded", "border-w", "border-color"]) {
  OVERRIDES[kind] = ["x", "y", "t", "r", "b", "l", "s", "e", "tl", "tr", "br", "bl", "ss", "se", "es", "ee"].map((s) => `${kind}-${s}`);
  OVERRIDES[`${kind}-t`] = [`${kind}-tl`, `${kind}-tr`];
  OVERRIDES[`${kind}-b`] = [`${kind}-bl`, `${kind}-br`];
  OVERRIDES[`${kind}-l`] = [`${kind}-tl`, `${kind}-bl`];
  OVERRIDES[`${kind}-r`] = [`${kind}-tr`, `${kind}-br`];
  OVERRIDES[`${kind}-x`] = [`${kind}-r`, `${kind}-l`];
  OVERRIDES[`${kind}-y`] = [`${kind}-t`, `${kind}-b`];
}

/** The group of one utility (no variants, no "!"), or null when it is not one we know. */
function groupOf(utility: string): string | null {
  const u = utility.startsWith("-") ? utility.slice(1) : utility;
  if (SINGLE[u]) return SINGLE[u];
  const spacing = u.match(SPACING_RE);
  if (spacing) return spacing[1] + (spacing[2] ?? "");
  const dash = u.indexOf("-");
  const head = dash < 0 ? u : u.slice(0, dash);
  const value = dash < 0 ? "" : u.slice(dash + 1);
  switch (head) {
    case "text":
      if (SIZES.test(value)) return "font-size";
      if (ALIGN.test(value)) return "text-align";
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return "text-wrap";
      return "text-color";
    case "font":
      return WEIGHTS.test(value) ? "font-weight" : "font-family";
    case "bg":
      if (/^(linear|radial|conic|gradient|none|\[url)/.test(value)) return "bg-image";
      if (/^(cover|contain|auto)$/.test(value)) return "bg-size";
      if (/^(fixed|local|scroll)$/.test(value)) return "bg-attachment";
      if (/^(center|top|bottom|left|right)/.test(value)) return "bg-position";
      if (/^(repeat|no-repeat)/.test(value)) return "bg-repeat";
      return "bg-color";
    case "rounded": {
      const side = value.match(new RegExp(`^${SIDE}(-|$)`));
      return side ? `rounded-${side[1]}` : "rounded";
    }
    case "border": {
      if (BORDER_STYLE.test(value)) return "border-style";
      // A table's border model (border-collapse, border-separate), not a border at all.
      if (value === "collapse" || value === "separate") return "border-collapse";
      const side = value.match(new RegExp(`^${SIDE}(?:-(.*))?$`));
      const rest = side ? (side[2] ?? "") : value;
      const suffix = side ? `-${side[1]}` : "";
      return rest === "" || LENGTHISH.test(rest) ? `border-w${suffix}` : `border-color${suffix}`;
    }
    case "shadow":
      // An arbitrary shadow ("[0_0_6px_…]") is a shadow; an arbitrary colour starts with "#".
      return value === "" || /^(2xs|xs|sm|md|lg|xl|2xl|none|inner|\[[^#])/.test(value) ? "shadow" : "shadow-color";
    case "ring":
      if (value.startsWith("offset-")) return "ring-offset";
      return value === "" || LENGTHISH.test(value) ? "ring-w" : "ring-color";
    case "outline":
      if (value.startsWith("offset-")) return "outline-offset";
      if (value === "" || LENGTHISH.test(value)) return "outline-w";
      return BORDER_STYLE.test(value) ? "outline-style" : "outline-color";
    case "flex":
      if (/^(row|col|row-reverse|col-reverse)$/.test(value)) return "flex-direction";
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return "flex-wrap";
      return "flex";
    case "object":
      return /^(contain|cover|fill|none|scale-down)$/.test(value) ? "object-fit" : "object-position";
    case "list":
      return /^(inside|outside)$/.test(value) ? "list-position" : "list-type";
    case "decoration":
      return /^(solid|double|dotted|dashed|wavy)$/.test(value)
        ? "decoration-style"
        : LENGTHISH.test(value)
          ? "decoration-w"
          : "decoration-color";
    case "break":
      // tailwind-merge has break-words (overflow-wrap) in the word-break group too: kept as it was.
      return /^(normal|words|all|keep)$/.test(value) ? "word-break" : `break-${value.split("-")[0]}`;
    case "transition":
      return "transition";
    case "grow":
    case "shrink":
      return head;
  }
  const prefix = u.match(PREFIX_RE);
  return prefix ? prefix[1] : null;
}

/** "md:hover:!px-4" → ["md:hover:!", "px-4"], keeping brackets ("[&_svg]:size-4") whole. */
function splitVariants(cls: string): [string, string] {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) cut = i + 1;
  }
  let utility = cls.slice(cut);
  let important = "";
  if (utility.startsWith("!")) {
    important = "!";
    utility = utility.slice(1);
  } else if (utility.endsWith("!")) {
    important = "!";
    utility = utility.slice(0, -1);
  }
  return [`${cls.slice(0, cut)}${important}`, utility];
}

/** Merges a space-separated class list: for each variant and group, the last class wins. */
export function mergeClasses(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i];
    const [variants, utility] = splitVariants(cls);
    const group = groupOf(utility);
    if (group !== null) {
      const key = `${variants}|${group}`;
      if (taken.has(key)) continue;
      taken.add(key);
      for (const overridden of OVERRIDES[group] ?? []) taken.add(`${variants}|${overridden}`);
    }
    kept.push(cls);
  }
  return kept.reverse().join(" ");
}
