"use client";

import { Button, Flex } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { useFieldErrors } from "@/lib/forms/use-field-errors";

interface Props {
  mode: "login" | "register";
  submitLabel: string;
  onSubmit: (email: string, password: string) => Promise<void>;
  footer?: ReactNode;
}

/** E-mail and password, validated with the schema the API uses. */
export function CredentialsForm({ mode, submitLabel, onSubmit, footer }: Props) {
  const t = useTranslations("Auth");
  const { errors, check, recheck } = useFieldErrors("credentials");
  const [busy, setBusy] = useState(false);
  const read = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return { email: data.get("email"), password: data.get("password") };
  };

  // Uncontrolled inputs: text typed before hydration is kept.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await check(read(event.currentTarget));
    if (checked.errors) return;
    setBusy(true);
    try {
      await onSubmit(checked.data.email, checked.data.password);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      onChange={(event) => void recheck(read(event.currentTarget))}
      method="post"
      noValidate
      aria-label={submitLabel}
    >
      <Flex direction="column" gap="3">
        <FormField label={t("email")} name="email" type="email" autoComplete="email" error={errors.email} />
        <FormField
          label={t("password")}
          name="password"
          type="password"
          autoComplete={mode === "login" ? "current-password" : "new-password"}
          error={errors.password}
        />
        <Button type="submit" size="3" loading={busy}>
          {submitLabel}
        </Button>
        {footer}
      </Flex>
    </form>
  );
}
