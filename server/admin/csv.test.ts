import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, toCsv } from "./csv.ts";

describe("CSV export", () => {
  it("keeps Polish characters, quotes, commas, new lines and emoji intact through a round trip", () => {
    const rows = [
      ["Zażółć gęślą jaźń", 'Firma "Łódź", sp. z o.o.', "linia 1\r\nlinia 2 😀", "O'Brien"],
    ];
    expect(parseCsv(toCsv(["a", "b", "c", "d"], rows))).toEqual([["a", "b", "c", "d"], ...rows]);
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+48 601")).toBe("'+48 601");
    expect(csvCell("zwykły tekst")).toBe("zwykły tekst");
  });
});
