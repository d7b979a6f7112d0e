import type { z } from "zod";
import { describeIssue, type IssueText } from "@/lib/api/validation";

export type FieldErrors = Record<string, IssueText>;

/** The first problem per field, as a `Validation` message key with its values; null when the input is valid. */
export function fieldErrors<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join(".")] ??= describeIssue(issue);
  return { data: null, errors };
}
