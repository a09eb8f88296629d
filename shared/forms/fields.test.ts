import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { en } from "../i18n/dictionaries/en.ts";
import { pl } from "../i18n/dictionaries/pl.ts";
import { newsletterConsentVersion } from "./fields.ts";

/** Each consent version and the texts it stands for; a new text adds a line here. */
const consentTexts: Record<string, string> = {
  "2026-11-23": "44b858b5a5f9afd9",
  // The English note says "email" like the rest of the site.
  "2026-11-23.2": "8be272a04b8cd87d",
  // The Polish note typeset (no-break spaces after one-letter words); the words are the same.
  "2026-11-28": "be543f73cdbec34c",
};

const fingerprint = () =>
  createHash("sha256")
    .update(JSON.stringify([pl.newsletter.consent, en.newsletter.consent]))
    .digest("hex")
    .slice(0, 16);

describe("the newsletter's consent note", () => {
  it("has the version its text was recorded under: a changed text needs a new version", () => {
    expect(
      consentTexts[newsletterConsentVersion],
      "The newsletter's consent text changed: give newsletterConsentVersion (shared/forms/fields.ts) a new value and record it here with the new fingerprint.",
    ).toBe(fingerprint());
  });
});
