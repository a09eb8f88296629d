/*
 * Fewer, larger chunks: React and React Router in one file, the site's own
 * code that most pages load up front (at least 6 page modules share it) in
 * another, instead of some 40 small files per page. Code only a few pages
 * share, and code a page loads on demand (below-the-fold sections, menus,
 * dictionaries, articles), keeps its own chunks, so no page's first load
 * grows; fewer files also compress better (every page lost ~6 KB gzip).
 */
export const clientChunkGroups = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
  {
    name: "site",
    tags: ["$initial" as const],
    minShareCount: 6,
    priority: 10,
  },
  {
    // The filter forms' parts (blog and portfolio load both): one file, not two.
    name: "filters",
    test: /app[\\/](components[\\/]ui[\\/]filter-pills|hooks[\\/]use-address-form)\./,
    priority: 5,
  },
];

/**
 * The shared chunks a pre-rendered page evaluates one per task, in this order,
 * before its own modules (server/app-after-first-paint.ts): each is a few
 * milliseconds of work on a fast machine, which on a slow phone is a long task
 * when they all run at once.
 */
export const chunksEvaluatedApart = ["framework", "site"];
