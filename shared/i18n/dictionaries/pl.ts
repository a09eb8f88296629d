/**
 * Polish texts: the reference dictionary. Its shape is the Dictionary type, so
 * a key missing from en.ts is a compile error. Prices, times and other figures
 * of the offer come from content/offer.ts.
 */
import { measuredToolsText } from "#content/measurement.ts";
import { offer } from "#content/offer.ts";
import { inPolish, lowest, monthlyFrom, within } from "#content/offer-format.ts";
import { countText, formatCount } from "#content/plural.ts";
import { sampleMark } from "#content/sample-mark.ts";
import { typesetPolishTree } from "#shared/typography.ts";
import { contactLimits } from "../../forms/fields.ts";

const consultation = inPolish(offer.consultation);
const withinReply = offer.replyPromise.pl;
const discount = inPolish(offer.newsletterDiscount);
/** The measurement tools this build uses (none by default): the cookie banner names them. */
const measuredTools = measuredToolsText("pl");
const atLeast = (count: number) =>
  formatCount(count, "pl", {
    one: "{count} znak",
    few: "{count} znaki",
    many: "{count} znaków",
    other: "{count} znaku",
  });

/** The answers to a sent form: the toast's words and the thank-you pages' headings. */
const contactSent = {
  title: "Wiadomość wysłana!",
  text: `Skontaktujemy się z Tobą ${withinReply}.`,
};
/** The newsletter is double opt-in: a sign-up counts once the link in our e-mail is followed. */
const newsletterConfirmHint =
  "Link potwierdzający jest w wiadomości, którą właśnie wysłaliśmy. Kod rabatowy prześlemy po potwierdzeniu.";
const newsletterSent = "Dziękujemy! Sprawdź skrzynkę i potwierdź zapis.";

const texts = {
  skipToContent: "Przejdź do treści",
  header: {
    homeLink: "Odra Creative — strona główna",
    mainNav: "Menu główne",
    bookConsultation: "Umów konsultację",
    openMenu: "Otwórz menu",
    closeMenu: "Zamknij menu",
    mobileMenuTitle: "Menu",
    languageSwitch: "Wybór języka",
  },
  nav: {
    home: "Strona główna",
    services: "Usługi",
    portfolio: "Portfolio",
    team: "Zespół",
    blog: "Blog",
    contact: "Kontakt",
  },
  breadcrumbs: { label: "Ścieżka nawigacji" },
  footer: {
    tagline:
      "Agencja marketingowa, brandingowa i interaktywna ze Szczecina. Pomagamy lokalnym firmom rosnąć — od logo, przez stronę, po kampanie, które sprzedają.",
    quickLinks: "Na skróty",
    contact: "Kontakt",
    social: "Obserwuj nas",
    address: "Adres",
    hours: "Pon.–pt. 9:00–17:00",
    email: "E-mail",
    phone: "Telefon",
    privacy: "Polityka prywatności",
    cookieSettings: "Ustawienia plików cookie",
    noCookies: "Ta strona nie używa plików cookie.",
    rights: "Wszelkie prawa zastrzeżone.",
    instagram: "Instagram",
    facebook: "Facebook",
  },
  scrollToTop: "Przewiń na górę strony",
  sampleMark: sampleMark.pl,
  /** The one label of every link to an item's own page (a service, a project, an article). */
  readMore: "Czytaj dalej",
  newTab: "(otwiera się w nowej karcie)",
  cookies: {
    title: "Szanujemy Twoją prywatność",
    text: measuredTools
      ? `Za Twoją zgodą używamy ${measuredTools}, żeby wiedzieć, które strony, artykuły i kampanie przynoszą zapytania. Narzędzia Google ładujemy dopiero po kliknięciu „Akceptuję”; po „Odrzucam” nie ładuje się nic. Zdanie zmienisz w każdej chwili w „Ustawieniach plików cookie” w stopce.`
      : "Ta strona nie używa reklamowych ani analitycznych plików cookie. Zapamiętujemy tylko Twój wybór w przeglądarce. Szczegóły znajdziesz w polityce prywatności.",
    /** The banner's one visible sentence; `text` and the policy link open under "details". */
    short: measuredTools
      ? `Za zgodą używamy ${measuredTools}.`
      : "Nie używamy reklamowych ani analitycznych plików cookie.",
    details: "Szczegóły",
    accept: "Akceptuję",
    decline: "Odrzucam",
    close: "Zamknij i odrzuć",
    policyLink: "Polityka prywatności",
  },
  toast: {
    close: "Zamknij powiadomienie",
    region: "Powiadomienia",
    viewport: "Powiadomienia ({hotkey})",
  },
  cta: {
    title: "Porozmawiajmy o Twojej marce",
    text: `Pierwsza konsultacja jest bezpłatna i trwa ${consultation}. Odpowiadamy ${withinReply}.`,
    button: "Umów bezpłatną konsultację",
    call: "Zadzwoń",
    write: "Napisz",
  },
  notFound: {
    title: "Nie znaleziono strony (404) | Odra Creative",
    description: "Ta strona nie istnieje. Wróć na stronę główną lub napisz do nas.",
    heading: "Ups! Ta strona nie istnieje.",
    jokes: [
      "Nawet nasz najlepszy specjalista SEO nie znalazł tej strony.",
      "Ta strona poszła na kawę i jeszcze nie wróciła.",
      "Szukaliśmy wszędzie — nawet pod dywanem w biurze. Nic.",
    ],
    home: "Wróć na stronę główną",
    contact: "Skontaktuj się z nami",
  },
  tooManyRequests: {
    heading: "Za dużo zapytań",
    text: "Z Twojego adresu przyszło w krótkim czasie bardzo wiele zapytań o strony. Spróbuj ponownie za minutę.",
    home: "Wróć na stronę główną",
  },
  serverError: {
    heading: "Coś poszło nie tak",
    text: "Przepraszamy, strona chwilowo nie działa. Odśwież ją lub spróbuj ponownie za chwilę.",
    home: "Wróć na stronę główną",
  },
  caseStudy: {
    back: "Wróć do portfolio",
    notFoundTitle: "Nie znaleziono takiego case study",
    notFoundText:
      "Nie mamy projektu pod tym adresem. Zobacz inne realizacje albo wróć na stronę główną.",
    home: "Wróć na stronę główną",
    client: "Klient",
    year: "Rok",
    category: "Kategoria",
  },
  /** The button of a filter form, shown only where scripts do not run (they apply a choice at once). */
  filters: { apply: "Pokaż wyniki" },
  blog: {
    latestHeading: "Najnowsze artykuły",
    latestIntro:
      "Praktyczna wiedza o marketingu, brandingu i stronach www — prosto z naszej pracy z firmami ze Szczecina.",
    seeAll: "Zobacz wszystkie artykuły",
    minRead: "min czytania",
    featured: "Wyróżniony",
    statArticles: "Artykuły",
    statCategories: "Kategorie",
    statAuthors: "Autorzy",
    authorsLine: "Piszą dla Ciebie: {authors}",
    searchLabel: "Szukaj artykułów",
    searchPlaceholder: "Tytuł, tag lub autor…",
    clearInput: "Wyczyść pole wyszukiwania",
    suggestionsLabel: "Podpowiedzi wyszukiwania",
    viewLabel: "Widok artykułów",
    viewGrid: "Siatka",
    viewList: "Lista",
    viewFeatured: "Wyróżnione",
    categoryLabel: "Filtruj według kategorii",
    allCategories: "Wszystkie",
    allArticles: "Wszystkie artykuły",
    foundCount: countText({
      one: "Znaleziono {count} artykuł",
      few: "Znaleziono {count} artykuły",
      many: "Znaleziono {count} artykułów",
      other: "Znaleziono {count} artykułu",
    }),
    inCategory: "Kategoria: {category}",
    searchingFor: "Wyniki dla: „{query}”",
    clearSearch: "Wyczyść wyszukiwanie",
    emptyTitle: "Nie znaleziono artykułów",
    emptyText: "Spróbuj zmienić kryteria wyszukiwania lub kategorie.",
    clearFilters: "Wyczyść filtry",
    rssTitle: "Blog Odra Creative — RSS",
    rssDescription:
      "Nowe artykuły Odra Creative o marketingu, brandingu i stronach internetowych dla firm ze Szczecina.",
  },
  article: {
    back: "Wróć do bloga",
    by: "Autor",
    published: "Opublikowano",
    updated: "Zaktualizowano",
    minRead: "min czytania",
    featured: "Wyróżniony",
    bannerAlt: "Grafika tytułowa artykułu: {title}",
    avatarAlt: "Zdjęcie autora: {name}",
    polishOnly: "Ten artykuł jest dostępny tylko w języku polskim.",
    progressLabel: "Postęp czytania",
    progressValue: "Przeczytano {percent}%",
    aboutAuthor: "O autorze",
    tags: "Tagi",
    related: "Powiązane artykuły",
    relatedHint: "Przeciągnij lub przewiń w bok, aby zobaczyć więcej",
    relatedDot: "Przejdź do artykułu {number}",
    faqHeading: "Najczęściej zadawane pytania",
    pricingHeading: "Pakiety i ceny",
    pricingNote: "Ceny netto w PLN. Dokładną wycenę przygotujemy po bezpłatnej konsultacji.",
    pricingCta: "Zapytaj o wycenę",
    popular: "Najczęściej wybierany",
    localHeading: "Agencja w Szczecinie — porozmawiajmy na miejscu",
    localText: `Jesteśmy zespołem ze Szczecina. Projektujemy logo i identyfikacje wizualne dla firm z Pogodna, Niebuszewa, Prawobrzeża i całego Pomorza Zachodniego. Pierwsza, ${offer.consultation.min}-minutowa konsultacja jest bezpłatna — przy kawie w naszym biurze albo online.`,
    localAddress: "Adres biura",
    localServices: "Zobacz ofertę brandingu",
    auditHeading: "Sprawdzimy Twoje kampanie za darmo",
    auditText: `Przejrzymy Twoje ${offer.audit.scope.pl} i ${within(offer.audit.analysis).pl} pokażemy, gdzie tracisz budżet. Otrzymasz raport PDF i ${offer.audit.presentation.min}-minutową rozmowę o wnioskach — bez zobowiązań.`,
    auditButton: "Zamów bezpłatny audyt",
    checklistPdf: "Pobierz checklistę (PDF)",
    webCtaHeading: "Planujesz aplikację webową?",
    webCtaText:
      "Pomożemy oszacować budżet i zakres MVP. Na bezpłatnej konsultacji rozpiszemy funkcje na etapy i powiemy, co warto zbudować najpierw.",
    webCtaButton: "Zobacz ofertę stron i aplikacji",
    questionsHeading: "10 pytań, które warto zadać agencji",
    mistakesHeading: "8 najczęstszych błędów przy wyborze agencji",
    consequence: "Skutek:",
    checklistHeading: "Checklista wyboru agencji",
    checklistProgress: "Zrobione: {done}/{total}",
    checklistExpand: "Rozwiń listę",
    checklistCollapse: "Zwiń listę",
    metricsHeading: "6 wskaźników, które warto śledzić",
    metricTool: "Narzędzie:",
    metricFrequency: "Jak często:",
    frequency: { daily: "codziennie", weekly: "co tydzień", monthly: "co miesiąc" },
    contactHeading: "Masz pytania do tego artykułu?",
  },
  privacy: { updated: "Ostatnia aktualizacja:", technical: "Szczegóły techniczne" },
  contactForm: {
    title: "Napisz do nas",
    subject: "Temat",
    subjects: {
      consultation: "Bezpłatna konsultacja",
      audit: "Bezpłatny audyt kampanii reklamowych",
      newsletter: `Rabat ${discount} dla subskrybentów newslettera`,
      quote: "Wycena projektu",
    },
    subjectPrefix: "Temat:",
    name: "Imię i nazwisko",
    namePlaceholder: "Jan Kowalski",
    email: "E-mail",
    emailPlaceholder: "jan@firma.pl",
    company: "Nazwa firmy",
    companyPlaceholder: "Twoja firma (opcjonalnie)",
    optional: "(opcjonalnie)",
    message: "Opis projektu",
    messagePlaceholder: "Opisz krótko, czego potrzebujesz, jaki masz termin i budżet.",
    required: "wymagane",
    honeypot: "Nie wypełniaj tego pola",
    submit: "Wyślij wiadomość",
    sending: "Wysyłanie…",
    privacyNote:
      "Odpowiemy na Twoje zapytanie na podany adres e-mail. Co dzieje się z danymi z formularza i jak długo je przechowujemy, opisuje",
    privacyLink: "polityka prywatności",
    successTitle: contactSent.title,
    successText: contactSent.text,
    errorTitle: "Błąd",
    errorText: "Wystąpił błąd podczas wysyłania formularza. Spróbuj ponownie.",
  },
  fieldErrors: {
    required: {
      name: "Podaj imię i nazwisko.",
      email: "Podaj adres e-mail.",
      message: "Opisz krótko, czego potrzebujesz.",
    },
    tooShort: {
      name: `Imię i nazwisko musi mieć co najmniej ${atLeast(contactLimits.name.min)}.`,
      message: `Opis musi mieć co najmniej ${atLeast(contactLimits.message.min)}.`,
    },
    invalidEmail: "Wpisz adres e-mail w postaci nazwa@firma.pl.",
    tooLong: countText({
      one: "Skróć ten tekst do {count} znaku.",
      few: "Skróć ten tekst do {count} znaków.",
      many: "Skróć ten tekst do {count} znaków.",
      other: "Skróć ten tekst do {count} znaku.",
    }),
    invalidCharacters: "Usuń z tego pola znaki specjalne, których nie możemy zapisać.",
    invalid: "Sprawdź to pole.",
  },
  newsletter: {
    formLabel: "Zapis do newslettera",
    email: "Adres e-mail",
    emailPlaceholder: "twoj@email.pl",
    submit: "Zapisz się",
    sending: "Zapisywanie…",
    success: newsletterSent,
    confirmHint: newsletterConfirmHint,
    error: "Wystąpił błąd podczas zapisywania. Spróbuj ponownie.",
    networkError: "Wystąpił błąd połączenia. Sprawdź połączenie internetowe.",
    consent:
      "Zapisując się, zgadzasz się na otrzymywanie newslettera Odra Creative e-mailem (raz w miesiącu). Zapis potwierdzisz linkiem z wiadomości, a wypisać możesz się w każdej chwili linkiem z każdego e-maila. Szczegóły:",
    consentLink: "polityka prywatności",
    honeypot: "Nie wypełniaj tego pola",
    unsubscribe: {
      confirmTitle: "Wypisanie z newslettera | Odra Creative",
      confirmHeading: "Czy chcesz wypisać się z newslettera?",
      confirmText:
        "Kliknij przycisk poniżej, a usuniemy Twój adres z listy. Nie dostaniesz od nas kolejnych wiadomości z newslettera.",
      confirmButton: "Wypisz mnie",
      title: "Wypisano z newslettera | Odra Creative",
      heading: "Wypisaliśmy Cię z newslettera",
      text: "Twój adres nie jest już na naszej liście i nie dostaniesz od nas kolejnych wiadomości.",
      invalidTitle: "Nieprawidłowy link | Odra Creative",
      invalidHeading: "Ten link do wypisania jest nieprawidłowy",
      invalidText:
        "Link mógł zostać skopiowany niekompletnie. Napisz do nas, a wypiszemy Cię ręcznie.",
      home: "Wróć na stronę główną",
    },
    confirm: {
      title: "Potwierdź zapis do newslettera | Odra Creative",
      heading: "Potwierdź zapis do newslettera",
      text: `Kliknij przycisk poniżej, aby potwierdzić, że chcesz dostawać newsletter Odra Creative na ten adres. Zaraz potem wyślemy Ci e-mailem kod na ${discount} rabatu.`,
      button: "Potwierdzam zapis",
      doneTitle: "Zapis potwierdzony | Odra Creative",
      doneHeading: "Dziękujemy! Zapis potwierdzony",
      doneText: `Jesteś na naszej liście. Kod na ${discount} rabatu razem z warunkami oferty właśnie wysłaliśmy Ci e-mailem.`,
      alreadyHeading: "Ten zapis jest już potwierdzony",
      alreadyText:
        "Ten adres jest już na naszej liście. Kod rabatowy znajdziesz w naszej wiadomości powitalnej.",
      goneTitle: "Link wygasł | Odra Creative",
      goneHeading: "Ten link już nie działa",
      goneText:
        "Niepotwierdzone zapisy usuwamy po {days} dniach, a wypisanie usuwa adres z listy. Jeśli chcesz dostawać newsletter, zapisz się ponownie na stronie głównej.",
      invalidTitle: "Nieprawidłowy link | Odra Creative",
      invalidHeading: "Ten link potwierdzający jest nieprawidłowy",
      invalidText:
        "Link mógł zostać skopiowany niekompletnie. Otwórz go jeszcze raz prosto z wiadomości albo zapisz się ponownie na stronie głównej.",
      home: "Wróć na stronę główną",
    },
    offerTerms: [
      `${discount} rabatu od ceny netto pierwszego zlecenia u nas — dowolnej z naszych usług;`,
      "kod jest jednorazowy: podaj go, zanim prześlemy Ci wycenę;",
      "rabatu nie łączy się z innymi rabatami ani promocjami i nie wymienia na gotówkę;",
      "kod działa, dopóki jesteś na liście newslettera, i przysługuje raz na osobę: po ponownym zapisie dostaniesz ten sam kod.",
    ],
    mails: {
      greeting: "Dzień dobry,",
      signature: "Zespół Odra Creative",
      confirmation: {
        subject: "Potwierdź zapis do newslettera Odra Creative",
        intro:
          "Ktoś — najpewniej Ty — zapisał ten adres do newslettera Odra Creative na stronie {site}. Aby potwierdzić zapis, otwórz link poniżej i kliknij przycisk „Potwierdzam zapis”:",
        after: `Po potwierdzeniu wyślemy Ci kod na ${discount} rabatu. Newsletter wysyłamy raz w miesiącu.`,
        notYou:
          "Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nie wyślemy Ci nic więcej, a adres usuniemy po {days} dniach.",
      },
      welcome: {
        subject: `Witaj w newsletterze Odra Creative — Twój kod na ${discount} rabatu`,
        intro:
          "Dziękujemy za potwierdzenie zapisu do newslettera Odra Creative. Raz w miesiącu wyślemy Ci konkretne porady o marketingu, brandingu i stronach www.",
        code: "Twój kod rabatowy: {code}",
        codeUsed:
          "Twój kod rabatowy {code} został już wykorzystany, a rabat przysługuje raz na osobę, więc tym razem nie mamy dla Ciebie nowego.",
        terms: "Warunki oferty:",
        use: "Chcesz z niego skorzystać? Napisz do nas przez formularz kontaktowy: {link}",
        unsubscribe: "Wypisać możesz się w każdej chwili pod tym linkiem: {link}",
        why: "Dostajesz tę wiadomość, bo zapis tego adresu do newslettera został potwierdzony na stronie {site}.",
      },
    },
  },
  formApi: {
    unknownEndpoint: "Nie znaleziono takiego formularza.",
    unauthorized: "Brak dostępu do formularza: nieprawidłowy klucz.",
    notJson: "Formularz wymaga danych w formacie JSON.",
    malformed: "Nie udało się odczytać danych formularza.",
    tooLarge: "Wiadomość jest za długa. Skróć ją i spróbuj ponownie.",
    invalid: "Sprawdź pola formularza:",
    fields: {
      "Imie i Nazwisko": "imię i nazwisko (co najmniej 3 znaki)",
      Email: "adres e-mail",
      "Nazwa Firmy": "nazwa firmy",
      Opis: "opis (co najmniej 10 znaków)",
      email: "adres e-mail",
    },
    tooMany: "Za dużo zgłoszeń w krótkim czasie. Spróbuj ponownie za chwilę.",
    methodNotAllowed: "Ten adres przyjmuje tylko wysyłkę formularza (POST).",
    unavailable:
      "Formularz chwilowo nie działa. Spróbuj ponownie za kilka minut albo zadzwoń do nas.",
    failed:
      "Coś poszło nie tak po naszej stronie i wiadomość nie została zapisana. Spróbuj ponownie za chwilę albo zadzwoń do nas.",
    timeout: "Wysyłanie trwało zbyt długo. Sprawdź połączenie z internetem i spróbuj ponownie.",
    notFound: "Nie ma takiego adresu.",
    crossSite: "Ten formularz można wysłać tylko z naszej strony.",
  },
  serviceCards: {
    heading: "Usługi, które rozwijają firmy",
    intro:
      "Pięć obszarów, jeden zespół. Otwórz usługę, żeby zobaczyć, co dokładnie dla Ciebie zrobimy.",
  },
  servicePage: {
    heroContact: "Umów bezpłatną konsultację",
    heroPortfolio: "Zobacz portfolio",
    reasonsHeading: "Dlaczego warto wybrać Odra Creative",
    processHeading: "Jak pracujemy",
    step: "Krok",
    pricingHeading: "Ceny i terminy",
    timeline: "Czas realizacji",
    priceNote:
      "Podane ceny są cenami netto (do ceny doliczamy 23% VAT). Dokładną wycenę przygotowujemy po bezpłatnej konsultacji.",
    deliverablesHeading: "Co dostajesz",
  },
  portfolioSection: {
    heading: "Wybrane realizacje",
    intro: "Sklepy, identyfikacje wizualne i strony firmowe, za którymi stoją konkretne liczby.",
    seeAll: "Zobacz całe portfolio",
  },
  portfolioPage: {
    filterLabel: "Filtruj projekty według kategorii",
    foundCount: countText({
      one: "Znaleziono {count} projekt",
      few: "Znaleziono {count} projekty",
      many: "Znaleziono {count} projektów",
      other: "Znaleziono {count} projektu",
    }),
    all: "Wszystkie",
    categories: { web: "Strony www", branding: "Branding" },
    showMore: "Pokaż więcej",
    loading: "Ładowanie...",
    visitWebsite: "Odwiedź stronę",
  },
  projectCta: {
    heading: "Masz pomysł na projekt? Zróbmy go razem",
    text: "Opowiedz nam o swojej firmie na krótkiej rozmowie. Doradzimy, od czego zacząć, i przygotujemy wycenę — bez zobowiązań.",
  },
  caseStudyPage: {
    challenge: "Wyzwanie",
    process: "Proces",
    solution: "Rozwiązanie",
    results: "Rezultaty",
    resultSource: "źródło",
    testimonial: "Opinia klienta",
    sampleTestimonial:
      "Przykładowa wypowiedź, napisana przez nas. W tym miejscu stanie opinia klienta, gdy zgodzi się na jej publikację",
    details: "Klient i projekt",
    industry: "Branża",
    location: "Lokalizacja",
    topics: "Zakres prac",
    website: "Strona klienta",
    credits: "Realizacja",
    creditsBy: "Projekt prowadziło i wykonało Odra Creative ze Szczecina.",
    next: "Następny projekt",
  },
  hero: {
    eyebrow: "Odra Creative · agencja marketingowa ze Szczecina",
    proofLabel: "Wynik klienta",
    source: "źródło",
    seeProject: "Zobacz projekt {title}",
  },
  newsletterBanner: {
    badge: `−${discount} na pierwsze zlecenie`,
    heading: `Zapisz się do newslettera i odbierz ${discount} rabatu`,
    text: `Raz w miesiącu wysyłamy konkretne porady o marketingu, brandingu i stronach www dla firm z Pomorza Zachodniego. Po potwierdzeniu zapisu dostaniesz e-mailem kod na ${discount} rabatu na pierwsze zlecenie — dowolną z naszych usług.`,
  },
  reviews: {
    heading: "Opinie z Google",
    intro: "Co mówią o nas klienci, którzy już z nami pracowali.",
    sampleHeading: "Przykładowe opinie",
    sampleIntro:
      "Tak pokażemy opinie klientów z naszego profilu w Google. Wpisy i ocena poniżej to przykłady, a nie opinie prawdziwych osób.",
    loading: "Wczytywanie opinii z Google",
    error: "Nie można załadować opinii z Google Business Profile.",
    average: "Średnia ocena: {rating} z 5",
    count: countText({
      one: "{count} opinia",
      few: "{count} opinie",
      many: "{count} opinii",
      other: "{count} opinii",
    }),
    seeAll: "Zobacz wszystkie",
    stars: "{count} z 5 gwiazdek",
  },
  team: {
    heading: "Poznaj nasz zespół",
    intro:
      "Dwie osoby, które poprowadzą Twój projekt od pierwszej rozmowy do wyników — bez pośredników.",
    linkedin: "{name} na LinkedInie",
    instagram: "{name} na Instagramie",
  },
  clients: {
    heading: "Zaufali nam",
    intro: "Lokalne firmy ze Szczecina i okolic, z którymi budujemy marki i sprzedaż.",
    sampleHeading: "Przykładowe logotypy klientów",
    sampleIntro:
      "Te marki i ich logotypy wymyśliliśmy na potrzeby prezentacji. W tym miejscu pokażemy logotypy klientów, którzy zgodzą się na publikację.",
    logoAlt: "Logo {name} — {industry}",
    pause: "Zatrzymaj przewijanie logotypów",
    play: "Wznów przewijanie logotypów",
  },
  contactSection: {
    heading: "Skontaktuj się z nami",
    intro: `Opisz swój projekt, a odezwiemy się ${withinReply} z pomysłem na pierwszy krok i terminem bezpłatnej konsultacji.`,
    detailsHeading: "Dane kontaktowe",
    email: "E-mail",
    phones: "Telefon",
    address: "Adres",
    hours: "Godziny pracy",
    region: "woj. {region}",
    hoursValue: "poniedziałek–piątek, 9:00–17:00",
  },
  faq: {
    heading: "Najczęściej zadawane pytania",
    intro:
      "Ceny, terminy i sposób współpracy — zebraliśmy odpowiedzi na pytania, które słyszymy najczęściej. Nie ma tu Twojego? Napisz do nas.",
    filterLabel: "Kategorie pytań",
    showAll: "Pokaż wszystkie pytania ({count})",
    count: countText({
      one: "{count} pytanie",
      few: "{count} pytania",
      many: "{count} pytań",
      other: "{count} pytania",
    }),
  },
  teamPage: {
    membersHeading: "Nasz zespół",
    partnersHeading: "Z kim pracujemy przy większych projektach",
    partnersIntro:
      "Zdjęcia, filmy i rozbudowane aplikacje realizujemy ze stałymi partnerami. Umowę podpisujesz z nami, projekt prowadzi jedno z nas, a za pracę partnerów odpowiadamy tak samo jak za własną.",
  },
  contactPage: {
    formHeading: "Formularz kontaktowy",
    talkHeading: "Porozmawiajmy",
    talkText:
      "Nie musisz mieć gotowego briefu. Wystarczy kilka zdań o Twojej firmie i o tym, co chcesz osiągnąć — resztę ustalimy razem.",
    consultationHeading: "Bezpłatna konsultacja",
    consultationText: `Pierwsza rozmowa trwa ${consultation} i nic nie kosztuje. Omówimy Twoje cele, budżet i terminy, a potem przygotujemy konkretną propozycję.`,
    replyPromise: `Na każdą wiadomość odpowiadamy ${withinReply}.`,
  },
  pages: {
    home: {
      title: "Agencja marketingowa Szczecin | Odra Creative",
      description:
        "Odra Creative to agencja marketingowa ze Szczecina: branding, strony i aplikacje, marketing cyfrowy, wideo i strategia marki. Umów bezpłatną konsultację.",
      keywords:
        "agencja marketingowa Szczecin, branding Szczecin, strony internetowe Szczecin, marketing cyfrowy, agencja reklamowa",
      breadcrumb: "Strona główna",
      heading: "Marki i strony, które widać w wynikach",
      intro:
        "Dla firm z Pomorza Zachodniego, które chcą więcej klientów, nie tylko ładniejszego logo. Projektujemy marki, budujemy szybkie strony i prowadzimy kampanie — i mierzymy, co przynoszą.",
      primary: "Zobacz nasze realizacje",
      secondary: "Porozmawiajmy",
    },
    services: {
      title: "Usługi agencji marketingowej w Szczecinie | Odra Creative",
      description:
        "Pięć usług, jeden zespół: branding i design, strony i aplikacje, marketing cyfrowy, wideo i fotografia oraz strategia marki dla firm ze Szczecina.",
      keywords:
        "usługi agencji marketingowej, branding, strony www, marketing cyfrowy, fotografia, strategia marki Szczecin",
      breadcrumb: "Usługi",
      heading: "Usługi, które łączą strategię z rzemiosłem",
      intro:
        "Od pierwszego szkicu logo po kampanię, która sprzedaje — prowadzimy markę przez cały proces. Wybierz obszar, w którym potrzebujesz wsparcia, albo zapytaj nas o pełny pakiet.",
    },
    serviceBranding: {
      title: "Branding i design Szczecin — logo i identyfikacja | Odra Creative",
      description: `Projekt logo i identyfikacji wizualnej w Szczecinie: logo od ${inPolish(lowest(offer.logo.price))} netto, pełna identyfikacja z brand bookiem w ${inPolish(offer.identity.full.delivery)}. Bezpłatna konsultacja.`,
      keywords:
        "branding Szczecin, projekt logo Szczecin, identyfikacja wizualna, brand book, projektowanie graficzne",
      breadcrumb: "Branding i design",
      heading: "Branding i design w Szczecinie",
      intro: `Logo to dopiero początek. Projektujemy spójne identyfikacje wizualne — od znaku, przez kolory i typografię, po brand book — dzięki którym Twoja firma jest rozpoznawalna w każdym kanale. Podstawową identyfikację przygotowujemy zwykle w ${inPolish(offer.identity.basic.delivery)}, pełną z brand bookiem w ${inPolish(offer.identity.full.delivery)}.`,
    },
    serviceWeb: {
      title: "Strony internetowe i aplikacje Szczecin | Odra Creative",
      description: `Szybkie strony internetowe, sklepy i aplikacje webowe dla firm ze Szczecina. Strona jednostronicowa od ok. ${inPolish(offer.website.priceFrom)} netto, typowa strona firmowa — wdrożenie w ${inPolish(offer.website.delivery)}.`,
      keywords:
        "strony internetowe Szczecin, tworzenie stron www, aplikacje webowe, sklep internetowy, web design Szczecin",
      breadcrumb: "Strony i aplikacje",
      heading: "Strony internetowe i aplikacje w Szczecinie",
      intro: `Budujemy strony, które ładują się w mgnieniu oka, dobrze wyglądają na telefonie i zamieniają odwiedzających w klientów. Prosta strona firmowa powstaje w ${inPolish(offer.website.delivery)}, aplikacje projektujemy etapami.`,
    },
    serviceMarketing: {
      title: "Marketing cyfrowy Szczecin — Google Ads i SEO | Odra Creative",
      description: `Kampanie Google Ads i w mediach społecznościowych, content marketing, e-mail i analityka dla firm ze Szczecina. Obsługa jednego kanału ${monthlyFrom(offer.marketing.singleChannelFrom).pl}.`,
      keywords:
        "marketing cyfrowy Szczecin, Google Ads Szczecin, kampanie reklamowe, social media, SEO Szczecin",
      breadcrumb: "Marketing cyfrowy",
      heading: "Marketing cyfrowy w Szczecinie",
      intro: `Kampanie, które liczymy w zapytaniach i sprzedaży, a nie w polubieniach. Planujemy i uruchamiamy reklamy w wyszukiwarce i mediach społecznościowych — z geotargetowaniem na Szczecin i okolice — a potem ${offer.campaigns.optimisationCadence.pl} je optymalizujemy.`,
    },
    serviceVideo: {
      title: "Video i fotografia Szczecin — zdjęcia i filmy | Odra Creative",
      description:
        "Fotografia produktowa, portretowa i eventowa oraz filmy reklamowe i krótkie formy wideo do social mediów. Sesje w studiu i w plenerze w Szczecinie.",
      keywords:
        "fotografia Szczecin, video Szczecin, film reklamowy, zdjęcia produktowe, sesja zdjęciowa dla firm",
      breadcrumb: "Video i fotografia",
      heading: "Video i fotografia w Szczecinie",
      intro:
        "Dobre zdjęcia i filmy sprzedają za Ciebie. Realizujemy sesje produktowe, portretowe i eventowe oraz krótkie formy wideo, które w mediach społecznościowych przyciągają uwagę od pierwszej sekundy.",
    },
    serviceStrategy: {
      title: "Strategia marki Szczecin — pozycjonowanie | Odra Creative",
      description:
        "Strategia marki dla firm ze Szczecina: analiza rynku, pozycjonowanie, strategia komunikacji, media plan i audyt marki.",
      keywords:
        "strategia marki Szczecin, pozycjonowanie marki, strategia komunikacji, audyt marki, media plan",
      breadcrumb: "Strategia marki",
      heading: "Strategia marki w Szczecinie",
      intro:
        "Zanim wydasz złotówkę na reklamę, warto wiedzieć, komu, co i dlaczego chcesz powiedzieć. Badamy rynek i konkurencję, a potem układamy pozycjonowanie i plan komunikacji, które prowadzą markę przez kolejne lata.",
    },
    portfolio: {
      title: "Portfolio — realizacje agencji ze Szczecina | Odra Creative",
      description:
        "Zobacz nasze realizacje: sklepy internetowe, identyfikacje wizualne i strony firmowe. Case studies z wynikami, które możemy pokazać.",
      keywords:
        "portfolio agencji marketingowej, realizacje Szczecin, case study, projekty stron www, branding realizacje",
      breadcrumb: "Portfolio",
      heading: "Projekty, z których jesteśmy dumni",
      intro:
        "Każdy projekt zaczynamy od celu biznesowego klienta, a kończymy na liczbach. Poniżej kilka realizacji — z wyzwaniem, rozwiązaniem i efektem.",
    },
    team: {
      title: "Zespół — poznaj ludzi z Odra Creative | Szczecin",
      description:
        "Poznaj zespół Odra Creative: dyrektora kreatywnego i ekspertkę marketingu cyfrowego, którzy prowadzą Twój projekt od pierwszej rozmowy.",
      keywords:
        "zespół agencji, agencja marketingowa Szczecin zespół, dyrektor kreatywny, specjalista marketingu",
      breadcrumb: "Zespół",
      heading: "Ludzie, którzy stoją za projektami",
      intro:
        "Jesteśmy małym zespołem i to jest nasza przewaga: rozmawiasz bezpośrednio z osobami, które projektują i prowadzą Twoje kampanie. Nawet gdy przy zdjęciach, filmach czy dużej aplikacji pracują z nami partnerzy, projekt prowadzi i odpowiada za niego jedno z nas.",
    },
    blog: {
      title: "Blog o marketingu, brandingu i stronach www | Odra Creative",
      description:
        "Praktyczne artykuły o marketingu, brandingu i stronach internetowych dla firm ze Szczecina: ceny, procesy, błędy i sprawdzone rozwiązania.",
      keywords:
        "blog marketingowy, porady marketing, branding poradnik, strony www porady, marketing Szczecin",
      breadcrumb: "Blog",
      heading: "Blog o marketingu, który działa",
      intro:
        "Piszemy o tym, co widzimy na co dzień w pracy z lokalnymi firmami: ile kosztuje logo, jak mierzyć kampanie i jak wybrać agencję, żeby nie przepalić budżetu.",
    },
    blogPost: {
      title: "Blog | Odra Creative",
      description: "Artykuł z bloga Odra Creative.",
      keywords: "blog marketingowy",
      breadcrumb: "Artykuł",
      heading: "",
      intro: "",
    },
    contact: {
      title: "Kontakt — bezpłatna konsultacja | Odra Creative Szczecin",
      description: `Napisz lub zadzwoń do Odra Creative w Szczecinie. Pierwsza ${offer.consultation.min}-minutowa konsultacja jest bezpłatna, odpowiadamy ${withinReply}.`,
      keywords:
        "kontakt agencja marketingowa Szczecin, bezpłatna konsultacja, wycena strony, wycena logo",
      breadcrumb: "Kontakt",
      heading: "Porozmawiajmy o Twoim projekcie",
      intro: `Opisz krótko, czego potrzebujesz — odpowiemy ${withinReply} i zaproponujemy termin bezpłatnej, ${offer.consultation.min}-minutowej konsultacji. Wolisz rozmowę? Zadzwoń lub napisz e-mail.`,
    },
    privacy: {
      title: "Polityka prywatności | Odra Creative",
      description:
        "Jak Odra Creative przetwarza dane z formularza kontaktowego i newslettera: administrator, cele, podstawy prawne, okres przechowywania i Twoje prawa.",
      keywords: "polityka prywatności, RODO, ochrona danych osobowych",
      breadcrumb: "Polityka prywatności",
      heading: "Polityka prywatności",
      intro:
        "Poniżej wyjaśniamy, jakie dane zbieramy przez tę stronę, po co je przetwarzamy, jak długo je przechowujemy i jakie prawa Ci przysługują.",
    },
    contactSent: {
      title: "Wiadomość wysłana | Odra Creative",
      description: `Dziękujemy za wiadomość do Odra Creative. Odpowiemy ${withinReply} na adres e-mail z formularza.`,
      keywords: "kontakt, Odra Creative",
      breadcrumb: "Wiadomość wysłana",
      heading: contactSent.title,
      intro: contactSent.text,
    },
    newsletterSent: {
      title: "Zapis do newslettera | Odra Creative",
      description:
        "Dziękujemy za zapis do newslettera Odra Creative. Potwierdź go linkiem z wiadomości, którą wysłaliśmy.",
      keywords: "newsletter, Odra Creative",
      breadcrumb: "Zapis do newslettera",
      heading: newsletterSent,
      intro: newsletterConfirmHint,
    },
    caseStudy: {
      title: "Case study | Odra Creative",
      description: "Case study projektu Odra Creative.",
      keywords: "case study, realizacja",
      breadcrumb: "Case study",
      heading: "",
      intro: "",
    },
  },
};

/** Typeset once here, so every Polish text of the interface follows the same rules (shared/typography.ts). */
export const pl = typesetPolishTree(texts, true);
