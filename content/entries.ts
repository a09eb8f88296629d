/**
 * The files the agency edits in the CMS (content/entries/*.json) as the
 * modules beside them read them: plain JSON, imported as it is by the build,
 * the server and the browser alike. validateContent() parses every file with
 * its zod schema when the site is built (and the CMS before it saves), so the
 * data the pages get has the shape that schema infers, and the pages ship the
 * data without the schemas or zod.
 *
 * Marked free of side effects so that the bundler drops a call whose result
 * a page does not use (a loader's data stays out of the browser's chunks).
 */
/*#__NO_SIDE_EFFECTS__*/
export function checkedAtBuild<Shape>(data: unknown): Shape {
  return data as Shape;
}

/**
 * One top-level field of a file. Read here rather than where it is used: a
 * property read at a module's top level is one the bundler keeps (it cannot
 * tell it has no getter), and with it the whole file.
 */
/*#__NO_SIDE_EFFECTS__*/
export function fieldOf<File, Key extends keyof File>(data: unknown, key: Key): File[Key] {
  return checkedAtBuild<File>(data)[key];
}
