"use client";

import {
  cloneElement,
  lazy,
  startTransition,
  Suspense,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from "react";

export type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
};

/** What a dialog loaded on demand takes: the button that opens it, and whether it starts open. */
export interface OnDemandProps {
  trigger: ReactNode;
  defaultOpen?: boolean;
}

/** The on-demand dialog's own props: the dialog's, with a trigger element it can listen to, and never open at first. */
type OnDemandOf<P extends OnDemandProps> = Omit<P, "defaultOpen" | "trigger"> & { trigger: ReactElement<TriggerProps> };

/** A warm-up that fails (offline, a new build) is simply tried again when the part is used. */
const ignore = () => undefined;

/**
 * A dialog whose code a page needs only once someone opens it (New Dream,
 * Edit, Share, a delete's confirmation): until then the page draws its
 * trigger alone, so the journal's first screen carries the script of what
 * it shows, not of every dialog it can open. Pointing at or focusing the
 * trigger starts the download; pressing it mounts the dialog, open from the
 * start (the trigger stays drawn while the code arrives). Once loaded, the
 * dialog stays mounted, so it keeps what was typed in it between openings.
 *
 * React's lazy() and Suspense, as next/dynamic uses them; next/dynamic
 * itself cannot hand its loading state the trigger to draw.
 */
export function onDemand<P extends OnDemandProps>(load: () => Promise<ComponentType<P>>): ComponentType<OnDemandOf<P>> {
  let loading: Promise<ComponentType<P>> | null = null;
  const warm = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const Dialog = lazy(() => warm().then((component) => ({ default: component })));

  function OnDemand(props: OnDemandOf<P>) {
    const [used, setUsed] = useState(false);
    if (!used)
      return cloneElement(props.trigger, {
        // A transition: the press paints at once, and the dialog's first render yields to the browser.
        onClick: () => startTransition(() => setUsed(true)),
        onPointerEnter: () => void warm().catch(ignore),
        onFocus: () => void warm().catch(ignore),
      });
    // The props the dialog was given, opened: P is exactly these plus defaultOpen.
    const opened = { ...props, defaultOpen: true } as P;
    return (
      <Suspense fallback={props.trigger}>
        <Dialog {...opened} />
      </Suspense>
    );
  }
  return OnDemand;
}
