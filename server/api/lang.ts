import type { Lang } from "../../shared/lang.ts";

/** The visitor's language for API messages: a `lang` hint first, then Accept-Language; Polish by default. */
export function requestLang(request: Request): Lang {
  const hint = new URL(request.url).searchParams.get("lang");
  if (hint === "pl" || hint === "en") return hint;
  const header = request.headers.get("Accept-Language");
  if (!header) return "pl";
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.find((param) => param.trim().startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag === "pl" || tag.startsWith("pl-")) return "pl";
    if (tag === "en" || tag.startsWith("en-")) return "en";
  }
  return "pl";
}
