/** Renders an article's downloadable checklist to a PDF with an embedded font that has Polish glyphs. */
import { createRequire } from "node:module";
import type { ChecklistPdf } from "#content/blog/types.ts";
import { site } from "#content/site.ts";
import { dictionaries } from "#shared/i18n/dictionaries/index.ts";

const require = createRequire(import.meta.url);

/** A value with " (przykład)" after it while it is a sample: the PDF is in Polish. */
const marked = (value: string, sample: boolean) =>
  sample ? `${value} ${dictionaries.pl.sampleMark}` : value;

const colors = { ink: "#0c1316", accent: "#b5462a", muted: "#4b5563", line: "#d1d5db" };

/** `createdAt`: an ISO timestamp (the article's), so a rebuild gives the same file. */
export async function checklistPdf(
  checklist: ChecklistPdf,
  createdAt: string,
): Promise<Uint8Array> {
  const { default: PDFDocument } = await import("pdfkit");
  const regular = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
  const bold = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: checklist.title,
      Author: "Odra Creative",
      CreationDate: new Date(createdAt),
    },
    lang: "pl-PL",
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);

  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));

  const width = doc.page.width - 112;
  doc.rect(0, 0, doc.page.width, 8).fill(colors.accent);
  doc.fillColor(colors.ink).font("bold").fontSize(22).text(checklist.title, 56, 56, { width });
  doc
    .moveDown(0.3)
    .font("regular")
    .fontSize(12)
    .fillColor(colors.accent)
    .text(`${site.name} · ${site.address.city}`);
  doc
    .moveDown(0.8)
    .fontSize(10.5)
    .fillColor(colors.muted)
    .text(checklist.intro, { width, lineGap: 2 });

  let number = 1;
  for (const section of checklist.sections) {
    if (doc.y > doc.page.height - 200) doc.addPage();
    doc.moveDown(1.2).font("bold").fontSize(14).fillColor(colors.ink).text(section.heading);
    doc.moveDown(0.4);
    for (const item of section.items) {
      const y = doc.y;
      doc
        .lineWidth(1)
        .strokeColor(colors.accent)
        .rect(56, y + 1, 11, 11)
        .stroke();
      doc
        .font("regular")
        .fontSize(10.5)
        .fillColor(colors.ink)
        .text(`${number}. ${item}`, 76, y, { width: width - 20, lineGap: 2 });
      doc.moveDown(0.45);
      number += 1;
    }
  }
  doc.moveDown(1.5);
  doc
    .strokeColor(colors.line)
    .moveTo(56, doc.y)
    .lineTo(56 + width, doc.y)
    .stroke();
  doc
    .moveDown(0.6)
    .font("regular")
    .fontSize(9)
    .fillColor(colors.muted)
    .text(
      `${site.name} · ${marked(`${site.address.street}, ${site.address.city}`, site.address.sample)} · ${site.email} · ${site.phones.map((phone) => marked(phone.display, phone.sample)).join(" · ")} · ${dictionaries.pl.cta.text}`,
      56,
      doc.y,
      { width },
    );
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
