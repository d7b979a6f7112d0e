// Links, redirects and the router, each writing addresses in the page's
// language (next-intl's navigation on lib/i18n/routing.ts): <Link href="/about">
// is /about on an English page and /uk/about on a Ukrainian one.
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
