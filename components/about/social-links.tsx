import { Button, Flex } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { FacebookGlyph } from "@/components/ui/brand-icons";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { SOCIAL_PROFILES, type SocialNetwork } from "./contact";

const ICONS: Record<SocialNetwork, ReactNode> = {
  Twitter: <SpriteIcon name="twitter-logo" />,
  // Telegram's own mark is a paper plane.
  Telegram: <SpriteIcon name="paper-plane" />,
  Facebook: <FacebookGlyph />,
  Instagram: <SpriteIcon name="instagram-logo" />,
};

/** DreamScape's profiles, each opening in a new tab; the accessible name says so. */
export async function SocialLinks() {
  const t = await getTranslations("About");
  return (
    <Flex asChild gap="2" wrap="wrap">
      <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {SOCIAL_PROFILES.map(({ network, href }) => (
          <li key={network}>
            <Button asChild variant="surface" size="3">
              <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t("socialLink", { network })}>
                {ICONS[network]} {network}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
