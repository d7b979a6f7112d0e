import { describe, expect, it } from "vitest";
import { escapeBlock, escapeHeading, escapeInline, quoteBlock } from "./markdown";

describe("Markdown escaping", () => {
  it("keeps inline markup and HTML as text", () => {
    expect(escapeInline("a *bold* _move_ to `code` [link](x) <b>hi</b> | ~~s~~")).toBe(
      "a \\*bold\\* \\_move\\_ to \\`code\\` \\[link\\](x) \\<b\\>hi\\</b\\> \\| \\~\\~s\\~\\~",
    );
    expect(escapeInline("C:\\path &amp; Tom & Jerry")).toBe("C:\\\\path \\&amp; Tom & Jerry");
    expect(escapeInline("Сон про море. Ніч!")).toBe("Сон про море. Ніч!");
  });

  it("writes headings on one line with no # that could close them", () => {
    expect(escapeHeading("  Dream #2\n of the sea ##")).toBe("Dream \\#2 of the sea \\#\\#");
  });

  it("never lets a line start a block, and keeps every line break", () => {
    const text = "# not a heading\n- not a list\n+ nor this\n1. nor this\n2) nor this\n===\n---\n    not code\nplain";
    expect(escapeBlock(text).split("\n")).toEqual([
      "\\# not a heading  ",
      "\\- not a list  ",
      "\\+ nor this  ",
      "1\\. nor this  ",
      "2\\) nor this  ",
      "\\===  ",
      "\\---  ",
      "not code  ",
      "plain",
    ]);
  });

  it("keeps paragraphs apart and numbers inside a line alone", () => {
    expect(escapeBlock("First line\nsecond\n\n\nIn 2026. we flew\r\nthird")).toBe(
      "First line  \nsecond\n\n\nIn 2026. we flew  \nthird",
    );
  });

  it("quotes every line, blank ones too", () => {
    expect(quoteBlock("A sign.\n\n> not nested")).toBe("> A sign.\n>\n> \\> not nested");
  });
});
