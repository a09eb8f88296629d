/**
 * The request headers that choose how a static file is answered:
 * Accept-Encoding with its q-values (RFC 9110 §12.5.3) and If-None-Match with
 * lists, weak validators and `*` (§13.1.2).
 */

export type Encoding = "br" | "gzip" | "identity";

/** The q-value of each coding the client named ("*" included), lower-cased. */
function qualities(acceptEncoding: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [coding = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const weight = params.find((param) => /^q\s*=/.test(param));
    const value = weight ? Number(weight.replace(/^q\s*=\s*/, "")) : 1;
    q.set(coding, Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
  }
  return q;
}

/**
 * The best encoding among those available: the client's highest q-value wins,
 * brotli before gzip on a tie; q=0 means "not this one". Identity is the
 * fallback whatever the header says (a 406 helps nobody here).
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding {
  if (!acceptEncoding) return "identity";
  const q = qualities(acceptEncoding);
  const of = (coding: Encoding) =>
    q.get(coding) ?? (coding === "gzip" ? q.get("x-gzip") : undefined) ?? q.get("*") ?? 0;
  let best: Encoding = "identity";
  let bestQ = 0;
  for (const coding of ["br", "gzip"] as const) {
    if (available.includes(coding) && of(coding) > bestQ) {
      best = coding;
      bestQ = of(coding);
    }
  }
  return best;
}

/** Whether If-None-Match names this entity tag (weak comparison) or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === wanted);
}
