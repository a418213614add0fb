/**
 * The portal's service worker (decision 053-portal-service-worker), served as plain JavaScript
 * from /student/app/sw.js and registered twice, with scopes /student and /hi/student. Scope and
 * code both keep it to the two portal pages:
 * - a navigation to exactly /student or /hi/student goes to the network first; a signed-in
 *   page (it carries data-portal-page) is kept as the last copy of that language, anything else
 *   (the sign-in page, a signed-out page) deletes every kept copy, so a sign-out, an expired
 *   session or another person signing in leaves nothing behind;
 * - offline, the kept copy is shown with its "Offline: as of 27 Nov, 6:10 pm" line uncovered;
 * - the stylesheets the kept page uses are kept with it, so it is readable offline;
 * - nothing else is cached or served from the cache: no receipts, no form posts, never /admin
 *   (outside both scopes, and refused by the path check besides).
 * The page's script sends "clear" on Sign out, which deletes the copies before the post.
 * Keeping, clearing and the offline read take turns, in the order they came: keeping the page
 * before a sign-out (reading it, then fetching its stylesheets) can still be under way when the
 * clear arrives, and would otherwise write the copy back after it was deleted.
 */
export const SERVICE_WORKER_SOURCE = `"use strict";
const CACHE = "portal-v1";
const PAGES = ["/student", "/hi/student"];

let turn = Promise.resolve();
function inTurn(task) {
  const run = turn.then(task);
  turn = run.catch(() => undefined);
  return run;
}

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("message", (event) => {
  if (event.data === "clear") event.waitUntil(inTurn(() => caches.delete(CACHE)));
});

async function keep(request, response) {
  const html = await response.clone().text();
  if (!html.includes("data-portal-page")) {
    await caches.delete(CACHE);
    return;
  }
  const cache = await caches.open(CACHE);
  await cache.put(new URL(request.url).pathname, new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }));
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  await Promise.all(styles.filter((href) => href.startsWith("/assets/")).map((href) => cache.add(href).catch(() => undefined)));
}

async function page(event) {
  try {
    const response = await fetch(event.request);
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(inTurn(() => keep(event.request, copy)));
    }
    return response;
  } catch (error) {
    const kept = await inTurn(() => caches.match(new URL(event.request.url).pathname, { cacheName: CACHE }));
    if (!kept) throw error;
    const html = (await kept.text()).replace('hidden="" data-portal-offline', "data-portal-offline");
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
  }
}

async function asset(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(new URL(request.url).pathname, { cacheName: CACHE });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/admin")) return;
  if (event.request.mode === "navigate" && PAGES.includes(url.pathname)) event.respondWith(page(event));
  else if (url.pathname.startsWith("/assets/") && event.request.destination === "style") event.respondWith(asset(event.request));
});
`;

/**
 * The portal page's one script (/student/app/portal.js): registers the worker for the page's
 * language, and on Sign out asks it to delete the kept copies (the signed-out page deletes them
 * too, for a sign-out without this script).
 */
export const PORTAL_SCRIPT_SOURCE = `"use strict";
(() => {
  if (!("serviceWorker" in navigator)) return;
  const scope = location.pathname.startsWith("/hi/") ? "/hi/student" : "/student";
  navigator.serviceWorker.register("/student/app/sw.js", { scope }).catch(() => undefined);
  const form = document.querySelector("[data-portal-sign-out]");
  if (form) form.addEventListener("submit", () => {
    navigator.serviceWorker.controller?.postMessage("clear");
    if (window.caches) caches.delete("portal-v1");
  });
  if (!document.querySelector("[data-portal-page]") && window.caches) caches.delete("portal-v1");
})();
`;
