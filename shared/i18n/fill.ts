/** Puts values into a dictionary template: fill("{name} na LinkedIn", { name: "Anna" }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
