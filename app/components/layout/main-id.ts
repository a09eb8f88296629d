/** The id of every page's <main>: the skip link's target, where the cookie banner keeps clear of. */
export const MAIN_ID = "main";
