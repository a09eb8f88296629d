/**
 * A copy of the repository as it is (tracked and new files, not what git
 * ignores), and the company data as the agency fills them in before launch:
 * what a production build needs to run at all.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Company } from "../../content/company.schema.ts";
import companyFile from "../../content/entries/company.json" with { type: "json" };

const run = promisify(execFile);

/** The settings a production build needs besides the content. */
export const productionEnv = {
  SITE_URL: "https://agencja.example",
  CONTACT_EMAIL: "biuro@agencja.example",
};

/** The company data as the agency fills them in: its own numbers, phones and address. */
export const ownCompany: Company = {
  ...(companyFile as Company),
  registration: {
    ...(companyFile as Company).registration,
    sample: false,
    krs: "0000123456",
    nip: "5260250274",
    regon: "000002217",
  },
  // Subscriber numbers no operator assigns (none starts with 0): no one's phone.
  phones: [{ display: "+48 91 012 34 56", tel: "+48910123456", sample: false }],
  address: { ...(companyFile as Company).address, sample: false, street: "ul. Portowa 5" },
};

/** Copies the repository at `root` into `copy` (which may exist), without node_modules. */
export async function copyRepository(root: string, copy: string): Promise<void> {
  const { stdout } = await run(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  for (const file of stdout.split("\0").filter(Boolean)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch {
      // A file deleted but not yet staged is listed and gone: nothing to copy.
    }
  }
}

export function writeCompany(copy: string, company: Company): void {
  writeFileSync(
    path.join(copy, "content/entries/company.json"),
    `${JSON.stringify(company, null, 2)}\n`,
  );
}
