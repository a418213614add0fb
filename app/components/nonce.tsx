import { createContext, useContext } from "react";

// The CSP nonce of the current request (server only; browsers hide it after parsing).
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
