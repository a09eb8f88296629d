/**
 * Group commit: calls that arrive while a write is in flight are collected
 * and written together in the next transaction. Nobody waits for a timer —
 * at low load each call is written alone almost at once (one event-loop turn); under load one transaction
 * carries many, which is what lets the single-process embedded database keep up.
 * Each caller still gets its answer only after its own row is committed.
 */
export function createBatcher<I, O>(
  write: (items: I[]) => Promise<O[]>,
  maxBatch = 100,
): (item: I) => Promise<O> {
  interface Pending {
    item: I;
    resolve: (value: O) => void;
    reject: (error: unknown) => void;
  }
  let queue: Pending[] = [];
  let writing = false;

  async function flush() {
    writing = true;
    while (queue.length > 0) {
      // Let the event loop read the requests that have already arrived, so
      // they join this batch (database calls resolve as microtasks and would
      // otherwise keep the sockets waiting until the queue is empty).
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => {
          const result = results[index];
          if (result === undefined) entry.reject(new Error("batch result missing"));
          else entry.resolve(result);
        });
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void flush();
    });
}
