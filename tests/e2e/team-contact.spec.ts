/** /zespol and /kontakt in both languages: their content, links and accessibility. */

import { site } from "../../content/site.ts";
import { partners, team } from "../../content/team.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { type Lang, localizePath } from "../../shared/lang.ts";
import { loadedSource, servedSrc } from "../support/artwork.ts";
import { expect, test, waitForPageScript } from "../support/fixtures.ts";

for (const lang of ["pl", "en"] satisfies Lang[]) {
  const t = dictionaries[lang];

  test.describe(`team page (${lang})`, () => {
    test("shows every member with portraits, roles, bios and social links, then the project call to action", async ({
      page,
    }) => {
      await page.goto(localizePath("/zespol", lang));
      await waitForPageScript(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.pages.team.heading);
      await expect(page.getByText(t.pages.team.intro)).toBeVisible();
      const members = page.getByTestId("team-member");
      await expect(members).toHaveCount(team.length);
      for (const [index, member] of team.entries()) {
        const card = members.nth(index);
        await expect(card.getByRole("heading", { name: member.name })).toBeVisible();
        await expect(card).toContainText(member.position[lang]);
        await expect(card).toContainText(member.bio[lang]);
        const portrait = card.getByRole("img", { name: member.imageAlt[lang] });
        // Served as WebP at the width the card needs, laid out at the size its attributes give.
        await expect(portrait).toHaveAttribute("src", servedSrc(member.image));
        await expect(portrait).toHaveAttribute("width", "400");
        await expect.poll(() => loadedSource(portrait)).toMatch(/\.webp$/);
        await expect(card.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
          "href",
          member.linkedin,
        );
        await expect(card.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
          "href",
          member.instagram,
        );
      }
      await expect(page.getByRole("heading", { name: t.projectCta.heading })).toBeVisible();
    });

    test("names the partners who shoot, film and build large applications with the team", async ({
      page,
    }) => {
      await page.goto(localizePath("/zespol", lang));
      const section = page.getByRole("region", { name: t.teamPage.partnersHeading });
      await expect(section).toContainText(t.teamPage.partnersIntro);
      const items = section.getByTestId("partners").getByRole("listitem");
      await expect(items).toHaveCount(partners.length);
      for (const [index, partner] of partners.entries()) {
        await expect(items.nth(index).getByRole("heading", { level: 3 })).toHaveText(
          partner.role[lang],
        );
        await expect(items.nth(index)).toContainText(partner.work[lang]);
      }
    });

    test("a social link is revealed when it gets keyboard focus", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(localizePath("/zespol", lang));
      await waitForPageScript(page);
      const member = team[1];
      if (!member) throw new Error("no second member");
      const social = page.getByTestId("team-member").nth(1).getByTestId("team-social");
      const opacity = () => social.evaluate((element) => getComputedStyle(element).opacity);
      await expect.poll(opacity).toBe("0");
      await social.getByRole("link", { name: /Instagram/ }).focus();
      await expect.poll(opacity).toBe("1");
    });
  });

  test.describe(`contact page (${lang})`, () => {
    test("shows the form, the let's-talk block with the free consultation, and every contact detail", async ({
      page,
    }) => {
      await page.goto(localizePath("/kontakt", lang));
      await waitForPageScript(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.pages.contact.heading);
      await expect(page.getByRole("form", { name: t.contactForm.title })).toBeVisible();
      const talk = page.getByRole("region", { name: t.contactPage.talkHeading });
      await expect(talk.getByRole("heading", { name: t.contactPage.talkHeading })).toBeVisible();
      await expect(talk).toContainText(t.contactPage.consultationHeading);
      await expect(talk).toContainText(t.contactPage.consultationText);
      await expect(talk).toContainText(t.contactPage.replyPromise);
      await expect(talk.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      for (const phone of site.phones) {
        await expect(talk.getByRole("link", { name: phone.display })).toHaveAttribute(
          "href",
          `tel:${phone.tel}`,
        );
      }
      await expect(talk).toContainText(site.address.street);
      await expect(talk).toContainText(t.contactSection.hoursValue);
    });
  });
}
