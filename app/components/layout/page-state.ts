/**
 * What the visitor left on each page of this document's history, besides the
 * scroll position (scroll-positions.ts), so that Back and Forward bring the page
 * back as it was left: which disclosures (components/ui/disclosure.tsx) were
 * open, and what the fields the address does not keep held (a message being
 * written, an e-mail address, the FAQ's category). A page coming back is
 * rendered anew, as its HTML has it: a service card opened higher up made the
 * page taller, so the position kept only shows the same place once it is open
 * again; and a visitor who stepped into the privacy policy in the middle of a
 * message finds it still written. Kept in memory only, for this document.
 *
 * A page's disclosures and fields are told apart by their order in <main>: the
 * same page renders the same ones. It comes back in parts (sections whose code
 * arrives apart), so each kind is put back once the page holds as many as when
 * it was left. Forms that write their fields into the address (filters, search)
 * are left to it.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type LeftState = { open: boolean[]; fields: (string | boolean)[] };

const leftByPage = new Map<string, LeftState>();

/** How long a page coming back may take to render all it had. */
const RESTORE_MS = 3000;

function disclosures(): HTMLDetailsElement[] {
  return Array.from(document.querySelectorAll<HTMLDetailsElement>("main details"));
}

function fields(): Field[] {
  return Array.from(
    document.querySelectorAll<Field>("main input, main textarea, main select"),
  ).filter(
    (field) =>
      !(field instanceof HTMLInputElement && ["hidden", "submit", "button"].includes(field.type)) &&
      field.form?.method !== "get",
  );
}

const checkable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");

function current(): LeftState {
  return {
    open: disclosures().map((disclosure) => disclosure.open),
    fields: fields().map((field) => (checkable(field) ? field.checked : field.value)),
  };
}

/** Puts one kind back once the page holds as many as were left; whether it has. */
function putBack<T extends Element, V>(
  elements: T[],
  values: V[],
  set: (element: T, value: V) => void,
): boolean {
  if (elements.length !== values.length) return false;
  elements.forEach((element, index) => {
    const value = values[index];
    if (value !== undefined) set(element, value);
  });
  return true;
}

/**
 * Puts back, as soon as the page holds them, what the visitor left on the entry
 * `key`. `ready` settles once that is done or given up; `stop` gives up.
 */
export function restorePageState(key: string): { ready: Promise<void>; stop: () => void } {
  const left = leftByPage.get(key);
  if (!left) return { ready: Promise.resolve(), stop: () => undefined };
  let openDone = false;
  let fieldsDone = false;
  const restore = () => {
    openDone ||= putBack(disclosures(), left.open, (disclosure, open: boolean) => {
      disclosure.open = open;
    });
    fieldsDone ||= putBack(fields(), left.fields, (field, value: string | boolean) => {
      const was = checkable(field) ? field.checked : field.value;
      if (value === was) return;
      if (checkable(field)) field.checked = value === true;
      else if (typeof value === "string") field.value = value;
      // As a visitor's change would: what counts the fields (the article's checklist) counts again.
      field.dispatchEvent(new Event("change", { bubbles: true }));
    });
    return openDone && fieldsDone;
  };
  let settle: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    settle = resolve;
  });
  // Called back before the next paint of a render that added a section.
  const rendering = new MutationObserver(() => {
    if (restore()) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_MS);
  function stop() {
    rendering.disconnect();
    window.clearTimeout(timer);
    settle();
  }
  if (restore()) stop();
  else rendering.observe(document.body, { childList: true, subtree: true });
  return { ready, stop };
}

/**
 * Follows what the current entry's disclosures and fields hold as the visitor
 * changes them (`toggle` does not bubble, so it is heard on its way down).
 * Returns the clean-up.
 */
export function keepPageState(currentKey: () => string): () => void {
  const onChange = () => leftByPage.set(currentKey(), current());
  const types = ["toggle", "input", "change"] as const;
  for (const type of types) document.addEventListener(type, onChange, { capture: true });
  return () => {
    for (const type of types) document.removeEventListener(type, onChange, { capture: true });
  };
}
