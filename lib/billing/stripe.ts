// Stripe through the official SDK: hosted Checkout for the Premium
// subscription, the Customer Portal, cancellation, and signed webhooks turned
// into BillingEvents. Every SDK failure leaves as a BillingProviderError, except
// "no such session/subscription", which the methods below answer themselves.
import "server-only";
import Stripe from "stripe";
import type { Locale } from "@/lib/domain/locales";
import { BillingProviderError, BillingSignatureError } from "./errors";
import { premiumPriceResolver } from "./price";
import { idOf, toBillingEvent, toCheckoutState, toSubscriptionTerms } from "./stripe-events";
import type { CheckoutCreated, CheckoutRequest, CheckoutState, StripeBilling, SubscriptionTerms } from "./types";

export interface StripeBillingConfig {
  secretKey: string;
  /** whsec_…; without it parseWebhook refuses to run. */
  webhookSecret?: string;
  /** https://api.stripe.com, or a stand-in such as http://127.0.0.1:12111. Any path is ignored (the SDK adds /v1/). */
  apiUrl: string;
  /** A price id; when absent the price is found or created by lookup key. */
  priceId?: string;
  /** Per attempt; the SDK retries once. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

// Checkout has no Ukrainian page (docs.stripe.com/js/appendix/supported_locales):
// "auto" follows the browser's language and falls back to English, which beats
// guessing a neighbouring language for the user.
const CHECKOUT_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: "en",
  uk: "auto",
  fr: "fr",
  de: "de",
  es: "es",
};

/** The object in the URL does not exist (a 400 "resource_missing" names a bad parameter instead). */
function isResourceMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404 && error.code === "resource_missing"
  );
}

/** Connection problems, timeouts, 5xx, 429 and unreadable answers may pass; anything else Stripe refused. */
function toProviderError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const transient =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError;
  return new BillingProviderError(transient ? "unavailable" : "rejected", error.message, {
    status: error.statusCode,
    code: error.code,
    requestId: error.requestId,
    cause: error,
  });
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toProviderError(error);
  }
}

function sdkClient(config: StripeBillingConfig): Stripe {
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    maxNetworkRetries: 1,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
}

export function createStripeBilling(config: StripeBillingConfig): StripeBilling {
  const stripe = sdkClient(config);
  const premiumPrice = premiumPriceResolver(stripe, config.priceId);

  async function retrieveSubscription(subscriptionId: string): Promise<Stripe.Subscription | null> {
    try {
      return await stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (isResourceMissing(error)) return null;
      throw toProviderError(error);
    }
  }

  return {
    async createCheckout(req: CheckoutRequest): Promise<CheckoutCreated> {
      const price = await call(premiumPrice);
      const userId = String(req.userId);
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price, quantity: 1 }],
          client_reference_id: userId,
          // Reusing the customer keeps one Stripe customer (and one portal) per user.
          ...(req.customerId ? { customer: req.customerId } : { customer_email: req.email }),
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
          locale: CHECKOUT_LOCALES[req.locale],
          metadata: { userId },
          // So the subscription itself can be traced to the user in the Dashboard.
          subscription_data: { metadata: { userId } },
        }),
      );
      if (!session.url) throw new BillingProviderError("unavailable", `Checkout Session ${session.id} has no URL`);
      return {
        sessionId: session.id,
        url: session.url,
        customerId: idOf(session.customer),
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    async getCheckout(sessionId: string): Promise<CheckoutState | null> {
      try {
        return toCheckoutState(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (isResourceMissing(error)) return null;
        throw toProviderError(error);
      }
    },

    async subscriptionStatus(subscriptionId: string): Promise<string | null> {
      return (await retrieveSubscription(subscriptionId))?.status ?? null;
    },

    async subscriptionTerms(subscriptionId: string): Promise<SubscriptionTerms | null> {
      const subscription = await retrieveSubscription(subscriptionId);
      return subscription && toSubscriptionTerms(subscription);
    },

    async cancelSubscription(subscriptionId: string): Promise<void> {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Stripe answers "No such subscription" for one that is already cancelled, too.
        if (isResourceMissing(error)) return;
        throw toProviderError(error);
      }
    },

    async portalUrl(customerId: string, returnUrl: string): Promise<string> {
      const session = await call(() => stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
      return session.url;
    },

    parseWebhook(rawBody: string, signature: string | null) {
      // A missing secret is our configuration, not the sender's fault: a plain Error (500), so Stripe retries later.
      if (!config.webhookSecret) throw new Error("Stripe webhook secret is not configured");
      if (!signature) throw new BillingSignatureError("No Stripe-Signature header");
      let event: Stripe.Event;
      try {
        // Default tolerance (300 s) rejects replays of old deliveries.
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        const message =
          error instanceof Stripe.errors.StripeSignatureVerificationError ? error.message : "Unreadable webhook body";
        throw new BillingSignatureError(message, { cause: error });
      }
      return toBillingEvent(event);
    },
  };
}
