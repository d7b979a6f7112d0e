import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const envWith = async (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import("./env")).env;
};

describe("PASSWORD_HASH_COST", () => {
  it("is bcrypt's 12 unless set (the tests set 4: vitest.config.mts)", async () => {
    expect((await envWith({ PASSWORD_HASH_COST: "" })).PASSWORD_HASH_COST).toBe(12);
    expect((await envWith({ PASSWORD_HASH_COST: "4" })).PASSWORD_HASH_COST).toBe(4);
  });

  it("refuses a cost bcrypt cannot use", async () => {
    await expect(envWith({ PASSWORD_HASH_COST: "3" })).rejects.toThrow(/PASSWORD_HASH_COST/);
    await expect(envWith({ PASSWORD_HASH_COST: "twelve" })).rejects.toThrow(/PASSWORD_HASH_COST/);
  });
});
