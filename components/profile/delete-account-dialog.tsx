"use client";

import { DownloadIcon } from "@radix-ui/react-icons";
import { AlertDialog, Button, Flex, Text, TextField } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useId, useState, type FormEvent } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { send } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { forgetDeviceCopy } from "@/lib/offline/device-copy";
import { removeDraftsOf } from "@/lib/offline/drafts";

/**
 * Deleting the account: the dialog says that everything goes, offers the
 * journal's export first, and asks for the current password (the server
 * checks it; a wrong one is said in the dialog, and nothing is deleted).
 * Afterwards nothing of the account stays in this browser either: the copy
 * kept for reading offline and the drafts not yet sent go with it.
 */
export function DeleteAccountDialog() {
  const t = useTranslations("Profile");
  const tValidation = useTranslations("Validation");
  const { user, refresh } = useAuth();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const fieldId = `${id}-password`;
  const problemId = `${id}-problem`;
  if (!user) return null;
  const userId = user.id;

  function changeOpen(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setPassword("");
      setProblem(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setProblem(tValidation("currentPasswordRequired"));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await send("DELETE", "/api/user", { password });
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
      return;
    }
    // Storage may be refused (a private window): the account is gone either way.
    await Promise.allSettled([forgetDeviceCopy(), removeDraftsOf(userId)]);
    await refresh();
    router.replace("/auth");
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      <AlertDialog.Trigger>
        <Button color="red" variant="soft" data-testid="delete-account">
          {t("deleteAccount")}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="480px" data-testid="delete-account-dialog">
        <AlertDialog.Title>{t("deleteAccount")}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t("deleteConfirm")} {user.isPremium && t("deletePremium")}
        </AlertDialog.Description>

        <Flex direction="column" gap="2" mt="4" data-testid="delete-export-offer">
          <Text as="p" size="2">
            {t("deleteExport")}
          </Text>
          <Flex gap="4" wrap="wrap">
            <Button asChild variant="ghost" size="2">
              <a href="/api/dreams/export?format=json" download="my_dreams.json" data-testid="delete-export-json">
                <DownloadIcon aria-hidden /> {t("downloadBackup")}
              </a>
            </Button>
            <Button asChild variant="ghost" size="2">
              <a href="/api/dreams/export" download="my_dreams.txt" data-testid="delete-export-txt">
                <DownloadIcon aria-hidden /> {t("downloadText")}
              </a>
            </Button>
          </Flex>
        </Flex>

        <form onSubmit={(event) => void submit(event)} noValidate>
          <Flex direction="column" gap="1" mt="4">
            <Text as="label" htmlFor={fieldId} size="2" weight="medium">
              {t("currentPassword")}
            </Text>
            <Text as="p" size="1" color="gray" id={`${id}-hint`}>
              {t("deletePasswordHint")}
            </Text>
            <TextField.Root
              id={fieldId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={problem !== null}
              aria-describedby={problem === null ? `${id}-hint` : `${id}-hint ${problemId}`}
              data-testid="delete-password"
            />
            {problem !== null && (
              <Text id={problemId} size="1" color="red" role="alert" data-testid="delete-problem">
                {problem}
              </Text>
            )}
          </Flex>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray" disabled={busy}>
                {t("cancel")}
              </Button>
            </AlertDialog.Cancel>
            <Button type="submit" color="red" highContrast loading={busy} data-testid="delete-confirm">
              {t("deleteForever")}
            </Button>
          </Flex>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
