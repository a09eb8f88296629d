/**
 * The secret that signs unsubscribe links: UNSUBSCRIBE_SECRET (the config
 * rejects one under 32 bytes), or one the server generates once into the data
 * folder. The admin CLI reads the same secret and never makes one: links it
 * prints must be the links the server accepts.
 */
import { randomBytes } from "node:crypto";
import { link, mkdir, open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { ServerConfig } from "./config.ts";
import { errorFields } from "./log.ts";
import { SetupError } from "./setup-error.ts";

const MIN_BYTES = 32;

type SecretConfig = Pick<ServerConfig, "dataDir" | "unsubscribeSecret">;

const fileOf = (config: SecretConfig) => path.join(config.dataDir, "unsubscribe-secret");

const isMissing = (error: unknown) =>
  error instanceof Error && "code" in error && error.code === "ENOENT";

async function readSecretFile(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = (await readFile(file, "utf8")).trim();
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw new SetupError(
      `Cannot read the unsubscribe secret ${file} (${errorFields(error).code}).`,
    );
  }
  if (Buffer.byteLength(text) < MIN_BYTES) {
    throw new SetupError(
      `The unsubscribe secret in ${file} is shorter than ${MIN_BYTES} bytes. Replace it with a longer one (every link signed with it stops working) or set UNSUBSCRIBE_SECRET.`,
    );
  }
  return text;
}

/** Writes a new secret aside with mode 0600 and links it into place: whole, or not at all. */
async function createSecretFile(file: string): Promise<void> {
  const draft = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const handle = await open(draft, "wx", 0o600);
    try {
      await handle.writeFile(`${randomBytes(32).toString("base64url")}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // Another instance may have been first; then its secret is the one.
    await link(draft, file).catch((error: unknown) => {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
    });
  } catch (error) {
    throw new SetupError(
      `Cannot write the unsubscribe secret ${file} (${errorFields(error).code ?? errorFields(error).error}). Make DATA_DIR writable or set UNSUBSCRIBE_SECRET.`,
    );
  } finally {
    await rm(draft, { force: true });
  }
}

/** For the server: the configured secret, the stored one, or a new one stored now. */
export async function ensureUnsubscribeSecret(config: SecretConfig): Promise<string> {
  if (config.unsubscribeSecret) return config.unsubscribeSecret;
  const file = fileOf(config);
  const existing = await readSecretFile(file);
  if (existing) return existing;
  await createSecretFile(file);
  const created = await readSecretFile(file);
  if (!created) throw new SetupError(`The unsubscribe secret ${file} vanished after writing it.`);
  return created;
}

/** For the admin CLI: the configured or stored secret; never a new one. */
export async function readUnsubscribeSecret(config: SecretConfig): Promise<string> {
  if (config.unsubscribeSecret) return config.unsubscribeSecret;
  const file = fileOf(config);
  const existing = await readSecretFile(file);
  if (existing) return existing;
  throw new SetupError(
    `No unsubscribe secret: ${file} does not exist and UNSUBSCRIBE_SECRET is not set. Start the server once (it creates the file) or set UNSUBSCRIBE_SECRET to the server's value.`,
  );
}
