import { describe, expect, it } from "vitest";
import { credentialsSchema, resetPasswordFormSchema } from "./schema";

describe("credentialsSchema", () => {
  it("trims and lower-cases the e-mail", () => {
    expect(credentialsSchema.parse({ email: " Ann@Example.COM ", password: "12345678" }).email).toBe("ann@example.com");
  });

  it("counts the password limit in bytes, not characters", () => {
    expect(credentialsSchema.safeParse({ email: "a@b.co", password: "я".repeat(36) }).success).toBe(true); // 72 bytes
    expect(credentialsSchema.safeParse({ email: "a@b.co", password: "я".repeat(37) }).success).toBe(false); // 74 bytes
    expect(credentialsSchema.safeParse({ email: "a@b.co", password: "a".repeat(72) }).success).toBe(true);
  });

  it("refuses addresses longer than 254 characters", () => {
    expect(credentialsSchema.safeParse({ email: `${"a".repeat(250)}@b.co`, password: "12345678" }).success).toBe(false);
  });
});

describe("resetPasswordFormSchema", () => {
  it("requires the confirmation to match", () => {
    const result = resetPasswordFormSchema.safeParse({ password: "12345678", confirmPassword: "12345679" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["confirmPassword"], message: "passwordsDontMatch" });
  });

  it("asks only for the new password: the link's token names the account", () => {
    expect(resetPasswordFormSchema.safeParse({ password: "12345678", confirmPassword: "12345678" }).success).toBe(true);
    const blank = resetPasswordFormSchema.safeParse({ password: "", confirmPassword: "" });
    expect(blank.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["password", "passwordMin"]]);
  });
});
