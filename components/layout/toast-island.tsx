import type { ReactNode } from "react";
import { MessagesFor } from "@/components/i18n/messages-for";
import { FlashToasts } from "@/components/ui/flash-toast";
import { Toaster } from "@/components/ui/toaster";
import type { ClientNamespace } from "@/lib/i18n/messages";

/**
 * An island that only needs toasts (the auth screens: signing in is a request
 * and a navigation, see components/auth/sign-in.ts): no session context and
 * no SWR, whose script the page then does without. (A file of its own: a
 * page loads the script of every client component its server modules import,
 * rendered or not, so it must not share one with PublicIsland's providers.)
 */
export function ToastIsland({ namespaces, children }: { namespaces: readonly ClientNamespace[]; children: ReactNode }) {
  return (
    <MessagesFor namespaces={["Common", "Toast", ...namespaces]}>
      <Toaster>
        {children}
        <FlashToasts />
      </Toaster>
    </MessagesFor>
  );
}
