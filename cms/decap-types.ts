/**
 * The parts of Decap CMS's configuration and runtime this site uses, typed
 * (the decap-cms bundle ships no types): field and collection definitions,
 * and what the admin script calls on `window.CMS`.
 */

/** How a field is shown and described to the editor, keyed by its path in cms/labels.ts. */
export interface FieldLabel {
  /** Polish label, with the file's field name in brackets: "Cena (price)". */
  label: string;
  hint?: string;
  /** The widget when the schema's type alone does not say it (a long text, Markdown, an image, a date). */
  widget?: "string" | "text" | "markdown" | "image" | "datetime" | "hidden";
  /** For an image: the folder under public/ where uploads go and the site serves them ("/team"). */
  folder?: string;
  /** Labels of a select's options by value. */
  options?: Readonly<Record<string, string>>;
  /** What the editor says when a text does not match the schema's pattern. */
  patternHint?: string;
  /** The label of each item of a list of plain values. */
  itemLabel?: string;
  /** A list's line per item, in Decap's template syntax: "{{fields.id}}". */
  summary?: string;
  collapsed?: boolean;
}

export type Labels = Readonly<Record<string, string | FieldLabel>>;

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  fields?: DecapField[];
  field?: DecapField;
  options?: { label: string; value: string }[];
  pattern?: [string, string];
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  collapsed?: boolean;
  summary?: string;
  i18n?: boolean;
  format?: string;
  date_format?: string;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  media_library?: { allow_multiple: boolean; config: { max_file_size: number } };
  modes?: string[];
  buttons?: string[];
  editor_components?: string[];
}

export interface DecapFileEntry {
  name: string;
  label: string;
  file: string;
  fields: DecapField[];
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  format?: "json" | "frontmatter";
  extension?: string;
  folder?: string;
  path?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  i18n?: boolean | { structure: string; locales: string[]; default_locale: string };
  files?: DecapFileEntry[];
  fields?: DecapField[];
  editor?: { preview: boolean };
}

export interface DecapConfig {
  backend: Record<string, unknown>;
  local_backend?: { url: string; allowed_hosts: string[] };
  load_config_file: false;
  locale: string;
  site_url: string;
  display_url: string;
  logo_url: string;
  media_folder: string;
  public_folder: string;
  publish_mode?: string;
  show_preview_links: boolean;
  search: boolean;
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replacement: string };
  i18n: { structure: string; locales: string[]; default_locale: string };
  collections: DecapCollection[];
}

/** The few methods of Decap's Immutable.js maps the admin script calls. */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  set(key: string, value: unknown): ImmutableMap;
  deleteIn(path: readonly (string | number)[]): ImmutableMap;
  toJS(): unknown;
}

/** What Decap hands a preview template. */
export interface PreviewProps {
  entry: ImmutableMap;
  getAsset(path: string): { toString(): string } | undefined;
}

/** React.createElement of Decap's own React (window.h), which previews must render with. */
export type CreateElement = (
  type: string,
  props: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;

export interface PreSaveEvent {
  entry: ImmutableMap;
}

/** `window.CMS`, as the decap-cms bundle defines it. */
export interface DecapCms {
  init(options: { config: DecapConfig }): void;
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
  registerEventListener(listener: {
    name: "preSave";
    handler: (event: PreSaveEvent) => ImmutableMap | undefined;
  }): void;
}

declare global {
  interface Window {
    /** Set before decap-cms.js runs, so that it waits for cms/main.ts to start it. */
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
    h?: CreateElement;
  }
}
