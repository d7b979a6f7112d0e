import type { ReactNode } from "react";
import { Protected } from "@/components/auth/protected";

export default function SignedInLayout({ children }: { children: ReactNode }) {
  return <Protected>{children}</Protected>;
}
