// Signing in or up from the browser: the request alone. The auth screen goes
// on to the journal, whose layout reads the new session on the server, so it
// needs neither SWR nor the session context (nor their script) on /auth;
// AuthProvider adds its cache update on top.
import { api } from "@/lib/client/client";
import type { Registered } from "@/lib/auth/schema";

export type SignInMode = "login" | "register";

/** The account; after registering on a laptop without mail, also its verification link (`dev`). */
export function signIn(mode: SignInMode, email: string, password: string): Promise<Registered> {
  return mode === "register"
    ? api("POST", "/api/register", "registered", { email, password })
    : api("POST", "/api/login", "publicUser", { email, password });
}
