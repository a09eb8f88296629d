import { useEffect, useState } from "react";
import { Link } from "react-router";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Button } from "../ui/actions.tsx";
import { CloseIcon } from "../ui/control-icons.tsx";

export const CONSENT_KEY = "cookie-consent";
type Consent = "accepted" | "declined";

const SHOW_AFTER_MS = 2000;
const EXIT_MS = 300;

function storedConsent(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
}

/**
 * Slides in 2 s after load when no choice is stored; Accept stores "accepted",
 * Decline and close store "declined"; it then leaves (300 ms) for good.
 */
export function CookieBanner() {
  const { t } = useLanguage();
  const href = usePageHref();
  const [phase, setPhase] = useState<"hidden" | "shown" | "leaving">("hidden");

  useEffect(() => {
    if (storedConsent() !== null) return;
    const timer = window.setTimeout(() => setPhase("shown"), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (phase !== "leaving") return;
    const timer = window.setTimeout(() => setPhase("hidden"), EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === "hidden") return null;

  const choose = (consent: Consent) => {
    try {
      window.localStorage.setItem(CONSENT_KEY, consent);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
    setPhase("leaving");
  };

  return (
    <section
      aria-labelledby="cookie-title"
      data-phase={phase}
      className={`fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-line bg-panel-strong p-5 shadow-2xl shadow-black/50 sm:inset-x-6 ${
        phase === "leaving" ? "animate-banner-out" : "animate-banner-in"
      }`}
    >
      <button
        type="button"
        onClick={() => choose("declined")}
        aria-label={t.cookies.close}
        className="absolute top-2 right-2 inline-flex h-10 w-10 items-center justify-center rounded-md text-muted hover:text-fg"
      >
        <CloseIcon size={18} />
      </button>
      <h2 id="cookie-title" className="pr-10 font-semibold">
        {t.cookies.title}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {t.cookies.text}{" "}
        <Link to={href("privacy")} className="text-accent underline">
          {t.cookies.policyLink}
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button size="medium" onClick={() => choose("accepted")}>
          {t.cookies.accept}
        </Button>
        <Button variant="secondary" size="medium" onClick={() => choose("declined")}>
          {t.cookies.decline}
        </Button>
      </div>
    </section>
  );
}
