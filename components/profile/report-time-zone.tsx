"use client";

import { useEffect, useRef } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { deviceTimeZone, useSaveTimeZone } from "@/lib/swr/use-time-zone";

/**
 * A user who never chose a time zone gets the browser's, once: their days
 * (calendar, streaks, date filters) then follow their own clock instead of
 * UTC. A zone chosen on /profile is never overwritten. Renders nothing.
 */
export function ReportTimeZone() {
  const { user } = useAuth();
  const save = useSaveTimeZone();
  const tried = useRef(false);
  const unset = user !== null && user.timeZone === null;

  useEffect(() => {
    if (!unset || tried.current || !navigator.onLine) return;
    const zone = deviceTimeZone();
    if (!zone) return;
    tried.current = true;
    // A failure is no matter: the next page load asks again.
    save(zone).catch(() => undefined);
  }, [unset, save]);

  return null;
}
