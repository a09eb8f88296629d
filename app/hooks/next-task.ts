/**
 * Runs `callback` in a task of its own, as soon as the current one is done:
 * work split this way gives a slow phone a chance to paint and answer input in
 * between. A message the page posts to itself, not a zero timeout, which
 * browsers may clamp and tests that stop the clock would hold back.
 */
export function inNextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}
