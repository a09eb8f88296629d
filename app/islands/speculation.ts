/**
 * Moving between pages is the browser's own navigation of pre-rendered
 * documents, made instant by prerendering a page the visitor shows intent
 * for (a pointer resting on its link, a press, focus): "moderate" eagerness.
 * The editor, files and form posts are left alone.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/admin/*", "/*.xml", "/*.pdf", "/*.txt", "/api/*"] } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
