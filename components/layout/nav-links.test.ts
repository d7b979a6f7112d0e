import { describe, expect, it } from "vitest";
import { currentPage, navLinks } from "./nav-links";

const labels = (user: Parameters<typeof navLinks>[0]) => navLinks(user).map((l) => l.label);

describe("navLinks", () => {
  it("shows each role the spec's links", () => {
    expect(labels(null)).toEqual(["home", "about", "pricing", "help"]);
    expect(labels({ isPremium: false })).toEqual(["home", "playlists", "patterns", "about", "pricing", "help", "profile"]);
    expect(labels({ isPremium: true })).toEqual([
      "home",
      "analyses",
      "playlists",
      "patterns",
      "about",
      "pricing",
      "help",
      "profile",
    ]);
  });
});

describe("currentPage", () => {
  it("marks only the link to the page on screen", () => {
    expect(currentPage("/help", "/help")).toBe("page");
    expect(currentPage("/help", "/")).toBeUndefined();
    expect(currentPage("/", "/help")).toBeUndefined();
  });

  it("keeps a section's link marked on the section's other pages", () => {
    expect(currentPage("/calendar", "/calendar")).toBe("page");
    expect(currentPage("/trends", "/calendar")).toBe("true");
    expect(currentPage("/trends", "/help")).toBeUndefined();
  });
});
