import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<{ shareId: string }> }) {
  const { shareId } = await params;
  const t = await getTranslations("Share");
  return pageMetadata({ title: t("notFoundTitle"), path: `/dreams/share/${encodeURIComponent(shareId)}`, type: "article" });
}

// Sharing arrives in a later issue; until then every link is "not found".
export default async function SharedDreamPage() {
  const t = await getTranslations("Share");
  return (
    <Flex justify="center" pt="8">
      <Card size="4" style={{ maxWidth: 520 }}>
        <Heading as="h1" size="6" mb="2">
          {t("notFoundTitle")}
        </Heading>
        <Text as="p" color="gray">
          {t("notFoundDescription")}
        </Text>
      </Card>
    </Flex>
  );
}
