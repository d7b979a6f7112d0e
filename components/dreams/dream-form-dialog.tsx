"use client";

import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Button, Callout, Checkbox, Dialog, Flex, Link as ThemeLink, Text, TextArea, TextField } from "@radix-ui/themes";
import { useFormatter, useTimeZone, useTranslations } from "next-intl";
import { startTransition, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { VoiceInput } from "@/components/voice/voice-input";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useStableCallback } from "@/lib/client/use-stable-callback";
import { CLARITY_LEVELS, TITLE_MAX } from "@/lib/domain/journal";
import { journalHref } from "@/lib/dreams/journal-query";
import type { Dream } from "@/lib/dreams/schema";
import { useFieldErrors } from "@/lib/forms/use-field-errors";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { addTags, type TagRefusal } from "@/lib/tags/input";
import { TIME } from "@/lib/time/format";
import { localInputValue } from "@/lib/time/local";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zone";
import { withDictation } from "@/lib/voice/text";
import { NativeSelect } from "@/components/ui/native-select";
import { MoodSelect } from "@/components/marks/mood-select";
import { TagInput } from "./tag-input";
import { CannotKeepError, useSaveDream, type SaveOutcome } from "./use-save-dream";
import { EMPTY, inputOf, latestDate, opening, type Values } from "./dream-form-values";

const UNRATED = "unrated";

interface Props {
  /** Without a dream, the dialog records a new one; with one, it edits it. */
  dream?: Dream;
  trigger: ReactNode;
  onSaved: (dream: Dream) => Promise<unknown> | void;
  /** Open from the start: the button was pressed before this code had loaded (lazy-dialogs.tsx). */
  defaultOpen?: boolean;
  /** Told whenever the dialog opens or closes (and that it is closed when it goes): the journal holds an edited card. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * Records or edits a dream. Pages carry it on demand (lazy-dialogs.tsx): its
 * code loads when its button is first pressed, and it opens as it mounts.
 * Everything that goes wrong is said inside the
 * dialog (fields under their inputs, a refused save above the buttons), where
 * the user is looking; what was typed is never lost: what cannot be stored
 * now waits on the device (use-save-dream.ts). A save says so in a toast; a
 * dream dated before today says where it went, with a link to that day.
 */
export function DreamFormDialog({ dream, trigger, onSaved, defaultOpen = false, onOpenChange }: Props) {
  const t = useTranslations("NewDream");
  const td = useTranslations("Drafts");
  const tv = useTranslations("Validation");
  // The signed-in frame's: the user's zone, UTC while it is unknown.
  const timeZone = useTimeZone() ?? DEFAULT_TIME_ZONE;
  const format = useFormatter();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { save } = useSaveDream(dream);
  const [open, setOpen] = useState(defaultOpen);
  const [values, setValues] = useState<Values>(() => opening(dream, EMPTY, timeZone));
  const { errors, check, recheck, clear } = useFieldErrors("dreamInput");
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const contentId = useId();
  const moodId = useId();
  const dateId = useId();
  const clarityId = useId();
  const tl = useTranslations("Lucid");
  /** Why the text left in the tag field could not be added when the dream was saved. */
  const [tagRefusal, setTagRefusal] = useState<TagRefusal | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  /** Editing: the text as it was when dictation began; what is dictated goes after it. */
  const dictationBase = useRef<string | null>(null);
  const editing = dream !== undefined;
  const openChanged = useStableCallback((now: boolean) => onOpenChange?.(now));
  useEffect(() => openChanged(open), [open, openChanged]);
  useEffect(() => () => openChanged(false), [openChanged]);

  function openChange(next: boolean) {
    if (!next) return setOpen(false);
    dictationBase.current = null;
    // Opening draws the whole form: a transition, so the press paints first and the form's render yields to the browser.
    startTransition(() => {
      setOpen(true);
      setValues((before) => opening(dream, before, timeZone));
      clear();
      setFailure(null);
      setTagRefusal(null);
    });
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
    void recheck(inputOf(next, timeZone));
  }

  function fail(message: string) {
    setFailure(message);
    requestAnimationFrame(() => failureRef.current?.focus());
  }

  /** A dream dated before today is not at the top of the journal: the toast links to its day. */
  function whereItWent(saved: Dream): ReactNode {
    const day = localInputValue(new Date(saved.createdAt), timeZone).slice(0, 10);
    if (day >= localInputValue(new Date(), timeZone).slice(0, 10)) return undefined;
    return (
      <>
        {t("filedUnder", { date: format.dateTime(new Date(saved.createdAt), { dateStyle: "long" }) })}{" "}
        <ThemeLink asChild>
          <LocaleLink href={journalHref({ page: 1, from: day, to: day })} data-testid="saved-dream-day">
            {t("showDay")}
          </LocaleLink>
        </ThemeLink>
      </>
    );
  }

  /** The dialog closes; the lists follow (onSaved), and a toast says what happened. */
  async function done(outcome: SaveOutcome) {
    if (!dream) setValues(EMPTY);
    setOpen(false);
    if (outcome.kind === "kept") {
      if (outcome.why === "offline") return toast({ title: td("kept"), description: td("keptText") });
      const at = new Date(outcome.retryAt);
      return toast({
        title: td("kept"),
        description: td("keptForQuota", { time: format.dateTime(at, TIME), relative: format.relativeTime(at, new Date()) }),
        duration: 10_000,
      });
    }
    await onSaved(outcome.dream);
    toast({ title: editing ? t("changesSaved") : t("dreamSaved"), description: whereItWent(outcome.dream) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSaving(true);
    try {
      // A tag still in its field goes with the dream (unless it cannot be a tag: then the field says why).
      const pending = addTags(values.tags, values.tagText.split(","));
      if (pending.refused) return setTagRefusal(pending.refused);
      const ready = { ...values, tags: pending.tags, tagText: "" };
      setValues(ready);
      const checked = await check(inputOf(ready, timeZone));
      if (checked.errors) return;
      await done(await save(checked.data));
    } catch (error) {
      fail(error instanceof CannotKeepError ? td("cannotKeep") : errorMessage(error));
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
            <Flex gap="3" wrap="wrap">
              <Flex direction="column" gap="1" style={{ flex: "1 1 200px", minWidth: 0 }}>
                <Text as="label" htmlFor={moodId} size="2" weight="medium">
                  {t("mood")}
                </Text>
                <MoodSelect id={moodId} value={values.mood} onChange={(mood) => change({ mood })} />
              </Flex>
              <Flex direction="column" gap="1" style={{ flex: "1 1 200px", minWidth: 0 }}>
                <Text as="label" htmlFor={dateId} size="2" weight="medium">
                  {t("date")}
                </Text>
                <TextField.Root
                  id={dateId}
                  type="datetime-local"
                  name="createdAt"
                  value={values.date}
                  min="1900-01-01T00:00"
                  max={latestDate(timeZone)}
                  onChange={(e) => change({ date: e.target.value, dateEdited: true })}
                  aria-invalid={Boolean(errors.createdAt)}
                  aria-describedby={errors.createdAt ? `${dateId}-error` : undefined}
                  data-testid="dream-date"
                />
                {errors.createdAt && (
                  <Text id={`${dateId}-error`} size="1" color="red" role="alert">
                    {tv(errors.createdAt.key, errors.createdAt.values)}
                  </Text>
                )}
              </Flex>
            </Flex>
            <TagInput
              tags={values.tags}
              text={values.tagText}
              onChange={({ tags, text }) => {
                setTagRefusal(null);
                change({ tags, tagText: text });
              }}
              error={
                tagRefusal
                  ? { key: tagRefusal, values: {} }
                  : (errors.tags ?? Object.entries(errors).find(([field]) => field.startsWith("tags."))?.[1])
              }
            />
            <Flex gap="3" wrap="wrap" align="end">
              <Text as="label" size="2" style={{ flex: "1 1 200px" }}>
                <Flex gap="2" align="center">
                  <Checkbox
                    checked={values.lucid}
                    onCheckedChange={(checked) => change({ lucid: checked === true })}
                    data-testid="lucid-checkbox"
                  />
                  {tl("checkbox")}
                </Flex>
              </Text>
              {values.lucid && (
                <Flex direction="column" gap="1" style={{ flex: "1 1 200px", minWidth: 0 }}>
                  <Text as="label" htmlFor={clarityId} size="2" weight="medium">
                    {tl("clarity")}
                  </Text>
                  <NativeSelect
                    id={clarityId}
                    value={values.clarity === null ? UNRATED : String(values.clarity)}
                    onValueChange={(value) =>
                      change({ clarity: CLARITY_LEVELS.find((level) => String(level) === value) ?? null })
                    }
                    options={[
                      { value: UNRATED, label: tl("unrated") },
                      ...CLARITY_LEVELS.map((level) => ({ value: String(level), label: tl(`level${level}`) })),
                    ]}
                    testId="clarity-select"
                  />
                </Flex>
              )}
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
