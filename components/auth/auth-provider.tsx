"use client";

import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { api } from "@/lib/api/client";
import { useUserQuery, type User } from "@/lib/swr/use-user";

interface AuthContextValue {
  user: User | null;
  isLoading: boolean;
  login: (email: string, password: string) => Promise<User>;
  register: (email: string, password: string) => Promise<User>;
  logout: () => Promise<void>;
  refresh: () => Promise<unknown>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading, mutate } = useUserQuery();

  const signIn = useCallback(
    async (path: string, email: string, password: string) => {
      const user = await api<User>("POST", path, { email, password });
      await mutate(user, { revalidate: false });
      return user;
    },
    [mutate],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: data ?? null,
      isLoading,
      login: (email, password) => signIn("/api/login", email, password),
      register: (email, password) => signIn("/api/register", email, password),
      logout: async () => {
        await api("POST", "/api/logout");
        await mutate(null, { revalidate: false });
      },
      refresh: () => mutate(),
    }),
    [data, isLoading, mutate, signIn],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
