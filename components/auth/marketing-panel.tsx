import { Flex, Heading, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { NightSky } from "@/components/ui/illustrations";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { SpriteName } from "@/lib/icons/sprite";

const FEATURES: [key: "record" | "ai" | "access" | "private" | "playlist", icon: SpriteName][] = [
  ["record", "pencil-1"],
  ["ai", "magic-wand"],
  ["access", "globe"],
  ["private", "lock-closed"],
  ["playlist", "speaker-loud"],
];

export function MarketingPanel() {
  const t = useTranslations("Auth.marketing");
  return (
    <Flex direction="column" gap="4">
      <div className="wide-only marketing-art">
        <NightSky />
      </div>
      <Heading as="h2" size="8">
        {t("title")}
      </Heading>
      <Text size="4" color="gray">
        {t("subtitle")}
      </Text>
      <Flex asChild direction="column" gap="3">
        <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {FEATURES.map(([key, icon]) => (
            <li key={key}>
              <Flex gap="3" align="center">
                <span className="feature-icon" aria-hidden="true">
                  <SpriteIcon name={icon} size={18} />
                </span>
                <Text size="3">{t(key)}</Text>
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
    </Flex>
  );
}
