// Header links by role, as the spec lists them.
export interface NavUser {
  isPremium: boolean;
}

export type NavLabel = "home" | "analyses" | "playlists" | "about" | "pricing" | "help" | "profile";

export interface NavLink {
  href: string;
  label: NavLabel;
}

export function navLinks(user: NavUser | null): NavLink[] {
  const links: { href: string; label: NavLabel; show: boolean }[] = [
    { href: "/", label: "home", show: true },
    { href: "/analyses", label: "analyses", show: Boolean(user?.isPremium) },
    { href: "/playlists", label: "playlists", show: user !== null },
    { href: "/about", label: "about", show: true },
    { href: "/pricing", label: "pricing", show: true },
    { href: "/help", label: "help", show: true },
    { href: "/profile", label: "profile", show: user !== null },
  ];
  return links.filter((l) => l.show).map(({ href, label }) => ({ href, label }));
}

/** `aria-current` for a link: "page" on the page it leads to. */
export function currentPage(pathname: string, href: string): "page" | undefined {
  return pathname === href ? "page" : undefined;
}
