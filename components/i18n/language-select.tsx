"use client";

import { Flex, Text } from "@radix-ui/themes";
import { Select } from "@/components/ui/select";
import { GlobeIcon } from "@/components/ui/shell-icons";
import { useLocale, useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTransition } from "react";
import { isLocale, LOCALE_COOKIE, localeNames, locales, shortLocaleNames } from "@/lib/i18n/config";

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
 * Stores the choice in a cookie (read by the server) and re-renders in it.
 */
export function LanguageSelect({ compact = false, onChosen, defaultOpen = false }: Props) {
  const t = useTranslations("Nav");
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, startTransition] = useTransition();

  function choose(next: string) {
    if (!isLocale(next) || next === locale) return;
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    const params = new URLSearchParams(search.toString());
    const hadQuery = params.has("lng");
    params.delete("lng"); // ?lng= would otherwise win over the new choice
    onChosen?.();
    startTransition(() => {
      if (hadQuery) router.replace(params.size ? `${pathname}?${params}` : pathname);
      router.refresh();
    });
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
