/// <reference types="astro/client" />
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean;
    "client:scroll"?: boolean;
  }
}
