"use client";

import { Flex, Text } from "@radix-ui/themes";
import { Select } from "@/components/ui/select";
import { GlobeIcon } from "@/components/ui/shell-icons";
import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { localeNames, shortLocaleNames } from "@/lib/i18n/config";
import { LOCALE_COOKIE } from "@/lib/domain/wire.mjs";
import { isLocale, locales } from "@/lib/domain/locales";
import { usePathname } from "@/lib/i18n/navigation";
import { localizedPath } from "@/lib/i18n/paths";

interface Props {
  /** The header's variant: the language's code instead of its name. */
  compact?: boolean;
  /** Called after a new language was chosen (the drawer closes). */
  onChosen?: () => void;
  /** Open at once: the picker loads this list when it is first pressed. */
  defaultOpen?: boolean;
}

/**
 * The list itself (Radix Select), loaded by LanguagePicker on first use.
 * Goes to the same page's address in the chosen language, and remembers the
 * choice in a cookie, which the server reads only to redirect a later visit
 * of an English address (lib/routing/page-route.ts).
 */
export function LanguageSelect({ compact = false, onChosen, defaultOpen = false }: Props) {
  const t = useTranslations("Nav");
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, setPending] = useState(false);

  function choose(next: string) {
    if (!isLocale(next) || next === locale) return;
    const secure = location.protocol === "https:" ? "; secure" : "";
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax${secure}`;
    const params = new URLSearchParams(search.toString());
    params.delete("lng");
    onChosen?.();
    setPending(true);
    // A whole new document: another language is another page, down to <html lang>.
    location.assign(localizedPath(next, params.size ? `${pathname}?${params}` : pathname) + location.hash);
  }

  return (
    <Select.Root value={locale} onValueChange={choose} disabled={pending} size="2" defaultOpen={defaultOpen}>
      <Select.Trigger aria-label={t("language")} variant={compact ? "ghost" : "surface"} data-testid="language-select">
        <Flex as="span" align="center" gap="2">
          <GlobeIcon aria-hidden />
          <Text lang={locale}>{compact ? shortLocaleNames[locale] : localeNames[locale]}</Text>
        </Flex>
      </Select.Trigger>
      <Select.Content position="popper">
        {locales.map((l) => (
          <Select.Item key={l} value={l} lang={l}>
            {localeNames[l]}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
