// Concurrent, out-of-order webhook deliveries for one subscription always end
// in the newest event's state. On PostgreSQL every other round also holds the
// user's row locked from a separate connection until all deliveries are
// waiting, so they all reach the database before any of them has written:
// the widest window a race can have, without a sleep in the app.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { fakeEvent } from "@/tests/fakes/stripe";
import { seededRandom } from "@/tests/fakes/seeded-random";
import { deliver, registered, withStripe } from "./billing-helpers";

const stripe = withStripe();
const url = process.env.DATABASE_URL;

type Kind = "checkout" | "updated" | "deleted";

/**
 * Two or three events of one subscription: [what, its status, seconds after
 * the first]. With a checkout among them the user starts Free (a returning
 * customer Stripe knows), otherwise Premium on that subscription.
 */
const SCENARIOS: Array<Array<[Kind, string, number]>> = [
  [
    ["updated", "active", 0],
    ["deleted", "canceled", 10],
    ["updated", "past_due", 5],
  ],
  [
    ["checkout", "active", 0],
    ["deleted", "canceled", 10],
    ["updated", "past_due", 5],
  ],
  [
    ["updated", "past_due", 0],
    ["updated", "active", 5],
  ],
  [
    ["updated", "active", 0],
    ["updated", "unpaid", 10],
    ["updated", "past_due", 5],
  ],
  [
    ["checkout", "active", 0],
    ["updated", "past_due", 5],
  ],
  [
    ["updated", "unpaid", 0],
    ["updated", "active", 10],
  ],
  [
    ["updated", "past_due", 0],
    ["deleted", "canceled", 10],
  ],
];

function eventFor(kind: Kind, status: string, created: number, ids: { userId: number; subscription: string; customer: string }) {
  if (kind === "checkout") {
    return fakeEvent(
      "checkout.session.completed",
      {
        id: `cs_test_race_${ids.subscription}`,
        object: "checkout.session",
        mode: "subscription",
        status: "complete",
        payment_status: "paid",
        client_reference_id: String(ids.userId),
        customer: ids.customer,
        subscription: ids.subscription,
      },
      { created },
    );
  }
  const type = kind === "deleted" ? "customer.subscription.deleted" : "customer.subscription.updated";
  return fakeEvent(type, { id: ids.subscription, object: "subscription", customer: ids.customer, status }, { created });
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Runs `deliveries` while a separate connection holds the user's row, released once they all wait for it. */
async function withRowHeld<T>(userId: number, waiting: number, deliveries: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: url, application_name: "billing-race-holder" });
  await holder.connect();
  try {
    await holder.query("BEGIN");
    await holder.query(`SELECT 1 FROM "users" WHERE "id" = $1 FOR UPDATE`, [userId]);
    const pending = deliveries();
    const deadline = Date.now() + 5_000;
    for (;;) {
      const { rows } = await holder.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`,
        [`dreamscape/${process.pid}`],
      );
      if (Number(rows[0]?.n) >= waiting || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await holder.query("COMMIT");
    return await pending;
  } finally {
    await holder.end();
  }
}

describe("concurrent webhook deliveries", () => {
  it("end in the newest event's state, whatever order they arrive in (20 rounds)", { timeout: 90_000 }, async () => {
    const { app } = stripe;
    const random = seededRandom(20);
    const failures: string[] = [];
    for (let round = 0; round < 20; round++) {
      const { id } = await registered(app, "race");
      const ids = { userId: id, subscription: `sub_race_${round}_${id}`, customer: `cus_race_${round}_${id}` };
      const scenario = SCENARIOS[round % SCENARIOS.length] ?? [];
      const paying = scenario.some(([kind]) => kind === "checkout");
      await app.db().user.update({
        where: { id },
        data: paying
          ? { stripeCustomerId: ids.customer }
          : {
              isPremium: true,
              stripeCustomerId: ids.customer,
              stripeSubscriptionId: ids.subscription,
              subscriptionStatus: "active",
            },
      });
      const base = Math.floor(Date.now() / 1000) - 60;
      const events = scenario.map(([kind, status, offset]) => eventFor(kind, status, base + offset, ids));
      const order = shuffled(events, random);
      const send = () => Promise.all(order.map((event) => deliver(app, event)));
      const held = url !== undefined && url !== "" && round % 2 === 1;
      const answers = held ? await withRowHeld(id, order.length, send) : await send();
      expect(answers.map((answer) => answer.status)).toEqual(order.map(() => 200));

      const [, newest] = scenario.reduce((a, b) => (b[2] > a[2] ? b : a));
      const user = await app.db().user.findUniqueOrThrow({ where: { id } });
      const expected = { isPremium: ["active", "trialing", "past_due"].includes(newest), subscriptionStatus: newest };
      const actual = { isPremium: user.isPremium, subscriptionStatus: user.subscriptionStatus };
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        failures.push(
          `round ${round}${held ? " (row held)" : ""}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("events created in the same second", () => {
  it("end in the state later in the subscription's life, in either order, one by one or at once", async () => {
    const { app } = stripe;
    const pairs: Array<[Kind, string, Kind, string]> = [
      ["updated", "incomplete", "updated", "active"],
      ["updated", "active", "updated", "past_due"],
      ["updated", "active", "deleted", "canceled"],
      ["checkout", "active", "deleted", "canceled"],
    ];
    for (const [firstKind, firstStatus, lastKind, lastStatus] of pairs) {
      for (const mode of ["in order", "reversed", "at once"] as const) {
        const { id } = await registered(app, "tie");
        const ids = { userId: id, subscription: `sub_tie_${id}`, customer: `cus_tie_${id}` };
        await app.db().user.update({ where: { id }, data: { stripeCustomerId: ids.customer } });
        const created = Math.floor(Date.now() / 1000) - 30;
        const first = eventFor(firstKind, firstStatus, created, ids);
        const last = eventFor(lastKind, lastStatus, created, ids);
        if (mode === "at once") await Promise.all([deliver(app, last), deliver(app, first)]);
        else for (const event of mode === "in order" ? [first, last] : [last, first]) await deliver(app, event);
        const user = await app.db().user.findUniqueOrThrow({ where: { id } });
        expect({ status: user.subscriptionStatus, mode }).toEqual({ status: lastStatus, mode });
      }
    }
  });
});
