import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // Next resolves "server-only" to an empty module on the server; so do the tests.
  "server-only": path.join(root, "tests/setup/server-only.ts"),
  // As in next.config.mjs: messages are compiled ahead, so next-intl formats with the precompiled formatter.
  "use-intl/format-message": createRequire(import.meta.url).resolve("use-intl/format-message/format-only"),
};
// The alias above reaches next-intl's own imports only if Vitest bundles it rather than leaving it to Node.
const server = { deps: { inline: ["next-intl", "use-intl"] } };
const integration = ["tests/integration/**/*.test.ts"];
// As if started by scripts/server.ts on 127.0.0.1: peer addresses are trusted
// (tests/integration/helpers.ts gives every call its own) and reset links are
// shown in the app. Unit tests never open the user's .data/pglite.
// bcrypt at cost 4 (a millisecond, not 0.3 s): the tests sign up and in
// hundreds of times; tests/integration/login-lockout.test.ts checks that
// accounts and the unknown-address stand-in share whatever cost is set.
const baseEnv = {
  NEXTAUTH_SECRET: "vitest-baseEnv",
  DREAMSCAPE_LISTEN_HOST: "127.0.0.1",
  PGLITE_DIR: "memory://",
  PASSWORD_HASH_COST: "4",
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
          env: baseEnv,
          server,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "pglite",
          server,
          include: integration,
          globalSetup: ["tests/setup/pglite-template.ts"],
          setupFiles: ["tests/setup/database.ts"],
          env: { ...baseEnv, DATABASE_URL: "", PGLITE_DIR: "memory://" },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      ...(process.env.SKIP_POSTGRES
        ? []
        : [
            {
              resolve: { alias },
              test: {
                name: "postgres",
                server,
                include: integration,
                setupFiles: ["tests/setup/database.ts"],
                env: {
                  ...baseEnv,
                  DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/dreamscape_test",
                },
                testTimeout: 30_000,
                hookTimeout: 30_000,
              },
            },
          ]),
    ],
  },
});
