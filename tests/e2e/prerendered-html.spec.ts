import { expect, test } from "../support/fixtures.ts";

/** Pre-rendered pages must read top to bottom without JavaScript: nothing parked at the end of <body>. */
for (const path of ["/", "/en", "/zespol", "/kontakt"]) {
  test(`${path}: raw HTML has every section in place, none hidden for a script to move later`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<div hidden id="S:\d+">\s*<section/);
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const sectionsInMain = main.match(/<section\b/g)?.length ?? 0;
    const sectionsInPage = html.match(/<section\b/g)?.length ?? 0;
    expect(sectionsInMain).toBeGreaterThan(0);
    expect(sectionsInMain).toBe(sectionsInPage);
  });
}

test("home: the contact section and the FAQ come before the footer in the raw HTML", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const footer = html.indexOf("<footer");
  expect(html.indexOf('id="kontakt"')).toBeGreaterThan(0);
  expect(html.indexOf('id="kontakt"')).toBeLessThan(footer);
  expect(html.indexOf('id="faq"')).toBeLessThan(footer);
});

test("home without JavaScript shows the team, clients and contact sections", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  for (const id of ["team-title", "clients-title", "contact-section-title"]) {
    await expect(page.locator(`#${id}`)).toBeVisible();
  }
  await context.close();
});
