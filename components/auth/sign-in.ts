// Signing in or up from the browser: the request alone. The auth screen goes
// on to the journal, whose layout reads the new session on the server, so it
// needs neither SWR nor the session context (nor their script) on /auth;
// AuthProvider adds its cache update on top.
import { api } from "@/lib/api/client";
import type { PublicUser } from "@/lib/auth/schema";

export type SignInMode = "login" | "register";

const PATHS: Record<SignInMode, string> = { login: "/api/login", register: "/api/register" };

export function signIn(mode: SignInMode, email: string, password: string): Promise<PublicUser> {
  return api("POST", PATHS[mode], "publicUser", { email, password });
}
