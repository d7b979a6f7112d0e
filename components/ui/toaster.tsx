"use client";

// Toasts as the spec describes them: one at a time, 5 s by default, F8 moves
// focus to them, a 50 px swipe to the right dismisses. The viewport lives in
// its own layer at the end of <body>, outside the app's root, so it is drawn
// above open dialogs; its aria-live attribute keeps dialogs from hiding it
// from screen readers (aria-hidden spares live regions), and Radix announces
// each toast.
import { Theme } from "@radix-ui/themes";
import * as Toast from "@radix-ui/react-toast";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";

export const TOAST_DURATION = 5000;

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: "default" | "destructive";
  duration?: number;
}

interface ShownToast extends ToastOptions {
  id: number;
}

const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

const subscribeToNothing = () => () => {};

export function Toaster({ children }: { children: ReactNode }) {
  const t = useTranslations("Toast");
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const show = useCallback((options: ToastOptions) => setCurrent({ ...options, id: Date.now() + Math.random() }), []);
  // The layer is portalled to <body>, which exists only in the browser.
  const mounted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label={t("label")}>
        {children}
        {mounted &&
          createPortal(
            <Theme className="toast-layer" aria-live="off" hasBackground={false}>
              {current && (
                <Toast.Root
                  key={current.id}
                  className="toast"
                  data-variant={current.variant ?? "default"}
                  data-testid="toast"
                  duration={current.duration ?? TOAST_DURATION}
                  onOpenChange={(open) => !open && setCurrent(null)}
                  type={current.variant === "destructive" ? "foreground" : "background"}
                >
                  <Toast.Title className="toast-title">{current.title}</Toast.Title>
                  {current.description && (
                    <Toast.Description className="toast-description">{current.description}</Toast.Description>
                  )}
                  <Toast.Close className="toast-close" aria-label={t("close")}>
                    ×
                  </Toast.Close>
                </Toast.Root>
              )}
              <Toast.Viewport className="toast-viewport" hotkey={["F8"]} label={t("viewport")} />
            </Theme>,
            document.body,
          )}
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (options: ToastOptions) => void {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast must be used within a Toaster");
  return context;
}
