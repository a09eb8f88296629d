/**
 * Questions and answers of the home page FAQ, grouped in seven categories the
 * visitor can filter by (content/faq-categories.ts). Figures follow the
 * agency's current price list. Checked at build time (content/faq.schema.ts).
 */
import type { FaqItem } from "./faq.schema.ts";

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
      pl: "Prostą stronę firmową wyceniamy od około 1500 zł netto. Cena rośnie z liczbą podstron, integracjami (rezerwacje, sklep, CRM) i zakresem treści, które przygotowujemy za Ciebie. Po bezpłatnej konsultacji dostajesz stałą wycenę — bez dopłat w trakcie.",
      en: "A simple company website starts at about 1,500 PLN net. The price grows with the number of pages, integrations (bookings, shop, CRM) and how much of the copy we write for you. After a free consultation you get a fixed quote — no surprise extras along the way.",
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
      pl: "Zaczynamy od bezpłatnej, 30-minutowej konsultacji, na której poznajemy Twoje cele. Potem przygotowujemy ofertę z harmonogramem, a po akceptacji pracujemy w krótkich etapach: po każdym pokazujemy efekty i zbieramy uwagi. Na koniec przekazujemy wszystkie pliki i dostępy.",
      en: "We start with a free 30-minute consultation to understand your goals. Then we send a proposal with a timeline and, once you accept it, work in short stages: after each one we show the results and collect your feedback. At the end you receive all files and access.",
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
      pl: "Na każde zapytanie z formularza lub e-maila odpowiadamy w ciągu 24 godzin w dni robocze. Jeśli sprawa jest pilna, zadzwoń — od poniedziałku do piątku w godzinach 9:00–17:00 odbieramy od razu.",
      en: "We answer every enquiry sent through the form or by e-mail within 24 hours on working days. If it is urgent, give us a call — Monday to Friday, 9:00–17:00, we pick up straight away.",
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
      pl: "Pierwsze efekty pozycjonowania — wzrost widoczności i ruchu z Google — zwykle pojawiają się po 3–6 miesiącach. Pełne efekty, czyli stabilne pozycje na najważniejsze frazy, przychodzą po 6–12 miesiącach systematycznej pracy nad treściami i techniczną stroną witryny.",
      en: "The first results of SEO — better visibility and more traffic from Google — usually appear after 3–6 months. The full effect, stable rankings for your key phrases, comes after 6–12 months of steady work on content and the technical side of the site.",
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
      pl: "Jak rozliczacie wyniki działań marketingowych?",
      en: "How do you report on marketing results?",
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
      pl: "Projekt logo kosztuje u nas od 800 do 2500 zł netto, zależnie od liczby koncepcji, rund poprawek i wersji, których potrzebujesz (np. pozioma, pionowa, sygnet). W cenie dostajesz pliki wektorowe, wersje kolorystyczne i krótką instrukcję użycia znaku.",
      en: "A logo design costs 800 to 2,500 PLN net, depending on the number of concepts, revision rounds and versions you need (e.g. horizontal, vertical, symbol only). The price includes vector files, colour versions and short usage guidelines.",
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
      pl: "Branding — logo, kolory, typografia i podstawowe materiały — przygotowujemy zwykle w 2–4 tygodnie. Pierwsze koncepcje pokazujemy po kilku dniach od warsztatu, a czas całości zależy głównie od tempa akceptacji po Twojej stronie.",
      en: "A brand identity — logo, colours, typography and core materials — usually takes 2–4 weeks. We present the first concepts a few days after the workshop, and the overall time depends mostly on how quickly feedback comes back from your side.",
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
      pl: "Typowa strona firmowa powstaje w 3–6 tygodni: tydzień na strukturę i treści, 1–2 tygodnie na projekt graficzny, a resztę na wdrożenie, testy na telefonach i publikację. Sklepy i aplikacje webowe planujemy w etapach, żeby pierwsza wersja mogła działać jak najszybciej.",
      en: "A typical company website takes 3–6 weeks: a week for structure and content, 1–2 weeks for the visual design, and the rest for development, testing on phones and launch. We plan shops and web applications in stages, so the first version can go live as soon as possible.",
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
      pl: "Lokalne firmy ze Szczecina zaczynają zwykle od 500–5000 zł miesięcznie na same reklamy, zależnie od branży i konkurencji. Kliknięcie kosztuje najczęściej 2–8 zł. Na konsultacji policzymy, ile zapytań realnie przyniesie Twój budżet.",
      en: "Local businesses in Szczecin usually start with 500–5,000 PLN a month on ad spend, depending on the industry and competition. A click typically costs 2–8 PLN. During the consultation we estimate how many enquiries your budget can realistically bring.",
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
      pl: "Kampanię w Google Ads lub Meta Ads uruchamiamy w 1–3 dni robocze od otrzymania materiałów i dostępów. Przez pierwsze 2–4 tygodnie intensywnie ją optymalizujemy — wyłączamy nieskuteczne frazy i reklamy, a budżet przesuwamy tam, gdzie przynosi klientów.",
      en: "We launch a Google Ads or Meta Ads campaign within 1–3 working days of receiving the materials and access. For the first 2–4 weeks we optimise it intensively — switching off phrases and ads that don’t perform and moving budget to where it brings customers.",
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
      pl: "Nie wymagamy wieloletnich zobowiązań. Projekty, takie jak logo czy strona, rozliczamy jednorazowo. Stałą obsługę marketingową prowadzimy z 30-dniowym okresem wypowiedzenia — zostajesz z nami, bo widzisz wyniki, a nie dlatego, że musisz.",
      en: "We don’t ask for multi-year commitments. Projects such as a logo or a website are billed once. Ongoing marketing runs with a 30-day notice period — you stay because you see results, not because you have to.",
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
      pl: "Tam, gdzie najlepiej widać Twoją firmę: w lokalu, w plenerze w Szczecinie i okolicach albo w wynajętym studiu. Przed sesją przygotowujemy scenariusz i listę ujęć, żeby jeden dzień zdjęciowy dał materiał na stronę, social media i reklamy.",
      en: "Wherever your business looks its best: on your premises, outdoors in and around Szczecin, or in a rented studio. Before the shoot we prepare a script and a shot list, so one day of shooting delivers material for your website, social media and ads.",
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
