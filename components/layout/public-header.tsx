import { Button, Flex } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { LanguagePicker } from "@/components/i18n/language-picker";
import { MessagesFor } from "@/components/i18n/messages-for";
import { HeaderFrame } from "./header-frame";
import { navLinks } from "./nav-links";
import { NavLinkList } from "./nav-link-list";
import { PublicMenu } from "./public-menu";

/**
 * The header of the public pages, for visitors who are not signed in (proxy.ts
 * sends signed-in ones to the signed-in shell, whose header knows them). It is
 * rendered on the server and looks like the signed-in header does for nobody;
 * only the language picker, the links' `aria-current` and the narrow screens'
 * menu run in the browser, with the navigation's messages alone.
 */
export async function PublicHeader() {
  const t = await getTranslations("Nav");
  const links = navLinks(null).map((link) => ({ href: link.href, text: t(link.label) }));
  const login = (
    <Button asChild>
      <LocaleLink href="/auth" prefetch={false}>
        {t("login")}
      </LocaleLink>
    </Button>
  );
  return (
    <HeaderFrame skip={t("skip")} home={t("brandHome")}>
      <MessagesFor namespaces={["Nav"]}>
        <Flex asChild className="wide-only" align="center" gap="1" wrap="nowrap">
          <nav aria-label={t("main")}>
            <NavLinkList links={links} className="nav-link" />
          </nav>
        </Flex>
        <Flex className="wide-only" align="center" gap="2" wrap="nowrap">
          <LanguagePicker compact />
          {login}
        </Flex>
        <PublicMenu account={login} />
      </MessagesFor>
    </HeaderFrame>
  );
}
