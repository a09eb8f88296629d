/**
 * Draws each blog post's banner (public/blog/artykulN/banner.svg) and the
 * default banner in the brand's system (tooling/blog-banner.ts): each post its
 * own composition, seeded by its folder's name, in its category's family of
 * motifs, without text.
 * Run: node_modules/.bin/node tooling/generate-blog-banners.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { categories } from "../content/blog/categories.ts";
import { postFileName, postFolders } from "../content/blog/sources.ts";
import { bannerSvg, type Motif, motifFor } from "./blog-banner.ts";

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
  bannerSvg({ slug: "default", title: "Blog", category: "default" }),
);

/**
 * The posts in the order they were published, so a new post takes the next
 * composition of its family and the covers already out keep theirs.
 */
const posts = postFolders(blogDir)
  .map((folder) => {
    const { data } = matter(readFileSync(path.join(blogDir, folder, postFileName("pl")), "utf8"));
    const image = typeof data.featuredImage === "string" ? data.featuredImage : undefined;
    const published = typeof data.publishedAt === "string" ? Date.parse(data.publishedAt) : 0;
    const category = categories.find((entry) => entry.id === data.category);
    return { folder, image, published, category };
  })
  .sort((a, b) => a.published - b.published || a.folder.localeCompare(b.folder));

/** How many posts of each family of motifs are drawn so far: the next one gets the next composition. */
const drawn = new Map<Motif, number>();

for (const { folder, image, category } of posts) {
  if (!image?.endsWith(".svg") || !category) continue;
  const motif = motifFor(category.id, folder);
  const variant = drawn.get(motif) ?? 0;
  drawn.set(motif, variant + 1);
  write(
    image,
    bannerSvg({
      slug: folder,
      title: category.name.pl,
      category: category.id,
      variant,
    }),
  );
}
