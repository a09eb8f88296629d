/**
 * Structured logs: one JSON object per line on stdout (errors on stderr).
 * Never pass message bodies or e-mail addresses here.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

function line(level: string, msg: string, fields?: LogFields): string {
  return JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
}

export const jsonLogger: Logger = {
  info: (msg, fields) => process.stdout.write(`${line("info", msg, fields)}\n`),
  warn: (msg, fields) => process.stdout.write(`${line("warn", msg, fields)}\n`),
  error: (msg, fields) => process.stderr.write(`${line("error", msg, fields)}\n`),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
