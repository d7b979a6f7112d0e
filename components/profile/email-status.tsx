"use client";

import { Badge, Button, Flex, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useResendVerification } from "@/components/auth/verification-link";
import type { PublicUser } from "@/lib/auth/schema";

/** Beside the address on /profile: verified or not, and the way to get the link again. */
export function EmailStatus({ user }: { user: PublicUser }) {
  const t = useTranslations("Verify");
  const { resend, sending } = useResendVerification();
  if (user.emailVerified) {
    return (
      <Badge color="jade" data-testid="email-verified">
        {t("verified")}
      </Badge>
    );
  }
  if (user.mailDelivery === "none") {
    return (
      <Text as="p" size="2" color="gray" data-testid="email-unverified">
        {t("noMail")}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="2" align="start" data-testid="email-unverified">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge color="amber">{t("unverified")}</Badge>
        <Text size="2" color="gray">
          {t("unverifiedHint")}
        </Text>
      </Flex>
      <Button size="1" variant="soft" loading={sending} onClick={() => void resend()} data-testid="resend-verification">
        {t("resend")}
      </Button>
    </Flex>
  );
}
