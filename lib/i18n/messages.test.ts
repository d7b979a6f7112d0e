// Every language has every key, with the same ICU arguments, in text that
// parses, and is a translation rather than a copy of the English.
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import uk from "@/messages/uk.json";
import { locales } from "@/lib/domain/locales";
import { serverTranslator } from "./messages";

type Tree = { [key: string]: string | Tree };
const catalogues: Record<string, Tree> = { en, uk, fr, de, es };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Names of the ICU arguments a message uses, e.g. {field} and {minutes, plural, …}. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([a-zA-Z]+)\s*[,}]/g)].map((m) => m[1]))].sort();
}

const english = flatten(en);

describe.each(locales.filter((l) => l !== "en"))("messages/%s.json", (locale) => {
  const messages = flatten(catalogues[locale]);

  it("has exactly the English keys", () => {
    expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
  });

  it("uses the same ICU arguments and parses", () => {
    for (const [key, source] of english) {
      const text = messages.get(key) ?? "";
      expect(text.trim(), key).not.toBe("");
      expect(argumentsOf(text), key).toEqual(argumentsOf(source));
      expect(() => new IntlMessageFormat(text, locale), key).not.toThrow();
    }
  });

  it("is translated, not copied from English", () => {
    const copied = [...english].filter(([key, value]) => messages.get(key) === value && /[a-z]{4,}/i.test(value));
    // A few words are the same in both languages (Menu, Notification); whole texts are not.
    expect(copied.length / english.size).toBeLessThan(0.05);
  });
});

describe("serverTranslator", () => {
  it("formats plurals per language", () => {
    expect(serverTranslator("en")("Errors.tooManyLoginAttempts", { minutes: 1 })).toContain("1 minute.");
    expect(serverTranslator("uk")("Errors.tooManyLoginAttempts", { minutes: 5 })).toContain("5 хвилин");
  });

  it("keeps the spec's texts in English", () => {
    const t = serverTranslator("en");
    expect(t("Validation.invalidEmail")).toBe("Invalid email address");
    expect(t("Validation.passwordMin")).toBe("Password must be at least 8 characters");
    expect(t("NotFound.title")).toBe("404 Page Not Found");
  });
});
