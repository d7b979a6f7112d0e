import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // Next resolves "server-only" to an empty module on the server; so do the tests.
  "server-only": path.join(root, "tests/setup/server-only.ts"),
};
const integration = ["tests/integration/**/*.test.ts"];
const secret = { NEXTAUTH_SECRET: "vitest-secret" };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["lib/**/*.test.ts", "components/**/*.test.ts"], env: secret },
      },
      {
        resolve: { alias },
        test: {
          name: "pglite",
          include: integration,
          setupFiles: ["tests/setup/database.ts"],
          env: { ...secret, DATABASE_URL: "", PGLITE_DIR: "memory://" },
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
                include: integration,
                setupFiles: ["tests/setup/database.ts"],
                env: {
                  ...secret,
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
