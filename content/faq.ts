/**
 * Questions and answers of the home page FAQ, grouped in seven categories the
 * visitor can filter by (content/faq-categories.ts). Prices and times come from
 * the offer (content/offer.ts). Checked at build time (content/faq.schema.ts).
 */
import type { FaqItem } from "./faq.schema.ts";
import { offer } from "./offer.ts";
import { after, inEnglish, inPolish, within } from "./offer-format.ts";

const { campaigns, identity, seo } = offer;

export type { FaqItem };

export const faqItems: readonly FaqItem[] = [
  {
    id: "ile-kosztuje-strona",
    category: "ogólne",
    question: {
      pl: "Ile kosztuje strona internetowa dla firmy?",
      en: "How much does a business website cost?",
    },
    answer: {
      pl: `Prostą stronę firmową wyceniamy od około ${inPolish(offer.website.priceFrom)} netto. Cena rośnie z liczbą podstron, integracjami (rezerwacje, sklep, CRM) i zakresem treści, które przygotowujemy za Ciebie. Po bezpłatnej konsultacji dostajesz stałą wycenę — bez dopłat w trakcie.`,
      en: `A simple company website starts at about ${inEnglish(offer.website.priceFrom)} net. The price grows with the number of pages, integrations (bookings, shop, CRM) and how much of the copy we write for you. After a free consultation you get a fixed quote — no surprise extras along the way.`,
    },
  },
  {
    id: "jak-wyglada-wspolpraca",
    category: "ogólne",
    question: {
      pl: "Jak wygląda współpraca krok po kroku?",
      en: "What does working with you look like, step by step?",
    },
    answer: {
      pl: `Zaczynamy od bezpłatnej, ${offer.consultation.min}-minutowej konsultacji, na której poznajemy Twoje cele. Potem przygotowujemy ofertę z harmonogramem, a po akceptacji pracujemy w krótkich etapach: po każdym pokazujemy efekty i zbieramy uwagi. Na koniec przekazujemy wszystkie pliki i dostępy.`,
      en: `We start with a free ${offer.consultation.min}-minute consultation to understand your goals. Then we send a proposal with a timeline and, once you accept it, work in short stages: after each one we show the results and collect your feedback. At the end you receive all files and access.`,
    },
  },
  {
    id: "czas-odpowiedzi",
    category: "ogólne",
    question: {
      pl: "Jak szybko odpowiadacie na zapytania?",
      en: "How quickly do you reply to enquiries?",
    },
    answer: {
      pl: `Na każde zapytanie z formularza lub e-maila odpowiadamy ${within(offer.reply).pl}. Jeśli sprawa jest pilna, zadzwoń — od poniedziałku do piątku w godzinach 9:00–17:00 odbieramy od razu.`,
      en: `We answer every enquiry sent through the form or by email ${within(offer.reply).en}. If it is urgent, give us a call — Monday to Friday, 9:00–17:00, we pick up straight away.`,
    },
  },
  {
    id: "seo-efekty",
    category: "marketing-cyfrowy",
    question: {
      pl: "Po jakim czasie widać efekty SEO?",
      en: "How long does it take to see SEO results?",
    },
    answer: {
      pl: `Pierwsze efekty pozycjonowania — wzrost widoczności i ruchu z Google — zwykle pojawiają się ${after(seo.firstEffects).pl}. Pełne efekty, czyli stabilne pozycje na najważniejsze frazy, przychodzą ${after(seo.fullEffects).pl} systematycznej pracy nad treściami i techniczną stroną witryny.`,
      en: `The first results of SEO — better visibility and more traffic from Google — usually appear ${after(seo.firstEffects).en}. The full effect, stable rankings for your key phrases, comes ${after(seo.fullEffects).en} of steady work on content and the technical side of the site.`,
    },
  },
  {
    id: "social-media-czy-google",
    category: "marketing-cyfrowy",
    question: {
      pl: "Lepiej reklamować się w Google czy w mediach społecznościowych?",
      en: "Is it better to advertise on Google or on social media?",
    },
    answer: {
      pl: "To zależy od tego, czy klienci już Cię szukają. Google Ads łapie osoby, które wpisują konkretną potrzebę, np. „hydraulik Szczecin”. Facebook i Instagram budują popyt i rozpoznawalność wśród osób, które jeszcze Cię nie znają. Najczęściej najlepiej działa połączenie obu kanałów.",
      en: "It depends on whether customers are already looking for you. Google Ads reaches people who type in a specific need, such as “plumber Szczecin”. Facebook and Instagram build demand and awareness among people who don’t know you yet. Most often a mix of both works best.",
    },
  },
  {
    id: "raporty-marketing",
    category: "marketing-cyfrowy",
    question: {
      pl: "Jak oceniacie wyniki działań marketingowych?",
      en: "How do you measure marketing results?",
    },
    answer: {
      pl: "Co miesiąc dostajesz czytelny raport: ile wydaliśmy, ile było zapytań lub sprzedaży i ile kosztował jeden klient. Konfigurujemy analitykę i śledzenie konwersji przed startem kampanii, żeby liczby dało się porównać z Twoimi wynikami w firmie.",
      en: "Every month you get a clear report: how much we spent, how many enquiries or sales came in and what one customer cost. We set up analytics and conversion tracking before a campaign starts, so the numbers can be compared with your own sales figures.",
    },
  },
  {
    id: "cena-logo",
    category: "branding-logo",
    question: { pl: "Ile kosztuje projekt logo?", en: "How much does a logo design cost?" },
    answer: {
      pl: `Projekt logo kosztuje u nas ${inPolish(offer.logo.price, "nominative", "fromTo")} netto. Zależnie od pakietu dostajesz ${inPolish(offer.logo.concepts)} znaku i ${inPolish(offer.logo.revisionRounds)}, a cena rośnie też z liczbą wersji, których potrzebujesz (np. pozioma, pionowa, sygnet). W cenie dostajesz pliki wektorowe, wersje kolorystyczne, krótką instrukcję użycia znaku i przeniesienie autorskich praw majątkowych.`,
      en: `A logo design costs ${inEnglish(offer.logo.price, "fromTo")} net. Depending on the package you get ${inEnglish(offer.logo.concepts)} for the mark and ${inEnglish(offer.logo.revisionRounds)}, and the price also grows with the number of versions you need (e.g. horizontal, vertical, symbol only). The price includes vector files, colour versions, short usage guidelines and the transfer of copyright.`,
    },
  },
  {
    id: "czas-brandingu",
    category: "branding-logo",
    question: {
      pl: "Ile trwa stworzenie identyfikacji wizualnej?",
      en: "How long does a visual identity take?",
    },
    answer: {
      pl: `Logo z podstawową identyfikacją — kolorami, typografią i podstawowymi materiałami — przygotowujemy zwykle w ${inPolish(identity.basic.delivery)}, a pełną identyfikację z brand bookiem w ${inPolish(identity.full.delivery)}. Pierwsze koncepcje znaku pokazujemy po około ${inPolish(identity.firstConcepts, "locative")} od warsztatu, a czas całości zależy głównie od tempa akceptacji po Twojej stronie.`,
      en: `A logo with a basic identity — colours, typography and core materials — usually takes ${inEnglish(identity.basic.delivery)}, and a full identity with a brand book ${inEnglish(identity.full.delivery)}. We present the first concepts of the mark about ${inEnglish(identity.firstConcepts)} after the workshop, and the overall time depends mostly on how quickly feedback comes back from your side.`,
    },
  },
  {
    id: "logo-a-identyfikacja",
    category: "branding-logo",
    question: {
      pl: "Czym różni się logo od pełnej identyfikacji wizualnej?",
      en: "What is the difference between a logo and a full visual identity?",
    },
    answer: {
      pl: "Logo to sam znak. Identyfikacja wizualna to cały system: paleta kolorów, kroje pisma, zasady kompozycji, wzory wizytówek, szablony postów i brand book. Dzięki niej każdy materiał firmy — od faktury po reklamę — wygląda spójnie, nawet gdy przygotowuje go ktoś inny.",
      en: "A logo is the mark itself. A visual identity is the whole system: colour palette, typefaces, layout rules, business card designs, social media templates and a brand book. It keeps every company material — from invoices to ads — consistent, even when someone else prepares it.",
    },
  },
  {
    id: "czas-strony",
    category: "strony-aplikacje",
    question: {
      pl: "Jak długo trwa wykonanie strony internetowej?",
      en: "How long does it take to build a website?",
    },
    answer: {
      pl: `Typowa strona firmowa powstaje w ${inPolish(offer.website.delivery)}: tydzień na strukturę i treści, 1–2 tygodnie na projekt graficzny, a resztę na wdrożenie, testy na telefonach i publikację. Sklepy i aplikacje webowe planujemy w etapach, żeby pierwsza wersja mogła działać jak najszybciej.`,
      en: `A typical company website takes ${inEnglish(offer.website.delivery)}: a week for structure and content, 1–2 weeks for the visual design, and the rest for development, testing on phones and launch. We plan shops and web applications in stages, so the first version can go live as soon as possible.`,
    },
  },
  {
    id: "edycja-strony",
    category: "strony-aplikacje",
    question: {
      pl: "Czy będę mógł samodzielnie edytować stronę?",
      en: "Will I be able to edit the website myself?",
    },
    answer: {
      pl: "Tak. Każdą stronę przekazujemy z prostym panelem do edycji tekstów, zdjęć i wpisów na blogu oraz krótkim szkoleniem. Strona i domena są Twoją własnością, a jeśli wolisz nie zajmować się tym sam, możemy przejąć opiekę w ramach abonamentu.",
      en: "Yes. Every site comes with a simple panel for editing text, images and blog posts, plus a short training session. The website and domain belong to you, and if you would rather not deal with it yourself, we can look after it on a monthly plan.",
    },
  },
  {
    id: "budzet-kampanii",
    category: "kampanie-reklamowe",
    question: {
      pl: "Jaki budżet na kampanię reklamową jest potrzebny na start?",
      en: "What budget do I need to start an ad campaign?",
    },
    answer: {
      pl: `Na start jednego kanału lokalnej firmie ze Szczecina wystarcza zwykle ${inPolish(campaigns.startingBudget)} miesięcznie na same reklamy, a lokalne kampanie, które prowadzimy, mają budżety ${inPolish(campaigns.adBudget)}, zależnie od branży i konkurencji. Ten budżet płacisz bezpośrednio Google lub Meta; za prowadzenie kampanii w jednym kanale płacisz nam od ${inPolish(offer.marketing.singleChannelFrom)} miesięcznie. Kliknięcie kosztuje najczęściej ${inPolish(campaigns.costPerClick)}. Na konsultacji policzymy, ile zapytań realnie przyniesie Twój budżet.`,
      en: `To start one channel, a local business in Szczecin usually needs ${inEnglish(campaigns.startingBudget)} a month on ad spend, and the local campaigns we run have budgets of ${inEnglish(campaigns.adBudget)}, depending on the industry and competition. You pay that budget straight to Google or Meta; running a campaign in one channel costs you from ${inEnglish(offer.marketing.singleChannelFrom)} a month in our fees. A click typically costs ${inEnglish(campaigns.costPerClick)}. During the consultation we estimate how many enquiries your budget can realistically bring.`,
    },
  },
  {
    id: "start-kampanii",
    category: "kampanie-reklamowe",
    question: {
      pl: "Jak szybko można uruchomić kampanię?",
      en: "How quickly can a campaign go live?",
    },
    answer: {
      pl: `Kampanię w Google Ads lub Meta Ads uruchamiamy w ${inPolish(campaigns.launch)} od otrzymania materiałów i dostępów. Przez pierwsze ${inPolish(campaigns.intensiveOptimisation)} intensywnie ją optymalizujemy — wyłączamy nieskuteczne frazy i reklamy, a budżet przesuwamy tam, gdzie przynosi klientów. Potem optymalizujemy ją ${campaigns.optimisationCadence.pl}.`,
      en: `We launch a Google Ads or Meta Ads campaign ${within(campaigns.launch).en} of receiving the materials and access. For the first ${inEnglish(campaigns.intensiveOptimisation)} we optimise it intensively — switching off phrases and ads that don’t perform and moving budget to where it brings customers. After that we optimise it ${campaigns.optimisationCadence.en}.`,
    },
  },
  {
    id: "dlaczego-lokalna-agencja",
    category: "agencja-marketingowa",
    question: {
      pl: "Dlaczego warto wybrać lokalną agencję ze Szczecina?",
      en: "Why choose a local agency from Szczecin?",
    },
    answer: {
      pl: "Znamy lokalny rynek, konkurencję i klientów z regionu, a spotkanie w biurze albo u Ciebie to kwestia jednego telefonu. Pracujesz bezpośrednio z osobami, które robią projekt — bez opiekuna konta, który tylko przekazuje wiadomości dalej.",
      en: "We know the local market, the competition and customers in the region, and a meeting at our office or yours is one phone call away. You work directly with the people doing the project — no account manager who just passes messages along.",
    },
  },
  {
    id: "umowa-agencja",
    category: "agencja-marketingowa",
    question: {
      pl: "Czy podpisujecie długie umowy?",
      en: "Do you sign long-term contracts?",
    },
    answer: {
      pl: `Nie wymagamy wieloletnich zobowiązań. Projekty, takie jak logo czy strona, rozliczamy jednorazowo. Stałą obsługę marketingową prowadzimy z ${offer.marketing.notice.min}-dniowym okresem wypowiedzenia — zostajesz z nami, bo widzisz wyniki, a nie dlatego, że musisz.`,
      en: `We don’t ask for multi-year commitments. Projects such as a logo or a website are billed once. Ongoing marketing runs with a ${offer.marketing.notice.min}-day notice period — you stay because you see results, not because you have to.`,
    },
  },
  {
    id: "sesja-zdjeciowa",
    category: "video-fotografia",
    question: {
      pl: "Gdzie odbywają się sesje zdjęciowe i nagrania?",
      en: "Where do photo shoots and video recordings take place?",
    },
    answer: {
      pl: `Tam, gdzie najlepiej widać Twoją firmę: w lokalu, w plenerze w Szczecinie i okolicach albo ${offer.studio.pl}. Przed sesją przygotowujemy scenariusz i listę ujęć, żeby jeden dzień zdjęciowy dał materiał na stronę, social media i reklamy.`,
      en: `Wherever your business looks its best: on your premises, outdoors in and around Szczecin, or ${offer.studio.en}. Before the shoot we prepare a script and a shot list, so one day of shooting delivers material for your website, social media and ads.`,
    },
  },
  {
    id: "krotkie-formy-wideo",
    category: "video-fotografia",
    question: {
      pl: "Czy nagrywacie krótkie filmy na Instagram i TikTok?",
      en: "Do you record short videos for Instagram and TikTok?",
    },
    answer: {
      pl: "Tak. Nagrywamy i montujemy pionowe filmy do Reels, TikToka i YouTube Shorts — z napisami, muzyką i dopasowanym tempem. Możemy przygotować serię na cały miesiąc podczas jednego dnia zdjęciowego, co znacznie obniża koszt pojedynczego filmu.",
      en: "Yes. We shoot and edit vertical videos for Reels, TikTok and YouTube Shorts — with captions, music and the right pace. We can record a whole month’s series in one shooting day, which considerably lowers the cost of each video.",
    },
  },
];
