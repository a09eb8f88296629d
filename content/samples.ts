/**
 * Sample content: values shipped so the site can be shown before the agency
 * has its own (registration, phones, address, reviews, client logos,
 * testimonials, portraits). Each is marked where it lives, by a `sample`
 * field, never by a comment; client logos and testimonials also say whether
 * the client's consent to publish them is recorded. This module reads those
 * fields: a preview build marks what it shows as a sample, a production
 * build (content/publication.ts) leaves samples out or refuses to run, and the
 * launch check (server/launch-check.ts) lists what is left before going live.
 */
import type { Localized } from "#shared/lang.ts";
import { type CaseStudy, caseStudies } from "./case-studies.ts";
import { clients } from "./clients.ts";
import type { Publication } from "./publication.ts";
import type { ReviewsSummary } from "./reviews.schema.ts";
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

/**
 * What a production build does with each kind of sample. The company's
 * registration, address and phones are required on a company's website
 * (art. 206 § 1 KSH) and in its privacy notice (GDPR art. 13), and a page
 * without them is not one to publish: the build stops. Reviews, client logos
 * and testimonials are left out with their sections. An illustrated portrait
 * claims nothing about anyone and stays until a photograph replaces it.
 */
const inProduction: Record<SampleKind, "refused" | "left out" | "kept"> = {
  registration: "refused",
  address: "refused",
  phone: "refused",
  reviews: "left out",
  clientLogo: "left out",
  testimonial: "left out",
  teamPortrait: "kept",
};

/** What a production build does with a finding: a missing consent leaves the item out. */
export function productionEffect(finding: LaunchFinding): "refused" | "left out" | "kept" {
  return finding.kind === "consent" ? "left out" : inProduction[finding.kind];
}

/** The settings a production build bakes into its pages, which it will not bake as samples. */
const productionBuildSettings = ["SITE_URL", "CONTACT_EMAIL"] as const;

/**
 * Why a production build refuses to run, one line each; none when it may.
 * The launch check prints the same lines (server/launch-check.ts).
 */
export function productionRefusals(
  env: Record<string, string | undefined>,
  findings: readonly LaunchFinding[] = contentFindings(),
): string[] {
  return [
    ...findings
      .filter((finding) => productionEffect(finding) === "refused")
      .map((finding) => `${finding.where}: ${finding.what}`),
    ...productionBuildSettings
      .filter((variable) => !env[variable]?.trim())
      .map((variable) => `${variable} is not set: the pages would name the sample one`),
  ];
}

/** Stops a production build while anything it may not publish is a sample, naming each. */
export function refuseSamplesInProduction(
  kind: Publication,
  env: Record<string, string | undefined>,
  findings?: readonly LaunchFinding[],
): void {
  if (kind !== "production") return;
  const refusals = productionRefusals(env, findings);
  if (refusals.length === 0) return;
  throw new Error(
    [
      "A production build publishes no sample, and these are still samples:",
      ...refusals.map((line) => `  - ${line}`),
      "Put in the company's own data (the editor's \"Dane firmy\", or the file named) and set",
      "its `sample` field to false, set the variables, or build a preview with `npm run build`.",
    ].join("\n"),
  );
}

/** The client logos a build shows: a production build only real clients who agreed to it. */
export function publishedClients<T extends { sample: boolean; consentRecorded: boolean }>(
  list: readonly T[],
  kind: Publication,
): readonly T[] {
  return kind === "production"
    ? list.filter((client) => !client.sample && client.consentRecorded)
    : list;
}

/** A testimonial as a page may show it: a real one under its author's name, or a sample under none. */
export type ShownTestimonial =
  | { kind: "quote"; text: Localized; author: string; position: Localized }
  | { kind: "sample"; text: Localized };

/**
 * How a case study shows its testimonial: a real one, with the person's
 * agreement on file, as their words under their name; a sample in a preview as
 * an example under no one's name; otherwise not at all. What is not shown is
 * not published either (it would ride in the page's data).
 */
export function shownTestimonial(
  testimonial: CaseStudy["testimonial"],
  kind: Publication,
): ShownTestimonial | null {
  const { text, author, position, sample, consentRecorded } = testimonial;
  if (sample) return kind === "preview" ? { kind: "sample", text } : null;
  return consentRecorded ? { kind: "quote", text, author, position } : null;
}

/** A case study as a build publishes it. */
export type PublishedCaseStudy = Omit<CaseStudy, "testimonial"> & {
  testimonial: ShownTestimonial | null;
};

export function publishedCaseStudy(study: CaseStudy, kind: Publication): PublishedCaseStudy {
  return { ...study, testimonial: shownTestimonial(study.testimonial, kind) };
}

/** The built-in reviews a build shows, or null when a production build leaves their section out. */
export function publishedReviews(
  summary: ReviewsSummary,
  kind: Publication,
): ReviewsSummary | null {
  return kind === "production" && summary.sample ? null : summary;
}
