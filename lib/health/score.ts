// The spec's Dream Health formulas. Each sub-score is 0–100, capped; the
// overall score is the rounded average of the four.

export interface HealthInputs {
  /** Dreams recorded in the last 30 days. */
  recentDreams: number;
  /** Average content length, in characters. */
  averageLength: number;
  /** Distinct moods across all dreams. */
  distinctMoods: number;
  /** Average number of memory-detail checks met per dream (0–4). */
  averageMemoryChecks: number;
}

export interface HealthScore {
  frequency: number;
  length: number;
  emotionalVariety: number;
  memoryDetail: number;
  overall: number;
}

const percent = (value: number, target: number) => Math.min(100, Math.max(0, (value / target) * 100));
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function healthScore(input: HealthInputs): HealthScore {
  const frequency = percent(input.recentDreams, 30);
  const length = percent(input.averageLength, 500);
  const emotionalVariety = percent(input.distinctMoods, 10);
  const memoryDetail = percent(input.averageMemoryChecks, 4);
  return {
    frequency: oneDecimal(frequency),
    length: oneDecimal(length),
    emotionalVariety: oneDecimal(emotionalVariety),
    memoryDetail: oneDecimal(memoryDetail),
    overall: Math.round((frequency + length + emotionalVariety + memoryDetail) / 4),
  };
}
