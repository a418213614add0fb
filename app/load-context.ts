// What server.ts hands every loader and action, besides the request.
declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for the inline scripts React Router renders. */
    nonce: string;
    /** The client's address: from the socket, or X-Forwarded-For when TRUST_PROXY is set. */
    clientIp: string;
  }
}

export {};
