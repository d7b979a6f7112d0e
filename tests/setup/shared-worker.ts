// Files of a project share a worker (vitest.config.mts): the next one starts
// where this one ended, so whatever a test left spied on or on a fake clock
// goes back after each file.
import { afterAll, vi } from "vitest";

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
