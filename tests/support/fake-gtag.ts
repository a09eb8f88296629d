/**
 * Offline stand-in for Google's tag, for the measured build's tests: Playwright
 * serves `fakeGtag` for gtag.js and answers every other Google request itself,
 * recording them all. Like the real tag, it reads the data layer's commands,
 * honours the consent state and the `ga-disable-<id>` switch, sets `_ga`
 * cookies once analytics storage is granted, and sends each event as a hit
 * to https://www.google-analytics.com/g/collect?en=<event>&dp=<page path>.
 */
import type { BrowserContext } from "@playwright/test";

const fakeGtag = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  let analytics = "denied";
  let id = "";
  const handle = (command) => {
    if (!command || typeof command.length !== "number") return;
    const [name, first, second] = command;
    if (name === "consent") analytics = (second && second.analytics_storage) || analytics;
    if (name === "config" && String(first).startsWith("G-")) id = first;
    if (analytics !== "granted" || window["ga-disable-" + id]) return;
    if (name === "config" && id) {
      document.cookie = "_ga=GA1.1.1234.5678; path=/";
      document.cookie = "_ga_" + id.slice(2) + "=GS1.1.1; path=/";
    }
    if (name === "event") {
      const params = new URLSearchParams({ en: first, dp: (second && second.page_path) || "" });
      if (second && second.send_to) params.set("send_to", second.send_to);
      if (second && second.language) params.set("ul", second.language);
      fetch("https://www.google-analytics.com/g/collect?" + params, { method: "POST", mode: "no-cors" });
    }
  };
  layer.forEach(handle);
  const push = layer.push.bind(layer);
  layer.push = (...commands) => { commands.forEach(handle); return push(...commands); };
})();`;

const GOOGLE =
  /^https:\/\/([\w-]+\.)*(google|googletagmanager|google-analytics|googleadservices|doubleclick)\.[a-z.]+\//;

export interface GoogleTraffic {
  /** Every request to a Google host, in order. */
  requests: string[];
  /** The hits sent, as "event path" ("page_view /uslugi"). */
  hits(): string[];
}

export async function interceptGoogle(context: BrowserContext): Promise<GoogleTraffic> {
  const requests: string[] = [];
  await context.route(GOOGLE, async (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.includes("googletagmanager.com/gtag/js")) {
      await route.fulfill({ contentType: "text/javascript", body: fakeGtag });
    } else await route.fulfill({ status: 204 });
  });
  return {
    requests,
    hits: () =>
      requests
        .filter((url) => url.includes("/g/collect"))
        .map((url) => {
          const params = new URL(url).searchParams;
          return `${params.get("en")} ${params.get("dp")}`;
        }),
  };
}
