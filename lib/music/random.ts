import type { Random } from "./types";

/** An index in [0, length), robust to an injected source that returns 1 or a little more. */
export function randomIndex(length: number, random: Random): number {
  return Math.min(length - 1, Math.max(0, Math.floor(random() * length)));
}

/** A shuffled copy (Fisher–Yates), so every order is equally likely. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, random);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Up to `count` distinct items in random order. */
export function sample<T>(items: readonly T[], count: number, random: Random): T[] {
  return shuffled(items, random).slice(0, Math.max(0, count));
}
