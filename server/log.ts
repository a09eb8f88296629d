/**
 * Structured logs: one JSON object per line on stdout (errors on stderr).
 * Never pass message texts or e-mail addresses as fields. Errors are logged
 * by name and code only: a database error's message carries the failed
 * statement's parameters (names, addresses, whole messages), an SMTP error's
 * the recipient.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields, error?: unknown): void;
  error(msg: string, fields?: LogFields, error?: unknown): void;
}

const TOKEN = /^[A-Za-z0-9_.-]{1,64}$/;

/** The loggable part of an error: its class name and the first code found along its causes. */
export function errorFields(error: unknown): { error: string; code?: string } {
  if (!(error instanceof Error)) return { error: typeof error };
  const name = error.name !== "Error" ? error.name : error.constructor.name;
  let code: string | undefined;
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && cause instanceof Object && !code; depth++) {
    const value = "code" in cause ? cause.code : undefined;
    if ((typeof value === "string" || typeof value === "number") && TOKEN.test(String(value))) {
      code = String(value);
    }
    cause = "cause" in cause ? cause.cause : undefined;
  }
  return { error: TOKEN.test(name) ? name : "Error", ...(code ? { code } : {}) };
}

function line(level: string, msg: string, fields?: LogFields, error?: unknown): string {
  const described = error === undefined ? {} : errorFields(error);
  return `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields, ...described })}\n`;
}

export const jsonLogger: Logger = {
  info: (msg, fields) => process.stdout.write(line("info", msg, fields)),
  warn: (msg, fields, error) => process.stdout.write(line("warn", msg, fields, error)),
  error: (msg, fields, error) => process.stderr.write(line("error", msg, fields, error)),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
