import type { ReactNode } from "react";

/**
 * One topic of the help accordion: a native <details>, so it opens without
 * JavaScript, with the keyboard, and by the browser's find-in-page. The h2 in
 * the summary keeps the page outline readable for screen readers.
 */
export function HelpSection({
  id,
  title,
  open = false,
  first = false,
  children,
}: {
  id: string;
  title: string;
  open?: boolean;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <details
      className={first ? "analysis-section help-first" : "analysis-section"}
      id={id}
      open={open}
      data-testid={`help-${id}`}
    >
      <summary className="help-summary">
        <h2 className="rt-Heading rt-r-size-4">{title}</h2>
      </summary>
      <div className="rt-Flex rt-r-fd-column rt-r-gap-3 rt-r-pb-3 analysis-section-body">{children}</div>
    </details>
  );
}

// The help page is text the server draws once: plain elements with Radix
// Themes' classes (the same markup its Text draws) keep the page's HTML and
// its RSC payload, which repeats every element with its props, small.

/** A paragraph of help text. */
export function HelpText({ children, color }: { children: ReactNode; color?: "gray" }) {
  return (
    <p className="rt-Text rt-r-size-3 help-text" data-accent-color={color}>
      {children}
    </p>
  );
}

/** Steps to follow, in order. */
export function HelpSteps({ steps }: { steps: ReactNode[] }) {
  return (
    <ol className="analysis-list">
      {steps.map((step, i) => (
        <li key={i} className="rt-Text rt-r-size-3">
          {step}
        </li>
      ))}
    </ol>
  );
}

/** Named items, each with its explanation under the name. */
export function HelpTerms({ items }: { items: { key: string; term: ReactNode; text: ReactNode }[] }) {
  return (
    <ul className="analysis-list">
      {items.map(({ key, term, text }) => (
        <li key={key} className="rt-Text rt-r-size-3">
          <b className="help-term">{term}</b>
          <div>{text}</div>
        </li>
      ))}
    </ul>
  );
}
