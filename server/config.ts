/**
 * The server's settings: one zod schema over the environment with every
 * default in one place (docs/configuration.md lists them). Read
 * once at start-up by the server, the mail worker and the admin CLI.
 */
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { CmsSettings } from "../cms/config.ts";
import {
  leadRetentionRule,
  parseLeadRetentionMonths,
  type Retention,
  retentionPeriods,
} from "../content/retention.ts";
import { site } from "../content/site.ts";
import { rootDir } from "./build-layout.ts";
import { SetupError } from "./setup-error.ts";

export type FormKind = "contact" | "newsletter";

export interface FormEndpointConfig {
  kind: FormKind;
  key: string;
  /** Submissions sent sooner than this after the form appeared are treated as bots. */
  minFillMs: number;
}

/** Unset and blank mean the same: take the default. */
const blankAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const text = () => z.preprocess(blankAsUnset, z.string().trim().optional());
const textOr = (fallback: string) =>
  z.preprocess(blankAsUnset, z.string().trim().default(fallback));
const whole = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(max).default(fallback));
const flag = (fallback: boolean) =>
  z.preprocess(
    blankAsUnset,
    z
      .enum(["1", "0", "true", "false", "on", "off"])
      .transform((value) => value === "1" || value === "true" || value === "on")
      .default(fallback),
  );

const UNSUBSCRIBE_SECRET_MIN_BYTES = 32;

const environment = z
  .object({
    CMS_GITHUB_REPO: z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^[\w.-]+\/[\w.-]+$/, "must be owner/name of a GitHub repository")
        .optional(),
    ),
    CMS_BRANCH: textOr("main"),
    CMS_GITHUB_CLIENT_ID: text(),
    CMS_GITHUB_CLIENT_SECRET: text(),
    CMS_LOCAL_PROXY_PORT: whole(8081, 65_535),
    PUBLISH_REPOSITORY: text(),
    PUBLISH_KEEP: z.preprocess(blankAsUnset, z.coerce.number().int().min(2).max(50).default(5)),
    PORT: whole(3000, 65_535),
    // Unset: every interface, or only this machine's behind a proxy (see loadConfig).
    HOST: text(),
    DATA_DIR: textOr(path.join(rootDir, "data")),
    DATABASE_URL: z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// (STARTTLS) or smtps:// (TLS)")
        .optional(),
    ),
    /** Local testing only: lets smtp:// send without STARTTLS. */
    SMTP_ALLOW_PLAINTEXT: flag(false),
    MAIL_TO: textOr(site.email),
    MAIL_FROM: textOr(`"${site.name}" <${site.email}>`),
    MAIL_POLL_MS: whole(5000),
    MAIL_RETRY_BASE_MS: whole(30_000),
    MAIL_RETRY_MAX_MS: whole(60 * 60 * 1000),
    MAIL_LEASE_MS: whole(2 * 60 * 1000),
    // A set but empty or short secret is a deployment mistake, not "unset".
    UNSUBSCRIBE_SECRET: z
      .string()
      .trim()
      .refine(
        (value) => Buffer.byteLength(value) >= UNSUBSCRIBE_SECRET_MIN_BYTES,
        `must be at least ${UNSUBSCRIBE_SECRET_MIN_BYTES} bytes (for example \`openssl rand -base64 48\`)`,
      )
      .optional(),
    GOOGLE_PLACES_API_KEY: text(),
    GOOGLE_PLACE_ID: text(),
    FORM_RATE_LIMIT_IP: whole(10),
    FORM_RATE_LIMIT_NETWORK: whole(30),
    FORM_RATE_LIMIT_ENDPOINT: whole(300),
    FORM_RATE_LIMIT_IP_SCRIPTLESS: whole(3),
    // The privacy policy states this window (content/retention.ts).
    FORM_RATE_LIMIT_WINDOW_MS: whole(retentionPeriods.rateLimitWindowMinutes * 60_000),
    PAGE_RATE_LIMIT_IP: whole(300),
    PAGE_RATE_LIMIT_NETWORK: whole(900),
    FORM_REPEAT_WINDOW_MS: z.preprocess(
      blankAsUnset,
      z.coerce
        .number()
        .int()
        .min(1000)
        .default(10 * 60_000),
    ),
    FORM_MIN_FILL_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).optional()),
    FORM_BODY_TIMEOUT_MS: whole(10_000),
    TRUST_PROXY: z.preprocess(
      blankAsUnset,
      z.coerce
        .number({ error: "is the number of proxies in front of the server (0 = none)" })
        .int()
        .min(0)
        .max(10)
        .default(0),
    ),
    HTTP_HEADERS_TIMEOUT_MS: whole(10_000),
    HTTP_REQUEST_TIMEOUT_MS: whole(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: whole(65_000),
    LOG_REQUESTS: flag(true),
    // The same rule the build applies to the privacy policy's figure (content/retention.ts).
    LEAD_RETENTION_MONTHS: z
      .string()
      .optional()
      .transform((raw, context) => {
        const months = parseLeadRetentionMonths(raw);
        if (months === undefined)
          context.addIssue({ code: "custom", message: `must be ${leadRetentionRule}` });
        return months ?? 0;
      }),
  })
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_MS <= env.HTTP_REQUEST_TIMEOUT_MS, {
    path: ["HTTP_HEADERS_TIMEOUT_MS"],
    message: "must not be longer than HTTP_REQUEST_TIMEOUT_MS",
  });

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The embedded database's folder (used when databaseUrl is not set). */
  pgliteDir: string;
  databaseUrl?: string;
  siteUrl: string;
  endpoints: ReadonlyMap<string, FormEndpointConfig>;
  rateLimits: {
    /** Submissions per client address (IPv6: per /64) per form per window. */
    perAddress: number;
    /** Submissions per IPv6 /48 per form per window. */
    perNetwork: number;
    /** Submissions per form (all clients) per window. */
    perForm: number;
    /** Forms posted without the page's script (no fill time) per client address per form per window. */
    perAddressScriptless: number;
    windowMs: number;
  };
  /**
   * Pages rendered on demand (the 404 page, data and manifest requests of
   * client navigations) per client address (IPv6: per /64), and per IPv6
   * /48, per minute; pre-rendered pages and files are not counted.
   */
  pageRateLimits: { perAddress: number; perNetwork: number; windowMs: number };
  /**
   * A contact form posted without any script (so without an attempt's key)
   * whose every field is the same as one stored less than this long ago is that
   * lead again, and stored once.
   */
  postedRepeatWindowMs: number;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed. */
  trustProxyHops: number;
  /**
   * Signs the newsletter's confirmation and unsubscribe links. Set in the
   * environment, or undefined to use (or create) the one in the data folder.
   */
  unsubscribeSecret?: string;
  mail: {
    smtpUrl?: string;
    allowPlaintext: boolean;
    from: string;
    to: string;
    /** How often the worker looks for due mail when nothing wakes it. */
    pollMs: number;
    /** First retry delay; doubles per attempt up to maxBackoffMs. */
    baseBackoffMs: number;
    maxBackoffMs: number;
    maxAttempts: number;
    /** How long a claimed mail stays reserved; renewed while it is being sent. */
    leaseMs: number;
    batchSize: number;
  };
  reviews: { apiKey?: string; placeId?: string };
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    /** A form submission's body must arrive within this. */
    bodyTimeoutMs: number;
  };
  logRequests: boolean;
  /** The content editor at /admin/: where it saves, and the GitHub login's OAuth app. */
  cms: CmsSettings & { github: { clientId: string; clientSecret: string } | undefined };
  /** How long personal data is kept; the daily purge applies it. */
  retention: Retention;
  /**
   * Publishing (server/releases/publish.ts): the repository the editor's
   * commits are fetched from (unset: nothing is published by itself), its
   * branch (the editor's), and how many releases are kept for a rollback.
   */
  publishing: { repository?: string; branch: string; keep: number };
}

/** 127.0.0.0/8, ::1 (also as an IPv4-mapped address) and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (address === "localhost") return true;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return isIP(address) === 6 && /^(?:0{0,4}:){2,7}0{0,3}1$/.test(address);
}

/**
 * Behind a proxy (TRUST_PROXY) the server believes the X-Forwarded-For that
 * reaches it, which a client connecting directly writes itself: so the server
 * then listens on this machine's loopback only, where only the proxy can reach
 * it (deploy/systemd: HOST=127.0.0.1). Unset, HOST follows; anything else is
 * refused at start.
 */
function listeningHost(host: string | undefined, trustProxyHops: number): string {
  if (trustProxyHops === 0) return host ?? "0.0.0.0";
  if (host === undefined) return "127.0.0.1";
  if (!isLoopbackHost(host)) {
    throw new SetupError(
      `Invalid configuration: HOST=${host} with TRUST_PROXY=${trustProxyHops}. Behind a proxy the server counts each client by the X-Forwarded-For it is sent, which anyone reaching it directly can write: set HOST to a loopback address (127.0.0.1, ::1 or localhost) so that only the proxy on this machine reaches it, or TRUST_PROXY=0.`,
    );
  }
  return host;
}

/** decap-server's API on this machine (CMS_LOCAL_PROXY_PORT, 8081 as Decap's own default). */
const localProxyUrl = (port: number) => `http://localhost:${port}/api/v1`;
export const defaultLocalProxyUrl = localProxyUrl(8081);

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new SetupError(`Invalid configuration: ${problems.join("; ")}.`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: listeningHost(e.HOST, e.TRUST_PROXY),
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    databaseUrl: e.DATABASE_URL,
    siteUrl: site.url,
    endpoints: new Map<string, FormEndpointConfig>([
      [
        site.forms.contact.endpointId,
        { kind: "contact", key: site.forms.contact.key, minFillMs: e.FORM_MIN_FILL_MS ?? 3000 },
      ],
      [
        site.forms.newsletter.endpointId,
        {
          kind: "newsletter",
          key: site.forms.newsletter.key,
          minFillMs: e.FORM_MIN_FILL_MS ?? 1500,
        },
      ],
    ]),
    rateLimits: {
      perAddress: e.FORM_RATE_LIMIT_IP,
      perNetwork: e.FORM_RATE_LIMIT_NETWORK,
      perForm: e.FORM_RATE_LIMIT_ENDPOINT,
      perAddressScriptless: e.FORM_RATE_LIMIT_IP_SCRIPTLESS,
      windowMs: e.FORM_RATE_LIMIT_WINDOW_MS,
    },
    pageRateLimits: {
      perAddress: e.PAGE_RATE_LIMIT_IP,
      perNetwork: e.PAGE_RATE_LIMIT_NETWORK,
      windowMs: 60_000,
    },
    postedRepeatWindowMs: e.FORM_REPEAT_WINDOW_MS,
    trustProxyHops: e.TRUST_PROXY,
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET,
    mail: {
      smtpUrl: e.SMTP_URL,
      allowPlaintext: e.SMTP_ALLOW_PLAINTEXT,
      from: e.MAIL_FROM,
      to: e.MAIL_TO,
      pollMs: e.MAIL_POLL_MS,
      baseBackoffMs: e.MAIL_RETRY_BASE_MS,
      maxBackoffMs: e.MAIL_RETRY_MAX_MS,
      maxAttempts: 12,
      leaseMs: e.MAIL_LEASE_MS,
      batchSize: 10,
    },
    reviews: { apiKey: e.GOOGLE_PLACES_API_KEY, placeId: e.GOOGLE_PLACE_ID },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      bodyTimeoutMs: e.FORM_BODY_TIMEOUT_MS,
    },
    logRequests: e.LOG_REQUESTS,
    cms: {
      siteUrl: site.url,
      githubRepo: e.CMS_GITHUB_REPO,
      branch: e.CMS_BRANCH,
      localProxyUrl: localProxyUrl(e.CMS_LOCAL_PROXY_PORT),
      github:
        e.CMS_GITHUB_CLIENT_ID && e.CMS_GITHUB_CLIENT_SECRET
          ? { clientId: e.CMS_GITHUB_CLIENT_ID, clientSecret: e.CMS_GITHUB_CLIENT_SECRET }
          : undefined,
    },
    retention: { leadMonths: e.LEAD_RETENTION_MONTHS, ...retentionPeriods },
    publishing: { repository: e.PUBLISH_REPOSITORY, branch: e.CMS_BRANCH, keep: e.PUBLISH_KEEP },
  };
}
