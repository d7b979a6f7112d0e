// The in-memory side of the fake Stripe: the endpoints the billing library
// calls, with the validation and error bodies Stripe gives, over objects held
// in maps. No HTTP here; fake-stripe.ts serves it.
import { formString, type Form, type FormValue } from "./stripe-form";
import {
  CHECKOUT_LOCALES,
  missing,
  newId,
  now,
  required,
  stripeError,
  type ApiReply,
  type FakePrice,
  type FakeSession,
  type FakeSubscription,
} from "./stripe-objects";

function stringRecord(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || typeof value === "string" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** A monthly price's period, as the fake bills it. */
const MONTH_SECONDS = 30 * 24 * 3600;

export class FakeStripeState {
  readonly products = new Map<string, { id: string; object: "product"; name: string; active: boolean }>();
  readonly prices = new Map<string, FakePrice>();
  readonly customers = new Map<string, { id: string; object: "customer"; email: string | null }>();
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** What a session sold, which Stripe keeps but does not return unless expanded. */
  private readonly sessionOrders = new Map<string, { price: string; subscriptionMetadata: Record<string, string> }>();

  route(method: string, path: string, query: Form, form: Form): ApiReply {
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === "GET" && path === "/v1/prices") return this.listPrices(query);
    if (method === "POST" && path === "/v1/products") return this.createProduct(form);
    if (method === "POST" && path === "/v1/prices") return this.createPrice(form);
    if (method === "POST" && path === "/v1/checkout/sessions") return this.createSession(form);
    if (method === "GET" && sessionPath?.[1]) return this.retrieveSession(decodeURIComponent(sessionPath[1]));
    if (method === "GET" && subscriptionPath?.[1]) return this.retrieveSubscription(decodeURIComponent(subscriptionPath[1]));
    if (method === "DELETE" && subscriptionPath?.[1]) return this.cancelSubscription(decodeURIComponent(subscriptionPath[1]));
    if (method === "POST" && path === "/v1/billing_portal/sessions") return this.createPortalSession(form);
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  private listPrices(query: Form): ApiReply {
    const keys = query.lookup_keys;
    const lookupKeys = Array.isArray(keys) ? keys : typeof keys === "string" ? [keys] : null;
    const active = formString(query, "active");
    const limit = Number(formString(query, "limit") ?? "10");
    const data = [...this.prices.values()]
      .filter((price) => lookupKeys === null || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)))
      .filter((price) => active === undefined || String(price.active) === active)
      .slice(0, limit);
    return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/prices" } };
  }

  private createProduct(form: Form): ApiReply {
    const name = formString(form, "name");
    if (!name) return required("name");
    const product = { id: newId("prod"), object: "product" as const, name, active: true };
    this.products.set(product.id, product);
    return { status: 200, body: product };
  }

  private createPrice(form: Form): ApiReply {
    const product = formString(form, "product");
    const currency = formString(form, "currency");
    const amount = Number(formString(form, "unit_amount"));
    const interval = formString(form, "recurring", "interval");
    const lookupKey = formString(form, "lookup_key") ?? null;
    if (!product) return required("product");
    if (!this.products.has(product)) return missing(400, "product", product, "product");
    if (!currency) return required("currency");
    if (!Number.isInteger(amount) || amount < 0)
      return stripeError(400, "Invalid integer: unit_amount", { param: "unit_amount" });
    const taken = [...this.prices.values()].find((price) => lookupKey !== null && price.lookup_key === lookupKey);
    if (taken && formString(form, "transfer_lookup_key") !== "true")
      return stripeError(400, `A price (\`${taken.id}\`) already uses that lookup key.`, { param: "lookup_key" });
    if (taken) taken.lookup_key = null;
    return { status: 200, body: this.insertPrice(product, currency, amount, interval ?? null, lookupKey) };
  }

  private insertPrice(product: string, currency: string, amount: number, interval: string | null, lookupKey: string | null) {
    const price: FakePrice = {
      id: newId("price"),
      object: "price",
      active: true,
      currency,
      unit_amount: amount,
      product,
      lookup_key: lookupKey,
      recurring: interval ? { interval, interval_count: 1 } : null,
      type: interval ? "recurring" : "one_time",
      livemode: false,
    };
    this.prices.set(price.id, price);
    return price;
  }

  /** A monthly USD price, as if created earlier in the Dashboard. */
  addPrice(options: { lookupKey?: string; unitAmount?: number; active?: boolean } = {}): FakePrice {
    const product = { id: newId("prod"), object: "product" as const, name: "Existing product", active: true };
    this.products.set(product.id, product);
    const price = this.insertPrice(product.id, "usd", options.unitAmount ?? 777, "month", options.lookupKey ?? null);
    price.active = options.active ?? true;
    return price;
  }

  private createSession(form: Form): ApiReply {
    const mode = formString(form, "mode");
    const price = formString(form, "line_items", 0, "price");
    const successUrl = formString(form, "success_url");
    const customer = formString(form, "customer") ?? null;
    const customerEmail = formString(form, "customer_email") ?? null;
    const locale = formString(form, "locale") ?? null;
    if (!mode) return required("mode");
    if (!price) return required("line_items[0][price]");
    const known = this.prices.get(price);
    if (!known) return missing(400, "price", price, "line_items[0][price]");
    if (mode === "subscription" && !known.recurring)
      return stripeError(400, "You must provide at least one recurring price in `subscription` mode.", { param: "line_items" });
    if (!successUrl) return required("success_url");
    if (customer && customerEmail)
      return stripeError(400, "You may only specify one of these parameters: customer, customer_email.", { param: "customer" });
    if (customer && !this.customers.has(customer)) return missing(400, "customer", customer, "customer");
    if (locale !== null && !CHECKOUT_LOCALES.has(locale))
      return stripeError(400, `Invalid locale: ${locale}`, { code: "parameter_invalid_string", param: "locale" });
    const id = newId("cs_test");
    const created = now();
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode,
      status: "open",
      payment_status: "unpaid",
      url: `https://checkout.stripe.com/c/pay/${id}`,
      client_reference_id: formString(form, "client_reference_id") ?? null,
      customer,
      customer_email: customerEmail,
      subscription: null,
      success_url: successUrl,
      cancel_url: formString(form, "cancel_url") ?? null,
      locale,
      metadata: stringRecord(form.metadata),
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
    };
    this.sessions.set(id, session);
    const subscriptionData = form.subscription_data;
    const subscriptionMetadata =
      typeof subscriptionData === "object" && !Array.isArray(subscriptionData) ? stringRecord(subscriptionData.metadata) : {};
    this.sessionOrders.set(id, { price, subscriptionMetadata });
    return { status: 200, body: session };
  }

  private retrieveSession(id: string): ApiReply {
    const session = this.sessions.get(id);
    return session ? { status: 200, body: session } : missing(404, "checkout.session", id, "session");
  }

  /** Unlike cancelling, retrieving still finds a cancelled subscription (status "canceled"). */
  private retrieveSubscription(id: string): ApiReply {
    const subscription = this.subscriptions.get(id);
    return subscription ? { status: 200, body: subscription } : missing(404, "subscription", id, "id");
  }

  private cancelSubscription(id: string): ApiReply {
    const subscription = this.subscriptions.get(id);
    // Stripe treats a cancelled subscription as gone: cancelling it again is "No such subscription".
    if (!subscription || subscription.status === "canceled") return missing(404, "subscription", id, "id");
    subscription.status = "canceled";
    subscription.canceled_at = subscription.ended_at = now();
    return { status: 200, body: subscription };
  }

  private createPortalSession(form: Form): ApiReply {
    const customer = formString(form, "customer");
    if (!customer) return required("customer");
    if (!this.customers.has(customer)) return missing(400, "customer", customer, "customer");
    const id = newId("bps");
    const body = {
      id,
      object: "billing_portal.session",
      customer,
      return_url: formString(form, "return_url") ?? null,
      url: `https://billing.stripe.com/p/session/test_${id.slice(4)}`,
      created: now(),
      livemode: false,
    };
    return { status: 200, body };
  }

  /** What Checkout does when the customer pays: a customer (if new), a subscription, a complete session. */
  completeSession(
    id: string,
    options: { subscriptionId?: string; paymentStatus?: FakeSession["payment_status"] } = {},
  ): FakeSession {
    const session = this.sessions.get(id);
    if (!session || session.status !== "open") throw new Error(`fake Stripe: no open session ${id}`);
    const paymentStatus = options.paymentStatus ?? "paid";
    let customer = session.customer;
    if (customer === null) {
      customer = newId("cus");
      this.customers.set(customer, { id: customer, object: "customer", email: session.customer_email });
    }
    const order = this.sessionOrders.get(id);
    const price = this.prices.get(order?.price ?? "") ?? null;
    const created = now();
    const subscription: FakeSubscription = {
      id: options.subscriptionId ?? newId("sub"),
      object: "subscription",
      customer,
      status: paymentStatus === "unpaid" ? "incomplete" : "active",
      created,
      canceled_at: null,
      ended_at: null,
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: order?.subscriptionMetadata ?? {},
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            price,
            quantity: 1,
            current_period_start: created,
            current_period_end: created + MONTH_SECONDS,
          },
        ],
      },
      livemode: false,
    };
    this.subscriptions.set(subscription.id, subscription);
    session.status = "complete";
    session.payment_status = paymentStatus;
    session.customer = customer;
    session.subscription = subscription.id;
    session.url = null;
    return session;
  }

  expireSession(id: string): FakeSession {
    const session = this.sessions.get(id);
    if (!session || session.status !== "open") throw new Error(`fake Stripe: no open session ${id}`);
    session.status = "expired";
    session.url = null;
    return session;
  }
}
