"use client";

import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Button, Callout, Card, Checkbox, Flex, Heading, Skeleton, Switch, Text, TextField } from "@radix-ui/themes";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { useResendVerification } from "@/components/auth/verification-link";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { pushState, subscribeThisBrowser, unsubscribeThisBrowser, type PushState } from "./push-subscription";
import { DAYS, type Day } from "@/lib/reminders/days";
import type { Reminders, ReminderSettings } from "@/lib/reminders/schema";
import { REMINDERS_KEY } from "@/lib/swr/keys";
import { useReminders } from "@/lib/swr/use-reminders";
import { FULL_DATE_TIME } from "@/lib/time/format";
import { useSWRConfig } from "swr";

/** Weekday names of the page's language, Monday first (23 November 2026 is a Monday). */
function useDayNames(): Record<Day, string> {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    return Object.fromEntries(DAYS.map((day, i) => [day, format.format(new Date(Date.UTC(2026, 10, 23 + i)))])) as Record<
      Day,
      string
    >;
  }, [locale]);
}

const fieldset = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * /profile: the morning reminder. On or off, the minute on the user's clock,
 * the days, and the channels: push to the browsers that allowed it (this one
 * is set up when saving), e-mail to a verified address. A test sends one now.
 */
export function RemindersCard() {
  const t = useTranslations("Reminders");
  const { data, error } = useReminders();
  return (
    <Card size="3" data-testid="reminders">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t("title")}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t("intro")}
        </Text>
        {data ? (
          <RemindersForm key={JSON.stringify([data.morning, data.channels])} saved={data} />
        ) : error ? (
          <Text as="p" size="2" color="red" role="alert">
            {t("loadFailed")}
          </Text>
        ) : (
          <Skeleton height="160px" />
        )}
      </Flex>
    </Card>
  );
}

function RemindersForm({ saved }: { saved: Reminders }) {
  const t = useTranslations("Reminders");
  const format = useFormatter();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const { resend, sending } = useResendVerification();
  const dayNames = useDayNames();
  const ids = { time: useId(), days: useId(), channels: useId() };
  const [enabled, setEnabled] = useState(saved.morning.enabled);
  const [time, setTime] = useState(saved.morning.time);
  const [days, setDays] = useState<Set<Day>>(new Set(saved.morning.days));
  const [push, setPush] = useState(saved.channels.push);
  const [email, setEmail] = useState(saved.channels.email);
  const [busy, setBusy] = useState<"save" | "test" | "browser" | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [browser, setBrowser] = useState<PushState | null>(null);

  useEffect(() => {
    let live = true;
    void pushState().then((state) => live && setBrowser(state));
    return () => {
      live = false;
    };
  }, []);

  const settings = (): ReminderSettings => ({
    morning: { enabled, time, days: DAYS.filter((day) => days.has(day)) },
    channels: { push, email },
  });

  /** Sets up this browser for push; says so when the browser refuses. */
  async function setUpBrowser(): Promise<void> {
    const state = await subscribeThisBrowser();
    setBrowser(state);
    if (state === "denied") toast({ title: t("pushBlockedTitle"), description: t("pushBlocked"), variant: "destructive" });
  }

  async function save() {
    setBusy("save");
    setRefused(null);
    let stored: Reminders;
    try {
      stored = await api("PUT", "/api/reminders", "reminders", settings());
    } catch (error) {
      setRefused(errorMessage(error));
      setBusy(null);
      return;
    }
    try {
      if (stored.morning.enabled && stored.channels.push && saved.available.push && browser !== "unsupported") {
        await setUpBrowser();
      }
      toast({ title: t("saved") });
    } catch (error) {
      toast({ title: t("pushFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      await mutate(REMINDERS_KEY, stored, { revalidate: false });
      setBusy(null);
    }
  }

  async function browserChange(on: boolean) {
    setBusy("browser");
    try {
      if (on) await setUpBrowser();
      else {
        await unsubscribeThisBrowser();
        setBrowser("unsubscribed");
      }
    } catch (error) {
      toast({ title: t("pushFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function test() {
    setBusy("test");
    try {
      const sent = await api("POST", "/api/reminders/test", "reminderTest");
      const parts = [...(sent.push > 0 ? [t("testPush", { count: sent.push })] : []), ...(sent.email ? [t("testEmail")] : [])];
      toast(
        parts.length > 0
          ? { title: t("testSent"), description: parts.join(" ") }
          : { title: t("testNothingTitle"), description: t("testNothing"), variant: "destructive" },
      );
    } catch (error) {
      toast({ title: t("testFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  const next = saved.next ? format.dateTime(new Date(saved.next), FULL_DATE_TIME) : null;
  return (
    <Flex direction="column" gap="4" align="stretch">
      <Text as="label" size="2">
        <Flex gap="3" align="center">
          <Switch checked={enabled} onCheckedChange={setEnabled} data-testid="reminder-enabled" />
          {t("morningSwitch")}
        </Flex>
      </Text>

      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={ids.time} size="2" weight="medium">
          {t("time")}
        </Text>
        <Flex gap="3" align="center" wrap="wrap">
          <TextField.Root
            id={ids.time}
            type="time"
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            style={{ width: 130 }}
            data-testid="reminder-time"
          />
          <Text size="2" color="gray">
            {t("timeZone", { zone: saved.timeZone })}
          </Text>
        </Flex>
      </Flex>

      <fieldset style={fieldset}>
        <Text size="2" weight="medium" mb="2" asChild>
          <legend>{t("days")}</legend>
        </Text>
        <Flex gap="3" wrap="wrap">
          {DAYS.map((day) => (
            <Text as="label" size="2" key={day}>
              <Flex gap="1" align="center">
                <Checkbox
                  checked={days.has(day)}
                  onCheckedChange={(checked) =>
                    setDays((current) => {
                      const changed = new Set(current);
                      if (checked === true) changed.add(day);
                      else changed.delete(day);
                      return changed;
                    })
                  }
                  data-testid={`reminder-day-${day}`}
                />
                {dayNames[day]}
              </Flex>
            </Text>
          ))}
        </Flex>
      </fieldset>

      <fieldset style={fieldset}>
        <Text size="2" weight="medium" mb="2" asChild>
          <legend>{t("channels")}</legend>
        </Text>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Text as="label" size="2">
              <Flex gap="3" align="center">
                <Switch checked={push} onCheckedChange={setPush} disabled={!saved.available.push} data-testid="reminder-push" />
                {t("push")}
              </Flex>
            </Text>
            <Text as="p" size="1" color="gray" data-testid="reminder-push-state">
              {!saved.available.push
                ? t("pushOff")
                : browser === null
                  ? "\u00a0"
                  : browser === "subscribed"
                    ? t("browserOn")
                    : browser === "denied"
                      ? t("pushBlocked")
                      : browser === "unsupported"
                        ? t("browserUnsupported")
                        : t("browserOff")}
            </Text>
            {saved.available.push && (browser === "subscribed" || browser === "unsubscribed") && (
              <div>
                <Button
                  size="1"
                  variant="soft"
                  color="gray"
                  loading={busy === "browser"}
                  disabled={busy !== null && busy !== "browser"}
                  onClick={() => void browserChange(browser !== "subscribed")}
                  data-testid="reminder-browser"
                >
                  {browser === "subscribed" ? t("browserStop") : t("browserStart")}
                </Button>
              </div>
            )}
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2">
              <Flex gap="3" align="center">
                <Switch
                  checked={email}
                  onCheckedChange={setEmail}
                  disabled={!saved.available.email}
                  data-testid="reminder-email"
                />
                <span className="user-text">{t("email", { email: user?.email ?? "" })}</span>
              </Flex>
            </Text>
            {!saved.available.email ? (
              <Text as="p" size="1" color="gray">
                {t("emailOff")}
              </Text>
            ) : (
              user &&
              !user.emailVerified && (
                <Flex gap="2" align="center" wrap="wrap">
                  <Text as="p" size="1" color="gray" data-testid="reminder-email-unverified">
                    {t("emailUnverified")}
                  </Text>
                  <Button size="1" variant="soft" color="gray" loading={sending} onClick={() => void resend()}>
                    {t("resend")}
                  </Button>
                </Flex>
              )
            )}
          </Flex>
        </Flex>
      </fieldset>

      {refused && (
        <Callout.Root color="red" role="alert" size="1" data-testid="reminders-refused">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{refused}</Callout.Text>
        </Callout.Root>
      )}

      <Text as="p" size="2" data-testid="reminder-next">
        {next ? t("next", { date: next }) : t("off")}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button loading={busy === "save"} disabled={busy !== null && busy !== "save"} onClick={() => void save()}>
          {t("save")}
        </Button>
        <Button
          variant="soft"
          loading={busy === "test"}
          disabled={busy !== null && busy !== "test"}
          onClick={() => void test()}
          data-testid="reminder-test"
        >
          {t("test")}
        </Button>
      </Flex>
      <Text as="p" size="1" color="gray">
        {t("skipNote")}
      </Text>
    </Flex>
  );
}
