/**
 * Moving between pages is the browser's own navigation of pre-rendered
 * documents, made instant by prerendering a page the visitor shows intent
 * for (a pointer resting on its link, a press, focus): "moderate" eagerness.
 * Files and the form API are left alone (no page links to the editor).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/*.xml", "/*.pdf", "/*.txt", "/api/*"] } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
