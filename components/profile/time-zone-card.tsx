"use client";

import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState, useSyncExternalStore } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/api/use-error-message";
import { deviceTimeZone, useSaveTimeZone } from "@/lib/swr/use-time-zone";

const noSubscription = () => () => undefined;

/** Every zone this browser knows, and the current one even if it does not list it. */
function zonesWith(current: string | null): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

const zoneLabel = (zone: string) => zone.replaceAll("_", " ");

/** /profile: the time zone the user's days follow (calendar, streaks, date filters), as an IANA name. */
export function TimeZoneCard() {
  const t = useTranslations("Profile");
  const { user } = useAuth();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useSaveTimeZone();
  const selectId = useId();
  const [saving, setSaving] = useState(false);
  // Only the browser knows its zone: nothing of it in the server's HTML.
  const device = useSyncExternalStore(noSubscription, deviceTimeZone, () => null);
  const current = user?.timeZone ?? null;
  const zones = useMemo(() => zonesWith(current), [current]);
  if (!user) return null;

  async function choose(zone: string) {
    if (zone === current) return;
    setSaving(true);
    try {
      await save(zone);
      toast({ title: t("timeZoneSaved", { zone: zoneLabel(zone) }) });
    } catch (error) {
      toast({ title: t("timeZoneSaveFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card size="3" data-testid="time-zone-settings">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h2" size="4">
          {t("timeZoneTitle")}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t("timeZoneHint")}
        </Text>
        <Flex direction="column" gap="1" style={{ width: "100%", maxWidth: 360 }}>
          <Text as="label" htmlFor={selectId} size="2" weight="medium">
            {t("timeZoneLabel")}
          </Text>
          <Select.Root value={current ?? undefined} onValueChange={(zone) => void choose(zone)} disabled={saving}>
            <Select.Trigger id={selectId} placeholder={t("timeZoneNotSet")} data-testid="time-zone-select" />
            <Select.Content position="popper">
              {zones.map((zone) => (
                <Select.Item key={zone} value={zone}>
                  {zoneLabel(zone)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        {device && device !== current && (
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2" color="gray" data-testid="device-time-zone">
              {t("timeZoneDevice", { zone: zoneLabel(device) })}
            </Text>
            <Button size="1" variant="soft" disabled={saving} onClick={() => void choose(device)}>
              {t("useDeviceZone")}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
