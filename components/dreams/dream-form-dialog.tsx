"use client";

import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Button, Callout, Dialog, Flex, Text, TextArea } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { VoiceInput } from "@/components/voice/voice-input";
import { useAuth } from "@/components/auth/auth-provider";
import { useToast } from "@/components/ui/toaster";
import { api, NetworkError } from "@/lib/api/client";
import { useErrorMessage } from "@/lib/api/use-error-message";
import { IDEMPOTENCY_KEY_HEADER, TITLE_MAX } from "@/lib/dreams/constants";
import type { Dream, DreamInput } from "@/lib/dreams/schema";
import { useFieldErrors } from "@/lib/forms/use-field-errors";
import { newDraftKey, saveDraft } from "@/lib/offline/drafts";
import { withDictation } from "@/lib/voice/text";
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
 * the user is looking; what was typed is never lost. A new dream that cannot
 * reach the server (offline, or the connection drops) is kept on the device
 * and sent later (lib/offline/): it carries one Idempotency-Key from its first
 * try on, so the server stores it once however often it is sent.
 */
export function DreamFormDialog({ dream, trigger, onSaved }: Props) {
  const t = useTranslations("NewDream");
  const td = useTranslations("Drafts");
  const tv = useTranslations("Validation");
  const { user } = useAuth();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, check, recheck, clear } = useFieldErrors("dreamInput");
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const contentId = useId();
  const moodId = useId();
  const failureRef = useRef<HTMLDivElement>(null);
  /** Editing: the text as it was when dictation began; what is dictated goes after it. */
  const dictationBase = useRef<string | null>(null);
  /** The new dream's Idempotency-Key: one per dream, kept across retries until it is saved. */
  const draftKey = useRef<string | null>(null);
  const editing = dream !== undefined;

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      // Editing starts from the dream; a new dream from whatever was left unsaved.
      if (dream) setValues({ title: dream.title, content: dream.content, mood: dream.mood ?? undefined });
      clear();
      setFailure(null);
      dictationBase.current = null;
    }
  }

  /** Dictation writes a new dream's text and title; in an edit it adds to the text and leaves the title alone. */
  function dictated(content: string, title: string) {
    if (!editing) return change({ content, title });
    dictationBase.current ??= values.content;
    change({ content: withDictation(dictationBase.current, content) });
  }

  /** A field's error goes as soon as its value is valid. */
  function change(patch: Partial<Values>) {
    const next = { ...values, ...patch };
    setValues(next);
    void recheck(next);
  }

  function saved() {
    if (!dream) {
      setValues(EMPTY);
      draftKey.current = null;
    }
    setOpen(false);
  }

  function fail(message: string) {
    setFailure(message);
    requestAnimationFrame(() => failureRef.current?.focus());
  }

  /** Offline: the new dream waits on the device (the journal lists it) until the connection returns. */
  async function keepOnDevice(input: DreamInput, key: string) {
    if (!user) return fail(t("saveFailed"));
    try {
      await saveDraft({
        key,
        userId: user.id,
        ...input,
        mood: input.mood ?? null,
        createdAt: new Date().toISOString(),
        problem: null,
      });
    } catch {
      return fail(td("cannotKeep"));
    }
    saved();
    toast({ title: td("kept"), description: td("keptText") });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSaving(true);
    try {
      const checked = await check(values);
      if (checked.errors) return;
      if (dream) {
        const changed = await api("PATCH", `/api/dreams/${dream.id}`, "dream", {
          ...checked.data,
          mood: checked.data.mood ?? null,
        });
        saved();
        await onSaved(changed);
        return;
      }
      const key = (draftKey.current ??= newDraftKey());
      if (!navigator.onLine) return await keepOnDevice(checked.data, key);
      try {
        const created = await api("POST", "/api/dreams", "dream", checked.data, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
        saved();
        await onSaved(created);
      } catch (error) {
        // The request or its answer was lost: the draft goes with the same key, so if it did arrive it is stored once.
        if (error instanceof NetworkError) return await keepOnDevice(checked.data, key);
        throw error;
      }
    } catch (error) {
      fail(errorMessage(error));
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
              onChange={(e) => change({ title: e.target.value })}
              error={errors.title}
            />
            <Flex direction="column" gap="1">
              <Flex justify="between" align="center">
                <Text as="label" htmlFor={contentId} size="2" weight="medium">
                  {t("content")}
                </Text>
                <VoiceInput onTranscript={dictated} />
              </Flex>
              <TextArea
                id={contentId}
                name="content"
                rows={8}
                placeholder={t("contentPlaceholder")}
                value={values.content}
                onChange={(e) => change({ content: e.target.value })}
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
              <MoodSelect id={moodId} value={values.mood} onChange={(mood) => change({ mood })} />
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
