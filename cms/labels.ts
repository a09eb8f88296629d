/**
 * What the editor calls each field, in Polish for the agency's marketers, with
 * the field's name in the file in brackets, and a hint where a field needs
 * one. Keyed by the field's path in its file ("items.answer"); the languages
 * and the parts of a figure are labelled once in cms/fields.ts. Every field of
 * the schemas needs its label here, and every label its field
 * (cms/fields.test.ts).
 */
import type { EntryFileName } from "#content/entry-files.ts";
import type { Labels } from "./decap-types.ts";

const offerHint =
  "Liczby oferty: strony, usługi i FAQ piszą je same we właściwej formie (np. „2–4 tygodnie”).";

/** What a package hands over: the price lists, the FAQ and the articles list it. */
const includesLabel = {
  label: "Co obejmuje pakiet (includes)",
  itemLabel: "Pozycja",
  hint: "Każda pozycja w mianowniku, małą literą, np. „krótka instrukcja użycia znaku”: cenniki, FAQ i artykuły wypisują tę listę.",
};

/** The figures of a logo or identity package and what it hands over. */
function packageLabels(path: string, name: string): Labels {
  return {
    [path]: { label: name, collapsed: true },
    [`${path}.price`]: "Cena (price)",
    [`${path}.concepts`]: "Koncepcje (concepts)",
    [`${path}.revisionRounds`]: "Rundy poprawek (revisionRounds)",
    [`${path}.delivery`]: "Czas realizacji (delivery)",
    [`${path}.includes`]: includesLabel,
  };
}

function webAppLabels(path: string, name: string): Labels {
  return {
    [path]: { label: name, collapsed: true },
    [`${path}.name`]: "Nazwa (name)",
    [`${path}.price`]: "Cena (price)",
    [`${path}.delivery`]: "Czas realizacji (delivery)",
  };
}

export const offerLabels: Labels = {
  year: {
    label: "Rok cennika (year)",
    hint: "Artykuły z cenami piszą ten rok w tytule i treści. Zmień go dopiero po sprawdzeniu cen.",
  },
  consultation: { label: "Bezpłatna konsultacja (consultation)", hint: offerHint },
  reply: {
    label: "Czas odpowiedzi na zapytanie (reply)",
    hint: "To samo obiecuje komunikat po wysłaniu formularza.",
  },
  replyDays: {
    label: "W jakie dni liczy się czas odpowiedzi (replyDays)",
    hint: "Kończy obietnicę „odpowiadamy w ciągu 24 godzin …”, np. „w dni robocze”.",
  },
  logo: { label: "Logo (logo)", collapsed: true },
  "logo.packages": "Pakiety logo (packages)",
  ...packageLabels("logo.packages.basic", "Pakiet Podstawowy (basic)"),
  ...packageLabels("logo.packages.standard", "Pakiet Standard (standard)"),
  identity: {
    label: "Identyfikacja wizualna (identity)",
    hint: "Pakiety powinny się stykać: górna cena jednego to dolna cena następnego.",
    collapsed: true,
  },
  ...packageLabels("identity.basic", "Identyfikacja podstawowa (basic)"),
  "identity.extended": { label: "Identyfikacja rozszerzona (extended)", collapsed: true },
  "identity.extended.price": "Cena (price)",
  "identity.extended.includes": includesLabel,
  ...packageLabels("identity.full", "Pełna identyfikacja z brand bookiem (full)"),
  "identity.firstConcepts": "Pierwsze koncepcje znaku, od warsztatu (firstConcepts)",
  "identity.guides": {
    label: "Nazwy zasad w pakietach (guides)",
    hint: "Księga znaku to nie brand book: jedna nazwa na pakiet.",
    collapsed: true,
  },
  "identity.guides.basic": "Pakiet podstawowy (basic)",
  "identity.guides.extended": "Pakiet rozszerzony (extended)",
  "identity.guides.full": "Pakiet pełny (full)",
  website: { label: "Strona internetowa (website)", collapsed: true },
  "website.priceFrom": {
    label: "Cena od (priceFrom)",
    hint: "Cena strony jednostronicowej: tyle kosztuje najprostsza strona.",
  },
  "website.typicalPages": "Liczba stron typowej strony firmowej (typicalPages)",
  "website.delivery": "Czas realizacji (delivery)",
  webApp: { label: "Aplikacje webowe (webApp)", collapsed: true },
  ...webAppLabels("webApp.mvp", "Aplikacja podstawowa (mvp)"),
  ...webAppLabels("webApp.medium", "Średniej złożoności (medium)"),
  ...webAppLabels("webApp.advanced", "Zaawansowana (advanced)"),
  marketing: { label: "Marketing (marketing)", collapsed: true },
  "marketing.singleChannelFrom": "Prowadzenie jednego kanału, miesięcznie od (singleChannelFrom)",
  "marketing.ongoingFrom": "Stała obsługa kilku kanałów, miesięcznie od (ongoingFrom)",
  "marketing.notice": "Okres wypowiedzenia (notice)",
  campaigns: { label: "Kampanie reklamowe (campaigns)", collapsed: true },
  "campaigns.adBudget": "Budżet reklamowy lokalnych kampanii, miesięcznie (adBudget)",
  "campaigns.startingBudget": "Budżet na start jednego kanału, miesięcznie (startingBudget)",
  "campaigns.costPerClick": "Koszt kliknięcia (costPerClick)",
  "campaigns.launch": "Uruchomienie kampanii (launch)",
  "campaigns.intensiveOptimisation": "Intensywna optymalizacja po starcie (intensiveOptimisation)",
  "campaigns.optimisationCadence": "Jak często optymalizujemy potem (optimisationCadence)",
  "campaigns.reliableResults": "Kiedy wyniki są miarodajne (reliableResults)",
  "campaigns.radius": "Zasięg wokół Szczecina (radius)",
  seo: { label: "SEO (seo)", collapsed: true },
  "seo.firstEffects": "Pierwsze efekty (firstEffects)",
  "seo.fullEffects": "Pełne efekty (fullEffects)",
  audit: { label: "Bezpłatny audyt (audit)", collapsed: true },
  "audit.scope": "Zakres audytu (scope)",
  "audit.analysis": "Analiza (analysis)",
  "audit.report": "Raport (report)",
  "audit.presentation": "Prezentacja wyników (presentation)",
  "audit.monitoring": "Monitoring po audycie (monitoring)",
  newsletterDiscount: {
    label: "Rabat za zapis do newslettera (newsletterDiscount)",
    hint: "Baner, formularz, mail powitalny i regulamin podają ten procent.",
  },
  studio: "Gdzie są sesje w studiu, kończy zdanie „Fotografujemy …” (studio)",
};

export const faqLabels: Labels = {
  items: { label: "Pytania (items)", summary: "{{fields.question.pl}}" },
  "items.id": {
    label: "Identyfikator (id)",
    hint: "Małe litery i myślniki, np. cena-logo. Nie zmieniaj go w istniejących pytaniach.",
    patternHint: "Tylko małe litery, cyfry i myślniki.",
  },
  "items.category": {
    label: "Kategoria (category)",
    options: {
      ogólne: "Ogólne",
      "marketing-cyfrowy": "Marketing cyfrowy",
      "branding-logo": "Branding i logo",
      "strony-aplikacje": "Strony i aplikacje",
      "kampanie-reklamowe": "Kampanie reklamowe",
      "agencja-marketingowa": "Agencja marketingowa",
      "video-fotografia": "Video i fotografia",
    },
  },
  "items.question": "Pytanie (question)",
  "items.answer": {
    label: "Odpowiedź (answer)",
    widget: "text",
    hint: "Ceny i terminy oferty wpisuj jako {nazwa}, np. „od {website.priceFrom} netto”, „w ciągu {reply:genitive}”: strona wstawi aktualne liczby z Oferty.",
  },
};

const slugHint = {
  hint: "Małe litery bez polskich znaków i myślniki.",
  patternHint: "Tylko małe litery, cyfry i myślniki.",
};

export const teamLabels: Labels = {
  members: { label: "Zespół (members)", summary: "{{fields.name}}" },
  "members.id": { label: "Identyfikator (id)", ...slugHint },
  "members.name": "Imię i nazwisko (name)",
  "members.position": "Stanowisko (position)",
  "members.image": {
    label: "Portret (image)",
    widget: "image",
    folder: "/team",
    hint: "Zdjęcie (JPG, PNG, WebP lub AVIF, do 500 KB) albo ilustracja SVG z serii portretów. Zdjęcie pokazujemy w kwadracie, przycięte do środka: najlepiej kwadratowe, co najmniej 640 × 640 px, twarz na środku. Po wgraniu zdjęcia odznacz „Portret przykładowy” i popraw opis portretu.",
    patternHint: "Portret to plik w /team/: SVG albo zdjęcie (JPG, PNG, WebP, AVIF).",
  },
  "members.imageAlt": "Opis portretu dla niewidomych (imageAlt)",
  "members.samplePortrait": {
    label: "Portret przykładowy (samplePortrait)",
    hint: "Odznacz, gdy portret to zdjęcie tej osoby.",
  },
  "members.bio": { label: "Bio (bio)", widget: "text", collapsed: true },
  "members.linkedin": "Profil LinkedIn (linkedin)",
  "members.instagram": "Profil Instagram (instagram)",
  partners: { label: "Współpracownicy (partners)", summary: "{{fields.role.pl}}" },
  "partners.id": { label: "Identyfikator (id)", ...slugHint },
  "partners.role": "Rola (role)",
  "partners.work": { label: "Czym się zajmuje (work)", widget: "text" },
};

export const reviewsLabels: Labels = {
  averageRating: "Średnia ocen (averageRating)",
  totalReviews: {
    label: "Liczba opinii (totalReviews)",
    hint: "Musi się zgadzać z liczbą opinii poniżej.",
  },
  reviews: { label: "Opinie, od najnowszej (reviews)", summary: "{{fields.author_name}}" },
  "reviews.author_name": "Autor (author_name)",
  "reviews.rating": "Ocena 1–5 (rating)",
  "reviews.relative_time_description": {
    label: "Kiedy, słowami Google (relative_time_description)",
    hint: "Zostaw puste: strona sama napisze „2 miesiące temu” z daty.",
  },
  "reviews.text": { label: "Treść (text)", widget: "text" },
  "reviews.time": {
    label: "Data opinii, sekundy uniksowe (time)",
    hint: "Z profilu Google; np. 1758032520 to 16.09.2025.",
  },
};

/** An image of ours under /images/ with its size and alt text; uploads go to `folder`. */
function imageLabels(
  path: string,
  name: string,
  folder = "/images/work",
  frame = "4:3 lub 3:2",
): Labels {
  return {
    [path]: { label: name, collapsed: true },
    [`${path}.src`]: {
      label: "Plik (src)",
      widget: "image",
      folder,
      hint: `Rysunek studia (SVG) albo zdjęcie JPEG lub WebP do 500 KB. Strona pokazuje je w ramce ${frame} i przycina zdjęcie do niej, więc najważniejsze umieść pośrodku. Szerokość i wysokość wpisz takie, jakie ma plik.`,
      patternHint: "Obraz to plik SVG, JPEG, PNG, WebP lub AVIF w /images/.",
    },
    [`${path}.width`]: "Szerokość w pikselach (width)",
    [`${path}.height`]: "Wysokość w pikselach (height)",
    [`${path}.alt`]: "Opis obrazu dla niewidomych (alt)",
  };
}

export const portfolioLabels: Labels = {
  projects: { label: "Projekty (projects)", summary: "{{fields.title}}" },
  "projects.id": {
    label: "Identyfikator = adres case study (id)",
    ...slugHint,
  },
  "projects.title": "Nazwa projektu (title)",
  "projects.category": {
    label: "Kategoria (category)",
    options: { web: "Strony i sklepy (web)", branding: "Branding (branding)" },
  },
  ...imageLabels("projects.image", "Główny obraz (image)", "/images/work", "4:3"),
  "projects.description": { label: "Opis (description)", widget: "text", collapsed: true },
  "projects.tags": "Tagi (tags)",
  "projects.tags.pl": { label: "po polsku (pl)", itemLabel: "Tag" },
  "projects.tags.en": { label: "po angielsku (en)", itemLabel: "Tag" },
  "projects.website": "Strona klienta, https:// (website)",
  ...imageLabels(
    "projects.additionalImages",
    "Dodatkowe obrazy (additionalImages)",
    "/images/work",
    "3:2",
  ),
};

export const caseStudiesLabels: Labels = {
  caseStudies: { label: "Case studies (caseStudies)", summary: "{{fields.title.pl}}" },
  "caseStudies.id": { label: "Adres /case-study/… (id)", ...slugHint },
  "caseStudies.title": "Tytuł (title)",
  "caseStudies.client": "Klient (client)",
  "caseStudies.year": { label: "Rok (year)", patternHint: "Cztery cyfry, np. 2024." },
  "caseStudies.category": "Kategoria (category)",
  "caseStudies.industry": "Branża klienta (industry)",
  "caseStudies.location": {
    label: "Miejsce klienta (location)",
    hint: "Miasto lub region klienta, nie agencji. Zostaw puste, gdy nie jest znane.",
  },
  "caseStudies.scope": {
    label: "Zakres prac w projekcie (scope)",
    hint: "Tyle samo pozycji po polsku i po angielsku.",
  },
  "caseStudies.scope.pl": { label: "po polsku (pl)", itemLabel: "Pozycja" },
  "caseStudies.scope.en": { label: "po angielsku (en)", itemLabel: "Item" },
  "caseStudies.summary": {
    label: "Streszczenie do wyszukiwarki (summary)",
    widget: "text",
    collapsed: true,
  },
  "caseStudies.challenge": {
    label: "Wyzwanie (challenge)",
    hint: "Pierwsze zdanie strona pokazuje dużym stopniem jako wstęp rozdziału.",
    widget: "text",
    collapsed: true,
  },
  "caseStudies.process": {
    label: "Proces (process)",
    hint: "Co zrobiliśmy, krok po kroku: opis pracy, bez liczb i wyników.",
    collapsed: true,
  },
  "caseStudies.process.lead": { label: "Wstęp rozdziału (lead)", widget: "text" },
  "caseStudies.process.steps": {
    label: "Kroki, 2–6 (steps)",
    summary: "{{fields.title.pl}}",
  },
  "caseStudies.process.steps.title": "Nazwa kroku (title)",
  "caseStudies.process.steps.text": { label: "Opis kroku (text)", widget: "text" },
  "caseStudies.solution": {
    label: "Rozwiązanie (solution)",
    hint: "Pierwsze zdanie strona pokazuje dużym stopniem jako wstęp rozdziału.",
    widget: "text",
    collapsed: true,
  },
  "caseStudies.results": {
    label: "Wyniki, dokładnie 3 (results)",
    hint: "Każdy wynik z okresem, którego dotyczy, i źródłem liczby; zmiana zawsze „wobec …”.",
  },
  "caseStudies.results.figure": {
    label: "Liczba pokazywana dużym stopniem (figure)",
    hint: "Przepisana dokładnie tak, jak stoi w zdaniu wyniku, np. „2,4%” i „2.4%”.",
  },
  "caseStudies.results.outcome": "Wynik (outcome)",
  "caseStudies.results.period": "Okres (period)",
  "caseStudies.results.source": "Źródło liczby (source)",
  ...imageLabels(
    "caseStudies.images",
    "Obrazy, 1–5 (images)",
    "/images/work",
    "16:10 (pierwszy, otwiera stronę) albo 3:2 (kolejne, parami między rozdziałami)",
  ),
  "caseStudies.testimonial": { label: "Wypowiedź klienta (testimonial)", collapsed: true },
  "caseStudies.testimonial.text": { label: "Treść (text)", widget: "text" },
  "caseStudies.testimonial.author": "Autor (author)",
  "caseStudies.testimonial.position": "Stanowisko (position)",
  "caseStudies.credits": {
    label: "Kto co zrobił, 1–8 ról (credits)",
    hint: "Role w projekcie, np. „Strategia i identyfikacja”.",
    summary: "{{fields.role.pl}}",
  },
  "caseStudies.credits.role": "Rola (role)",
};

export const agencyProfileLabels: Labels = {
  about: { label: "O agencji (about)", widget: "text" },
  location: "Lokalizacja (location)",
};

export const clientsLabels: Labels = {
  clients: { label: "Logotypy klientów, 8–10 (clients)", summary: "{{fields.name}}" },
  "clients.id": { label: "Identyfikator (id)", ...slugHint },
  "clients.name": "Nazwa klienta (name)",
  "clients.logo": {
    label: "Logo (logo)",
    widget: "image",
    folder: "/clients",
    hint: "Plik SVG w /clients/.",
    patternHint: "Logo to plik SVG w /clients/.",
  },
  "clients.width": "Szerokość w pikselach (width)",
  "clients.height": "Wysokość w pikselach (height)",
  "clients.industry": "Branża, do opisu logo (industry)",
};

export const companyLabels: Labels = {
  legalName: "Pełna nazwa z KRS (legalName)",
  registration: { label: "Dane rejestrowe (registration)", collapsed: true },
  "registration.krs": { label: "KRS (krs)", patternHint: "Numer KRS ma 10 cyfr." },
  "registration.registryCourt": "Sąd rejestrowy (registryCourt)",
  "registration.nip": "NIP (nip)",
  "registration.regon": "REGON (regon)",
  "registration.shareCapitalPln": "Kapitał zakładowy w zł (shareCapitalPln)",
  phones: { label: "Telefony, pierwszy jest główny (phones)", summary: "{{fields.display}}" },
  "phones.display": "Jak pokazać, np. +48 91 000 00 00 (display)",
  "phones.tel": {
    label: "Do wybierania, np. +48910000000 (tel)",
    patternHint: "Plus i same cyfry, np. +48910000000.",
  },
  address: { label: "Adres siedziby (address)", collapsed: true },
  "address.street": "Ulica i numer (street)",
  "address.postalCode": { label: "Kod pocztowy (postalCode)", patternHint: "Np. 70-478." },
  "address.city": "Miasto (city)",
  "address.region": "Województwo (region)",
  "address.regionEn": "Województwo po angielsku (regionEn)",
  "address.country": { label: "Kraj, kod (country)", patternHint: "Dwie wielkie litery, np. PL." },
  geo: { label: "Punkt na mapie (geo)", collapsed: true },
  "geo.latitude": "Szerokość geograficzna (latitude)",
  "geo.longitude": "Długość geograficzna (longitude)",
  openingHours: { label: "Godziny otwarcia (openingHours)", collapsed: true },
  "openingHours.days": { label: "Dni (days)", itemLabel: "Dzień" },
  "openingHours.opens": { label: "Od (opens)", patternHint: "Godzina, np. 09:00." },
  "openingHours.closes": { label: "Do (closes)", patternHint: "Godzina, np. 17:00." },
  social: { label: "Media społecznościowe (social)", collapsed: true },
  "social.instagram": "Instagram (instagram)",
  "social.facebook": "Facebook (facebook)",
  googleReviewsUrl: "Profil firmy w Google (googleReviewsUrl)",
};

/** The article's front matter, Polish and English, and its body. */
export const articleLabels: Labels = {
  id: {
    label: "Numer artykułu (id)",
    hint: "Dowolny, byle inny niż w pozostałych artykułach, np. kolejna liczba.",
  },
  slug: {
    label: "Adres /blog/… (slug)",
    hint: "Małe litery bez polskich znaków, słowa łączone myślnikami. Zostaje nazwą folderu.",
    patternHint: "Tylko małe litery bez polskich znaków, cyfry i myślniki.",
  },
  title: { label: "Tytuł (title)", hint: "10–160 znaków. Rok cennika: {{offerYear}}." },
  excerpt: { label: "Zajawka (excerpt)", widget: "text", hint: "60–320 znaków, na kartach bloga." },
  author: {
    label: "Autor (author)",
    options: {
      "tomasz-nowicki": "Tomasz Nowicki",
      "karolina-zielinska": "Karolina Zielińska",
    },
  },
  authorPosition: {
    label: "Stanowisko autora w tym artykule (authorPosition)",
    hint: "Zostaw puste, by pokazać zwykłe stanowisko autora.",
    collapsed: true,
  },
  category: {
    label: "Kategoria (category)",
    options: {
      marketing: "Marketing cyfrowy",
      branding: "Branding",
      "web-design": "Web design",
      "case-studies": "Case studies",
      tips: "Wskazówki",
    },
  },
  tags: { label: "Tagi (tags)", itemLabel: "Tag" },
  publishedAt: { label: "Data publikacji (publishedAt)", widget: "datetime" },
  updatedAt: { label: "Data aktualizacji (updatedAt)", widget: "datetime" },
  updateNote: {
    label: "Co zmieniono w aktualizacji (updateNote)",
    hint: "Jedno zdanie w każdym języku, np. „Dodaliśmy okres przejściowy ustawy”. Wymagane, gdy data aktualizacji różni się od daty publikacji; bez zmiany treści nie zmieniaj daty.",
  },
  // Set on every save from the Polish body (cms/save-checks.ts), so never typed in.
  readTime: { label: "Czas czytania w minutach (readTime)", widget: "hidden" },
  featuredImage: {
    label: "Okładka (featuredImage)",
    widget: "image",
    folder: "/blog/covers",
    hint: "SVG, PNG, JPG, WebP lub AVIF, do 500 KB; najlepiej 1200×675.",
    patternHint: "Okładka to plik SVG, PNG, JPG, WebP lub AVIF.",
  },
  featured: "Wyróżniony (featured)",
  layout: {
    label: "Układ strony (layout)",
    options: {
      default: "Zwykły artykuł",
      "local-agency": "Agencja lokalna: adres i link do brandingu",
      "free-audit": "Bezpłatny audyt kampanii",
      checklist: "Checklista do pobrania (wymaga checklistPdf)",
      "web-app": "Zaproszenie do planowania aplikacji",
    },
  },
  pricingTable: {
    label: "Pierwsza tabela to cennik (pricingTable)",
    hint: "Zaznaczone: pierwsza tabela w treści pokazuje się jako cennik pakietów, wiersz pod wierszem.",
  },
  seo: "Wyszukiwarki (seo)",
  "seo.title": { label: "Tytuł w Google (title)", hint: "15–70 znaków." },
  "seo.description": {
    label: "Opis w Google (description)",
    widget: "text",
    hint: "50–170 znaków.",
  },
  "seo.keywords": { label: "Słowa kluczowe (keywords)", itemLabel: "Słowo kluczowe" },
  extras: {
    label: "Bloki pod treścią (extras)",
    hint: "Nieobowiązkowe; gdy są, wszystkie pięć list musi mieć co najmniej jedną pozycję, w obu językach.",
    collapsed: true,
  },
  "extras.questions": { label: "Karty pytań (questions)", summary: "{{fields.question}}" },
  "extras.questions.number": "Numer (number)",
  "extras.questions.question": "Pytanie (question)",
  "extras.questions.details": { label: "Na co zwrócić uwagę (details)", itemLabel: "Punkt" },
  "extras.questions.links": "Linki (links)",
  "extras.questions.links.label": "Tekst linku (label)",
  "extras.questions.links.href": {
    label: "Adres (href)",
    patternHint: "Adres zaczyna się od / albo od http(s)://.",
  },
  "extras.mistakes": { label: "Błędy (mistakes)", summary: "{{fields.title}}" },
  "extras.mistakes.title": "Błąd (title)",
  "extras.mistakes.description": "Opis (description)",
  "extras.mistakes.consequence": "Skutek (consequence)",
  "extras.checklist": { label: "Checklista do odhaczania (checklist)", itemLabel: "Punkt" },
  "extras.metrics": { label: "Wskaźniki (metrics)", summary: "{{fields.name}}" },
  "extras.metrics.name": "Nazwa (name)",
  "extras.metrics.description": "Opis (description)",
  "extras.metrics.tool": "Narzędzie (tool)",
  "extras.metrics.frequency": {
    label: "Jak często (frequency)",
    options: { daily: "Codziennie", weekly: "Co tydzień", monthly: "Co miesiąc" },
  },
  "extras.faq": { label: "FAQ artykułu (faq)", summary: "{{fields.question}}" },
  "extras.faq.question": "Pytanie (question)",
  "extras.faq.answer": { label: "Odpowiedź (answer)", widget: "text" },
  checklistPdf: {
    label: "Checklista PDF (checklistPdf)",
    hint: "Tylko dla układu „Checklista do pobrania”.",
    collapsed: true,
  },
  "checklistPdf.path": {
    label: "Adres pliku (path)",
    hint: "Np. /blog/checklista-identyfikacji-wizualnej.pdf",
    patternHint: "Adres w postaci /blog/nazwa.pdf.",
  },
  "checklistPdf.fileName": {
    label: "Nazwa pobieranego pliku (fileName)",
    patternHint: "Nazwa w postaci nazwa.pdf.",
  },
  "checklistPdf.note": "Tekst pod przyciskiem (note)",
  "checklistPdf.title": "Tytuł checklisty (title)",
  "checklistPdf.intro": { label: "Wstęp (intro)", widget: "text" },
  "checklistPdf.sections": { label: "Sekcje (sections)", summary: "{{fields.heading}}" },
  "checklistPdf.sections.heading": "Nagłówek (heading)",
  "checklistPdf.sections.items": { label: "Punkty (items)", itemLabel: "Punkt" },
  body: {
    label: "Treść (body)",
    widget: "markdown",
    hint: "Markdown. Angielska treść może zostać pusta: wtedy artykuł jest tylko po polsku.",
  },
};

/** Each data file's labels, by its name in content/entry-files.ts. */
export const serviceImagesLabels: Labels = {
  ...imageLabels("branding", "Branding i design (branding)", "/images/services", "4:3"),
  ...imageLabels("web", "Strony i aplikacje (web)", "/images/services", "4:3"),
  ...imageLabels("marketing", "Marketing cyfrowy (marketing)", "/images/services", "4:3"),
  ...imageLabels("video", "Video i fotografia (video)", "/images/services", "4:3"),
  ...imageLabels("strategy", "Strategia marki (strategy)", "/images/services", "4:3"),
};

export const entryFileLabels: Record<EntryFileName, Labels> = {
  offer: offerLabels,
  faq: faqLabels,
  team: teamLabels,
  reviews: reviewsLabels,
  portfolio: portfolioLabels,
  caseStudies: caseStudiesLabels,
  agencyProfile: agencyProfileLabels,
  clients: clientsLabels,
  company: companyLabels,
  serviceImages: serviceImagesLabels,
};
