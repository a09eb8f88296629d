/**
 * How soon each control answers a visitor who uses it as soon as the page
 * shows: for every control of `/`, `/kontakt`, `/uslugi` and an article, a
 * fresh page on a slowed phone, the control used at the first contentful
 * paint, and the time until its effect shows (or, for a field, whether what
 * was typed is still there once the app runs). A click that is lost is tried
 * again once the app has started, as a visitor would, and counted as lost.
 * The same for the build before a change (`--before`, another checkout with
 * its own build, served by its own server), runs alternating, each in a
 * fresh browser.
 *
 *   npm run build && node bench/first-paint-controls.ts --before ../before [--cpu calibrated|4] [--runs 3]
 *
 * The phone: Lighthouse's Moto G Power viewport, the CPU slowed (by default
 * benchmarkIndex / 264, as bench/lighthouse.ts), and its slow 4G network
 * (150 ms round trip, 1.6 Mbit/s down) emulated through the DevTools protocol.
 */

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium, devices, type Locator, type Page } from "@playwright/test";
import { faqFilterLabels } from "../content/faq-categories.ts";
import { services } from "../content/services.ts";
import { dictionaries } from "../shared/i18n/dictionaries/index.ts";
import { startServerProcess } from "../tests/support/server-process.ts";
import { resolveCpuSlowdown } from "./lib/lighthouse-run.ts";
import { markdownTable, median } from "./lib/report.ts";

const { values } = parseArgs({
  options: {
    before: { type: "string" },
    cpu: { type: "string", default: "calibrated" },
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "3420" },
  },
});
if (!values.before) throw new Error("--before <checkout with its own build> is required");
const runs = Number(values.runs);
const pl = dictionaries.pl;
const ARTICLE = "/blog/jak-wybrac-agencje-marketingowa-w-szczecinie";

/** What a visitor does with a control, and how the page shows it answered. */
interface Control {
  page: string;
  name: string;
  /** A field: typed into; answered when the text is still there once the app runs. */
  typed?: (page: Page) => Locator;
  text?: string;
  /** A click target, and the effect it must have. */
  target?: (page: Page) => Locator;
  answered?: (page: Page) => Promise<boolean>;
}

const visible = (locator: Locator) => locator.isVisible().catch(() => false);
const either = (page: Page, role: "button" | "radio", other: "button" | "radio", name: RegExp) =>
  page.getByRole(role, { name }).or(page.getByRole(other, { name })).first();

const controls: Control[] = [
  {
    page: "/",
    name: "third service card",
    target: (page) => page.getByTestId("service-card").nth(2).locator("button, summary").first(),
    answered: (page) => visible(page.getByText(services[2]?.details.pl ?? "-")),
  },
  {
    page: "/",
    name: "FAQ category",
    target: (page) =>
      either(page, "button", "radio", new RegExp(faqFilterLabels["branding-logo"].pl)),
    answered: async (page) =>
      (await page.locator("#faq [data-testid=faq-item]").filter({ visible: true }).count()) < 10,
  },
  {
    page: "/",
    name: "menu",
    target: (page) => page.getByRole("button", { name: pl.header.openMenu }),
    answered: (page) => visible(page.getByRole("dialog", { name: pl.header.mobileMenuTitle })),
  },
  {
    page: "/",
    name: "cookie settings",
    // Found by what both builds share (the wording changed in between).
    target: (page) => page.locator("[data-cookie-settings]"),
    answered: (page) => visible(page.locator('section[aria-labelledby="cookie-title"]')),
  },
  {
    page: "/",
    name: "newsletter e-mail (typed)",
    typed: (page) => page.locator('input[type="email"][name="email"]').first(),
    text: "ola@firma.pl",
  },
  {
    page: "/kontakt",
    name: "name (typed)",
    typed: (page) =>
      page.getByRole("form", { name: pl.contactForm.title }).getByLabel(pl.contactForm.name),
    text: "Jan Kowalski",
  },
  {
    page: "/kontakt",
    name: "message (typed)",
    typed: (page) => page.getByRole("form", { name: pl.contactForm.title }).locator("textarea"),
    text: "Potrzebuję strony.",
  },
  {
    page: "/uslugi",
    name: "third service",
    target: (page) => page.getByTestId("services-item").nth(2).locator("button, summary").first(),
    answered: (page) => visible(page.getByText(services[2]?.details.pl ?? "-")),
  },
  {
    page: ARTICLE,
    name: "FAQ question",
    target: (page) => page.getByTestId("faq-trigger").first(),
    answered: (page) =>
      page
        .getByTestId("article-faq")
        .first()
        .evaluate((faq) => Boolean(faq.querySelector("details[open], [aria-expanded=true]"))),
  },
  {
    page: ARTICLE,
    name: "checklist box",
    target: (page) => page.getByTestId("checklist-list").getByRole("checkbox").first(),
    answered: async (page) =>
      (await page.getByTestId("checklist-progress").textContent())?.includes("1/") ?? false,
  },
];

/** A server for one checkout's own build, on a throw-away data folder. */
async function serve(root: string | undefined, port: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-controls-"));
  const server = await startServerProcess({
    port,
    root,
    env: { DATA_DIR: dataDir, LOG_REQUESTS: "0" },
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const now = (page: Page) => page.evaluate(() => performance.now());
const started = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.pageScript === "running").catch(() => false);

interface Result {
  fcp: number;
  started: number;
  /** Milliseconds from the first contentful paint until the control answered. */
  answered: number;
  lost: boolean;
}

async function measure(
  browser: Browser,
  origin: string,
  control: Control,
  cpu: number,
): Promise<Result> {
  const context = await browser.newContext({
    ...devices["Moto G4"],
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  // Nothing stored: the cookie banner would otherwise cover the controls by itself.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  try {
    await page.goto(`${origin}${control.page}`, { waitUntil: "commit" });
    const fcp = await page.waitForFunction(() => {
      const [entry] = performance.getEntriesByName("first-contentful-paint");
      return entry?.startTime;
    });
    const fcpAt = Number(await fcp.jsonValue());
    let startedAt = Number.NaN;
    const noteStart = async () => {
      if (Number.isNaN(startedAt) && (await started(page))) startedAt = await now(page);
    };
    if (control.typed && control.text) {
      await control.typed(page).pressSequentially(control.text);
      await page.waitForFunction(
        () => document.documentElement.dataset.pageScript === "running",
        null,
        {
          timeout: 120_000,
        },
      );
      startedAt = await now(page);
      await page.waitForTimeout(1000);
      const kept = (await control.typed(page).inputValue()) === control.text;
      return {
        fcp: fcpAt,
        started: startedAt - fcpAt,
        answered: kept ? 0 : startedAt - fcpAt,
        lost: !kept,
      };
    }
    if (!control.target || !control.answered) throw new Error(`${control.name}: nothing to do`);
    // Used the moment the page shows (Playwright waits only for the control to be there).
    await control.target(page).click({ timeout: 120_000, noWaitAfter: true });
    for (;;) {
      if (await control.answered(page)) {
        const answered = (await now(page)) - fcpAt;
        // When the app started, for the table: the gap a native control does not wait for.
        await page.waitForFunction(
          () => document.documentElement.dataset.pageScript === "running",
          null,
          {
            timeout: 120_000,
          },
        );
        await noteStart();
        return { fcp: fcpAt, started: startedAt - fcpAt, answered, lost: false };
      }
      await noteStart();
      // Lost: the app has run for 3 s and the click changed nothing. Tried again, as a visitor would.
      if (!Number.isNaN(startedAt) && (await now(page)) - startedAt > 3000) break;
      await page.waitForTimeout(50);
    }
    await control.target(page).click({ noWaitAfter: true });
    await page.waitForFunction(() => true);
    for (let i = 0; i < 200 && !(await control.answered(page)); i++) await page.waitForTimeout(50);
    return {
      fcp: fcpAt,
      started: startedAt - fcpAt,
      answered: (await now(page)) - fcpAt,
      lost: true,
    };
  } finally {
    await context.close();
  }
}

const port = Number(values.port);
const current = await serve(undefined, port);
const before = await serve(values.before, port + 1);
const cpu = await resolveCpuSlowdown(values.cpu, `${current.url}/`);
const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });

const results = new Map<string, { now: Result[]; before: Result[] }>();
try {
  for (let run = 0; run < runs; run++) {
    for (const control of controls) {
      const key = `${control.page} · ${control.name}`;
      const entry = results.get(key) ?? { now: [], before: [] };
      results.set(key, entry);
      for (const [side, origin] of [
        ["before", before.url],
        ["now", current.url],
      ] as const) {
        const browser = await launch();
        try {
          entry[side].push(await measure(browser, origin, control, cpu.multiplier));
        } finally {
          await browser.close();
        }
      }
      process.stderr.write(".");
    }
  }
} finally {
  await current.stop();
  await before.stop();
}

const ms = (value: number) => (Number.isNaN(value) ? "–" : String(Math.round(value)));
const summary = (list: Result[]) => {
  const lost = list.filter((result) => result.lost).length;
  return `${ms(median(list.map((result) => result.answered)))}${lost ? ` (${lost}/${list.length} lost)` : ""}`;
};
console.log(
  `\n${cpu.description}${cpu.calibrated ? ` (benchmarkIndex ${Math.round(cpu.benchmarkIndex)})` : ""}, slow 4G, ${runs} runs, fresh browser each, ${new Date().toISOString().slice(0, 16)} UTC\n`,
);
console.log(
  markdownTable(
    [
      "control (used at first paint)",
      "before: answered after (ms)",
      "now: answered after (ms)",
      "before: app started (ms)",
      "now: app started (ms)",
    ],
    [...results].map(([key, { now: after, before: earlier }]) => [
      key,
      summary(earlier),
      summary(after),
      ms(median(earlier.map((result) => result.started))),
      ms(median(after.map((result) => result.started))),
    ]),
  ),
);
