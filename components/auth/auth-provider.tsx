"use client";

import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { send } from "@/lib/client/client";
import type { PublicUser } from "@/lib/auth/schema";
import { forgetDeviceCopy } from "@/lib/offline/device-copy";
import { useUserQuery } from "@/lib/swr/use-user";
import { signIn as request, type SignInMode } from "./sign-in";

interface AuthContextValue {
  user: PublicUser | null;
  isLoading: boolean;
  /** Set when the session could not be read (not a 401: the server or the network failed). */
  error: Error | undefined;
  login: (email: string, password: string) => Promise<PublicUser>;
  register: (email: string, password: string) => Promise<PublicUser>;
  logout: () => Promise<void>;
  refresh: () => Promise<unknown>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session for client components. The server renders with the user it
 * already read, so a signed-in page never flashes a signed-out header and
 * public pages do not ask /api/user when the server knows nobody is signed in.
 */
export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser?: PublicUser | null }) {
  const { data, error, isLoading, mutate } = useUserQuery(initialUser);

  const signIn = useCallback(
    async (mode: SignInMode, email: string, password: string) => {
      const user = await request(mode, email, password);
      await mutate(user, { revalidate: false });
      return user;
    },
    [mutate],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: data ?? null,
      // SWR counts a revalidation over fallback data as loading; a known user is not loading.
      isLoading: isLoading && data === undefined,
      error: data === undefined ? error : undefined,
      login: (email, password) => signIn("login", email, password),
      register: (email, password) => signIn("register", email, password),
      logout: async () => {
        await send("POST", "/api/logout");
        // What was kept for reading offline goes with the session (drafts not yet sent stay, for this user only).
        await forgetDeviceCopy().catch(() => undefined);
        await mutate(null, { revalidate: false });
      },
      refresh: () => mutate(),
    }),
    [data, error, isLoading, mutate, signIn],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
