"use client";

import { EnvelopeClosedIcon } from "@radix-ui/react-icons";
import { Box, Button, Callout } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useResendVerification } from "./verification-link";

/** The share dialog's answer to 403 email_unverified: why, and the link again. */
export function VerifyToShare({ message }: { message: string }) {
  const t = useTranslations("Verify");
  const { resend, sending } = useResendVerification();
  return (
    <Callout.Root color="amber" role="alert" size="1" data-testid="share-unverified">
      <Callout.Icon>
        <EnvelopeClosedIcon />
      </Callout.Icon>
      <Callout.Text>{message}</Callout.Text>
      <Box>
        <Button size="1" color="amber" loading={sending} onClick={() => void resend()}>
          {t("resend")}
        </Button>
      </Box>
    </Callout.Root>
  );
}
