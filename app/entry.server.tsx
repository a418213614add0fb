import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type ActionFunctionArgs,
  type EntryContext,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { islandScripts } from "#app/server/http/islands.server";
import { noteDatabaseError } from "#app/server/http/overload.server";
import { paintFirstStream } from "#app/server/http/paint-first.server";
import { isClientAbort } from "#app/server/http/request-context.server";
import { IslandScriptsProvider, isHtmlFirst } from "./components/html-first";
import { NonceProvider } from "./components/nonce";
import { logger } from "./server/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.nonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and no-JS visitors get the whole document at once; browsers get it streamed.
    // An HTML-first page has no React Router script to hold back (decision 024).
    const { matches } = routerContext.staticHandlerContext;
    const htmlFirst = isHtmlFirst(matches.map((m) => ({ handle: routerContext.routeModules[m.route.id]?.handle })));
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IslandScriptsProvider value={islandScripts()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandScriptsProvider>
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary (an island, decision 017) goes in the HTML where it
        // stands. React moves boundaries after the first 12.8 KB to the end of the stream and
        // swaps them in with a script, which a page without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = htmlFirst ? new PassThrough() : paintFirstStream();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, handleError below reports it; after, only this can.
          if (shellRendered && !isClientAbort(error, request)) logger.error({ err: error }, "error while streaming a page");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors from loaders, actions and rendering. A client's mistake (React Router's own 404 and
 * 405, a thrown 4xx response) is not a server error and is not logged as one; neither is a
 * request the client abandoned. Every line carries the request's method, path and id (the
 * logger's request context, see request-context.server.ts).
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (isClientAbort(error, request)) {
    logger.info("client went away before the answer");
    return;
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ status: error.status, path: new URL(request.url).pathname }, "client error");
    return;
  }
  if (noteDatabaseError(error) === "busy") {
    logger.warn({ path: new URL(request.url).pathname }, "no database connection free in time: answered busy");
    return;
  }
  logger.error({ err: error, path: new URL(request.url).pathname }, "error in a loader, action or render");
}
