// Signed-in pages send the browser only the message namespaces their client
// parts read (page-messages.tsx), and the frame only its own
// (signed-in-frame.tsx). A namespace missing from a list would show raw keys,
// so this follows the imports from every signed-in page, as the bundler
// does, and collects what the client modules among them translate with.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientMessages, messagesFor } from "@/lib/i18n/messages";
import { FRAME_NAMESPACES } from "./signed-in-frame";

const root = path.resolve(__dirname, "../..");
const signedIn = path.join(root, "app/[locale]/(signed-in)");
const clientNamespaces = new Set(Object.keys(clientMessages(messagesFor("en"))));

/** The project file an import names, or null for a package (or a JSON catalogue). */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) ?? null;
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** The client modules `entry` brings to the browser: "use client" files and everything they import, lazily or not. */
function clientModules(entry: string, seen = new Set<string>(), client = false): Set<string> {
  const text = readFileSync(entry, "utf8");
  const isClient = client || /^["']use client["'];?$/m.test(text);
  const key = `${isClient ? "client" : "server"}:${entry}`;
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const [, specifier] of text.matchAll(IMPORT)) {
    const file = resolve(entry, specifier);
    if (file) clientModules(file, seen, isClient);
  }
  return seen;
}

/** The namespaces a set of client modules translate with; fails on a call this cannot read. */
function namespacesOf(entries: string[]): string[] {
  const seen = new Set<string>();
  for (const entry of entries) clientModules(entry, seen);
  const used = new Set<string>();
  for (const key of seen) {
    if (!key.startsWith("client:")) continue;
    const file = key.slice("client:".length);
    const text = readFileSync(file, "utf8");
    const calls = [...text.matchAll(/useTranslations\(([^)]*)\)/g)].map(([, argument]) => argument.trim());
    for (const argument of calls) {
      const literal = /^["'](\w+)(?:\.[\w.]+)?["']$/.exec(argument);
      if (literal) used.add(literal[1]);
      else expect(argument, `${path.relative(root, file)}: useTranslations(${argument})`).toBe("");
    }
    if (calls.includes("")) {
      // The whole catalogue: every key it reads must start with its namespace.
      const keys = [...text.matchAll(/\bt\(\s*(["'`])(\w+)\./g)].map(([, , namespace]) => namespace);
      expect(keys.length, `${path.relative(root, file)} reads keys this cannot see`).toBe([...text.matchAll(/\bt\(/g)].length);
      for (const namespace of keys) used.add(namespace);
    }
  }
  return [...used].filter((namespace) => clientNamespaces.has(namespace)).sort();
}

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return pages(file);
    return name === "page.tsx" ? [file] : [];
  });
}

/** The namespaces a page file hands PageMessages (none when it has no client text). */
function declared(page: string): string[] {
  const lists = [...readFileSync(page, "utf8").matchAll(/<PageMessages\b[^>]*?\snamespaces=\{\[([^\]]*)\]\}/g)];
  expect(lists.length, `${path.relative(root, page)} has one PageMessages at most`).toBeLessThanOrEqual(1);
  return (lists[0]?.[1] ?? "")
    .split(",")
    .map((item) => item.trim().replace(/^["']|["']$/g, ""))
    .filter(Boolean)
    .sort();
}

describe("the messages a signed-in page sends", () => {
  const all = pages(signedIn);

  it("finds the signed-in pages", () => {
    expect(all.length).toBeGreaterThan(10);
  });

  it("the frame names exactly what the header, the toasts, the offline banner and the error views read", () => {
    const frame = [
      path.join(root, "components/layout/signed-in-frame.tsx"),
      ...["layout.tsx", "error.tsx", "not-found.tsx", "(app)/layout.tsx"].map((file) => path.join(signedIn, file)),
    ];
    expect(namespacesOf(frame)).toEqual([...FRAME_NAMESPACES].sort());
  });

  it.each(all.map((page) => [path.relative(signedIn, page), page]))("%s names exactly what its parts read", (_, page) => {
    expect(declared(page)).toEqual(namespacesOf([page]));
  });

  it("sees a namespace that a lazily loaded dialog reads (the journal's New Dream)", () => {
    expect(namespacesOf([path.join(signedIn, "(app)/page.tsx")])).toEqual(expect.arrayContaining(["NewDream", "Validation"]));
    expect(namespacesOf([path.join(signedIn, "(app)/calendar/page.tsx")])).not.toContain("NewDream");
  });
});
