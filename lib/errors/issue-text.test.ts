import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import { credentialsSchema } from "@/lib/auth/schema";
import { describeIssue } from "./issue-text";

const issues = (schema: $ZodType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success ? [] : result.error.issues.map(describeIssue);
};

describe("describeIssue", () => {
  it("keeps keys named by the schema", () => {
    expect(issues(credentialsSchema, { email: "x", password: "12345678" })[0].key).toBe("invalidEmail");
    expect(issues(credentialsSchema, { email: "a@b.co", password: "short" })[0].key).toBe("passwordMin");
  });

  it("maps unknown fields, missing fields, wrong types and bounds", () => {
    const schema = z.strictObject({ name: z.string().max(3), age: z.number().min(1) });
    expect(issues(schema, { name: "ab", age: 2, role: "admin" })[0]).toEqual({
      key: "unknownFields",
      values: { fields: "role" },
    });
    expect(issues(schema, { age: 2 })[0]).toEqual({ key: "required", values: { field: "name" } });
    expect(issues(schema, { name: 5, age: 2 })[0]).toMatchObject({ key: "invalidType", values: { field: "name" } });
    expect(issues(schema, { name: "abcd", age: 2 })[0]).toEqual({ key: "tooLong", values: { field: "name", max: 3 } });
    expect(issues(schema, { name: "a", age: 0 })[0]).toEqual({ key: "tooShort", values: { field: "age", min: 1 } });
    expect(issues(schema, "text")[0]).toEqual({ key: "bodyObject", values: {} });
  });
});
