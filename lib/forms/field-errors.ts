import type { z } from "zod";

/** First message key per field, or null when the input is valid. */
export function fieldErrors<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return { data: null, errors };
}
