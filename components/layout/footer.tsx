import { Flex, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { ThemeSwitch } from "./theme-switch";

/** On every page, /auth included: the public pages (not prefetched: seldom followed) and the light/dark choice. */
export async function Footer() {
  const t = await getTranslations("Nav");
  const theme = await getTranslations("Theme");
  const year = new Date().getUTCFullYear();
  return (
    <footer className="site-footer">
      <Flex className="site-footer-inner" align="center" justify="between" gap="4" wrap="wrap">
        <Flex asChild gap="4" wrap="wrap">
          <nav aria-label={t("footer")}>
            <LocaleLink className="footer-link" prefetch={false} href="/about">
              {t("about")}
            </LocaleLink>
            <LocaleLink className="footer-link" prefetch={false} href="/pricing">
              {t("pricing")}
            </LocaleLink>
            <LocaleLink className="footer-link" prefetch={false} href="/help">
              {t("help")}
            </LocaleLink>
          </nav>
        </Flex>
        <Flex align="center" gap="4">
          <ThemeSwitch labels={{ label: theme("label"), system: theme("system"), light: theme("light"), dark: theme("dark") }} />
          <Text size="1" color="gray">
            © {year} DreamScape
          </Text>
        </Flex>
      </Flex>
    </footer>
  );
}
