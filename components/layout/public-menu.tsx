"use client";

import { IconButton } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { usePathname } from "@/lib/i18n/navigation";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { MenuIcon } from "@/components/ui/shell-icons";
import { navLinks } from "./nav-links";

// As in the signed-in header: the drawer (Radix Dialog) loads when first opened, warmed on pointing.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** The public header's menu button on narrow screens, and the drawer it opens. */
export function PublicMenu({ account }: { account: ReactNode }) {
  const t = useTranslations("Nav");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={button}
        variant="ghost"
        size="3"
        className="narrow-only"
        aria-label={t("menu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMobileMenu()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon width="22" height="22" />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu
            open={open}
            onOpenChange={setOpen}
            links={navLinks(null)}
            pathname={pathname}
            account={account}
            trigger={button}
          />
        </Suspense>
      )}
    </>
  );
}
