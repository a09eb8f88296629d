/**
 * The privacy policy. It describes the system as built, and takes its facts
 * from where the system takes them: the company from content/site.ts, every
 * retention period from content/retention.ts (the figures the server's daily
 * purge applies), what is stored from the database schema, what is logged
 * from server/log.ts and the log lines, what the browser keeps from the
 * cookie banner, the progress bar's mark (app/islands/navigation-progress.ts) and the visit's
 * origin (app/measurement/visit.ts). A change to any of those is a change to this text.
 */

import type { Localized } from "#shared/lang.ts";
import { typesetPolishTree } from "#shared/typography.ts";
import { companyRegistration } from "./company.ts";
import { measuredToolsText, measurement } from "./measurement.ts";
import { offer } from "./offer.ts";
import { figureText } from "./offer-format.ts";
import { builtRetention } from "./retention.ts";
import { site } from "./site.ts";

/** A paragraph, or a bullet list: a list follows the sentence that introduces it. */
export type PrivacyBlock = string | { list: readonly string[] };

export interface PrivacySection {
  heading: string;
  body: PrivacyBlock[];
  /**
   * How it works underneath (storage keys, hashes, log fields): every fact is
   * kept, folded away under "Technical details" so the body reads plainly.
   */
  technical?: PrivacyBlock[];
}

export const privacyUpdatedAt = "2026-11-28";

const {
  leadMonths,
  mailDays,
  unconfirmedDays,
  codeMonths,
  confirmationResendMinutes,
  confirmationResends,
  serverLogDays,
  rateLimitWindowMinutes,
} = builtRetention();

/** The newsletter's discount, as content/offer.ts states it. */
const discount = figureText(offer.newsletterDiscount);

/** "12 miesięcy", "2 miesiące", "1 miesiąc": Polish counts take one of three forms. */
function plCount(count: number, one: string, few: string, many: string): string {
  const form = new Intl.PluralRules("pl-PL").select(count);
  return `${count} ${form === "one" ? one : form === "few" ? few : many}`;
}

function enCount(count: number, unit: string): string {
  return count === 1 ? `one ${unit}` : `${count} ${unit}s`;
}

/** The measurement tools of this build (content/measurement.ts), named; null when there are none. */
const tools = { pl: measuredToolsText("pl"), en: measuredToolsText("en") };
/** What the browser keeps as a visitor follows a link: the next page finishes the progress bar. */
const progressNote = {
  pl:
    "chwilę kliknięcia w link do innej podstrony, żeby kolejna strona dokończyła cienki pasek " +
    "postępu u góry; kolejna strona od razu ją usuwa, a najpóźniej znika po zamknięciu karty",
  en:
    "the moment you follow a link to another page of this site, so that the next page can finish " +
    "the thin progress bar at its top; the next page removes it at once, and it disappears when " +
    "you close the tab at the latest",
};
/** What the browser keeps, with consent to measurement, so that an enquiry says where the visit began. */
const visitNote = {
  pl:
    "Po kliknięciu „Akceptuję” strona pamięta też w otwartej karcie, skąd zaczęła się wizyta " +
    "(pierwszą stronę, stronę, która do niej odesłała, i kampanię), żeby zapytanie wysłane z " +
    "kolejnej podstrony to mówiło; znika po zamknięciu karty. Bez zgody zapytanie mówi tylko, " +
    "skąd przyszła podstrona, z której je wysłano.",
  en:
    "If you click “Accept”, the site also remembers in the open tab where your visit began (its " +
    "first page, the page that referred you and the campaign), so that an enquiry sent from a " +
    "later page says so; this disappears when you close the tab. Without your consent, an " +
    "enquiry says only where the page it was sent from was reached from.",
};
const adsCookie = measurement.adsConversion
  ? { pl: " oraz „_gcl_au” (90 dni)", en: " and “_gcl_au” (90 days)" }
  : { pl: "", en: "" };

const pl = {
  months: plCount(leadMonths, "miesiąc", "miesiące", "miesięcy"),
  mailDays: plCount(mailDays, "dzień", "dni", "dni"),
  unconfirmedDays: plCount(unconfirmedDays, "dzień", "dni", "dni"),
  codeMonths: plCount(codeMonths, "miesiąc", "miesiące", "miesięcy"),
  resend: plCount(confirmationResendMinutes, "minutę", "minuty", "minut"),
  resends: plCount(confirmationResends, "raz", "razy", "razy"),
  logDays: plCount(serverLogDays, "dzień", "dni", "dni"),
  /** After "przez": "przez minutę", "przez 5 minut". */
  rateWindow:
    rateLimitWindowMinutes === 1
      ? "minutę"
      : plCount(rateLimitWindowMinutes, "minutę", "minuty", "minut"),
  /** In the list of periods: "minuta", "5 minut". */
  rateWindowPeriod:
    rateLimitWindowMinutes === 1
      ? "minuta"
      : plCount(rateLimitWindowMinutes, "minuta", "minuty", "minut"),
};

const en = {
  months: enCount(leadMonths, "month"),
  mailDays: enCount(mailDays, "day"),
  unconfirmedDays: enCount(unconfirmedDays, "day"),
  codeMonths: enCount(codeMonths, "month"),
  resend: enCount(confirmationResendMinutes, "minute"),
  resends: enCount(confirmationResends, "time"),
  logDays: enCount(serverLogDays, "day"),
  rateWindow: enCount(rateLimitWindowMinutes, "minute"),
};

export const privacyPolicy: Localized<PrivacySection[]> = typesetPolishTree({
  pl: [
    {
      heading: "Kto jest administratorem Twoich danych",
      body: [
        `Administratorem Twoich danych osobowych jest ${site.legalName} z siedzibą w Szczecinie ` +
          "(dalej: „my” lub „Odra Creative”). Dane spółki:",
        { list: [...companyRegistration.pl] },
      ],
    },
    {
      heading: "Jak się z nami skontaktować w sprawie danych",
      body: [
        `We wszystkich sprawach dotyczących danych osobowych napisz do nas na adres ${site.email} ` +
          "albo listownie na adres siedziby. Chętnie odpowiemy na każde pytanie.",
      ],
    },
    {
      heading: "Jakie dane zbieramy i gdzie je przechowujemy",
      body: [
        "Zbieramy tylko to, co przekazujesz nam w formularzach na stronie. Zapisujemy to w bazie " +
          "danych na serwerze, na którym działa strona, u naszego dostawcy hostingu:",
        {
          list: [
            "formularz kontaktowy — imię i nazwisko, adres e-mail, nazwa firmy (jeśli ją podasz), treść " +
              "wiadomości, język strony i czas wysłania, a także skąd przyszło zapytanie: podstronę, z " +
              "której je wysłano, pierwszą stronę wizyty, adres strony, która do niej odesłała, i " +
              "kampanię reklamową, z której przyszła wizyta. Strona pamięta je tylko w otwartej " +
              "karcie, bez plików cookie i bez identyfikatora. Te same dane dostajemy e-mailem jako " +
              "powiadomienie o nowym zapytaniu;",
            "newsletter — adres e-mail, język zapisu i dowód Twojej zgody: kiedy nastąpił zapis i jego " +
              "potwierdzenie, z którego formularza i z której podstrony, oraz którą wersję treści zgody " +
              "pokazywał formularz. Po potwierdzeniu także Twój kod rabatowy, daty jego wydania i " +
              "wykorzystania oraz skrót Twojej skrzynki (opisany niżej);",
            "wiadomości e-mail wysyłane przez stronę — przy każdej (powiadomienie o zapytaniu, e-mail " +
              "z prośbą o potwierdzenie zapisu, e-mail powitalny) zapisujemy, czego dotyczy, kiedy " +
              "wyszła i czy wysyłka się udała.",
          ],
        },
      ],
      technical: [
        "Adres strony odsyłającej zapisujemy bez jej parametrów, a kampanię rozpoznajemy po " +
          "parametrach UTM w adresie wejścia.",
        "Wiadomości e-mail czekają na wysyłkę w kolejce w bazie danych; gdy wysyłka się nie uda, " +
          "kolejka zapisuje nazwę błędu. Adresu i treści nie kopiujemy do kolejki: wiadomość powstaje " +
          "z zapytania lub zapisu w chwili wysyłki.",
      ],
    },
    {
      heading: "Co zapisuje serwer",
      body: [
        "Serwer zapisuje w logach krótki wpis o każdym otwarciu podstrony i wysłaniu formularza: " +
          "co otwarto, czy się udało i kiedy.",
        "Logi nie zawierają Twojego adresu IP, identyfikatora przeglądarki, adresu e-mail ani treści " +
          `formularzy. Logi przechowuje dostawca hostingu przez ${pl.logDays}, a potem są usuwane.`,
        "Żeby chronić formularze przed zalewem zgłoszeń, serwer liczy wysyłki z każdego adresu IP " +
          `przez ${pl.rateWindow}. Po tym czasie licznik znika razem z adresem.`,
      ],
      technical: [
        "Każde żądanie to jedna linia logu: metoda (np. GET), adres podstrony bez parametrów, kod " +
          "odpowiedzi, czas obsługi i godzina. Przy zapytaniu z formularza serwer dopisuje jego numer " +
          "i nazwę formularza, przy zapisie do newslettera — jego wynik (bez adresu e-mail), przy " +
          "potwierdzeniu zapisu i wypisaniu się — numer zapisu, przy wysyłce e-maili — numer " +
          "wiadomości w kolejce, a przy błędach — tylko nazwę i kod błędu.",
        "Identyfikator przeglądarki, którego logi nie zawierają, to nagłówek User-Agent. Numery " +
          "zapytań i zapisów wskazują na dane w bazie tylko tak długo, jak te dane istnieją.",
      ],
    },
    {
      heading: "Pamięć przeglądarki i pliki cookie",
      body: [
        ...(tools.pl
          ? [
              "Bez Twojej zgody strona nie ustawia plików cookie i nie ładuje niczego od innych " +
                "firm. W pamięci Twojej przeglądarki zapisuje tylko dwie rzeczy:",
              {
                list: [
                  "Twoją odpowiedź na baner o prywatności, żebyśmy nie pytali przy każdej wizycie; " +
                    "zostaje, dopóki jej nie usuniesz;",
                  `${progressNote.pl}.`,
                ],
              },
              "Obie zostają na Twoim urządzeniu i nie są wysyłane na nasz serwer. Możesz je usunąć, " +
                "czyszcząc dane tej witryny w ustawieniach przeglądarki.",
              visitNote.pl,
            ]
          : [
              "Strona nie ustawia plików cookie i nie korzysta z narzędzi reklamowych ani " +
                "analitycznych, więc o nic nie musi Cię pytać. W pamięci Twojej przeglądarki " +
                `zapisuje tylko ${progressNote.pl}. Ta informacja zostaje na ` +
                "Twoim urządzeniu i nie jest wysyłana na nasz serwer.",
            ]),
        ...(tools.pl
          ? [
              `Jeśli w banerze klikniesz „Akceptuję”, strona ładuje ${tools.pl} firmy Google ` +
                "Ireland Limited (Gordon House, Barrow Street, Dublin 4, Irlandia). Narzędzia te " +
                "ustawiają pliki cookie Google i wysyłają do Google adresy odwiedzanych podstron i ich " +
                "język, kliknięcia w numer telefonu, adres e-mail i plik PDF oraz informację o " +
                "wysłaniu formularza (bez jego treści). Dzięki temu wiemy, które strony, artykuły i " +
                "kampanie przynoszą zapytania. Podstawą jest Twoja zgoda (art. 6 ust. 1 lit. a " +
                "RODO). Google może przetwarzać te dane także poza Europejskim Obszarem " +
                "Gospodarczym, na podstawie standardowych klauzul umownych i programu EU–US Data " +
                "Privacy Framework. Po kliknięciu „Odrzucam” nic od Google się nie ładuje.",
            ]
          : []),
        ...(tools.pl
          ? [
              "Swoją odpowiedź zmienisz w każdej chwili przyciskiem „Ustawienia plików cookie” w " +
                "stopce każdej strony. Jeśli wycofasz zgodę, pomiar zatrzymuje się od razu, a pliki " +
                "cookie Google są usuwane.",
            ]
          : []),
      ],
      technical: [
        tools.pl
          ? "Odpowiedź na baner jest zapisana w pamięci lokalnej przeglądarki (localStorage) pod " +
            "kluczem „cookie-consent” (wartość „accepted” albo „declined”), chwila kliknięcia – w " +
            "pamięci sesji (sessionStorage) pod kluczem „navigation-progress”, a początek wizyty po " +
            "zgodzie – w pamięci sesji pod kluczem „visit-origin”."
          : "Chwila kliknięcia jest zapisana w pamięci sesji przeglądarki (sessionStorage) pod " +
            "kluczem „navigation-progress”.",
        ...(tools.pl
          ? [
              "Narzędzia Google działają w trybie zgody Google (Consent Mode v2) i ustawiają pliki " +
                `cookie „_ga” i „_ga_…” (do 2 lat)${adsCookie.pl}.`,
            ]
          : []),
      ],
    },
    {
      heading: "Newsletter: potwierdzenie zapisu i kod rabatowy",
      body: [
        "Zapis do newslettera trzeba potwierdzić. Po wysłaniu formularza zapisujemy adres jako " +
          "niepotwierdzony i wysyłamy na niego wiadomość z linkiem. Link otwiera stronę z przyciskiem " +
          "„Potwierdzam zapis” — dopiero kliknięcie przycisku zapisuje Cię do newslettera. Samo " +
          "otwarcie linku, na przykład przez program sprawdzający pocztę, niczego nie zmienia.",
        "Jeśli zapiszesz się ponownie przed potwierdzeniem, wyślemy wiadomość jeszcze raz, ale " +
          `najwyżej raz na ${pl.resend} i najwyżej ${pl.resends}; dowodem zgody pozostaje pierwszy ` +
          "zapis. Na adres, który już potwierdził zapis, nie wysyłamy jej drugi raz. Niepotwierdzone " +
          `zapisy usuwamy automatycznie, gdy od pierwszego zapisu minie ${pl.unconfirmedDays}.`,
        `Po potwierdzeniu wysyłamy e-mail powitalny z kodem na ${discount.pl} rabatu i warunkami ` +
          "oferty. Rabat przysługuje raz na osobę, dlatego kod przechowujemy z datą wydania, datą " +
          "wykorzystania i skrótem Twojej skrzynki: ciągiem znaków wyliczonym z adresu, z którego nie " +
          "da się odczytać adresu. Gdy zapiszesz się ponownie, także pod inną pisownią tego samego " +
          "adresu, dostaniesz ten sam kod.",
        "Każda wiadomość od nas zawiera link do wypisania się, a programy pocztowe, które to " +
          "obsługują, wypiszą Cię jednym kliknięciem. Wypisanie usuwa z naszej bazy Twój adres razem " +
          "z dowodem zgody. Zostaje tylko kod rabatowy z datami i skrótem skrzynki, przez " +
          `${pl.codeMonths} od wydania kodu albo do Twojej prośby o usunięcie danych.`,
      ],
      technical: [
        "Skrót skrzynki to jednokierunkowy skrót SHA-256 adresu zapisanego małymi literami, bez " +
          "dopisku po „+” (a w Gmailu bez kropek), dlatego inna pisownia tego samego adresu daje ten " +
          "sam skrót.",
      ],
    },
    {
      heading: "W jakich celach i na jakiej podstawie przetwarzamy dane",
      body: [
        "Każde przetwarzanie danych musi mieć podstawę prawną w RODO, czyli rozporządzeniu " +
          "Parlamentu Europejskiego i Rady (UE) 2016/679. Twoje dane przetwarzamy w następujących " +
          "celach:",
        {
          list: [
            "odpowiedź na zapytanie i przygotowanie oferty — art. 6 ust. 1 lit. b RODO (działania " +
              "podejmowane na Twoje żądanie przed zawarciem umowy) oraz art. 6 ust. 1 lit. f RODO (nasz " +
              "prawnie uzasadniony interes: odpowiadanie osobom, które do nas piszą). Wysyłając " +
              "formularz, prosisz o odpowiedź — nie prosimy Cię tu o zgodę;",
            "wysyłka newslettera — art. 6 ust. 1 lit. a RODO (Twoja zgoda, wyrażona w formularzu i " +
              "potwierdzona linkiem z e-maila), którą możesz wycofać w każdej chwili, wypisując się albo " +
              "pisząc do nas;",
            "przechowywanie dowodu zgody — art. 6 ust. 1 lit. c w związku z art. 7 ust. 1 RODO (musimy " +
              "umieć wykazać, że zgodę otrzymaliśmy);",
            "wydanie i rozliczenie kodu rabatowego — art. 6 ust. 1 lit. b RODO (warunki oferty, z której " +
              "korzystasz);",
            "przechowywanie kodu rabatowego ze skrótem skrzynki po wypisaniu się — art. 6 ust. 1 lit. f " +
              "RODO (nasz prawnie uzasadniony interes: rabat przysługuje raz na osobę);",
            "ochrona strony i formularzy przed nadużyciami, np. spamem — art. 6 ust. 1 lit. f RODO (nasz " +
              "prawnie uzasadniony interes);",
            "ustalenie, dochodzenie lub obrona przed roszczeniami — art. 6 ust. 1 lit. f RODO (nasz " +
              "prawnie uzasadniony interes).",
          ],
        },
      ],
    },
    {
      heading: "Jak długo przechowujemy dane",
      body: [
        "Nie trzymamy danych dłużej, niż to potrzebne, i nie zależy to od niczyjej pamięci: serwer " +
          "raz dziennie sam usuwa wszystko, czego okres przechowywania minął. Okresy wyglądają tak:",
        {
          list: [
            `zapytania z formularza kontaktowego — ${pl.months} od ich otrzymania; powiadomienia o ` +
              "zapytaniach usuwamy z naszej skrzynki e-mail w tym samym terminie;",
            "jeśli po zapytaniu zawrzemy umowę — dane potrzebne do jej wykonania przechowujemy w " +
              "dokumentacji umowy (poza stroną) przez czas jej trwania, a potem do upływu terminu " +
              "przedawnienia roszczeń i tak długo, jak wymagają tego przepisy o rachunkowości;",
            `wysłane i nieudane wiadomości w kolejce e-mail — ${pl.mailDays};`,
            `niepotwierdzone zapisy do newslettera — ${pl.unconfirmedDays};`,
            "potwierdzone zapisy do newslettera, z dowodem zgody i kodem rabatowym — do wypisania się " +
              "albo do Twojej prośby o usunięcie danych;",
            `kod rabatowy ze skrótem skrzynki po wypisaniu się — ${pl.codeMonths} od wydania kodu albo ` +
              "do Twojej prośby o usunięcie danych;",
            `logi serwera — ${pl.logDays};`,
            `liczniki ochrony formularzy z adresem IP — ${pl.rateWindowPeriod}.`,
          ],
        },
      ],
    },
    {
      heading: "Komu przekazujemy dane",
      body: [
        "Twoje dane przetwarzają na nasze zlecenie — na podstawie umów powierzenia przetwarzania " +
          "danych i tylko zgodnie z naszymi poleceniami — wyłącznie firmy, bez których strona nie " +
          "może działać:",
        {
          list: [
            "dostawca hostingu — na jego serwerach działa strona i baza danych z danymi z formularzy, " +
              "i to on przechowuje logi serwera;",
            "dostawca poczty e-mail — przez jego serwery przechodzą wiadomości wysyłane przez stronę: " +
              "powiadomienia o zapytaniach (do nas) oraz e-maile z prośbą o potwierdzenie zapisu i " +
              "powitalne (do Ciebie).",
          ],
        },
        "Opinie Google: jeśli strona pokazuje bieżące opinie z naszego profilu w Google, pobiera je " +
          "nasz serwer bezpośrednio od Google i przechowuje przez dobę, wysyłając Google tylko " +
          "identyfikator naszego profilu. Twoja przeglądarka nie łączy się przy tym z Google i nie " +
          "przekazujemy Google żadnych danych o Tobie. Link „Zobacz wszystkie” przy opiniach " +
          "prowadzi do Google: po jego otwarciu obowiązują zasady prywatności Google.",
        "Nie sprzedajemy Twoich danych i nie udostępniamy ich w celach marketingowych. Wybieramy " +
          "dostawców, którzy przetwarzają dane na terenie Europejskiego Obszaru Gospodarczego. Nie " +
          "podejmujemy wobec Ciebie decyzji w sposób zautomatyzowany i nie profilujemy Cię.",
      ],
      technical: ["Serwer pobiera opinie przez interfejs Google Places API."],
    },
    {
      heading: "Twoje prawa",
      body: [
        "W związku z przetwarzaniem Twoich danych masz prawo do:",
        {
          list: [
            "dostępu do swoich danych i otrzymania ich kopii;",
            "sprostowania (poprawienia) danych, które są nieprawidłowe lub niekompletne;",
            "usunięcia danych — usuwamy wtedy wszystkie Twoje zapytania, zapis do newslettera (z " +
              "dowodem zgody), kod rabatowy ze skrótem skrzynki i wiadomości w kolejce;",
            "ograniczenia przetwarzania;",
            "przenoszenia danych;",
            "sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie;",
            "wycofania zgody w dowolnym momencie — nie wpływa to na zgodność z prawem przetwarzania, " +
              "którego dokonaliśmy przed jej wycofaniem;",
            "wniesienia skargi do organu nadzorczego — w Polsce jest nim Prezes Urzędu Ochrony " +
              "Danych Osobowych (ul. Stawki 2, 00-193 Warszawa).",
          ],
        },
      ],
    },
    {
      heading: "Jak skorzystać ze swoich praw",
      body: [
        `Wystarczy, że napiszesz do nas na adres ${site.email}. Odpowiemy bez zbędnej zwłoki, a ` +
          "najpóźniej w ciągu miesiąca od otrzymania wiadomości.",
        "Jeśli nie będziemy mieć pewności, że wiadomość pochodzi od Ciebie, możemy poprosić o " +
          "dodatkowe informacje pozwalające potwierdzić Twoją tożsamość. Robimy to wyłącznie po " +
          "to, by nie ujawnić Twoich danych komuś niepowołanemu.",
      ],
    },
    {
      heading: "Czy musisz podawać dane",
      body: [
        "Podanie danych jest dobrowolne. Bez imienia i nazwiska, adresu e-mail i treści " +
          "wiadomości nie będziemy jednak w stanie odpowiedzieć na Twoje zapytanie. Nazwę firmy " +
          "możesz podać, jeśli chcesz — pomaga nam lepiej przygotować ofertę.",
        "Bez podania adresu e-mail nie możemy wysyłać Ci newslettera.",
      ],
    },
    {
      heading: "Jak chronimy Twoje dane",
      body: [
        "Dbamy o to, żeby Twoje dane były bezpieczne. Stosujemy między innymi:",
        {
          list: [
            "szyfrowane połączenie HTTPS na całej stronie;",
            "przekazywanie poczty do serwera pocztowego wyłącznie szyfrowanym połączeniem;",
            "podpisane linki w e-mailach, dzięki którym nikt nie potwierdzi zapisu ani nie wypisze Cię " +
              "w Twoim imieniu;",
            "logi serwera bez adresów IP, adresów e-mail i treści formularzy;",
            "dostęp do danych ograniczony do osób z naszego zespołu, które obsługują zapytania i " +
              "newsletter.",
          ],
        },
      ],
    },
    {
      heading: "Zmiany w polityce prywatności",
      body: [
        "Możemy aktualizować tę politykę, na przykład gdy zmienimy sposób działania strony lub " +
          "zmienią się przepisy. Nowa wersja obowiązuje od chwili opublikowania jej na tej " +
          "stronie.",
        "Datę ostatniej aktualizacji znajdziesz zawsze na tej stronie.",
      ],
    },
  ],
  en: [
    {
      heading: "Who is responsible for your data",
      body: [
        `The controller of your personal data is ${site.legalName}, based in Szczecin, Poland ` +
          "(“we”, “us” or “Odra Creative”). The company's details:",
        { list: [...companyRegistration.en] },
      ],
    },
    {
      heading: "How to contact us about your data",
      body: [
        `For anything to do with your personal data, email us at ${site.email} or write to us at ` +
          "our registered office. We are happy to answer any questions.",
      ],
    },
    {
      heading: "What data we collect and where we keep it",
      body: [
        "We only collect what you give us in the forms on this site. We keep it in a database on " +
          "the server that runs the site, at our hosting provider:",
        {
          list: [
            "the contact form — your name, email address, company name (if you give it), your " +
              "message, the language of the page and when you sent it, and where the enquiry came " +
              "from: the page it was sent from, the first page of your visit, the address of the page " +
              "that led you to it and the ad campaign your visit came from. The site keeps these only " +
              "in the open tab, with no cookie and no identifier. We also receive the same data by " +
              "email as a notification of the new enquiry;",
            "the newsletter — your email address, the language you signed up in and the proof of " +
              "your consent: when you signed up and confirmed, from which form and which page, and " +
              "which version of the consent text you saw. After you confirm, also your discount code, " +
              "when it was issued and used, and your mailbox's hash (described below);",
            "emails the site sends — for each one (an enquiry notification, the request to confirm " +
              "a signup, the welcome email) we record what it is about, when it went out and whether " +
              "sending succeeded.",
          ],
        },
      ],
      technical: [
        "The address of the page that led you to the site is stored without its parameters, and " +
          "the ad campaign is recognised by the campaign (UTM) parameters of the address you arrived at.",
        "Emails wait to be sent in a queue in the database; if sending fails, the queue records the " +
          "name of the error. The address and the content are not copied into the queue: the email " +
          "is put together from the enquiry or signup when it is sent.",
      ],
    },
    {
      heading: "What the server records",
      body: [
        "The server keeps a short log entry for every page opened and every form sent: what was " +
          "opened, whether it worked and when.",
        "The logs contain no IP address, no browser identifier, no email address and no form " +
          `content. Our hosting provider keeps the logs for ${en.logDays}, after which they are deleted.`,
        "To protect the forms from floods of submissions, the server counts submissions from each " +
          `IP address for ${en.rateWindow}. After that the counter disappears, address included.`,
      ],
      technical: [
        "Every request is one log line: the method (such as GET), the page address without " +
          "parameters, the response code, how long it took and the time. For a contact enquiry the " +
          "server adds the enquiry's number and the form's name, for a newsletter signup its " +
          "outcome (without the email address), for a confirmation or an unsubscribe the " +
          "subscription's number, for outgoing email the message's number in the queue, and for " +
          "errors only the error's name and code.",
        "The browser identifier the logs leave out is the User-Agent header. Enquiry and signup " +
          "numbers only point to data in the database for as long as that data exists.",
      ],
    },
    {
      heading: "Browser storage and cookies",
      body: [
        ...(tools.en
          ? [
              "Without your consent this site sets no cookies and loads nothing from other " +
                "companies. It saves only two things in your browser's storage:",
              {
                list: [
                  "your answer to the privacy banner, so that we don't ask on every visit; it " +
                    "stays until you remove it;",
                  `${progressNote.en}.`,
                ],
              },
              "Both stay on your device and are not sent to our server. You can remove them by " +
                "clearing this site's data in your browser settings.",
              visitNote.en,
            ]
          : [
              "This site sets no cookies and uses no advertising or analytics tools, so it has " +
                "nothing to ask your consent for. It saves only " +
                `${progressNote.en}. This stays on your device and is not sent to ` +
                "our server.",
            ]),
        ...(tools.en
          ? [
              `If you click “Accept” in the banner, the site loads ${tools.en} from Google Ireland ` +
                "Limited (Gordon House, Barrow Street, Dublin 4, Ireland). These tools set Google's " +
                "cookies and send Google the addresses of the pages you visit and their language, clicks on our phone number, email address and PDF file, and the fact " +
                "that a form was sent (not its content). This tells us which pages, articles and " +
                "campaigns bring enquiries. The legal basis is your consent (Article 6(1)(a) " +
                "GDPR). Google may process this data outside the European Economic Area too, " +
                "under standard contractual clauses and the EU–US Data Privacy Framework. If you " +
                "click “Decline”, nothing from Google loads.",
            ]
          : []),
        ...(tools.en
          ? [
              "You can change your answer at any time with the “Cookie settings” button in the " +
                "footer of every page. If you withdraw your consent, measurement stops at once and " +
                "Google's cookies are removed.",
            ]
          : []),
      ],
      technical: [
        tools.en
          ? "Your answer to the banner is kept in the browser's local storage (localStorage) under " +
            "the key “cookie-consent” (“accepted” or “declined”), the moment of the click in session " +
            "storage (sessionStorage) under the key “navigation-progress”, and, after consent, where " +
            "the visit began in session storage under the key “visit-origin”."
          : "The moment of the click is kept in the browser's session storage (sessionStorage) under " +
            "the key “navigation-progress”.",
        ...(tools.en
          ? [
              "Google's tools run in Google's Consent Mode v2 and set the cookies “_ga” and “_ga_…” " +
                `(up to 2 years)${adsCookie.en}.`,
            ]
          : []),
      ],
    },
    {
      heading: "The newsletter: confirming your signup, and the discount code",
      body: [
        "A newsletter signup has to be confirmed. When you send the form, we store the address as " +
          "unconfirmed and email it a link. The link opens a page with a “Confirm my subscription” " +
          "button — only pressing the button subscribes you. Merely opening the link, for example " +
          "by a program that checks incoming mail, changes nothing.",
        "If you sign up again before confirming, we send the email again, but no more than once " +
          `every ${en.resend} and no more than ${en.resends}; the first signup remains the proof of ` +
          "your consent. An address that has already confirmed does not get it a second time. " +
          `Unconfirmed signups are deleted automatically ${en.unconfirmedDays} after the first signup.`,
        `Once you confirm, we send a welcome email with a code for ${discount.en} off and the terms of ` +
          "the offer. The discount is once per person, so we keep the code with when it was issued, " +
          "when it was used and your mailbox's hash: a string worked out from your address, from " +
          "which the address cannot be read. If you sign up again, also under another spelling of " +
          "the same address, you get the same code.",
        "Every email from us contains an unsubscribe link, and mail programs that support it can " +
          "unsubscribe you in one click. Unsubscribing deletes your address from our database, " +
          "together with the proof of consent. Only the discount code with its dates and your " +
          `mailbox's hash stays, for ${en.codeMonths} from when the code was issued or until you ask ` +
          "us to delete your data.",
      ],
      technical: [
        "The mailbox's hash is a one-way SHA-256 hash of your address in lower case, without " +
          "anything after a “+” (and at Gmail without dots), so another spelling of the same address " +
          "gives the same hash.",
      ],
    },
    {
      heading: "Why we use your data and on what legal basis",
      body: [
        "Every use of personal data needs a legal basis under the General Data Protection " +
          "Regulation (EU) 2016/679 (GDPR). We use your data for the following purposes:",
        {
          list: [
            "answering your enquiry and preparing an offer — Art. 6(1)(b) GDPR (steps taken at your " +
              "request before entering into a contract) and Art. 6(1)(f) GDPR (our legitimate " +
              "interest in answering people who write to us). Sending the form is a request for an " +
              "answer — we do not ask for your consent here;",
            "sending the newsletter — Art. 6(1)(a) GDPR (your consent, given in the form and " +
              "confirmed with the link in our email), which you can withdraw at any time by " +
              "unsubscribing or writing to us;",
            "keeping the proof of consent — Art. 6(1)(c) in conjunction with Art. 7(1) GDPR (we must " +
              "be able to show that we received your consent);",
            "issuing and honouring the discount code — Art. 6(1)(b) GDPR (the terms of the offer you " +
              "take up);",
            "keeping the discount code with your mailbox's hash after you unsubscribe — Art. 6(1)(f) " +
              "GDPR (our legitimate interest: the discount is once per person);",
            "keeping the site and its forms safe from abuse such as spam — Art. 6(1)(f) GDPR (our " +
              "legitimate interest);",
            "establishing, pursuing or defending legal claims — Art. 6(1)(f) GDPR (our legitimate " +
              "interest).",
          ],
        },
      ],
    },
    {
      heading: "How long we keep your data",
      body: [
        "We don't keep data for longer than we need it, and that does not depend on anyone " +
          "remembering: once a day the server itself deletes everything whose retention period " +
          "has passed. The periods are:",
        {
          list: [
            `contact enquiries — ${en.months} from when we receive them; we delete the enquiry ` +
              "notifications from our mailbox on the same schedule;",
            "if an enquiry leads to a contract — the data needed to carry it out is kept in the " +
              "contract's records (outside this site) for as long as the contract lasts, then until " +
              "the limitation period for claims expires and for as long as accounting law requires;",
            `sent and failed messages in the email queue — ${en.mailDays};`,
            `unconfirmed newsletter signups — ${en.unconfirmedDays};`,
            "confirmed newsletter subscriptions, with the proof of consent and the discount code — " +
              "until you unsubscribe or ask us to delete your data;",
            `the discount code with your mailbox's hash after you unsubscribe — ${en.codeMonths} from ` +
              "when the code was issued, or until you ask us to delete your data;",
            `server logs — ${en.logDays};`,
            `the forms' protection counters with IP addresses — ${en.rateWindow}.`,
          ],
        },
      ],
    },
    {
      heading: "Who we share your data with",
      body: [
        "Your data is processed on our behalf — under data processing agreements and only as we " +
          "instruct — solely by the companies the site cannot run without:",
        {
          list: [
            "our hosting provider — its servers run the site and the database holding the form data, " +
              "and it keeps the server logs;",
            "our email provider — the emails the site sends pass through its servers: enquiry " +
              "notifications (to us) and the confirmation request and welcome emails (to you).",
          ],
        },
        "Google reviews: if the site shows current reviews from our Google profile, our server " +
          "fetches them directly from Google and keeps them for a day, sending Google only " +
          "our profile's identifier. Your browser does not connect to Google for this, and we pass " +
          "Google no data about you. The “See all” link next to the reviews leads to Google: once " +
          "you open it, Google's privacy terms apply.",
        "We do not sell your data or share it for marketing purposes. We choose providers that " +
          "process data within the European Economic Area. We do not make automated decisions " +
          "about you and we do not profile you.",
      ],
      technical: ["The server fetches the reviews through the Google Places API."],
    },
    {
      heading: "Your rights",
      body: [
        "In connection with the processing of your data, you have the right to:",
        {
          list: [
            "access your data and receive a copy of it;",
            "rectification — having inaccurate or incomplete data corrected;",
            "erasure of your data — we then delete all your enquiries, your newsletter subscription " +
              "(with the proof of consent), the discount code with your mailbox's hash and any emails " +
              "in the queue;",
            "restriction of processing;",
            "data portability;",
            "object to processing based on our legitimate interest;",
            "withdraw your consent at any time — this does not affect the lawfulness of any " +
              "processing carried out before you withdrew it;",
            "lodge a complaint with a supervisory authority — in Poland this is the President of the " +
              "Personal Data Protection Office (Prezes Urzędu Ochrony Danych Osobowych, ul. Stawki " +
              "2, 00-193 Warszawa).",
          ],
        },
      ],
    },
    {
      heading: "How to exercise your rights",
      body: [
        `Just email us at ${site.email}. We will reply without undue delay and at the latest ` +
          "within one month of receiving your message.",
        "If we are not sure the request really comes from you, we may ask for some extra " +
          "information to confirm your identity. We do this only to make sure we don't disclose " +
          "your data to the wrong person.",
      ],
    },
    {
      heading: "Do you have to give us your data",
      body: [
        "Giving us your data is voluntary. However, without your name, email address and " +
          "message we won't be able to answer your enquiry. Your company name is optional, but " +
          "it helps us prepare a better offer.",
        "Without an email address we can't send you the newsletter.",
      ],
    },
    {
      heading: "How we protect your data",
      body: [
        "We take the security of your data seriously. Among other things, we use:",
        {
          list: [
            "an encrypted HTTPS connection across the whole site;",
            "email handed to our mail server over encrypted connections only;",
            "signed links in our emails, so nobody can confirm a signup or unsubscribe you in your " +
              "name;",
            "server logs without IP addresses, email addresses or form content;",
            "access to data limited to the members of our team who handle enquiries and the " +
              "newsletter.",
          ],
        },
      ],
    },
    {
      heading: "Changes to this policy",
      body: [
        "We may update this policy, for example when we change how the site works or when the " +
          "law changes. The new version applies from the moment it is published on this page.",
        "You will always find the date of the last update on this page.",
      ],
    },
  ],
});
