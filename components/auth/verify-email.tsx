"use client";

import { CheckCircledIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Button, Callout, Card, Flex, Heading, Link as ThemeLink, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { Link as LocaleLink } from "@/lib/i18n/navigation";

type State = { kind: "idle" } | { kind: "confirming" } | { kind: "done"; message: string } | { kind: "failed"; message: string };

/**
 * /auth/verify?token=…: opening the link verifies nothing (mail scanners open
 * links); the button does. The token comes from the address, read in the
 * browser, so that the page itself is the same for everyone.
 */
export function VerifyEmail() {
  const token = useSearchParams().get("token") ?? "";
  const t = useTranslations("Verify");
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<State>({ kind: "idle" });

  async function confirm() {
    setState({ kind: "confirming" });
    try {
      const result = await api("POST", "/api/user/verification/confirm", "messageResult", { token });
      setState({ kind: "done", message: result.message });
    } catch (error) {
      setState({ kind: "failed", message: errorMessage(error) });
    }
  }

  return (
    <Card size="4" style={{ maxWidth: 480, margin: "8vh auto" }} data-testid="verify-email">
      <Flex direction="column" gap="4">
        <Heading as="h1" size="6">
          {state.kind === "done" ? t("doneTitle") : t("title")}
        </Heading>
        {state.kind === "done" ? (
          <>
            <Callout.Root color="jade" role="status" data-testid="verify-done">
              <Callout.Icon>
                <CheckCircledIcon />
              </Callout.Icon>
              <Callout.Text>{state.message}</Callout.Text>
            </Callout.Root>
            <Button asChild size="3">
              <LocaleLink href="/">{t("toJournal")}</LocaleLink>
            </Button>
          </>
        ) : (
          <>
            <Text as="p" color="gray">
              {token ? t("intro") : t("missingToken")}
            </Text>
            {state.kind === "failed" && (
              <Callout.Root color="red" role="alert" data-testid="verify-failed">
                <Callout.Icon>
                  <ExclamationTriangleIcon />
                </Callout.Icon>
                <Callout.Text>{state.message}</Callout.Text>
              </Callout.Root>
            )}
            <Button size="3" disabled={!token} loading={state.kind === "confirming"} onClick={() => void confirm()}>
              {t("button")}
            </Button>
            {state.kind === "failed" && (
              <ThemeLink asChild size="2">
                <LocaleLink href="/profile">{t("toProfile")}</LocaleLink>
              </ThemeLink>
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}
