/**
 * setTimeout for any delay. Browsers keep timer delays in a signed 32-bit integer: a longer delay (a cookie
 * that lives 365 days) overflows and fires at once. So a timer waits at most MAX_TIMER_MS and is re-armed
 * with what is left, measured against the clock, so a sleeping laptop or a throttled tab never fires late
 * by more than one wake-up nor early at all.
 */
export const MAX_TIMER_MS = 2_147_483_647;

/** Calls `callback` once `delayMs` has passed; returns a function that cancels it. */
export function setLongTimeout(callback: () => void, delayMs: number): () => void {
  const due = Date.now() + Math.max(0, delayMs);
  let handle: ReturnType<typeof setTimeout>;
  const arm = () => {
    const left = due - Date.now();
    if (left <= 0) return callback();
    handle = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  handle = setTimeout(arm, Math.min(Math.max(0, delayMs), MAX_TIMER_MS));
  return () => clearTimeout(handle);
}
