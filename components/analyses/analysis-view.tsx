"use client";

import { ArrowLeftIcon } from "@radix-ui/react-icons";
import { Flex, Link as ThemeLink } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useSWRConfig } from "swr";
import { useToast } from "@/components/ui/toaster";
import { send } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { Analysis } from "@/lib/analyses/schema";
import { ANALYSES_KEY } from "@/lib/swr/keys";
import { AnalysisCard } from "./analysis-card";
import { takeArrival } from "./arrival";
import { Link as LocaleLink, useRouter } from "@/lib/i18n/navigation";

/** /analyses/{id}: one analysis, whole, at an address of its own; where "Analyze" leads. */
export function AnalysisView({ analysis }: { analysis: Analysis }) {
  const t = useTranslations("Analyses");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (takeArrival(analysis.id)) heading.current?.focus();
  }, [analysis.id]);

  async function remove() {
    try {
      await send("DELETE", `/api/dreams/analyses/${analysis.id}`);
      // The list's cached copy still holds it.
      await mutate(ANALYSES_KEY, undefined, { revalidate: false });
      toast({ title: t("deleted") });
      router.replace("/analyses");
    } catch (err) {
      toast({ title: t("deleteFailed"), description: errorMessage(err), variant: "destructive" });
      throw err;
    }
  }

  return (
    <Flex direction="column" gap="4" style={{ maxWidth: "var(--ds-reading-width)", margin: "0 auto", width: "100%" }}>
      <ThemeLink asChild size="2">
        <LocaleLink href="/analyses">
          <ArrowLeftIcon aria-hidden /> {t("backToList")}
        </LocaleLink>
      </ThemeLink>
      <AnalysisCard analysis={analysis} level={1} headingRef={heading} onDelete={remove} />
    </Flex>
  );
}
