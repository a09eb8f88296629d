import { measuredToolsText } from "#content/measurement.ts";
import { offer } from "#content/offer.ts";
import { inEnglish, lowest, monthlyFrom } from "#content/offer-format.ts";
import { countText, formatCount } from "#content/plural.ts";
import { sampleMark } from "#content/sample-mark.ts";
import { contactLimits } from "../../forms/fields.ts";
import type { Dictionary } from "./dictionary.ts";

const consultation = inEnglish(offer.consultation);
const withinReply = offer.replyPromise.en;
const discount = inEnglish(offer.newsletterDiscount);
/** The measurement tools this build uses (none by default): the cookie banner names them. */
const measuredTools = measuredToolsText("en");
const atLeast = (count: number) =>
  formatCount(count, "en", { one: "{count} character", other: "{count} characters" });

/** The answers to a sent form: the toast's words and the thank-you pages' headings. */
const contactSent = {
  title: "Message sent!",
  text: `We will contact you ${withinReply}.`,
};
/** The newsletter is double opt-in: a sign-up counts once the link in our email is followed. */
const newsletterConfirmHint =
  "The confirmation link is in the email we have just sent you. Your discount code follows once you confirm.";
const newsletterSent = "Thank you! Please check your inbox and confirm your subscription.";

export const en: Dictionary = {
  skipToContent: "Skip to content",
  header: {
    homeLink: "Odra Creative — home page",
    mainNav: "Main menu",
    bookConsultation: "Book a consultation",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mobileMenuTitle: "Menu",
    languageSwitch: "Choose language",
  },
  nav: {
    home: "Home",
    services: "Services",
    portfolio: "Portfolio",
    team: "Team",
    blog: "Blog",
    contact: "Contact",
  },
  breadcrumbs: { label: "Breadcrumb" },
  footer: {
    tagline:
      "A marketing, branding and web agency from Szczecin. We help local businesses grow — from the logo and the website to campaigns that sell.",
    quickLinks: "Quick links",
    contact: "Contact",
    social: "Follow us",
    address: "Address",
    hours: "Mon–Fri 9:00–17:00",
    email: "Email",
    phone: "Phone",
    privacy: "Privacy policy",
    cookieSettings: "Cookie settings",
    noCookies: "This site uses no cookies.",
    rights: "All rights reserved.",
    instagram: "Instagram",
    facebook: "Facebook",
  },
  scrollToTop: "Scroll to the top of the page",
  sampleMark: sampleMark.en,
  /** The one label of every link to an item's own page (a service, a project, an article). */
  readMore: "Read more",
  newTab: "(opens in a new tab)",
  cookies: {
    title: "We respect your privacy",
    text: measuredTools
      ? `With your consent we use ${measuredTools} to learn which pages, articles and campaigns bring enquiries. Google's tools load only after you click “Accept”; after “Decline” nothing loads. You can change your mind at any time under “Cookie settings” in the footer.`
      : "This site uses no advertising or analytics cookies. We only remember your choice in your browser. See the privacy policy for details.",
    short: measuredTools
      ? `With your consent we use ${measuredTools}.`
      : "We use no advertising or analytics cookies.",
    details: "Details",
    accept: "Accept",
    decline: "Decline",
    close: "Close and decline",
    policyLink: "Privacy policy",
  },
  toast: {
    close: "Close notification",
    region: "Notifications",
    viewport: "Notifications ({hotkey})",
  },
  cta: {
    title: "Let's talk about your brand",
    text: `The first consultation is free and takes ${consultation}. We reply ${withinReply}.`,
    button: "Book a free consultation",
    // A no-break space: the label is part of the phone link, whose text must not wrap.
    call: "Call\u00a0us",
    write: "Email us",
  },
  notFound: {
    title: "Page not found (404) | Odra Creative",
    description: "This page does not exist. Go back to the home page or get in touch.",
    heading: "Oops! This page doesn't exist.",
    jokes: [
      "Even our best SEO specialist couldn't find this page.",
      "This page went out for coffee and hasn't come back yet.",
      "We looked everywhere — even under the office rug. Nothing.",
    ],
    home: "Back to the home page",
    contact: "Contact us",
  },
  tooManyRequests: {
    heading: "Too many requests",
    text: "Your address has asked for a great many pages in a short time. Please try again in a minute.",
    home: "Back to the home page",
  },
  serverError: {
    heading: "Something went wrong",
    text: "Sorry, the page is temporarily unavailable. Please reload it or try again in a moment.",
    home: "Back to the home page",
  },
  caseStudy: {
    back: "Back to portfolio",
    notFoundTitle: "Case Study not found",
    notFoundText:
      "There is no project at this address. Browse our other work or go back to the home page.",
    home: "Back to the home page",
    client: "Client",
    year: "Year",
    category: "Category",
  },
  /** The button of a filter form, shown only where scripts do not run (they apply a choice at once). */
  filters: { apply: "Show results" },
  blog: {
    latestHeading: "Latest articles",
    latestIntro:
      "Practical know-how on marketing, branding and websites — straight from our work with businesses in Szczecin.",
    seeAll: "See all articles",
    minRead: "min read",
    featured: "Featured",
    statArticles: "Articles",
    statCategories: "Categories",
    statAuthors: "Authors",
    authorsLine: "Written for you by {authors}",
    searchLabel: "Search articles",
    searchPlaceholder: "Title, tag or author…",
    clearInput: "Clear the search field",
    suggestionsLabel: "Search suggestions",
    viewLabel: "Article view",
    viewGrid: "Grid",
    viewList: "List",
    viewFeatured: "Featured",
    categoryLabel: "Filter by category",
    allCategories: "All",
    allArticles: "All articles",
    foundCount: countText({ one: "{count} article found", other: "{count} articles found" }),
    inCategory: "Category: {category}",
    searchingFor: "Results for “{query}”",
    clearSearch: "Clear search",
    emptyTitle: "No articles found",
    emptyText: "Try changing search criteria or categories.",
    clearFilters: "Clear filters",
    rssTitle: "Odra Creative blog — RSS",
    rssDescription:
      "New articles from Odra Creative on marketing, branding and websites for businesses in Szczecin.",
  },
  article: {
    back: "Back to the blog",
    by: "Author",
    published: "Published",
    updated: "Updated",
    minRead: "min read",
    featured: "Featured",
    bannerAlt: "Article banner: {title}",
    avatarAlt: "Photo of the author: {name}",
    polishOnly: "This article is available in Polish only.",
    progressLabel: "Reading progress",
    progressValue: "{percent}% read",
    aboutAuthor: "About the author",
    tags: "Tags",
    related: "Related articles",
    relatedHint: "Drag or scroll sideways to see more",
    relatedDot: "Go to article {number}",
    faqHeading: "Frequently asked questions",
    pricingHeading: "Packages and prices",
    pricingNote: "Net prices in PLN. We prepare an exact quote after a free consultation.",
    pricingCta: "Ask for a quote",
    popular: "Most popular",
    localHeading: "An agency in Szczecin — let's meet in person",
    localText: `We are a team based in Szczecin. We design logos and visual identities for businesses from Pogodno, Niebuszewo, Prawobrzeże on the right bank of the Oder and the whole of West Pomerania. The first ${offer.consultation.min}-minute consultation is free — over coffee at our office or online.`,
    localAddress: "Office address",
    localServices: "See our branding services",
    auditHeading: "We will check your campaigns for free",
    auditText: `We review your ${offer.audit.scope.en} within ${inEnglish(offer.audit.analysis)} and show you where your budget leaks. You get a PDF report and a ${offer.audit.presentation.min}-minute call about the findings — no strings attached.`,
    auditButton: "Request a free audit",
    checklistPdf: "Download the checklist (PDF)",
    webCtaHeading: "Planning a web application?",
    webCtaText:
      "We will help you estimate the budget and the scope of an MVP. In a free consultation we split the features into stages and tell you what to build first.",
    webCtaButton: "See our websites and apps services",
    questionsHeading: "10 questions to ask an agency",
    mistakesHeading: "8 most common mistakes when choosing an agency",
    consequence: "Consequence:",
    checklistHeading: "Agency selection checklist",
    checklistProgress: "Done: {done}/{total}",
    checklistExpand: "Expand the list",
    checklistCollapse: "Collapse the list",
    metricsHeading: "6 metrics worth tracking",
    metricTool: "Tool:",
    metricFrequency: "How often:",
    frequency: { daily: "daily", weekly: "weekly", monthly: "monthly" },
    contactHeading: "Questions about this article?",
  },
  privacy: { updated: "Last updated:", technical: "Technical details" },
  contactForm: {
    title: "Write to us",
    subject: "Subject",
    subjects: {
      consultation: "Free consultation",
      audit: "Free ad campaign audit",
      newsletter: `${discount} discount for newsletter subscribers`,
      quote: "Project quote",
    },
    subjectPrefix: "Subject:",
    name: "Full name",
    namePlaceholder: "Jane Smith",
    email: "Email",
    emailPlaceholder: "jane@company.com",
    company: "Company name",
    companyPlaceholder: "Your company (optional)",
    optional: "(optional)",
    message: "About your project",
    messagePlaceholder: "Tell us briefly what you need, your timeline and your budget.",
    required: "required",
    honeypot: "Leave this field empty",
    submit: "Send message",
    sending: "Sending…",
    privacyNote:
      "We will reply to your enquiry at the email address you give. What happens to the form's data and how long we keep it is explained in our",
    privacyLink: "privacy policy",
    successTitle: contactSent.title,
    successText: contactSent.text,
    errorTitle: "Error",
    errorText: "Something went wrong while sending the form. Please try again.",
  },
  fieldErrors: {
    required: {
      name: "Enter your name.",
      email: "Enter your email address.",
      message: "Tell us briefly what you need.",
    },
    tooShort: {
      name: `Your name needs at least ${atLeast(contactLimits.name.min)}.`,
      message: `The description needs at least ${atLeast(contactLimits.message.min)}.`,
    },
    invalidEmail: "Enter an email address like name@company.com.",
    tooLong: countText({
      one: "Shorten this text to {count} character.",
      other: "Shorten this text to {count} characters.",
    }),
    invalidCharacters: "Remove the special characters we cannot store from this field.",
    invalid: "Check this field.",
  },
  newsletter: {
    formLabel: "Newsletter sign-up",
    email: "Email address",
    emailPlaceholder: "you@email.com",
    submit: "Subscribe",
    sending: "Subscribing…",
    success: newsletterSent,
    confirmHint: newsletterConfirmHint,
    error: "Something went wrong while subscribing. Please try again.",
    networkError: "Connection error. Please check your internet connection.",
    consent:
      "By subscribing you agree to receive the Odra Creative newsletter by email (once a month). You confirm with the link we email you, and you can unsubscribe at any time with the link in every email. Details:",
    consentLink: "privacy policy",
    honeypot: "Leave this field empty",
    unsubscribe: {
      confirmTitle: "Unsubscribe from the newsletter | Odra Creative",
      confirmHeading: "Do you want to unsubscribe from our newsletter?",
      confirmText:
        "Press the button below and we will remove your address from the list. You will not receive any more newsletters from us.",
      confirmButton: "Unsubscribe me",
      title: "Unsubscribed | Odra Creative",
      heading: "You have been unsubscribed",
      text: "Your address is no longer on our list and you will not receive any more newsletters from us.",
      invalidTitle: "Invalid link | Odra Creative",
      invalidHeading: "This unsubscribe link is not valid",
      invalidText:
        "The link may have been copied incompletely. Write to us and we will remove you by hand.",
      home: "Back to the home page",
    },
    confirm: {
      title: "Confirm your newsletter subscription | Odra Creative",
      heading: "Confirm your newsletter subscription",
      text: `Press the button below to confirm that you want to receive the Odra Creative newsletter at this address. Right after that we will email you a code for ${discount} off.`,
      button: "Confirm my subscription",
      doneTitle: "Subscription confirmed | Odra Creative",
      doneHeading: "Thank you! Your subscription is confirmed",
      doneText: `You are on our list. We have just emailed you your code for ${discount} off, together with the terms of the offer.`,
      alreadyHeading: "This subscription is already confirmed",
      alreadyText:
        "This address is already on our list. You will find your discount code in our welcome email.",
      goneTitle: "Link expired | Odra Creative",
      goneHeading: "This link no longer works",
      goneText:
        "We delete unconfirmed signups after {days} days, and unsubscribing removes an address from the list. If you want the newsletter, please sign up again on the home page.",
      invalidTitle: "Invalid link | Odra Creative",
      invalidHeading: "This confirmation link is not valid",
      invalidText:
        "The link may have been copied incompletely. Open it again straight from the email, or sign up again on the home page.",
      home: "Back to the home page",
    },
    offerTerms: [
      `${discount} off the net price of your first order with us — any of our services;`,
      "the code can be used once: give it to us before we send you a quote;",
      "it cannot be combined with other discounts or promotions, nor exchanged for cash;",
      "it is valid while you are subscribed, and there is one per person: signing up again brings back the same code.",
    ],
    mails: {
      greeting: "Hello,",
      signature: "The Odra Creative team",
      confirmation: {
        subject: "Confirm your subscription to the Odra Creative newsletter",
        intro:
          "Someone — most likely you — signed this address up for the Odra Creative newsletter at {site}. To confirm, open the link below and press “Confirm my subscription”:",
        after: `Once you confirm, we will send you a code for ${discount} off. The newsletter comes once a month.`,
        notYou:
          "If this wasn't you, just ignore this email: without confirmation we will send you nothing more, and we delete the address after {days} days.",
      },
      welcome: {
        subject: `Welcome to the Odra Creative newsletter — your code for ${discount} off`,
        intro:
          "Thank you for confirming your subscription to the Odra Creative newsletter. Once a month we will send you practical advice on marketing, branding and websites.",
        code: "Your discount code: {code}",
        codeUsed:
          "Your discount code {code} has already been used, and the discount is once per person, so there is no new one for you this time.",
        terms: "Terms of the offer:",
        use: "Want to use it? Write to us through the contact form: {link}",
        unsubscribe: "You can unsubscribe at any time with this link: {link}",
        why: "You are receiving this email because the newsletter subscription of this address was confirmed at {site}.",
      },
    },
  },
  formApi: {
    unknownEndpoint: "This form does not exist.",
    unauthorized: "Access to this form was refused: the form key is not valid.",
    notJson: "The form must be sent as JSON.",
    malformed: "The form data could not be read.",
    tooLarge: "Your message is too long. Please shorten it and try again.",
    invalid: "Please check these fields:",
    fields: {
      "Imie i Nazwisko": "full name (at least 3 characters)",
      Email: "email address",
      "Nazwa Firmy": "company name",
      Opis: "project description (at least 10 characters)",
      email: "email address",
    },
    tooMany: "Too many submissions in a short time. Please try again in a moment.",
    methodNotAllowed: "This address only accepts form submissions (POST).",
    unavailable:
      "The form is temporarily unavailable. Please try again in a few minutes or give us a call.",
    failed:
      "Something went wrong on our side and your message was not saved. Please try again in a moment or give us a call.",
    timeout: "Sending took too long. Please check your internet connection and try again.",
    notFound: "There is nothing at this address.",
    crossSite: "This form can only be sent from our site.",
  },
  serviceCards: {
    heading: "Services that help businesses grow",
    intro: "Five areas, one team. Open a service to see exactly what we will do for you.",
  },
  servicePage: {
    heroContact: "Book a free consultation",
    heroPortfolio: "See our portfolio",
    reasonsHeading: "Why choose Odra Creative",
    processHeading: "How we work",
    step: "Step",
    pricingHeading: "Prices and timelines",
    timeline: "Timeline",
    priceNote:
      "Prices are net (23% Polish VAT is added). We prepare an exact quote after a free consultation.",
    deliverablesHeading: "What you get",
  },
  portfolioSection: {
    heading: "Selected work",
    intro: "Online shops, visual identities and company websites with real numbers behind them.",
    seeAll: "See the full portfolio",
  },
  portfolioPage: {
    filterLabel: "Filter projects by category",
    foundCount: countText({ one: "{count} project found", other: "{count} projects found" }),
    all: "All",
    categories: { web: "Websites", branding: "Branding" },
    showMore: "Show more",
    loading: "Loading...",
    visitWebsite: "Visit the website",
  },
  projectCta: {
    heading: "Got a project in mind? Let's build it together",
    text: "Tell us about your business on a short call. We will advise where to start and prepare a quote — no strings attached.",
  },
  caseStudyPage: {
    challenge: "Challenge",
    process: "Process",
    solution: "Solution",
    results: "Results",
    resultSource: "source",
    testimonial: "Client testimonial",
    sampleTestimonial:
      "A sample, written by us. The client’s own words will stand here once they agree to their publication",
    details: "Client and project",
    industry: "Industry",
    location: "Location",
    topics: "Scope",
    website: "Client’s website",
    credits: "Credits",
    creditsBy: "Run and delivered by Odra Creative in Szczecin.",
    next: "Next project",
  },
  hero: {
    eyebrow: "Odra Creative · a marketing agency from Szczecin",
    proofLabel: "Client result",
    source: "source",
    seeProject: "See the {title} project",
  },
  newsletterBanner: {
    badge: `${discount} off your first order`,
    heading: `Join our newsletter and get ${discount} off`,
    text: `Once a month we send practical advice on marketing, branding and websites for businesses in West Pomerania. Once you confirm your subscription, we email you a code for ${discount} off your first order — any of our services.`,
  },
  reviews: {
    heading: "Google reviews",
    intro: "What clients who have already worked with us say.",
    sampleHeading: "Sample reviews",
    sampleIntro:
      "This is how we will show clients' reviews from our Google profile. The entries and the rating below are examples, not reviews by real people.",
    loading: "Loading reviews from Google",
    error: "Couldn't load reviews from Google Business Profile.",
    average: "Average rating: {rating} out of 5",
    count: countText({ one: "{count} review", other: "{count} reviews" }),
    seeAll: "See all",
    stars: "{count} out of 5 stars",
  },
  team: {
    heading: "Meet our team",
    intro:
      "Two people who will lead your project from the first conversation to results — with no middlemen.",
    linkedin: "{name} on LinkedIn",
    instagram: "{name} on Instagram",
  },
  clients: {
    heading: "They trust us",
    intro: "Local businesses in and around Szczecin we build brands and sales with.",
    sampleHeading: "Sample client logos",
    sampleIntro:
      "We made up these brands and their logos for this preview. This is where we will show the logos of clients who agree to have them published.",
    logoAlt: "{name} logo — {industry}",
    pause: "Pause the scrolling logos",
    play: "Resume the scrolling logos",
  },
  contactSection: {
    heading: "Get in touch",
    intro: `Tell us about your project and we will reply ${withinReply} with an idea for the first step and a time for a free consultation.`,
    detailsHeading: "Contact details",
    email: "Email",
    phones: "Phone",
    address: "Address",
    hours: "Office hours",
    region: "{region} Voivodeship, Poland",
    hoursValue: "Monday–Friday, 9:00–17:00",
  },
  faq: {
    heading: "Frequently asked questions",
    intro:
      "Prices, timelines and how we work — answers to the questions we hear most often. Yours isn't here? Write to us.",
    filterLabel: "Question categories",
    showAll: "Show all questions ({count})",
    count: countText({ one: "{count} question", other: "{count} questions" }),
  },
  teamPage: {
    membersHeading: "Our team",
    partnersHeading: "Who we work with on larger projects",
    partnersIntro:
      "We produce photos, films and large applications with permanent partners. Your contract is with us, one of us runs the project, and we answer for our partners' work as for our own.",
  },
  contactPage: {
    formHeading: "Contact form",
    talkHeading: "Let's talk",
    talkText:
      "You don't need a finished brief. A few sentences about your business and what you want to achieve are enough — we will work out the rest together.",
    consultationHeading: "Free consultation",
    consultationText: `The first conversation takes ${consultation} and costs nothing. We will talk through your goals, budget and timing, then prepare a concrete proposal.`,
    replyPromise: `We reply to every message ${withinReply}.`,
  },
  pages: {
    home: {
      title: "Marketing agency in Szczecin | Odra Creative",
      description:
        "Odra Creative is a marketing agency from Szczecin: branding, websites and apps, digital marketing, video and brand strategy. Book a free consultation.",
      keywords:
        "marketing agency Szczecin, branding Szczecin, websites Szczecin, digital marketing, advertising agency Poland",
      breadcrumb: "Home",
      heading: "Brands and sites that show results",
      intro:
        "For businesses in West Pomerania that want more customers, not just a nicer logo. We design brands, build fast websites and run campaigns — and measure what they bring in.",
      primary: "See our work",
      secondary: "Let's talk",
    },
    services: {
      title: "Marketing agency services in Szczecin | Odra Creative",
      description:
        "Five services, one team: branding and design, websites and apps, digital marketing, video and photography, and brand strategy for Szczecin businesses.",
      keywords:
        "marketing agency services, branding, websites, digital marketing, photography, brand strategy Szczecin",
      breadcrumb: "Services",
      heading: "Services that combine strategy with craft",
      intro:
        "From the first logo sketch to a campaign that sells — we guide your brand through the whole process. Pick the area where you need support, or ask us about the full package.",
    },
    serviceBranding: {
      title: "Branding and design in Szczecin | Odra Creative",
      description: `Logo and visual identity design in Szczecin: logos from ${inEnglish(lowest(offer.logo.price))} net, a full identity with a brand book in ${inEnglish(offer.identity.full.delivery)}. Free consultation.`,
      keywords:
        "branding Szczecin, logo design Szczecin, visual identity, brand book, graphic design",
      breadcrumb: "Branding and design",
      heading: "Branding and design in Szczecin",
      intro: `A logo is only the beginning. We design consistent visual identities — from the mark, colours and typography to the brand book — that make your business recognisable in every channel. A basic identity usually takes ${inEnglish(offer.identity.basic.delivery)}, a full one with a brand book ${inEnglish(offer.identity.full.delivery)}.`,
    },
    serviceWeb: {
      title: "Websites and web apps in Szczecin | Odra Creative",
      description: `Fast websites, online shops and web applications for Szczecin businesses. One-page sites from about ${inEnglish(offer.website.priceFrom)} net; a typical company site delivered in ${inEnglish(offer.website.delivery)}.`,
      keywords:
        "websites Szczecin, web design, web applications, online shop, web development Szczecin",
      breadcrumb: "Websites and apps",
      heading: "Websites and apps in Szczecin",
      intro: `We build sites that load in the blink of an eye, look great on a phone and turn visitors into customers. A simple company site takes ${inEnglish(offer.website.delivery)}; applications are designed and delivered in stages.`,
    },
    serviceMarketing: {
      title: "Digital marketing in Szczecin — Ads and SEO | Odra Creative",
      description: `Google Ads and social media campaigns, content marketing, email and analytics for Szczecin businesses. Managing one channel ${monthlyFrom(offer.marketing.singleChannelFrom).en}.`,
      keywords:
        "digital marketing Szczecin, Google Ads Szczecin, ad campaigns, social media marketing, SEO Szczecin",
      breadcrumb: "Digital marketing",
      heading: "Digital marketing in Szczecin",
      intro: `Campaigns we measure in enquiries and sales, not likes. We plan and launch search and social ads — geotargeted to Szczecin and the surrounding area — and then optimise them ${offer.campaigns.optimisationCadence.en}.`,
    },
    serviceVideo: {
      title: "Video and photography in Szczecin | Odra Creative",
      description:
        "Product, portrait and event photography, promotional films and short-form video for social media. Studio and on-location shoots in Szczecin.",
      keywords:
        "photography Szczecin, video production Szczecin, promotional film, product photography, business photo shoot",
      breadcrumb: "Video and photography",
      heading: "Video and photography in Szczecin",
      intro:
        "Good photos and films sell for you. We shoot products, portraits and events and produce short-form video that stops the scroll on social media.",
    },
    serviceStrategy: {
      title: "Brand strategy in Szczecin — positioning | Odra Creative",
      description:
        "Brand strategy for Szczecin businesses: market analysis, positioning, communication strategy, media planning and brand audits.",
      keywords:
        "brand strategy Szczecin, brand positioning, communication strategy, brand audit, media plan",
      breadcrumb: "Brand strategy",
      heading: "Brand strategy in Szczecin",
      intro:
        "Before you spend a single złoty on advertising, it pays to know whom you are talking to, what you want to say and why. We research the market and competitors, then shape the positioning and communication plan that carries your brand for years.",
    },
    portfolio: {
      title: "Portfolio — work by a Szczecin agency | Odra Creative",
      description:
        "See our work: online shops, visual identities and company websites. Case studies with results we can show.",
      keywords:
        "marketing agency portfolio, Szczecin projects, case study, website projects, branding work",
      breadcrumb: "Portfolio",
      heading: "Projects we are proud of",
      intro:
        "We start every project with the client's business goal and finish with the numbers. Below are some of our projects — with the challenge, the solution and the result.",
    },
    team: {
      title: "Team — meet the people of Odra Creative | Szczecin",
      description:
        "Meet the Odra Creative team: a creative director and a digital marketing expert who run your project from the very first call.",
      keywords:
        "agency team, Szczecin marketing agency team, creative director, marketing specialist",
      breadcrumb: "Team",
      heading: "The people behind the projects",
      intro:
        "We are a small team, and that is our strength: you talk directly to the people who design and run your campaigns. Even when partners join us for photos, films or a large application, one of us runs the project and answers for it.",
    },
    blog: {
      title: "Blog on marketing, branding and websites | Odra Creative",
      description:
        "Practical articles on marketing, branding and websites for Szczecin businesses: prices, processes, mistakes and proven solutions.",
      keywords:
        "marketing blog, marketing tips, branding guide, website advice, marketing Szczecin",
      breadcrumb: "Blog",
      heading: "A blog about marketing that works",
      intro:
        "We write about what we see every day working with local businesses: what a logo costs, how to measure campaigns and how to choose an agency without burning your budget.",
    },
    blogPost: {
      title: "Blog | Odra Creative",
      description: "An article from the Odra Creative blog.",
      keywords: "marketing blog",
      breadcrumb: "Article",
      heading: "",
      intro: "",
    },
    contact: {
      title: "Contact — free consultation | Odra Creative Szczecin",
      description: `Write to or call Odra Creative in Szczecin. The first ${offer.consultation.min}-minute consultation is free and we reply ${withinReply}.`,
      keywords: "contact marketing agency Szczecin, free consultation, website quote, logo quote",
      breadcrumb: "Contact",
      heading: "Let's talk about your project",
      intro: `Tell us briefly what you need — we will reply ${withinReply} and suggest a time for a free ${offer.consultation.min}-minute consultation. Prefer to talk? Call us or send an email.`,
    },
    privacy: {
      title: "Privacy policy | Odra Creative",
      description:
        "How Odra Creative processes contact form and newsletter data: controller, purposes, legal bases, retention periods and your rights.",
      keywords: "privacy policy, GDPR, personal data protection",
      breadcrumb: "Privacy policy",
      heading: "Privacy policy",
      intro:
        "Below we explain what data we collect through this site, why we process it, how long we keep it and what rights you have.",
    },
    contactSent: {
      title: "Message sent | Odra Creative",
      description: `Thank you for your message to Odra Creative. We will reply ${withinReply} to the address you gave.`,
      keywords: "contact, Odra Creative",
      breadcrumb: "Message sent",
      heading: contactSent.title,
      intro: contactSent.text,
    },
    newsletterSent: {
      title: "Newsletter sign-up | Odra Creative",
      description:
        "Thank you for signing up to the Odra Creative newsletter. Please confirm with the link we have emailed you.",
      keywords: "newsletter, Odra Creative",
      breadcrumb: "Newsletter sign-up",
      heading: newsletterSent,
      intro: newsletterConfirmHint,
    },
    caseStudy: {
      title: "Case study | Odra Creative",
      description: "A case study of an Odra Creative project.",
      keywords: "case study, project",
      breadcrumb: "Case study",
      heading: "",
      intro: "",
    },
  },
};
