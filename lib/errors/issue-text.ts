// Turns zod issues into message keys of the `Validation` namespace, so every
// validation error reads the same in forms and API answers, in every language.
// Schemas name their own keys (e.g. "invalidEmail"); other issues map by code.
import type { $ZodIssue } from "zod/v4/core";
import type { ValidationKey } from "@/lib/i18n/messages";
import en from "@/messages/en.json";

export interface IssueText {
  key: ValidationKey;
  values: Record<string, string | number>;
}

const knownKeys: ReadonlySet<string> = new Set(Object.keys(en.Validation));
const isValidationKey = (value: string): value is ValidationKey => knownKeys.has(value);

export function describeIssue(issue: $ZodIssue): IssueText {
  const field = issue.path.map(String).join(".") || "body";
  if (isValidationKey(issue.message)) return { key: issue.message, values: { field } };
  switch (issue.code) {
    case "unrecognized_keys":
      return { key: "unknownFields", values: { fields: issue.keys.join(", ") } };
    case "invalid_type":
      if (issue.path.length === 0) return { key: "bodyObject", values: {} };
      return /received undefined/.test(issue.message)
        ? { key: "required", values: { field } }
        : { key: "invalidType", values: { field, expected: String(issue.expected) } };
    case "too_big":
      return { key: "tooLong", values: { field, max: Number(issue.maximum) } };
    case "too_small":
      return { key: "tooShort", values: { field, min: Number(issue.minimum) } };
    default:
      return { key: "invalid", values: { field } };
  }
}
