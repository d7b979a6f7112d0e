"use client";

// Toasts as the spec describes them: one at a time, 5 s by default, F8 moves
// focus to them, a 50 px swipe to the right dismisses.
import * as Toast from "@radix-ui/react-toast";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

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

export function Toaster({ children }: { children: ReactNode }) {
  const t = useTranslations("Toast");
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const show = useCallback((options: ToastOptions) => setCurrent({ ...options, id: Date.now() + Math.random() }), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label={t("label")}>
        {children}
        {current && (
          <Toast.Root
            key={current.id}
            className="toast"
            data-variant={current.variant ?? "default"}
            duration={current.duration ?? TOAST_DURATION}
            onOpenChange={(open) => !open && setCurrent(null)}
            type={current.variant === "destructive" ? "foreground" : "background"}
          >
            <Toast.Title className="toast-title">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="toast-description">{current.description}</Toast.Description>}
            <Toast.Close className="toast-close" aria-label={t("close")}>
              ×
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className="toast-viewport" hotkey={["F8"]} label={t("viewport")} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (options: ToastOptions) => void {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast must be used within a Toaster");
  return context;
}
