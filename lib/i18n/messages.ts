// All message catalogues, loaded statically so the server can translate API
// errors, mails and exports without a request context. English is merged under
// every language as the fallback (a missing key shows English, never a key
// path); the key-parity test keeps that from happening.
import compile from "icu-minify/compile";
import { createTranslator } from "next-intl";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import uk from "@/messages/uk.json";
import type { Locale } from "@/lib/domain/locales";

export type Messages = typeof en;
/** Keys of the `Errors` namespace: what AppError carries. */
export type ErrorKey = keyof Messages["Errors"];
/** Keys of the `Validation` namespace: what schemas name and forms show. */
export type ValidationKey = keyof Messages["Validation"];

type Tree = { [key: string]: string | Tree };

const catalogues: Record<Locale, Tree> = { en, uk, fr, de, es };

function deepMerge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] = typeof value === "object" && typeof prev === "object" ? deepMerge(prev, value) : value;
  }
  return out;
}

const merged = new Map<Locale, Messages>();

function isMessages(tree: Tree): tree is Tree & Messages {
  return typeof tree.Errors === "object" && typeof tree.Validation === "object";
}

export function messagesFor(locale: Locale): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    const tree = locale === "en" ? en : deepMerge(en, catalogues[locale]);
    if (!isMessages(tree)) throw new Error(`messages/${locale}.json lacks its namespaces`);
    messages = tree;
    merged.set(locale, messages);
  }
  return messages;
}

function compileTree(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === "string" ? compileMessage(value) : compileTree(value)]),
  );
}

// A compiled message is a string (most are: plain text) or a small JSON tree,
// made of plain objects here (icu-minify's have no prototype, which React
// refuses to pass to client components); next-intl carries it where its types
// say string.
function compileMessage(message: string): string {
  const compiled = compile(message);
  return typeof compiled === "string" ? compiled : (JSON.parse(JSON.stringify(compiled)) as string);
}

const compiled = new Map<Locale, Messages>();

/**
 * The catalogue as next-intl formats it, on the server and in the browser:
 * every ICU message compiled once (icu-minify), so that the browser formats
 * with next-intl's 1 KB precompiled formatter instead of shipping and running
 * intl-messageformat's parser (next.config.mjs and vitest.config.mts point
 * `use-intl/format-message` at it). messagesFor() stays the readable source.
 */
export function translationMessages(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    const tree = compileTree(messagesFor(locale));
    if (!isMessages(tree)) throw new Error(`messages/${locale}.json lacks its namespaces`);
    messages = tree;
    compiled.set(locale, messages);
  }
  return messages;
}

/** next-intl's own translator, for server code outside React (API errors, mails, exports). */
export function serverTranslator(locale: Locale) {
  return createTranslator({ locale, messages: translationMessages(locale) });
}

export type Translate = ReturnType<typeof serverTranslator>;

/** Namespaces that have every key in K, e.g. the pages whose title is `<namespace>.title`. */
export type NamespaceWith<K extends string> = {
  [N in keyof Messages]: Messages[N] extends Record<K, string> ? N : never;
}[keyof Messages];

/**
 * Namespaces only the server reads: pages rendered on the server (About, Help,
 * the shared dream), mails, exports, API errors, metadata. The browser never
 * needs them, so they stay out of the messages every page sends it.
 */
export const SERVER_ONLY_NAMESPACES = [
  "About",
  "Errors",
  "Export",
  "Help",
  "Import",
  "Mail",
  "Metadata",
  "NotFound",
  "Offline",
  "Patterns",
  "Share",
] as const satisfies readonly (keyof Messages)[];

type ServerOnly = (typeof SERVER_ONLY_NAMESPACES)[number];
export type ClientMessages = Omit<Messages, ServerOnly>;

const serverOnly: ReadonlySet<string> = new Set(SERVER_ONLY_NAMESPACES);

/** What client components translate with: every namespace but the server's own. */
export function clientMessages(messages: Messages): ClientMessages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !serverOnly.has(namespace))) as ClientMessages;
}

export type ClientNamespace = keyof ClientMessages;

/** Only the namespaces a client island translates with (public pages send no more than that). */
export function pickMessages<N extends ClientNamespace>(
  messages: ClientMessages,
  namespaces: readonly N[],
): Pick<ClientMessages, N> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<ClientMessages, N>;
}
