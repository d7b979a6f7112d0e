// Prisma CLI configuration. Only `prisma generate` runs on this project's
// machines (the native migrate engine is unavailable offline); migrations are
// SQL files applied by scripts/migrate.ts.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
