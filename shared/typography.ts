/**
 * Polish typesetting, one rule set for every Polish text the site shows: the
 * dictionary, the content modules and the articles. Each is typeset where it
 * is defined or compiled, so no component has to remember to. The rules only
 * change spaces and dashes between words, so what has no space in it (a URL,
 * an e-mail address, a slug, a date, a phone's tel: value) comes out as it was;
 * typesetting a text twice changes nothing more.
 */

const NBSP = "\u00a0";

/**
 * - A range of numbers takes an en dash without spaces: "3–6".
 * - A 5+-digit number's thousands are grouped with a no-break space
 *   ("15 000"); a 4-digit number stays whole ("2500") unless it is ranged with
 *   a grouped one, which Polish writes alike: "8 000–15 000".
 * - A dash in prose is a spaced en dash, kept on the line of the word before it.
 * - A number is bound to the word or unit it counts ("15 000 zł", "6 tygodni",
 *   not "od 800 do"), as is "zł" to what comes before it ("tys. zł").
 * - A one-letter word (a, i, o, u, w, z) never ends a line: it is bound to the next word.
 */
export function typesetPolish(text: string): string {
  return text
    .replace(/(?<=\d)[ \u00a0]*[–—][ \u00a0]*(?=\d)/g, "–")
    .replace(/(?<=\d) (?=\d{3}(?!\d))/g, NBSP)
    .replace(/(?<![\d,.])(\d)(\d{3})(?=–\d{1,3}\u00a0\d{3}(?!\d))/g, `$1${NBSP}$2`)
    .replace(/[ \u00a0]+[—–][ \u00a0]+/g, `${NBSP}– `)
    .replace(
      /(?<=(?<!\p{L})\d|\{count\}) (?=PLN\b|(?!(?:[aiouwz]|do|lub|albo|oraz|czy|to|na|od|po|za|ze|we|przez|dla|niż|jak)(?!\p{L}))\p{Ll})/gu,
      NBSP,
    )
    .replace(/ (?=zł(?!\p{L}))/gu, NBSP)
    .replace(/(?<=^|[\s(„"])([aiouwzAIOUWZ]) (?!\s)/g, `$1${NBSP}`);
}

/** The text between the tags of trusted HTML typeset; tags and their attributes stay as they are. */
export function typesetPolishHtml(html: string): string {
  return html.replace(/(?<=^|>)[^<]+/g, typesetPolish);
}

/**
 * Every string in a tree of texts typeset in Polish: all of them when `polish`
 * is set (a Polish dictionary), otherwise those below a "pl" key (content with
 * { pl, en } pairs). Other values are kept as they are.
 */
/*#__NO_SIDE_EFFECTS__*/
export function typesetPolishTree<Tree>(tree: Tree, polish = false): Tree {
  if (typeof tree === "string") return (polish ? typesetPolish(tree) : tree) as Tree;
  if (Array.isArray(tree)) return tree.map((item) => typesetPolishTree(item, polish)) as Tree;
  if (tree === null || typeof tree !== "object" || Object.getPrototypeOf(tree) !== Object.prototype)
    return tree;
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typesetPolishTree(value, polish || key === "pl"),
    ]),
  ) as Tree;
}
