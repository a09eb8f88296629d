import { defaultAvatar, portraitSize, team } from "#content/team.ts";
import { fill } from "#shared/i18n/fill.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { FallbackImage } from "../blog/fallback-image.tsx";
import { ExternalLink } from "../ui/external-link.tsx";
import { Section } from "../ui/section.tsx";

/** The networks' marks, each with its own paint. */
const socialMarks = {
  linkedin: {
    paint: { fill: "currentColor" },
    shapes: (
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.2 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V21h-4z" />
    ),
  },
  instagram: {
    paint: { fill: "none", stroke: "currentColor", strokeWidth: "2" },
    shapes: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
      </>
    ),
  },
} as const;

/** Each member's profiles, in this order. */
const socials = ["linkedin", "instagram"] as const;

function SocialMark({ network }: { network: (typeof socials)[number] }) {
  const { paint, shapes } = socialMarks[network];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" {...paint}>
      {shapes}
    </svg>
  );
}

const socialLink =
  "flex size-10 items-center justify-center rounded-full bg-ink/90 text-fg transition-colors hover:bg-accent hover:text-accent-ink";

/**
 * The two team members with portrait, role and bio. Their social links sit under the
 * portrait on a phone; on a wider screen on the portrait, shown while the card is hovered and
 * whenever a link has keyboard focus;
 * they stay in the page for screen readers at all times. On the home page's phone layout
 * (`swipe`) the two sit in a row to swipe through, like its projects and articles.
 */
export function TeamSection({
  heading,
  intro,
  lazyImages = true,
  swipe = false,
}: {
  heading: string;
  intro?: string;
  /** Below the fold on the home page; near the top on /zespol. */
  lazyImages?: boolean;
  swipe?: boolean;
}) {
  const { lang, t } = useLanguage();
  return (
    <Section titleId="team-title" heading={heading} intro={intro}>
      <ul
        className={
          swipe
            ? "-mx-5 mt-8 flex snap-x snap-mandatory scroll-px-5 items-start gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-2"
            : "mt-8 grid gap-5 lg:grid-cols-2"
        }
      >
        {team.map((member) => (
          <li
            key={member.id}
            data-testid="team-member"
            className={`group grid grid-cols-[7.5rem_1fr] gap-x-5 overflow-hidden rounded-2xl border border-line bg-panel sm:grid-cols-[11rem_1fr] ${swipe ? "w-[88%] shrink-0 snap-start sm:w-auto" : ""}`.trim()}
          >
            <div className="relative sm:row-span-2">
              <FallbackImage
                src={member.image}
                fallbackSrc={defaultAvatar}
                alt={member.imageAlt[lang]}
                width={portraitSize.width}
                height={portraitSize.height}
                loading={lazyImages ? "lazy" : undefined}
                decoding="async"
                sizes="(min-width: 40rem) 11rem, 7.5rem"
                className="aspect-square w-full object-cover"
              />
              <ul
                data-testid="team-social"
                className="mt-2 flex gap-2 transition-opacity duration-200 motion-reduce:transition-none sm:absolute sm:inset-x-0 sm:bottom-0 sm:mt-0 sm:justify-center sm:bg-gradient-to-t sm:from-ink/90 sm:to-transparent sm:p-3 md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100"
              >
                {socials.map((network) => (
                  <li key={network}>
                    <ExternalLink
                      href={member[network]}
                      className={socialLink}
                      hiddenLabel={fill(t.team[network], { name: member.name })}
                    >
                      <SocialMark network={network} />
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
            <div className="self-center py-4 pr-5 sm:self-end sm:pt-6 sm:pb-0">
              <h3 className="text-xl font-semibold">{member.name}</h3>
              <p className="mt-1 text-sm font-semibold text-river">{member.position[lang]}</p>
            </div>
            {/* On a phone the bio runs under the portrait and the name, the card's full width. */}
            <p className="col-span-2 px-5 pb-5 leading-relaxed text-muted sm:col-span-1 sm:col-start-2 sm:px-0 sm:pt-3 sm:pr-6 sm:pb-6">
              {member.bio[lang]}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
