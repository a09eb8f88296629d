/**
 * Sample content: values shipped so the site can be shown before the agency
 * has its own (registration, phones, address, reviews, client logos,
 * testimonials, portraits). Each is marked where it lives, by a `sample`
 * field, never by a comment; client logos and testimonials also say whether
 * the client's consent to publish them is recorded. This module reads those
 * fields: the pages mark what they show as a sample, and the launch check
 * (server/launch-check.ts) lists what is left before going live.
 */
import { caseStudies } from "./case-studies.ts";
import { clients } from "./clients.ts";
import { builtInReviews } from "./reviews.ts";
import { site } from "./site.ts";
import { team } from "./team.ts";

/** What kind of thing a sample is: the launch check groups by it. */
export type SampleKind =
  | "registration"
  | "address"
  | "phone"
  | "reviews"
  | "clientLogo"
  | "testimonial"
  | "teamPortrait";

/** Something the launch check reports: where it is and what to do, for whoever prepares the launch. */
export interface LaunchFinding {
  kind: SampleKind | "consent";
  /** The file and entry: "content/entries/clients.json lniane". */
  where: string;
  /** What is wrong, in one line. */
  what: string;
}

/** The content whose samples and consents are read; the real modules by default. */
export interface SampleSources {
  site: {
    registration: { sample: boolean; krs: string; nip: string; regon: string };
    phones: readonly { display: string; sample: boolean }[];
    address: { sample: boolean; street: string; city: string };
  };
  reviews: { sample: boolean; totalReviews: number };
  clients: readonly { id: string; name: string; sample: boolean; consentRecorded: boolean }[];
  caseStudies: readonly {
    id: string;
    testimonial: { author: string; sample: boolean; consentRecorded: boolean };
  }[];
  team: readonly { id: string; name: string; samplePortrait: boolean }[];
}

const shipped: SampleSources = { site, reviews: builtInReviews, clients, caseStudies, team };

/** Every sample value the content still holds, and every client item shown without a recorded consent. */
export function contentFindings(sources: SampleSources = shipped): LaunchFinding[] {
  const { registration, phones, address } = sources.site;
  const findings: LaunchFinding[] = [];
  if (registration.sample) {
    findings.push({
      kind: "registration",
      where: "content/entries/company.json registration",
      what: `KRS ${registration.krs}, NIP ${registration.nip}, REGON ${registration.regon}, the registry court and the share capital are samples`,
    });
  }
  if (address.sample) {
    findings.push({
      kind: "address",
      where: "content/entries/company.json address",
      what: `${address.street}, ${address.city} (and the map point, content/entries/company.json geo) is a sample`,
    });
  }
  for (const phone of phones) {
    if (phone.sample) {
      findings.push({
        kind: "phone",
        where: "content/entries/company.json phones",
        what: `${phone.display.replaceAll("\u00a0", " ")} is a sample`,
      });
    }
  }
  if (sources.reviews.sample) {
    findings.push({
      kind: "reviews",
      where: "content/entries/reviews.json",
      what: `the ${sources.reviews.totalReviews} built-in reviews are samples (set GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID, and put the profile's real reviews in the file)`,
    });
  }
  for (const client of sources.clients) {
    const where = `content/entries/clients.json ${client.id}`;
    if (client.sample) {
      findings.push({ kind: "clientLogo", where, what: `${client.name} is a sample logo` });
    }
    if (!client.consentRecorded) {
      findings.push({ kind: "consent", where, what: `no recorded consent to show ${client.name}` });
    }
  }
  for (const study of sources.caseStudies) {
    const where = `content/entries/case-studies.json ${study.id}`;
    const { author, sample, consentRecorded } = study.testimonial;
    if (sample) {
      findings.push({
        kind: "testimonial",
        where,
        what: `the testimonial by ${author} is a sample`,
      });
    }
    if (!consentRecorded) {
      findings.push({
        kind: "consent",
        where,
        what: `no recorded consent to publish ${author}'s testimonial`,
      });
    }
  }
  for (const member of sources.team) {
    if (member.samplePortrait) {
      findings.push({
        kind: "teamPortrait",
        where: `content/entries/team.json ${member.id}`,
        what: `${member.name}'s portrait is a sample illustration`,
      });
    }
  }
  return findings;
}
