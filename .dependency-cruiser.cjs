// The code's layers, and the rules that keep them (npm run lint:layers, part of
// npm run lint and npm test). docs/architecture.md draws them.
//
// From the bottom: each layer may use the layers below it and, without a
// cycle, its own. Nothing may import a layer above it.
const LAYERS = [
  {
    name: "vocabulary",
    says: "lib/domain/ is the words every layer shares (moods, languages, field limits, months, cookie and header names, the https rule): it imports nothing of ours",
    paths: ["^lib/domain/"],
  },
  {
    name: "base",
    says: "errors, text, time, languages, the environment, the database client and the design tokens: they know no domain",
    paths: [
      "^lib/errors/",
      "^lib/text/",
      "^lib/time/",
      "^lib/i18n/",
      "^lib/env\\.ts$",
      "^lib/db/",
      "^lib/generated/",
      "^lib/design/",
      "^lib/icons/",
    ],
  },
  {
    name: "infrastructure",
    says: "jobs, mail, security headers and rate limits, the page cache, SEO and the stop: services every domain may use, which know no domain",
    paths: ["^lib/jobs/", "^lib/mail/", "^lib/security/", "^lib/cache/", "^lib/seo/", "^lib/shutdown\\.ts$", "^lib/server/"],
  },
  {
    name: "domains",
    says: "the product's rules (accounts, dreams, tags, symbols, AI, analyses, Dream Health, stats, quotas, sharing, music, playlists, billing, reminders, push, ambient sound, voice): no HTTP, no browser state, no React pages",
    paths: [
      "^lib/account/",
      "^lib/ai/",
      "^lib/ambient/",
      "^lib/analyses/",
      "^lib/auth/",
      "^lib/billing/",
      "^lib/dreams/",
      "^lib/health/",
      "^lib/music/",
      "^lib/playlists/",
      "^lib/push/",
      "^lib/quota/",
      "^lib/reminders/",
      "^lib/share/",
      "^lib/stats/",
      "^lib/symbols/",
      "^lib/tags/",
      "^lib/voice/",
    ],
  },
  {
    name: "http",
    says: "the server's HTTP layer (handler, bodies, answers, CSRF, routes), the routing rule, readiness and the start: above every domain",
    paths: ["^lib/api/", "^lib/routing/", "^lib/probes/", "^lib/startup\\.ts$"],
  },
  {
    name: "browser",
    says: "the browser's state: the fetch client and its schemas, SWR, offline drafts and copies, forms, the service worker's list",
    paths: ["^lib/client/", "^lib/swr/", "^lib/offline/", "^lib/forms/", "^lib/pwa/"],
  },
  {
    name: "app",
    says: "routes, components, the proxy and the server's scripts: they may use everything",
    paths: ["^app/", "^components/", "^proxy\\.ts$", "^instrumentation\\.ts$", "^scripts/", "^next\\.config\\.mjs$"],
  },
];

const either = (paths) => paths.join("|");
/** Tests may reach across layers to set up what they check. */
const TESTS = "\\.test\\.tsx?$";

/** One rule per layer: nothing in it imports a layer above it. */
const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.says}. It may not import: ${LAYERS.slice(index + 1)
    .map((above) => above.name)
    .join(", ")}.`,
  severity: "error",
  from: { path: either(layer.paths), pathNot: TESTS },
  to: { path: either(LAYERS.slice(index + 1).flatMap((above) => above.paths)) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "not-in-a-layer",
      comment:
        "Every file of lib/ belongs to a layer of .dependency-cruiser.cjs: a new folder is added to the list, in its place.",
      severity: "error",
      from: { path: "^lib/", pathNot: [TESTS, ...LAYERS.flatMap((layer) => layer.paths)] },
      to: {},
    },
    {
      name: "domain-internals",
      comment:
        "Another folder of lib/ uses a folder's top-level modules (or the index of one of its subfolders, such as lib/symbols/lexicon/), never a file inside a subfolder: lib/ai/offline/, lib/music/catalogue/ and lib/time/zone-data/ are their folder's own.",
      severity: "error",
      from: { path: "^lib/([^/]+)/", pathNot: TESTS },
      to: { path: "^lib/[^/]+/[^/]+/", pathNot: ["^lib/$1/", "^lib/generated/", "^lib/[^/]+/[^/]+/index\\.tsx?$"] },
    },
    {
      name: "no-circular",
      comment: "No module reaches itself through its imports: a cycle ties its files into one layer.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-tests-in-the-app",
      comment: "The app does not import tests, their fakes or their support (the benchmarks may: they run them).",
      severity: "error",
      from: { pathNot: `^tests/|^scripts/bench/|${TESTS}` },
      to: { path: "^tests/|\\.test\\.tsx?$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|dist|\\.data|lib/generated)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".d.mts", ".json"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
