import { chromium } from "playwright-core";

const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await b.newContext({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false });
const p = await ctx.newPage();
await p.goto("http://127.0.0.1:3999/", { waitUntil: "load" });
const faq = p.locator("#faq");
await faq.scrollIntoViewIfNeeded();
console.log("visible items", await faq.locator("[data-testid=faq-item]:visible").count());
await faq.getByRole("radio", { name: /Branding i logo/ }).click();
console.log("after filter", await faq.locator("[data-testid=faq-item]:visible").count());
await faq.locator("summary:visible").first().click();
console.log("open", await faq.locator("details[open]").count());
await p
  .getByRole("button", { name: "Otwórz menu" })
  .click()
  .catch((e) => console.log("menu btn", e.message.slice(0, 100)));
console.log("menu visible", await p.locator("#mobile-menu").isVisible());
await p.screenshot({ path: "/tmp/menu.png" });
await b.close();
