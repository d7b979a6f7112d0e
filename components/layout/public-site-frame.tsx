import type { ReactNode } from "react";
import { PublicHeader } from "./public-header";

/** A public page's header and main region (the auth screens carry their own language picker and no header). */
export function PublicSiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <main id="main" className="site-main">
        {children}
      </main>
    </>
  );
}
