// Writing someone's text into Markdown so that it reads back as written:
// nothing they typed becomes markup (a "#" that starts a line is no heading,
// "*word*" stays with its stars, "<b>" stays text), and their line breaks
// stay line breaks. CommonMark rules; Obsidian and Notion read the same. Pure.

/** Inline markup and HTML: escaped wherever they stand. */
const INLINE = /[\\`*_[\]<>|~]/g;
/** "&amp;" and "&#35;" are entities in Markdown: their "&" is escaped. */
const ENTITY = /&(?=#?[A-Za-z0-9]+;)/g;

/** One line of text, as inline Markdown. */
export function escapeInline(text: string): string {
  return text.replace(INLINE, "\\$&").replace(ENTITY, "\\&");
}

/** A heading's text: also every "#", which could close it. */
export function escapeHeading(text: string): string {
  return escapeInline(text.replace(/\s+/g, " ").trim()).replace(/#/g, "\\#");
}

/** A line's start that would make a block: a heading, a list item, a setext underline or an indented code block. */
function escapeLineStart(line: string): string {
  const text = line.replace(/^[ \t]+/, "");
  return text.replace(/^([#=+-])/, "\\$1").replace(/^(\d{1,9})([.)])(?=\s|$)/, "$1\\$2");
}

/**
 * Paragraphs of text, each line kept: lines end in a hard break (two spaces),
 * blank lines separate paragraphs. Leading indentation is dropped (it would
 * make a code block).
 */
export function escapeBlock(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").trim().split("\n");
  return lines
    .map((line, i) => {
      if (line.trim() === "") return "";
      const escaped = escapeLineStart(escapeInline(line.trimEnd()));
      const next = lines[i + 1];
      return next !== undefined && next.trim() !== "" ? `${escaped}  ` : escaped;
    })
    .join("\n");
}

/** Text as a block quote, every line kept. */
export function quoteBlock(text: string): string {
  return escapeBlock(text)
    .split("\n")
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n");
}
