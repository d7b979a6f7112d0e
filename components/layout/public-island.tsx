import type { ReactNode } from "react";
import { MessagesFor } from "@/components/i18n/messages-for";
import type { ClientNamespace } from "@/lib/i18n/messages";
import { Providers } from "./providers";

/**
 * An interactive part of a public page that needs the session's actions
 * (sign in, checkout) and toasts: the providers the signed-in shell has, with
 * nobody signed in (proxy.ts sends signed-in visitors to that shell), and only
 * the messages the island uses.
 */
export function PublicIsland({ namespaces, children }: { namespaces: readonly ClientNamespace[]; children: ReactNode }) {
  return (
    <MessagesFor namespaces={["Common", "Toast", ...namespaces]}>
      <Providers initialUser={null}>{children}</Providers>
    </MessagesFor>
  );
}
