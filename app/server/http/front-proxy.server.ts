import { Agent, type IncomingMessage, request, type ServerResponse } from "node:http";
import { logger } from "#app/server/logger.server";
import { pathOf, rawHeader } from "./fast-answer.server";
import { STATUS_PAGES, statusResponse } from "./status-page.server";

/**
 * The front thread's way to the app (decision 067): every request memory cannot answer is passed,
 * as it came, to the app thread's server on a Unix socket in a directory only this process's user
 * can enter, and its answer is passed back as it is made (streamed both ways, with back-pressure).
 */

/**
 * The visitor's address, which the app cannot see on a Unix socket. Set by the front on every
 * request it passes (a visitor's own copy is dropped), and read only from requests that came in
 * on a Unix socket, which only the front can reach (peerAddress).
 */
const PEER_HEADER = "x-supertech-peer";

/** The address a request came from: the socket's, or, through the front, the front's word for it. */
export function peerAddress(req: IncomingMessage): string | undefined {
  return req.socket.remoteAddress ?? rawHeader(req.rawHeaders, PEER_HEADER);
}

/** Headers of one connection, not of the request or answer: each side sets its own. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"]);
/** `Expect: 100-continue` is answered by the front's own server; the app gets the body at once. */
const REQUEST_ONLY = new Set([...HOP_BY_HOP, "expect", PEER_HEADER]);

function requestHeaders(req: IncomingMessage): string[] {
  const raw = req.rawHeaders;
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!REQUEST_ONLY.has((raw[i] as string).toLowerCase())) out.push(raw[i] as string, raw[i + 1] as string);
  }
  out.push(PEER_HEADER, req.socket.remoteAddress ?? "");
  return out;
}

function answerHeaders(raw: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!HOP_BY_HOP.has((raw[i] as string).toLowerCase())) out.push(raw[i] as string, raw[i + 1] as string);
  }
  return out;
}

/** Passes requests to the server on `socketPath`, and its answers back, streamed both ways. */
export function createFrontProxy(socketPath: string) {
  // GET and HEAD share connections kept open between requests (the app's side never closes an
  // idle one: front-link.server.ts); one reset just as it was reused is sent again. A request
  // with a body cannot be sent again, so it gets a connection of its own, still keep-alive: when
  // the app answers before it has read the whole body (a 413, a sign-in redirect), node:http
  // then reads and drops the rest rather than closing, and the front's writing of it does not
  // fail before the answer is read. The connection is closed once the exchange is over.
  const shared = new Agent({ keepAlive: true, maxFreeSockets: 64 });
  const bodiless = (method: string | undefined) => method === "GET" || method === "HEAD";

  /** The app thread did not answer (it is gone, or went away mid-answer): the site's own 503. */
  const unavailable = async (req: IncomingMessage, res: ServerResponse) => {
    const page = STATUS_PAGES.unavailable;
    let answer: Response;
    try {
      const target = req.url?.startsWith("/") ? req.url : "/";
      answer = statusResponse(
        page,
        new Request(`http://front${target}`, { headers: { accept: rawHeader(req.rawHeaders, "accept") ?? "" } }),
      );
    } catch {
      answer = new Response(`${page.title}. ${page.message}`, {
        status: page.status,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    const body = await answer.text();
    if (res.headersSent || res.destroyed) return;
    res.writeHead(answer.status, { ...Object.fromEntries(answer.headers), Connection: "close" });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const pass = (req: IncomingMessage, res: ServerResponse, retry: boolean) => {
    let upstream: ReturnType<typeof request>;
    const agent = bodiless(req.method) ? shared : new Agent({ keepAlive: true });
    try {
      upstream = request({
        socketPath,
        agent,
        method: req.method,
        path: req.url,
        headers: requestHeaders(req),
        setHost: false,
      });
    } catch {
      // A request node:http parsed but cannot send on (a header it will not write): refused as Node refuses a bad one.
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" }).end("Bad Request\n");
      return;
    }
    if (agent !== shared) upstream.on("close", () => agent.destroy());
    let answered = false;
    upstream.on("response", (answer) => {
      answered = true;
      if (res.destroyed) return answer.destroy();
      const headers = answerHeaders(answer.rawHeaders);
      // The app answered before it read the whole body (too large, refused): this connection
      // cannot carry another request, since the rest of the body would be read as one.
      if (!req.complete) headers.push("Connection", "close");
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      answer.pipe(res);
      // An answer cut short (the app thread went away mid-page) cuts the visitor's too, rather
      // than leaving it open.
      answer.on("close", () => {
        if (!answer.complete) res.destroy();
      });
    });
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      // The app answered before it read the whole body (a refusal, a sign-in redirect) and
      // closed: the rest of the body had nowhere to go. Its answer is what the visitor gets.
      if (answered) return;
      // A kept connection the app closed just as it was reused: sent again once, on a new one.
      if (
        retry &&
        upstream.reusedSocket &&
        bodiless(req.method) &&
        !res.headersSent &&
        (error.code === "ECONNRESET" || error.code === "EPIPE")
      ) {
        return pass(req, res, false);
      }
      // The visitor hung up first (the request to the app was cut for it): nothing to answer.
      if (res.destroyed) return;
      logger.warn(
        { code: error.code, method: req.method, path: pathOf(req.url ?? "/") },
        "the app thread did not answer a request passed on",
      );
      if (!res.headersSent) void unavailable(req, res);
      else res.destroy();
    });
    // The visitor went away: so does the request to the app, which sees its client abort.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
  return (req: IncomingMessage, res: ServerResponse) => pass(req, res, true);
}
