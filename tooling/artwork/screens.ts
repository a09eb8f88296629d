/**
 * The clients' websites as they appear on a screen, drawn at the screen's own
 * size with its top left at (0, 0): a picture places them in a device frame
 * (translate) or smaller (scale).
 */
import {
  garment,
  goat,
  goatBadge,
  goatMark,
  magr,
  magrPin,
  magrSign,
  reliance,
} from "./clients.ts";
import {
  browserBar,
  button,
  circle,
  group,
  type Lang,
  label,
  navRow,
  path,
  rect,
  round,
  type Words,
  w,
} from "./kit.ts";

const pick = (words: Words, lang: Lang) => words[lang];

/** The Goat Beard's website, 800 × 500: booking first, the price list below. */
export function goatSite(lang: Lang): string {
  const nav = [w("Cennik", "Prices"), w("O nas", "About"), w("Kontakt", "Contact")];
  const services = [
    w("Strzyżenie", "Haircut"),
    w("Broda", "Beard trim"),
    w("Strzyżenie + broda", "Haircut + beard"),
    w("Golenie brzytwą", "Razor shave"),
  ];
  return [
    rect(0, 0, 800, 500, goat.graphite),
    browserBar(0, 0, 800, "thegoatbeard.pl"),
    goatMark(40, 66, 0.2, goat.copper, 9),
    label("The Goat Beard", 62, 74, { face: "dmSerif", size: 21, fill: goat.cream }),
    navRow(
      nav.map((item) => pick(item, lang)),
      670,
      72,
      28,
      { face: "barlow", size: 14, weight: 500, fill: "#b9ada0" },
    ),
    button(692, 52, 86, 30, pick(w("Zarezerwuj", "Book"), lang), goat.copper, goat.espresso, {
      face: "barlow",
      weight: 700,
      size: 13,
    }),
    rect(24, 100, 752, 1, "#2c2a28"),
    label(pick(w("Barbershop", "A barbershop in"), lang), 40, 168, {
      face: "dmSerif",
      size: 46,
      fill: goat.cream,
      maxWidth: 390,
    }),
    label(pick(w("w centrum Szczecina", "central Szczecin"), lang), 40, 218, {
      face: "dmSerif",
      size: 46,
      fill: goat.copperLight,
      maxWidth: 390,
    }),
    label(
      pick(
        w(
          "Umów wizytę w 30 sekund, bez dzwonienia.",
          "Book a visit in 30 seconds, without calling.",
        ),
        lang,
      ),
      40,
      254,
      {
        face: "barlow",
        size: 16,
        fill: "#b9ada0",
        maxWidth: 380,
      },
    ),
    button(
      40,
      274,
      178,
      40,
      pick(w("Zarezerwuj wizytę", "Book a visit"), lang),
      goat.copper,
      goat.espresso,
      {
        face: "barlow",
        weight: 700,
        size: 15,
      },
    ),
    round(460, 120, 316, 210, 10, goat.espresso),
    goatBadge(618, 225, 86, goat.copper, goat.espresso),
    label(pick(w("Cennik", "Prices"), lang), 40, 372, {
      face: "dmSerif",
      size: 24,
      fill: goat.cream,
    }),
    ...services.map((service, i) => {
      const x = 40 + (i % 2) * 370;
      const y = 398 + Math.floor(i / 2) * 46;
      return [
        rect(x, y, 340, 1, "#3a342f"),
        label(pick(service, lang), x, y + 29, {
          face: "barlow",
          size: 16,
          weight: 500,
          fill: goat.cream,
        }),
        label(pick(w("Umów", "Book"), lang), x + 340, y + 29, {
          face: "barlow",
          size: 14,
          weight: 700,
          fill: goat.copperLight,
          anchor: "end",
        }),
      ].join("");
    }),
  ].join("");
}

/** The Goat Beard's booking on a phone, 200 × 420: a day and a time. */
export function goatBooking(lang: Lang): string {
  const days = lang === "pl" ? ["Pn", "Wt", "Śr", "Cz", "Pt"] : ["Mo", "Tu", "We", "Th", "Fr"];
  const times = ["10:00", "10:30", "11:00", "12:30", "14:00", "15:30", "16:00", "17:30"];
  return [
    rect(0, 0, 200, 420, goat.graphite),
    goatMark(100, 64, 0.17, goat.copper, 10),
    label(pick(w("Rezerwacja", "Booking"), lang), 100, 112, {
      face: "dmSerif",
      size: 22,
      fill: goat.cream,
      anchor: "middle",
    }),
    round(16, 126, 168, 40, 8, goat.espresso),
    label(pick(w("Strzyżenie + broda", "Haircut + beard"), lang), 28, 151, {
      face: "barlow",
      size: 13,
      weight: 600,
      fill: goat.cream,
      maxWidth: 144,
    }),
    ...days.map((day, i) => {
      const x = 16 + i * 34;
      const on = i === 2;
      return [
        round(x, 180, 30, 44, 6, on ? goat.copper : "#24221f"),
        label(day, x + 15, 197, {
          face: "barlow",
          size: 10,
          weight: 600,
          fill: on ? goat.espresso : "#b9ada0",
          anchor: "middle",
        }),
        label(String(12 + i), x + 15, 216, {
          face: "barlow",
          size: 14,
          weight: 700,
          fill: on ? goat.espresso : goat.cream,
          anchor: "middle",
        }),
      ].join("");
    }),
    ...times.map((time, i) => {
      const x = 16 + (i % 2) * 86;
      const y = 238 + Math.floor(i / 2) * 36;
      const on = i === 3;
      return (
        round(x, y, 82, 28, 14, on ? goat.copper : "none", {
          stroke: on ? goat.copper : "#4a423b",
          "stroke-width": 1.2,
        }) +
        label(time, x + 41, y + 19, {
          face: "barlow",
          size: 13,
          weight: 600,
          fill: on ? goat.espresso : goat.cream,
          anchor: "middle",
        })
      );
    }),
    button(16, 386, 168, 22, pick(w("Potwierdź", "Confirm"), lang), goat.copper, goat.espresso, {
      face: "barlow",
      weight: 700,
      size: 12,
    }),
  ].join("");
}

/** Reliance Wear's shop home, 880 × 550: the collection and the product grid. */
/** The lettering of Reliance Wear's large buttons (add to basket, place order). */
const relianceButtonType = { face: "oswald", weight: 500, size: 16, letterSpacing: 2 } as const;

export function relianceStoreSite(lang: Lang): string {
  const nav = [w("Kobiety", "Women"), w("Mężczyźni", "Men"), w("Nowości", "New in")];
  const products = [
    { kind: "hoodie", fill: reliance.olive, name: w("Bluza z kapturem", "Hoodie") },
    { kind: "tee", fill: reliance.black, name: w("Koszulka", "T-shirt") },
    { kind: "jacket", fill: "#8a6a4f", name: w("Kurtka", "Jacket") },
    { kind: "cap", fill: reliance.grey, name: w("Czapka", "Cap") },
  ] as const;
  return [
    rect(0, 0, 880, 550, reliance.bone),
    browserBar(0, 0, 880, "reliancewear.pl", false),
    label("RELIANCE WEAR", 36, 76, {
      face: "oswald",
      weight: 600,
      size: 22,
      letterSpacing: 3,
      fill: reliance.black,
    }),
    navRow(
      nav.map((item) => pick(item, lang)),
      812,
      74,
      30,
      { face: "barlow", size: 14, weight: 500, fill: reliance.black },
    ),
    path("M836 62h18l-2 18h-14Z M840 62a5 5 0 0 1 10 0", {
      fill: "none",
      stroke: reliance.black,
      "stroke-width": 1.8,
    }),
    round(36, 100, 808, 210, 4, reliance.sand),
    label(pick(w("NOWA KOLEKCJA", "NEW COLLECTION"), lang), 68, 184, {
      face: "oswald",
      weight: 600,
      size: 52,
      fill: reliance.black,
      maxWidth: 380,
    }),
    label(
      pick(
        w("Bluzy, koszulki i kurtki na chłodne dni", "Hoodies, tees and jackets for cooler days"),
        lang,
      ),
      68,
      218,
      {
        face: "barlow",
        size: 16,
        fill: "#3d3a36",
        maxWidth: 380,
      },
    ),
    button(68, 240, 150, 42, pick(w("ZOBACZ", "SHOP NOW"), lang), reliance.black, reliance.bone, {
      face: "oswald",
      weight: 500,
      size: 15,
      letterSpacing: 2,
    }),
    garment("hoodie", 580, 214, 150, reliance.olive),
    garment("tee", 740, 222, 136, reliance.black),
    ...products.map((product, i) => {
      const x = 36 + i * 206;
      return [
        rect(x, 330, 190, 150, "#e2dbcf"),
        garment(product.kind, x + 95, 405, product.kind === "cap" ? 120 : 110, product.fill),
        label(pick(product.name, lang), x, 504, {
          face: "barlow",
          size: 15,
          weight: 600,
          fill: reliance.black,
        }),
        label("XS  S  M  L  XL", x, 526, {
          face: "barlow",
          size: 12,
          weight: 500,
          fill: reliance.grey,
          letterSpacing: 1,
        }),
      ].join("");
    }),
  ].join("");
}

/** Reliance Wear's product page on a phone, 300 × 640. */
export function relianceProduct(lang: Lang): string {
  const sizes = ["XS", "S", "M", "L", "XL"];
  return [
    rect(0, 0, 300, 640, reliance.bone),
    path("M24 62l-8 8 8 8", {
      fill: "none",
      stroke: reliance.black,
      "stroke-width": 2,
      "stroke-linecap": "round",
    }),
    label("RELIANCE WEAR", 150, 76, {
      face: "oswald",
      weight: 600,
      size: 16,
      letterSpacing: 2.5,
      fill: reliance.black,
      anchor: "middle",
    }),
    rect(0, 96, 300, 280, reliance.sand),
    garment("hoodie", 150, 240, 176, reliance.olive),
    ...[0, 1, 2].map((i) => circle(132 + i * 18, 362, 3.5, i === 0 ? reliance.black : "#b8ad9c")),
    label(pick(w("BLUZA Z KAPTUREM", "HOODIE"), lang), 20, 416, {
      face: "oswald",
      weight: 600,
      size: 24,
      fill: reliance.black,
      maxWidth: 260,
    }),
    label(pick(w("Kolor: oliwkowy", "Colour: olive"), lang), 20, 442, {
      face: "barlow",
      size: 14,
      fill: reliance.grey,
    }),
    ...sizes.map((size, i) => {
      const on = size === "M";
      return (
        round(20 + i * 52, 460, 44, 38, 3, on ? reliance.black : "none", {
          stroke: reliance.black,
          "stroke-width": 1.3,
        }) +
        label(size, 42 + i * 52, 485, {
          face: "barlow",
          size: 14,
          weight: 600,
          fill: on ? reliance.bone : reliance.black,
          anchor: "middle",
        })
      );
    }),
    circle(26, 522, 4.5, reliance.green),
    label(pick(w("M — dostępny od ręki", "M — in stock"), lang), 38, 527, {
      face: "barlow",
      size: 13,
      weight: 500,
      fill: reliance.black,
    }),
    label(pick(w("Tabela rozmiarów", "Size chart"), lang), 280, 527, {
      face: "barlow",
      size: 13,
      weight: 600,
      fill: reliance.black,
      anchor: "end",
    }),
    button(
      20,
      552,
      260,
      50,
      pick(w("DODAJ DO KOSZYKA", "ADD TO BASKET"), lang),
      reliance.black,
      reliance.bone,
      relianceButtonType,
    ),
  ].join("");
}

/** Reliance Wear's basket and checkout on one phone page, 300 × 640. */
export function relianceBasket(lang: Lang): string {
  const items = [
    { kind: "hoodie", fill: reliance.olive, name: w("Bluza z kapturem", "Hoodie") },
    { kind: "tee", fill: reliance.black, name: w("Koszulka", "T-shirt") },
  ] as const;
  const option = (y: number, text: string, on: boolean) =>
    round(20, y, 260, 40, 3, on ? "#ffffff" : "none", {
      stroke: on ? reliance.black : "#c9c0b3",
      "stroke-width": 1.3,
    }) +
    circle(40, y + 20, 7, "none", { stroke: reliance.black, "stroke-width": 1.5 }) +
    (on ? circle(40, y + 20, 3.5, reliance.black) : "") +
    label(text, 58, y + 25, { face: "barlow", size: 14, weight: 500, fill: reliance.black });
  return [
    rect(0, 0, 300, 640, reliance.bone),
    label(pick(w("KOSZYK", "BASKET"), lang), 20, 80, {
      face: "oswald",
      weight: 600,
      size: 24,
      fill: reliance.black,
    }),
    ...items.map((item, i) => {
      const y = 100 + i * 92;
      return [
        rect(20, y, 72, 80, reliance.sand),
        garment(item.kind, 56, y + 42, 46, item.fill),
        label(pick(item.name, lang), 106, y + 28, {
          face: "barlow",
          size: 15,
          weight: 600,
          fill: reliance.black,
        }),
        label(pick(w("Rozmiar M · 1 szt.", "Size M · 1 pc"), lang), 106, y + 50, {
          face: "barlow",
          size: 13,
          fill: reliance.grey,
        }),
      ].join("");
    }),
    rect(20, 290, 260, 1, "#c9c0b3"),
    label(pick(w("Dostawa", "Delivery"), lang), 20, 320, {
      face: "oswald",
      weight: 500,
      size: 17,
      fill: reliance.black,
    }),
    option(332, pick(w("Paczkomat", "Parcel locker"), lang), true),
    option(380, pick(w("Kurier", "Courier"), lang), false),
    label(pick(w("Płatność", "Payment"), lang), 20, 452, {
      face: "oswald",
      weight: 500,
      size: 17,
      fill: reliance.black,
    }),
    option(464, "BLIK", true),
    option(512, pick(w("Karta", "Card"), lang), false),
    button(
      20,
      570,
      260,
      50,
      pick(w("ZAMAWIAM I PŁACĘ", "PLACE ORDER"), lang),
      reliance.black,
      reliance.bone,
      relianceButtonType,
    ),
  ].join("");
}

/** Reliance Wear's one-page checkout, 900 × 562: details, delivery, payment, the order. */
export function relianceCheckoutSite(lang: Lang): string {
  const column = (x: number, step: string, title: Words) =>
    circle(x + 12, 118, 12, reliance.black) +
    label(step, x + 12, 123, {
      face: "barlow",
      size: 13,
      weight: 700,
      fill: reliance.bone,
      anchor: "middle",
    }) +
    label(pick(title, lang), x + 34, 125, {
      face: "oswald",
      weight: 500,
      size: 19,
      fill: reliance.black,
    });
  const field = (x: number, y: number, name: Words) =>
    label(pick(name, lang), x, y, { face: "barlow", size: 12, weight: 600, fill: reliance.grey }) +
    round(x, y + 8, 190, 36, 3, "#ffffff", { stroke: "#c9c0b3", "stroke-width": 1.2 });
  const option = (x: number, y: number, text: string, on: boolean) =>
    round(x, y, 190, 44, 3, on ? "#ffffff" : "none", {
      stroke: on ? reliance.black : "#c9c0b3",
      "stroke-width": 1.3,
    }) +
    circle(x + 20, y + 22, 7, "none", { stroke: reliance.black, "stroke-width": 1.5 }) +
    (on ? circle(x + 20, y + 22, 3.5, reliance.black) : "") +
    label(text, x + 38, y + 27, {
      face: "barlow",
      size: 14,
      weight: 500,
      fill: reliance.black,
      maxWidth: 142,
    });
  const items = [
    { kind: "hoodie", fill: reliance.olive, name: w("Bluza z kapturem", "Hoodie") },
    { kind: "jacket", fill: "#8a6a4f", name: w("Kurtka", "Jacket") },
  ] as const;
  return [
    rect(0, 0, 900, 562, reliance.bone),
    browserBar(
      0,
      0,
      900,
      pick(w("reliancewear.pl/zamowienie", "reliancewear.pl/checkout"), lang),
      false,
    ),
    label("RELIANCE WEAR", 32, 76, {
      face: "oswald",
      weight: 600,
      size: 20,
      letterSpacing: 3,
      fill: reliance.black,
    }),
    label(pick(w("Zamówienie na jednej stronie", "One-page checkout"), lang), 868, 74, {
      face: "barlow",
      size: 13,
      weight: 500,
      fill: reliance.grey,
      anchor: "end",
    }),
    rect(32, 92, 836, 1, "#d3cabd"),
    column(32, "1", w("Dane", "Details")),
    field(32, 164, w("Imię i nazwisko", "Full name")),
    field(32, 232, w("E-mail", "Email")),
    field(32, 300, w("Telefon", "Phone")),
    field(32, 368, w("Kod pocztowy", "Postcode")),
    column(252, "2", w("Dostawa", "Delivery")),
    option(252, 150, pick(w("Paczkomat", "Parcel locker"), lang), true),
    option(252, 204, pick(w("Kurier", "Courier"), lang), false),
    option(252, 258, pick(w("Punkt odbioru", "Pick-up point"), lang), false),
    column(472, "3", w("Płatność", "Payment")),
    option(472, 150, "BLIK", true),
    option(472, 204, pick(w("Szybki przelew", "Online transfer"), lang), false),
    option(472, 258, pick(w("Karta", "Card"), lang), false),
    rect(690, 100, 178, 440, "#e2dbcf"),
    label(pick(w("Twoje zamówienie", "Your order"), lang), 706, 130, {
      face: "oswald",
      weight: 500,
      size: 17,
      fill: reliance.black,
      maxWidth: 146,
    }),
    ...items.map((item, i) => {
      const y = 150 + i * 86;
      return [
        rect(706, y, 60, 70, reliance.sand),
        garment(item.kind, 736, y + 36, 40, item.fill),
        label(pick(item.name, lang), 776, y + 28, {
          face: "barlow",
          size: 14,
          weight: 600,
          fill: reliance.black,
          maxWidth: 84,
        }),
        label(pick(w("Rozmiar M", "Size M"), lang), 776, y + 48, {
          face: "barlow",
          size: 12,
          fill: reliance.grey,
        }),
      ].join("");
    }),
    circle(712, 344, 4.5, reliance.green),
    label(pick(w("Oba rozmiary dostępne", "Both sizes in stock"), lang), 724, 349, {
      face: "barlow",
      size: 12,
      weight: 500,
      fill: reliance.black,
      maxWidth: 134,
    }),
    rect(706, 370, 146, 1, "#c9c0b3"),
    label(pick(w("Dostawa", "Delivery"), lang), 706, 398, {
      face: "barlow",
      size: 12,
      weight: 600,
      fill: reliance.grey,
    }),
    label(pick(w("Paczkomat", "Parcel locker"), lang), 852, 398, {
      face: "barlow",
      size: 13,
      weight: 600,
      fill: reliance.black,
      anchor: "end",
    }),
    label(pick(w("Płatność", "Payment"), lang), 706, 424, {
      face: "barlow",
      size: 12,
      weight: 600,
      fill: reliance.grey,
    }),
    label("BLIK", 852, 424, {
      face: "barlow",
      size: 13,
      weight: 600,
      fill: reliance.black,
      anchor: "end",
    }),
    button(
      706,
      470,
      146,
      48,
      pick(w("ZAMAWIAM", "PLACE ORDER"), lang),
      reliance.black,
      reliance.bone,
      {
        face: "oswald",
        weight: 500,
        size: 15,
        letterSpacing: 1.5,
      },
    ),
    round(252, 330, 410, 112, 3, "#e2dbcf"),
    round(272, 352, 18, 18, 3, reliance.black),
    path("M276 361l4 4 7-8", { fill: "none", stroke: reliance.bone, "stroke-width": 2 }),
    label(
      pick(w("Adres dostawy taki sam jak w danych", "Deliver to the address above"), lang),
      302,
      366,
      {
        face: "barlow",
        size: 14,
        weight: 500,
        fill: reliance.black,
        maxWidth: 340,
      },
    ),
    round(272, 392, 18, 18, 3, reliance.black),
    path("M276 401l4 4 7-8", { fill: "none", stroke: reliance.bone, "stroke-width": 2 }),
    label(pick(w("Akceptuję regulamin sklepu", "I accept the shop's terms"), lang), 302, 406, {
      face: "barlow",
      size: 14,
      fill: reliance.black,
    }),
  ].join("");
}

/** Parkingi MAGR's website, 860 × 537: the map, the car parks and the call button. */
export function magrSite(lang: Lang): string {
  const nav = [w("Lokalizacje", "Locations"), w("Cennik", "Prices"), w("Kontakt", "Contact")];
  return [
    rect(0, 0, 860, 537, magr.page),
    browserBar(0, 0, 860, "parkingimagr.pl", false),
    magrSign(30, 50, 34),
    label("PARKINGI MAGR", 74, 75, {
      face: "barlow",
      weight: 800,
      size: 19,
      letterSpacing: 1.5,
      fill: magr.asphalt,
    }),
    navRow(
      nav.map((item) => pick(item, lang)),
      700,
      73,
      30,
      { face: "barlow", size: 14, weight: 600, fill: magr.asphalt },
    ),
    button(724, 52, 110, 32, pick(w("Zadzwoń", "Call us"), lang), magr.blue, "#ffffff", {
      face: "barlow",
      weight: 700,
      size: 14,
    }),
    label(pick(w("Parkingi strzeżone", "Guarded car parks"), lang), 30, 150, {
      face: "barlow",
      weight: 800,
      size: 36,
      fill: magr.asphalt,
      maxWidth: 330,
    }),
    label(pick(w("w Szczecinie", "in Szczecin"), lang), 30, 192, {
      face: "barlow",
      weight: 800,
      size: 36,
      fill: magr.blue,
      maxWidth: 330,
    }),
    label(
      pick(w("Mapa, cennik i szybki kontakt", "A map, prices and quick contact"), lang),
      30,
      226,
      {
        face: "barlow",
        size: 16,
        fill: magr.grey,
        maxWidth: 330,
      },
    ),
    button(30, 248, 164, 44, pick(w("Zadzwoń teraz", "Call now"), lang), magr.blue, "#ffffff", {
      face: "barlow",
      weight: 700,
      size: 16,
    }),
    button(206, 248, 140, 44, pick(w("Cennik", "Prices"), lang), "#ffffff", magr.asphalt, {
      face: "barlow",
      weight: 700,
      size: 16,
    }),
    round(380, 104, 450, 300, 8, "#e9edf1"),
    group(
      [
        ...[150, 200, 260, 330, 380].map((y, i) =>
          path(`M380 ${y + i * 4}L830 ${y - 30 + i * 6}`, {
            stroke: "#ffffff",
            "stroke-width": i % 2 ? 5 : 9,
          }),
        ),
        ...[440, 520, 610, 700, 780].map((x, i) =>
          path(`M${x} 104L${x + 40 - i * 12} 404`, {
            stroke: "#ffffff",
            "stroke-width": i % 2 ? 5 : 9,
          }),
        ),
        path(
          "M380 300C470 290 500 240 560 250S660 330 720 300 800 200 830 190L830 230C800 240 760 330 716 338S620 290 560 290 470 330 380 336Z",
          {
            fill: "#a9cbe6",
          },
        ),
        label("Odra", 640, 322, { face: "barlow", size: 13, weight: 600, fill: "#4e7ea6" }),
      ],
      { "clip-path": "url(#magr-map)" },
    ),
    `<clipPath id="magr-map"><rect x="380" y="104" width="450" height="300" rx="8"/></clipPath>`,
    magrPin(480, 214),
    magrPin(610, 196),
    magrPin(720, 376, 1, magr.blueDark),
    ...[
      w("Parking P1", "Car park P1"),
      w("Parking P2", "Car park P2"),
      w("Parking P3", "Car park P3"),
    ].map((name, i) => {
      const x = 30 + i * 272;
      return [
        round(x, 426, 256, 88, 8, "#ffffff", { stroke: "#dde3e9", "stroke-width": 1.2 }),
        magrSign(x + 16, 444, 26),
        label(pick(name, lang), x + 52, 463, {
          face: "barlow",
          size: 16,
          weight: 700,
          fill: magr.asphalt,
        }),
        label(
          pick(w("Strzeżony · zobacz na mapie", "Guarded · see on the map"), lang),
          x + 16,
          496,
          {
            face: "barlow",
            size: 13,
            fill: magr.grey,
            maxWidth: 224,
          },
        ),
      ].join("");
    }),
  ].join("");
}

/** Parkingi MAGR on a phone, 210 × 440: the map and the call bar on every screen. */
export function magrPhone(lang: Lang): string {
  return [
    rect(0, 0, 210, 440, magr.page),
    magrSign(14, 46, 26),
    label("PARKINGI MAGR", 48, 65, {
      face: "barlow",
      weight: 800,
      size: 14,
      letterSpacing: 1,
      fill: magr.asphalt,
    }),
    label(pick(w("Parkingi strzeżone", "Guarded car parks"), lang), 14, 112, {
      face: "barlow",
      weight: 800,
      size: 21,
      fill: magr.asphalt,
      maxWidth: 182,
    }),
    label(pick(w("w Szczecinie", "in Szczecin"), lang), 14, 138, {
      face: "barlow",
      weight: 800,
      size: 21,
      fill: magr.blue,
      maxWidth: 182,
    }),
    round(14, 156, 182, 180, 8, "#e9edf1"),
    `<clipPath id="magr-phone-map"><rect x="14" y="156" width="182" height="180" rx="8"/></clipPath>`,
    group(
      [
        path("M14 210L196 190M14 280L196 300M70 156L60 336M150 156L170 336", {
          stroke: "#ffffff",
          "stroke-width": 6,
        }),
        path(
          "M14 260C60 250 90 220 120 230S170 280 196 250L196 272C170 300 140 262 116 256S60 286 14 284Z",
          { fill: "#a9cbe6" },
        ),
      ],
      { "clip-path": "url(#magr-phone-map)" },
    ),
    magrPin(74, 226, 0.7),
    magrPin(150, 206, 0.7),
    magrPin(136, 318, 0.7, magr.blueDark),
    rect(0, 372, 210, 68, "#ffffff"),
    button(14, 382, 182, 42, pick(w("Zadzwoń", "Call us"), lang), magr.blue, "#ffffff", {
      face: "barlow",
      weight: 700,
      size: 16,
    }),
  ].join("");
}

/** A drawing at another scale, its top left at (x, y). */
export function placed(x: number, y: number, scale: number, body: string): string {
  return group(body, { transform: `translate(${x} ${y}) scale(${scale})` });
}
