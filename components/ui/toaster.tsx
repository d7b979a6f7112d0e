"use client";

// Toasts as the spec describes them: one at a time, 5 s by default, F8 moves
// focus to them, a 50 px swipe to the right dismisses. The viewport lives in
// its own layer at the end of <body>, outside the app's root, so it is drawn
// above open dialogs; its aria-live attribute keeps dialogs from hiding it
// from screen readers (aria-hidden spares live regions), and Radix announces
// each toast.
import { useTranslations } from "next-intl";
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from "react";
import type { ShownToast, ToastOptions } from "./toast-layer";

const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

// The layer (Radix Toast, 11 KB gzip) loads with the first toast: most page
// views show none, and every page has a toaster.
const ToastLayer = lazy(() => import("./toast-layer").then((module) => ({ default: module.ToastLayer })));

export function Toaster({ children }: { children: ReactNode }) {
  const t = useTranslations("Toast");
  const [current, setCurrent] = useState<ShownToast | null>(null);
  // Once a toast was asked for, the layer stays (its viewport keeps F8).
  const [wanted, setWanted] = useState(false);
  const show = useCallback((options: ToastOptions) => {
    setWanted(true);
    setCurrent({ ...options, id: Date.now() + Math.random() });
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastLayer
            current={current}
            onClosed={() => setCurrent(null)}
            labels={{ label: t("label"), viewport: t("viewport", { hotkey: "{hotkey}" }), close: t("close") }}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (options: ToastOptions) => void {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast must be used within a Toaster");
  return context;
}
