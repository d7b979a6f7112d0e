// Radix Themes' class names for the few layout, text and badge props that the
// journal's cards use, for plain elements. A Radix Themes component reads
// every prop it knows on every render (responsive values, margins, colours)
// before it draws one element: measured with renderToString, a card, a flex
// row, a heading, a text and a button took about 15 times as long as the
// same five elements written out (docs/performance.md). A journal hydrates
// fifteen cards of about 25 such parts each on a phone every morning, so the
// cards' static parts are written out; their buttons, which carry behaviour
// (loading, focus), stay Radix components. radix-classes.test.ts renders each
// combination used here with Radix itself and compares: an upgrade of Radix
// that renames a class fails there, not on the screen.

type Space = "1" | "2" | "3";
type Size = "1" | "2" | "3" | "4";

export interface FlexProps {
  direction?: "column";
  align?: "start" | "center";
  justify?: "between" | "end";
  wrap?: true;
  gap?: Space;
  mb?: Space;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** Radix's `<Flex>` with these props. */
export function flexClass({ direction, align, justify, wrap, gap, mb }: FlexProps, className?: string): string {
  return join(
    "rt-Flex",
    direction && `rt-r-fd-${direction}`,
    align && `rt-r-ai-${align}`,
    justify && `rt-r-jc-${justify === "between" ? "space-between" : justify}`,
    wrap && "rt-r-fw-wrap",
    gap && `rt-r-gap-${gap}`,
    mb && `rt-r-mb-${mb}`,
    className,
  );
}

/** Radix's `<Box>`. */
export const boxClass = (className?: string) => join("rt-Box", className);

/** Radix's `<Text>` of this size (its colour goes in `data-accent-color`). */
export const textClass = (size: Size, className?: string) => join("rt-Text", `rt-r-size-${size}`, className);

/** Radix's `<Heading>` of this size. */
export const headingClass = (size: Size, className?: string) => join("rt-Heading", `rt-r-size-${size}`, className);

/** Radix's `<Card>`: size 2 on a phone, 3 from the `sm` breakpoint, as the cards use it. */
export const cardClass = (className?: string) =>
  join("rt-reset rt-BaseCard rt-Card rt-r-size-2 sm:rt-r-size-3 rt-variant-surface", className);

/** Radix's `<Link>`: a gray, high-contrast one underlined on hover, or an accent one of a size. */
export function linkClass(look: { highContrast: true } | { size: Size }, className?: string): string {
  return "highContrast" in look
    ? join("rt-Text rt-reset rt-Link rt-underline-hover rt-high-contrast", className)
    : join("rt-Text rt-reset rt-Link", `rt-r-size-${look.size}`, "rt-underline-auto", className);
}

/** Radix's `<Badge>` (its colour goes in `data-accent-color`, a full radius in `data-radius`). */
export const badgeClass = (size: "1" | "2" | "3", variant: "soft" | "surface" | "outline", className?: string) =>
  join("rt-reset rt-Badge", `rt-r-size-${size}`, `rt-variant-${variant}`, className);
