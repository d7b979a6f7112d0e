// Test files that change the process they run in, and so get a fresh one each
// (vitest.config.mts's "-own-process" projects). Every other file shares its
// worker process with the rest of its project: one module graph (and, for
// integration tests, one database), loaded once rather than once per file.
//
// A file changes its process when it mocks a module or rebuilds the module
// graph (lib/env.ts reads the environment once per graph, so a stubbed
// variable needs a new one), writes the environment or a global, runs in
// another environment than Node's (jsdom), starts a job worker or pg-boss
// (readiness counts them), or begins the server's stop. CHANGES_PROCESS finds
// those calls; tests/setup/own-process.test.ts checks that every file that
// makes one is named here. (A fake clock or a spy need not be: the shared
// setup, tests/setup/shared-worker.ts, puts both back after each file.)

/** The calls that change a test's process, as they are written in a test file. */
export const CHANGES_PROCESS =
  /\bvi\.(mock|doMock|resetModules|stubEnv|stubGlobal)\(|process\.env\.[A-Z_]+ *=(?!=)|@vitest-environment|\b(beginShutdown|startJobs|startWorker)\(/;

export const OWN_PROCESS = [
  "components/profile/zone-combobox.test.ts",
  "components/ui/hydrated-apart.test.ts",
  "lib/ambient/engine.test.ts",
  "lib/env.test.ts",
  "lib/offline/drafts.test.ts",
  "lib/share/og-image.test.ts",
  "lib/voice/use-speech-recognition.test.ts",
  "tests/integration/ai-openai.test.ts",
  "tests/integration/billing-local.test.ts",
  "tests/integration/billing-status.test.ts",
  "tests/integration/health.test.ts",
  "tests/integration/http-boundary.test.ts",
  "tests/integration/import-stop.test.ts",
  "tests/integration/playlists-spotify.test.ts",
  "tests/integration/push.test.ts",
  "tests/integration/reminders.test.ts",
  "tests/integration/reset-mail.test.ts",
  "tests/integration/trust-proxy.test.ts",
  "tests/integration/verification.test.ts",
];
