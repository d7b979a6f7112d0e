// "Analyze" in the journal opens the new analysis' page with focus on its
// heading, so a keyboard or screen-reader user starts at the result. The same
// page opened from a link or the address bar starts at the top, as pages do.
// Module state, because the hand-off is a client-side navigation within one
// page load.
let arriving: number | null = null;

/** Called just before navigating to the analysis that was just made. */
export function expectArrival(id: number): void {
  arriving = id;
}

/** Whether analysis `id` was just made and opened; true once. */
export function takeArrival(id: number): boolean {
  const hit = arriving === id;
  if (hit) arriving = null;
  return hit;
}
