"use client";

import { useCallback, useInsertionEffect, useRef } from "react";

/**
 * A function that keeps its identity for the component's life and calls the
 * `fn` of the latest render: a prop that lets a memo() part below skip the
 * parent's re-renders (components/ui/hydrated-apart.tsx says why that
 * matters while the page hydrates). Call it from events, not during render.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
