// Stripe's object and error shapes, as the fake Stripe returns them: only the
// fields DreamScape reads, plus the obvious ones.
import { randomBytes } from "node:crypto";

export interface ApiReply {
  status: number;
  body: unknown;
}

export interface FakePrice {
  id: string;
  object: "price";
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  lookup_key: string | null;
  recurring: { interval: string; interval_count: number } | null;
  type: "recurring" | "one_time";
  livemode: false;
}

export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  url: string | null;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  created: number;
  canceled_at: number | null;
  ended_at: number | null;
  cancel_at_period_end: boolean;
  /** When it is set to end (Unix seconds); with cancel_at_period_end, the period's end. */
  cancel_at: number | null;
  metadata: Record<string, string>;
  items: {
    object: "list";
    data: Array<{
      id: string;
      object: "subscription_item";
      price: FakePrice | null;
      quantity: number;
      /** Since API version 2025-03-31 the billing period is the items'. */
      current_period_start: number;
      current_period_end: number;
    }>;
  };
  livemode: false;
}

// Stripe Checkout's locales (docs.stripe.com/js/appendix/supported_locales); Ukrainian is not one.
export const CHECKOUT_LOCALES = new Set(
  "auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW".split(
    " ",
  ),
);

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
export const now = () => Math.floor(Date.now() / 1000);

export function stripeError(
  status: number,
  message: string,
  extra: { type?: string; code?: string; param?: string } = {},
): ApiReply {
  const { type = "invalid_request_error", code, param } = extra;
  return {
    status,
    body: { error: { type, message, ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code}` } : {}), param } },
  };
}

export const missing = (status: number, kind: string, id: string, param: string) =>
  stripeError(status, `No such ${kind}: '${id}'`, { code: "resource_missing", param });
export const required = (param: string) =>
  stripeError(400, `Missing required param: ${param}.`, { code: "parameter_missing", param });
