import { describe, expect, it } from "vitest";
import { excerpt, networkShareUrl, popupFeatures, shareText } from "./share-text";

describe("the share text", () => {
  it("keeps content of up to 100 characters, and cuts longer to 97 plus '...'", () => {
    expect(excerpt("a".repeat(100))).toBe("a".repeat(100));
    expect(excerpt("b".repeat(101))).toBe(`${"b".repeat(97)}...`);
    expect(excerpt("  short  ")).toBe("short");
  });

  it("is the title label and title, the excerpt, then the interpretation if present", () => {
    const base = { titleLabel: "My dream", title: "Sea", content: "c".repeat(120), interpretationLabel: "Interpretation" };
    expect(shareText({ ...base, interpretation: null })).toBe(`My dream: Sea\n\n${"c".repeat(97)}...`);
    expect(shareText({ ...base, interpretation: "Water is feeling." })).toBe(
      `My dream: Sea\n\n${"c".repeat(97)}...\n\nInterpretation: Water is feeling.`,
    );
  });
});

describe("the networks' share addresses", () => {
  const url = "https://dreams.example/dreams/share/AAAAAAAAAAAAAAAAAAAAAA";
  const text = "My dream: A & B?\n\n#1";

  it("encode the link and the text so nothing in a dream changes the address", () => {
    const x = new URL(networkShareUrl("x", url, text));
    expect(x.origin + x.pathname).toBe("https://twitter.com/intent/tweet");
    expect(x.searchParams.get("text")).toBe(text);
    expect(x.searchParams.get("url")).toBe(url);
    const telegram = new URL(networkShareUrl("telegram", url, text));
    expect([telegram.searchParams.get("url"), telegram.searchParams.get("text")]).toEqual([url, text]);
  });

  it("give Facebook the #DreamScape hashtag and LinkedIn only the link", () => {
    const facebook = new URL(networkShareUrl("facebook", url, text));
    expect(facebook.searchParams.get("u")).toBe(url);
    expect(facebook.searchParams.get("hashtag")).toBe("#DreamScape");
    expect([...new URL(networkShareUrl("linkedin", url, text)).searchParams.keys()]).toEqual(["url"]);
  });

  it("centre a 550×400 popup on the browser window, never off screen", () => {
    expect(popupFeatures({ left: 100, top: 50, width: 1280, height: 800 })).toBe(
      "popup=yes,width=550,height=400,left=465,top=250",
    );
    expect(popupFeatures({ left: 0, top: 0, width: 375, height: 300 })).toBe("popup=yes,width=550,height=400,left=0,top=0");
  });
});
