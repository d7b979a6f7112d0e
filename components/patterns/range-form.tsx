import { Button, Flex, Link as ThemeLink, Text, TextField } from "@radix-ui/themes";
import { getLocale, getTranslations } from "next-intl/server";
import { isLocale } from "@/lib/domain/locales";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { localizedPath } from "@/lib/i18n/paths";
import { shiftMonth } from "@/lib/domain/months";
import { trendsHref } from "./links";

interface Props {
  from: string;
  to: string;
  /** The user's current month, "YYYY-MM". */
  current: string;
}

/**
 * The period shown: two month fields (a plain GET form to the page's own
 * address, in its language, so it works without JavaScript) and three
 * shortcuts. Each field's label names it by id: a label may hold only
 * phrasing content, and the field draws a div around its input.
 */
export async function RangeForm({ from, to, current }: Props) {
  const t = await getTranslations("Patterns");
  const locale = await getLocale();
  const action = localizedPath(isLocale(locale) ? locale : "en", "/trends");
  const presets = [
    { label: t("last3"), from: shiftMonth(current, -2), to: current },
    { label: t("last12"), from: shiftMonth(current, -11), to: current },
    { label: t("thisYear"), from: `${current.slice(0, 4)}-01`, to: current },
  ];
  return (
    <Flex direction="column" gap="3" asChild>
      <form action={action} method="get" aria-label={t("period")} data-testid="trends-range">
        <Flex gap="3" align="end" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="trends-from" size="2" weight="medium">
              {t("rangeFrom")}
            </Text>
            <TextField.Root id="trends-from" type="month" name="from" defaultValue={from} min="1900-01" max={current} required />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="trends-to" size="2" weight="medium">
              {t("rangeTo")}
            </Text>
            <TextField.Root id="trends-to" type="month" name="to" defaultValue={to} min="1900-01" required />
          </Flex>
          <Button type="submit" variant="soft">
            {t("rangeShow")}
          </Button>
        </Flex>
        <Flex asChild gap="3" wrap="wrap">
          <ul className="plain-list">
            {presets.map((preset) => (
              <li key={preset.label}>
                <ThemeLink asChild size="2">
                  <LocaleLink
                    prefetch={false}
                    href={trendsHref(preset.from, preset.to)}
                    aria-current={preset.from === from && preset.to === to ? "true" : undefined}
                  >
                    {preset.label}
                  </LocaleLink>
                </ThemeLink>
              </li>
            ))}
          </ul>
        </Flex>
      </form>
    </Flex>
  );
}
