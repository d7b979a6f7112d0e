import { Flex, Heading, Text } from "@radix-ui/themes";
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
      className="analysis-section"
      id={id}
      open={open}
      data-testid={`help-${id}`}
      style={first ? { borderTop: "none", paddingTop: 0 } : undefined}
    >
      <summary style={{ paddingBlock: 6 }}>
        <Heading as="h2" size="4">
          {title}
        </Heading>
      </summary>
      <Flex direction="column" gap="3" className="analysis-section-body" pb="3">
        {children}
      </Flex>
    </details>
  );
}

/** A paragraph of help text. */
export function HelpText({ children, color }: { children: ReactNode; color?: "gray" }) {
  return (
    <Text as="p" size="3" color={color} style={{ lineHeight: 1.65 }}>
      {children}
    </Text>
  );
}

/** Steps to follow, in order. */
export function HelpSteps({ steps }: { steps: ReactNode[] }) {
  return (
    <ol className="analysis-list">
      {steps.map((step, i) => (
        <li key={i}>
          <Text size="3">{step}</Text>
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
        <li key={key}>
          <Text as="div" size="3" weight="bold">
            {term}
          </Text>
          <Text as="div" size="3">
            {text}
          </Text>
        </li>
      ))}
    </ul>
  );
}
