import { Box, Button, Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { CONTACT_EMAIL, mailto, SUPPORT_EMAIL } from "./contact";
import { ContactSupportButton } from "./contact-support-button";
import { SocialLinks } from "./social-links";

const FEATURES = [
  { key: "journal", icon: <SpriteIcon name="pencil-2" size={18} /> },
  { key: "health", icon: <SpriteIcon name="heart" size={18} /> },
  { key: "music", icon: <SpriteIcon name="speaker-loud" size={18} /> },
  { key: "insights", icon: <SpriteIcon name="magic-wand" size={18} /> },
] as const;

/** A titled part of the page, named by its heading for the landmarks list. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby={id}>
        <Heading as="h2" size="5" id={id}>
          {title}
        </Heading>
        {children}
      </section>
    </Flex>
  );
}

/** /about: the mission, what the product does, where to follow it and how to reach a person. */
export async function AboutView() {
  const t = await getTranslations("About");
  return (
    <Flex direction="column" gap="6" style={{ maxWidth: "var(--ds-reading-width)", margin: "0 auto", width: "100%" }}>
      <Flex direction="column" gap="2">
        <Heading as="h1" size="8">
          {t("title")}
        </Heading>
        <Text as="p" size="4" color="gray">
          {t("lead")}
        </Text>
      </Flex>

      <Card size="3" asChild>
        <section aria-labelledby="about-mission">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="5" id="about-mission">
              {t("missionTitle")}
            </Heading>
            <Text as="p" size="3" style={{ lineHeight: 1.7 }} data-testid="about-mission">
              {t("mission")}
            </Text>
          </Flex>
        </section>
      </Card>

      <Section id="about-features" title={t("featuresTitle")}>
        <Grid asChild columns={{ initial: "1", sm: "2" }} gap="3">
          <ul style={{ listStyle: "none", margin: 0, padding: 0 }} data-testid="about-features">
            {FEATURES.map(({ key, icon }) => (
              <Card asChild size="2" key={key}>
                <li>
                  <Flex gap="3" align="start">
                    <Flex
                      align="center"
                      justify="center"
                      flexShrink="0"
                      style={{
                        width: 36,
                        height: 36,
                        borderRadius: "var(--radius-full)",
                        background: "var(--accent-a3)",
                        color: "var(--accent-11)",
                      }}
                    >
                      {icon}
                    </Flex>
                    <Box minWidth="0">
                      <Heading as="h3" size="3" mb="1">
                        {t(`features.${key}.title`)}
                      </Heading>
                      <Text as="p" size="2" color="gray">
                        {t(`features.${key}.text`)}
                      </Text>
                    </Box>
                  </Flex>
                </li>
              </Card>
            ))}
          </ul>
        </Grid>
      </Section>

      <Section id="about-social" title={t("socialTitle")}>
        <Text as="p" size="3">
          {t("socialText")}
        </Text>
        <SocialLinks />
      </Section>

      <Card size="3" asChild>
        <section aria-labelledby="about-contact">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="5" id="about-contact">
              {t("contactTitle")}
            </Heading>
            <Text as="p" size="3">
              {t("contactText")}
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild size="3">
                <a href={mailto(CONTACT_EMAIL)} data-testid="contact-us">
                  <SpriteIcon name="envelope-closed" /> {t("contactUs")}
                </a>
              </Button>
              <ContactSupportButton />
            </Flex>
            <Text as="p" size="2" color="gray" className="user-text">
              {t("emailHint", { hello: CONTACT_EMAIL, support: SUPPORT_EMAIL })}
            </Text>
          </Flex>
        </section>
      </Card>
    </Flex>
  );
}
