/**
 * The company's registration as the site shows it: compactly in the footer,
 * in the privacy policy and under the newsletter's mails. From content/site.ts.
 */
import type { Localized } from "#shared/lang.ts";
import { typesetPolishTree } from "#shared/typography.ts";
import { figureText, pln } from "./offer-format.ts";
import { sampleRegistrationNote } from "./sample-mark.ts";
import { site } from "./site.ts";

const { address, registration } = site;
/** "10 000 zł" / "10,000 PLN": written as every other amount on the site. */
const capital = figureText(pln(registration.shareCapitalPln));

/** The registered office, on one line. */
export const registeredOffice = `${address.street}, ${address.postalCode} ${address.city}`;

/** While the numbers are samples, the last line says so wherever they are shown. */
const sampleNote = (lang: keyof Localized) =>
  registration.sample ? [sampleRegistrationNote[lang]] : [];

/** Name and office, registry court and KRS, tax numbers, share capital: one line each. */
export const companyRegistration: Localized<string[]> = typesetPolishTree({
  pl: [
    `${site.legalName}, ${registeredOffice}`,
    `${registration.registryCourt.pl}, KRS ${registration.krs}`,
    `NIP ${registration.nip}, REGON ${registration.regon}`,
    `Kapitał zakładowy ${capital.pl}`,
    ...sampleNote("pl"),
  ],
  en: [
    `${site.legalName}, ${registeredOffice}, Poland`,
    `${registration.registryCourt.en}, KRS no. ${registration.krs}`,
    `Tax ID (NIP) ${registration.nip}, REGON ${registration.regon}`,
    `Share capital ${capital.en}`,
    ...sampleNote("en"),
  ],
});
