/**
 * The five service pages. Branding and Websites/apps tell the whole offer
 * (what we do, process, prices and timelines, what you get); Digital
 * marketing, Video and photography and Brand strategy show a grid of
 * specialisations and four reasons. Every page ends with a visible local
 * section about serving Szczecin and West Pomerania. Prices and times come
 * from the offer (content/offer.ts).
 */

import type { Localized } from "#shared/lang.ts";
import type { ServicePageId } from "#shared/route-table.ts";
import { typesetPolishTree } from "#shared/typography.ts";
import { offer } from "./offer.ts";
import {
  after,
  type Figure,
  figureText,
  inEnglish,
  inPolish,
  monthlyFrom,
  span,
  within,
} from "./offer-format.ts";
import type { ImageRef } from "./schema.ts";
import type { ServicePageContent } from "./service-pages.schema.ts";
import { services } from "./services.ts";

export type { ServicePageContent };

/** Each service page shows the same artwork as its service in the accordion. */
function imageOf(page: ServicePageId): ImageRef {
  const service = services.find((entry) => entry.page === page);
  if (!service) throw new Error(`content/services.ts has no service for ${page}`);
  return service.image;
}

/** A net price for a price list: "800–2500 zł netto". */
function netPrice(price: Figure): Localized {
  return { pl: `${inPolish(price)} netto`, en: `${inEnglish(price)} net` };
}

/** A schema.org offer's price range (PLN net) from the offer's figure. */
function priceRange(price: Figure): { minPrice: number; maxPrice?: number } {
  return price.max === undefined
    ? { minPrice: price.min }
    : { minPrice: price.min, maxPrice: price.max };
}

const reply = offer.replyPromise;
/** What starts a campaign's clock, said the same way wherever the launch time is given (the FAQ too). */
const campaignStart: Localized = {
  pl: "od akceptacji planu i budżetu",
  en: "of your approval of the plan and budget",
};
const { guides } = offer.identity;

/** "Krótka instrukcja…": a phrase of the offer at the start of a list item. */
const capitalised = (text: Localized): Localized => ({
  pl: `${text.pl.charAt(0).toUpperCase()}${text.pl.slice(1)}`,
  en: `${text.en.charAt(0).toUpperCase()}${text.en.slice(1)}`,
});
const consultationMinutes = offer.consultation.min;

/** What both logo packages hand over: the logo card spans them. */
const inEveryLogoPackage = offer.logo.packages.basic.includes.filter((item) =>
  offer.logo.packages.standard.includes.some((each) => each.pl === item.pl),
);

const areas = ["Szczecin", "Police", "Stargard", "Goleniów", "Gryfino", "Świnoujście"];

const entries: readonly ServicePageContent[] = [
  {
    id: "serviceBranding",
    layout: "full",
    badge: { pl: "Branding i design", en: "Branding and design" },
    headline: {
      pl: "Branding i design w Szczecinie, który buduje zaufanie od pierwszego spojrzenia",
      en: "Branding and design in Szczecin that earns trust at first sight",
    },
    intro: {
      pl: "Projektujemy logo i identyfikacje wizualne dla firm, które chcą wyglądać tak profesjonalnie, jak pracują. Zaczynamy od Twoich klientów i konkurencji, a kończymy na zasadach marki, dzięki którym stosujesz ją spójnie w każdym kanale — od wizytówki po billboard.",
      en: "We design logos and visual identities for businesses that want to look as professional as they work. We start with your customers and competitors and finish with the brand’s rules, which keep it consistent everywhere — from a business card to a billboard.",
    },
    image: imageOf("serviceBranding"),
    serviceType: "Branding and graphic design",
    featuresHeading: { pl: "Co robimy", en: "What we do" },
    featuresIntro: {
      pl: "Od pojedynczego znaku po kompletny system marki — dobieramy zakres do etapu, na którym jest Twoja firma.",
      en: "From a single mark to a complete brand system — we match the scope to where your business is today.",
    },
    features: [
      {
        icon: "pen",
        title: { pl: "Projekt logo", en: "Logo design" },
        description: {
          pl: "Znak, który działa w rozmiarze 10 mm na długopisie i 10 m na banerze, w kolorze i w wersji jednobarwnej.",
          en: "A mark that works at 10 mm on a pen and 10 m on a banner, in full colour and in one colour.",
        },
      },
      {
        icon: "palette",
        title: { pl: "Identyfikacja wizualna", en: "Visual identity" },
        description: {
          pl: "Paleta 3–5 kolorów, 2–3 kroje pisma, wzory graficzne i styl zdjęć, które razem tworzą rozpoznawalny charakter.",
          en: "A palette of 3–5 colours, 2–3 typefaces, graphic patterns and a photo style that together form a recognisable character.",
        },
      },
      {
        icon: "layers",
        title: { pl: "Brand book", en: "Brand book" },
        description: {
          pl: "Zasady użycia logo, kolorów, typografii i zdjęć w jednym dokumencie — dla Ciebie, drukarni i każdego przyszłego wykonawcy.",
          en: "The rules for the logo, colours, typography and photography in one document — for you, your printer and every future supplier.",
        },
      },
      {
        icon: "briefcase",
        title: { pl: "Materiały firmowe", en: "Business stationery" },
        description: {
          pl: "Wizytówki, papier firmowy, stopki e-mail, szablony prezentacji i oferty gotowe do użycia od pierwszego dnia.",
          en: "Business cards, letterheads, email signatures, presentation and proposal templates ready from day one.",
        },
      },
      {
        icon: "box",
        title: { pl: "Opakowania i oznakowanie", en: "Packaging and signage" },
        description: {
          pl: "Etykiety, opakowania, szyldy i oklejenie witryn — projektujemy z myślą o konkretnym materiale i technologii druku.",
          en: "Labels, packaging, signs and shop-window graphics — designed for the actual material and print technology.",
        },
      },
      {
        icon: "share",
        title: { pl: "Grafiki do social mediów", en: "Social media graphics" },
        description: {
          pl: "Szablony postów, relacji i okładek, dzięki którym Twoje profile wyglądają spójnie bez zatrudniania grafika na etat.",
          en: "Templates for posts, stories and covers that keep your profiles consistent without a full-time designer.",
        },
      },
    ],
    process: [
      {
        title: { pl: "Warsztat i brief", en: "Workshop and brief" },
        description: {
          pl: "Rozmawiamy o Twoich klientach, wartościach i konkurencji. Z warsztatu powstaje brief, który akceptują obie strony.",
          en: "We talk about your customers, values and competitors. The workshop produces a brief that both sides sign off.",
        },
      },
      {
        title: { pl: "Koncepcje", en: "Concepts" },
        description: {
          pl: `Po około ${inPolish(offer.identity.firstConcepts, "locative")} pokazujemy koncepcje znaku na realnych przykładach: szyldzie, stronie, opakowaniu.`,
          en: `After about ${inEnglish(offer.identity.firstConcepts)} we present concepts of the mark on real examples: a sign, a website, packaging.`,
        },
      },
      {
        title: { pl: "Dopracowanie", en: "Refinement" },
        description: {
          pl: "Wybraną koncepcję rozwijamy w pełny system: kolory, typografia, wzory i rundy poprawek zgodnie z pakietem.",
          en: "We develop the chosen concept into a full system: colours, typography, patterns and revision rounds as per your package.",
        },
      },
      {
        title: { pl: "Przekazanie", en: "Handover" },
        description: {
          pl: "Dostajesz komplet plików i zasady marki w zakresie Twojego pakietu, a my pomagamy wdrożyć markę u drukarni i na stronie.",
          en: "You receive all files and the brand’s rules your package includes, and we help roll out the brand with your printer and on your website.",
        },
      },
    ],
    pricing: [
      {
        name: { pl: "Projekt logo", en: "Logo design" },
        price: netPrice(offer.logo.price),
        timeline: figureText(offer.logo.delivery),
        includes: [
          {
            pl: `${inPolish(offer.logo.concepts)} znaku`,
            en: `${inEnglish(offer.logo.concepts)} for the mark`,
          },
          figureText(offer.logo.revisionRounds),
          ...inEveryLogoPackage.map(capitalised),
        ],
      },
      {
        name: { pl: "Identyfikacja podstawowa", en: "Basic identity" },
        price: netPrice(offer.identity.basic.price),
        timeline: figureText(offer.identity.basic.delivery),
        includes: offer.identity.basic.includes.map(capitalised),
      },
      {
        name: { pl: "Pełna identyfikacja z brand bookiem", en: "Full identity with a brand book" },
        price: netPrice(offer.identity.full.price),
        timeline: figureText(offer.identity.full.delivery),
        includes: offer.identity.full.includes.map(capitalised),
      },
    ],
    deliverables: [
      {
        pl: "Logo w wersji głównej, a od pakietu Standard także w wersji poziomej i pionowej oraz jako sam sygnet",
        en: "The logo in its primary version and, from the Standard package up, horizontal and vertical versions plus the symbol on its own",
      },
      {
        pl: "Pliki wektorowe (SVG, PDF, EPS) i rastrowe (PNG) w kolorze, czerni i bieli",
        en: "Vector (SVG, PDF, EPS) and raster (PNG) files in colour, black and white",
      },
      {
        pl: "Paletę kolorów z wartościami CMYK, RGB i HEX, a od identyfikacji rozszerzonej także Pantone",
        en: "A colour palette with CMYK, RGB and HEX values, and Pantone from the extended identity up",
      },
      {
        pl: "Przeniesienie autorskich praw majątkowych do projektu na wskazanych polach eksploatacji",
        en: "A transfer of copyright in the design for the uses named in the contract",
      },
      {
        pl: `Zasady marki w PDF, zależnie od pakietu: ${guides.basic.pl}, ${guides.extended.pl} albo ${guides.full.pl}`,
        en: `The brand's rules as a PDF, by package: ${guides.basic.en}, ${guides.extended.en} or ${guides.full.en}`,
      },
      {
        pl: "Wsparcie przy pierwszym druku i wdrożeniu na stronie",
        en: "Support with the first print run and the website rollout",
      },
    ],
    localSeo: {
      heading: { pl: "Agencja brandingowa w Szczecinie", en: "A branding agency in Szczecin" },
      paragraphs: [
        {
          pl: "Pracujemy w Szczecinie i znamy lokalny rynek: wiemy, jak wyróżnić kawiarnię na Jagiellońskiej, firmę budowlaną z Polic czy sklep ze Stargardu. Warsztaty prowadzimy u nas w biurze albo w Twojej firmie — na terenie Szczecina i okolic dojeżdżamy bez dodatkowych kosztów.",
          en: "We work in Szczecin and know the local market: we know how to make a café on Jagiellońska Street, a construction firm from the town of Police or a shop in Stargard stand out. We run workshops at our office or at your premises — we travel within Szczecin and the surrounding area at no extra cost.",
        },
        {
          pl: "Projektujemy marki dla firm z całego Pomorza Zachodniego, a zdalnie — dla klientów z całej Polski.",
          en: "We design brands for businesses across West Pomerania and, remotely, for clients all over Poland.",
        },
      ],
      areas,
    },
    cta: {
      heading: { pl: "Porozmawiajmy o Twojej marce", en: "Let's talk about your brand" },
      text: {
        pl: `Pierwsza ${consultationMinutes}-minutowa konsultacja jest bezpłatna. Powiedz nam, gdzie jest Twoja marka dziś — odpowiemy ${reply.pl}, a zakres i wycenę zaproponujemy po tej rozmowie.`,
        en: `The first ${consultationMinutes}-minute consultation is free. Tell us where your brand is today — we will reply ${reply.en} and propose a scope and a quote after that conversation.`,
      },
    },
    offers: [
      { name: { pl: "Projekt logo", en: "Logo design" }, ...priceRange(offer.logo.price) },
      {
        name: { pl: "Identyfikacja wizualna", en: "Visual identity" },
        ...priceRange(offer.identity.price),
      },
    ],
  },
  {
    id: "serviceWeb",
    layout: "full",
    badge: { pl: "Strony i aplikacje", en: "Websites and apps" },
    headline: {
      pl: "Strony internetowe i aplikacje w Szczecinie, które pracują na Twoją sprzedaż",
      en: "Websites and web apps in Szczecin that work for your sales",
    },
    intro: {
      pl: "Budujemy szybkie, dostępne i łatwe w obsłudze strony firmowe, sklepy i aplikacje webowe. Każdy projekt zaczynamy od pytania, co ma zrobić odwiedzający — zadzwonić, zamówić, zarezerwować — i projektujemy tak, żeby zrobił to bez zastanowienia.",
      en: "We build fast, accessible and easy-to-manage company websites, online shops and web apps. Every project starts with one question — what should the visitor do: call, order, book? — and we design it so they do it without thinking.",
    },
    image: imageOf("serviceWeb"),
    serviceType: "Web design and development",
    featuresHeading: { pl: "Co robimy", en: "What we do" },
    featuresIntro: {
      pl: "Projekt, programowanie, treści i opieka po starcie — w jednych rękach. Rozbudowane aplikacje programujemy ze stałym zespołem partnerskich programistów, ale odpowiedzialność zostaje u nas.",
      en: "Design, development, content and care after launch — in one pair of hands. We build large applications with a permanent team of partner developers, but the responsibility stays with us.",
    },
    features: [
      {
        icon: "monitor",
        title: { pl: "Strony firmowe", en: "Company websites" },
        description: {
          pl: "Wizytówki i rozbudowane serwisy, które jasno mówią, co robisz, dla kogo i jak się z Tobą skontaktować.",
          en: "From one-pagers to large sites that say clearly what you do, for whom and how to reach you.",
        },
      },
      {
        icon: "cart",
        title: { pl: "Sklepy internetowe", en: "Online shops" },
        description: {
          pl: "E-commerce z szybką kartą produktu, prostym koszykiem i płatnościami, których oczekują polscy klienci.",
          en: "E-commerce with fast product pages, a simple basket and the payment methods Polish customers expect.",
        },
      },
      {
        icon: "code",
        title: { pl: "Aplikacje webowe", en: "Web applications" },
        description: {
          pl: "Systemy rezerwacji, panele klienta i narzędzia wewnętrzne — projektowane etapami, zaczynając od MVP.",
          en: "Booking systems, client portals and internal tools — built in stages, starting with an MVP.",
        },
      },
      {
        icon: "rocket",
        title: { pl: "Wydajność i SEO techniczne", en: "Performance and technical SEO" },
        description: {
          pl: "Ładowanie poniżej 2 sekund na telefonie, poprawne dane strukturalne i mapa witryny od pierwszego dnia.",
          en: "Loading in under 2 seconds on a phone, correct structured data and a sitemap from day one.",
        },
      },
      {
        icon: "shield",
        title: { pl: "Dostępność i bezpieczeństwo", en: "Accessibility and security" },
        description: {
          pl: "Zgodność z WCAG 2.2 AA, certyfikat SSL, kopie zapasowe i aktualizacje, żeby strona była dostępna dla wszystkich.",
          en: "WCAG 2.2 AA conformance, SSL, backups and updates, so the site works for everyone and stays safe.",
        },
      },
      {
        icon: "clock",
        title: { pl: "Opieka po wdrożeniu", en: "Care after launch" },
        description: {
          pl: "Zmiany treści, rozwój nowych funkcji i monitoring — masz jeden kontakt, który zna Twoją stronę.",
          en: "Content changes, new features and monitoring — one contact who knows your site inside out.",
        },
      },
    ],
    process: [
      {
        title: { pl: "Analiza i plan", en: "Analysis and plan" },
        description: {
          pl: "Ustalamy cele, grupy odbiorców i mapę strony. Dostajesz harmonogram i stałą wycenę.",
          en: "We agree on goals, audiences and a sitemap. You get a schedule and a fixed quote.",
        },
      },
      {
        title: { pl: "Makiety i projekt", en: "Wireframes and design" },
        description: {
          pl: "Najpierw układ i treści, potem wygląd — klikalny projekt sprawdzasz na telefonie i komputerze.",
          en: "Layout and content first, then the look — you test a clickable design on your phone and computer.",
        },
      },
      {
        title: { pl: "Programowanie i testy", en: "Development and testing" },
        description: {
          pl: "Budujemy stronę, podłączamy formularze i analitykę, testujemy szybkość i dostępność.",
          en: "We build the site, connect forms and analytics, and test speed and accessibility.",
        },
      },
      {
        title: { pl: "Start i rozwój", en: "Launch and growth" },
        description: {
          pl: "Publikujemy stronę, szkolimy Twój zespół z edycji treści i mierzymy pierwsze wyniki.",
          en: "We publish the site, train your team to edit content and measure the first results.",
        },
      },
    ],
    pricing: [
      {
        name: { pl: "Strona firmowa", en: "Company website" },
        price: {
          pl: `od ok. ${inPolish(offer.website.priceFrom)} netto`,
          en: `from about ${inEnglish(offer.website.priceFrom)} net`,
        },
        timeline: figureText(offer.website.delivery),
        includes: [
          {
            pl: `Cena „od” za stronę jednostronicową; typowa strona firmowa ma ${inPolish(offer.website.typicalPages)}`,
            en: `The ‘from’ price is for a one-page site; a typical company site has ${inEnglish(offer.website.typicalPages)}`,
          },
          { pl: "Projekt indywidualny", en: "Custom design" },
          { pl: "Wersja mobilna i SEO techniczne", en: "Mobile version and technical SEO" },
          { pl: "Formularz kontaktowy i analityka", en: "Contact form and analytics" },
        ],
      },
      {
        name: offer.webApp.mvp.name,
        price: netPrice(offer.webApp.mvp.price),
        timeline: figureText(offer.webApp.mvp.delivery),
        includes: [
          { pl: "Warsztat i specyfikacja", en: "Workshop and specification" },
          {
            pl: "Kluczowe funkcje gotowe do testów z klientami",
            en: "Core features ready to test with customers",
          },
          { pl: "Panel administracyjny", en: "Admin panel" },
        ],
      },
      {
        name: offer.webApp.medium.name,
        price: netPrice(offer.webApp.medium.price),
        timeline: figureText(offer.webApp.medium.delivery),
        includes: [
          { pl: "Integracje z systemami firmy", en: "Integrations with your systems" },
          { pl: "Role i uprawnienia użytkowników", en: "User roles and permissions" },
          { pl: "Plan rozwoju po starcie", en: "A growth roadmap after launch" },
        ],
      },
    ],
    deliverables: [
      {
        pl: "Stronę działającą na Twojej domenie z certyfikatem SSL",
        en: "A site running on your domain with an SSL certificate",
      },
      {
        pl: "Panel do samodzielnej edycji treści i szkolenie z jego obsługi",
        en: "A content editor you can use yourself, plus training",
      },
      {
        pl: "Podłączoną analitykę i cele konwersji",
        en: "Analytics and conversion goals set up",
      },
      {
        pl: "Dokumentację i dostęp do kodu źródłowego",
        en: "Documentation and access to the source code",
      },
      {
        pl: "Raport szybkości i dostępności z dnia publikacji",
        en: "A speed and accessibility report from launch day",
      },
      {
        pl: "Miesiąc bezpłatnych poprawek po starcie",
        en: "A month of free fixes after launch",
      },
    ],
    localSeo: {
      heading: {
        pl: "Strony www w Szczecinie i okolicach",
        en: "Websites in Szczecin and the region",
      },
      paragraphs: [
        {
          pl: "Tworzymy strony dla firm ze Szczecina i całego województwa zachodniopomorskiego. Dbamy o lokalne SEO: profil firmy w Google, dane adresowe w kodzie strony i treści, które odpowiadają na pytania klientów szukających usług „w Szczecinie” i „w okolicy”.",
          en: "We build websites for businesses in Szczecin and across the West Pomeranian Voivodeship. We take care of local SEO: your Google Business Profile, address data in the page code and content that answers customers searching for services “in Szczecin” and “near me”.",
        },
        {
          pl: "Spotykamy się na żywo w Szczecinie, a z klientami spoza regionu pracujemy zdalnie — z tym samym zaangażowaniem.",
          en: "We meet in person in Szczecin and work remotely with clients from outside the region — with the same commitment.",
        },
      ],
      areas,
    },
    cta: {
      heading: { pl: "Zbudujmy stronę, która sprzedaje", en: "Let's build a site that sells" },
      text: {
        pl: `Opisz, czego potrzebujesz, a ${reply.pl} wrócimy z pytaniami i propozycją terminu bezpłatnej konsultacji.`,
        en: `Tell us what you need and ${reply.en} we will come back with questions and a slot for a free consultation.`,
      },
    },
    offers: [
      {
        name: { pl: "Strona firmowa", en: "Company website" },
        ...priceRange(offer.website.priceFrom),
      },
      {
        name: { pl: "Aplikacja webowa", en: "Web application" },
        ...priceRange(span(offer.webApp.mvp.price, offer.webApp.medium.price)),
      },
    ],
  },
  {
    id: "serviceMarketing",
    layout: "specialist",
    badge: { pl: "Marketing cyfrowy", en: "Digital marketing" },
    headline: {
      pl: "Marketing cyfrowy w Szczecinie oceniany po zapytaniach, nie po kliknięciach",
      en: "Digital marketing in Szczecin measured in enquiries, not clicks",
    },
    intro: {
      pl: `Planujemy i uruchamiamy kampanie w wyszukiwarce i mediach społecznościowych, a potem ${offer.campaigns.optimisationCadence.pl} je optymalizujemy. Kampanię startujemy w ${inPolish(offer.campaigns.launch)} ${campaignStart.pl}, przez pierwsze ${inPolish(offer.campaigns.intensiveOptimisation)} dostrajamy ją intensywnie, a co miesiąc pokazujemy, ile zapytań i sprzedaży przyniósł każdy wydany złoty.`,
      en: `We plan and launch search and social campaigns, then optimise them ${offer.campaigns.optimisationCadence.en}. A campaign goes live ${within(offer.campaigns.launch).en} ${campaignStart.en}, is tuned intensively over the first ${inEnglish(offer.campaigns.intensiveOptimisation)}, and every month we show how many enquiries and sales each złoty brought in.`,
    },
    image: imageOf("serviceMarketing"),
    serviceType: "Digital marketing",
    featuresHeading: { pl: "Nasze specjalizacje", en: "Our specialisations" },
    featuresIntro: {
      pl: "Siedem kanałów, jeden plan. Dobieramy te, w których są Twoi klienci.",
      en: "Seven channels, one plan. We choose the ones where your customers are.",
    },
    features: [
      {
        icon: "search",
        title: { pl: "Reklamy w wyszukiwarce", en: "Search ads" },
        description: {
          pl: `Kampanie Google Ads na frazy, które wpisują klienci gotowi do zakupu, z geotargetowaniem na Szczecin i ${inPolish(offer.campaigns.radius)} wokół.`,
          en: `Google Ads campaigns on the phrases buyers type, geotargeted at Szczecin and ${inEnglish(offer.campaigns.radius)} around it.`,
        },
      },
      {
        icon: "share",
        title: { pl: "Reklamy w social mediach", en: "Social media ads" },
        description: {
          pl: "Facebook, Instagram i TikTok: kreacje, grupy odbiorców i remarketing, który przypomina o Twojej ofercie.",
          en: "Facebook, Instagram and TikTok: creatives, audiences and remarketing that keeps your offer in mind.",
        },
      },
      {
        icon: "briefcase",
        title: { pl: "Reklamy na LinkedInie", en: "LinkedIn ads" },
        description: {
          pl: "Kampanie B2B docierające do decydentów według stanowiska, branży i wielkości firmy.",
          en: "B2B campaigns that reach decision makers by job title, industry and company size.",
        },
      },
      {
        icon: "pen",
        title: { pl: "Content marketing", en: "Content marketing" },
        description: {
          pl: "Artykuły, poradniki i treści na stronę, które odpowiadają na pytania klientów i budują widoczność w Google.",
          en: "Articles, guides and website copy that answer customers' questions and build visibility in Google.",
        },
      },
      {
        icon: "mail",
        title: { pl: "E-mail marketing", en: "Email marketing" },
        description: {
          pl: "Newslettery i sekwencje powitalne, które zamieniają jednorazowych kupujących w stałych klientów.",
          en: "Newsletters and welcome sequences that turn one-off buyers into regular customers.",
        },
      },
      {
        icon: "workflow",
        title: { pl: "Automatyzacja marketingu", en: "Marketing automation" },
        description: {
          pl: "Scenariusze, które same wysyłają właściwą wiadomość we właściwym momencie — od porzuconego koszyka po przypomnienie o wizycie.",
          en: "Workflows that send the right message at the right moment — from abandoned baskets to appointment reminders.",
        },
      },
      {
        icon: "chart",
        title: { pl: "Analityka", en: "Analytics" },
        description: {
          pl: "Konfiguracja Google Analytics 4, śledzenie konwersji i czytelne raporty, z których wiesz, co działa.",
          en: "Google Analytics 4 setup, conversion tracking and clear reports that show what works.",
        },
      },
    ],
    reasons: [
      {
        icon: "target",
        title: { pl: "Liczymy wyniki, nie wyświetlenia", en: "We count results, not impressions" },
        description: {
          pl: "Każda kampania ma cel wyrażony w zapytaniach lub sprzedaży i raport, który to pokazuje.",
          en: "Every campaign has a goal in enquiries or sales, and a report that shows it.",
        },
      },
      {
        icon: "mapPin",
        title: { pl: "Znamy lokalny rynek", en: "We know the local market" },
        description: {
          pl: "Prowadzimy kampanie dla firm ze Szczecina i okolic, więc znamy lokalną konkurencję i stawki za kliknięcie.",
          en: "We run campaigns for businesses in and around Szczecin, so we know the local competition and what a click costs.",
        },
      },
      {
        icon: "handshake",
        title: { pl: "Elastyczna współpraca", en: "Flexible terms" },
        description: {
          pl: `Obsługa jednego kanału ${monthlyFrom(offer.marketing.singleChannelFrom).pl}, kilku kanałów ${monthlyFrom(offer.marketing.ongoingFrom).pl}, z ${offer.marketing.notice.min}-dniowym okresem wypowiedzenia. Zostajesz, bo widzisz efekty.`,
          en: `Managing one channel ${monthlyFrom(offer.marketing.singleChannelFrom).en}, several ${monthlyFrom(offer.marketing.ongoingFrom).en}, with a ${offer.marketing.notice.min}-day notice period. You stay because you see results.`,
        },
      },
      {
        icon: "clock",
        title: { pl: "Szybki start", en: "Quick start" },
        description: {
          pl: `Pierwsza kampania rusza w ${inPolish(offer.campaigns.launch)} ${campaignStart.pl}.`,
          en: `Your first campaign goes live ${within(offer.campaigns.launch).en} ${campaignStart.en}.`,
        },
      },
    ],
    localSeo: {
      heading: { pl: "Agencja marketingowa w Szczecinie", en: "A marketing agency in Szczecin" },
      paragraphs: [
        {
          pl: "Pomagamy firmom ze Szczecina, Polic, Stargardu, Goleniowa i całego Pomorza Zachodniego docierać do klientów w promieniu kilkudziesięciu kilometrów. Reklamy ustawiamy tak, żeby budżet nie uciekał na odbiorców spoza Twojego zasięgu.",
          en: "We help businesses in Szczecin, Police, Stargard, Goleniów and across West Pomerania reach customers within a few dozen kilometres. We set up ads so your budget is not spent on people outside your reach.",
        },
        {
          pl: `Pozycjonowanie lokalne daje pierwsze efekty zwykle ${after(offer.seo.firstEffects).pl}, a pełne ${after(offer.seo.fullEffects).pl} — dlatego łączymy je z kampaniami płatnymi, które przynoszą zapytania od pierwszego tygodnia.`,
          en: `Local SEO usually shows first effects ${after(offer.seo.firstEffects).en} and full results ${after(offer.seo.fullEffects).en} — so we combine it with paid campaigns that bring enquiries from the first week.`,
        },
      ],
      areas,
    },
    cta: {
      heading: {
        pl: "Sprawdźmy, ile może dać Ci dobra kampania",
        en: "Let's see what a good campaign can do for you",
      },
      text: {
        pl: `Zamów bezpłatny audyt, w którym przejrzymy Twoje ${offer.audit.scope.pl}, albo umów ${consultationMinutes}-minutową konsultację. Odpowiadamy ${reply.pl}.`,
        en: `Request a free audit of your ${offer.audit.scope.en} or book a ${consultationMinutes}-minute consultation. We reply ${reply.en}.`,
      },
    },
    offers: [
      // Our fees, a month. The ad spend paid to Google or Meta (campaigns.adBudget) is no price of ours.
      {
        name: { pl: "Stała obsługa marketingu cyfrowego", en: "Ongoing digital marketing" },
        ...priceRange(offer.marketing.ongoingFrom),
        unitCode: "MON",
      },
      {
        name: {
          pl: "Prowadzenie kampanii reklamowych online",
          en: "Running online ad campaigns",
        },
        ...priceRange(offer.marketing.singleChannelFrom),
        unitCode: "MON",
      },
    ],
  },
  {
    id: "serviceVideo",
    layout: "specialist",
    badge: { pl: "Video i fotografia", en: "Video and photography" },
    headline: {
      pl: "Video i fotografia w Szczecinie, które sprzedają za Ciebie",
      en: "Video and photography in Szczecin that sell for you",
    },
    intro: {
      pl: "Dobre zdjęcia i filmy skracają drogę od zainteresowania do zakupu. Fotografujemy produkty, ludzi i wydarzenia, nagrywamy filmy reklamowe i krótkie formy do social mediów — w studiu albo w Twojej firmie, z montażem i retuszem w cenie. Na planie pracujemy ze stałymi partnerami, fotografem oraz operatorem z montażystą; plan zdjęć, scenariusz i odbiór materiałów zostają u nas.",
      en: "Great photos and videos shorten the path from interest to purchase. We photograph products, people and events, and shoot advertising films and short-form video for social media — in the studio or at your business, with editing and retouching included. On set we work with permanent partners, a photographer and a camera operator who also edits; the shot list, the script and signing off the material stay with us.",
    },
    image: imageOf("serviceVideo"),
    serviceType: "Photography and video production",
    featuresHeading: { pl: "Nasze specjalizacje", en: "Our specialisations" },
    featuresIntro: {
      pl: "Siedem rodzajów realizacji — od jednego zdjęcia produktu po kampanię wideo.",
      en: "Seven kinds of shoots — from a single product photo to a video campaign.",
    },
    features: [
      {
        icon: "box",
        title: { pl: "Fotografia produktowa", en: "Product photography" },
        description: {
          pl: "Zdjęcia na białym tle do sklepu i aranżacje, które pokazują produkt w użyciu.",
          en: "White-background shots for your online shop and styled scenes that show the product in use.",
        },
      },
      {
        icon: "user",
        title: { pl: "Fotografia portretowa", en: "Portrait photography" },
        description: {
          pl: "Portrety biznesowe zespołu, które budują zaufanie na stronie, na LinkedInie i w materiałach prasowych.",
          en: "Business portraits of your team that build trust on your site, on LinkedIn and in press materials.",
        },
      },
      {
        icon: "calendar",
        title: { pl: "Fotografia eventowa", en: "Event photography" },
        description: {
          pl: "Konferencje, otwarcia i imprezy firmowe — zdjęcia gotowe do publikacji jeszcze tego samego dnia.",
          en: "Conferences, openings and company events — photos ready to publish the same day.",
        },
      },
      {
        icon: "film",
        title: { pl: "Filmy reklamowe", en: "Advertising video" },
        description: {
          pl: "Spoty do kampanii online, filmy o firmie i prezentacje produktów — od scenariusza po montaż.",
          en: "Online campaign spots, company films and product presentations — from script to final cut.",
        },
      },
      {
        icon: "aperture",
        title: { pl: "Sesje w studiu i w plenerze", en: "Studio and location sessions" },
        description: {
          pl: "Pracujemy w studiu albo przyjeżdżamy do Ciebie: do sklepu, biura, restauracji czy na halę produkcyjną.",
          en: "We shoot in the studio or come to you: your shop, office, restaurant or production floor.",
        },
      },
      {
        icon: "wand",
        title: { pl: "Retusz i postprodukcja", en: "Retouching and post-production" },
        description: {
          pl: "Korekta kolorów, retusz i przygotowanie plików do druku oraz każdej platformy.",
          en: "Colour correction, retouching and file preparation for print and every platform.",
        },
      },
      {
        icon: "smartphone",
        title: { pl: "Krótkie formy wideo", en: "Short-form video" },
        description: {
          pl: "Rolki i TikToki w pionie, z napisami i dynamicznym montażem, które przyciągają uwagę od pierwszej sekundy.",
          en: "Vertical Reels and TikToks with captions and punchy editing that stop the scroll.",
        },
      },
    ],
    reasons: [
      {
        icon: "sparkles",
        title: { pl: "Spójność z marką", en: "True to your brand" },
        description: {
          pl: "Zdjęcia i filmy planujemy razem z identyfikacją wizualną, więc wszystko wygląda jak jedna marka.",
          en: "We plan photos and video alongside your visual identity, so everything looks like one brand.",
        },
      },
      {
        icon: "layers",
        title: { pl: "Gotowe formaty", en: "Ready-made formats" },
        description: {
          pl: "Dostajesz materiały przycięte do strony, sklepu, Instagrama, Facebooka i TikToka.",
          en: "You get material cut for your website, online shop, Instagram, Facebook and TikTok.",
        },
      },
      {
        icon: "clock",
        title: { pl: "Szybka realizacja", en: "Fast turnaround" },
        description: {
          pl: "Pierwsze wybrane zdjęcia dostajesz kilka dni po sesji, a nie po kilku tygodniach.",
          en: "You receive the first selected photos within days of the shoot, not weeks.",
        },
      },
      {
        icon: "shield",
        title: { pl: "Jasne prawa do materiałów", en: "Clear usage rights" },
        description: {
          pl: "Licencja na użycie w reklamie i w sieci jest w cenie — bez dopłat za każdą publikację.",
          en: "A licence for advertising and online use is included — no fees per publication.",
        },
      },
    ],
    localSeo: {
      heading: {
        pl: "Fotograf i filmowiec dla firm w Szczecinie",
        en: "A photo and video team for businesses in Szczecin",
      },
      paragraphs: [
        {
          pl: `Realizujemy sesje w Szczecinie i na całym Pomorzu Zachodnim: ${offer.studio.pl}, w Twojej firmie albo w plenerze — nad Odrą, Zalewem Szczecińskim i Bałtykiem w Świnoujściu. Dojazd na terenie Szczecina jest w cenie.`,
          en: `We shoot in Szczecin and across West Pomerania: ${offer.studio.en}, at your premises or on location — on the Oder, the Szczecin Lagoon and the Baltic coast in Świnoujście. Travel within Szczecin is included.`,
        },
      ],
      areas,
    },
    cta: {
      heading: { pl: "Zaplanujmy Twoją sesję", en: "Let's plan your shoot" },
      text: {
        pl: `Napisz, co chcesz pokazać — odpowiemy ${reply.pl}, a plan zdjęć lub scenariusz i wycenę przygotujemy po bezpłatnej konsultacji.`,
        en: `Tell us what you want to show — we will reply ${reply.en} and prepare a shot list or script and a quote after a free consultation.`,
      },
    },
    offers: [],
  },
  {
    id: "serviceStrategy",
    layout: "specialist",
    badge: { pl: "Strategia marki", en: "Brand strategy" },
    headline: {
      pl: "Strategia marki w Szczecinie: wiesz, komu, co i dlaczego mówisz",
      en: "Brand strategy in Szczecin: know who you talk to, what you say and why",
    },
    intro: {
      pl: "Zanim wydasz pierwszą złotówkę na reklamę, warto wiedzieć, gdzie Twoja marka stoi na tle konkurencji i co ją wyróżnia. Badamy rynek, wyznaczamy pozycjonowanie i zamieniamy je w plan komunikacji, który prowadzi firmę przez kolejne lata.",
      en: "Before you spend your first złoty on ads, it pays to know where your brand stands against competitors and what sets it apart. We research the market, define your positioning and turn it into a communication plan that guides the business for years.",
    },
    image: imageOf("serviceStrategy"),
    serviceType: "Brand strategy consulting",
    featuresHeading: { pl: "Nasze specjalizacje", en: "Our specialisations" },
    featuresIntro: {
      pl: "Sześć elementów strategii, które możesz zamówić razem albo osobno.",
      en: "Six parts of a strategy you can order together or separately.",
    },
    features: [
      {
        icon: "globe",
        title: { pl: "Analiza rynku", en: "Market analysis" },
        description: {
          pl: "Badamy konkurencję, trendy i potrzeby klientów, żeby znaleźć niezajętą przestrzeń dla Twojej marki.",
          en: "We study competitors, trends and customer needs to find the open space for your brand.",
        },
      },
      {
        icon: "fingerprint",
        title: { pl: "Tożsamość marki", en: "Brand identity" },
        description: {
          pl: "Misja, wartości, osobowość i ton głosu — fundament, z którego wynika każdy projekt i tekst.",
          en: "Mission, values, personality and tone of voice — the foundation every design and text grows from.",
        },
      },
      {
        icon: "target",
        title: { pl: "Pozycjonowanie", en: "Positioning" },
        description: {
          pl: "Jedno zdanie, które mówi, dla kogo jesteś i dlaczego warto wybrać właśnie Ciebie.",
          en: "One sentence that says who you are for and why they should choose you.",
        },
      },
      {
        icon: "message",
        title: { pl: "Strategia komunikacji", en: "Communication strategy" },
        description: {
          pl: "Kluczowe komunikaty, argumenty i przykłady, jak mówić do każdej grupy klientów.",
          en: "Key messages, arguments and examples of how to speak to each customer group.",
        },
      },
      {
        icon: "grid",
        title: { pl: "Media plan", en: "Media plan" },
        description: {
          pl: "Kanały, budżety i harmonogram na 12 miesięcy — wiesz, gdzie i kiedy inwestować.",
          en: "Channels, budgets and a 12-month schedule — you know where and when to invest.",
        },
      },
      {
        icon: "clipboard",
        title: { pl: "Audyt marki", en: "Brand audit" },
        description: {
          pl: "Przegląd strony, social mediów, materiałów i opinii klientów z listą konkretnych zmian.",
          en: "A review of your website, social media, materials and customer reviews with a list of concrete changes.",
        },
      },
    ],
    reasons: [
      {
        icon: "compass",
        title: { pl: "Strategia, którą da się wdrożyć", en: "A strategy you can act on" },
        description: {
          pl: "Zamiast stu slajdów dostajesz plan działań z priorytetami i budżetem.",
          en: "Instead of a hundred slides you get an action plan with priorities and a budget.",
        },
      },
      {
        icon: "layers",
        title: { pl: "Od strategii do wykonania", en: "From strategy to execution" },
        description: {
          pl: "Ten sam zespół może zaprojektować markę, stronę i kampanie zgodnie ze strategią.",
          en: "The same team can design the brand, website and campaigns in line with the strategy.",
        },
      },
      {
        icon: "chart",
        title: { pl: "Decyzje oparte na danych", en: "Data-driven decisions" },
        description: {
          pl: "Opieramy się na badaniach klientów i danych z rynku, a nie na przeczuciach.",
          en: "We rely on customer research and market data, not gut feeling.",
        },
      },
      {
        icon: "handshake",
        title: { pl: "Warsztaty z Twoim zespołem", en: "Workshops with your team" },
        description: {
          pl: "Strategię tworzymy razem z Tobą, więc cały zespół ją rozumie i stosuje.",
          en: "We build the strategy with you, so your whole team understands and uses it.",
        },
      },
    ],
    localSeo: {
      heading: {
        pl: "Strategia dla marek z Pomorza Zachodniego",
        en: "Strategy for brands from West Pomerania",
      },
      paragraphs: [
        {
          pl: "Pracujemy z firmami ze Szczecina i regionu, które chcą wygrywać z sieciowymi konkurentami dzięki lokalnej przewadze: bliskości, znajomości klientów i szybkości działania. Warsztaty strategiczne prowadzimy w Szczecinie lub w siedzibie klienta.",
          en: "We work with businesses in Szczecin and the region that want to beat national chains with a local edge: proximity, knowing their customers and moving fast. We run strategy workshops in Szczecin or at the client's premises.",
        },
      ],
      areas,
    },
    cta: {
      heading: {
        pl: "Zacznijmy od rozmowy o kierunku",
        en: "Let's start with a talk about direction",
      },
      text: {
        pl: `Na bezpłatnej, ${consultationMinutes}-minutowej konsultacji powiesz nam, gdzie chcesz być za rok — a my pokażemy, jak tam dojść.`,
        en: `In a free ${consultationMinutes}-minute consultation, tell us where you want to be in a year — and we will show you how to get there.`,
      },
    },
    offers: [],
  },
];

export const servicePagesContent: readonly ServicePageContent[] = typesetPolishTree(entries);

export function servicePageContent(id: ServicePageId): ServicePageContent {
  const found = servicePagesContent.find((entry) => entry.id === id);
  if (!found) throw new Error(`content/service-pages.ts has no entry for ${id}`);
  return found;
}
