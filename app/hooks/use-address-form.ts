import { useEffect, useRef } from "react";
import { useSearchParams } from "../navigation/address.ts";

/**
 * A GET form whose fields are the page's address query (the blog's search and
 * filters, the portfolio's category): the address is the state, and the form's
 * fields are the browser's own (uncontrolled), so nothing typed or chosen
 * before the app runs is lost:
 * - as the page comes alive, whatever the form holds that the address does not
 *   (a choice made before the app ran) is applied;
 * - `apply` and `update` write a change into the address;
 * - when the address changes otherwise (a link, going back, "clear filters"),
 *   `writeForm` puts it into the fields.
 * Without scripts the form is simply sent, and the server renders the address
 * (shared/route-table.ts: the page's `query`).
 */
export function useAddressForm<State>({
  parse,
  serialize,
  writeForm,
}: {
  parse: (params: URLSearchParams) => State;
  /** Only what differs from the defaults, so equal states give equal queries. */
  serialize: (state: State) => URLSearchParams;
  writeForm: (form: HTMLFormElement, state: State) => void;
}) {
  const [params, setParams] = useSearchParams();
  const state = parse(params);
  const form = useRef<HTMLFormElement>(null);
  const adopted = useRef(false);

  /** Writes a new state into the address (replacing the entry: filtering is not a new page to go back to). */
  const apply = (next: State) => setParams(serialize(next), { replace: true });
  /** For an object state: changes some of its fields. */
  const update = (change: Partial<State>) => apply({ ...state, ...change });
  /** What the form's fields hold now. */
  const inForm = (element: HTMLFormElement) => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(element)) {
      if (typeof value === "string") fields.append(name, value);
    }
    return parse(fields);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page comes alive
  useEffect(() => {
    adopted.current = true;
    if (!form.current) return;
    const chosen = inForm(form.current);
    if (serialize(chosen).toString() !== serialize(state).toString()) apply(chosen);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what the fields follow
  useEffect(() => {
    if (adopted.current && form.current) writeForm(form.current, state);
  }, [params]);

  /** The form's submit (Enter in a field): everything it holds applies at once. */
  const onSubmit = (event: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
    event.preventDefault();
    apply(inForm(event.currentTarget));
  };

  return { state, apply, update, form, onSubmit };
}
