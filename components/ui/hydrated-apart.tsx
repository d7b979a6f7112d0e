"use client";

import { memo, Suspense, type ComponentType } from "react";

/**
 * `Component` in a Suspense boundary of its own, so that React hydrates it
 * apart from the rest of the page (the page answers input between such
 * parts), behind memo() so that a re-render of its parent passes it by while
 * its props are the same.
 *
 * Why the memo matters: while a boundary is still server HTML, a parent
 * re-render that reaches it (the session refreshed, drafts read from the
 * device) makes React hydrate it first and then render the parent again. With
 * a boundary per journal card, one such re-render hydrated the fifteen cards
 * one by one, rendering the journal and every card hydrated so far each time:
 * 196 card renders on load instead of 15 (docs/performance.md). So give it
 * props that keep their identity: state, memoized values, and callbacks from
 * useStableCallback (lib/client/use-stable-callback.ts).
 */
export function hydratedApart<P extends object>(Component: ComponentType<P>) {
  function HydratedApart(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  HydratedApart.displayName = `HydratedApart(${Component.displayName ?? Component.name})`;
  return memo(HydratedApart);
}
