import { isIPv4, isIPv6 } from "node:net";

/**
 * Who a rate limit counts: an IPv6 client by its /64, since one home or phone connection is
 * handed a whole /64 and could otherwise take a fresh address per try; an IPv4-mapped IPv6
 * address (::ffff:203.0.113.7, as Node reports IPv4 on a dual-stack socket) as that IPv4
 * address. IPv4 addresses, e-mail addresses and anything else are counted as they are.
 */
export function rateLimitSubject(value: string): string {
  const address = value
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  if (!isIPv6(address)) return value;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with "::" and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted && isIPv4(dotted)) {
    const [a, b, c, d] = dotted.split(".").map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === null ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16));
}
