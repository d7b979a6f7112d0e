"use client";

import { PlusIcon } from "@/components/ui/icons";
import { Button, Callout, Flex, Heading, Skeleton, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { memo, useCallback, useEffect, useMemo, useRef, useState, useTransition, type CSSProperties } from "react";
import { useSWRConfig } from "swr";
import { useAuth } from "@/components/auth/auth-provider";
import { expectArrival } from "@/components/analyses/arrival";
import { WaitingDrafts } from "@/components/offline/waiting-drafts";
import { HealthCard } from "@/components/health/health-card";
import { EmptyState } from "@/components/ui/empty-state";
import { EmptySearch, NightSky } from "@/components/ui/illustrations";
import { useToast } from "@/components/ui/toaster";
import { api, send } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useStableCallback } from "@/lib/client/use-stable-callback";
import { hydratedApart } from "@/components/ui/hydrated-apart";
import type { Dream } from "@/lib/dreams/schema";
import { isFiltered, journalHref, journalQueryFrom, type JournalQuery } from "@/lib/dreams/journal-query";
import { keepThisPage } from "@/lib/offline/keep-page";
import { useDrafts } from "@/lib/offline/use-drafts";
import { useOnline } from "@/lib/offline/use-online";
import { ANALYSES_KEY, DREAMS_KEY_PREFIX, dreamPageKey, HEALTH_KEY, TAGS_KEY, UNINTERPRETED_KEY, USER_KEY } from "@/lib/swr/keys";
import { journalWritten } from "@/lib/swr/after-write";
import { useDreamPage } from "@/lib/swr/use-dreams";
import { AiConsentPrompt } from "./ai-consent-prompt";
import { DreamCard, type CardActions } from "./dream-card";
import { holding, withHeld, type HeldCard } from "./held-cards";
import { InterpretationBacklog } from "./interpretation-backlog";
import { JournalFilters } from "./journal-filters";
import { JournalTools } from "./journal-tools";
import { Pagination } from "./pagination";
import { PlainDreamList } from "./plain-dream-list";
import { LazyDreamFormDialog } from "./lazy-dialogs";

// Each card hydrates on its own: the page answers between them, not after all of them. The filters and Dream
// Health (first on a phone) are drawn in place with the page: React would reveal a boundary this far into the
// page by script, after the first paint, moving the journal under it (docs/performance.md). memo() lets all
// three pass by the journal's re-renders while their props are the same.
const Card = hydratedApart(DreamCard);
const Filters = memo(JournalFilters);
const Health = memo(HealthCard);

/** How many cards the list holds, for the place kept for them until they are revealed (app/globals.css). */
const cardsReserve = (count: number): CSSProperties & Record<"--cards", number> => ({ "--cards": count });

export function Journal() {
  const t = useTranslations("Journal");
  const tn = useTranslations("NewDream");
  const { user } = useAuth();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { mutate } = useSWRConfig();
  const router = useRouter();
  const search = useSearchParams();
  const query = useMemo(() => journalQueryFrom(search), [search]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [analyzing, setAnalyzing] = useState(false);
  const { data, error, isLoading } = useDreamPage(query);
  const [held, setHeld] = useState<ReadonlyMap<number, HeldCard>>(() => new Map());
  const cards = useMemo(() => (data ? withHeld(data.dreams, held) : []), [data, held]);
  const heading = useRef<HTMLHeadingElement>(null);
  const online = useOnline();
  const drafts = useDrafts(user?.id);
  // While the next page is on its way (a slow network), its buttons say so.
  const [paging, startPaging] = useTransition();

  const show = useCallback(
    (next: JournalQuery, how: "push" | "replace" = "push") => {
      if (how === "push") router.push(journalHref(next), { scroll: true });
      else router.replace(journalHref(next), { scroll: false });
    },
    [router],
  );

  // The server clamps the page (after deletions, say); follow it. While the next
  // page loads, SWR still shows the previous one: that is not a clamp. The
  // clamped answer is that page's content: it goes under the page's key
  // first, since the page's server-rendered fallback may be an older copy
  // (the router can show a page it rendered before without asking again).
  const { page, q, mood, tag, lucid, from, to } = query;
  useEffect(() => {
    if (!data || data.requested !== page || data.page === page) return;
    const clamped = { page: data.page, q, mood, tag, lucid, from, to };
    void mutate(dreamPageKey(clamped), data, { revalidate: false }).then(() => show(clamped, "replace"));
  }, [data, page, q, mood, tag, lucid, from, to, show, mutate]);

  /**
   * After a write: the visible page, the health score and the dream count
   * refetch; cached copies of other pages are dropped, because SWR would show
   * them again without refetching (data is never stale, by the spec).
   */
  const visibleKey = dreamPageKey(query);

  // Online, this page is kept for reading offline; offline, the page may be a
  // copy kept earlier, and the newest answer kept on the device replaces what it shows.
  useEffect(() => {
    if (navigator.onLine) keepThisPage();
    else void mutate(visibleKey);
  }, [mutate, visibleKey]);

  const refresh = useCallback(async () => {
    journalWritten();
    await mutate((key) => typeof key === "string" && key.startsWith(DREAMS_KEY_PREFIX) && key !== visibleKey, undefined, {
      revalidate: false,
    });
    await mutate(
      (key) => key === visibleKey || key === HEALTH_KEY || key === USER_KEY || key === TAGS_KEY || key === UNINTERPRETED_KEY,
    );
  }, [mutate, visibleKey]);

  const remove = useStableCallback(async (id: number) => {
    try {
      await send("DELETE", `/api/dreams/${id}`);
      setSelected(new Set());
      toast({ title: t("deleted") });
    } catch (err) {
      toast({ title: t("deleteFailed"), description: errorMessage(err), variant: "destructive" });
      throw err;
    }
  });
  const edited = useStableCallback(refresh);
  const hold = useStableCallback((dream: Dream, open: boolean) =>
    setHeld((before) =>
      holding(
        before,
        dream,
        cards.findIndex((card) => card.id === dream.id),
        open,
      ),
    ),
  );
  // The card and its delete button go: the journal's heading takes focus.
  const afterDelete = useStableCallback(() => {
    heading.current?.focus();
    void refresh();
  });
  const cardActions = useMemo<CardActions>(
    () => ({
      select: (id, on) =>
        setSelected((prev) => {
          const next = new Set(prev);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
      remove,
      afterDelete,
      edited,
      hold,
    }),
    [remove, afterDelete, edited, hold],
  );
  const changeFilters = useStableCallback((next: JournalQuery) => show(next, "replace"));

  /**
   * The combined analysis of the ticked dreams (Premium): stored, announced
   * with its summary, then opened at its own address with focus on its heading.
   */
  async function analyze() {
    setAnalyzing(true);
    try {
      const analysis = await api("POST", "/api/dreams/analyze", "analysis", { dreamIds: [...selected] });
      setSelected(new Set());
      await mutate(ANALYSES_KEY, undefined, { revalidate: false });
      toast({ title: t("analysisComplete"), description: analysis.summary, duration: 5000 });
      expectArrival(analysis.id);
      router.push(`/analyses/${analysis.id}`);
    } catch (err) {
      toast({ title: t("analysisFailed"), description: errorMessage(err), variant: "destructive", duration: 5000 });
    } finally {
      setAnalyzing(false);
    }
  }

  // A reminder's notification opens the journal at ?new=1 (lib/reminders/links.ts): New Dream opens once, and the address forgets it.
  const newDreamRef = useRef<HTMLButtonElement>(null);
  const openedNew = useRef(false);
  useEffect(() => {
    if (openedNew.current || search.get("new") !== "1") return;
    openedNew.current = true;
    newDreamRef.current?.click();
    router.replace(journalHref(journalQueryFrom(search)), { scroll: false });
  }, [router, search]);

  const filtered = isFiltered(query);
  /** Nothing to list: a held card (its Edit dialog open) still counts. */
  const empty = data !== undefined && data.total === 0 && cards.length === 0;
  const newDreamButton = (
    <Button size={{ initial: "2", sm: "3" }} data-testid="new-dream" ref={newDreamRef}>
      <PlusIcon aria-hidden /> {tn("open")}
    </Button>
  );

  return (
    <div className="journal-grid">
      {/* First in the page, as on a phone's screen: the browser draws the page as it reads it, and Dream Health
          read after the journal was drawn above it later, moving the journal down. */}
      <Health />
      <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size={{ initial: "6", sm: "8" }} ref={heading} tabIndex={-1} style={{ outline: "none" }}>
            {t("title")}
          </Heading>
          <LazyDreamFormDialog trigger={newDreamButton} onSaved={refresh} />
        </Flex>
        <Filters query={query} onChange={changeFilters} />
        {data && (data.total > 0 || filtered) && (
          <Text as="p" size="2" color="gray" role="status" data-testid="result-count">
            {t("resultCount", { count: data.total })}
          </Text>
        )}
        <InterpretationBacklog />
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <JournalTools onImported={refresh} />
          {user?.isPremium && (
            <Flex align="center" gap="3" wrap="wrap" justify="end">
              <Text size="1" color="gray" aria-live="polite" data-testid="selection-hint">
                {t("selectionHint", { count: selected.size })}
              </Text>
              <Button
                variant="solid"
                color="amber"
                disabled={selected.size === 0 || analyzing}
                onClick={analyze}
                data-testid="analyze"
              >
                {analyzing ? t("analyzing") : t("analyze", { count: selected.size })}
              </Button>
            </Flex>
          )}
        </Flex>
        <AiConsentPrompt />
        {query.page === 1 && <WaitingDrafts drafts={drafts} />}
        {error && (online || !data) && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {t("loadFailed")} {errorMessage(error)}
            </Callout.Text>
          </Callout.Root>
        )}
        {isLoading && !data ? (
          <Flex direction="column" gap="3" aria-busy="true" aria-label={t("loading")}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="140px" />
            ))}
          </Flex>
        ) : empty && drafts.length > 0 && !filtered ? null : empty ? (
          filtered ? (
            <EmptyState
              illustration={<EmptySearch />}
              title={t("noMatchesTitle")}
              testId="journal-no-matches"
              action={
                <Button variant="soft" onClick={() => show({ page: 1 }, "replace")}>
                  {t("clearFilters")}
                </Button>
              }
            >
              {t("noMatches")}
            </EmptyState>
          ) : (
            <EmptyState
              illustration={<NightSky />}
              title={t("emptyTitle")}
              testId="journal-empty"
              action={<LazyDreamFormDialog trigger={<Button size="3">{t("recordFirst")}</Button>} onSaved={refresh} />}
            >
              {t("empty")}
            </EmptyState>
          )
        ) : (
          <Flex direction="column" gap="3" className="journal-cards" style={cardsReserve(cards.length)}>
            <PlainDreamList dreams={cards} />
            {cards.map((dream) => (
              <Card
                key={dream.id}
                dream={dream}
                selectable={Boolean(user?.isPremium)}
                selected={selected.has(dream.id)}
                actions={cardActions}
              />
            ))}
          </Flex>
        )}
        {data && (
          <Pagination
            query={query}
            page={data.page}
            pages={data.pages}
            pending={paging}
            onPage={(next) => startPaging(() => show({ ...query, page: next }))}
          />
        )}
      </Flex>
    </div>
  );
}
