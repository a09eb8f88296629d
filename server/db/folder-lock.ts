/**
 * The embedded database belongs to one process: two PostgreSQL instances
 * writing one folder corrupt it. Whoever opens the folder (the server, the
 * admin CLI) first writes its PID into `<folder>.lock`; a second opener stops
 * with a message naming that PID. A lock whose process no longer runs (it
 * was killed or crashed) is taken over.
 *
 * Several processes may find the same stale lock at once. Each removing it
 * and linking its own would let a slow one remove the lock a fast one has
 * just taken, and both would open the folder. So a stale lock is removed only
 * under a second lock, `<folder>.lock.takeover` (created with O_EXCL, so one
 * process at a time holds it), and only if it is still the very file found
 * stale; the lock itself is then taken the usual way, where one link wins.
 */
import {
  closeSync,
  fstatSync,
  linkSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { SetupError } from "../setup-error.ts";

/** Lock files this process holds, so opening a folder twice in one process is caught too. */
const held = new Set<string>();

/** How often, and how long apart, a process tries again while another one takes a lock over. */
const ATTEMPTS = 50;
const PAUSE_MS = 20;

const hasCode = (error: unknown, code: string) =>
  error instanceof Error && "code" in error && error.code === code;

/** Blocks this thread for a moment: opening the database happens once, at start-up. */
const pause = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, PAUSE_MS);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return hasCode(error, "EPERM");
  }
}

/** A lock file as found: the PID in it (undefined when unreadable) and which file it is. */
interface Found {
  pid: number | undefined;
  inode: number;
}

/** Reads a lock file's PID and identity from one open file; undefined when there is none. */
function readLock(file: string): Found | undefined {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch (error) {
    if (hasCode(error, "ENOENT")) return undefined;
    throw error;
  }
  try {
    const pid = Number.parseInt(readFileSync(fd, "utf8"), 10);
    return {
      pid: Number.isSafeInteger(pid) && pid > 0 ? pid : undefined,
      inode: fstatSync(fd).ino,
    };
  } finally {
    closeSync(fd);
  }
}

/** The same file, holding the same PID: a new lock may reuse a removed one's inode, never its PID. */
const sameLock = (a: Found | undefined, b: Found) => a?.inode === b.inode && a.pid === b.pid;

/** Removes the lock found stale if it still is that file; false when another process is taking it over. */
function removeStale(file: string, stale: Found): boolean {
  const guard = `${file}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, "wx", 0o600);
  } catch (error) {
    if (!hasCode(error, "EEXIST")) throw error;
    const taker = readLock(guard)?.pid;
    // Our own PID is a leftover from before a restart; an empty file is one being written.
    if (taker === process.pid) rmSync(guard, { force: true });
    else if (taker !== undefined && !isRunning(taker)) {
      throw new SetupError(
        [
          `Process ${taker} stopped while taking over the lock ${file} and left ${guard}.`,
          `If no server or admin command is running, delete ${guard} and ${file}, then try again.`,
        ].join(" "),
      );
    }
    return false;
  }
  try {
    writeFileSync(fd, `${process.pid}\n`);
    if (sameLock(readLock(file), stale)) rmSync(file);
  } finally {
    closeSync(fd);
    rmSync(guard, { force: true });
  }
  return true;
}

/** Takes the folder's lock or throws a SetupError; returns the function that gives it back. */
export function lockFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  if (held.has(file)) {
    throw new SetupError(`The embedded database ${folder} is already open in this process.`);
  }
  const draft = `${file}.${process.pid}`;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // Written aside and linked into place: the lock appears with its PID in it, or not at all.
    writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file);
      held.add(file);
      return () => {
        held.delete(file);
        if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if (!hasCode(error, "EEXIST")) throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    const found = readLock(file);
    if (!found) continue;
    // Our own PID in a lock we do not hold is a leftover from before a restart.
    if (found.pid !== undefined && found.pid !== process.pid && isRunning(found.pid)) {
      throw new SetupError(
        [
          `The embedded database ${folder} is in use by process ${found.pid} (a running server or admin command).`,
          `Stop that process (kill ${found.pid}) or wait for it to finish, then try again.`,
          `If no such process is running, delete ${file}.`,
          "Several processes at once need PostgreSQL: set DATABASE_URL.",
        ].join(" "),
      );
    }
    if (!removeStale(file, found)) pause();
  }
  throw new SetupError(
    `Could not take the lock ${file}: other processes keep taking it over. If no server or admin command is running, delete ${file} and ${file}.takeover, then try again.`,
  );
}
