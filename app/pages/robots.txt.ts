/** robots.txt, written at build time. */
import { loader } from "../routes/robots.ts";

export const GET = () => loader();
