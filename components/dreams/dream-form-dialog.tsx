"use client";

import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Button, Callout, Dialog, Flex, Text, TextArea } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { VoiceInput } from "@/components/voice/voice-input";
import { api } from "@/lib/api/client";
import { useErrorMessage } from "@/lib/api/use-error-message";
import { TITLE_MAX } from "@/lib/dreams/constants";
import type { Dream } from "@/lib/dreams/schema";
import { fieldErrors, type FieldErrors } from "@/lib/forms/field-errors";
import { MoodSelect } from "./mood-select";

interface Values {
  title: string;
  content: string;
  mood: string | undefined;
}

const EMPTY: Values = { title: "", content: "", mood: undefined };

interface Props {
  /** Without a dream, the dialog records a new one; with one, it edits it. */
  dream?: Dream;
  trigger: ReactNode;
  onSaved: (dream: Dream) => Promise<unknown> | void;
}

/**
 * Records or edits a dream. Everything that goes wrong is said inside the
 * dialog (fields under their inputs, a refused save above the buttons), where
 * the user is looking; what was typed is never lost.
 */
export function DreamFormDialog({ dream, trigger, onSaved }: Props) {
  const t = useTranslations("NewDream");
  const tv = useTranslations("Validation");
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const contentId = useId();
  const moodId = useId();
  const failureRef = useRef<HTMLDivElement>(null);
  const editing = dream !== undefined;

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      // Editing starts from the dream; a new dream from whatever was left unsaved.
      if (dream) setValues({ title: dream.title, content: dream.content, mood: dream.mood ?? undefined });
      setErrors({});
      setFailure(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await fieldErrors("dreamInput", values);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const saved = dream
        ? await api("PATCH", `/api/dreams/${dream.id}`, "dream", { ...checked.data, mood: checked.data.mood ?? null })
        : await api("POST", "/api/dreams", "dream", checked.data);
      if (!dream) setValues(EMPTY);
      setOpen(false);
      await onSaved(saved);
    } catch (error) {
      setFailure(errorMessage(error));
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>{editing ? t("editTitle") : t("title")}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {editing ? t("editDescription") : t("description")}
        </Dialog.Description>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={editing ? t("editTitle") : t("title")}>
          <Flex direction="column" gap="3">
            <FormField
              label={t("dreamTitle")}
              name="title"
              value={values.title}
              maxLength={TITLE_MAX}
              onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
              error={errors.title}
            />
            <Flex direction="column" gap="1">
              <Flex justify="between" align="center">
                <Text as="label" htmlFor={contentId} size="2" weight="medium">
                  {t("content")}
                </Text>
                <VoiceInput onTranscript={(content, title) => setValues((v) => ({ ...v, content, title }))} />
              </Flex>
              <TextArea
                id={contentId}
                name="content"
                rows={8}
                placeholder={t("contentPlaceholder")}
                value={values.content}
                onChange={(e) => setValues((v) => ({ ...v, content: e.target.value }))}
                aria-invalid={Boolean(errors.content)}
                aria-describedby={errors.content ? `${contentId}-error` : undefined}
              />
              {errors.content && (
                <Text id={`${contentId}-error`} size="1" color="red" role="alert">
                  {tv(errors.content.key, errors.content.values)}
                </Text>
              )}
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={moodId} size="2" weight="medium">
                {t("mood")}
              </Text>
              <MoodSelect id={moodId} value={values.mood} onChange={(mood) => setValues((v) => ({ ...v, mood }))} />
            </Flex>
            {failure && (
              <Callout.Root color="red" role="alert" ref={failureRef} tabIndex={-1} data-testid="form-failure">
                <Callout.Icon>
                  <ExclamationTriangleIcon />
                </Callout.Icon>
                <Callout.Text>
                  <Text weight="bold">{t("saveFailed")}</Text> {failure}
                </Callout.Text>
              </Callout.Root>
            )}
            <Flex gap="3" justify="end" mt="2">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t("cancel")}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={saving}>
                {saving ? t("saving") : editing ? t("saveChanges") : t("save")}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
