/**
 * Built-in reviews in the shape of the Google Places API, shown in the
 * pre-rendered pages and whenever live reviews cannot be fetched. The ones
 * shipped are samples (`sample: true`): the widget calls them examples, never
 * Google reviews, and the structured data claims no rating from them. Replace
 * them with the agency's real Google reviews (newest first) and set `sample`
 * to false.
 */
import type { Lang } from "#shared/lang.ts";
import type { Review, ReviewsSummary } from "./reviews.schema.ts";

export type { Review, ReviewsSummary };

/** The language the server asks Google Places for: its review texts and time descriptions. */
export const PLACES_LANGUAGE: Lang = "pl";

export const builtInReviews: ReviewsSummary = {
  sample: true,
  averageRating: 5,
  totalReviews: 9,
  reviews: [
    {
      author_name: "Marta Kowalczyk",
      rating: 5,
      text: "Odra Creative zaprojektowała dla naszej piekarni nowe logo, opakowania i szyld. Klienci od razu zauważyli zmianę, a kilku zapytało, kto nam to robił. Świetny kontakt, terminy dotrzymane co do dnia.",
      time: 1758032520,
    },
    {
      author_name: "Paweł Wiśniewski",
      rating: 5,
      text: "Nowa strona dla naszej kliniki stomatologicznej z rezerwacją wizyt online. Po dwóch miesiącach mamy wyraźnie więcej zapisów przez internet i mniej telefonów na recepcji. Polecam każdemu gabinetowi.",
      time: 1756374060,
    },
    {
      author_name: "Agnieszka Lewandowska",
      rating: 5,
      text: "Karolina prowadzi nasze kampanie Google Ads dla warsztatu samochodowego. Koszt pozyskania klienta spadł prawie o połowę, a co miesiąc dostajemy raport, który naprawdę da się zrozumieć.",
      time: 1753895100,
    },
    {
      author_name: "Krzysztof Mazur",
      rating: 5,
      text: "Sesja zdjęciowa mieszkań do naszych ogłoszeń nieruchomości plus krótkie filmy na Instagram. Oferty z nowymi zdjęciami mają dużo więcej wyświetleń. Profesjonalnie i bez zbędnego zamieszania.",
      time: 1750763880,
    },
    {
      author_name: "Joanna Dąbrowska",
      rating: 5,
      text: "Zleciliśmy prowadzenie social mediów restauracji nad Odrą. Posty i rolki są w końcu spójne z naszym stylem, a w weekendy częściej brakuje nam stolików niż gości. Dziękujemy!",
      time: 1748335920,
    },
    {
      author_name: "Rafał Jankowski",
      rating: 5,
      text: "Strona dla kancelarii prawnej: elegancka, szybka i czytelna na telefonie. Doceniam, że zespół sam zaproponował strukturę treści pod SEO — dziś trafiają do nas klienci z wyszukiwarki.",
      time: 1745955000,
    },
    {
      author_name: "Natalia Kamińska",
      rating: 5,
      text: "Sklep internetowy dla mojej marki odzieżowej, zintegrowany z płatnościami i kurierami. Wszystko działa bez zarzutu, a Tomek cierpliwie odpowiadał na moje pytania także po wdrożeniu.",
      time: 1741090200,
    },
    {
      author_name: "Michał Szymański",
      rating: 5,
      text: "Pozycjonowanie strony naszego gabinetu fizjoterapii. Po pół roku jesteśmy w pierwszej trójce na najważniejsze frazy w Szczecinie. Konkretnie, uczciwie i bez obiecywania cudów.",
      time: 1733395500,
    },
    {
      author_name: "Ewa Wójcik",
      rating: 5,
      text: "Film promocyjny i fotorelacja z naszej konferencji branżowej. Materiał był gotowy już po tygodniu, a montaż naprawdę oddał atmosferę wydarzenia. Na pewno wrócimy przy kolejnej edycji.",
      time: 1726761780,
    },
  ],
};
