/** Content of the downloadable "Checklista identyfikacji wizualnej" PDF (Polish). */
export const identityChecklist: {
  title: string;
  intro: string;
  sections: { heading: string; items: string[] }[];
} = {
  title: "Checklista identyfikacji wizualnej",
  intro:
    "25 kroków, które przeprowadzą Twoją firmę od briefu do wdrożonej identyfikacji wizualnej. Odhaczaj kolejne punkty samodzielnie, z zespołem albo razem z agencją – każdy etap odpowiada jednemu z pięciu kroków opisanych w poradniku Odra Creative.",
  sections: [
    {
      heading: "Krok 1: Brief i research",
      items: [
        "Opisz w kilku zdaniach, czym zajmuje się firma i czym różni się od konkurencji.",
        "Określ swoich klientów: kim są, skąd przychodzą i jak podejmują decyzje zakupowe.",
        "Wypisz 3–5 konkurentów i zbierz ich logo, strony oraz materiały.",
        "Zrób listę nośników, na których pojawi się marka: szyld, pojazdy, strona, druki, odzież, media społecznościowe.",
        "Ustal budżet, termin i osoby, które po Twojej stronie podejmują decyzje.",
      ],
    },
    {
      heading: "Krok 2: Strategia i moodboard",
      items: [
        "Zapisz pozycjonowanie marki w jednym zdaniu: dla kogo jesteś, co robisz i czym się wyróżniasz.",
        "Wybierz 3–4 cechy osobowości marki, które mają być widoczne w wizerunku.",
        "Określ ton komunikacji: forma zwracania się do klientów, poziom formalności, miejsce na humor.",
        "Oceń 2–3 moodboardy pod kątem potrzeb klientów, a nie wyłącznie własnego gustu.",
        "Zatwierdź jeden kierunek wizualny, zanim powstaną koncepcje logo.",
      ],
    },
    {
      heading: "Krok 3: Logo i kluczowe elementy",
      items: [
        "Obejrzyj każdą koncepcję na realnych nośnikach, a nie tylko na białym tle.",
        "Sprawdź, czy logo jest czytelne w rozmiarze około 1 cm na ekranie telefonu.",
        "Sprawdź, czy logo działa w jednym kolorze: na pieczątce, w hafcie, w czarno-białym druku.",
        "Porównaj wybraną koncepcję z logo konkurentów z researchu.",
        "Formułuj konkretne uwagi do poprawek i nie łącz fragmentów różnych koncepcji.",
      ],
    },
    {
      heading: "Krok 4: System – kolory, typografia, skalowanie",
      items: [
        "Zdefiniuj paletę 3–5 kolorów i przypisz każdemu rolę: główny, uzupełniający, akcentowy, neutralne.",
        "Zapisz każdy kolor w CMYK, RGB, HEX, a w razie potrzeby także w Pantone.",
        "Wybierz 2–3 kroje pisma z pełnymi polskimi znakami i sprawdzoną licencją.",
        "Przetestuj znak w skali od 10 mm do 10 m i ustal jego minimalny rozmiar oraz pole ochronne.",
        "Ustal zasady dla elementów graficznych, ikon i stylu zdjęć.",
      ],
    },
    {
      heading: "Krok 5: Brand book i wdrożenie",
      items: [
        "Zbierz wszystkie zasady w księdze znaku lub brand booku wraz z przykładami niedozwolonych modyfikacji.",
        "Przygotuj komplet plików (wektorowych i rastrowych) w jednym uporządkowanym folderze.",
        "Zaktualizuj w pierwszej kolejności stronę internetową, profil w Mapach Google, media społecznościowe i stopkę e-mail.",
        "Zaplanuj wymianę druków, oznakowania, pojazdów i odzieży – najlepiej przy ich naturalnej wymianie.",
        "Wyznacz osobę odpowiedzialną za spójność marki i raz w roku przeglądaj wszystkie materiały.",
      ],
    },
  ],
};
