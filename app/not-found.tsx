import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import NextLink from "next/link";

export async function generateMetadata() {
  const t = await getTranslations("NotFound");
  return { title: t("metaTitle") };
}

export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <Flex justify="center" pt="9">
      <Card size="4" style={{ maxWidth: 520 }}>
        <Flex direction="column" gap="3">
          <Heading as="h1" size="7" color="red">
            {t("title")}
          </Heading>
          <Text as="p" color="gray">
            {t("text")}
          </Text>
          <Button asChild variant="soft">
            <NextLink href="/">{t("home")}</NextLink>
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
