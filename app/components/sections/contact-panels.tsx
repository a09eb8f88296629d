import type { ReactNode } from "react";
import { useLanguage } from "../../i18n/context.tsx";
import { ContactDetails } from "./contact-section.tsx";

/**
 * One of the page's two panels. The form's panel keeps a gap under its
 * heading; the highlighted one ("let's talk") spaces its own first lines.
 */
export function ContactPanel({
  titleId,
  heading,
  highlighted = false,
  children,
}: {
  titleId: string;
  heading: string;
  highlighted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-3xl border border-line p-6 sm:p-8 ${highlighted ? "bg-gradient-to-br from-panel-strong to-panel" : "bg-panel"}`}
    >
      <h2 id={titleId} className={`${highlighted ? "" : "mb-6 "}text-2xl font-bold tracking-tight`}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The highlighted panel: "let's talk", the free consultation and every way to reach the agency. */
export function LetsTalkPanel() {
  const { t } = useLanguage();
  const texts = t.contactPage;
  return (
    <ContactPanel titleId="lets-talk-title" heading={texts.talkHeading} highlighted>
      <p className="mt-4 leading-relaxed text-muted">{texts.talkText}</p>
      <div className="mt-6 rounded-2xl border border-accent/40 bg-ink/40 p-5">
        <h3 className="font-semibold text-accent">{texts.consultationHeading}</h3>
        <p className="mt-2 leading-relaxed text-muted">{texts.consultationText}</p>
        <p className="mt-3 text-sm font-semibold">{texts.replyPromise}</p>
      </div>
      <div className="mt-8">
        <ContactDetails />
      </div>
    </ContactPanel>
  );
}
