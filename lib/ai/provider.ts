// Which interpreter answers: the external provider when one is configured and
// the user agreed to send it their dreams; the built-in one otherwise.
import "server-only";
import { env } from "@/lib/env";
import { createOpenAiProvider } from "./openai";
import type { AiProvider } from "./types";

let configured: AiProvider | null | undefined;

/** The configured external provider (OPENAI_API_KEY), whoever asks. */
export function externalProvider(): AiProvider | null {
  if (configured === undefined) {
    configured =
      env.OPENAI_API_KEY && env.DREAMSCAPE_INTERPRETER === "auto"
        ? createOpenAiProvider({
            apiKey: env.OPENAI_API_KEY,
            baseURL: env.OPENAI_BASE_URL,
            model: env.OPENAI_MODEL,
            timeoutMs: env.OPENAI_TIMEOUT_MS,
          })
        : null;
  }
  return configured;
}

/** The provider this user's dreams may go to: only with their consent (PATCH /api/user {aiConsent}). */
export function providerFor(user: { aiConsent: boolean | null }): AiProvider | null {
  return user.aiConsent === true ? externalProvider() : null;
}

/** What users are told before they agree: where their dream text would go. */
export function externalAiInfo(): { host: string; model: string } | null {
  const provider = externalProvider();
  return provider ? { host: provider.host, model: provider.model } : null;
}
