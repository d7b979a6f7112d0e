"use client";

import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { isLocale } from "@/lib/domain/locales";
import { deviceTimeZone, useSaveTimeZone } from "@/lib/swr/use-time-zone";
import { currentZoneName } from "@/lib/time/zone";
import { zoneCities, type ZoneCities } from "@/lib/time/zone-names";
import { availableZones, optionLabel, zoneOptions, type ZoneOption } from "@/lib/time/zone-options";
import { ZoneCombobox } from "./zone-combobox";

const noSubscription = () => () => undefined;
/** This browser's zone by its current name (browsers still say "Europe/Kiev"). */
const deviceZone = () => {
  const zone = deviceTimeZone();
  return zone && currentZoneName(zone);
};

/** The city names of the page's language, loaded once the card is on screen (a few KB, only on /profile). */
function useZoneCities(locale: string): ZoneCities | null {
  const [cities, setCities] = useState<{ locale: string; names: ZoneCities } | null>(null);
  useEffect(() => {
    if (!isLocale(locale)) return;
    let live = true;
    void zoneCities(locale).then((names) => {
      if (live) setCities({ locale, names });
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return cities?.locale === locale ? cities.names : null;
}

/**
 * /profile: the time zone every date in the app is shown in, and the user's
 * days follow (calendar, streaks, date filters). A searchable list of the
 * zones this browser knows, by their current IANA names, with the city and
 * country in the page's language; this device's zone is suggested first.
 */
export function TimeZoneCard() {
  const t = useTranslations("Profile");
  const locale = useLocale();
  const { user } = useAuth();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useSaveTimeZone();
  const currentId = useId();
  const [saving, setSaving] = useState(false);
  // Only the browser knows its zone: nothing of it in the server's HTML.
  const device = useSyncExternalStore(noSubscription, deviceZone, () => null);
  const cities = useZoneCities(locale);
  const current = user?.timeZone ?? null;
  const utcName = t("timeZoneUtc");
  const options = useMemo(
    () => (cities ? zoneOptions(availableZones([current, device]), { locale, cities, utcName }) : null),
    [cities, current, device, locale, utcName],
  );
  if (!user) return null;

  const optionOf = (zone: string) => options?.find((option) => option.zone === zone);
  // Until the names load, a zone is called by its IANA name.
  const named = (zone: string) => {
    const option = optionOf(zone);
    return option ? optionLabel(option) : zone;
  };

  async function choose(zone: string) {
    if (zone === current) return;
    setSaving(true);
    try {
      await save(zone);
      toast({ title: t("timeZoneSaved", { zone: named(zone) }) });
    } catch (error) {
      toast({ title: t("timeZoneSaveFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  const currentOption = current ? optionOf(current) : undefined;
  return (
    <Card size="3" data-testid="time-zone-settings">
      <Flex direction="column" gap="3" align="stretch">
        <Heading as="h2" size="4">
          {t("timeZoneTitle")}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t("timeZoneHint")}
        </Text>
        <Text as="p" size="2" id={currentId}>
          {t("timeZoneLabel")}:{" "}
          <Text weight="medium" data-testid="time-zone-current" data-zone={current ?? undefined}>
            {current ? named(current) : t("timeZoneNotSet")}
          </Text>
          {currentOption && ` · ${currentOption.offset}`}
        </Text>
        <div style={{ maxWidth: 420 }}>
          <ZoneCombobox
            options={options}
            current={current}
            device={device}
            disabled={saving}
            describedBy={currentId}
            onChoose={(option: ZoneOption) => void choose(option.zone)}
          />
        </div>
        {device && device !== current && (
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2" color="gray" data-testid="device-time-zone">
              {t("timeZoneDevice", { zone: named(device) })}
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
