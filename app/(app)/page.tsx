import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("Journal", "/");

export default async function JournalPage() {
  const t = await getTranslations("Journal");
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="8">
        {t("title")}
      </Heading>
      <Card size="3" data-testid="journal-empty">
        <Text as="p" size="3" color="gray">
          {t("empty")}
        </Text>
      </Card>
    </Flex>
  );
}
