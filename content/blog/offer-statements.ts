/**
 * Where the articles state our own offer: what we charge, how long our work
 * takes, how fast we reply. An article may quote market prices freely, but
 * these passages must say what content/offer.ts says, and
 * offer-statements.test.ts checks that they do.
 *
 * How to read and edit this list:
 * - Each passage is copied from the article as it reads (bold ** left out),
 *   with our figure replaced by {a name from content/offer.ts}:
 *   "Czas realizacji to {logo.delivery}." reads "Czas realizacji to 7–15 dni roboczych."
 * - After the name, a colon can say how the figure is written:
 *   {seo.firstEffects:locative} → "3–6 miesiącach" (after "po"),
 *   {reply:genitive} {replyDays} → "24 godzin w dni robocze" (after "w ciągu"),
 *   {logo.price:fromTo} → "od 800 do 2500 zł" / "from 800 to 2,500 PLN",
 *   {logo.price:min} → "800 zł" (the lower end), {webApp.advanced.price:max},
 *   {seo.fullEffects:number} → "6–12" (the numbers alone, as in "30-minutową"),
 *   {year} → "2026" (offer.year, for the price articles).
 * - When an offer figure changes, the test lists every passage to rewrite.
 * - The test also reads every sentence in which we speak ("u nas", "nasze",
 *   "oferujemy", "we", "our") and quote a price or a time. Each must contain
 *   one of the passages below, or be listed under `notOurOffer` because its
 *   figure is a market price, an example or a finding from an audit.
 */

export interface ArticleOfferStatements {
  /** Passages stating our offer, with {figures}. */
  pl: readonly string[];
  en: readonly string[];
  /** Sentences in our voice whose figures are not our offer (a recognisable part of each). */
  notOurOffer?: { pl?: readonly string[]; en?: readonly string[] };
}

export const offerStatements: Record<string, ArticleOfferStatements> = {
  "projekt-logo-szczecin-ile-kosztuje-logo": {
    pl: [
      "nasze pakiety {logo.price}, {logo.delivery}",
      "U nas sam projekt logo kosztuje {logo.price:fromTo}",
      "Czas realizacji to {logo.delivery}.",
      "podstawowa kosztuje u nas {identity.basic.price}.",
      "| Podstawowy | {logo.packages.basic.price} | {logo.packages.basic.concepts} | {logo.packages.basic.revisionRounds} | {logo.packages.basic.delivery} |",
      "| Standard | {logo.packages.standard.price} | {logo.packages.standard.concepts} | {logo.packages.standard.revisionRounds} | {logo.packages.standard.delivery} |",
      "| Logo z identyfikacją podstawową | {identity.basic.price} | {identity.basic.concepts} | {identity.basic.revisionRounds} | {identity.basic.delivery} |",
      "| Pełna identyfikacja z brand bookiem | {identity.full.price} | {identity.full.concepts} | {identity.full.revisionRounds} | {identity.full.delivery} |",
      "Podstawowy to {logo.packages.basic.concepts}, {logo.packages.basic.revisionRounds} i w komplecie: {logo.packages.basic.includes}.",
      "Standard to {logo.packages.standard.concepts}, {logo.packages.standard.revisionRounds} i w komplecie: {logo.packages.standard.includes}.",
      "Logo z identyfikacją podstawową to: {identity.basic.includes}.",
      "Pełna identyfikacja z brand bookiem to: {identity.full.includes}.",
      "a całość powstaje w {identity.basic.delivery}.",
      "Trwa {identity.full.delivery}.",
      "Standardowo {logo.delivery} od zaakceptowania briefu",
      "u nas sam projekt logo to {logo.price}.",
      "Projekt trwa zazwyczaj {logo.delivery}",
      "w pakiecie Podstawowym realny termin to {logo.packages.basic.delivery}",
      "W pakiecie Standard zaplanuj {logo.packages.standard.delivery}, a przy logo z identyfikacją podstawową {identity.basic.delivery}.",
      "Poniżej nasze pakiety w {year} roku",
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację",
    ],
    // The English page is a summary of the Polish article.
    en: ["our packages {logo.price}, {logo.delivery}"],
    notOurOffer: {
      pl: [
        "Ceny rynkowe 500–5000 zł netto",
        "– poznajemy firmę, klientów, konkurencję",
        "– analizujemy rynek i szukamy kierunków",
        "– przygotowujemy propozycje i prezentujemy je",
        "– dopracowujemy wybrany kierunek",
        "– przygotowujemy komplet plików",
      ],
    },
  },

  "identyfikacja-wizualna-szczecin-krok-po-kroku-dla-lokalnych-firm": {
    pl: [
      "ile kosztuje ({identity.price} netto)",
      "Ceny {identity.price} netto",
      "kosztuje zwykle {identity.price:fromTo} netto",
      "| Podstawowa identyfikacja | {identity.basic.price} | {identity.basic.includes} |",
      "| Rozszerzona identyfikacja | {identity.extended.price} | {identity.extended.includes} |",
      "| Pełna identyfikacja z brand bookiem | {identity.full.price} | {identity.full.includes} |",
      "Pełna identyfikacja z brand bookiem powstaje zazwyczaj w {identity.full.delivery}, podstawowa – w {identity.basic.delivery}.",
      "Pierwsze koncepcje logo zobaczysz po około {identity.firstConcepts:locative} od startu",
      "cały projekt zamyka się w {identity.basic.delivery:locative}.",
      "czyli po około {identity.firstConcepts:locative} od startu – przedstawiamy pierwsze koncepcje logo",
      "W zależności od zakresu to {identity.basic.concepts:number} propozycji",
      "Podstawowa identyfikacja – {identity.basic.includes} – kosztuje zwykle {identity.basic.price} netto.",
      "wsparciem przy wdrożeniu to {identity.full.price} netto.",
      "Podstawowa identyfikacja powstaje zwykle w {identity.basic.delivery}, pełna z brand bookiem – w {identity.full.delivery}.",
      "Pierwsze koncepcje logo przedstawiamy po około {identity.firstConcepts:locative}",
      "podstawowa identyfikacja za {identity.basic.price}",
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację",
    ],
    en: ["what it costs ({identity.price} net)", "{identity.price} net"],
  },

  "logo-czy-identyfikacja-wizualna-co-wybrac": {
    pl: [
      "Logo {logo.price}, identyfikacja wizualna {identity.price} netto",
      "| Cena netto | {logo.price} | {identity.basic.price} | {identity.full.price} |",
      "| Projekt logo | {logo.price} |",
      "| Identyfikacja podstawowa | {identity.basic.price} | {identity.basic.includes} |",
      "| Identyfikacja rozszerzona | {identity.extended.price} | {identity.extended.includes} |",
      "| Pełna identyfikacja z brand bookiem | {identity.full.price} | {identity.full.includes} |",
      "Pełny projekt identyfikacji wizualnej trwa zwykle {identity.full.delivery:fromTo}, podstawowy – {identity.basic.delivery}.",
      "Samo logo da się zrobić szybciej, w {logo.delivery},",
      "Po około {identity.firstConcepts:locative} od startu prezentujemy kierunki logo",
      "samo logo z kompletem plików ({logo.price})",
      "krótka instrukcja użycia znaku (łącznie {identity.basic.price})",
      "Pełna identyfikacja z brand bookiem powstaje zwykle w {identity.full.delivery}, podstawowa w {identity.basic.delivery}, a pierwsze koncepcje logo pojawiają się po około {identity.firstConcepts:locative}.",
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację",
    ],
    en: [
      "A logo costs {logo.price}, a visual identity {identity.price} net",
      "| Net price | {logo.price} | {identity.basic.price} | {identity.full.price} |",
      "| Logo design | {logo.price} |",
      "| Basic identity | {identity.basic.price} | {identity.basic.includes} |",
      "| Extended identity | {identity.extended.price} | {identity.extended.includes} |",
      "| Full identity with brand book | {identity.full.price} | {identity.full.includes} |",
      "A complete visual identity project usually takes {identity.full.delivery}, a basic one {identity.basic.delivery}.",
      "A logo alone can be done faster, in {logo.delivery},",
      "About {identity.firstConcepts} after kick-off we present the logo directions",
      "a logo alone with a full file set ({logo.price})",
      "a short logo usage guide ({identity.basic.price} in total)",
      "A full identity with a brand book usually takes {identity.full.delivery} and a basic one {identity.basic.delivery}, with the first logo concepts after about {identity.firstConcepts}.",
      "Book a free {consultation:number}-minute consultation",
    ],
  },

  "aplikacje-webowe-dla-firm-ile-kosztuja": {
    pl: [
      "MVP od {webApp.mvp.price:min}, średnie {webApp.medium.price}, zaawansowane do {webApp.advanced.price:max}",
      "| Orientacyjny koszt | od ok. {website.priceFrom} netto (strona jednostronicowa) | od ok. {webApp.mvp.price:min} netto |",
      "| Czas realizacji | {website.delivery} | od {webApp.mvp.delivery:genitive} |",
      "| Podstawowa / MVP | {webApp.mvp.price} | {webApp.mvp.delivery} |",
      "| Średnia | {webApp.medium.price} | {webApp.medium.delivery} |",
      "| Zaawansowana | {webApp.advanced.price} | {webApp.advanced.delivery} |",
      "### Aplikacja podstawowa lub MVP: {webApp.mvp.price}",
      "Realizacja trwa zwykle {webApp.mvp.delivery}.",
      "### Aplikacja średniej złożoności: {webApp.medium.price}",
      "Czas realizacji: {webApp.medium.delivery},",
      "### Aplikacja zaawansowana: {webApp.advanced.price}",
      "Takie projekty prowadzimy etapami przez {webApp.advanced.delivery}:",
      "w ciągu {consultation:number}-minutowej rozmowy jesteśmy w stanie powiedzieć",
      "Prosta aplikacja lub MVP to zwykle {webApp.mvp.price} netto i {webApp.mvp.delivery} pracy.",
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację.",
      "odpowiadamy w ciągu {reply:genitive} {replyDays}.",
    ],
    en: [
      "MVPs from {webApp.mvp.price:min}, mid-size {webApp.medium.price}, advanced up to {webApp.advanced.price:max}",
      "| Typical cost | from approx. {website.priceFrom} net (a one-page site) | from approx. {webApp.mvp.price:min} net |",
      "| Delivery time | {website.delivery} | from {webApp.mvp.delivery} |",
      "| Basic / MVP | {webApp.mvp.price} | {webApp.mvp.delivery} |",
      "| Medium | {webApp.medium.price} | {webApp.medium.delivery} |",
      "| Advanced | {webApp.advanced.price} | {webApp.advanced.delivery} |",
      "### Basic application or MVP: {webApp.mvp.price}",
      "Delivery usually takes {webApp.mvp.delivery}.",
      "### Medium-complexity application: {webApp.medium.price}",
      "Delivery: {webApp.medium.delivery},",
      "### Advanced application: {webApp.advanced.price}",
      "We run such projects in stages over {webApp.advanced.delivery}",
      "a {consultation:number}-minute conversation is enough for us",
      "A simple app or MVP usually costs {webApp.mvp.price} net and takes {webApp.mvp.delivery}.",
      "Book a free {consultation:number}-minute consultation.",
      "we reply within {reply} {replyDays}.",
    ],
    notOurOffer: {
      pl: ["wycena na 41 000 zł"],
      en: ["quote looks like"],
    },
  },

  "ile-kosztuje-agencja-marketingowa-koszty-a-roi": {
    pl: [
      "da się zorganizować od {marketing.ongoingFrom} miesięcznie, a obsługę jednego kanału – od {marketing.singleChannelFrom}.",
      "Prosta strona jednostronicowa kosztuje od około {website.priceFrom} netto, typowa strona firmowa ma {website.typicalPages}",
      "zaczyna się od około {marketing.singleChannelFrom} netto miesięcznie, a podstawowa obsługa kilku kanałów – od około {marketing.ongoingFrom}.",
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację",
    ],
    en: [
      "and managing a single channel from {marketing.singleChannelFrom}.",
      "A simple one-page site starts at around {website.priceFrom} net, and a typical business website has {website.typicalPages}",
      "starts at around {marketing.singleChannelFrom} net a month",
      "Book a free {consultation:number}-minute consultation",
    ],
    notOurOffer: {
      pl: ["| Restauracja na Łasztowni"],
    },
  },

  "jak-mierzyc-skutecznosc-kampanii-reklamowych-online": {
    pl: [
      "Lokalne kampanie, które prowadzimy, mają zwykle budżet {campaigns.adBudget} miesięcznie.",
      "- {campaigns.launch} – przygotowanie i uruchomienie kampanii",
      "- {campaigns.intensiveOptimisation} – optymalizacja",
      "- po {campaigns.reliableResults:locative} – rzetelna ocena kampanii",
      "Większość lokalnych kampanii, które prowadzimy, ma budżet {campaigns.adBudget} miesięcznie.",
      "Kampanię uruchamiamy w {campaigns.launch},",
      "Optymalizacja trwa jednak {campaigns.intensiveOptimisation}, a rzetelną ocenę wyników i decyzję o skalowaniu warto podejmować po {campaigns.reliableResults:locative}.",
      "geotargetowanie na Szczecin i okolice w promieniu {campaigns.radius}",
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację",
      "odpowiadamy w ciągu {reply:genitive} {replyDays}.",
      "w którym przejrzymy Twoje {audit.scope}, i wskażemy, co poprawić.",
    ],
    en: [
      "The local campaigns we run usually have a budget of {campaigns.adBudget} a month.",
      "Most of the local campaigns we run have a budget of {campaigns.adBudget} a month.",
      "in which we review your {audit.scope}, and tell you what to fix.",
      "- {campaigns.launch} – preparing and launching the campaign",
      "- {campaigns.intensiveOptimisation} – optimisation",
      "- after {campaigns.reliableResults} – a reliable assessment of the campaign",
      "We launch campaigns within {campaigns.launch},",
      "Optimisation, however, takes {campaigns.intensiveOptimisation}, and a reliable assessment and a decision on scaling are best made after {campaigns.reliableResults}.",
      "Book a free {consultation:number}-minute consultation",
      "we reply within {reply} {replyDays}.",
    ],
    notOurOffer: {
      pl: ["| CTR |"],
      en: ["40 pages of charts"],
    },
  },

  "jak-wybrac-agencje-marketingowa-w-szczecinie": {
    pl: [
      "pracujemy z {marketing.notice:number}-dniowym okresem wypowiedzenia",
      "Przeglądamy Twoje {audit.scope}, przygotowujemy raport PDF na {audit.report} i omawiamy go z Tobą podczas {audit.presentation:number}-minutowej prezentacji.",
      "U nas obsługa jednego kanału kosztuje od {marketing.singleChannelFrom} netto miesięcznie, a stała obsługa kilku kanałów od {marketing.ongoingFrom}.",
      "w lokalnych agencjach, także u nas, stała obsługa kilku kanałów zaczyna się od około {marketing.ongoingFrom} miesięcznie, a obsługa jednego kanału od {marketing.singleChannelFrom}.",
      "rozsądnym początkiem jest {campaigns.startingBudget} miesięcznie na jedną usługę lub jeden kanał.",
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację",
      "a odpowiemy w ciągu {reply:genitive} {replyDays}.",
    ],
    en: [
      "work on a {marketing.notice:number}-day notice period",
      "We review your {audit.scope}, prepare a {audit.report:number} page PDF report and walk you through it in a {audit.presentation:number}-minute presentation.",
      "With us, managing one channel costs from {marketing.singleChannelFrom} net a month, and ongoing care of several channels from {marketing.ongoingFrom}.",
      "at local agencies, ours included, ongoing care of several channels starts at around {marketing.ongoingFrom} a month, and managing one channel at {marketing.singleChannelFrom}.",
      "{campaigns.startingBudget} a month for one service or one channel is a sensible start.",
      "Book a free, no-obligation {consultation:number}-minute consultation.",
      "we’ll reply within {reply} {replyDays}.",
    ],
    notOurOffer: {
      pl: ["Daj działaniom czas"],
    },
  },

  "kampanie-reklamowe-online-szczecin-top-5-bledow-ktore-kosztuja-firmy-tysiace-zlotych": {
    pl: [
      "Odpowiadamy w ciągu {reply:genitive} {replyDays}.",
      "przejrzymy za Ciebie {audit.scope}.",
      "(przy budżecie {campaigns.startingBudget} nawet dłużej, bo danych przybywa wolno)",
      "rozsądne minimum to około {campaigns.startingBudget} miesięcznie na jeden kanał,",
      "Analizę konta wykonujemy w ciągu {audit.analysis:genitive} od uzyskania dostępu.",
      "więcej, niż kosztuje u nas logo z podstawową identyfikacją ({identity.basic.price}) albo strona jednostronicowa (od około {website.priceFrom}).",
      "Dostajesz raport PDF liczący {audit.report}",
      "Omawiamy wyniki podczas {audit.presentation:number}-minutowej prezentacji",
      "przez {audit.monitoring} monitorujemy wyniki kampanii",
      "Pierwsze {campaigns.intensiveOptimisation} to zbieranie danych, faza uczenia się algorytmów i intensywna optymalizacja, a na stabilne wyniki i wiarygodną ocenę trzeba poczekać {campaigns.reliableResults}.",
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację",
    ],
    en: [],
    notOurOffer: {
      pl: [
        "Mówimy o kampaniach z budżetem",
        "W kontach, które audytujemy",
        "często widzimy, że 35–50% kliknięć",
        "Typowy przebieg, który widzimy w audytach",
        "jaką widujemy w kontach z budżetem",
      ],
    },
  },

  "case-study-the-goat-beard-branding-i-strona-barbershopu-w-szczecinie": {
    pl: [
      "logo z podstawową identyfikacją przygotowujemy zwykle w {identity.basic.delivery}, a pełną identyfikację z brand bookiem w {identity.full.delivery}.",
      "Strona jednostronicowa kosztuje u nas od około {website.priceFrom} netto, a typowa strona firmowa ma {website.typicalPages} i powstaje w {website.delivery}.",
      "Logo z podstawową identyfikacją powstaje zwykle w {identity.basic.delivery}, a strona firmowa w {website.delivery}.",
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację",
      "odpowiadamy w ciągu {reply:genitive} {replyDays}.",
    ],
    en: [
      "a logo with a basic identity usually takes us {identity.basic.delivery}, and a full identity with a brand book {identity.full.delivery}.",
      "Our one-page sites start at about {website.priceFrom} net, and a typical company website has {website.typicalPages} and takes {website.delivery}.",
      "A logo with a basic identity usually takes {identity.basic.delivery}, and a company website {website.delivery}.",
      "Book a free {consultation:number}-minute consultation",
      "we will reply within {reply} {replyDays}.",
    ],
    notOurOffer: { pl: ["średnio 260 wizyt miesięcznie"] },
  },

  "checklista-startu-strony-firmowej-seo-ux-i-web-design": {
    pl: [
      "U nas strona jednostronicowa kosztuje od około {website.priceFrom} netto, a typowa strona firmowa ma {website.typicalPages} i powstaje w {website.delivery}.",
      "Pierwsze efekty pozycjonowania widać zwykle po {seo.firstEffects:locative}, a pełne po {seo.fullEffects:number}.",
      "pierwsze efekty SEO widać zwykle po {seo.firstEffects:locative}, a pełne po {seo.fullEffects:number}.",
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację",
      "odpowiadamy w ciągu {reply:genitive} {replyDays}.",
    ],
    en: [
      "Our one-page sites start at about {website.priceFrom} net, and a typical company website has {website.typicalPages} and takes {website.delivery}.",
      "The first effects usually show after {seo.firstEffects} and the full effects after {seo.fullEffects:number}.",
      "the first effects of SEO usually show after {seo.firstEffects} and the full effects after {seo.fullEffects:number}.",
      "Book a free {consultation:number}-minute consultation",
      "we will reply within {reply} {replyDays}.",
    ],
  },

  "europejski-akt-o-dostepnosci-sklep-internetowy-i-rezerwacje-online": {
    pl: [
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację",
      "a odpowiemy w ciągu {reply:genitive} {replyDays}.",
    ],
    en: [
      "Book a free {consultation:number}-minute consultation",
      "we will reply within {reply} {replyDays}.",
    ],
  },

  "widocznosc-lokalna-w-google-profil-firmy-opinie-i-przeglad-od-ai": {
    pl: [
      "Umów się na bezpłatną, {consultation:number}-minutową konsultację",
      "a odpowiemy w ciągu {reply:genitive} {replyDays}.",
    ],
    en: [
      "Book a free {consultation:number}-minute consultation",
      "we will reply within {reply} {replyDays}.",
    ],
  },
};
