"use client";

import { Theme } from "@radix-ui/themes";
import * as Toast from "@radix-ui/react-toast";
import { createPortal } from "react-dom";

export const TOAST_DURATION = 5000;

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: "default" | "destructive";
  duration?: number;
}

export interface ShownToast extends ToastOptions {
  id: number;
}
import type { ReactNode } from "react";

interface Props {
  current: ShownToast | null;
  onClosed: () => void;
  labels: { label: string; viewport: string; close: string };
}

/**
 * What the toaster draws (components/ui/toaster.tsx), loaded with the first
 * toast. The layer is portalled to <body>, outside the app's root, so it is
 * drawn above open dialogs; its aria-live attribute keeps dialogs from hiding
 * it from screen readers (aria-hidden spares live regions), and Radix
 * announces each toast. It is only ever rendered in the browser, after an event.
 */
export function ToastLayer({ current, onClosed, labels }: Props) {
  return createPortal(
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label={labels.label}>
      <Theme className="toast-layer" aria-live="off" hasBackground={false}>
        {current && (
          <Toast.Root
            key={current.id}
            className="toast"
            data-variant={current.variant ?? "default"}
            data-testid="toast"
            duration={current.duration ?? TOAST_DURATION}
            onOpenChange={(open) => !open && onClosed()}
            type={current.variant === "destructive" ? "foreground" : "background"}
          >
            <Toast.Title className="toast-title">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="toast-description">{current.description}</Toast.Description>}
            <Toast.Close className="toast-close" aria-label={labels.close}>
              ×
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className="toast-viewport" hotkey={["F8"]} label={labels.viewport} />
      </Theme>
    </Toast.Provider>,
    document.body,
  );
}
