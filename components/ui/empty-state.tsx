import { Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

/** An illustrated empty state: what is missing and the one thing to do about it. */
export function EmptyState({
  illustration,
  title,
  children,
  action,
  testId,
}: {
  illustration: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Flex direction="column" align="center" gap="3" className="empty-state" data-testid={testId}>
      {illustration}
      <Heading as="h2" size="5">
        {title}
      </Heading>
      {children && (
        <Text as="p" color="gray" size="3" style={{ maxWidth: 440 }}>
          {children}
        </Text>
      )}
      {action}
    </Flex>
  );
}
