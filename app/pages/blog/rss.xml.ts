/** The blog's RSS feed, written at build time. */
import { loader } from "../../routes/blog-rss.ts";

export const GET = () => loader();
