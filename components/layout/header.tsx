"use client";

import { Button, Flex, IconButton } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useRef, useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { useCheckout } from "@/components/billing/use-checkout";
import { LanguagePicker } from "@/components/i18n/language-picker";
import { MenuIcon } from "@/components/ui/shell-icons";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { HeaderFrame } from "./header-frame";
import { currentPage, navLinks } from "./nav-links";
import { Link as LocaleLink, usePathname, useRouter } from "@/lib/i18n/navigation";

// The drawer (Radix Dialog, 8 KB gzip) is for narrow screens, and only once
// the menu button is pressed: it loads then, and is warmed on pointing.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

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
  // Mounted from the first opening on, so that closing can animate and return focus.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
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

  const account = (
    <>
      {user && !user.isPremium && (
        <Button
          color="amber"
          variant="solid"
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
          <LocaleLink href="/auth" onClick={close}>
            {t("login")}
          </LocaleLink>
        </Button>
      )}
    </>
  );

  return (
    <HeaderFrame skip={t("skip")} home={t("brandHome")}>
      <Flex asChild className="member-wide" align="center" gap="1" wrap="nowrap">
        <nav aria-label={t("main")}>
          {links.map((link) => (
            <LocaleLink
              key={link.href}
              href={link.href}
              className="nav-link"
              aria-current={currentPage(pathname, link.href)}
              // Fetched ahead when pointed at or focused, not with every page: each is rendered for this member on the server.
              prefetch={false}
              onPointerEnter={() => router.prefetch(link.href)}
              onFocus={() => router.prefetch(link.href)}
            >
              {t(link.label)}
            </LocaleLink>
          ))}
        </nav>
      </Flex>
      <Flex className="member-wide" align="center" gap="2" wrap="nowrap">
        <LanguagePicker compact />
        {account}
      </Flex>

      <IconButton
        ref={menuButton}
        variant="ghost"
        size="3"
        className="member-narrow"
        aria-label={t("menu")}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onPointerEnter={() => void loadMobileMenu()}
        onClick={() => {
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
      >
        <MenuIcon width="22" height="22" />
      </IconButton>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            links={links}
            pathname={pathname}
            account={account}
            trigger={menuButton}
          />
        </Suspense>
      )}
    </HeaderFrame>
  );
}
