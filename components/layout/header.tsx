"use client";

import { Cross2Icon, HamburgerMenuIcon } from "@radix-ui/react-icons";
import { Button, Dialog, Flex, IconButton, Separator, VisuallyHidden } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import NextLink from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { useCheckout } from "@/components/billing/use-checkout";
import { LogoMark } from "@/components/brand/logo";
import { LanguageSelect } from "@/components/i18n/language-select";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/api/use-error-message";
import { navLinks } from "./nav-links";

export function Header() {
  const pathname = usePathname();
  // The auth screens carry their own language picker and the footer's links.
  if (pathname === "/auth" || pathname.startsWith("/auth/")) return null;
  return <HeaderBar pathname={pathname} />;
}

function HeaderBar({ pathname }: { pathname: string }) {
  const t = useTranslations("Nav");
  const { user, logout } = useAuth();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const checkout = useCheckout();
  const links = navLinks(user);
  const close = () => setDrawerOpen(false);

  async function onLogout() {
    close();
    try {
      await logout();
      router.replace("/auth");
    } catch (error) {
      toast({ title: t("logoutFailed"), description: errorMessage(error), variant: "destructive" });
    }
  }

  const current = (href: string) => (pathname === href ? "page" : undefined);

  const account = (
    <>
      {user && !user.isPremium && (
        <Button
          color="amber"
          variant="solid"
          highContrast
          loading={checkout.starting}
          onClick={() => void checkout.start()}
          data-testid="header-upgrade"
        >
          {t("upgrade")}
        </Button>
      )}
      {user ? (
        <Button variant="soft" color="gray" onClick={() => void onLogout()}>
          {t("logout")}
        </Button>
      ) : (
        <Button asChild>
          <NextLink href="/auth" onClick={close}>
            {t("login")}
          </NextLink>
        </Button>
      )}
    </>
  );

  return (
    <header className="site-header">
      <a href="#main" className="rt-reset skip-link">
        {t("skip")}
      </a>
      <Flex align="center" justify="between" gap="4" className="site-header-inner">
        <NextLink href="/" className="brand" aria-label={t("brandHome")}>
          <LogoMark />
          <span className="brand-name">DreamScape</span>
        </NextLink>

        <Flex asChild className="wide-only" align="center" gap="1" wrap="nowrap">
          <nav aria-label={t("main")}>
            {links.map((link) => (
              <NextLink key={link.href} href={link.href} className="nav-link" aria-current={current(link.href)}>
                {t(link.label)}
              </NextLink>
            ))}
          </nav>
        </Flex>
        <Flex className="wide-only" align="center" gap="2" wrap="nowrap">
          <LanguageSelect compact />
          {account}
        </Flex>

        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger>
            <IconButton variant="ghost" size="3" className="narrow-only" aria-label={t("menu")}>
              <HamburgerMenuIcon width="22" height="22" />
            </IconButton>
          </Dialog.Trigger>
          <Dialog.Content className="drawer" aria-describedby={undefined}>
            <Flex justify="between" align="center" mb="4">
              <Dialog.Title mb="0">{t("menu")}</Dialog.Title>
              <Dialog.Close>
                <IconButton variant="ghost" color="gray" size="3" aria-label={t("closeMenu")}>
                  <Cross2Icon width="20" height="20" />
                </IconButton>
              </Dialog.Close>
            </Flex>
            <VisuallyHidden>
              <Dialog.Description>{t("menu")}</Dialog.Description>
            </VisuallyHidden>
            <nav aria-label={t("main")}>
              {links.map((link) => (
                <NextLink
                  key={link.href}
                  href={link.href}
                  className="drawer-link"
                  aria-current={current(link.href)}
                  onClick={close}
                >
                  {t(link.label)}
                </NextLink>
              ))}
            </nav>
            <Separator size="4" my="4" />
            <Flex direction="column" gap="3" align="stretch">
              <LanguageSelect onChosen={close} />
              {account}
            </Flex>
          </Dialog.Content>
        </Dialog.Root>
      </Flex>
    </header>
  );
}
