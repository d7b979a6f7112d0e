import { ArrowRightIcon } from "@radix-ui/react-icons";
import { Box, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { MoodBadge } from "@/components/marks/mood-badge";
import type { SharedDream } from "@/lib/share/schema";
import { MoodVisual } from "./mood-visual";

/**
 * /dreams/share/{id}: the dream, its interpretation and mood, and an
 * invitation to keep one's own journal. Nothing about who wrote it. The
 * page's frame is in the address's language; the dream keeps its own (`lang`).
 */
export async function SharedDreamView({ dream, lang }: { dream: SharedDream; lang: string }) {
  const t = await getTranslations("Share");
  return (
    <Flex direction="column" gap="5" className="reading-column">
      <Card size="4" className="mood-edge" data-mood={dream.mood} asChild>
        <article aria-labelledby="shared-title" data-testid="shared-dream">
          <Flex direction="column" gap="4">
            <Flex direction={{ initial: "column-reverse", xs: "row" }} justify="between" align="start" gap="4">
              <Flex direction="column" gap="2" minWidth="0">
                <Text size="2" color="gray">
                  {t("eyebrow")}
                </Text>
                <Heading as="h1" size={{ initial: "7", sm: "8" }} id="shared-title" className="user-text" lang={lang}>
                  {dream.title}
                </Heading>
                {dream.mood && (
                  <Box>
                    <MoodBadge mood={dream.mood} size="3" />
                  </Box>
                )}
              </Flex>
              {dream.mood && <MoodVisual mood={dream.mood} />}
            </Flex>
            <Text
              as="div"
              size="4"
              className="user-text pre-line"
              style={{ lineHeight: 1.7 }}
              data-testid="shared-content"
              lang={lang}
            >
              {dream.content}
            </Text>
            {dream.interpretation && (
              <Flex asChild direction="column" gap="2" className="interpretation">
                <section aria-labelledby="shared-interpretation">
                  <Heading as="h2" size="4" id="shared-interpretation">
                    {t("interpretation")}
                  </Heading>
                  {dream.interpretationImported && (
                    <Text as="p" size="2" color="gray" data-testid="shared-interpretation-imported">
                      {t("importedInterpretation")}
                    </Text>
                  )}
                  <Text
                    as="div"
                    size="3"
                    className="user-text pre-line"
                    style={{ lineHeight: 1.7 }}
                    data-testid="shared-interpretation"
                    lang={lang}
                  >
                    {dream.interpretation}
                  </Text>
                </section>
              </Flex>
            )}
          </Flex>
        </article>
      </Card>
      <JournalInvitation title={t("ctaTitle")} text={t("ctaText")} action={t("ctaButton")} />
    </Flex>
  );
}

function JournalInvitation({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <Card size="3" asChild>
      <aside aria-labelledby="shared-cta" data-testid="shared-cta">
        <Flex direction={{ initial: "column", sm: "row" }} gap="4" align={{ initial: "start", sm: "center" }} justify="between">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="5" id="shared-cta">
              {title}
            </Heading>
            <Text as="p" size="2" color="gray">
              {text}
            </Text>
          </Flex>
          <Button asChild size="3">
            <Link href="/auth" prefetch={false}>
              {action} <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </Flex>
      </aside>
    </Card>
  );
}
