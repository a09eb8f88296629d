/**
 * `client:interaction`: an island hydrates at the visitor's first touch of it
 * (a pointer over or down on it, focus or a key inside it). Until then it is
 * its HTML: links navigate and forms post natively, so nothing waits for it.
 */
import type { ClientDirective } from "astro";

const TRIGGERS = ["pointerover", "pointerdown", "focusin", "keydown"] as const;

const onInteraction: ClientDirective = (load, _options, island) => {
  const start = async () => {
    for (const type of TRIGGERS) island.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of TRIGGERS) island.addEventListener(type, start, { passive: true });
};

export default onInteraction;
