"use client";

import { Flex, Text } from "@radix-ui/themes";
import { useLocale, useTranslations } from "next-intl";
import { lazy, Suspense, useId, useState, type KeyboardEvent } from "react";
import { ChevronDownIcon, GlobeIcon } from "@/components/ui/shell-icons";
import { localeNames, shortLocaleNames } from "@/lib/i18n/config";

// The list (Radix Select with its popper and scroll area, 12 KB gzip) is on
// every page but seldom opened: it loads on first use. Until then the picker
// is a closed combobox drawn exactly like the Select's trigger; pointing at it
// or focusing it starts the download, pressing it opens the real list.
const loadSelect = () => import("./language-select");
const LanguageSelect = lazy(() => loadSelect().then((module) => ({ default: module.LanguageSelect })));

interface Props {
  /** The header's variant: the language's code instead of its name. */
  compact?: boolean;
  /** Called after a new language was chosen (the drawer closes). */
  onChosen?: () => void;
}

const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp"]);

export function LanguagePicker({ compact = false, onChosen }: Props) {
  const [opened, setOpened] = useState(false);
  if (!opened) return <ClosedTrigger compact={compact} onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<ClosedTrigger compact={compact} />}>
      <LanguageSelect compact={compact} onChosen={onChosen} defaultOpen />
    </Suspense>
  );
}

/** Drawn as the Select's closed trigger (Radix Themes' classes) and announced as one: a closed combobox. */
function ClosedTrigger({ compact, onOpen }: { compact: boolean; onOpen?: () => void }) {
  const t = useTranslations("Nav");
  // The list it controls exists once opened (a closed combobox may name a list not yet there).
  const listId = useId();
  const locale = useLocale();
  const warm = () => void loadSelect();
  function onKeyDown(event: KeyboardEvent) {
    // Enter and Space press the button; the arrows open a closed Select too.
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen?.();
  }
  return (
    <button
      type="button"
      // The same role and name as the real trigger (Radix's is a combobox too),
      // so assistive technology meets one control before and after it loads,
      // whose visible value is not mistaken for its label.
      role="combobox"
      aria-label={t("language")}
      aria-haspopup="listbox"
      aria-controls={listId}
      aria-expanded={false}
      data-state="closed"
      data-testid="language-select"
      className={`rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-${compact ? "ghost" : "surface"}`}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <span className="rt-SelectTriggerInner">
        <Flex as="span" align="center" gap="2">
          <GlobeIcon />
          <Text lang={locale}>{compact ? shortLocaleNames[locale] : localeNames[locale]}</Text>
        </Flex>
      </span>
      <ChevronDownIcon className="rt-SelectIcon" />
    </button>
  );
}
