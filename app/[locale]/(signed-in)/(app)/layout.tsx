import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { Protected } from "@/components/auth/protected";
import { currentSession } from "@/lib/auth/current-user";

// The session is read on the server: a signed-in user gets the page at once,
// a signed-out one is redirected before anything renders (through
// /auth/expired when a stale cookie has to go first). Protected keeps
// watching in the browser (a logout elsewhere, an expired session).
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const { user, invalid } = await currentSession();
  if (user === null) redirect(invalid ? "/auth/expired" : "/auth");
  return <Protected>{children}</Protected>;
}
