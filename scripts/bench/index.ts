// npm run bench — prints the figures the issues ask for; asserts nothing
// (timing belongs here, not in tests). Each scenario starts its own production
// server; the load generator shares the machine's cores, so compare rows of
// one run rather than absolute numbers across machines.
//
// BENCH_ONLY=cpu,journal,security,pages,ai,music,share,cluster,floor,stats,bundles,interactions runs some scenarios; BENCH_SECONDS (default 10)
// sets load durations; BENCH_DATABASE_URL (default
// postgresql://postgres@127.0.0.1:5432/dreamscape_bench) is recreated by each
// scenario; BENCH_SKIP_BUILD=1 reuses an existing build.
import { benchAi } from "./ai";
import { benchBundles } from "./bundles";
import { benchCluster } from "./cluster";
import { benchCpu } from "./cpu";
import { benchFloor } from "./floor";
import { benchInteractions } from "./interactions";
import { benchJournal } from "./journal";
import { benchMusic } from "./music";
import { benchPages } from "./pages";
import { benchSecurity } from "./security";
import { benchShare } from "./share";
import { benchStats } from "./stats";

const SCENARIOS: Record<string, () => Promise<void> | void> = {
  cpu: benchCpu,
  journal: benchJournal,
  security: benchSecurity,
  pages: benchPages,
  ai: benchAi,
  music: benchMusic,
  share: benchShare,
  cluster: benchCluster,
  floor: benchFloor,
  stats: benchStats,
  bundles: benchBundles,
  interactions: benchInteractions,
};

async function main() {
  const only = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
  const chosen = only.length ? only : Object.keys(SCENARIOS);
  for (const name of chosen) {
    const run = SCENARIOS[name];
    if (!run) throw new Error(`unknown scenario ${name}; known: ${Object.keys(SCENARIOS).join(", ")}`);
    await run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
