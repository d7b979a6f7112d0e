import { Flex, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import NextLink from "next/link";
import { MessagesFor } from "@/components/i18n/messages-for";
import { ThemeSwitch } from "./theme-switch";

/** On every page, /auth included: the public pages and the light/dark choice. */
export async function Footer() {
  const t = await getTranslations("Nav");
  const year = new Date().getUTCFullYear();
  return (
    <footer className="site-footer">
      <Flex className="site-footer-inner" align="center" justify="between" gap="4" wrap="wrap">
        <Flex asChild gap="4" wrap="wrap">
          <nav aria-label={t("footer")}>
            <NextLink className="footer-link" href="/about">
              {t("about")}
            </NextLink>
            <NextLink className="footer-link" href="/pricing">
              {t("pricing")}
            </NextLink>
            <NextLink className="footer-link" href="/help">
              {t("help")}
            </NextLink>
          </nav>
        </Flex>
        <Flex align="center" gap="4">
          <MessagesFor namespaces={["Theme"]}>
            <ThemeSwitch />
          </MessagesFor>
          <Text size="1" color="gray">
            © {year} DreamScape
          </Text>
        </Flex>
      </Flex>
    </footer>
  );
}
