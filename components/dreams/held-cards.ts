import type { Dream } from "@/lib/dreams/schema";

/** A card whose Edit dialog is open, and where it stood in the list when the dialog opened. */
export interface HeldCard {
  dream: Dream;
  index: number;
}

/**
 * The cards the journal draws: the page's dreams, and every held card the
 * page no longer has, at its old place. The list can change under an open
 * Edit dialog (the page rendered again on the server, an interpretation
 * polled, the dream deleted in another tab); the dialog lives in its card,
 * so the card stays until the dialog closes, and what was typed stays with
 * it (the save then says why it was refused).
 */
export function withHeld(dreams: readonly Dream[], held: ReadonlyMap<number, HeldCard>): readonly Dream[] {
  if (held.size === 0) return dreams;
  const present = new Set(dreams.map((dream) => dream.id));
  const missing = [...held.values()].filter(({ dream }) => !present.has(dream.id)).sort((a, b) => a.index - b.index);
  if (missing.length === 0) return dreams;
  const cards = [...dreams];
  for (const { dream, index } of missing) cards.splice(Math.min(index, cards.length), 0, dream);
  return cards;
}

/** `held` with `dream`'s card held (at `index`) or let go; the same map when nothing changes. */
export function holding(
  held: ReadonlyMap<number, HeldCard>,
  dream: Dream,
  index: number,
  open: boolean,
): ReadonlyMap<number, HeldCard> {
  if (open === held.has(dream.id)) return held;
  const next = new Map(held);
  if (open) next.set(dream.id, { dream, index: Math.max(index, 0) });
  else next.delete(dream.id);
  return next;
}
