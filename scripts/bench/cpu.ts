// Work done on the CPU per request, timed in this process: what one request
// costs, independent of HTTP.
import { memoryScore } from "../../lib/health/memory";
import { ms } from "./lib";

/** Mean time of `run` over `runs` calls after a warm-up. */
export function timeIt(run: () => unknown, runs = 20): number {
  for (let i = 0; i < 3; i++) run();
  const start = performance.now();
  for (let i = 0; i < runs; i++) run();
  return (performance.now() - start) / runs;
}

const SENTENCES = [
  "Blue cats sleep in quiet boxes while green trees sway. ",
  "Зелене світло тихо ллється на стіни старої хати. ",
  "Les grands arbres bougent doucement sous le vent. ",
  "Große Bäume stehen still neben dem alten Haus. ",
  "Los árboles altos se mueven bajo el viento suave. ",
];

export function longDream(length = 20_000): string {
  let text = "";
  for (let i = 0; text.length < length; i++) text += SENTENCES[i % SENTENCES.length];
  return text.slice(0, length);
}

export function benchCpu() {
  console.log("\n## CPU per request (this process, mean of 20 runs)");
  const text = longDream();
  console.table([
    { work: "Dream Health memory score, 20,000-character dream (worst case)", time: ms(timeIt(() => memoryScore(text))) },
  ]);
}
