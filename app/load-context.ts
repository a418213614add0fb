import { RouterContextProvider } from "react-router";

// What server.ts hands every loader and action, besides the request. With middleware on
// (react-router.config.ts), the load context is a RouterContextProvider: these two stay
// plain properties of it (decision 013), so their readers are unchanged, and middleware
// values (the admin gate's) travel in it through `context.get()`.
declare module "react-router" {
  interface RouterContextProvider {
    /** Per-request CSP nonce for the inline scripts React Router renders. */
    nonce: string;
    /** The client's address: from the socket, or X-Forwarded-For when TRUST_PROXY is set. */
    clientIp: string;
  }
}

/** The one way to make a load context: server.ts per request, tests for a route call. */
export function createLoadContext(values: { nonce: string; clientIp: string }): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), values);
}
