import type { ReactNode } from "react";

// Every page has its document in app/[locale]/layout.tsx (proxy.ts rewrites
// each page's address under its language). This one only passes through, so
// that app/not-found.tsx can exist for what no rewrite reaches.
export default function PassThrough({ children }: { children: ReactNode }) {
  return children;
}
