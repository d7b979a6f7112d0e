"use client";

import { Cross2Icon, MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { Flex, IconButton, TextField } from "@radix-ui/themes";
import { Select } from "@/components/ui/select";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import type { JournalQuery } from "@/lib/dreams/journal-query";
import { isMood, MOODS, SEARCH_MAX } from "@/lib/dreams/constants";

const ALL = "all";
/** Typing pauses this long before the search runs. */
const DEBOUNCE_MS = 300;

/** Search words and a mood filter; both live in the URL (the journal reads them from there). */
export function JournalFilters({ query, onChange }: { query: JournalQuery; onChange: (next: JournalQuery) => void }) {
  const t = useTranslations("Journal");
  const tm = useTranslations("Moods");
  const searchId = useId();
  const [text, setText] = useState(query.q ?? "");
  const latest = useRef({ query, onChange });
  useEffect(() => {
    latest.current = { query, onChange };
  });

  // The URL changed from elsewhere (back button, a link): show its words.
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setText(query.q ?? "");
  }

  useEffect(() => {
    const words = text.trim();
    if (words === (latest.current.query.q ?? "")) return;
    const timer = setTimeout(() => {
      const { query: current, onChange: change } = latest.current;
      if ((current.q ?? "") === words) return; // the mood select took the words along already
      change({ ...current, page: 1, q: words || undefined });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Flex gap="2" wrap="wrap" align="center" role="search" aria-label={t("searchLabel")}>
      <TextField.Root
        id={searchId}
        type="search"
        value={text}
        maxLength={SEARCH_MAX}
        onChange={(e) => setText(e.target.value)}
        placeholder={t("searchPlaceholder")}
        aria-label={t("searchLabel")}
        style={{ flex: "1 1 220px", minWidth: 0 }}
        data-testid="journal-search"
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
        {text && (
          <TextField.Slot>
            <IconButton size="1" variant="ghost" color="gray" aria-label={t("clearSearch")} onClick={() => setText("")}>
              <Cross2Icon aria-hidden />
            </IconButton>
          </TextField.Slot>
        )}
      </TextField.Root>
      <Select.Root
        value={query.mood ?? ALL}
        // The words typed so far go with it: a search still waiting for its pause
        // must not land after the mood and undo it.
        onValueChange={(value) =>
          onChange({ ...query, page: 1, q: text.trim() || undefined, mood: isMood(value) ? value : undefined })
        }
      >
        <Select.Trigger aria-label={t("moodFilter")} data-testid="mood-filter">
          {query.mood ? tm(query.mood) : t("allMoods")}
        </Select.Trigger>
        <Select.Content position="popper">
          <Select.Item value={ALL}>{t("allMoods")}</Select.Item>
          {MOODS.map((mood) => (
            <Select.Item key={mood} value={mood}>
              {tm(mood)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
