/**
 * The editor's fields, made from the content's zod schemas (through zod's JSON
 * Schema output) and the Polish labels of cms/labels.ts: what a field holds,
 * whether it may be left empty, its options, bounds and pattern all come from
 * the schema, so the editor cannot drift from what the build accepts. A field
 * of the schema without a label, or a label without its field, is an error
 * here, which the CMS's tests turn into a failing test.
 */
import { z } from "zod";
import type { DecapField, FieldLabel, Labels } from "./decap-types.ts";

/** The part of a JSON Schema node the editor's fields are made from. */
interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
}

/** The JSON Schema of what a file may hold (its input: defaults may be left out). */
export function jsonSchemaOf(schema: z.ZodType): SchemaNode {
  // `unrepresentable: "any"` is zod's JSON Schema option, not TypeScript's `any`: a type
  // JSON Schema cannot express (a refinement's function) becomes `{}` instead of a throw,
  // and the refinement is still checked by the schema itself before a save (cms/save-checks.ts).
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as SchemaNode;
}

/** The largest integer zod writes for "no upper bound". */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** Labels every file shares: the two languages and the parts of a figure. */
const sharedLabels: Labels = {
  pl: { label: "po polsku (pl)" },
  en: { label: "po angielsku (en)" },
  unit: { label: "Jednostka (unit)", widget: "hidden" },
  min: { label: "Liczba lub dolna granica (min)" },
  max: {
    label: "Górna granica (max)",
    hint: "Zostaw puste, gdy to jedna liczba, a nie przedział.",
  },
  sample: {
    label: "Przykład (sample)",
    hint: "Zaznaczone: strona podpisuje to jako przykład, a launch-check przypomina o wymianie.",
  },
  consentRecorded: {
    label: "Zgoda zapisana (consentRecorded)",
    hint: "Zaznacz dopiero, gdy pisemna zgoda klienta jest w aktach.",
  },
};

function labelFor(context: FieldContext, path: string, key: string): FieldLabel {
  const own = context.labels[path] ?? sharedLabels[key];
  if (own === undefined) throw new Error(`the editor has no label for the field "${path}"`);
  const label = typeof own === "string" ? { label: own } : own;
  // The two languages of a long text are long texts too.
  return label.widget === undefined && context.languageWidget && (key === "pl" || key === "en")
    ? { ...label, widget: context.languageWidget }
    : label;
}

/** "Cena (price)": the schema's name of a field beside the label, for whoever reads the files too. */
function fieldOptions(node: SchemaNode, required: boolean, own: FieldLabel) {
  return {
    label: own.label,
    required,
    ...(own.hint ? { hint: own.hint } : {}),
    ...(node.default !== undefined ? { default: node.default } : {}),
  };
}

/** The text a pattern's check shows under the field when the value does not match. */
function patternMessage(own: FieldLabel): string {
  return own.patternHint ?? "Wpisz wartość w formacie podanym w podpowiedzi pola.";
}

/** What the fields of one file are made with. */
export interface FieldContext {
  labels: Labels;
  /** The largest image the editor uploads (the build refuses bigger ones too, content/media.ts). */
  maxImageBytes: number;
  /** Inside a group the schema lets be left out. */
  optional?: boolean;
  /** The widget of a text's two languages, when the text itself asks for a long one. */
  languageWidget?: FieldLabel["widget"];
}

/** What a figure's numbers count, after its label: "Cena (price) — zł netto". */
const unitNames: Readonly<Record<string, string>> = {
  pln: "zł netto",
  km: "km",
  percent: "%",
  minutes: "minuty",
  hours: "godziny",
  workingHours: "godziny robocze",
  days: "dni",
  workingDays: "dni robocze",
  weeks: "tygodnie",
  months: "miesiące",
  pages: "strony",
  concepts: "liczba koncepcji",
  revisionRounds: "liczba rund poprawek",
};

/** The unit a figure's schema fixes, or undefined for any other object. */
function unitOf(node: SchemaNode): string | undefined {
  const unit = node.properties?.unit?.const;
  return typeof unit === "string" ? unitNames[unit] : undefined;
}

function fieldFor(
  name: string,
  node: SchemaNode,
  path: string,
  required: boolean,
  context: FieldContext,
): DecapField {
  const own = labelFor(context, path, name);
  const base = { name, ...fieldOptions(node, required, own) };

  if (own.widget === "hidden" || node.const !== undefined) {
    return {
      ...base,
      widget: "hidden",
      ...(node.const !== undefined ? { default: node.const } : {}),
    };
  }
  if (node.enum) {
    const values = node.enum.filter((value): value is string => typeof value === "string");
    return {
      ...base,
      widget: "select",
      options: values.map((value) => ({ label: own.options?.[value] ?? value, value })),
    };
  }
  switch (node.type) {
    case "object": {
      const unit = unitOf(node);
      return {
        ...base,
        ...(unit ? { label: `${base.label} — ${unit}` } : {}),
        widget: "object",
        collapsed: own.collapsed ?? false,
        // Decap checks the fields of a group even when it is left out, so a group the schema
        // lets be left out asks for nothing; the check before a save asks for all of it once
        // it is filled in (cms/save-checks.ts).
        fields: fieldsOf(node, path, {
          ...context,
          optional: context.optional || !required,
          languageWidget: own.widget,
        }),
      };
    }
    case "array":
      return listField(base, node, path, own, context);
    case "boolean":
      // A switch always holds a value, off by default; Decap would take "off" for a missing answer.
      return { ...base, widget: "boolean", required: false, default: node.default ?? false };
    case "number":
    case "integer": {
      const min = node.minimum ?? (node.exclusiveMinimum === undefined ? undefined : 0);
      const max =
        node.maximum === undefined || node.maximum >= UNBOUNDED ? undefined : node.maximum;
      return {
        ...base,
        widget: "number",
        value_type: node.type === "integer" ? "int" : "float",
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    default: {
      const widget = own.widget ?? "string";
      if (widget === "image") {
        // Uploads land in public/ under the folder the schema's pattern expects.
        const folder = own.folder ?? "/images/uploads";
        return {
          ...base,
          widget,
          choose_url: false,
          media_folder: `/public${folder}`,
          public_folder: folder,
          media_library: {
            allow_multiple: false,
            config: { max_file_size: context.maxImageBytes },
          },
          // No pattern here: Decap tests it against what the image widget holds, which fails a
          // path that matches; the check before a save applies the schema's (cms/save-checks.ts).
        };
      }
      if (widget === "datetime") {
        return { ...base, widget, format: "YYYY-MM-DDTHH:mm:ssZ", date_format: "DD.MM.YYYY" };
      }
      return {
        ...base,
        widget,
        ...(node.pattern ? { pattern: [node.pattern, patternMessage(own)] } : {}),
      };
    }
  }
}

function listField(
  base: { name: string; label: string; required: boolean },
  node: SchemaNode,
  path: string,
  own: FieldLabel,
  context: FieldContext,
): DecapField {
  const items = node.items ?? {};
  const bounds = {
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  };
  if (items.type === "object") {
    return {
      ...base,
      widget: "list",
      collapsed: true,
      ...(own.summary ? { summary: own.summary } : {}),
      ...bounds,
      // A list's items exist only once added: what each needs is asked of it.
      fields: fieldsOf(items, path, { ...context, optional: false, languageWidget: undefined }),
    };
  }
  // A list of plain values (tags, keywords): one field per item.
  return {
    ...base,
    widget: "list",
    ...bounds,
    field: fieldFor("item", items, `${path}[]`, true, {
      ...context,
      labels: { ...context.labels, [`${path}[]`]: own.itemLabel ?? own.label },
    }),
  };
}

/** The fields of an object of the schema, in the schema's order. */
export function fieldsOf(node: SchemaNode, path: string, context: FieldContext): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldFor(
      name,
      child,
      path ? `${path}.${name}` : name,
      required.has(name) && !context.optional,
      context,
    ),
  );
}

/** Every field path of a schema, as the labels name them ("items.answer", "tags[]" is left out). */
export function fieldPaths(node: SchemaNode, path = ""): string[] {
  const object = node.type === "array" ? node.items : node;
  if (object?.type !== "object") return [];
  return Object.entries(object.properties ?? {}).flatMap(([name, child]) => {
    const childPath = path ? `${path}.${name}` : name;
    return [childPath, ...fieldPaths(child, childPath)];
  });
}

/** Labels that name no field of the schema (left behind when a field was renamed or removed). */
export function staleLabels(labels: Labels, paths: readonly string[]): string[] {
  const known = new Set(paths);
  return Object.keys(labels).filter((path) => !known.has(path));
}
