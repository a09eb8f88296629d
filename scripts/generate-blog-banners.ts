/**
 * Draws each blog post's banner (public/blog/artykulN/banner.svg) and the
 * default banner: original abstract art per category, without text.
 * Run: node_modules/.bin/node scripts/generate-blog-banners.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { categories } from "../content/blog/categories.ts";
import { postFileName, postFolders } from "../content/blog/sources.ts";
import { bannerSvg } from "./blog-banner.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const blogDir = path.join(root, "content", "blog");
const publicDir = path.join(root, "public");

function write(relative: string, svg: string) {
  const file = path.join(publicDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  console.log(`wrote public${relative}`);
}

write(
  "/blog/default-banner.svg",
  bannerSvg({ slug: "default", title: "Blog", category: "default", color: "#5eead4" }),
);

for (const folder of postFolders(blogDir)) {
  const { data } = matter(readFileSync(path.join(blogDir, folder, postFileName("pl")), "utf8"));
  const image = typeof data.featuredImage === "string" ? data.featuredImage : undefined;
  const category = categories.find((entry) => entry.id === data.category);
  if (!image?.endsWith(".svg") || !category) continue;
  write(
    image,
    bannerSvg({
      slug: folder,
      title: category.name.pl,
      category: category.id,
      color: category.color,
    }),
  );
}
