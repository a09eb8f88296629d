import { chromium } from "playwright-core";

const [, , url, out, w = "1440", h = "900", full = "0"] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
p.on("console", (m) => {
  if (m.type() === "error") console.log("console:", m.text());
});
p.on("pageerror", (e) => console.log("pageerror:", e.message));
await p.goto(url, { waitUntil: "networkidle" });
await p.waitForTimeout(500);
await p.screenshot({ path: out, fullPage: full === "1" });
await b.close();
