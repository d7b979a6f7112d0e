"use client";

import { Callout } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent } from "react";
import { useSWRConfig } from "swr";
import { useAuth } from "@/components/auth/auth-provider";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { claimDeviceCopy } from "@/lib/offline/device-copy";
import { syncDrafts } from "@/lib/offline/sync";
import { useDrafts } from "@/lib/offline/use-drafts";
import { useOnline } from "@/lib/offline/use-online";
import { journalWritten } from "@/lib/swr/after-write";
import { DREAMS_KEY_PREFIX, HEALTH_KEY, USER_KEY } from "@/lib/swr/keys";

/** How often waiting drafts are tried again while the browser says it is online (a connection can be up but useless). */
const RETRY_MS = 30_000;

/**
 * On every signed-in page: says when the browser is offline, sends the
 * drafts kept on this device as soon as it is online again (and on start),
 * and then refreshes what the journal shows. The device copy of what was
 * read is claimed for the signed-in user (another account's is dropped).
 */
export function OfflineSync() {
  const t = useTranslations("Drafts");
  const { user } = useAuth();
  const online = useOnline();
  const drafts = useDrafts(user?.id);
  const toast = useToast();
  const describe = useErrorMessage();
  const { mutate } = useSWRConfig();
  const userId = user?.id;
  const sendable = drafts.filter((d) => d.problem === null || d.problem.retry).length;
  /** One sync; what it says and refreshes follows the latest render, without restarting the effect below. */
  const sync = useEffectEvent(async (id: number, isLive: () => boolean) => {
    const report = await syncDrafts(id, describe).catch(() => null);
    if (!isLive() || !report || report.sent === 0) return;
    toast({ title: t("synced", { count: report.sent }) });
    journalWritten();
    await mutate(
      (key) => typeof key === "string" && (key.startsWith(DREAMS_KEY_PREFIX) || key === HEALTH_KEY || key === USER_KEY),
    );
  });

  useEffect(() => {
    if (userId !== undefined) void claimDeviceCopy(userId);
  }, [userId]);

  useEffect(() => {
    if (userId === undefined || !online || sendable === 0) return;
    let live = true;
    const run = () => void sync(userId, () => live);
    run();
    const timer = setInterval(run, RETRY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [userId, online, sendable]);

  if (online) return null;
  return (
    <Callout.Root color="amber" variant="surface" mb="4" role="status" data-testid="offline-banner">
      <Callout.Text>{t("banner")}</Callout.Text>
    </Callout.Root>
  );
}
