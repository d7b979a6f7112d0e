// Header links by role, as the spec lists them.
export interface NavUser {
  isPremium: boolean;
}

export type NavLabel = "home" | "analyses" | "playlists" | "patterns" | "about" | "pricing" | "help" | "profile";

export interface NavLink {
  href: string;
  label: NavLabel;
}

export function navLinks(user: NavUser | null): NavLink[] {
  const links: { href: string; label: NavLabel; show: boolean }[] = [
    { href: "/", label: "home", show: true },
    { href: "/analyses", label: "analyses", show: Boolean(user?.isPremium) },
    { href: "/playlists", label: "playlists", show: user !== null },
    { href: "/calendar", label: "patterns", show: user !== null },
    { href: "/about", label: "about", show: true },
    { href: "/pricing", label: "pricing", show: true },
    { href: "/help", label: "help", show: true },
    { href: "/profile", label: "profile", show: user !== null },
  ];
  return links.filter((l) => l.show).map(({ href, label }) => ({ href, label }));
}

/** Pages reached from a link's page rather than from the header: the link stays marked on them. */
const SECTIONS: Record<string, string[]> = { "/calendar": ["/trends"] };

/** `aria-current` for a link: "page" on the page it leads to, "true" on the other pages of its section. */
export function currentPage(pathname: string, href: string): "page" | "true" | undefined {
  if (pathname === href) return "page";
  return SECTIONS[href]?.includes(pathname) ? "true" : undefined;
}
