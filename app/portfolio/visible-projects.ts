/** How the portfolio grid decides what to show: the category filter and "show more" paging. */

/** Projects shown before the first "show more". */
export const INITIAL_VISIBLE = 4;
/** Projects each "show more" adds. */
export const LOAD_STEP = 3;

export type Filter<C extends string> = "all" | C;

/** The categories for the filter pills, in the order they first appear. */
export function categoriesOf<C extends string>(items: readonly { category: C }[]): C[] {
  return [...new Set(items.map((item) => item.category))];
}

export function filterItems<T extends { category: string }>(
  items: readonly T[],
  filter: Filter<T["category"]>,
): T[] {
  return filter === "all" ? [...items] : items.filter((item) => item.category === filter);
}

/** How many are visible after one more "show more", never more than there are. */
export function nextVisibleCount(current: number, total: number, step = LOAD_STEP): number {
  return Math.min(current + step, total);
}

/** Whether the "show more" button is still needed. */
export function hasMore(visible: number, total: number): boolean {
  return visible < total;
}
