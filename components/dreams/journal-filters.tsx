"use client";

import { CrossIcon, SearchIcon, SlidersIcon } from "@/components/ui/icons";
import { Badge, Button, Flex, IconButton, Text, TextField } from "@radix-ui/themes";
import { NativeSelect } from "@/components/ui/native-select";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { isDay, isFiltered, panelFilterCount, type JournalQuery } from "@/lib/dreams/journal-query";
import { SEARCH_MAX } from "@/lib/domain/journal";
import { isMood, MOODS } from "@/lib/domain/moods";
import { tagKey } from "@/lib/tags/name";
import { useTags } from "@/lib/swr/use-tags";

const ALL = "all";
/** Tag values carry a prefix: a tag may be called "all". */
const TAG_VALUE = "tag:";
const LUCID = { any: "any", yes: "true", no: "false" } as const;
/** Typing pauses this long before the search runs. */
const DEBOUNCE_MS = 300;

type Filters = Omit<JournalQuery, "page" | "q">;

/**
 * Search words, mood, tag, lucidity and a range of days; all live in the URL
 * (the journal reads them from there), and "Clear filters" empties them. On
 * a phone only the search field stays in sight: the rest folds behind one
 * "Filters" button that says how many of them narrow the journal, so that
 * the first dream starts within the first screen.
 */
export function JournalFilters({ query, onChange }: { query: JournalQuery; onChange: (next: JournalQuery) => void }) {
  const t = useTranslations("Journal");
  const tm = useTranslations("Moods");
  const searchId = useId();
  const panelId = useId();
  const { data: tags } = useTags();
  const [open, setOpen] = useState(false);
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
      if ((current.q ?? "") === words) return; // another filter took the words along already
      change({ ...current, page: 1, q: words || undefined });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // The words typed so far go with every other filter: a search still waiting
  // for its pause must not land after it and undo it.
  const apply = (patch: Partial<Filters>) => onChange({ ...query, ...patch, page: 1, q: text.trim() || undefined });

  // The user's tags, and the one in the URL even if it is not (or not yet) among them.
  const tagNames = (tags ?? []).map((tag) => tag.name);
  if (query.tag && !tagNames.some((name) => tagKey(name) === tagKey(query.tag ?? ""))) tagNames.unshift(query.tag);
  const lucidValue = query.lucid === undefined ? LUCID.any : query.lucid ? LUCID.yes : LUCID.no;

  /** A day typed in whole (or emptied); a backwards range drops its other end. */
  function changeDay(end: "from" | "to", day: string | undefined) {
    if (end === "from") apply({ from: day, to: day && query.to && query.to < day ? undefined : query.to });
    else apply({ to: day, from: day && query.from && query.from > day ? undefined : query.from });
  }

  const active = panelFilterCount(query);

  return (
    <Flex direction="column" gap="2" role="search" aria-label={t("searchLabel")} data-testid="journal-filters">
      <Flex gap="2" align="center">
        <TextField.Root
          id={searchId}
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("searchPlaceholder")}
          aria-label={t("searchLabel")}
          style={{ flex: "1 1 auto", minWidth: 0 }}
          data-testid="journal-search"
        >
          <TextField.Slot>
            <SearchIcon aria-hidden />
          </TextField.Slot>
          {text && (
            <TextField.Slot>
              <IconButton size="1" variant="ghost" color="gray" aria-label={t("clearSearch")} onClick={() => setText("")}>
                <CrossIcon aria-hidden />
              </IconButton>
            </TextField.Slot>
          )}
        </TextField.Root>
        <Button
          variant="soft"
          color="gray"
          className="filters-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={active > 0 ? t("filtersActive", { count: active }) : undefined}
          onClick={() => setOpen((shown) => !shown)}
          data-testid="filters-toggle"
          data-active={active}
        >
          <SlidersIcon aria-hidden /> {t("filters")}
          {active > 0 && (
            <Badge variant="solid" radius="full" size="1" aria-hidden>
              {active}
            </Badge>
          )}
        </Button>
      </Flex>
      <Flex id={panelId} gap="2" wrap="wrap" align="end" className="filters-panel" data-open={open}>
        <NativeSelect
          value={query.mood ?? ALL}
          onValueChange={(value) => apply({ mood: isMood(value) ? value : undefined })}
          options={[{ value: ALL, label: t("allMoods") }, ...MOODS.map((mood) => ({ value: mood, label: tm(mood) }))]}
          label={t("moodFilter")}
          testId="mood-filter"
        />
        {tagNames.length > 0 && (
          <NativeSelect
            value={query.tag ? `${TAG_VALUE}${tagNames.find((name) => tagKey(name) === tagKey(query.tag ?? ""))}` : ALL}
            onValueChange={(value) => apply({ tag: value.startsWith(TAG_VALUE) ? value.slice(TAG_VALUE.length) : undefined })}
            options={[
              { value: ALL, label: t("allTags") },
              ...tagNames.map((name) => ({ value: `${TAG_VALUE}${name}`, label: name })),
            ]}
            label={t("tagFilter")}
            testId="tag-filter"
            className="user-text"
            style={{ maxWidth: "min(100%, 240px)" }}
          />
        )}
        <NativeSelect
          value={lucidValue}
          onValueChange={(value) => apply({ lucid: value === LUCID.any ? undefined : value === LUCID.yes })}
          options={[
            { value: LUCID.any, label: t("lucidAny") },
            { value: LUCID.yes, label: t("lucidOnly") },
            { value: LUCID.no, label: t("lucidNot") },
          ]}
          label={t("lucidFilter")}
          testId="lucid-filter"
        />
        <DayField
          label={t("fromDay")}
          day={query.from}
          min="1900-01-01"
          max={query.to}
          onDay={(day) => changeDay("from", day)}
          testId="from-filter"
        />
        <DayField
          label={t("toDay")}
          day={query.to}
          min={query.from ?? "1900-01-01"}
          onDay={(day) => changeDay("to", day)}
          testId="to-filter"
        />
        {(isFiltered(query) || text.trim() !== "") && (
          <Button
            variant="soft"
            color="gray"
            onClick={() => {
              setText("");
              onChange({ page: 1 });
            }}
            data-testid="clear-filters"
          >
            <CrossIcon aria-hidden /> {t("clearFilters")}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

interface DayFieldProps {
  label: string;
  day: string | undefined;
  min?: string;
  max?: string;
  onDay: (day: string | undefined) => void;
  testId: string;
}

/**
 * One end of the range. What is typed stays in the field while the year is
 * still being written ("0002-…") and while the address catches up; a whole
 * day (or an emptied field) goes to the journal.
 */
function DayField({ label, day, min, max, onDay, testId }: DayFieldProps) {
  const id = useId();
  const [text, setText] = useState(day ?? "");
  // The address changed from elsewhere (back button, Clear filters): show its day.
  const [shown, setShown] = useState(day);
  if (shown !== day) {
    setShown(day);
    setText(day ?? "");
  }
  return (
    <Flex direction="column" gap="1" className="day-field">
      <Text as="label" htmlFor={id} size="1" color="gray">
        {label}
      </Text>
      <TextField.Root
        id={id}
        type="date"
        size="2"
        value={text}
        min={min}
        max={max}
        onChange={(e) => {
          const value = e.target.value;
          setText(value);
          if (value === "" || isDay(value)) onDay(value || undefined);
        }}
        data-testid={testId}
      />
    </Flex>
  );
}
