/**
 * The HTML of an article's preview beside the editor, cut down to what an
 * article's Markdown may show: the elements and attributes marked writes and
 * a few more of text, links and pictures to http(s), mail, phone or this site.
 * Everything else goes: scripts, frames, styles and forms with what they hold,
 * event-handler attributes, javascript: and data: addresses. The preview runs
 * on the editor's own page, where an editor's GitHub login is kept, so what
 * an entry holds must not run there, even before the build would refuse it.
 * Written again from the parsed elements, text escaped: what comes out holds
 * nothing else, however the input was written. Browser-safe.
 */
import { Parser } from "htmlparser2";

/** Elements kept, with the attributes each may keep besides the common ones. */
const allowed: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title"],
  abbr: ["title"],
  b: [],
  blockquote: [],
  br: [],
  caption: [],
  code: [],
  dd: [],
  del: [],
  details: ["open"],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
  input: ["type", "checked", "disabled"],
  kbd: [],
  li: ["value"],
  mark: [],
  ol: ["start", "type"],
  p: [],
  pre: [],
  q: [],
  s: [],
  section: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  summary: [],
  sup: [],
  table: [],
  tbody: [],
  td: ["align", "colspan", "rowspan"],
  tfoot: [],
  th: ["align", "colspan", "rowspan", "scope"],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};

/** Attributes any kept element may have. */
const common = ["id", "class", "lang", "dir"];

/** Elements dropped with everything inside them. */
const droppedWithContent = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "textarea",
  "title",
  "xmp",
  "svg",
  "math",
  "select",
  "form",
]);

const voidElements = new Set(["br", "hr", "img", "input"]);
const urlAttributes = new Set(["href", "src"]);

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replaceAll('"', "&quot;");

/** An address the preview may link or load: http(s), mailto, tel, or one on this site. */
function isSafeUrl(value: string): boolean {
  // As a browser reads it: no control characters or spaces count.
  const url = [...value]
    .filter((char) => (char.codePointAt(0) ?? 0) > 0x20)
    .join("")
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
  if (scheme === undefined) return true;
  return ["http", "https", "mailto", "tel"].includes(scheme);
}

function keptAttributes(name: string, attributes: Record<string, string>): string {
  const names = new Set([...common, ...(allowed[name] ?? [])]);
  let kept = "";
  for (const [attribute, value] of Object.entries(attributes)) {
    const lower = attribute.toLowerCase();
    if (!names.has(lower)) continue;
    if (urlAttributes.has(lower) && !isSafeUrl(value)) continue;
    kept += ` ${lower}="${escapeAttribute(value)}"`;
  }
  return kept;
}

/** The HTML with only the allowed elements and attributes, its text escaped. */
export function sanitizeHtml(html: string): string {
  let out = "";
  /** How deep inside dropped elements the parser is. */
  let dropped = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (dropped > 0 || droppedWithContent.has(name)) {
          if (!voidElements.has(name)) dropped++;
          return;
        }
        if (!(name in allowed)) return;
        if (name === "input" && attributes.type?.toLowerCase() !== "checkbox") return;
        out += `<${name}${keptAttributes(name, attributes)}>`;
      },
      ontext(text) {
        if (dropped === 0) out += escapeText(text);
      },
      onclosetag(name) {
        if (dropped > 0) {
          if (!voidElements.has(name)) dropped--;
          return;
        }
        if (name in allowed && !voidElements.has(name)) out += `</${name}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return out;
}
