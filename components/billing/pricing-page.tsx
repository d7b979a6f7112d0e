import { Flex, Heading, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

/** /pricing's heading and lead around its plan cards (which differ for visitors and members). */
export async function PricingPage({ children }: { children: ReactNode }) {
  const t = await getTranslations("Pricing");
  return (
    <Flex direction="column" gap="5" style={{ maxWidth: 880, margin: "0 auto", width: "100%" }}>
      <Flex direction="column" gap="2">
        <Heading as="h1" size="8">
          {t("title")}
        </Heading>
        <Text as="p" size="4" color="gray">
          {t("lead")}
        </Text>
      </Flex>
      {children}
    </Flex>
  );
}
