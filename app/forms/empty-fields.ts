/**
 * Gives a sent form's fields the values it starts with, and says so as typing
 * would (an `input` event from the form), so whatever follows the fields hears
 * it; a message already sent does not come back written on Back (the browser
 * keeps the page as it was left, in its back/forward cache).
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
