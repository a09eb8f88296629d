/**
 * The production build (`npm run build:production`) publishes nothing marked
 * sample. Built both ways here: from the content as it ships, which it refuses
 * naming each sample the law does not let a company's site show, and from a
 * copy of the repository whose company data the agency has filled in, whose
 * pages, structured data, feed and sitemap must then hold no sample review,
 * client logo, testimonial or mark.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseStudies } from "../../content/case-studies.ts";
import { clients } from "../../content/clients.ts";
import { builtInReviews } from "../../content/reviews.ts";
import { sampleMark, sampleRegistrationNote } from "../../content/sample-mark.ts";
import { site } from "../../content/site.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { errorsIn, jsonLdOf, richResultIssues } from "../structured-data/rich-results.ts";
import { escapeHtml } from "../support/html.ts";
import {
  copyRepository,
  ownCompany,
  productionEnv,
  writeCompany,
} from "../support/repository-copy.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** Runs an npm script; resolves with its exit code and everything it printed. */
async function npm(cwd: string, script: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run("npm", ["run", script], {
      cwd,
      env: { ...process.env, CI: "true", ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** Every file under a folder, relative to it. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** What a sample would leave in a published file: its marks, and each sample's own words. */
const sampleTraces = [
  sampleMark.pl,
  sampleMark.en,
  sampleRegistrationNote.pl,
  sampleRegistrationNote.en,
  dictionaries.pl.reviews.sampleHeading,
  dictionaries.en.reviews.sampleHeading,
  dictionaries.pl.clients.sampleHeading,
  dictionaries.en.clients.sampleHeading,
  dictionaries.pl.caseStudyPage.sampleTestimonial,
  dictionaries.en.caseStudyPage.sampleTestimonial,
  // A sample review is signed by a kind of business ("Warsztat samochodowy"), which real
  // copy may name too: its words are the trace.
  ...(builtInReviews.sample
    ? builtInReviews.reviews.map((review) => review.text.slice(0, 60))
    : []),
  ...clients.filter((client) => client.sample).map((client) => client.logo),
  ...caseStudies
    .filter((study) => study.testimonial.sample)
    .flatMap((study) => [
      study.testimonial.author,
      study.testimonial.text.pl.slice(0, 60),
      study.testimonial.text.en.slice(0, 60),
    ]),
];

describe("a production build", () => {
  it("refuses the content as it ships, naming the sample registration data, address and each phone", async () => {
    const out = mkdtempSync(path.join(tmpdir(), "production-refused-"));
    try {
      const { code, output } = await npm(root, "build:production", {
        BUILD_DIR: path.join(out, "build"),
        SITE_URL: "",
        CONTACT_EMAIL: "",
      });
      expect(code).not.toBe(0);
      expect(output).toContain("A production build publishes no sample");
      expect(output).toContain("content/entries/company.json registration");
      expect(output).toContain("content/entries/company.json address");
      for (const phone of site.phones.filter((each) => each.sample)) {
        expect(output).toContain(phone.display.replaceAll("\u00a0", " "));
      }
      expect(output).toContain("SITE_URL is not set");
      expect(output).toContain("CONTACT_EMAIL is not set");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  describe("with the company's own data put in", () => {
    let copy = "";
    let client = "";
    let published: { file: string; text: string }[] = [];

    beforeAll(async () => {
      // A copy of the repository as it is, sharing node_modules.
      copy = mkdtempSync(path.join(tmpdir(), "production-build-"));
      await copyRepository(root, copy);
      symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
      writeCompany(copy, ownCompany);
      const { code, output } = await npm(copy, "build:production", productionEnv);
      if (code !== 0) throw new Error(`npm run build:production failed:\n${output.slice(-4000)}`);
      client = path.join(copy, "build/client");
      published = filesIn(client)
        .filter((file) => /\.(html|xml|txt|json|data)$/.test(file) && !file.startsWith("admin/"))
        .map((file) => ({ file, text: readFileSync(path.join(client, file), "utf8") }));
    }, 600_000);

    afterAll(() => {
      if (copy) rmSync(copy, { recursive: true, force: true });
    });

    it("succeeds and publishes every page, the feed and the sitemap", () => {
      const files = published.map(({ file }) => file);
      expect(files).toContain("index.html");
      expect(files).toContain("en/index.html");
      expect(files).toContain("sitemap.xml");
      expect(files).toContain("blog/rss.xml");
      expect(files.filter((file) => file.endsWith("index.html")).length).toBeGreaterThan(40);
    });

    it("holds no sample review, client logo, testimonial or sample mark in any page, the feed or the sitemap", () => {
      expect(sampleTraces.length).toBeGreaterThan(10);
      const found = published.flatMap(({ file, text }) =>
        sampleTraces
          .filter((trace) => text.includes(trace) || text.includes(escapeHtml(trace)))
          .map((trace) => `${file}: ${trace}`),
      );
      expect(found).toEqual([]);
    });

    it("leaves out the sections whose content is only samples: reviews, client logos, testimonials", () => {
      const home = readFileSync(path.join(client, "index.html"), "utf8");
      expect(home).not.toContain('id="reviews-title"');
      expect(home).not.toContain('id="clients-title"');
      for (const study of caseStudies.filter((each) => each.testimonial.sample)) {
        const page = readFileSync(path.join(client, "case-study", study.id, "index.html"), "utf8");
        expect(page).not.toContain("<blockquote");
      }
    });

    it("names the company's own registration, phone and address in its structured data, valid for Google", async () => {
      for (const file of ["index.html", "en/index.html"]) {
        const html = readFileSync(path.join(client, file), "utf8");
        const blocks = jsonLdOf(html);
        expect(blocks.LocalBusiness?.[0], file).toMatchObject({
          telephone: "+48910123456",
          address: { streetAddress: "ul. Portowa 5" },
        });
        expect(blocks.Organization?.[0], file).toMatchObject({ taxID: "5260250274" });
        expect(errorsIn(await richResultIssues(html)), file).toEqual([]);
      }
    });
  });
});
