import { Flex, Heading, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";

const FEATURES = ["record", "ai", "access", "private", "playlist"] as const;
const ICONS: Record<(typeof FEATURES)[number], string> = { record: "✎", ai: "✦", access: "☁", private: "🔒", playlist: "♫" };

export function MarketingPanel() {
  const t = useTranslations("Auth.marketing");
  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="8">{t("title")}</Heading>
      <Text size="4" color="gray">
        {t("subtitle")}
      </Text>
      <Flex asChild direction="column" gap="3">
        <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {FEATURES.map((f) => (
            <li key={f}>
              <Flex gap="3" align="start">
                <Text size="5" aria-hidden="true">{ICONS[f]}</Text>
                <Text size="3">{t(f)}</Text>
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
    </Flex>
  );
}
