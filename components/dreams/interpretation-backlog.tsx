"use client";

import { MagicWandIcon } from "@/components/ui/icons";
import { Flex, Text } from "@radix-ui/themes";
import { useFormatter, useTranslations } from "next-intl";
import { useInterpretationBacklog } from "@/lib/swr/use-dreams";
import { TIME } from "@/lib/time/format";

/**
 * How many of the journal's dreams wait for an interpretation (a server-side
 * count over the whole journal, not just this page), and, on the Free plan,
 * how many it can still ask for today and from when it can ask again (the
 * next midnight UTC, on the user's clock). Nothing while none wait.
 */
export function InterpretationBacklog() {
  const t = useTranslations("Journal");
  const format = useFormatter();
  const { data } = useInterpretationBacklog();
  if (!data || data.waiting === 0) return null;
  const { allowance } = data;
  const values = allowance && {
    limit: allowance.limit,
    left: allowance.left,
    time: format.dateTime(new Date(allowance.resetsAt), TIME),
  };
  return (
    <Flex gap="2" align="start" data-testid="interpretation-backlog" data-waiting={data.waiting}>
      <MagicWandIcon aria-hidden style={{ flex: "none", marginTop: 3, color: "var(--accent-11)" }} />
      <Text as="p" size="2" color="gray">
        {t("waitingInterpretation", { count: data.waiting })}
        {values && " "}
        {values && (values.left > 0 ? t("interpretationsLeft", values) : t("interpretationsSpent", values))}
      </Text>
    </Flex>
  );
}
