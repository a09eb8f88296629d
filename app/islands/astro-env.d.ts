/// <reference types="astro/client" />
import "astro";
import type { FormPosts } from "#shared/forms/page-post.ts";

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean;
    "client:scroll"?: boolean;
  }
}

declare global {
  namespace App {
    /** What the server lends a page rendered per request (server/app.ts). */
    interface Locals {
      formPosts?: FormPosts | null;
    }
  }
}
