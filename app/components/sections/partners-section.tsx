import { partners } from "#content/team.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Section } from "../ui/section.tsx";

/** /zespol: the partners who join the two of us on shoots, films and large applications. */
export function PartnersSection() {
  const { lang, t } = useLanguage();
  return (
    <Section
      titleId="partners-title"
      heading={t.teamPage.partnersHeading}
      intro={t.teamPage.partnersIntro}
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3" data-testid="partners">
        {partners.map((partner) => (
          <li key={partner.id} className="rounded-2xl border border-line bg-panel p-6">
            <h3 className="text-lg font-semibold">{partner.role[lang]}</h3>
            <p className="mt-2 leading-relaxed text-muted">{partner.work[lang]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
