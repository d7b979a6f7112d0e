import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import type { NamespaceWith } from "@/lib/i18n/messages";

/** A page whose heading and text come from `<namespace>.title` and `.intro`. */
export async function SimplePage({ namespace }: { namespace: NamespaceWith<"title" | "intro"> }) {
  const t = await getTranslations(namespace);
  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 760 }}>
      <Heading as="h1" size="8">
        {t("title")}
      </Heading>
      <Card size="3">
        <Text as="p" size="3">
          {t("intro")}
        </Text>
      </Card>
    </Flex>
  );
}
