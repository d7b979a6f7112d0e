// Messages reach next-intl compiled ahead (translationMessages) and are formatted
// by its precompiled formatter, in the browser as on the server. Every message of
// every language must read exactly as intl-messageformat reads the source text.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/domain/locales";
import { messagesFor, serverTranslator, translationMessages } from "./messages";

type Tree = { [key: string]: string | Tree };
type Value = string | number | Date | ((chunks: string[]) => string);

function* entries(tree: Tree, prefix = ""): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") yield [path, value];
    else yield* entries(value, path);
  }
}

/** A value for every argument the message uses: plurals get 5, selects their first branch, tags wrap their text. */
function sampleValues(elements: MessageFormatElement[], out: Record<string, Value> = {}): Record<string, Value> {
  for (const element of elements) {
    if (element.type === TYPE.argument) out[element.value] ??= "Ada";
    else if (element.type === TYPE.number) out[element.value] = 1234.5;
    else if (element.type === TYPE.date || element.type === TYPE.time) out[element.value] = new Date(Date.UTC(2026, 0, 5, 12));
    else if (element.type === TYPE.plural) {
      out[element.value] = 5;
      for (const option of Object.values(element.options)) sampleValues(option.value, out);
    } else if (element.type === TYPE.select) {
      out[element.value] = Object.keys(element.options)[0];
      for (const option of Object.values(element.options)) sampleValues(option.value, out);
    } else if (element.type === TYPE.tag) {
      const tag = element.value;
      out[tag] = (chunks) => `<${tag}>${chunks.join("")}</${tag}>`;
      sampleValues(element.children, out);
    }
  }
  return out;
}

describe("precompiled messages", () => {
  it.each(locales)("read in %s exactly as the source text does", (locale) => {
    const t = serverTranslator(locale);
    const translate = t as unknown as (key: string, values?: Record<string, Value>) => string;
    let compared = 0;
    for (const [key, message] of entries(messagesFor(locale))) {
      const values = sampleValues(parse(message));
      const expected = new IntlMessageFormat(message, locale, undefined, { ignoreTag: false }).format<string>(values);
      const text = Array.isArray(expected) ? expected.join("") : expected;
      expect(translate(key, values), `${locale} ${key}`).toBe(text);
      compared++;
    }
    expect(compared).toBeGreaterThan(500);
  });

  it("are plain JSON, which React can pass to client components", () => {
    const plain = (node: unknown): boolean =>
      typeof node !== "object" ||
      node === null ||
      ([Object.prototype, Array.prototype].includes(Object.getPrototypeOf(node) as object) && Object.values(node).every(plain));
    for (const locale of locales) expect(plain(translationMessages(locale)), locale).toBe(true);
  });

  it("are compiled: a message with arguments is no longer its source text", () => {
    const source = messagesFor("uk");
    const compiled = translationMessages("uk");
    const withPlural = [...entries(source)].find(([, message]) => message.includes("plural"));
    expect(withPlural).toBeDefined();
    const [key] = withPlural ?? ["", ""];
    const lookup = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], compiled);
    expect(typeof lookup).not.toBe("string");
  });
});
