/**
 * Server settings from the environment (documented in the README's
 * configuration table). Read once at start-up.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "../content/site.ts";
import { rootDir } from "./build-layout.ts";

export type FormKind = "contact" | "newsletter";

export interface FormEndpointConfig {
  kind: FormKind;
  key: string;
  /** Submissions sent sooner than this after the form appeared are treated as bots. */
  minFillMs: number;
}

export interface RateLimits {
  /** Submissions per client IP per endpoint per window. */
  perIp: number;
  /** Submissions per endpoint (all clients) per window. */
  perEndpoint: number;
  windowMs: number;
}

export interface ServerConfig {
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailTo: string;
  mailFrom: string;
  siteUrl: string;
  endpoints: ReadonlyMap<string, FormEndpointConfig>;
  rateLimits: RateLimits;
  trustProxy: boolean;
  googlePlacesApiKey?: string;
  googlePlaceId?: string;
  logRequests: boolean;
  /** Mail worker timing: polling, first retry delay (doubling), longest delay. */
  mailWorker: { pollMs: number; baseBackoffMs: number; maxBackoffMs: number };
}

const env = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

function number(name: string, fallback: number): number {
  const raw = env(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
}

export function formEndpoints(minFillOverride?: number): Map<string, FormEndpointConfig> {
  return new Map<string, FormEndpointConfig>([
    [
      site.forms.contact.endpointId,
      { kind: "contact", key: site.forms.contact.key, minFillMs: minFillOverride ?? 3000 },
    ],
    [
      site.forms.newsletter.endpointId,
      { kind: "newsletter", key: site.forms.newsletter.key, minFillMs: minFillOverride ?? 1500 },
    ],
  ]);
}

export function loadConfig(): ServerConfig {
  const dataDir = path.resolve(env("DATA_DIR") ?? path.join(rootDir, "data"));
  const minFill = env("FORM_MIN_FILL_MS");
  return {
    dataDir,
    databaseUrl: env("DATABASE_URL"),
    smtpUrl: env("SMTP_URL"),
    mailTo: env("MAIL_TO") ?? site.email,
    mailFrom: env("MAIL_FROM") ?? `"${site.name}" <${site.email}>`,
    siteUrl: site.url,
    endpoints: formEndpoints(minFill === undefined ? undefined : number("FORM_MIN_FILL_MS", 0)),
    rateLimits: {
      perIp: number("FORM_RATE_LIMIT_IP", 10),
      perEndpoint: number("FORM_RATE_LIMIT_ENDPOINT", 300),
      windowMs: number("FORM_RATE_LIMIT_WINDOW_MS", 60_000),
    },
    trustProxy: env("TRUST_PROXY") === "1" || env("TRUST_PROXY") === "true",
    googlePlacesApiKey: env("GOOGLE_PLACES_API_KEY"),
    googlePlaceId: env("GOOGLE_PLACE_ID"),
    logRequests: env("LOG_REQUESTS") !== "0",
    mailWorker: {
      pollMs: number("MAIL_POLL_MS", 5000),
      baseBackoffMs: number("MAIL_RETRY_BASE_MS", 30_000),
      maxBackoffMs: number("MAIL_RETRY_MAX_MS", 60 * 60 * 1000),
    },
  };
}

/**
 * The secret that signs unsubscribe links: UNSUBSCRIBE_SECRET, or one generated
 * once into the data folder (fine for a single instance; set the variable when
 * several instances share a database).
 */
export async function unsubscribeSecret(dataDir: string): Promise<string> {
  const fromEnv = env("UNSUBSCRIBE_SECRET");
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, "unsubscribe-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" }).catch(async () => {});
  return (await readFile(file, "utf8")).trim();
}
