import { readFile } from "node:fs/promises";
import sharp from "sharp";
import type { Plugin } from "vite";

const QUERY = "?tab-icon";
/** The tab shows its icon at 16 CSS px: drawn for screens of up to 3 device pixels per CSS pixel. */
const SIZE = 48;

/**
 * An SVG drawing as the page's tab icon, `import icon from "…/favicon.svg?tab-icon"`: a
 * PNG data URL rendered by the build. Chromium downloads a page's icon through the page's
 * own renderer, which builds an SVG icon into a document of its own on the page's main
 * thread as the page loads (one task of 2–12 ms at full speed); a PNG is only decoded.
 */
export function tabIcon(): Plugin {
  return {
    name: "tab-icon",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      // Drawn large and scaled down, so its curves are smooth at the tab's size.
      const png = await sharp(await readFile(file), { density: 288 })
        .resize(SIZE, SIZE)
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      return `export default ${JSON.stringify(`data:image/png;base64,${png.toString("base64")}`)};`;
    },
  };
}
