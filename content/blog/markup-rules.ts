/**
 * What an article's Markdown may not carry: raw HTML that runs code or embeds
 * another page (<script>, <iframe>, <frame>, <object>, <embed>, <base>), an
 * event-handler attribute (onclick=, onerror=, …) and a javascript: or
 * vbscript: address in a link, an image or an HTML attribute. Markdown passes
 * raw HTML through to the page unchanged, so these would run on the site.
 * The build refuses them (content/blog/sources.ts), naming the file and the
 * line. Read as marked reads the text: what it renders as code is text and
 * allowed. Browser-safe.
 */
import { Marked, type Token } from "marked";

export interface MarkupProblem {
  /** 1-based line of the Markdown text. */
  line: number;
  problem: string;
}

const FORBIDDEN_ELEMENT = /<\s*(script|iframe|frame|frameset|object|embed|base)\b/gi;
/** An attribute whose name starts with "on", after a space, a slash or a quote inside a tag. */
const EVENT_HANDLER = /<[a-z][^<>]*?[\s/"'](on[a-z]+)\s*=/gi;
const SCRIPT_SCHEME = /^(javascript|vbscript):/i;

/** Numeric character references and the named ones that spell a scheme's parts. */
function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|colon|tab|newline);?/gi, (reference, body: string) => {
    const lower = body.toLowerCase();
    if (lower === "colon") return ":";
    if (lower === "tab") return "\t";
    if (lower === "newline") return "\n";
    const code = lower.startsWith("#x")
      ? Number.parseInt(lower.slice(2), 16)
      : Number.parseInt(lower.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });
}

/** An address as a browser reads it: references decoded, spaces and control characters dropped. */
const compactUrl = (url: string) =>
  [...decodeReferences(url)]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      const control = code <= 0x20 || (code >= 0x7f && code <= 0x9f);
      const invisible = code === 0xad || (code >= 0x200b && code <= 0x200f) || code === 0xfeff;
      return !control && !invisible;
    })
    .join("");

const hasScriptScheme = (url: string) => SCRIPT_SCHEME.test(compactUrl(url));

/** Attribute values of raw HTML that hold a javascript: or vbscript: address, as written. */
function scriptUrlsIn(html: string): string[] {
  const found: string[] = [];
  for (const [, value = ""] of html.matchAll(/=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)) {
    const unquoted = /^["']/.test(value) ? value.slice(1, -1) : value;
    if (hasScriptScheme(unquoted)) found.push(value);
  }
  return found;
}

interface Finding {
  /** Text to look for in the source to name the line. */
  needle: string;
  problem: string;
}

function findingsIn(token: Token): Finding[] {
  const findings: Finding[] = [];
  if (token.type === "html") {
    const { raw } = token;
    for (const [match, name = ""] of raw.matchAll(FORBIDDEN_ELEMENT)) {
      findings.push({
        needle: match,
        problem: `a <${name.toLowerCase()}> element: articles may not run scripts or embed other pages`,
      });
    }
    for (const [, name = ""] of raw.matchAll(EVENT_HANDLER)) {
      findings.push({
        needle: name,
        problem: `an event-handler attribute (${name.toLowerCase()}=): articles may not run scripts`,
      });
    }
    for (const value of scriptUrlsIn(raw)) {
      findings.push({
        needle: value,
        problem: `an address that runs a script (${compactUrl(value).slice(0, 40)}): use an https:// or / address`,
      });
    }
  }
  if ((token.type === "link" || token.type === "image") && hasScriptScheme(token.href)) {
    findings.push({
      needle: token.raw,
      problem: `a ${token.type} to ${JSON.stringify(token.href.slice(0, 40))}, an address that runs a script: use an https:// or / address`,
    });
  }
  return findings;
}

/** Every token inside `token`, itself first. */
function* allTokens(token: Token): Generator<Token> {
  yield token;
  const nested: Token[] = [];
  if ("tokens" in token && Array.isArray(token.tokens)) nested.push(...token.tokens);
  if (token.type === "list") nested.push(...token.items);
  if (token.type === "table") {
    for (const cell of token.header) nested.push(...cell.tokens);
    for (const row of token.rows) for (const cell of row) nested.push(...cell.tokens);
  }
  for (const child of nested) yield* allTokens(child);
}

/** What the Markdown carries that the site does not allow, in the order it appears. */
export function unsafeMarkup(markdown: string): MarkupProblem[] {
  const source = markdown.replace(/\r\n?/g, "\n");
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  const problems: MarkupProblem[] = [];
  let offset = 0;
  // Top-level tokens follow each other in the text: each one's raw is the next stretch.
  for (const block of new Marked({ gfm: true }).lexer(source)) {
    const start = source.startsWith(block.raw, offset) ? offset : source.indexOf(block.raw, offset);
    const blockStart = start === -1 ? offset : start;
    const blockEnd = blockStart + block.raw.length;
    for (const token of allTokens(block)) {
      for (const { needle, problem } of findingsIn(token)) {
        const at = source.slice(blockStart, blockEnd).indexOf(needle);
        problems.push({ line: lineAt(at === -1 ? blockStart : blockStart + at), problem });
      }
    }
    offset = blockEnd;
  }
  return problems;
}
