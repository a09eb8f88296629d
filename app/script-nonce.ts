import { createContext } from "react";

/**
 * The nonce for an inline script a component writes itself (React Router's own
 * scripts get theirs from `<ServerRouter nonce>`). Set by the server entry for pages
 * rendered on demand; undefined while pre-rendering, whose inline scripts are allowed
 * by hash, and in the browser, which hides a nonce from the page once it has been read.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);
