/**
 * Reads a request body with a hard byte limit (on the bytes actually
 * received, whatever Content-Length says, chunked bodies included) and parses
 * strict JSON: valid UTF-8, and no key repeated inside an object.
 */

export type BodyResult =
  | { ok: true; value: unknown }
  | { ok: false; reason: "too-large" | "malformed" };

export type ReadResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: "too-large" | "timeout" };

/** A read that also says what arrived before it failed (the first `limit` bytes at most). */
export type PartialReadResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: "too-large" | "timeout"; received: Uint8Array };

/**
 * Reads at most `limit` bytes within `timeoutMs`: a client that trickles its
 * body cannot hold the request open. With `partial`, a body declared too
 * large is still read up to the limit, and a failure keeps what arrived.
 */
export async function readLimited(
  request: Request,
  limit: number,
  timeoutMs: number,
): Promise<ReadResult>;
export async function readLimited(
  request: Request,
  limit: number,
  timeoutMs: number,
  options: { partial: true },
): Promise<PartialReadResult>;
export async function readLimited(
  request: Request,
  limit: number,
  timeoutMs: number,
  options: { partial?: boolean } = {},
): Promise<ReadResult | PartialReadResult> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (!options.partial && Number.isFinite(declared) && declared > limit) {
    return { ok: false, reason: "too-large" };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  const failed = (reason: "too-large" | "timeout") =>
    options.partial
      ? { ok: false as const, reason, received: joined(chunks, limit) }
      : { ok: false as const, reason };
  try {
    for (;;) {
      const read = reader.read();
      const next = await Promise.race([read, deadline]);
      if (next === "timeout") {
        // The pending read fails when the lock goes; nothing waits for it.
        read.catch(() => {});
        reader.releaseLock();
        return failed("timeout");
      }
      if (next.done) break;
      size += next.value.byteLength;
      chunks.push(next.value);
      if (size > limit) {
        // Stop reading; the server discards the rest of the upload.
        reader.releaseLock();
        return failed("too-large");
      }
    }
  } finally {
    clearTimeout(timer);
  }
  return { ok: true, bytes: joined(chunks, size) };
}

/** The chunks as one array, cut at `limit` bytes. */
function joined(chunks: readonly Uint8Array[], limit: number): Uint8Array {
  const size = Math.min(
    limit,
    chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0),
  );
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= size) break;
    const part = chunk.subarray(0, size - offset);
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** True when some object in the (already valid) JSON text repeats a key. */
export function hasDuplicateKeys(text: string): boolean {
  const stack: { keys: Set<string> | null; expectKey: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const top = stack.at(-1);
      if (top?.keys && top.expectKey) {
        const key: unknown = JSON.parse(text.slice(i, end + 1));
        if (typeof key === "string") {
          if (top.keys.has(key)) return true;
          top.keys.add(key);
        }
        top.expectKey = false;
      }
      i = end;
    } else if (char === "{") {
      stack.push({ keys: new Set(), expectKey: true });
    } else if (char === "[") {
      stack.push({ keys: null, expectKey: false });
    } else if (char === "}" || char === "]") {
      stack.pop();
    } else if (char === ",") {
      const top = stack.at(-1);
      if (top?.keys) top.expectKey = true;
    }
  }
  return false;
}

export function parseJson(bytes: Uint8Array): BodyResult {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (text.trim() === "") return { ok: false, reason: "malformed" };
  try {
    const value: unknown = JSON.parse(text);
    if (hasDuplicateKeys(text)) return { ok: false, reason: "malformed" };
    return { ok: true, value };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}

/** `application/json`, optionally with `charset=utf-8`; anything else is not JSON. */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [type = "", ...params] = header.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return params.every((param) => {
    const [name, value] = param.split("=").map((part) => part.trim().replace(/^"|"$/g, ""));
    return name !== "charset" || value === "utf-8" || value === "utf8";
  });
}

export type FieldsResult =
  | { ok: true; value: Record<string, string> }
  | { ok: false; reason: "malformed" };

/**
 * Parses an `application/x-www-form-urlencoded` body as strictly as JSON: every
 * escape well formed and the bytes valid UTF-8 (URLSearchParams would quietly
 * put U+FFFD in their place), and no field named twice.
 */
export function parseUrlEncoded(bytes: Uint8Array): FieldsResult {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  // A Map, then an object with own properties only: a field named "__proto__" stays a field.
  const fields = new Map<string, string>();
  if (text === "") return { ok: true, value: {} };
  for (const pair of text.split("&")) {
    const equals = pair.indexOf("=");
    const [rawName, rawValue] =
      equals === -1 ? [pair, ""] : [pair.slice(0, equals), pair.slice(equals + 1)];
    let name: string;
    let field: string;
    try {
      name = decodeURIComponent(rawName.replaceAll("+", " "));
      field = decodeURIComponent(rawValue.replaceAll("+", " "));
    } catch {
      return { ok: false, reason: "malformed" };
    }
    if (fields.has(name)) return { ok: false, reason: "malformed" };
    fields.set(name, field);
  }
  return { ok: true, value: Object.fromEntries(fields) };
}

/**
 * The fields of an `application/x-www-form-urlencoded` body as far as they can
 * be read, for showing a refused form again: a field that cannot be decoded is
 * left out, and so is the last one of a body that did not arrive whole.
 */
export function readableFields(bytes: Uint8Array, whole: boolean): Record<string, string> {
  const pairs = new TextDecoder("utf-8").decode(bytes).split("&");
  if (!whole) pairs.pop();
  const fields = new Map<string, string>();
  for (const pair of pairs) {
    const equals = pair.indexOf("=");
    if (equals === -1) continue;
    try {
      const name = decodeURIComponent(pair.slice(0, equals).replaceAll("+", " "));
      const value = decodeURIComponent(pair.slice(equals + 1).replaceAll("+", " "));
      if (!fields.has(name)) fields.set(name, value);
    } catch {
      // Not a field anyone typed.
    }
  }
  return Object.fromEntries(fields);
}

/** `application/x-www-form-urlencoded`, optionally with a UTF-8 charset. */
export function isFormContentType(header: string | null): boolean {
  if (!header) return false;
  const [type = "", ...params] = header.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/x-www-form-urlencoded") return false;
  return params.every((param) => {
    const [name, value] = param.split("=").map((part) => part.trim().replace(/^"|"$/g, ""));
    return name !== "charset" || value === "utf-8" || value === "utf8";
  });
}
