/**
 * Measurement: Google Analytics 4 through gtag.js in Google Consent Mode v2,
 * basic implementation. Nothing from Google is requested until the visitor
 * accepts: then the data layer gets the consent default (all denied) and the
 * update (all granted), and the tag itself loads when the browser is idle.
 * Declining later stops every hit at once and removes Google's cookies.
 * Without a measurement id in the build (content/measurement.ts) every
 * function here does nothing.
 *
 * Components call `track(event, params)`; each page sends its one view by
 * `pageView` as it loads (start.ts).
 */
import { measurement } from "#content/measurement.ts";
import type { Lang } from "#shared/lang.ts";
import { whenIdle } from "../hooks/when-idle.ts";

/** The events the site measures and what each carries (the page is added by `track`). */
export interface MeasuredEvents {
  /** A contact form submission the server stored (its 201). */
  generate_lead: { form: "contact" };
  /** A newsletter signup the server stored. */
  sign_up: { method: "newsletter" };
  click_to_call: { link_url: string };
  click_email: { link_url: string };
  file_download: { file_name: string; link_url: string };
}

type ConsentState = "granted" | "denied";
const consentSignals = (state: ConsentState) => ({
  ad_storage: state,
  analytics_storage: state,
  ad_user_data: state,
  ad_personalization: state,
});

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const { gaId, adsConversion } = measurement;
let configured = false;
let active = false;
let page: { path: string; lang: Lang } | null = null;
let lastSentPath: string | null = null;

/** gtag.js reads its commands as `arguments` objects, exactly as Google's snippet pushes them. */
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: gtag.js only understands the arguments object.
  window.dataLayer.push(arguments);
}

/** gtag.js's own switch: while set, the tag sends nothing for this id. */
function setTagDisabled(disabled: boolean) {
  if (!gaId) return;
  Reflect.set(window, `ga-disable-${gaId}`, disabled);
}

function loadTag(id: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

function sendPageView() {
  if (!active || !page || page.path === lastSentPath) return;
  lastSentPath = page.path;
  gtag("event", "page_view", {
    page_location: window.location.href,
    page_path: page.path,
    page_title: document.title,
    language: page.lang,
  });
}

/** Tel:, mailto: and PDF links anywhere on the page, measured from one listener. */
function onLinkClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return;
  const href = link.getAttribute("href") ?? "";
  if (href.startsWith("tel:")) track("click_to_call", { link_url: href });
  else if (href.startsWith("mailto:")) track("click_email", { link_url: href });
  else if (link.pathname.endsWith(".pdf")) {
    track("file_download", {
      file_name: link.download || (link.pathname.split("/").pop() ?? ""),
      link_url: link.href,
    });
  }
}

/** On "accept" (or a stored "accepted"): consent default, then update, then the tag when idle. */
export function startAnalytics(): void {
  if (!gaId || active) return;
  active = true;
  setTagDisabled(false);
  if (!configured) {
    configured = true;
    gtag("consent", "default", consentSignals("denied"));
    gtag("consent", "update", consentSignals("granted"));
    gtag("js", new Date());
    // Page views are sent by hand, one per navigation, with the page's language.
    gtag("config", gaId, { send_page_view: false });
    if (adsConversion) gtag("config", adsConversion.id);
    whenIdle(() => loadTag(gaId));
  } else {
    gtag("consent", "update", consentSignals("granted"));
  }
  document.addEventListener("click", onLinkClick, { capture: true });
  lastSentPath = null;
  sendPageView();
}

/** On "decline": no further hits, and Google's cookies go. */
export function stopAnalytics(): void {
  if (!gaId) return;
  if (active) {
    active = false;
    document.removeEventListener("click", onLinkClick, { capture: true });
    gtag("consent", "update", consentSignals("denied"));
    setTagDisabled(true);
  }
  removeGoogleCookies();
}

/** The cookies GA4 and Google Ads set (`_ga`, `_ga_<id>`, `_gid`, `_gcl_*`), on every domain they may use. */
function removeGoogleCookies() {
  const names = document.cookie
    .split(";")
    .map((cookie) => cookie.split("=")[0]?.trim() ?? "")
    .filter((name) => /^(_ga|_gid|_gat|_gcl_)/.test(name));
  const labels = window.location.hostname.split(".");
  // GA writes its cookies on the widest domain it may ("example.com" for "www.example.com").
  const domains = ["", ...labels.map((_, index) => `; domain=.${labels.slice(index).join(".")}`)];
  for (const name of names) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

/** The page the visitor is on now: sent as a page view while measurement runs. */
export function pageView(path: string, lang: Lang): void {
  page = { path, lang };
  sendPageView();
}

/** Measures one event with the page it happened on; does nothing without consent. */
export function track<Event extends keyof MeasuredEvents>(
  event: Event,
  params: MeasuredEvents[Event],
): void {
  if (!active) return;
  const page_path = window.location.pathname;
  gtag("event", event, { ...params, page_path });
  if (event === "generate_lead" && adsConversion) {
    gtag("event", "conversion", {
      send_to: `${adsConversion.id}/${adsConversion.label}`,
      page_path,
    });
  }
}
