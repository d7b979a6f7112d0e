// PostgreSQL's LISTEN/NOTIFY, the way servers of one deployment tell each
// other that something changed: a shared dream (its cache entry must go), a
// new job (a worker should look now rather than at its next poll) or a freed
// AI slot (whoever waits for one tries again now).
//
// One connection per process listens on every channel. Notifications sent
// while it was down are lost, so whoever caches on their strength must ask
// `listening()` before trusting a cache, and drop everything when told the
// listener (re)connected (`onReconnect`). PGlite runs in this process and
// delivers its notifications itself; it never disconnects.
import "server-only";
import pg from "pg";
import { env } from "@/lib/env";
import { embeddedDb } from "@/lib/db";

export type Channel = "dreamscape_shared" | "dreamscape_jobs" | "dreamscape_slots";
type Listener = (payload: string) => void;

/** How often the connection is checked; a dead one is noticed within this plus the query timeout. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;
const CHANNELS: Channel[] = ["dreamscape_shared", "dreamscape_jobs", "dreamscape_slots"];

interface State {
  started: boolean;
  listening: boolean;
  listeners: Map<Channel, Set<Listener>>;
  reconnected: Set<() => void>;
  disconnected: Set<() => void>;
  client: pg.Client | null;
  stop: (() => Promise<void>) | null;
}

// One per process: Next bundles route handlers, pages and instrumentation
// separately, and each bundle would otherwise hold its own copy of this module.
const STATE = Symbol.for("dreamscape.notifications");
function state(): State {
  const holder = globalThis as unknown as Record<symbol, State | undefined>;
  holder[STATE] ??= {
    started: false,
    listening: false,
    listeners: new Map(),
    reconnected: new Set(),
    disconnected: new Set(),
    client: null,
    stop: null,
  };
  return holder[STATE];
}

function dispatch(channel: string, payload: string | undefined) {
  for (const listener of state().listeners.get(channel as Channel) ?? []) {
    try {
      listener(payload ?? "");
    } catch (error) {
      console.error(`[notify] a listener of ${channel} failed:`, error);
    }
  }
}

function reconnected() {
  for (const callback of state().reconnected) callback();
}

function disconnected() {
  for (const callback of state().disconnected) callback();
}

async function listenOnPglite(): Promise<void> {
  const pglite = embeddedDb();
  if (!pglite) return;
  const unsubscribe = await Promise.all(CHANNELS.map((channel) => pglite.listen(channel, (p) => dispatch(channel, p))));
  state().listening = true;
  reconnected();
  state().stop = async () => {
    await Promise.all(unsubscribe.map((u) => u()));
  };
}

function listenOnPostgres(url: string): void {
  const s = state();
  let retry = RETRY_MIN_MS;
  let stopped = false;
  let heartbeat: NodeJS.Timeout | null = null;
  let timer: NodeJS.Timeout | null = null;

  const down = (client: pg.Client, why: string) => {
    if (s.client !== client) return;
    s.client = null;
    s.listening = false;
    if (heartbeat) clearInterval(heartbeat);
    client.removeAllListeners("notification");
    client.end().catch(() => undefined);
    disconnected();
    if (stopped) return;
    console.warn(`[notify] listener connection lost (${why}); caches are bypassed until it is back`);
    timer = setTimeout(() => void connect(), retry);
    timer.unref();
    retry = Math.min(retry * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
      application_name: `dreamscape-listen/${process.pid}`,
    });
    s.client = client;
    client.on("error", (error) => down(client, error.message));
    client.on("end", () => down(client, "closed"));
    client.on("notification", (message) => dispatch(message.channel, message.payload));
    try {
      await client.connect();
      for (const channel of CHANNELS) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      down(client, error instanceof Error ? error.message : String(error));
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    retry = RETRY_MIN_MS;
    s.listening = true;
    // Whatever was announced while nobody listened is unknown: start afresh.
    reconnected();
    heartbeat = setInterval(() => {
      client.query("SELECT 1").catch((error: unknown) => down(client, error instanceof Error ? error.message : String(error)));
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  s.stop = async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    if (heartbeat) clearInterval(heartbeat);
    const client = s.client;
    s.client = null;
    s.listening = false;
    await client?.end().catch(() => undefined);
  };
  void connect();
}

/** Starts listening (once per process); safe to call on every request. */
export function startListening(): void {
  const s = state();
  if (s.started) return;
  s.started = true;
  if (env.DATABASE_URL) listenOnPostgres(env.DATABASE_URL);
  else void listenOnPglite();
}

/** Whether notifications are arriving now: a cache built on them may be trusted only then (readiness asks too). */
export const listening = (): boolean => state().listening;

export function onNotification(channel: Channel, listener: Listener): () => void {
  const listeners = state().listeners;
  const set = listeners.get(channel) ?? new Set<Listener>();
  listeners.set(channel, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Called each time the listener (re)connects: anything announced in between was missed. */
export function onReconnect(callback: () => void): () => void {
  state().reconnected.add(callback);
  return () => state().reconnected.delete(callback);
}

/** Called each time the listener loses its connection: from then on, changes may go unheard. */
export function onDisconnect(callback: () => void): () => void {
  state().disconnected.add(callback);
  return () => state().disconnected.delete(callback);
}

/** Delivers a notification to this process's listeners only (a delayed job due here). */
export function notifyHere(channel: Channel, payload: string): void {
  dispatch(channel, payload);
}

/** Stops listening (shutdown, tests). */
export async function stopListening(): Promise<void> {
  const s = state();
  const was = s.listening;
  await s.stop?.();
  s.stop = null;
  s.started = false;
  s.listening = false;
  // Whoever trusted the notifications stops trusting them (a PostgreSQL drop has said so already).
  if (was) disconnected();
}
