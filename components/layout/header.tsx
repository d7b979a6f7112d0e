"use client";

import { HamburgerMenuIcon } from "@radix-ui/react-icons";
import { Button, Dialog, Flex, IconButton, Link as ThemeLink, Text, VisuallyHidden } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import NextLink from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { LanguageSelect } from "@/components/i18n/language-select";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/api/use-error-message";
import { navLinks } from "./nav-links";

export function Header() {
  const pathname = usePathname();
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
  const links = navLinks(user);

  async function onLogout() {
    try {
      await logout();
      router.replace("/auth");
    } catch (error) {
      toast({
        title: t("logoutFailed"),
        description: errorMessage(error),
        variant: "destructive",
      });
    }
  }

  const nav = (vertical: boolean) => (
    <Flex asChild direction={vertical ? "column" : "row"} gap={vertical ? "3" : "4"} align={vertical ? "start" : "center"}>
      <nav aria-label={t("main")}>
        {links.map((link) => (
          <ThemeLink key={link.href} asChild weight={pathname === link.href ? "bold" : "regular"} size="2">
            <NextLink
              href={link.href}
              onClick={() => setDrawerOpen(false)}
              aria-current={pathname === link.href ? "page" : undefined}
            >
              {t(link.label)}
            </NextLink>
          </ThemeLink>
        ))}
      </nav>
    </Flex>
  );

  const actions = (
    <Flex gap="2" align="center" wrap="wrap">
      <LanguageSelect />
      {user && !user.isPremium && (
        <Button asChild variant="solid" color="amber">
          <NextLink href="/pricing">{t("upgrade")}</NextLink>
        </Button>
      )}
      {user ? (
        <Button variant="soft" onClick={onLogout}>
          {t("logout")}
        </Button>
      ) : (
        <Button asChild>
          <NextLink href="/auth">{t("login")}</NextLink>
        </Button>
      )}
    </Flex>
  );

  return (
    <header className="site-header">
      <Flex align="center" justify="between" gap="4" className="site-header-inner">
        <NextLink href="/" className="brand" aria-label="DreamScape">
          <span aria-hidden="true" className="brand-mark">
            ☾
          </span>
          <Text weight="bold" size="4">
            DreamScape
          </Text>
        </NextLink>
        <div className="desktop-only">{nav(false)}</div>
        <div className="desktop-only">{actions}</div>
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger>
            <IconButton variant="ghost" className="mobile-only" aria-label={t("menu")}>
              <HamburgerMenuIcon width="20" height="20" />
            </IconButton>
          </Dialog.Trigger>
          <Dialog.Content className="drawer">
            <Dialog.Title>{t("menu")}</Dialog.Title>
            <VisuallyHidden>
              <Dialog.Description>{t("menu")}</Dialog.Description>
            </VisuallyHidden>
            <Flex direction="column" gap="5">
              {nav(true)}
              {actions}
            </Flex>
          </Dialog.Content>
        </Dialog.Root>
      </Flex>
    </header>
  );
}
