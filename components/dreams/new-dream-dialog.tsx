"use client";

import { PlusIcon } from "@radix-ui/react-icons";
import { Button, Dialog, Flex, Text, TextArea } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { useToast } from "@/components/ui/toaster";
import { VoiceInput } from "@/components/voice/voice-input";
import { api } from "@/lib/api/client";
import { useErrorMessage } from "@/lib/api/use-error-message";
import { dreamInputSchema, dreamSchema } from "@/lib/dreams/schema";
import { fieldErrors, type FieldErrors } from "@/lib/forms/field-errors";
import { MoodSelect } from "./mood-select";

const EMPTY = { title: "", content: "", mood: undefined as string | undefined };

export function NewDreamDialog({ onSaved }: { onSaved: () => Promise<unknown> }) {
  const t = useTranslations("NewDream");
  const tv = useTranslations("Validation");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const contentId = useId();
  const moodId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = fieldErrors(dreamInputSchema, values);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    try {
      await api("POST", "/api/dreams", dreamSchema, checked.data);
      setValues(EMPTY);
      setOpen(false);
      await onSaved();
    } catch (error) {
      // The form keeps its text: nothing typed is lost when saving fails.
      toast({
        title: t("saveFailed"),
        description: errorMessage(error),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="3" data-testid="new-dream">
          <PlusIcon /> {t("open")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>{t("title")}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t("description")}
        </Dialog.Description>
        <form onSubmit={submit} noValidate aria-label={t("title")}>
          <Flex direction="column" gap="3">
            <FormField
              label={t("dreamTitle")}
              name="title"
              value={values.title}
              maxLength={200}
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
              />
              {errors.content && (
                <Text size="1" color="red" role="alert">
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
            <Flex gap="3" justify="end" mt="2">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t("cancel")}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={saving}>
                {saving ? t("saving") : t("save")}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
