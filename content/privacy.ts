import type { Localized } from "#shared/lang.ts";

export interface PrivacySection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
}

export const privacyUpdatedAt = "2026-11-20";

export const privacyPolicy: Localized<PrivacySection[]> = {
  pl: [
    {
      heading: "Kto jest administratorem Twoich danych",
      paragraphs: [
        "Administratorem Twoich danych osobowych jest Odra Creative sp. z o.o. z siedzibą w " +
          "Szczecinie, al. Wojska Polskiego 64, 70-478 Szczecin (dalej: „my” lub „Odra " +
          "Creative”).",
        "We wszystkich sprawach dotyczących danych osobowych możesz pisać do nas na adres " +
          "kontakt@odracreative.pl albo listownie na adres siedziby. Chętnie odpowiemy na każde " +
          "pytanie.",
      ],
    },
    {
      heading: "Jakie dane zbieramy i skąd je mamy",
      paragraphs: [
        "Zbieramy tylko te dane, które sam nam przekazujesz, oraz niewielki zakres informacji " +
          "technicznych, bez których strona nie mogłaby bezpiecznie działać. W szczególności są " +
          "to:",
      ],
      list: [
        "formularz kontaktowy — imię i nazwisko, adres e-mail, nazwa firmy (jeśli ją podasz) " +
          "oraz treść wiadomości;",
        "zapis do newslettera — wyłącznie adres e-mail;",
        "logi serwera — adres IP, data i godzina wizyty, adres odwiedzanej podstrony oraz " +
          "identyfikator przeglądarki (tzw. user agent); przechowujemy je ze względów " +
          "bezpieczeństwa;",
        "Twój wybór dotyczący plików cookie — zapisujemy go w pamięci Twojej przeglądarki " +
          "(localStorage), a nie w pliku cookie wysyłanym na nasz serwer.",
      ],
    },
    {
      heading: "Pliki cookie i pamięć przeglądarki",
      paragraphs: [
        "Nasza strona nie korzysta z reklamowych ani analitycznych plików cookie i nie śledzi " +
          "Cię na innych stronach.",
        "Jedyną informacją, którą zapisujemy w Twojej przeglądarce, jest Twoja decyzja w sprawie " +
          "cookie, abyśmy nie pytali Cię o nią przy każdej wizycie. Ta informacja zostaje na " +
          "Twoim urządzeniu i możesz ją w każdej chwili usunąć, czyszcząc dane witryny w " +
          "ustawieniach przeglądarki.",
      ],
    },
    {
      heading: "W jakich celach i na jakiej podstawie przetwarzamy dane",
      paragraphs: [
        "Każde przetwarzanie danych musi mieć podstawę prawną w RODO, czyli rozporządzeniu " +
          "Parlamentu Europejskiego i Rady (UE) 2016/679. Twoje dane przetwarzamy w " +
          "następujących celach:",
      ],
      list: [
        "odpowiedź na zapytanie i przygotowanie oferty — art. 6 ust. 1 lit. b RODO (działania " +
          "podejmowane na Twoje żądanie przed zawarciem umowy), a w zakresie dalszego kontaktu w " +
          "sprawie zapytania — art. 6 ust. 1 lit. f RODO (nasz prawnie uzasadniony interes);",
        "wysyłka newslettera — art. 6 ust. 1 lit. a RODO (Twoja zgoda), którą możesz wycofać w " +
          "dowolnym momencie, klikając link rezygnacji w każdej wiadomości albo pisząc do nas;",
        "zapewnienie bezpieczeństwa strony i ochrona formularzy przed nadużyciami, np. spamem — " +
          "art. 6 ust. 1 lit. f RODO (nasz prawnie uzasadniony interes);",
        "ustalenie, dochodzenie lub obrona przed roszczeniami — art. 6 ust. 1 lit. f RODO (nasz " +
          "prawnie uzasadniony interes).",
      ],
    },
    {
      heading: "Jak długo przechowujemy dane",
      paragraphs: [
        "Nie trzymamy danych dłużej, niż to potrzebne. Okresy przechowywania wyglądają tak:",
      ],
      list: [
        "zapytania, po których nie doszło do zawarcia umowy — 12 miesięcy od ostatniego kontaktu;",
        "zapytania, po których zawarliśmy umowę — przez czas jej trwania, a potem do upływu " +
          "terminu przedawnienia roszczeń (maksymalnie 6 lat) oraz tak długo, jak wymagają tego " +
          "przepisy o rachunkowości;",
        "adresy e-mail zapisane do newslettera — do czasu wycofania zgody; potem je usuwamy, " +
          "choć możemy zachować informację o samym wycofaniu zgody, aby wykazać, że ją " +
          "uszanowaliśmy;",
        "logi serwera — 30 dni.",
      ],
    },
    {
      heading: "Komu przekazujemy dane",
      paragraphs: [
        "Twoje dane mogą trafić wyłącznie do firm, które pomagają nam prowadzić stronę: dostawcy " +
          "hostingu oraz dostawcy usługi poczty e-mail (SMTP). Działają one jako podmioty " +
          "przetwarzające na nasze zlecenie, na podstawie umów powierzenia przetwarzania danych, " +
          "i mogą korzystać z danych tylko zgodnie z naszymi poleceniami.",
        "Nie sprzedajemy Twoich danych i nie udostępniamy ich w celach marketingowych. Dane są " +
          "przetwarzane na terenie Europejskiego Obszaru Gospodarczego i nie przekazujemy ich " +
          "poza ten obszar.",
        "Nie podejmujemy wobec Ciebie decyzji w sposób zautomatyzowany i nie profilujemy Cię.",
      ],
    },
    {
      heading: "Twoje prawa",
      paragraphs: ["W związku z przetwarzaniem Twoich danych masz prawo do:"],
      list: [
        "dostępu do swoich danych i otrzymania ich kopii;",
        "sprostowania (poprawienia) danych, które są nieprawidłowe lub niekompletne;",
        "usunięcia danych;",
        "ograniczenia przetwarzania;",
        "przenoszenia danych;",
        "sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie;",
        "wycofania zgody w dowolnym momencie — nie wpływa to na zgodność z prawem przetwarzania, " +
          "którego dokonaliśmy przed jej wycofaniem;",
        "wniesienia skargi do organu nadzorczego — w Polsce jest nim Prezes Urzędu Ochrony " +
          "Danych Osobowych (ul. Stawki 2, 00-193 Warszawa).",
      ],
    },
    {
      heading: "Jak skorzystać ze swoich praw",
      paragraphs: [
        "Wystarczy, że napiszesz do nas na adres kontakt@odracreative.pl. Odpowiemy bez zbędnej " +
          "zwłoki, a najpóźniej w ciągu miesiąca od otrzymania wiadomości.",
        "Jeśli nie będziemy mieć pewności, że wiadomość pochodzi od Ciebie, możemy poprosić o " +
          "dodatkowe informacje pozwalające potwierdzić Twoją tożsamość. Robimy to wyłącznie po " +
          "to, by nie ujawnić Twoich danych komuś niepowołanemu.",
      ],
    },
    {
      heading: "Czy musisz podawać dane",
      paragraphs: [
        "Podanie danych jest dobrowolne. Bez imienia i nazwiska, adresu e-mail i treści " +
          "wiadomości nie będziemy jednak w stanie odpowiedzieć na Twoje zapytanie. Nazwę firmy " +
          "możesz podać, jeśli chcesz — pomaga nam lepiej przygotować ofertę.",
        "Bez podania adresu e-mail nie możemy wysyłać Ci newslettera.",
      ],
    },
    {
      heading: "Jak chronimy Twoje dane",
      paragraphs: ["Dbamy o to, żeby Twoje dane były bezpieczne. Stosujemy między innymi:"],
      list: [
        "szyfrowane połączenie HTTPS na całej stronie;",
        "dostęp do danych ograniczony do osób z naszego zespołu, które obsługują zapytania;",
        "regularne kopie zapasowe.",
      ],
    },
    {
      heading: "Zmiany w polityce prywatności",
      paragraphs: [
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
      paragraphs: [
        "The controller of your personal data is Odra Creative sp. z o.o., al. Wojska Polskiego " +
          "64, 70-478 Szczecin, Poland (“we”, “us” or “Odra Creative”).",
        "For anything to do with your personal data, email us at kontakt@odracreative.pl or " +
          "write to us at the address above. We are happy to answer any questions.",
      ],
    },
    {
      heading: "What data we collect and where it comes from",
      paragraphs: [
        "We only collect the data you give us, plus a small amount of technical information the " +
          "site needs to run securely. This means:",
      ],
      list: [
        "the contact form — your name and surname, email address, company name (if you give it) " +
          "and the content of your message;",
        "the newsletter signup — your email address only;",
        "server logs — IP address, date and time of the visit, the address of the page requested " +
          "and your browser's identifier (user agent); we keep these for security purposes;",
        "your cookie choice — we store it in your browser's local storage (localStorage), not in " +
          "a cookie sent to our server.",
      ],
    },
    {
      heading: "Cookies and browser storage",
      paragraphs: [
        "Our site does not use advertising or analytics cookies, and it does not track you " +
          "across other websites.",
        "The only thing we save in your browser is your cookie choice, so that we don't ask you " +
          "again on every visit. It stays on your device, and you can remove it at any time by " +
          "clearing this site's data in your browser settings.",
      ],
    },
    {
      heading: "Why we use your data and on what legal basis",
      paragraphs: [
        "Every use of personal data needs a legal basis under the General Data Protection " +
          "Regulation (EU) 2016/679 (GDPR). We use your data for the following purposes:",
      ],
      list: [
        "answering your enquiry and preparing an offer — Art. 6(1)(b) GDPR (steps taken at your " +
          "request before entering into a contract), and for following up on your enquiry — Art. " +
          "6(1)(f) GDPR (our legitimate interest);",
        "sending the newsletter — Art. 6(1)(a) GDPR (your consent), which you can withdraw at " +
          "any time using the unsubscribe link in every email or by writing to us;",
        "keeping the site secure and protecting our forms from abuse such as spam — Art. 6(1)(f) " +
          "GDPR (our legitimate interest);",
        "establishing, pursuing or defending legal claims — Art. 6(1)(f) GDPR (our legitimate " +
          "interest).",
      ],
    },
    {
      heading: "How long we keep your data",
      paragraphs: ["We don't keep data for longer than we need it. Our retention periods are:"],
      list: [
        "enquiries that did not lead to a contract — 12 months from our last contact;",
        "enquiries that led to a contract — for as long as the contract lasts, then until the " +
          "limitation period for claims expires (up to 6 years), and for as long as accounting " +
          "law requires;",
        "newsletter email addresses — until you withdraw your consent; we then delete them, " +
          "although we may keep a record of the withdrawal to show that we respected it;",
        "server logs — 30 days.",
      ],
    },
    {
      heading: "Who we share your data with",
      paragraphs: [
        "Your data may only be passed to the companies that help us run the site: our hosting " +
          "provider and our email (SMTP) provider. They act as processors on our behalf under " +
          "data processing agreements and may only use the data as we instruct them.",
        "We do not sell your data or share it for marketing purposes. Your data is processed " +
          "within the European Economic Area and is not transferred outside it.",
        "We do not make automated decisions about you and we do not profile you.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: ["In connection with the processing of your data, you have the right to:"],
      list: [
        "access your data and receive a copy of it;",
        "rectification — having inaccurate or incomplete data corrected;",
        "erasure of your data;",
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
    {
      heading: "How to exercise your rights",
      paragraphs: [
        "Just email us at kontakt@odracreative.pl. We will reply without undue delay and at the " +
          "latest within one month of receiving your message.",
        "If we are not sure the request really comes from you, we may ask for some extra " +
          "information to confirm your identity. We do this only to make sure we don't disclose " +
          "your data to the wrong person.",
      ],
    },
    {
      heading: "Do you have to give us your data",
      paragraphs: [
        "Giving us your data is voluntary. However, without your name, email address and " +
          "message we won't be able to answer your enquiry. Your company name is optional, but " +
          "it helps us prepare a better offer.",
        "Without an email address we can't send you the newsletter.",
      ],
    },
    {
      heading: "How we protect your data",
      paragraphs: ["We take the security of your data seriously. Among other things, we use:"],
      list: [
        "an encrypted HTTPS connection across the whole site;",
        "access to data limited to the members of our team who handle enquiries;",
        "regular backups.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy, for example when we change how the site works or when the " +
          "law changes. The new version applies from the moment it is published on this page.",
        "You will always find the date of the last update on this page.",
      ],
    },
  ],
};
