import { Button } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { mailto, SUPPORT_EMAIL } from "./contact";

/** A mail to support with a subject in the reader's language; on /about and at the end of /help. */
export async function ContactSupportButton({ variant = "soft" }: { variant?: "solid" | "soft" }) {
  const t = await getTranslations("About");
  return (
    <Button asChild size="3" variant={variant}>
      <a href={mailto(SUPPORT_EMAIL, t("supportSubject"))} data-testid="contact-support">
        <SpriteIcon name="chat-bubble" /> {t("contactSupport")}
      </a>
    </Button>
  );
}
