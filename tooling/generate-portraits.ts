/**
 * Draws the team's portraits (public/team/<id>.svg) and the default one as one
 * series (tooling/portrait.ts). A new member gets a portrait in the series by
 * a line here: their hair, whether they wear glasses or a beard, and which
 * accent stands behind them; content/entries/team.json then points at the file.
 * A photograph uploaded in the CMS replaces the drawing on the site.
 * Run: node_modules/.bin/node tooling/generate-portraits.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type PortraitSpec, portraitSvg } from "./portrait.ts";

const teamDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "team");

/** Each portrait by its file name under public/team/. */
export const portraits: Readonly<Record<string, PortraitSpec>> = {
  "tomasz-nowicki": {
    id: "tomasz-nowicki",
    title: "Tomasz Nowicki",
    accent: "brick",
    hair: "short",
    hairTone: "ink",
    beard: true,
    glasses: "square",
    neckline: "collar",
  },
  "karolina-zielinska": {
    id: "karolina-zielinska",
    title: "Karolina Zielińska",
    accent: "river",
    hair: "long",
    hairTone: "brick",
    neckline: "round",
    earrings: true,
  },
  "default-avatar": {
    id: "default-avatar",
    title: "Odra Creative",
    accent: "river",
    hair: "cropped",
    hairTone: "ink",
    neckline: "round",
    anonymous: true,
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, spec] of Object.entries(portraits)) {
    writeFileSync(path.join(teamDir, `${name}.svg`), portraitSvg(spec));
    console.log(`wrote public/team/${name}.svg`);
  }
}
