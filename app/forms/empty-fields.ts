/**
 * Gives a sent form's fields the values it starts with, and says so as typing
 * would (an `input` event from the form): what keeps a page's fields for Back
 * and Forward (components/layout/page-state.ts) then keeps them empty, and a
 * message already sent does not come back written.
 */
export function emptyFields(form: HTMLFormElement, values: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
      field.value = value;
  }
  form.dispatchEvent(new Event("input", { bubbles: true }));
}
