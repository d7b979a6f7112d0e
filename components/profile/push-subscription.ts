// This browser's Web Push subscription, for the profile's Reminders card: can
// it have one, has it, and making one (permission, the server's VAPID key,
// the push service's endpoint, then POST /api/push/subscriptions) or
// dropping it. The service worker (public/sw.js) shows what arrives.
import { api, send } from "@/lib/client/client";

/** "unsupported": no service worker or Push API here (or none registered: development); "denied": notifications blocked. */
export type PushState = "unsupported" | "denied" | "subscribed" | "unsubscribed";

const WORKER_WAIT_MS = 10_000;

function supported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The app's worker, once it is active (it registers after the page has loaded); null when none comes. */
async function worker(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  const none = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, none]);
}

export async function pushState(): Promise<PushState> {
  const registration = await worker();
  if (!registration) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return (await registration.pushManager.getSubscription()) ? "subscribed" : "unsubscribed";
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === expected.length && bytes.every((byte, i) => byte === expected[i]);
}

/**
 * Asks for permission (a press of a button is what allows the question),
 * subscribes with the server's key and hands the subscription to the server,
 * which stores it for this account (an endpoint is one browser).
 */
export async function subscribeThisBrowser(): Promise<PushState> {
  const registration = await worker();
  if (!registration) return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const { publicKey } = await api("GET", "/api/push/key", "pushKey");
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the server's keys changed): the push service would refuse our messages.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await send("POST", "/api/push/subscriptions", subscription.toJSON());
  return "subscribed";
}

/** This browser gets no more reminders: the server forgets the subscription, and the browser drops it. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const subscription = await (await worker())?.pushManager.getSubscription();
  if (!subscription) return;
  await send("DELETE", "/api/push/subscriptions", { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
