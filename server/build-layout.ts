/** Where the production build lives; shared by the build steps and the server. */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** `build/`, or another folder (BUILD_DIR) for a second build with other build-time settings. */
export const buildDir = path.resolve(rootDir, process.env.BUILD_DIR || "build");
export const clientDir = path.join(buildDir, "client");
export const serverEntry = path.join(buildDir, "server", "entry.mjs");
/** Inline-script hashes of every pre-rendered page, by file path relative to clientDir. */
export const cspHashesFile = path.join(buildDir, "csp-hashes.json");
/** The CSP sources the build's measurement tools need (content/measurement.ts). */
export const thirdPartySourcesFile = path.join(buildDir, "csp-third-party.json");

/** File types worth compressing ahead of time. */
export const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|data|map|webmanifest)$/;
/** The content editor's files (tooling/build-admin.ts), served at ADMIN_PATH with their own headers. */
export const ADMIN_PATH = "/admin";
export const adminDir = path.join(clientDir, "admin");
