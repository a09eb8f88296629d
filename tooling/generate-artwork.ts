/**
 * Draws the service and project pictures as SVG files under public/images/,
 * laid out as the studio presents work: objects on a dark surface lit from the
 * top left, device frames, the clients' brand boards in their own type. Every
 * word is drawn as outlines from the real font (tooling/artwork/outline-text.ts),
 * and every picture is drawn in Polish (`name.svg`) and English (`name.en.svg`);
 * the site picks the page's language (shared/artwork.ts). Run after changing a
 * drawing:
 *   node_modules/.bin/node tooling/generate-artwork.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  garment,
  goat,
  goatBadge,
  goatMark,
  goatWordmark,
  magr,
  magrSign,
  reliance,
} from "./artwork/clients.ts";
import {
  button,
  c,
  circle,
  group,
  type Lang,
  label,
  laptop,
  lifted,
  liftedLow,
  measure,
  paragraph,
  path,
  phone,
  picture,
  rect,
  riverLine,
  round,
  type Words,
  w,
} from "./artwork/kit.ts";
import {
  goatBooking,
  goatSite,
  magrPhone,
  magrSite,
  placed,
  relianceBasket,
  relianceCheckoutSite,
  relianceProduct,
  relianceStoreSite,
} from "./artwork/screens.ts";

const pick = (words: Words, lang: Lang) => words[lang];

/** A picture's heading: a caption with the river line under it. */
const heading = (text: string, x: number, y: number) =>
  caption(text, x, y) + riverLine(`M${x} ${y + 26}c70-18 120 12 190-3s90-30 160-14`, 0.85);

/** A caption of the studio's board: small, muted, in the site's face. */
const caption = (
  text: string,
  x: number,
  y: number,
  anchor: "start" | "middle" | "end" = "start",
) => label(text, x, y, { size: 14, weight: 500, fill: c.muted, anchor, letterSpacing: 0.3 });

// --- The Goat Beard ---------------------------------------------------------

const goatColours = [
  { name: w("Miedź", "Copper"), hex: goat.copper, ink: goat.espresso },
  { name: w("Espresso", "Espresso"), hex: goat.espresso, ink: goat.cream },
  { name: w("Krem", "Cream"), hex: goat.cream, ink: goat.espresso },
  { name: w("Grafit", "Graphite"), hex: goat.graphite, ink: goat.cream },
];

/** The Goat Beard's colour chips in a row: each named, with its hex. */
function goatChips(x: number, y: number, width: number, height: number, lang: Lang) {
  const gap = 10;
  const chip = (width - gap * 3) / 4;
  return goatColours
    .map((colour, i) => {
      const cx = x + i * (chip + gap);
      return [
        round(cx, y, chip, height, 10, colour.hex, {
          ...liftedLow,
          stroke: "#2f2a26",
          "stroke-width": 1,
        }),
        label(pick(colour.name, lang), cx + 14, y + height - 36, {
          face: "barlow",
          size: 16,
          weight: 700,
          fill: colour.ink,
          maxWidth: chip - 24,
        }),
        label(colour.hex.toUpperCase(), cx + 14, y + height - 16, {
          face: "barlow",
          size: 12,
          weight: 500,
          fill: colour.ink,
          letterSpacing: 1,
        }),
      ].join("");
    })
    .join("");
}

/** A business card of The Goat Beard, front: the mark over the wordmark, all inside the card. */
function goatCardFront(x: number, y: number, width: number) {
  const height = width * 0.647;
  const cx = x + width / 2;
  return [
    round(x, y, width, height, width * 0.03, goat.espresso, lifted),
    goatMark(cx, y + height * 0.36, width / 620, goat.copper, 7),
    goatWordmark(cx, y + height * 0.76, width * 0.085, goat.cream, width * 0.78),
    label("BARBERSHOP · SZCZECIN", cx, y + height * 0.87, {
      face: "barlow",
      weight: 600,
      size: width * 0.027,
      letterSpacing: width * 0.009,
      fill: goat.copperLight,
      anchor: "middle",
      maxWidth: width * 0.7,
    }),
  ].join("");
}

function goatIdentity(lang: Lang) {
  const specimen = [
    round(660, 330, 480, 290, 14, goat.cream, lifted),
    label("Aa", 690, 480, { face: "dmSerif", size: 132, fill: goat.espresso }),
    label("DM Serif Display", 690, 530, {
      face: "barlow",
      size: 15,
      weight: 700,
      fill: goat.copper,
      letterSpacing: 0.5,
    }),
    label(pick(w("nagłówki i znak", "headings and wordmark"), lang), 690, 552, {
      face: "barlow",
      size: 14,
      fill: "#6b5a4c",
    }),
    label(pick(w("Umów wizytę", "Book a visit"), lang), 880, 420, {
      face: "dmSerif",
      size: 34,
      fill: goat.espresso,
      maxWidth: 236,
    }),
    label(pick(w("w 30 sekund", "in 30 seconds"), lang), 880, 460, {
      face: "dmSerif",
      size: 34,
      fill: goat.copper,
      maxWidth: 236,
    }),
    label("Barlow", 880, 530, {
      face: "barlow",
      size: 15,
      weight: 700,
      fill: goat.copper,
      letterSpacing: 0.5,
    }),
    label(pick(w("cennik, opisy, social media", "prices, copy, social media"), lang), 880, 552, {
      face: "barlow",
      size: 14,
      fill: "#6b5a4c",
      maxWidth: 236,
    }),
    label("AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ 0123456789", 690, 596, {
      face: "barlow",
      size: 15,
      weight: 500,
      fill: goat.espresso,
      letterSpacing: 0.6,
      maxWidth: 420,
    }),
  ];
  const sign = [
    path("M110 672h150", { stroke: "#5a4a3c", "stroke-width": 6, "stroke-linecap": "round" }),
    path("M118 672v-18M150 672v14M222 672v14", {
      stroke: "#5a4a3c",
      "stroke-width": 4,
      "stroke-linecap": "round",
    }),
    group(goatBadge(186, 760, 74, goat.copper, goat.espresso), lifted),
  ];
  const posts = [
    round(700, 664, 190, 190, 8, goat.cream, lifted),
    label(pick(w("Rezerwacja", "Book online"), lang), 795, 742, {
      face: "dmSerif",
      size: 30,
      fill: goat.espresso,
      anchor: "middle",
      maxWidth: 160,
    }),
    label(pick(w("online", "in 30 seconds"), lang), 795, 776, {
      face: "dmSerif",
      size: 30,
      fill: goat.copper,
      anchor: "middle",
      maxWidth: 160,
    }),
    label("thegoatbeard.pl", 795, 826, {
      face: "barlow",
      size: 13,
      weight: 600,
      fill: "#6b5a4c",
      anchor: "middle",
      letterSpacing: 0.5,
    }),
    round(910, 664, 190, 190, 8, goat.copper, lifted),
    goatMark(1005, 748, 0.42, goat.espresso, 9),
    label(pick(w("Nowy w Szczecinie", "New in Szczecin"), lang), 1005, 826, {
      face: "dmSerif",
      size: 19,
      fill: goat.espresso,
      anchor: "middle",
      maxWidth: 160,
    }),
  ];
  return picture(1200, 900, "The Goat Beard", [
    round(60, 60, 560, 560, 14, goat.espresso, lifted),
    circle(340, 268, 170, "none", { stroke: goat.copper, "stroke-width": 3 }),
    goatMark(340, 274, 1.45, goat.copper, 6.5),
    goatWordmark(340, 520, 64, goat.cream, 470),
    label("BARBERSHOP · SZCZECIN", 340, 566, {
      face: "barlow",
      weight: 600,
      size: 15,
      letterSpacing: 6,
      fill: goat.copperLight,
      anchor: "middle",
    }),
    goatChips(660, 60, 480, 240, lang),
    ...specimen,
    ...sign,
    group(goatCardFront(380, 670, 270), { transform: "rotate(-4 515 757)" }),
    ...posts,
    caption(pick(w("Szyld", "Sign"), lang), 186, 880, "middle"),
    caption(pick(w("Wizytówka", "Business card"), lang), 515, 880, "middle"),
    caption(pick(w("Szablony social media", "Social media templates"), lang), 900, 880, "middle"),
  ]);
}

function goatStationery(lang: Lang) {
  const back = (x: number, y: number, width: number) => {
    const height = width * 0.647;
    return [
      round(x, y, width, height, width * 0.03, goat.cream, lifted),
      rect(x + 36, y + 40, 3, height - 80, goat.copper),
      label("Barber", x + 60, y + 84, { face: "dmSerif", size: 36, fill: goat.espresso }),
      label(pick(w("Rezerwacja online", "Online booking"), lang), x + 60, y + 124, {
        face: "barlow",
        size: 17,
        weight: 600,
        fill: goat.copper,
      }),
      label("thegoatbeard.pl", x + 60, y + 176, {
        face: "barlow",
        size: 17,
        weight: 500,
        fill: goat.espresso,
      }),
      label(pick(w("centrum Szczecina", "central Szczecin"), lang), x + 60, y + 204, {
        face: "barlow",
        size: 17,
        weight: 500,
        fill: goat.espresso,
      }),
      goatMark(x + width - 70, y + height - 76, 0.3, goat.copper, 9),
    ].join("");
  };
  const loyalty = (x: number, y: number, width: number) => {
    const height = width * 0.63;
    return [
      round(x, y, width, height, width * 0.03, goat.copper, lifted),
      label(pick(w("Karta stałego klienta", "Loyalty card"), lang), x + 32, y + 58, {
        face: "dmSerif",
        size: 28,
        fill: goat.espresso,
        maxWidth: width - 120,
      }),
      goatMark(x + width - 50, y + 52, 0.22, goat.espresso, 10),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => {
        const cx = x + 52 + (i % 5) * ((width - 104) / 4);
        const cy = y + 118 + Math.floor(i / 5) * 64;
        return i < 4
          ? circle(cx, cy, 24, goat.espresso) + goatMark(cx, cy + 2, 0.13, goat.copperLight, 12)
          : circle(cx, cy, 24, "none", {
              stroke: goat.espresso,
              "stroke-width": 2,
              "stroke-dasharray": "4 5",
            });
      }),
      label("The Goat Beard · thegoatbeard.pl", x + 32, y + height - 22, {
        face: "barlow",
        size: 13,
        weight: 600,
        fill: goat.espresso,
        letterSpacing: 0.5,
      }),
    ].join("");
  };
  return picture(1200, 800, "The Goat Beard stationery", [
    group(goatCardFront(130, 120, 470), { transform: "rotate(-11 365 272)" }),
    group(goatCardFront(110, 100, 470), { transform: "rotate(-6 345 252)" }),
    group(back(630, 150, 470), { transform: "rotate(4 865 302)" }),
    group(loyalty(360, 470, 420), { transform: "rotate(-2 570 602)" }),
    caption(pick(w("Wizytówka, przód i tył", "Business card, front and back"), lang), 110, 548),
    heading(pick(w("Karta lojalnościowa", "Loyalty card"), lang), 820, 680),
  ]);
}

/** Where a device stands in a picture, and the screen it shows (drawn at its own size). */
interface DeviceAt {
  id: string;
  x: number;
  y: number;
  width: number;
  screen: string;
}

/**
 * A site presented as a studio shows one: a one-line heading over it, the site in a laptop and
 * its phone view beside it.
 */
function siteOnDevices(
  lang: Lang,
  board: {
    alt: string;
    height: number;
    heading: Words;
    headingAt: readonly [number, number];
    laptop: DeviceAt;
    phone: DeviceAt & { height: number };
  },
) {
  const { laptop: onLaptop, phone: onPhone } = board;
  return picture(1200, board.height, board.alt, [
    heading(pick(board.heading, lang), ...board.headingAt),
    laptop(
      onLaptop.id,
      onLaptop.x,
      onLaptop.y,
      onLaptop.width,
      placed(onLaptop.x, onLaptop.y, 1, onLaptop.screen),
    ),
    phone(
      onPhone.id,
      onPhone.x,
      onPhone.y,
      onPhone.width,
      onPhone.height,
      placed(onPhone.x, onPhone.y, 1, onPhone.screen),
    ),
  ]);
}

function goatWebsite(lang: Lang) {
  return siteOnDevices(lang, {
    alt: "The Goat Beard website",
    height: 800,
    heading: w("Rezerwacja w 30 sekund, bez dzwonienia", "Booking in 30 seconds, without calling"),
    headingAt: [110, 66],
    laptop: { id: "goat-laptop", x: 110, y: 140, width: 800, screen: goatSite(lang) },
    phone: { id: "goat-phone", x: 945, y: 290, width: 200, height: 420, screen: goatBooking(lang) },
  });
}

// --- Reliance Wear ----------------------------------------------------------

function relianceStore(lang: Lang) {
  return siteOnDevices(lang, {
    alt: "Reliance Wear",
    height: 900,
    heading: w("Sklep projektowany od telefonu", "A shop designed mobile-first"),
    headingAt: [130, 76],
    laptop: { id: "rw-laptop", x: 130, y: 160, width: 880, screen: relianceStoreSite(lang) },
    phone: {
      id: "rw-phone",
      x: 930,
      y: 400,
      width: 200,
      height: 420,
      screen: [
        rect(0, 0, 200, 420, reliance.bone),
        label("RELIANCE WEAR", 100, 64, {
          face: "oswald",
          weight: 600,
          size: 14,
          letterSpacing: 2,
          fill: reliance.black,
          anchor: "middle",
        }),
        rect(0, 80, 200, 190, reliance.sand),
        garment("hoodie", 100, 182, 124, reliance.olive),
        label(pick(w("NOWA KOLEKCJA", "NEW COLLECTION"), lang), 16, 308, {
          face: "oswald",
          weight: 600,
          size: 26,
          fill: reliance.black,
          maxWidth: 168,
        }),
        label(pick(w("Bluzy, koszulki i kurtki", "Hoodies, tees and jackets"), lang), 16, 332, {
          face: "barlow",
          size: 13,
          fill: "#3d3a36",
          maxWidth: 168,
        }),
        round(16, 352, 168, 44, 2, reliance.black),
        label(pick(w("ZOBACZ", "SHOP NOW"), lang), 100, 380, {
          face: "oswald",
          weight: 500,
          size: 15,
          letterSpacing: 2,
          fill: reliance.bone,
          anchor: "middle",
        }),
      ].join(""),
    },
  });
}

function relianceMobile(lang: Lang) {
  return picture(1200, 800, "Reliance Wear mobile", [
    phone("rw-product", 150, 80, 300, 640, placed(150, 80, 1, relianceProduct(lang))),
    phone("rw-basket", 520, 80, 300, 640, placed(520, 80, 1, relianceBasket(lang))),
    label(lang === "pl" ? "1,8 s" : "1.8 s", 900, 330, { size: 88, weight: 800, fill: c.brick }),
    label(pick(w("ładowanie karty produktu", "product page load"), lang), 904, 370, {
      size: 19,
      weight: 600,
      fill: c.paper,
      maxWidth: 260,
    }),
    label(
      pick(w("na telefonie (LCP, marzec 2025)", "on a phone (LCP, March 2025)"), lang),
      904,
      398,
      { size: 16, weight: 400, fill: c.muted, maxWidth: 260 },
    ),
    riverLine("M904 440c40-22 80 14 124-4s60-36 110-18", 0.9),
    label(pick(w("Koszyk, dostawa i płatność", "Basket, delivery and payment"), lang), 904, 500, {
      size: 16,
      weight: 600,
      fill: c.paper,
      maxWidth: 260,
    }),
    label(pick(w("na jednym ekranie", "on a single screen"), lang), 904, 524, {
      size: 16,
      weight: 400,
      fill: c.muted,
      maxWidth: 260,
    }),
  ]);
}

function relianceCheckout(lang: Lang) {
  return picture(1200, 800, "Reliance Wear checkout", [
    heading(
      pick(
        w(
          "Dane, dostawa i płatność na jednej stronie",
          "Details, delivery and payment on one page",
        ),
        lang,
      ),
      150,
      60,
    ),
    laptop("rw-checkout", 150, 126, 900, placed(150, 126, 1, relianceCheckoutSite(lang))),
  ]);
}

// --- Parkingi MAGR ----------------------------------------------------------

function magrWebsite(lang: Lang) {
  return siteOnDevices(lang, {
    alt: "Parkingi MAGR",
    height: 900,
    heading: w("Przycisk połączenia widoczny na każdym ekranie", "A call button on every screen"),
    headingAt: [120, 76],
    laptop: { id: "magr-laptop", x: 120, y: 160, width: 860, screen: magrSite(lang) },
    phone: { id: "magr-phone", x: 920, y: 400, width: 210, height: 440, screen: magrPhone(lang) },
  });
}

// --- Services (800 × 600) ---------------------------------------------------

function brandingArt(lang: Lang) {
  return picture(
    800,
    600,
    pick(
      w("Branding: system marki The Goat Beard", "Branding: The Goat Beard's brand system"),
      lang,
    ),
    [
      round(40, 40, 380, 380, 12, goat.espresso, lifted),
      circle(230, 190, 112, "none", { stroke: goat.copper, "stroke-width": 2.5 }),
      goatMark(230, 194, 0.95, goat.copper, 6.5),
      goatWordmark(230, 360, 44, goat.cream, 320),
      label("BARBERSHOP · SZCZECIN", 230, 392, {
        face: "barlow",
        weight: 600,
        size: 11,
        letterSpacing: 4,
        fill: goat.copperLight,
        anchor: "middle",
      }),
      ...goatColours.map((colour, i) => {
        const y = 40 + i * 62;
        return [
          round(450, y, 310, 52, 8, colour.hex, {
            ...liftedLow,
            stroke: "#2f2a26",
            "stroke-width": 1,
          }),
          label(pick(colour.name, lang), 466, y + 32, {
            face: "barlow",
            size: 15,
            weight: 700,
            fill: colour.ink,
          }),
          label(colour.hex.toUpperCase(), 744, y + 32, {
            face: "barlow",
            size: 12,
            weight: 500,
            fill: colour.ink,
            anchor: "end",
            letterSpacing: 1,
          }),
        ].join("");
      }),
      round(450, 300, 310, 120, 10, goat.cream, lifted),
      label("Aa", 468, 388, { face: "dmSerif", size: 78, fill: goat.espresso }),
      label("DM Serif Display", 576, 348, {
        face: "barlow",
        size: 13,
        weight: 700,
        fill: goat.copper,
      }),
      label(pick(w("Umów wizytę", "Book a visit"), lang), 576, 378, {
        face: "dmSerif",
        size: 22,
        fill: goat.espresso,
        maxWidth: 170,
      }),
      label("Barlow · AĄĆĘŁŃÓŚŹŻ", 576, 402, {
        face: "barlow",
        size: 12,
        weight: 500,
        fill: "#6b5a4c",
        maxWidth: 170,
      }),
      group(goatCardFront(70, 452, 200), { transform: "rotate(-5 170 517)" }),
      group(goatBadge(370, 512, 56, goat.copper, goat.espresso), lifted),
      round(470, 452, 130, 130, 6, goat.cream, liftedLow),
      label(pick(w("Rezerwacja", "Book"), lang), 535, 512, {
        face: "dmSerif",
        size: 19,
        fill: goat.espresso,
        anchor: "middle",
        maxWidth: 110,
      }),
      label(pick(w("online", "online"), lang), 535, 536, {
        face: "dmSerif",
        size: 19,
        fill: goat.copper,
        anchor: "middle",
      }),
      round(620, 452, 130, 130, 6, goat.copper, liftedLow),
      goatMark(685, 517, 0.36, goat.espresso, 9),
    ],
  );
}

function webArt(lang: Lang) {
  return picture(
    800,
    600,
    pick(
      w(
        "Strona Parkingi MAGR na laptopie i telefonie",
        "The Parkingi MAGR website on a laptop and a phone",
      ),
      lang,
    ),
    [
      laptop("web-laptop", 90, 70, 540, placed(90, 70, 540 / 860, magrSite(lang))),
      phone("web-phone", 600, 190, 150, 314, placed(600, 190, 150 / 210, magrPhone(lang))),
      label(
        pick(w("Szybka, czytelna, gotowa na telefon", "Fast, clear, ready for phones"), lang),
        90,
        520,
        { size: 17, weight: 600, fill: c.paper },
      ),
      label(
        pick(w("Parkingi MAGR · mapa, cennik, telefon", "Parkingi MAGR · map, prices, call"), lang),
        90,
        546,
        { size: 14, weight: 400, fill: c.muted },
      ),
      riverLine("M90 572c60-16 110 10 170-4s80-24 130-10", 0.8),
    ],
  );
}

function marketingArt(lang: Lang) {
  const query = pick(w("parking strzeżony szczecin", "guarded parking szczecin"), lang);
  return picture(
    800,
    600,
    pick(
      w(
        "Lokalne wyniki wyszukiwania i zapytania Parkingi MAGR",
        "Local search results and enquiries for Parkingi MAGR",
      ),
      lang,
    ),
    [
      phone(
        "mkt-phone",
        70,
        50,
        250,
        500,
        placed(
          70,
          50,
          1,
          [
            rect(0, 0, 250, 500, "#ffffff"),
            round(14, 44, 222, 38, 19, "#f1f3f4"),
            circle(34, 63, 6, "none", { stroke: "#5f6368", "stroke-width": 2 }),
            path("M38 67l5 5", { stroke: "#5f6368", "stroke-width": 2 }),
            label(query, 50, 68, { face: "barlow", size: 13, fill: "#202124", maxWidth: 176 }),
            round(14, 96, 222, 170, 10, "#e9edf1"),
            path("M14 150L236 130M14 220L236 240M80 96L70 266M170 96L190 266", {
              stroke: "#ffffff",
              "stroke-width": 6,
            }),
            path(
              "M14 200C60 190 100 160 130 170S190 220 236 190L236 212C190 244 150 200 126 196S60 226 14 224Z",
              { fill: "#a9cbe6" },
            ),
            group(magrSign(108, 128, 30), liftedLow),
            round(14, 280, 222, 150, 10, "#ffffff", { stroke: "#dadce0", "stroke-width": 1.2 }),
            label("Parkingi MAGR", 28, 310, {
              face: "barlow",
              size: 18,
              weight: 700,
              fill: "#1a0dab",
            }),
            label(
              pick(w("Parking strzeżony · Szczecin", "Guarded car park · Szczecin"), lang),
              28,
              334,
              { face: "barlow", size: 13, fill: "#4d5156", maxWidth: 196 },
            ),
            button(28, 352, 92, 34, pick(w("Zadzwoń", "Call"), lang), magr.blue, "#ffffff", {
              face: "barlow",
              weight: 700,
              size: 13,
            }),
            button(
              128,
              352,
              94,
              34,
              pick(w("Trasa", "Directions"), lang),
              "#e8f0fe",
              magr.blueDark,
              { face: "barlow", weight: 700, size: 13 },
            ),
            label("parkingimagr.pl", 28, 412, { face: "barlow", size: 13, fill: "#188038" }),
            round(14, 444, 222, 40, 20, "#e8f0fe"),
            label(
              pick(
                w("96 połączeń miesięcznie (wcześniej 52)", "96 calls a month (52 before)"),
                lang,
              ),
              125,
              469,
              {
                face: "barlow",
                size: 13,
                weight: 600,
                fill: magr.blueDark,
                anchor: "middle",
                maxWidth: 200,
              },
            ),
          ].join(""),
        ),
      ),
      round(380, 70, 370, 210, 14, c.strong, { ...lifted, stroke: c.line, "stroke-width": 1 }),
      label(
        pick(w("Zapytania ze strony, miesięcznie", "Website enquiries a month"), lang),
        406,
        112,
        { size: 16, weight: 600, fill: c.muted, maxWidth: 320 },
      ),
      label("58", 406, 200, { size: 84, weight: 800, fill: c.brick }),
      label(pick(w("wobec 40", "against 40"), lang), 526, 170, {
        size: 22,
        weight: 700,
        fill: c.paper,
      }),
      label(pick(w("przed nową stroną", "before the new site"), lang), 526, 198, {
        size: 16,
        fill: c.muted,
        maxWidth: 200,
      }),
      label(
        pick(
          w("Parkingi MAGR · pół roku po starcie", "Parkingi MAGR · six months after launch"),
          lang,
        ),
        406,
        252,
        { size: 14, fill: c.muted, maxWidth: 320 },
      ),
      round(380, 310, 370, 240, 14, c.panel, { ...lifted, stroke: c.line, "stroke-width": 1 }),
      label(
        pick(w("Lokalne SEO: Szczecin i okolice", "Local SEO: Szczecin and around"), lang),
        406,
        350,
        { size: 16, weight: 600, fill: c.paper, maxWidth: 320 },
      ),
      circle(565, 452, 78, c.brick, { opacity: 0.12 }),
      circle(565, 452, 78, "none", {
        stroke: c.brick,
        "stroke-width": 2,
        "stroke-dasharray": "6 6",
      }),
      riverLine("M470 378c30 30 60 40 80 70s20 50 60 64 60 8 90 12", 0.95),
      circle(565, 452, 7, c.brick),
      label("Szczecin", 580, 446, { size: 15, weight: 700, fill: c.paper }),
      label("Odra", 520, 470, { anchor: "end", size: 13, weight: 500, fill: c.river }),
    ],
  );
}

function strategyArt(lang: Lang) {
  const notes = [
    {
      text: w("Kim są klienci?", "Who are the customers?"),
      fill: c.brick,
      ink: "#2a120a",
      x: 470,
      y: 70,
      r: -3,
    },
    {
      text: w("Co robi konkurencja?", "What do competitors do?"),
      fill: c.river,
      ink: "#0a2a2c",
      x: 610,
      y: 110,
      r: 4,
    },
    {
      text: w("Jedno zdanie o marce", "The brand in one sentence"),
      fill: c.paper,
      ink: c.ink,
      x: 500,
      y: 210,
      r: 2,
    },
  ];
  const plan = [
    w("Przekaz", "Message"),
    w("Kanały", "Channels"),
    w("Budżet", "Budget"),
    w("Harmonogram", "Schedule"),
  ];
  return picture(
    800,
    600,
    pick(
      w(
        "Warsztat strategii: mapa pozycjonowania i plan",
        "Strategy workshop: a positioning map and a plan",
      ),
      lang,
    ),
    [
      round(40, 40, 400, 400, 10, c.paper, lifted),
      path("M240 70V410M70 240H410", { stroke: "#c9c1b4", "stroke-width": 2 }),
      label(pick(w("klasycznie", "classic"), lang), 70, 232, {
        size: 14,
        weight: 600,
        fill: "#6e665b",
      }),
      label(pick(w("nowocześnie", "modern"), lang), 410, 232, {
        size: 14,
        weight: 600,
        fill: "#6e665b",
        anchor: "end",
      }),
      label(pick(w("premium", "premium"), lang), 250, 84, {
        size: 14,
        weight: 600,
        fill: "#6e665b",
      }),
      label(pick(w("codziennie", "everyday"), lang), 250, 404, {
        size: 14,
        weight: 600,
        fill: "#6e665b",
      }),
      ...[
        [130, 300],
        [180, 350],
        [300, 330],
        [150, 140],
        [330, 370],
      ].map(([x, y]) => circle(x ?? 0, y ?? 0, 11, "#b9b0a3")),
      circle(330, 140, 34, c.brick, { opacity: 0.2 }),
      circle(330, 140, 14, c.brick),
      label(pick(w("tu jest miejsce", "the open space"), lang), 330, 186, {
        size: 14,
        weight: 700,
        fill: "#a3401c",
        anchor: "middle",
      }),
      ...notes.map((note) =>
        group(
          [
            rect(note.x, note.y, 150, 110, note.fill),
            paragraph(pick(note.text, lang), note.x + 14, note.y + 38, 122, 24, {
              size: 19,
              weight: 700,
              fill: note.ink,
            }),
          ],
          { transform: `rotate(${note.r} ${note.x + 75} ${note.y + 55})`, ...liftedLow },
        ),
      ),
      round(470, 350, 290, 200, 10, c.strong, { ...lifted, stroke: c.line, "stroke-width": 1 }),
      label(pick(w("Plan komunikacji", "Communication plan"), lang), 494, 390, {
        size: 18,
        weight: 700,
        fill: c.paper,
        maxWidth: 240,
      }),
      ...plan.map((item, i) => {
        const y = 420 + i * 30;
        return [
          circle(502, y + 6, 8, "none", { stroke: c.river, "stroke-width": 2 }),
          path(`M498 ${y + 6}l3 3 6-6`, { fill: "none", stroke: c.river, "stroke-width": 2 }),
          label(pick(item, lang), 520, y + 12, { size: 15, weight: 500, fill: c.paper }),
        ].join("");
      }),
      riverLine("M60 500c70-30 130 20 200-4s100-44 180-20", 0.9),
      label(
        pick(w("Badamy klientów i konkurencję", "We study customers and competitors"), lang),
        60,
        548,
        { size: 14, weight: 500, fill: c.muted, maxWidth: 380 },
      ),
    ],
  );
}

function videoArt(lang: Lang) {
  const shot = (x: number, y: number, width: number, height: number, take = 0) => {
    const kinds = ["hoodie", "tee", "jacket", "hoodie", "tee", "jacket"] as const;
    const fills = [
      reliance.olive,
      reliance.black,
      "#8a6a4f",
      reliance.grey,
      reliance.olive,
      reliance.black,
    ];
    return [
      rect(x, y, width, height, take % 2 ? "#cfc4b2" : "#d9cfbf"),
      rect(x, y + height * 0.74, width, height * 0.26, "#c9bda9"),
      garment(
        kinds[take] ?? "hoodie",
        x + width * 0.5,
        y + height * 0.5,
        Math.min(width * 0.5, height * 0.56),
        fills[take] ?? reliance.olive,
      ),
    ].join("");
  };
  const chip = (text: string, x: number, y: number, fill: string, ink: string) => {
    const width = measure(text, { size: 12, weight: 700 }) + 16;
    return (
      round(x, y, width, 22, 4, fill) +
      label(text, x + 8, y + 15.5, { size: 12, weight: 700, fill: ink })
    );
  };
  // The viewfinder: 16:9, with the 4:5 and 9:16 crops of the same shot centred in it.
  const fx = 56;
  const fy = 70;
  const fw = 496;
  const fh = 279;
  const crop45 = (fh * 4) / 5;
  const crop916 = (fh * 9) / 16;
  return picture(
    800,
    600,
    pick(
      w(
        "Zdjęcie produktu przycięte do formatów strony, Instagrama i TikToka",
        "A product shot cropped for the website, Instagram and TikTok",
      ),
      lang,
    ),
    [
      round(fx - 16, fy - 16, fw + 32, fh + 32, 12, "#0a0d0f", {
        ...lifted,
        stroke: "#33444a",
        "stroke-width": 2,
      }),
      `<clipPath id="video-frame"><rect x="${fx}" y="${fy}" width="${fw}" height="${fh}" rx="3"/></clipPath>`,
      group(shot(fx, fy, fw, fh), { "clip-path": "url(#video-frame)" }),
      rect(fx + (fw - crop45) / 2, fy, crop45, fh, "none", {
        stroke: c.brick,
        "stroke-width": 2.5,
        "stroke-dasharray": "10 6",
      }),
      rect(fx + (fw - crop916) / 2, fy, crop916, fh, "none", {
        stroke: c.river,
        "stroke-width": 2.5,
      }),
      circle(fx + 22, fy + 22, 6, "#e5484d"),
      label("REC", fx + 34, fy + 27.5, { size: 14, weight: 800, fill: c.ink }),
      label("00:14", fx + fw - 14, fy + 27.5, {
        size: 14,
        weight: 700,
        fill: c.ink,
        anchor: "end",
      }),
      chip(pick(w("16:9 strona", "16:9 website"), lang), fx + 12, fy + fh - 34, c.paper, c.ink),
      chip("4:5 Instagram", fx + (fw - crop45) / 2 + 8, fy + fh - 34, c.brick, "#2a120a"),
      chip("9:16 TikTok", fx + (fw - crop916) / 2 + 8, fy + 10, c.river, "#0a2a2c"),
      phone(
        "video-phone",
        612,
        70,
        148,
        296,
        placed(
          612,
          70,
          1,
          [
            shot(0, 0, 148, 296),
            rect(0, 216, 148, 80, "#141414", { opacity: 0.55 }),
            label(pick(w("NOWA KOLEKCJA", "NEW COLLECTION"), lang), 14, 248, {
              face: "oswald",
              weight: 600,
              size: 15,
              letterSpacing: 1,
              fill: "#ffffff",
              maxWidth: 120,
            }),
            label(pick(w("Reels i TikTok, 9:16", "Reels and TikTok, 9:16"), lang), 14, 270, {
              face: "barlow",
              weight: 600,
              size: 12,
              fill: "#ffffff",
              maxWidth: 120,
            }),
          ].join(""),
        ),
      ),
      ...[0, 1, 2, 3, 4, 5].map((i) => group(shot(40 + i * 122, 420, 110, 62, i), liftedLow)),
      rect(40, 504, 720, 4, c.line, { rx: 2 }),
      rect(40, 504, 300, 4, c.brick, { rx: 2 }),
      circle(340, 506, 8, c.paper),
      label(
        pick(
          w("Zdjęcia i filmy po retuszu i montażu", "Photos and films, retouched and edited"),
          lang,
        ),
        40,
        548,
        { size: 15, weight: 600, fill: c.paper },
      ),
      label(
        pick(
          w(
            "przycięte do strony, sklepu i social mediów",
            "cropped for the site, the shop and social media",
          ),
          lang,
        ),
        40,
        572,
        { size: 14, fill: c.muted },
      ),
    ],
  );
}

// --- Files ------------------------------------------------------------------

const drawings: Record<string, (lang: Lang) => string> = {
  "services/branding": brandingArt,
  "services/web": webArt,
  "services/marketing": marketingArt,
  "services/video": videoArt,
  "services/strategy": strategyArt,
  "work/reliance-wear-store": relianceStore,
  "work/reliance-wear-mobile": relianceMobile,
  "work/reliance-wear-checkout": relianceCheckout,
  "work/the-goat-beard-identity": goatIdentity,
  "work/the-goat-beard-website": goatWebsite,
  "work/the-goat-beard-stationery": goatStationery,
  "work/parkingi-magr-website": magrWebsite,
};

const root = join(import.meta.dirname, "..", "public", "images");
const englishDrawings: string[] = [];
for (const [name, draw] of Object.entries(drawings)) {
  for (const lang of ["pl", "en"] as const) {
    const file = `${name}${lang === "pl" ? "" : `.${lang}`}.svg`;
    const target = join(root, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, draw(lang));
    console.log(`wrote public/images/${file}`);
  }
  englishDrawings.push(`/images/${name}.svg`);
}
// The pictures drawn in English too, by their Polish path: the site shows the English one under /en.
const manifest = join(import.meta.dirname, "..", "shared", "artwork-english.json");
writeFileSync(manifest, `${JSON.stringify(englishDrawings.sort(), null, 2)}\n`);
console.log("wrote shared/artwork-english.json");
