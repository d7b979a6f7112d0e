import type { ReactNode } from "react";
import { MessagesFor } from "@/components/i18n/messages-for";
import { currentUser } from "@/lib/auth/current-user";
import type { Locale } from "@/lib/domain/locales";
import type { ClientNamespace } from "@/lib/i18n/messages";
import { userTimeZone } from "@/lib/time/zone";

/**
 * A signed-in page's own client parts, with only the namespaces they use:
 * the frame around them (header, toasts, the offline banner, the error view)
 * has its own few (FRAME_NAMESPACES in signed-in-frame.tsx), so the calendar
 * no longer carries the profile's texts, nor the journal the checkout's.
 * Dates below are written in the user's zone, as in the frame. The page
 * names its language (pageLocale): a navigation within the app renders the
 * page without its layouts, so nothing else would have said it. Each page
 * lists its namespaces by hand; page-messages.test.ts follows every page's
 * imports and fails when a list misses one its parts read, or names one
 * none of them does.
 */
export async function PageMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly ClientNamespace[];
  children: ReactNode;
}) {
  const user = await currentUser();
  return (
    <MessagesFor locale={locale} namespaces={namespaces} timeZone={userTimeZone(user?.timeZone)}>
      {children}
    </MessagesFor>
  );
}
