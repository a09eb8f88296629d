/**
 * What an article's two files must say together, beyond each file's schema:
 * the blog compiler (content/blog/sources.ts) and the CMS before it saves
 * (cms/save-checks.ts) apply the same rules. Browser-safe.
 */

/** An article's two files as far as these rules read them. */
export interface ArticlePair {
  polish: { hasExtras: boolean; body: string };
  english: { hasExtras: boolean; body: string };
}

export interface PairProblem {
  /** The file the problem is reported on. */
  lang: "pl" | "en";
  problem: string;
}

export function pairProblems({ polish, english }: ArticlePair): PairProblem[] {
  const problems: PairProblem[] = [];
  if (!polish.body.trim()) problems.push({ lang: "pl", problem: "body: is empty" });
  const hasEnglishBody = english.body.trim() !== "";
  if (polish.hasExtras && hasEnglishBody && !english.hasExtras) {
    problems.push({ lang: "en", problem: "extras: the Polish post has them, the English one not" });
  }
  if (english.hasExtras && !(polish.hasExtras && hasEnglishBody)) {
    problems.push({
      lang: "en",
      problem: "extras: shown only beside an English body whose Polish post has extras too",
    });
  }
  return problems;
}
