// All message catalogues, loaded statically so the server can translate API
// errors without a request context. English is merged under every language as
// the fallback, so a missing key shows English rather than a key path.
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import uk from "@/messages/uk.json";
import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "./config";

export type Messages = typeof en;
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

export function messagesFor(locale: Locale): Messages {
  let m = merged.get(locale);
  if (!m) {
    m = (locale === "en" ? en : deepMerge(en, catalogues[locale])) as Messages;
    merged.set(locale, m);
  }
  return m;
}

export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/**
 * A translator for server code outside React (API errors, e-mails). Keys are
 * full paths and arrive as data (error codes), so they are checked at run
 * time; the key-parity test makes sure every language has every key.
 */
export function serverTranslator(locale: Locale): Translate {
  const messages: Tree = messagesFor(locale);
  return (key, values) => {
    const source = lookup(messages, key);
    if (source === undefined) {
      console.error(`[i18n] missing message ${key} (${locale})`);
      return key;
    }
    return String(new IntlMessageFormat(source, locale).format(values));
  };
}
