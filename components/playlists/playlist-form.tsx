"use client";

import { Button, Card, Flex, Heading, Text, TextArea } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { MoodSelect } from "@/components/marks/mood-select";
import { FormField } from "@/components/ui/form-field";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useFieldErrors } from "@/lib/forms/use-field-errors";
import { createPlaylistFor } from "./create-playlist";
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX, type Playlist } from "@/lib/playlists/schema";

interface Values {
  name: string;
  description: string;
  dominantMood: string | undefined;
}

const EMPTY: Values = { name: "", description: "", dominantMood: undefined };

/** The /playlists form: name, description and dominant mood; 'generating' while the music is found and stored. */
export function PlaylistForm({ onCreated }: { onCreated: (playlist: Playlist) => Promise<unknown> }) {
  const t = useTranslations("Playlists");
  const tv = useTranslations("Validation");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, check, recheck } = useFieldErrors("playlistForm");
  const [generating, setGenerating] = useState(false);
  const descriptionId = useId();
  /** A field's error goes as soon as the value is valid. */
  const change = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    void recheck(next);
  };
  const moodId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await check(values);
    if (checked.errors) return;
    setGenerating(true);
    try {
      const playlist = await createPlaylistFor({
        name: checked.data.name,
        description: checked.data.description ?? null,
        dominantMood: checked.data.dominantMood,
      });
      setValues(EMPTY);
      await onCreated(playlist);
      toast({
        title: t("successTitle"),
        description: t("created", { name: playlist.name, count: playlist.tracks.suggestedTracks.length }),
      });
    } catch (error) {
      toast({ title: t("errorTitle"), description: errorMessage(error) || t("createFailed"), variant: "destructive" });
    } finally {
      setGenerating(false);
    }
  }

  return (
    <Card size="3">
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="playlist-form-title" data-testid="playlist-form">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="playlist-form-title">
            {t("formTitle")}
          </Heading>
          <FormField
            label={t("name")}
            name="name"
            placeholder={t("namePlaceholder")}
            value={values.name}
            maxLength={PLAYLIST_NAME_MAX}
            onChange={(e) => change({ name: e.target.value })}
            error={errors.name}
          />
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={descriptionId} size="2" weight="medium">
              {t("description")}
            </Text>
            <TextArea
              id={descriptionId}
              name="description"
              rows={2}
              maxLength={PLAYLIST_DESCRIPTION_MAX}
              placeholder={t("descriptionPlaceholder")}
              value={values.description}
              onChange={(e) => change({ description: e.target.value })}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={moodId} size="2" weight="medium">
              {t("dominantMood")}
            </Text>
            <MoodSelect
              id={moodId}
              placeholder={t("chooseMood")}
              value={values.dominantMood}
              onChange={(dominantMood) => change({ dominantMood })}
              invalid={Boolean(errors.dominantMood)}
              describedBy={errors.dominantMood ? `${moodId}-error` : undefined}
            />
            {errors.dominantMood && (
              <Text id={`${moodId}-error`} size="1" color="red" role="alert">
                {tv(errors.dominantMood.key, errors.dominantMood.values)}
              </Text>
            )}
          </Flex>
          <Flex justify="end">
            <Button type="submit" loading={generating} data-testid="create-playlist">
              {generating ? t("generating") : t("create")}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
