import type { IncomingMessage, ServerResponse } from "node:http";
import { getEnv } from "#app/server/env.server";
import { logRequestLine } from "#app/server/logger.server";
import { pathOf, type RawAnswer, type RawRequest, rawHeader, rawRequestFromNode, writeAnswer } from "./fast-answer.server";
import { peerAddress } from "./front-proxy.server";
import { clientAddress, fromRight } from "./proxy.server";

/**
 * The hot path (decision 018): a GET or HEAD that memory can answer (a build file, an anonymous
 * page from the page cache) is written straight on Node's request, before Hono builds a Request
 * and runs its middleware. Everything else, and every miss, goes on to Hono as before; the
 * answers are the same code (`answer`), so both paths send the same bytes and headers.
 */
export function fastPath(answer: (request: RawRequest) => RawAnswer | null) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const started = performance.now();
    const env = getEnv();
    const https = Boolean(env.TRUST_PROXY) && fromRight(rawHeader(req.rawHeaders, "x-forwarded-proto"), 1)?.toLowerCase() === "https";
    const request = rawRequestFromNode(req, https);
    const reply = answer(request);
    if (!reply) return false;
    writeAnswer(res, reply);
    // Every answer keeps its line (decision 031), written without pino's generic path.
    const ip = env.TRUST_PROXY
      ? clientAddress({ get: (name: string) => request.header(name) ?? null }, peerAddress(req), env)
      : (peerAddress(req) ?? "unknown");
    logRequestLine(method, pathOf(request.target), reply.status, Math.round(performance.now() - started), ip);
    return true;
  };
}
