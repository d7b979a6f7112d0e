// The browser gets every namespace but the server's own (clientMessages); a
// client component that reads a server-only namespace would show raw keys.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientMessages, messagesFor, SERVER_ONLY_NAMESPACES } from "./messages";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("clientMessages", () => {
  it("drops the server-only namespaces and keeps the rest, in every language", () => {
    for (const locale of ["en", "uk"] as const) {
      const all = messagesFor(locale);
      const sent = clientMessages(all);
      for (const namespace of SERVER_ONLY_NAMESPACES) expect(sent).not.toHaveProperty(namespace);
      expect(Object.keys(sent).sort()).toEqual(
        Object.keys(all)
          .filter((n) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(n))
          .sort(),
      );
      expect(sent.Nav).toEqual(all.Nav);
    }
  });

  it("is smaller by at least the help and about texts", () => {
    const all = messagesFor("uk");
    const size = (value: unknown) => JSON.stringify(value).length;
    expect(size(clientMessages(all))).toBeLessThan(size(all) - size(all.Help) - size(all.About) + 1);
  });

  it("is enough for every client component: none reads a server-only namespace", () => {
    const root = path.resolve(__dirname, "../..");
    const client = ["app", "components", "lib"]
      .flatMap((dir) => sources(path.join(root, dir)))
      .filter((file) => /^["']use client["']/m.test(readFileSync(file, "utf8")));
    expect(client.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const file of client) {
      const text = readFileSync(file, "utf8");
      for (const namespace of SERVER_ONLY_NAMESPACES) {
        const read = new RegExp(`useTranslations\\(["']${namespace}["']\\)|\\bt\\(["'\`]${namespace}\\.`);
        if (read.test(text)) offenders.push(`${path.relative(root, file)} reads ${namespace}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
