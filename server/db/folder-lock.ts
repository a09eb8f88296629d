/**
 * The embedded database belongs to one process: two PostgreSQL instances
 * writing one folder corrupt it. Whoever opens the folder (the server, the
 * admin CLI) first writes its PID into `<folder>.lock`; a second opener stops
 * with a message naming that PID. A lock whose process no longer runs (it
 * was killed or crashed) is taken over.
 */
import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { SetupError } from "../setup-error.ts";

/** Lock files this process holds, so opening a folder twice in one process is caught too. */
const held = new Set<string>();

const hasCode = (error: unknown, code: string) =>
  error instanceof Error && "code" in error && error.code === code;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return hasCode(error, "EPERM");
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the folder's lock or throws a SetupError; returns the function that gives it back. */
export function lockFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  if (held.has(file)) {
    throw new SetupError(`The embedded database ${folder} is already open in this process.`);
  }
  const draft = `${file}.${process.pid}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written aside and linked into place: the lock appears with its PID in it, or not at all.
    writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file);
      held.add(file);
      return () => {
        held.delete(file);
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if (!hasCode(error, "EEXIST")) throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    const holder = holderOf(file);
    // Our own PID in a lock we do not hold is a leftover from before a restart.
    if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
      throw new SetupError(
        [
          `The embedded database ${folder} is in use by process ${holder} (a running server or admin command).`,
          `Stop that process (kill ${holder}) or wait for it to finish, then try again.`,
          `If no such process is running, delete ${file}.`,
          "Several processes at once need PostgreSQL: set DATABASE_URL.",
        ].join(" "),
      );
    }
    rmSync(file, { force: true });
  }
  throw new SetupError(`Could not take the lock ${file}: other processes keep taking it.`);
}
