/**
 * The React roots an Astro page renders at build time: each takes the page
 * (see page-context.tsx) and ships no code. The islands, which do, are
 * modules of their own beside this one, so each brings only what it uses.
 */
import { Breadcrumbs } from "../components/layout/breadcrumbs.tsx";
import { CookieBannerTemplate } from "../components/layout/cookie-banner.tsx";
import { Footer } from "../components/layout/footer.tsx";
import { Header } from "../components/layout/header.tsx";
import { ScrollToTopButton } from "../components/layout/scroll-to-top-button.tsx";
import { SkipLink } from "../components/layout/skip-link.tsx";
import { ContactPanel, LetsTalkPanel } from "../components/sections/contact-panels.tsx";
import { ContactSection } from "../components/sections/contact-section.tsx";
import { FaqSection } from "../components/sections/faq-section.tsx";
import { Hero } from "../components/sections/hero.tsx";
import { NewsletterBanner } from "../components/sections/newsletter-banner.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { ArticleContent } from "../screens/article.tsx";
import { CaseStudy } from "../screens/case-study.tsx";
import { FormSent } from "../screens/form-sent.tsx";
import { NotFound } from "../screens/not-found.tsx";
import { Privacy } from "../screens/privacy.tsx";
import { ServicePage } from "../screens/service-page.tsx";
import { Services } from "../screens/services.tsx";
import { Team } from "../screens/team.tsx";
import { onPage } from "./page-context.tsx";

export const SkipLinkRoot = onPage(SkipLink);
export const HeaderRoot = onPage(Header);
export const BreadcrumbsRoot = onPage(Breadcrumbs);
export const FooterRoot = onPage(Footer);
export const ScrollToTopRoot = onPage(ScrollToTopButton);
export const CookieBannerTemplateRoot = onPage(CookieBannerTemplate);
export const HeroRoot = onPage(Hero);
export const NewsletterBannerRoot = onPage(NewsletterBanner);
export const ContactSectionRoot = onPage(ContactSection);
export const ContactPanelRoot = onPage(ContactPanel);
export const LetsTalkRoot = onPage(LetsTalkPanel);
export const FaqRoot = onPage(FaqSection);
export const PageHeaderRoot = onPage(PageHeader);

import { BlogStats } from "../components/blog/blog-stats.tsx";
import { LatestArticles } from "../components/blog/latest-articles.tsx";
import { ClientsCarousel } from "../components/sections/clients-carousel.tsx";
import { ConsultationCta, ProjectCta } from "../components/sections/cta-panel.tsx";
import { PortfolioSection } from "../components/sections/portfolio-section.tsx";
import { ServiceCards } from "../components/sections/service-cards.tsx";
import { TeamSection } from "../components/sections/team-section.tsx";

export const ServiceCardsRoot = onPage(ServiceCards);
export const PortfolioRoot = onPage(PortfolioSection);
export const TeamRoot = onPage(TeamSection);
export const LatestArticlesRoot = onPage(LatestArticles);
export const ClientsRoot = onPage(ClientsCarousel);
export const BlogStatsRoot = onPage(BlogStats);
export const ConsultationCtaRoot = onPage(ConsultationCta);
export const ProjectCtaRoot = onPage(ProjectCta);

/** Screens drawn whole, one root each. */
export const ServicesRoot = onPage(Services);
export const ServicePageRoot = onPage(ServicePage);
export const TeamPageRoot = onPage(Team);
export const PrivacyRoot = onPage(Privacy);
export const FormSentRoot = onPage(FormSent);
export const CaseStudyRoot = onPage(CaseStudy);
export const ArticleRoot = onPage(ArticleContent);
export const NotFoundRoot = onPage(NotFound);
