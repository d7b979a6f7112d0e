import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { OWN_PROCESS } from "./tests/setup/own-process";

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
const unit = ["lib/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts", "tests/setup/**/*.test.ts"];
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

// Whether a file lies in the folder a glob starts with.
const within = (globs: string[]) => (file: string) => globs.some((glob) => file.startsWith(glob.slice(0, glob.indexOf("*"))));

type Project = { name: string; include: string[]; setupFiles?: string[] } & Record<string, unknown>;

/**
 * A project's files, in two: most share one worker process and its module
 * graph (isolate: false), so that a PGlite database and the app's modules are
 * loaded once per worker rather than once per file (this halves the phase);
 * the files that change the process itself (tests/setup/own-process.ts names
 * them, and checks that none is missing) get a fresh one each, as "<name>-own-process".
 */
function split({ name, include, setupFiles = [], ...test }: Project) {
  return [
    {
      resolve: { alias },
      test: {
        ...test,
        name,
        include,
        exclude: [...configDefaults.exclude, ...OWN_PROCESS],
        isolate: false,
        setupFiles: ["tests/setup/shared-worker.ts", ...setupFiles],
        server,
      },
    },
    {
      resolve: { alias },
      test: { ...test, name: `${name}-own-process`, include: OWN_PROCESS.filter(within(include)), setupFiles, server },
    },
  ];
}

const slow = { testTimeout: 30_000, hookTimeout: 30_000 };

export default defineConfig({
  resolve: { alias },
  test: {
    // One worker per core, not Vitest's default of one fewer: a worker waits on
    // PGlite's and PostgreSQL's answers, and on this project's 2-core machine
    // the second worker takes the phase from about 140 s to about 100 s
    // (docs/testing.md).
    maxWorkers: availableParallelism(),
    projects: [
      ...split({ name: "unit", include: unit, env: baseEnv }),
      ...split({
        name: "pglite",
        include: integration,
        globalSetup: ["tests/setup/pglite-template.ts"],
        setupFiles: ["tests/setup/database.ts"],
        env: { ...baseEnv, DATABASE_URL: "", PGLITE_DIR: "memory://" },
        ...slow,
      }),
      ...(process.env.SKIP_POSTGRES
        ? []
        : split({
            name: "postgres",
            include: integration,
            setupFiles: ["tests/setup/database.ts"],
            env: {
              ...baseEnv,
              DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/dreamscape_test",
            },
            ...slow,
          })),
    ],
  },
});
