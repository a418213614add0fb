/** A browser's Cookie header from a response's Set-Cookie lines, dropping cookies being cleared. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
}
