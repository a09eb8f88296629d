/**
 * Draws the hero's particle field off the main thread, on the OffscreenCanvas
 * the page hands over; the page says when to run (on screen, tab visible) and
 * the canvas's size.
 */
import { type ParticleMessage, type ParticleReport, particleLoop } from "./particles.ts";

let loop: ReturnType<typeof particleLoop> | undefined;

const failed = () => {
  const report: ParticleReport = { type: "failed" };
  self.postMessage(report);
};

self.addEventListener("message", (event: MessageEvent<ParticleMessage>) => {
  const message = event.data;
  if (message.type === "start") {
    loop = particleLoop(message.canvas, failed);
    loop.resize(message.width, message.height);
  } else if (message.type === "resize") {
    loop?.resize(message.width, message.height);
  } else {
    loop?.run(message.running);
  }
});
