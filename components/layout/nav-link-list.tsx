"use client";

import { currentPage } from "./nav-links";
import { Link as LocaleLink, usePathname } from "@/lib/i18n/navigation";

export interface TextLink {
  href: string;
  text: string;
}

/**
 * The public header's links, translated on the server; only `aria-current`
 * needs the browser's address. Not prefetched: the pages they lead to are
 * prerendered and served from memory, and a visitor's first page should not
 * spend a phone's bandwidth on pages they may never open.
 */
export function NavLinkList({ links, className, onNavigate }: { links: TextLink[]; className: string; onNavigate?: () => void }) {
  const pathname = usePathname();
  return links.map((link) => (
    <LocaleLink
      key={link.href}
      href={link.href}
      prefetch={false}
      className={className}
      aria-current={currentPage(pathname, link.href)}
      onClick={onNavigate}
    >
      {link.text}
    </LocaleLink>
  ));
}
