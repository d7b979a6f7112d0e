"use client";

import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import { AuthProvider } from "@/components/auth/auth-provider";
import { FlashToasts } from "@/components/ui/flash-toast";
import { Toaster } from "@/components/ui/toaster";
import type { PublicUser } from "@/lib/auth/schema";
import { swrConfig } from "@/lib/swr/config";

/** `initialUser`: what the server knew about the session (undefined: it could not tell). */
export function Providers({ children, initialUser }: { children: ReactNode; initialUser: PublicUser | null | undefined }) {
  return (
    <SWRConfig value={swrConfig}>
      <AuthProvider initialUser={initialUser}>
        <Toaster>
          {children}
          <FlashToasts />
        </Toaster>
      </AuthProvider>
    </SWRConfig>
  );
}
