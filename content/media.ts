/**
 * The images content points at (article covers, portraits, client logos,
 * project artwork): files under public/ of a type browsers show, no larger
 * than MAX_IMAGE_BYTES. The CMS refuses a larger upload and the build refuses
 * a missing, larger or other file, naming the content file and the image.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";

/** 500 KB: a cover at 1200×675 as WebP or JPEG fits with room to spare. */
export const MAX_IMAGE_BYTES = 500 * 1024;

export const imageExtensions = [".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif"] as const;

/** What is wrong with an image a content file points at, or undefined. */
export function imageProblem(publicDir: string, src: string): string | undefined {
  const extension = path.extname(src).toLowerCase();
  if (!(imageExtensions as readonly string[]).includes(extension)) {
    return `${src} is not an image of a type the site serves (${imageExtensions.join(", ")})`;
  }
  const file = path.join(publicDir, src);
  if (!src.startsWith("/") || !existsSync(file)) return `${src} is not a file under public/`;
  const { size } = statSync(file);
  if (size > MAX_IMAGE_BYTES) {
    return `${src} is ${Math.ceil(size / 1024)} KB, more than the ${MAX_IMAGE_BYTES / 1024} KB an image may have`;
  }
  return undefined;
}
