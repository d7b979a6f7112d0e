"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { api, ApiError, NetworkError } from "@/lib/client/client";

/**
 * Stripe's publishable key, which the page carries (components/layout/document.tsx);
 * with it Stripe.js is loaded before checkout, as Stripe recommends for fraud signals.
 */
const publishableKey = (): string | undefined => document.documentElement.dataset.stripeKey || undefined;

/** The spec's checkout messages, chosen by keyword; otherwise the message itself. */
export function checkoutFailureKey(message: string): "network" | "declined" | "system" | null {
  const text = message.toLowerCase();
  if (text.includes("network") || text.includes("connection")) return "network";
  if (text.includes("card") || text.includes("payment")) return "declined";
  if (text.includes("stripe") || text.includes("checkout")) return "system";
  return null;
}

/**
 * Upgrade: the server creates a checkout (Stripe's hosted page, or the local
 * test checkout without keys) and the browser goes there. @stripe/stripe-js
 * 8+ has no redirectToCheckout, so the redirect is to the session's URL.
 */
export function useCheckout() {
  const t = useTranslations("Pricing");
  const toast = useToast();
  const [starting, setStarting] = useState(false);

  /**
   * Our server's messages are already specific and translated; anything else is
   * mapped by keyword, as the spec says. A 503 with Retry-After is Stripe
   * failing for a while (the spec's system message); one without says this
   * server takes no payments at all, in the server's words.
   */
  function describe(error: unknown): string {
    if (error instanceof NetworkError) return t("failure.network");
    if (error instanceof ApiError) {
      const notConfigured = error.code === "service_unavailable" && !error.headers?.has("retry-after");
      if (error.status === 503 && !notConfigured) return t("failure.system");
      return error.serverMessage || t("failure.system");
    }
    const message = error instanceof Error ? error.message : String(error);
    const key = checkoutFailureKey(message);
    return key ? t(`failure.${key}`) : message;
  }

  async function start() {
    setStarting(true);
    const key = publishableKey();
    try {
      if (key) {
        const { loadStripe } = await import("@stripe/stripe-js");
        const stripe = await loadStripe(key).catch(() => null);
        if (!stripe) {
          toast({ title: t("paymentFailed"), description: t("unavailable"), variant: "destructive", duration: 5000 });
          setStarting(false);
          return;
        }
      }
      const checkout = await api("POST", "/api/subscribe/create-checkout", "checkoutCreated");
      if (checkout.provider === "stripe" && !key) {
        // Stripe's hosted page works without Stripe.js; the missing key is only worth a note to whoever runs the site.
        console.error("Stripe publishable key (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY) is missing; continuing without Stripe.js");
      }
      // Stays "starting" while the browser leaves for the checkout page.
      window.location.assign(checkout.url);
    } catch (error) {
      toast({ title: t("paymentFailed"), description: describe(error), variant: "destructive", duration: 5000 });
      setStarting(false);
    }
  }

  return { start, starting };
}
