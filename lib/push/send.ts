// Sending one Web Push message with the web-push library: the payload
// encrypted for the subscription (RFC 8291), signed with this server's VAPID
// key (RFC 8292). Connections go through agents that keep the SSRF guard of
// ./endpoint.ts: names must resolve to public addresses at every connection;
// an origin PUSH_ENDPOINT_ORIGINS allows is reached as it is (plain HTTP too,
// which web-push, always speaking https, reaches through an agent whose
// connections are plain TCP).
import "server-only";
import https from "node:https";
import net from "node:net";
import webpush, { WebPushError } from "web-push";
import { env } from "@/lib/env";
import { allowedOrigin, endpointProblem, publicOnlyLookup } from "./endpoint";
import { vapid } from "./vapid";

/** A morning reminder is no use hours later: push services drop it if the device stays offline longer. */
const TTL_SECONDS = 3 * 3_600;

/** Plain TCP under web-push's https requests: only for origins PUSH_ENDPOINT_ORIGINS names with http:. */
class PlainAgent extends https.Agent {
  override createConnection(options: https.RequestOptions) {
    return net.createConnection({ host: options.hostname ?? options.host ?? "localhost", port: Number(options.port) });
  }
}

const agents = {
  public: new https.Agent({ keepAlive: true, lookup: publicOnlyLookup }),
  allowed: new https.Agent({ keepAlive: true }),
  plain: new PlainAgent(),
};

function agentFor(endpoint: URL): https.Agent {
  if (!allowedOrigin(endpoint)) return agents.public;
  return endpoint.protocol === "http:" ? agents.plain : agents.allowed;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * "sent"; "gone" when the push service says the subscription no longer
 * exists (404, 410) or its address is no longer allowed: it should be
 * deleted; "failed" for anything else (5xx, a timeout, a refused connection).
 */
export type PushOutcome = "sent" | "gone" | "failed";

export interface PushMessage {
  payload: string;
  /** Replaces an undelivered message of the same topic on the push service (at most 32 URL-safe characters). */
  topic?: string;
}

export async function sendPush(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
  const keys = vapid();
  if (!keys) return "failed";
  if (endpointProblem(target.endpoint)) return "gone";
  const url = new URL(target.endpoint);
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      message.payload,
      {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        urgency: "high",
        // A push service that has not answered within this long is given up on, for this message.
        timeout: env.PUSH_TIMEOUT_MS,
        agent: agentFor(url),
        ...(message.topic ? { topic: message.topic } : {}),
      },
    );
    return "sent";
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return "gone";
    const why =
      error instanceof WebPushError ? `HTTP ${error.statusCode}` : error instanceof Error ? error.message : String(error);
    console.warn(`[push] ${url.host} did not take a message: ${why}`);
    return "failed";
  }
}
