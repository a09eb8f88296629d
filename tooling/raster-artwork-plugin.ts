import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { rasterVariant, rasterWidths } from "#shared/artwork.ts";

const publicDir = path.resolve("public");
const cacheDir = path.resolve("node_modules", ".cache", "raster-artwork");

/** Every SVG under public/ that has WebP variants, by its site path. */
async function artworkPaths(): Promise<string[]> {
  const files = await readdir(publicDir, { recursive: true });
  return files
    .map((file) => `/${file.split(path.sep).join("/")}`)
    .filter((sitePath) => sitePath.endsWith(".svg") && rasterWidths(sitePath).length > 0);
}

/** One variant, from a cache keyed by the drawing and the width (a build renders only what changed). */
async function render(sitePath: string, width: number): Promise<Buffer> {
  const svg = await readFile(path.join(publicDir, sitePath));
  const key = createHash("sha256").update(svg).update(String(width)).digest("hex").slice(0, 32);
  const cached = path.join(cacheDir, `${key}.webp`);
  if (existsSync(cached)) return readFile(cached);
  const webp = await sharp(svg, { density: 300 })
    .resize({ width })
    .webp({ quality: 72 })
    .toBuffer();
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, webp);
  return webp;
}

/**
 * The WebP variants of the site's SVG artwork (shared/artwork.ts): written into
 * the client build beside their SVGs, and served on request by the dev server.
 */
export function rasterArtwork(): Plugin {
  return {
    name: "raster-artwork",
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const match = /^(.+)-(\d+)\.webp$/.exec(request.url?.split("?")[0] ?? "");
        const source = match ? `${match[1]}.svg` : "";
        const width = Number(match?.[2]);
        if (!match || !rasterWidths(source).includes(width)) return next();
        response.setHeader("Content-Type", "image/webp");
        response.end(await render(source, width));
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const source of await artworkPaths()) {
        for (const width of rasterWidths(source)) {
          this.emitFile({
            type: "asset",
            fileName: rasterVariant(source, width).slice(1),
            source: await render(source, width),
          });
        }
      }
    },
  };
}
