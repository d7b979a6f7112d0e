"use client";

import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import { AuthProvider } from "@/components/auth/auth-provider";
import { Toaster } from "@/components/ui/toaster";
import { swrConfig } from "@/lib/swr/config";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <AuthProvider>
        <Toaster>{children}</Toaster>
      </AuthProvider>
    </SWRConfig>
  );
}
