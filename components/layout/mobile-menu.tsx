"use client";

import { Dialog, Flex, IconButton, Separator, VisuallyHidden } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import type { ReactNode, RefObject } from "react";
import { LanguagePicker } from "@/components/i18n/language-picker";
import { CloseIcon } from "@/components/ui/shell-icons";
import { currentPage, type NavLink } from "./nav-links";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: NavLink[];
  pathname: string;
  /** Upgrade and log in/out: the header's own buttons. */
  account: ReactNode;
  /** The header's menu button: focus returns to it when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The narrow screens' drawer (Radix Dialog), loaded by the header when first opened. */
export function MobileMenu({ open, onOpenChange, links, pathname, account, trigger }: Props) {
  const t = useTranslations("Nav");
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        className="drawer"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The button lives outside this Dialog (no Dialog.Trigger), so Radix cannot find it.
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <Flex justify="between" align="center" mb="4">
          <Dialog.Title mb="0">{t("menu")}</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" size="3" aria-label={t("closeMenu")}>
              <CloseIcon width="20" height="20" />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <VisuallyHidden>
          <Dialog.Description>{t("menu")}</Dialog.Description>
        </VisuallyHidden>
        <nav aria-label={t("main")}>
          {links.map((link) => (
            <LocaleLink
              key={link.href}
              href={link.href}
              className="drawer-link"
              aria-current={currentPage(pathname, link.href)}
              onClick={close}
            >
              {t(link.label)}
            </LocaleLink>
          ))}
        </nav>
        <Separator size="4" my="4" />
        <Flex direction="column" gap="3" align="stretch">
          <LanguagePicker onChosen={close} />
          {account}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
