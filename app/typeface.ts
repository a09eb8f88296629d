/** The brand face, asked for before the first layout (docs/decisions/0006-typeface.md). */

/**
 * The site stylesheet carries the typeface as data URLs, but a browser decodes a face only
 * once a layout asks for it, and that first layout would set the text in the fallback's
 * widths and then re-wrap it (a heading one line longer moves everything below). Asked for
 * right after the stylesheet, before the parser reaches the body, the face is decoded by
 * the first layout. "a" and "ą" select the Latin and the Latin Extended file.
 */
export const decodeTypeface = `document.fonts.load('1em "Bricolage Grotesque"',"a\u0105").catch(function(){})`;
