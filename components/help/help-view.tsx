import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { ContactSupportButton } from "@/components/about/contact-support-button";
import {
  AmbientSoundTopic,
  AnalyticsTopic,
  DreamHealthTopic,
  GettingStartedTopic,
  PlaylistsTopic,
  PremiumTopic,
  SharingTopic,
} from "./help-topics";

/** /help: the topics as an accordion (the first one open), then a way to reach support. */
export async function HelpView({ signedIn = false }: { signedIn?: boolean }) {
  const t = await getTranslations("Help");
  return (
    <Flex direction="column" gap="5" style={{ maxWidth: "var(--ds-reading-width)", margin: "0 auto", width: "100%" }}>
      <Flex direction="column" gap="2">
        <Heading as="h1" size="8">
          {t("title")}
        </Heading>
        <Text as="p" size="4" color="gray">
          {t("lead")}
        </Text>
      </Flex>
      <Card size="3">
        <Flex direction="column" gap="2">
          <GettingStartedTopic signedIn={signedIn} />
          <DreamHealthTopic />
          <AmbientSoundTopic />
          <PremiumTopic />
          <PlaylistsTopic />
          <AnalyticsTopic />
          <SharingTopic />
        </Flex>
      </Card>
      <Card size="3" asChild>
        <section aria-labelledby="help-contact">
          <Flex direction="column" gap="3" align="start">
            <Heading as="h2" size="5" id="help-contact">
              {t("contact.title")}
            </Heading>
            <Text as="p" size="3">
              {t("contact.text")}
            </Text>
            <ContactSupportButton variant="solid" />
          </Flex>
        </section>
      </Card>
    </Flex>
  );
}
