import { useLanguage } from "../../i18n/context.tsx";

/**
 * " (przykład)" after a value that is still a sample (content/samples.ts):
 * a phone number, the address. Read with the value, so no visitor or screen
 * reader takes it for the company's own. `badge`: as a small raised mark inside
 * a button-like link (a flex row with a gap, so the mark brings no space of its own).
 */
export function SampleMark({ when, badge = false }: { when: boolean; badge?: boolean }) {
  const { t } = useLanguage();
  if (!when) return null;
  // Inside a pill: a small raised badge on the label's line, which never wraps on its own.
  if (badge) {
    return (
      <span className="-mt-3 rounded-full border border-line px-1.5 py-0.5 text-[0.625rem] leading-none font-normal text-muted">
        {t.sampleMark}
      </span>
    );
  }
  return (
    <>
      {" "}
      <span className="text-xs font-normal text-muted">{t.sampleMark}</span>
    </>
  );
}
