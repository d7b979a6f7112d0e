import { Flex, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import type { Dream } from "@/lib/dreams/schema";

/** A dream's interpretation with where it came from, and a note when the dream changed since. */
export function InterpretationBlock({ dream, excerpt = false }: { dream: Dream; excerpt?: boolean }) {
  const t = useTranslations("DreamCard");
  if (!dream.interpretation) return null;
  return (
    <section className="interpretation" aria-label={t("interpretation")} data-testid="interpretation">
      <Flex gap="2" align="baseline" wrap="wrap" mb="1">
        <Text as="p" size="1" weight="bold">
          {t("interpretation")}
        </Text>
        {dream.interpretationSource === "imported" && (
          <Text size="1" color="gray" data-testid="interpretation-source">
            {t("sourceImported")}
          </Text>
        )}
      </Flex>
      <Text as="p" size="2" className={`user-text pre-line${excerpt ? " excerpt" : ""}`}>
        {dream.interpretation}
      </Text>
      {dream.interpretationOutdated && (
        <Text as="p" size="1" color="gray" mt="2" data-testid="interpretation-outdated">
          {t("interpretationOutdated")}
        </Text>
      )}
    </section>
  );
}
