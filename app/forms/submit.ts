/**
 * Sends one form submission to the form API. One submission attempt has one
 * Idempotency-Key, kept across the automatic retries of that attempt (network
 * failures and temporary server trouble), so a retried request is stored once.
 */

import { asFieldProblem, type FieldProblems, spamHeaders } from "#shared/forms/fields.ts";
import type { Lang } from "#shared/lang.ts";

export interface FormEndpoint {
  endpointId: string;
  key: string;
}

export type SubmitResult =
  | { kind: "ok" }
  | { kind: "rejected"; status: number; message?: string; problems?: FieldProblems }
  | { kind: "network" };

export interface SubmitOptions {
  endpoint: FormEndpoint;
  body: Record<string, string>;
  lang: Lang;
  /** Milliseconds between the form appearing and being sent. */
  fillTimeMs: number;
  /** Whatever a bot typed into the hidden field; empty for people. */
  honeypot: string;
  /** More headers for this form (the newsletter's proof of consent). */
  headers?: Readonly<Record<string, string>>;
  /** Waits before the automatic retries. */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_RETRY_DELAYS_MS = [400, 1200] as const;

export function formSubmitUrl(endpointId: string): string {
  return `/api/form-endpoints/${encodeURIComponent(endpointId)}/submit`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isTemporary = (status: number) => status === 502 || status === 503 || status === 504;

/** The `message` of an error answer and, on a 422, the `fields` it refused. */
async function readAnswer(
  response: Response,
): Promise<{ message?: string; problems?: FieldProblems }> {
  try {
    const data: unknown = await response.json();
    if (!data || typeof data !== "object") return {};
    const message =
      "message" in data && typeof data.message === "string" ? data.message : undefined;
    const fields =
      "fields" in data && data.fields && typeof data.fields === "object" ? data.fields : {};
    const problems = Object.fromEntries(
      Object.entries(fields).map(([key, problem]) => [key, asFieldProblem(problem)]),
    );
    return { message, problems };
  } catch {
    // A body that is not JSON carries no message to show.
    return {};
  }
}

export async function submitForm(options: SubmitOptions): Promise<SubmitResult> {
  const { endpoint, body, lang, fillTimeMs, honeypot } = options;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const headers: Record<string, string> = {
    ...options.headers,
    "Content-Type": "application/json",
    Accept: "application/json",
    "Accept-Language": lang,
    Authorization: `Bearer ${endpoint.key}`,
    "Idempotency-Key": crypto.randomUUID(),
    [spamHeaders.fillTime]: String(Math.max(0, Math.round(fillTimeMs))),
  };
  if (honeypot) headers[spamHeaders.honeypot] = honeypot;
  const payload = JSON.stringify(body);

  let last: SubmitResult = { kind: "network" };
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await wait(delays[attempt - 1] ?? 0);
    try {
      const response = await fetch(formSubmitUrl(endpoint.endpointId), {
        method: "POST",
        headers,
        body: payload,
      });
      if (response.ok) {
        await readAnswer(response);
        return { kind: "ok" };
      }
      last = { kind: "rejected", status: response.status, ...(await readAnswer(response)) };
      if (!isTemporary(response.status)) return last;
    } catch {
      last = { kind: "network" };
    }
  }
  return last;
}
