// next-intl's routing: the languages and how they appear in addresses. English
// keeps the spec's paths (/about); the others live under their code
// (/uk/about): localePrefix "as-needed". proxy.ts applies the rule
// (lib/routing/page-route.ts); this configuration gives the app next-intl's
// navigation (lib/i18n/navigation.ts), which writes every link in the page's
// language.
import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "@/lib/domain/locales";

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  // The language cookie is set only when a person picks a language (the
  // picker, ?lng=): a page's answer must be the same for everyone at its address.
  localeCookie: false,
  // Search engines learn a page's languages from its <link rel="alternate"> tags (lib/seo/alternates.ts).
  alternateLinks: false,
});
