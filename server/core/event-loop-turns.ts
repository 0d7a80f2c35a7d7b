/**
 * Long synchronous work on the server's one thread (judging or summarising a book's passages at ingestion) holds every
 * request until it ends: a 352-page PDF had held chat and uploads 6-15 s. This runs such work a slice at a time.
 */
import { setImmediate as nextTurn } from "node:timers/promises";

// Long enough that yielding costs nothing measurable, short enough that nobody notices the wait.
const sliceMs = 20;

/** Calls `each` on every item, giving the event loop a turn after each slice of work; resolves to the ms spent working. */
export async function eachInTurns<T>(items: Iterable<T>, each: (item: T) => void): Promise<number> {
  let sliceStart = performance.now();
  let busyMs = 0;
  for (const item of items) {
    each(item);
    if (performance.now() - sliceStart < sliceMs) continue;
    busyMs += performance.now() - sliceStart;
    await nextTurn();
    sliceStart = performance.now();
  }
  return busyMs + performance.now() - sliceStart;
}
