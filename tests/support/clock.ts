/**
 * A stopped clock for the page: its timers fire only when the test moves time
 * on, so a test can show both that something has not happened yet and that it
 * then does, however slow the machine is.
 */
import { expect, type Page } from "@playwright/test";

/** Installs fake timers standing still at the present (dates the page renders still match its HTML). */
export async function stopPageClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Moves the stopped clock on by `ms`, firing the timers that fall due, and waits until the page
 * has handled them: React renders a state change in a task of its own, queued before the message
 * posted here, so the page is up to date when this returns.
 */
export async function advanceClock(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Waits for the page's own script on a stopped clock: it starts in the task after the
 * page's first frame, so time is moved on a frame at a time until it runs.
 */
export async function waitForPageScriptOnStoppedClock(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return page.evaluate(() => document.documentElement.dataset.pageScript);
    })
    .toBe("running");
}
