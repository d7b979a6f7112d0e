import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { ComponentProps, ReactNode } from "react";

/**
 * A page that is only a message: not found, cannot be shown right now, a
 * link that no longer works. One card, centred: the heading (the page's h1),
 * one sentence, and its actions.
 */
export function StatusCard({
  title,
  text,
  children,
  headingSize = "7",
  headingColor,
  testId,
}: {
  title: string;
  text: string;
  children: ReactNode;
  headingSize?: ComponentProps<typeof Heading>["size"];
  headingColor?: ComponentProps<typeof Heading>["color"];
  testId?: string;
}) {
  return (
    <Flex justify="center" pt="9">
      <Card size="4" style={{ maxWidth: 520 }} data-testid={testId}>
        <Flex direction="column" gap="3">
          <Heading as="h1" size={headingSize} color={headingColor}>
            {title}
          </Heading>
          <Text as="p" color="gray">
            {text}
          </Text>
          {children}
        </Flex>
      </Card>
    </Flex>
  );
}
