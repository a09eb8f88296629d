import { useCallback, useRef, useState } from "react";
import type { Lang } from "#shared/lang.ts";
import { loadPostSearch } from "./load-search.ts";
import type { SearchMatches } from "./search.ts";

/**
 * The blog index's search: `prepare` starts loading the index (when the search
 * box is first used), `apply` runs a query once it has loaded. When queries
 * overlap, the last one asked for wins.
 */
export function usePostSearch(lang: Lang) {
  const [matches, setMatches] = useState<SearchMatches | null>(null);
  const latest = useRef(0);

  const prepare = useCallback(() => {
    // A failed load shows when a query is applied; it is tried again then.
    loadPostSearch(lang).catch(() => undefined);
  }, [lang]);

  const apply = useCallback(
    (query: string) => {
      latest.current += 1;
      const ticket = latest.current;
      const text = query.trim();
      if (!text) {
        setMatches(null);
        return;
      }
      loadPostSearch(lang).then(
        (search) => {
          if (ticket === latest.current) setMatches({ query: text, slugs: search.search(text) });
        },
        () => {
          // Without the index (offline, a new deployment) the list stays as it is.
        },
      );
    },
    [lang],
  );

  return { matches, prepare, apply };
}
