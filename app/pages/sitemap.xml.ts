/** The sitemap, written at build time (app/seo/sitemap.ts). */
import { loader } from "../routes/sitemap.ts";

export const GET = () => loader();
