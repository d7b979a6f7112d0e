// A real HTTP server on 127.0.0.1 that speaks OpenAI's Chat Completions
// protocol, for tests: the official SDK talks to it exactly as to
// api.openai.com. It records what it receives and answers as told: a valid
// structured answer, or one of the ways a provider fails (500, 429, a hang,
// HTML, broken or wrongly shaped JSON, a body cut short).
//
// The valid answers are built from the request (the language the system
// message asks for, the dream's title, the analysed dreams' count), so a test
// can tell that what it shows came through this server. No "@/" imports:
// Playwright loads this file too.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeBehaviour =
  "ok" | "error500" | "rateLimited" | "hang" | "html" | "brokenJson" | "wrongShape" | "truncated" | "emptyChoices";

export interface ReceivedCompletion {
  authorization: string | undefined;
  model: string;
  messages: { role: string; content: string }[];
  responseFormat: { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: Record<string, unknown> } };
  /** The JSON the user message carries (the dream, or statistics and dreams). */
  data: Record<string, unknown>;
}

export interface FakeOpenAi {
  /** The base URL to give the SDK (OPENAI_BASE_URL), ending in /v1. */
  url: string;
  received: ReceivedCompletion[];
  /** How to answer from now on: one behaviour, or one per request in turn (the last repeats). */
  behave: (...behaviours: FakeBehaviour[]) => void;
  /** Answers "ok" requests only after this many milliseconds. */
  delay: (ms: number) => void;
  /** Holds "ok" answers until the returned function is called; then they, and later ones, go out at once. */
  hold: () => () => void;
  /** "rateLimited" answers carry Retry-After with this many seconds (null: only retry-after-ms, 20 ms). */
  retryAfter: (seconds: number | null) => void;
  /** The symbols valid interpretations name from now on (null: the default, ["change"]). */
  symbols: (names: string[] | null) => void;
  /** When each request arrived (ms since the epoch), in order. */
  arrivals: number[];
  /** Requests being answered right now, and the most there ever were at once (reset with `received.length = 0` by resetting this too). */
  concurrency: { now: number; max: number };
  close: () => Promise<void>;
}

const writtenIn = (system: string) => /Write in (\w+)/.exec(system)?.[1] ?? "unknown";

const DEFAULT_SYMBOLS = ["change"];

function validContent(received: ReceivedCompletion, symbols: string[]): unknown {
  const language = writtenIn(received.messages[0]?.content ?? "");
  if (received.responseFormat.json_schema?.name === "dream_analysis") {
    const statistics = received.data.statistics as { dreamCount?: number } | undefined;
    const count = statistics?.dreamCount ?? 0;
    return {
      summary: `Fake ${received.model} analysis of ${count} dreams, written in ${language}.`,
      patterns: [`${count} dreams share a thread.`],
      recommendations: ["Write down one detail more each morning."],
      commonSymbols: ["water"],
      emotionalTrends: { predominantEmotions: ["calm"], moodPattern: "Steady across the period." },
    };
  }
  const title = typeof received.data.title === "string" ? received.data.title : "";
  return {
    interpretation: `Fake ${received.model} interpretation of “${title}”, written in ${language}. The dream speaks of change.`,
    symbols,
  };
}

function completion(model: string, content: string) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(value));
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const received: ReceivedCompletion[] = [];
  let script: FakeBehaviour[] = ["ok"];
  let answered = 0;
  let delayMs = 0;
  let held: Promise<void> | null = null;
  let retryAfterSeconds: number | null = null;
  let symbols = DEFAULT_SYMBOLS;
  const arrivals: number[] = [];
  const concurrency = { now: 0, max: 0 };
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        sendJson(res, 404, { error: { message: "Not found", type: "invalid_request_error" } });
        return;
      }
      const body = JSON.parse(await readBody(req)) as {
        model: string;
        messages: { role: string; content: string }[];
        response_format?: ReceivedCompletion["responseFormat"];
      };
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(body.messages.at(-1)?.content ?? "{}") as Record<string, unknown>;
      } catch {
        // the user message is not JSON: recorded as empty data
      }
      const request: ReceivedCompletion = {
        authorization: req.headers.authorization,
        model: body.model,
        messages: body.messages,
        responseFormat: body.response_format ?? {},
        data,
      };
      received.push(request);
      arrivals.push(Date.now());
      concurrency.now += 1;
      concurrency.max = Math.max(concurrency.max, concurrency.now);
      res.once("close", () => {
        concurrency.now -= 1;
      });
      const behaviour = script[Math.min(answered, script.length - 1)];
      answered += 1;
      switch (behaviour) {
        case "ok":
          if (held) await held;
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          sendJson(res, 200, completion(body.model, JSON.stringify(validContent(request, symbols))));
          return;
        case "error500":
          sendJson(res, 500, { error: { message: "The server had an error", type: "server_error" } });
          return;
        case "rateLimited":
          // OpenAI sends retry-after-ms (and Retry-After in seconds): a retry may come quickly.
          sendJson(
            res,
            429,
            { error: { message: "Rate limit reached", type: "requests" } },
            retryAfterSeconds === null ? { "retry-after-ms": "20" } : { "retry-after": String(retryAfterSeconds) },
          );
          return;
        case "hang":
          hanging.add(res);
          res.on("close", () => hanging.delete(res));
          return;
        case "html":
          res.writeHead(200, { "content-type": "text/html" });
          res.end("<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>");
          return;
        case "brokenJson":
          sendJson(res, 200, completion(body.model, '{"interpretation": "cut'));
          return;
        case "wrongShape":
          sendJson(res, 200, completion(body.model, JSON.stringify({ text: "A dream about change.", mood: 7 })));
          return;
        case "emptyChoices":
          sendJson(res, 200, { ...completion(body.model, ""), choices: [] });
          return;
        case "truncated": {
          const full = JSON.stringify(completion(body.model, JSON.stringify(validContent(request, symbols))));
          res.writeHead(200, { "content-type": "application/json", "content-length": String(full.length) });
          res.write(full.slice(0, Math.floor(full.length / 2)));
          res.destroy();
          return;
        }
      }
    })().catch(() => {
      if (!res.headersSent) sendJson(res, 400, { error: { message: "Bad request", type: "invalid_request_error" } });
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    behave: (...behaviours) => {
      script = behaviours.length ? behaviours : ["ok"];
      answered = 0;
    },
    delay: (ms) => {
      delayMs = ms;
    },
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = () => resolve()));
      return () => {
        held = null;
        release();
      };
    },
    retryAfter: (seconds) => {
      retryAfterSeconds = seconds;
    },
    symbols: (names) => {
      symbols = names ?? DEFAULT_SYMBOLS;
    },
    arrivals,
    concurrency,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
