import { offer } from "../../offer.ts";
import type { LocalizedAgencySelectionExtras } from "../extras-types.ts";

/** Structured blocks shown after the body of "Jak wybrać agencję marketingową w Szczecinie?". */
export const agencySelectionExtras: LocalizedAgencySelectionExtras = {
  pl: {
    questions: [
      {
        number: 1,
        question: "Jakie macie doświadczenie w mojej branży albo w podobnych projektach?",
        details: [
          "Poproś o 2–3 studia przypadków z liczbami: punkt wyjścia, działania, wynik i okres.",
          "Zapytaj o klientów z Pomorza Zachodniego – znajomość lokalnego rynku skraca start.",
          "Upewnij się, że agencja nie obsługuje jednocześnie Twojego bezpośredniego konkurenta.",
        ],
        links: [{ label: "Zobacz nasze realizacje", href: "/portfolio" }],
      },
      {
        number: 2,
        question: "Kto konkretnie będzie pracował nad moim projektem?",
        details: [
          "Poznaj z imienia osoby, które będą ustawiać kampanie, projektować i pisać teksty.",
          "Zapytaj, które zadania trafiają do podwykonawców i kto odpowiada za ich jakość.",
          "Ustal, kto przejmuje sprawy podczas urlopu lub choroby opiekuna.",
        ],
      },
      {
        number: 3,
        question: "Jak będą wyglądały pierwsze 3 miesiące współpracy?",
        details: [
          "Dobra odpowiedź zawiera etapy: analiza, strategia, wdrożenie, optymalizacja.",
          "Poproś o kamienie milowe z datami i o to, czego agencja będzie potrzebować od Ciebie.",
          "Zapytaj, kiedy realnie można spodziewać się pierwszych wyników w wybranych kanałach.",
        ],
        links: [{ label: "Strategia marki", href: "/uslugi/strategia-marki-szczecin" }],
      },
      {
        number: 4,
        question: "Jakie cele proponujecie i jak będziemy je mierzyć?",
        details: [
          "Cele powinny dotyczyć zapytań, sprzedaży lub rezerwacji, a nie tylko zasięgu i polubień.",
          "Zapytaj, jaki punkt odniesienia zostanie ustalony na starcie.",
          "Sprawdź, czy agencja skonfiguruje śledzenie konwersji w Google Analytics 4.",
        ],
        links: [
          {
            label: "Jak mierzyć skuteczność kampanii",
            href: "/blog/jak-mierzyc-skutecznosc-kampanii-reklamowych-online",
          },
        ],
      },
      {
        number: 5,
        question: "Jak się rozliczacie i co dokładnie obejmuje cena?",
        details: [
          "Poproś o nazwanie modelu: abonament, procent od budżetu, opłata za lead lub konwersję.",
          "Zapytaj, co jest płatne dodatkowo – sesje zdjęciowe, grafiki, teksty, zmiany na stronie.",
          "Upewnij się, że budżet reklamowy jest wykazany osobno od wynagrodzenia agencji.",
          "Zapytaj o stawkę za prace wykraczające poza ustalony zakres.",
        ],
      },
      {
        number: 6,
        question: "Do kogo będą należeć konta reklamowe, dane i materiały?",
        details: [
          "Konta Google Ads, Meta i Google Analytics 4 powinny być założone na Twoją firmę.",
          "Ustal, kiedy przechodzą na Ciebie prawa autorskie do grafik, tekstów i zdjęć.",
          "Zapytaj, co dokładnie dostaniesz, jeśli współpraca się zakończy.",
        ],
      },
      {
        number: 7,
        question: "Jak często i w jakiej formie raportujecie wyniki?",
        details: [
          "Poproś o przykładowy, zanonimizowany raport z innego projektu.",
          "Zapytaj o stały dostęp do pulpitu z danymi, np. w Looker Studio.",
          "Ustal, czy raport będzie omawiany na spotkaniu lub rozmowie, a nie tylko wysyłany mailem.",
        ],
      },
      {
        number: 8,
        question: "Jak wygląda codzienna komunikacja?",
        details: [
          "Zapytaj, w jakim czasie agencja odpowiada na wiadomości w dni robocze.",
          "Ustal kanały kontaktu: telefon, e-mail, komunikator, spotkania na miejscu w Szczecinie.",
          "Dowiedz się, jak zgłaszać pilne zmiany, np. w kampanii przed weekendem.",
        ],
      },
      {
        number: 9,
        question: "Na jaki okres jest umowa i jak można ją wypowiedzieć?",
        details: [
          "Przy obsłudze miesięcznej rozsądnym standardem jest 30 dni wypowiedzenia.",
          "Zapytaj o kary umowne i opłaty za wcześniejsze zakończenie współpracy.",
          "Sprawdź, jak wygląda przekazanie kont i materiałów po rozwiązaniu umowy.",
        ],
        links: [{ label: "Zapytaj nas o warunki", href: "/kontakt" }],
      },
      {
        number: 10,
        question: "Co zrobicie, jeśli kampania nie przyniesie oczekiwanych wyników?",
        details: [
          "Dobra agencja ma procedurę przeglądu: kiedy analizuje wyniki i co wtedy zmienia.",
          "Zapytaj o przykład kampanii, która na początku nie działała, i o to, jak ją poprawiono.",
          "Szczera odpowiedź obejmuje też możliwość zakończenia działań, które się nie opłacają.",
        ],
        links: [{ label: "Marketing cyfrowy", href: "/uslugi/marketing-cyfrowy-szczecin" }],
      },
    ],
    mistakes: [
      {
        title: "Wybór wyłącznie na podstawie ceny",
        description:
          "Najtańsza oferta zwykle oznacza okrojony zakres, szablonowe działania i brak czasu na analizę Twojej firmy.",
        consequence:
          "Po kilku miesiącach zmieniasz agencję i zaczynasz od nowa – w sumie płacąc więcej niż przy rozsądnej ofercie.",
      },
      {
        title: "Brak celu, który da się zmierzyć",
        description:
          "Współpraca startuje z hasłem „chcemy być bardziej widoczni”, bez liczby zapytań, sprzedaży czy kosztu pozyskania klienta.",
        consequence:
          "Nie da się ocenić, czy marketing działa, a rozmowy o wynikach zamieniają się w spór o odczucia.",
      },
      {
        title: "Oczekiwanie efektów w pierwszym miesiącu",
        description:
          "Kampanie potrzebują kilku tygodni optymalizacji, a pozycjonowanie – kilku miesięcy, zanim pokaże pełne wyniki.",
        consequence:
          "Działania zostają przerwane w fazie nauki, a wydany budżet nie przynosi żadnej wartości.",
      },
      {
        title: "Oddanie agencji własności kont",
        description: "Konta reklamowe i analityka są zakładane na agencję, bo „tak jest szybciej”.",
        consequence:
          "Przy zmianie partnera tracisz historię kampanii, dane o klientach i wyniki optymalizacji z wielu miesięcy.",
      },
      {
        title: "Długa umowa bez etapu próbnego",
        description:
          "Podpisanie umowy na rok lub dwa po jednym spotkaniu, bez sprawdzenia agencji w mniejszym projekcie.",
        consequence:
          "Jeśli współpraca się nie układa, płacisz przez wiele miesięcy za usługę, z której nie jesteś zadowolony.",
      },
      {
        title: "Pominięcie rozmowy z referencjami",
        description:
          "Decyzja zapada na podstawie prezentacji i opinii w internecie, bez kontaktu z obecnymi klientami agencji.",
        consequence:
          "O problemach z terminowością czy komunikacją dowiadujesz się dopiero po podpisaniu umowy.",
      },
      {
        title: "Brak osoby odpowiedzialnej po stronie firmy",
        description:
          "Nikt w Twoim zespole nie ma czasu ani uprawnień, by akceptować materiały, dostarczać zdjęcia i odpowiadać na pytania agencji.",
        consequence:
          "Kampanie startują z tygodniowym opóźnieniem, a agencja wypełnia luki własnymi założeniami, które nie zawsze trafiają.",
      },
      {
        title: "Rozproszenie działań bez koordynacji",
        description:
          "Strona u jednego wykonawcy, reklamy u drugiego, media społecznościowe u trzeciego – i nikt nie odpowiada za całość.",
        consequence:
          "Przekaz marki jest niespójny, a przy słabych wynikach każdy wskazuje winę po stronie pozostałych.",
      },
    ],
    checklist: [
      "Spisz cel biznesowy i sposób jego pomiaru",
      "Policz łączny budżet: agencja, reklamy i produkcja",
      "Zapewnij sobie dostęp do strony, domeny i Google Analytics 4",
      "Wybierz 3–5 agencji do porównania",
      "Wyślij wszystkim ten sam brief",
      "Przejrzyj portfolio i studia przypadków z liczbami",
      "Przeczytaj treść opinii w Google, nie tylko oceny",
      "Porozmawiaj z co najmniej dwoma klientami agencji",
      "Ustal, kto konkretnie będzie pracować nad projektem",
      "Poznaj plan działań na pierwsze 3 miesiące",
      "Zrozum model rozliczenia i sprawdź, co jest poza ceną",
      "Upewnij się, że konta reklamowe i analityka będą należeć do Twojej firmy",
      "Sprawdź, czy umowa przewiduje 30 dni wypowiedzenia",
      "Sprawdź, czy umowa przenosi na Ciebie autorskie prawa majątkowe",
      "Obejrzyj przykładowy raport i ustal, jak często będziesz go dostawać",
      "Wyznacz osobę do kontaktu z agencją",
    ],
    metrics: [
      {
        name: "Konwersje",
        description:
          "Liczba zapytań z formularza, kliknięć w numer telefonu, rezerwacji lub zakupów – podstawowa miara tego, czy marketing przynosi klientów.",
        tool: "Google Analytics 4",
        frequency: "weekly",
      },
      {
        name: "Koszt pozyskania leada (CPL)",
        description:
          "Ile płacisz za jedno zapytanie w każdej kampanii. Porównuj go z wartością klienta, a nie tylko z poprzednim miesiącem.",
        tool: "Google Ads",
        frequency: "weekly",
      },
      {
        name: "Wydatki i koszt kliknięcia",
        description:
          "Kontrola, czy budżet jest wydawany równomiernie i czy stawki za kliknięcie nie rosną gwałtownie, np. przez działania konkurencji.",
        tool: "Google Ads",
        frequency: "daily",
      },
      {
        name: "Wyniki reklam w mediach społecznościowych",
        description:
          "Koszt wyniku, współczynnik kliknięć i częstotliwość wyświetleń – zbyt wysoka częstotliwość oznacza, że reklamę trzeba odświeżyć.",
        tool: "Meta Ads Manager",
        frequency: "weekly",
      },
      {
        name: "Widoczność w wyszukiwarce",
        description:
          "Liczba wyświetleń i kliknięć z wyników organicznych oraz frazy, na które pojawia się Twoja strona.",
        tool: "Google Search Console",
        frequency: "monthly",
      },
      {
        name: "Zwrot z inwestycji (ROI)",
        description:
          "(przychód − koszty) / koszty × 100%, liczony na zleceniach faktycznie pozyskanych z marketingu i zapisanych w systemie sprzedaży.",
        tool: "CRM i Looker Studio",
        frequency: "monthly",
      },
    ],
    faq: [
      {
        question: "Ile kosztuje agencja marketingowa w Szczecinie?",
        answer:
          "Stała obsługa w lokalnej agencji zaczyna się od około 1500 zł netto miesięcznie, a pojedyncze usługi od 500 zł. Abonamenty na rynku mieszczą się w przedziale 2000–50\u00a0000 zł miesięcznie, zależnie od wielkości firmy i liczby kanałów. Do tego dochodzi budżet reklamowy płacony Google czy Meta – przy lokalnych kampaniach zwykle 500–5000 zł miesięcznie.",
      },
      {
        question: "Po jakim czasie zobaczę efekty współpracy?",
        answer:
          "Kampanię w wyszukiwarce można uruchomić w 1–3 dni robocze, a optymalizacja trwa 2–4 tygodnie. Wyraźne wyniki widać zwykle po 2–3 miesiącach. Pozycjonowanie działa wolniej: pierwsze efekty po 3–6 miesiącach, pełne po 6–12 miesiącach.",
      },
      {
        question: "Agencja czy marketingowiec na etacie – co się bardziej opłaca?",
        answer:
          "Pracownik na etacie zna firmę od środka, ale jedna osoba rzadko łączy kampanie, analitykę, grafikę i teksty, a do wynagrodzenia trzeba doliczyć narzędzia i szkolenia. Agencja daje kilka kompetencji naraz i elastyczny zakres. W wielu firmach najlepiej sprawdza się połączenie: osoba w firmie koordynuje, agencja realizuje specjalistyczne zadania.",
      },
      {
        question: "Jaki minimalny budżet reklamowy ma sens?",
        answer:
          "Dla lokalnej firmy usługowej rozsądnym początkiem jest 500–1500 zł miesięcznie na jedną usługę lub jeden kanał. Przy koszcie kliknięcia 2–8 zł daje to od kilkudziesięciu do kilkuset wejść na stronę – wystarczająco, by sprawdzić, czy reklama generuje zapytania. Mniejszy budżet rozłożony na wiele usług zwykle nie daje wiarygodnych danych.",
      },
      {
        question: "Czy mogę zmienić agencję w trakcie współpracy?",
        answer:
          "Tak – przy umowie z 30-dniowym okresem wypowiedzenia to prosta operacja. Kluczowe jest, by konta reklamowe, analityka i domena były zarejestrowane na Twoją firmę. Wtedy nowa agencja dostaje dostęp do pełnej historii i kontynuuje pracę bez utraty danych.",
      },
      {
        question: "Czy agencja może zagwarantować wyniki?",
        answer:
          "Żadna agencja nie kontroluje algorytmów Google ani Meta, więc obietnica konkretnej pozycji czy liczby klientów powinna budzić ostrożność. Rzetelna agencja zobowiązuje się do uzgodnionego zakresu prac, przejrzystego raportowania i mierzalnych celów, które wspólnie weryfikujecie co miesiąc.",
      },
      {
        question: "Czy agencja spoza Szczecina poradzi sobie z lokalną kampanią?",
        answer:
          "Technicznie tak – kampanie ustawia się online. Różnica dotyczy znajomości rynku, sezonowości i konkurencji w regionie oraz możliwości spotkania czy sesji zdjęciowej na miejscu. Dla firm, które sprzedają głównie w Szczecinie i okolicach, lokalny partner zwykle szybciej dochodzi do dobrych wyników.",
      },
      {
        question: "Jak przygotować się do pierwszego spotkania z agencją?",
        answer: `Przygotuj podstawowe dane: skąd dziś przychodzą klienci, jaka jest średnia wartość zlecenia i marża, jaki masz budżet oraz kto jest Twoją główną konkurencją. Sprawdź też, czy masz dostęp do strony, domeny i kont reklamowych. U nas pierwsza, ${offer.consultation.min}-minutowa konsultacja jest bezpłatna – wystarczy napisać przez formularz kontaktowy.`,
      },
    ],
  },
  en: {
    questions: [
      {
        number: 1,
        question: "What experience do you have in my industry or with similar projects?",
        details: [
          "Ask for 2–3 case studies with numbers: the starting point, the work done, the result and the time frame.",
          "Ask about clients in West Pomerania – knowing the local market shortens the start-up phase.",
          "Make sure the agency isn't working for your direct competitor at the same time.",
        ],
        links: [{ label: "See our work", href: "/portfolio" }],
      },
      {
        number: 2,
        question: "Who exactly will work on my project?",
        details: [
          "Get the names of the people who will set up the campaigns, design and write copy.",
          "Ask which tasks go to subcontractors and who is responsible for their quality.",
          "Agree who takes over when your account manager is on holiday or off sick.",
        ],
      },
      {
        number: 3,
        question: "What will the first three months look like?",
        details: [
          "A good answer has clear phases: analysis, strategy, implementation, optimisation.",
          "Ask for dated milestones and for a list of what the agency will need from you.",
          "Ask when you can realistically expect the first results in each channel.",
        ],
        links: [{ label: "Brand strategy", href: "/uslugi/strategia-marki-szczecin" }],
      },
      {
        number: 4,
        question: "What goals do you suggest, and how will we measure them?",
        details: [
          "Goals should be about enquiries, sales or bookings, not just reach and likes.",
          "Ask what baseline will be set at the start.",
          "Check that the agency will set up conversion tracking in Google Analytics 4.",
        ],
        links: [
          {
            label: "How to measure campaign effectiveness",
            href: "/blog/jak-mierzyc-skutecznosc-kampanii-reklamowych-online",
          },
        ],
      },
      {
        number: 5,
        question: "How do you charge, and what exactly does the price include?",
        details: [
          "Ask the agency to name the model: retainer, percentage of ad spend, pay per lead or per conversion.",
          "Ask what costs extra – photo shoots, graphics, copywriting, changes to the website.",
          "Make sure the ad budget is shown separately from the agency's fee.",
          "Ask for the rate for work outside the agreed scope.",
        ],
      },
      {
        number: 6,
        question: "Who will own the ad accounts, the data and the materials?",
        details: [
          "Google Ads, Meta and Google Analytics 4 accounts should be registered to your company.",
          "Agree when the copyright in graphics, copy and photos passes to you.",
          "Ask exactly what you'll receive if the partnership ends.",
        ],
      },
      {
        number: 7,
        question: "How often do you report results, and in what form?",
        details: [
          "Ask for a sample, anonymised report from another project.",
          "Ask for permanent access to a live dashboard, for example in Looker Studio.",
          "Agree that the report will be discussed in a meeting or call, not just emailed.",
        ],
      },
      {
        number: 8,
        question: "What does day-to-day communication look like?",
        details: [
          "Ask how quickly the agency replies to messages on working days.",
          "Agree on channels: phone, email, messaging, face-to-face meetings in Szczecin.",
          "Find out how to flag urgent changes, such as a campaign tweak before the weekend.",
        ],
      },
      {
        number: 9,
        question: "How long is the contract, and how can it be terminated?",
        details: [
          "For monthly services, 30 days' notice is a sensible standard.",
          "Ask about contractual penalties and early termination fees.",
          "Check how accounts and materials are handed over when the contract ends.",
        ],
        links: [{ label: "Ask us about our terms", href: "/kontakt" }],
      },
      {
        number: 10,
        question: "What will you do if the campaign doesn't deliver?",
        details: [
          "A good agency has a review routine: when it analyses results and what it changes then.",
          "Ask for an example of a campaign that underperformed at first and how it was fixed.",
          "An honest answer includes the option of stopping activities that don't pay off.",
        ],
        links: [{ label: "Digital marketing", href: "/uslugi/marketing-cyfrowy-szczecin" }],
      },
    ],
    mistakes: [
      {
        title: "Choosing on price alone",
        description:
          "The cheapest proposal usually means a reduced scope, template work and no time to understand your business.",
        consequence:
          "A few months later you switch agencies and start again – paying more overall than a sensible proposal would have cost.",
      },
      {
        title: "No measurable goal",
        description:
          "The partnership starts with “we want to be more visible”, with no target for enquiries, sales or cost per customer.",
        consequence:
          "There's no way to tell whether the marketing works, and results meetings turn into arguments about impressions.",
      },
      {
        title: "Expecting results in the first month",
        description:
          "Campaigns need a few weeks of optimisation, and SEO needs several months before it shows its full effect.",
        consequence:
          "Activities are stopped while they're still learning, and the budget spent delivers no value at all.",
      },
      {
        title: "Letting the agency own the accounts",
        description:
          "Ad and analytics accounts are set up in the agency's name because it's quicker that way.",
        consequence:
          "When you change partner, you lose the campaign history, customer data and months of optimisation.",
      },
      {
        title: "A long contract with no trial phase",
        description:
          "Signing up for one or two years after a single meeting, without testing the agency on a smaller project.",
        consequence:
          "If the partnership doesn't work, you keep paying for months for a service you're unhappy with.",
      },
      {
        title: "Skipping the reference calls",
        description:
          "The decision is based on a presentation and online reviews, without speaking to the agency's current clients.",
        consequence:
          "You only find out about missed deadlines or poor communication after you've signed.",
      },
      {
        title: "Nobody responsible on your side",
        description:
          "No one on your team has the time or authority to approve materials, supply photos and answer the agency's questions.",
        consequence:
          "Campaigns launch a week late, and the agency fills the gaps with its own assumptions, which don't always hit the mark.",
      },
      {
        title: "Scattered work with no coordination",
        description:
          "The website with one supplier, ads with another, social media with a third – and no one in charge of the whole.",
        consequence:
          "The brand message is inconsistent, and when results are poor everyone blames someone else.",
      },
    ],
    checklist: [
      "Write down the business goal and how to measure it",
      "Work out the total budget: agency, ads and production",
      "Make sure you have access to the website, domain and Google Analytics 4",
      "Shortlist 3–5 agencies to compare",
      "Send them all the same brief",
      "Review portfolios and case studies with numbers",
      "Read the Google reviews, not just the ratings",
      "Speak to at least two of the agency's clients",
      "Find out exactly who will work on the project",
      "Get the plan for the first three months",
      "Understand the pricing model and what's not included",
      "Make sure the ad and analytics accounts will belong to your company",
      "Check that the contract has a 30-day notice period",
      "Check that the contract transfers the copyright to you",
      "See a sample report and agree how often you'll get one",
      "Name a contact person for the agency",
    ],
    metrics: [
      {
        name: "Conversions",
        description:
          "Form enquiries, clicks on your phone number, bookings or purchases – the basic measure of whether marketing brings in customers.",
        tool: "Google Analytics 4",
        frequency: "weekly",
      },
      {
        name: "Cost per lead (CPL)",
        description:
          "What you pay for a single enquiry in each campaign. Compare it with the value of a customer, not just with last month.",
        tool: "Google Ads",
        frequency: "weekly",
      },
      {
        name: "Spend and cost per click",
        description:
          "Checks that the budget is being spent evenly and that click prices aren't jumping, for instance because of a competitor's activity.",
        tool: "Google Ads",
        frequency: "daily",
      },
      {
        name: "Social media ad performance",
        description:
          "Cost per result, click-through rate and frequency – when frequency climbs too high, the ad needs refreshing.",
        tool: "Meta Ads Manager",
        frequency: "weekly",
      },
      {
        name: "Search visibility",
        description:
          "Impressions and clicks from organic results, and the search terms your website appears for.",
        tool: "Google Search Console",
        frequency: "monthly",
      },
      {
        name: "Return on investment (ROI)",
        description:
          "(revenue − costs) / costs × 100%, calculated on jobs actually won through marketing and recorded in your sales system.",
        tool: "CRM and Looker Studio",
        frequency: "monthly",
      },
    ],
    faq: [
      {
        question: "How much does a marketing agency in Szczecin cost?",
        answer:
          "Ongoing management at a local agency starts at around 1,500 PLN net a month, and individual services from 500 PLN. Retainers on the market range from 2,000 to 50,000 PLN a month, depending on company size and the number of channels. On top of that comes the ad budget paid to Google or Meta – typically 500–5,000 PLN a month for local campaigns.",
      },
      {
        question: "How soon will I see results?",
        answer:
          "A search campaign can go live in 1–3 working days, and optimisation takes 2–4 weeks. Clear results usually show after 2–3 months. SEO is slower: first effects after 3–6 months, the full effect after 6–12 months.",
      },
      {
        question: "An agency or an in-house marketer – which pays off better?",
        answer:
          "An in-house employee knows the business from the inside, but one person rarely combines campaigns, analytics, design and copywriting, and tools and training come on top of the salary. An agency gives you several skills at once and a flexible scope. Many businesses do best with a mix: someone in-house coordinates while the agency handles the specialist work.",
      },
      {
        question: "What is the minimum ad budget that makes sense?",
        answer:
          "For a local service business, 500–1,500 PLN a month for one service or one channel is a sensible start. With a cost per click of 2–8 PLN, that buys anything from several dozen to a few hundred website visits – enough to see whether the ads generate enquiries. A smaller budget spread across many services rarely produces reliable data.",
      },
      {
        question: "Can I switch agencies mid-way?",
        answer:
          "Yes – with a 30-day notice period it's straightforward. What matters is that the ad accounts, analytics and domain are registered to your company. The new agency then gets access to the full history and carries on without losing any data.",
      },
      {
        question: "Can an agency guarantee results?",
        answer:
          "No agency controls Google's or Meta's algorithms, so a promise of a specific ranking or number of customers should make you cautious. A reliable agency commits to an agreed scope of work, transparent reporting and measurable goals that you review together every month.",
      },
      {
        question: "Can an agency from outside Szczecin run a local campaign well?",
        answer:
          "Technically, yes – campaigns are set up online. The difference lies in knowing the regional market, its seasonality and competitors, and in being able to meet you or run a photo shoot on site. For businesses that sell mainly in and around Szczecin, a local partner usually gets to good results faster.",
      },
      {
        question: "How should I prepare for the first meeting with an agency?",
        answer: `Have the basics ready: where your customers come from today, your average order value and margin, your budget and your main competitors. Also check that you have access to your website, domain and ad accounts. With us, the first ${offer.consultation.min}-minute consultation is free – just get in touch through the contact form.`,
      },
    ],
  },
};
