import { GlobeIcon, LockClosedIcon, MagicWandIcon, Pencil1Icon, SpeakerLoudIcon } from "@radix-ui/react-icons";
import { Flex, Heading, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import type { ComponentType } from "react";
import { NightSky } from "@/components/ui/illustrations";

const FEATURES: [
  key: "record" | "ai" | "access" | "private" | "playlist",
  Icon: ComponentType<{ width?: number; height?: number }>,
][] = [
  ["record", Pencil1Icon],
  ["ai", MagicWandIcon],
  ["access", GlobeIcon],
  ["private", LockClosedIcon],
  ["playlist", SpeakerLoudIcon],
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
          {FEATURES.map(([key, Icon]) => (
            <li key={key}>
              <Flex gap="3" align="center">
                <span className="feature-icon" aria-hidden="true">
                  <Icon width={18} height={18} />
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
