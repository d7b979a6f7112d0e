import { Flex } from "@radix-ui/themes";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import type { ReactNode } from "react";
import { LogoMark } from "@/components/brand/logo";

/**
 * What both headers share (the signed-in one, a client component, and the
 * public one, rendered on the server): the skip link, the brand, and the row
 * the rest goes in. The labels come translated.
 */
export function HeaderFrame({ skip, home, children }: { skip: string; home: string; children: ReactNode }) {
  return (
    <header className="site-header">
      <a href="#main" className="rt-reset skip-link">
        {skip}
      </a>
      <Flex align="center" justify="between" gap="4" className="site-header-inner">
        {/* Not fetched ahead: a visitor's home is prerendered, a member's is the page they are usually on. */}
        <LocaleLink href="/" prefetch={false} className="brand" aria-label={home}>
          <LogoMark />
          <span className="brand-name">DreamScape</span>
        </LocaleLink>
        {children}
      </Flex>
    </header>
  );
}
