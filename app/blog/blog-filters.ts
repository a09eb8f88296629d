/**
 * The blog index's filters live in its address: `q` (the search), `category`
 * (a category's slug) and `view` (grid is the default and not written).
 * The controls are one GET form with those names, so a choice made before the
 * app runs, or without it, is the same as one made with it: the browser keeps
 * it in the form, and the app reads the form once it runs (or the server
 * renders the address the form was sent to): hooks/use-address-form.ts.
 */
import { type CategoryId, categoryById, categoryBySlug } from "#content/blog/categories.ts";
import { type BlogView, blogViews } from "./search.ts";

export interface BlogFilterState {
  query: string;
  category: CategoryId | null;
  view: BlogView;
}

export const filterFields = { query: "q", category: "category", view: "view" } as const;

const asView = (value: string | null): BlogView =>
  blogViews.find((view) => view === value) ?? "grid";

export function filtersFrom(params: URLSearchParams): BlogFilterState {
  return {
    query: params.get(filterFields.query) ?? "",
    category: categoryBySlug(params.get(filterFields.category))?.id ?? null,
    view: asView(params.get(filterFields.view)),
  };
}

/** The address's query for these filters: only what differs from the defaults. */
export function paramsOf(state: BlogFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set(filterFields.query, state.query);
  if (state.category) params.set(filterFields.category, categoryById(state.category).slug);
  if (state.view !== "grid") params.set(filterFields.view, state.view);
  return params;
}

/** Puts the filters into the form's fields (after "clear filters", or going back). */
export function showInForm(form: HTMLFormElement, state: BlogFilterState): void {
  const { elements } = form;
  const set = (name: string, value: string) => {
    const field = elements.namedItem(name);
    if (field instanceof RadioNodeList || field instanceof HTMLInputElement) field.value = value;
  };
  set(filterFields.category, state.category ? categoryById(state.category).slug : "");
  set(filterFields.view, state.view);
  const search = elements.namedItem(filterFields.query);
  if (search instanceof HTMLInputElement && search.value.trim() !== state.query.trim()) {
    search.value = state.query;
  }
}
