"use client";

import { ChevronDownIcon, MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { Flex, IconButton, Text, TextField } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { matchZones, type ZoneOption } from "@/lib/time/zone-options";

interface Props {
  /** Every zone offered; null while their names load (the field waits). */
  options: readonly ZoneOption[] | null;
  /** The user's zone, marked in the list. */
  current: string | null;
  /** This device's zone: listed first, and marked. */
  device: string | null;
  disabled: boolean;
  /** Names the zone the user has now, for the field's description. */
  describedBy: string;
  onChoose: (option: ZoneOption) => void;
}

/** Options moved by PageUp and PageDown. */
const PAGE = 10;

/**
 * A searchable list of time zones: a text field that filters a listbox below
 * it (the WAI-ARIA combobox pattern with list autocomplete). Typing, ↓ or the
 * button opens the list; ↑ ↓ PageUp PageDown move through it while focus
 * stays in the field; Enter or a click chooses; Escape closes the list, then
 * clears the search. The number of matches is announced as it changes.
 */
export function ZoneCombobox({ options, current, device, disabled, describedBy, onChoose }: Props) {
  const t = useTranslations("Profile");
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const visible = useMemo(() => {
    if (!options) return [];
    if (query.trim()) return matchZones(options, query);
    // Without a search: this device's zone first, then the user's, then every other.
    const first = [device, current].filter((zone, i, all): zone is string => zone !== null && all.indexOf(zone) === i);
    const leading = first.map((zone) => options.find((option) => option.zone === zone)).filter((o) => o !== undefined);
    return [...leading, ...options.filter((option) => !first.includes(option.zone))];
  }, [options, query, device, current]);

  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = open && options !== null;

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [expanded, active, listId]);

  function show(at: number) {
    setOpen(true);
    setActive(visible.length === 0 ? -1 : Math.max(0, Math.min(at, visible.length - 1)));
  }

  function choose(option: ZoneOption) {
    onChoose(option);
    setQuery("");
    setOpen(false);
    setActive(-1);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = visible.length - 1;
    const go = (index: number) => {
      event.preventDefault();
      setActive(last < 0 ? -1 : index);
    };
    switch (event.key) {
      case "ArrowDown":
        if (expanded) return go(active >= last ? 0 : active + 1);
        event.preventDefault();
        return event.altKey ? setOpen(true) : show(0);
      case "ArrowUp":
        if (event.altKey) {
          event.preventDefault();
          return setOpen(false);
        }
        if (expanded) return go(active <= 0 ? last : active - 1);
        event.preventDefault();
        return show(last);
      case "PageDown":
        if (expanded) go(Math.min(last, active + PAGE));
        return;
      case "PageUp":
        if (expanded) go(Math.max(0, active - PAGE));
        return;
      case "Enter":
        if (expanded && visible[active]) {
          event.preventDefault();
          choose(visible[active]);
        }
        return;
      case "Escape":
        if (expanded || query) event.preventDefault();
        if (expanded) setOpen(false);
        else setQuery("");
        return;
    }
  }

  return (
    <Flex direction="column" gap="1" className="zone-combobox">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {t("timeZoneSearchLabel")}
      </Text>
      <TextField.Root
        ref={input}
        id={inputId}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={t("timeZoneSearch")}
        value={query}
        disabled={disabled || options === null}
        data-testid="time-zone-search"
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(event.target.value.trim() ? 0 : -1);
        }}
        onKeyDown={keyDown}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
        <TextField.Slot side="right">
          <IconButton
            type="button"
            size="1"
            variant="ghost"
            color="gray"
            tabIndex={-1}
            aria-label={t("timeZoneShowList")}
            aria-expanded={expanded}
            aria-controls={listId}
            disabled={disabled || options === null}
            // The field keeps the focus, so the list stays open and the keys keep working.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (expanded) setOpen(false);
              else
                show(
                  Math.max(
                    0,
                    visible.findIndex((option) => option.zone === current),
                  ),
                );
              input.current?.focus();
            }}
          >
            <ChevronDownIcon aria-hidden />
          </IconButton>
        </TextField.Slot>
      </TextField.Root>
      {/* Rendered even when closed, so that aria-controls always names an element. */}
      <ul
        role="listbox"
        id={listId}
        aria-label={t("timeZoneList")}
        className="zone-listbox"
        hidden={!expanded || visible.length === 0}
        data-testid="time-zone-list"
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded &&
          visible.map((option, index) => (
            <li
              key={option.zone}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-current={option.zone === current || undefined}
              data-zone={option.zone}
              className="zone-option"
              onClick={() => choose(option)}
              onMouseMove={() => {
                if (index !== active) setActive(index);
              }}
            >
              <span className="zone-option-city">
                {option.city}
                {option.country && `, ${option.country}`}
              </span>
              <span className="zone-option-meta">
                {[
                  option.offset,
                  option.zone,
                  option.zone === device ? t("timeZoneThisDevice") : null,
                  option.zone === current ? t("timeZoneChosen") : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </li>
          ))}
      </ul>
      {expanded && visible.length === 0 && (
        <Text as="p" size="2" color="gray" data-testid="time-zone-no-match">
          {t("timeZoneNoMatch")}
        </Text>
      )}
      <p className="sr-only" role="status">
        {expanded ? t("timeZoneMatches", { count: visible.length }) : ""}
      </p>
    </Flex>
  );
}
