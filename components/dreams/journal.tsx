"use client";

import { Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { useSWRConfig } from "swr";
import { useAuth } from "@/components/auth/auth-provider";
import { HealthCard } from "@/components/health/health-card";
import { PageSpinner } from "@/components/ui/page-spinner";
import { useToast } from "@/components/ui/toaster";
import { ApiError, send } from "@/lib/api/client";
import { useErrorMessage } from "@/lib/api/use-error-message";
import { PAGE_SIZE } from "@/lib/dreams/schema";
import { DREAMS_KEY_PREFIX, dreamPageKey, HEALTH_KEY, useDreamPage } from "@/lib/swr/use-dreams";
import { USER_KEY } from "@/lib/swr/use-user";
import { DreamCard } from "./dream-card";
import { JournalTools } from "./journal-tools";
import { NewDreamDialog } from "./new-dream-dialog";
import { Pagination } from "./pagination";

function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function Journal() {
  const t = useTranslations("Journal");
  const { user } = useAuth();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { mutate } = useSWRConfig();
  const router = useRouter();
  const search = useSearchParams();
  // The page lives in the URL (?page=N), so a reload or a shared link shows the same page.
  const page = pageFromQuery(search.get("page"));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { data, error, isLoading } = useDreamPage(page, PAGE_SIZE);

  const goToPage = useCallback(
    (next: number, how: "push" | "replace" = "push") => {
      const params = new URLSearchParams(search.toString());
      if (next <= 1) params.delete("page");
      else params.set("page", String(next));
      const href = params.size ? `/?${params}` : "/";
      if (how === "push") router.push(href, { scroll: true });
      else router.replace(href, { scroll: false });
    },
    [router, search],
  );

  // The server clamps the page (after deletions, say); follow it. While the next
  // page loads, SWR still shows the previous one: that is not a clamp.
  useEffect(() => {
    if (data && data.requested === page && data.page !== page) goToPage(data.page, "replace");
  }, [data, page, goToPage]);

  /**
   * After a write: the visible page, the health score and the dream count
   * refetch; cached copies of other pages are dropped, because SWR would show
   * them again without refetching (data is never stale, by the spec).
   */
  const refresh = useCallback(async () => {
    const visible = dreamPageKey(page, PAGE_SIZE);
    await mutate((key) => typeof key === "string" && key.startsWith(DREAMS_KEY_PREFIX) && key !== visible, undefined, {
      revalidate: false,
    });
    await mutate((key) => key === visible || key === HEALTH_KEY || key === USER_KEY);
  }, [mutate, page]);

  async function remove(id: number) {
    try {
      await send("DELETE", `/api/dreams/${id}`);
      setSelected(new Set());
      await refresh();
    } catch (err) {
      toast({ title: t("deleteFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  const comingSoon = (feature: "share" | "playlist" | "analysis") =>
    toast({ title: t("comingSoonTitle"), description: t(`comingSoon.${feature}`) });

  return (
    <div className="journal-grid">
      <Flex direction="column" gap="4">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="8">
            {t("title")}
          </Heading>
          <NewDreamDialog onSaved={refresh} />
        </Flex>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <JournalTools onImported={refresh} />
          {user?.isPremium && (
            <Button
              variant="solid"
              color="amber"
              disabled={selected.size === 0}
              onClick={() => comingSoon("analysis")}
              data-testid="analyze"
            >
              {t("analyze", { count: selected.size })}
            </Button>
          )}
        </Flex>
        {error && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{error instanceof ApiError ? error.serverMessage : t("loadFailed")}</Callout.Text>
          </Callout.Root>
        )}
        {isLoading && !data ? (
          <PageSpinner />
        ) : data && data.total === 0 ? (
          <Card size="3" data-testid="journal-empty">
            <Text as="p" size="3" color="gray">
              {t("empty")}
            </Text>
          </Card>
        ) : (
          <Flex direction="column" gap="3">
            {data?.dreams.map((dream) => (
              <DreamCard
                key={dream.id}
                dream={dream}
                selectable={Boolean(user?.isPremium)}
                selected={selected.has(dream.id)}
                onSelect={(on) =>
                  setSelected((prev) => {
                    const next = new Set(prev);
                    if (on) next.add(dream.id);
                    else next.delete(dream.id);
                    return next;
                  })
                }
                onDelete={() => remove(dream.id)}
                onShare={() => comingSoon("share")}
                onCreatePlaylist={() => comingSoon("playlist")}
              />
            ))}
          </Flex>
        )}
        {data && <Pagination page={data.page} pages={data.pages} onPage={goToPage} />}
      </Flex>
      <HealthCard />
    </div>
  );
}
