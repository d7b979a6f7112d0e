// Where a reminder leads: the journal with its New Dream dialog open
// (components/dreams/journal.tsx reads ?new=1), in the reminder's language.
import "server-only";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/domain/locales";
import { localizedPath } from "@/lib/i18n/paths";

/** The journal, opening New Dream: a path, for the service worker (same origin). */
export const newDreamPath = (locale: Locale): string => `${localizedPath(locale, "/")}?new=1`;

export const newDreamUrl = (locale: Locale): string => new URL(newDreamPath(locale), env.APP_URL).toString();

export const profileUrl = (locale: Locale): string => new URL(localizedPath(locale, "/profile"), env.APP_URL).toString();

/** The List-Unsubscribe address (RFC 8058): a POST there, with no session, turns e-mail reminders off. */
export const unsubscribeUrl = (token: string): string =>
  new URL(`/api/reminders/unsubscribe?token=${token}`, env.APP_URL).toString();
