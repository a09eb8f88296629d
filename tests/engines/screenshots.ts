/**
 * Screenshot comparisons of the three-engine suite: each engine draws text,
 * controls and anti-aliasing its own way, so each has its own approved pictures
 * (`baselines/<engine>/<name>.png`). A picture may differ from its baseline in a
 * few pixels (anti-aliasing noise); a control drawn the engine's own way instead
 * of the site's, a shifted block or a missing face is far more.
 *
 * Refresh them on purpose, then look at them before committing:
 *   UPDATE_ENGINE_SCREENSHOTS=1 npm run test:engines
 * A failed comparison leaves the picture taken and the difference (in red) in
 * test-results/engines/.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import pixelmatch from "pixelmatch";
import sharp from "sharp";
import type { Engine } from "./engine-page.ts";

const baselines = path.join(import.meta.dirname, "baselines");
const results = path.join(import.meta.dirname, "..", "..", "test-results", "engines");

/** Share of pixels that may differ: room for anti-aliasing noise only. */
const MAX_DIFF_RATIO = 0.002;
/** How different two pixels' colours must be to count (pixelmatch's YIQ distance, 0–1). */
const PIXEL_THRESHOLD = 0.1;

const updating = () => process.env.UPDATE_ENGINE_SCREENSHOTS === "1";

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Undefined when the picture matches the engine's baseline (or has just become it);
 * otherwise what is wrong, with the files to look at.
 */
export async function differenceFromBaseline(
  engine: Engine,
  name: string,
  png: Buffer,
): Promise<string | undefined> {
  const baseline = path.join(baselines, engine, `${name}.png`);
  if (updating()) {
    await mkdir(path.dirname(baseline), { recursive: true });
    await writeFile(baseline, png);
    return undefined;
  }
  if (!existsSync(baseline)) {
    return `no approved picture ${path.relative(process.cwd(), baseline)}: run UPDATE_ENGINE_SCREENSHOTS=1 npm run test:engines and look at it`;
  }
  const [expected, actual] = await Promise.all([rgba(await sharp(baseline).toBuffer()), rgba(png)]);
  const saveActual = async (diff?: Buffer) => {
    await mkdir(results, { recursive: true });
    const base = path.join(results, `${engine}-${name}`);
    await writeFile(`${base}-actual.png`, png);
    if (diff) {
      await sharp(diff, { raw: { width: actual.width, height: actual.height, channels: 4 } })
        .png()
        .toFile(`${base}-diff.png`);
    }
    return path.relative(process.cwd(), base);
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    const files = await saveActual();
    return `${name} is ${actual.width}×${actual.height}, its baseline ${expected.width}×${expected.height} (${files}-actual.png)`;
  }
  const diff = Buffer.alloc(actual.data.length);
  const different = pixelmatch(expected.data, actual.data, diff, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = different / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return undefined;
  const files = await saveActual(diff);
  return `${name} differs from its baseline in ${different} pixels (${(ratio * 100).toFixed(2)} %, at most ${MAX_DIFF_RATIO * 100} %): ${files}-actual.png, ${files}-diff.png`;
}
