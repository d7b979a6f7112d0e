import { InstagramLogoIcon, PaperPlaneIcon, TwitterLogoIcon } from "@radix-ui/react-icons";
import { Button, Flex } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SOCIAL_PROFILES, type SocialNetwork } from "./contact";

/** Radix has no Facebook logo: a lower-case "f" in a ring, drawn on the same 15 px grid as its icons. */
function FacebookGlyph() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden="true" focusable="false">
      <circle cx="7.5" cy="7.5" r="6.5" stroke="currentColor" />
      <path d="M9.5 4.5h-1a1.5 1.5 0 0 0-1.5 1.5v7M5.5 8h3.5" stroke="currentColor" strokeLinecap="round" />
    </svg>
  );
}

const ICONS: Record<SocialNetwork, ReactNode> = {
  Twitter: <TwitterLogoIcon aria-hidden />,
  // Telegram's own mark is a paper plane.
  Telegram: <PaperPlaneIcon aria-hidden />,
  Facebook: <FacebookGlyph />,
  Instagram: <InstagramLogoIcon aria-hidden />,
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
