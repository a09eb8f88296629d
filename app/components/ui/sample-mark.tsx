import { useLanguage } from "../../i18n/context.tsx";

/**
 * " (przykład)" after a value that is still a sample (content/samples.ts):
 * a phone number, the address. Read with the value, so no visitor or screen
 * reader takes it for the company's own.
 */
export function SampleMark({ when }: { when: boolean }) {
  const { t } = useLanguage();
  if (!when) return null;
  return (
    <>
      {" "}
      <span className="text-xs font-normal text-muted">{t.sampleMark}</span>
    </>
  );
}
