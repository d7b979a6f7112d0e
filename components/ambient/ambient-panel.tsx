"use client";

import { PlayIcon, StopIcon } from "@/components/ui/icons";
import { Button, Card, Flex, Heading, Slider, Text } from "@radix-ui/themes";
import { NativeSelect } from "@/components/ui/native-select";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import {
  getAmbientSnapshot,
  getServerAmbientSnapshot,
  playAmbient,
  stopAmbient,
  subscribeAmbient,
  updateAmbient,
  type AmbientOwner,
} from "@/lib/ambient/engine";
import { DEFAULT_VOLUME, initialMood, paramsFor } from "@/lib/ambient/presets";
import { isMood, MOODS, type Mood } from "@/lib/domain/moods";

/** A play/stop control for the tone of a mood; `mood` only picks the starting tone. */
export function AmbientPanel({ mood }: { mood?: string | null }) {
  const t = useTranslations("Ambient");
  const moodName = useTranslations("Moods");
  const format = useFormatter();
  const id = useId();
  // Identifies this panel's sound in the shared engine, so that another panel
  // starting a sound shows up here as "stopped".
  const [owner] = useState<AmbientOwner>(() => ({}));
  const [selected, setSelected] = useState<Mood>(() => initialMood(mood));
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const sound = useSyncExternalStore(subscribeAmbient, getAmbientSnapshot, getServerAmbientSnapshot);
  const playing = sound.playing && sound.owner === owner;
  const gain = playing && sound.params ? sound.params.volume : 0;
  const volumeText = format.number(volume, { style: "percent", maximumFractionDigits: 0 });

  useEffect(() => () => stopAmbient(owner), [owner]);

  // Radix Themes renders the slider thumb (the element with role="slider")
  // itself and passes it neither aria-label nor aria-valuetext, so name it here.
  const sliderRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const thumb = sliderRef.current?.querySelector('[role="slider"]');
    thumb?.setAttribute("aria-label", t("volume"));
    thumb?.setAttribute("aria-valuetext", volumeText);
  }, [t, volumeText]);

  function toggle() {
    if (playing) stopAmbient(owner);
    else playAmbient(paramsFor(selected, volume), owner);
  }

  function chooseMood(value: string) {
    if (!isMood(value)) return;
    setSelected(value);
    if (playing) updateAmbient(paramsFor(value, volume), owner);
  }

  function changeVolume([value]: number[]) {
    if (value === undefined) return;
    setVolume(value);
    if (playing) updateAmbient(paramsFor(selected, value), owner);
  }

  return (
    <Card
      asChild
      size="2"
      data-testid="ambient-panel"
      data-state={playing ? "playing" : "stopped"}
      data-mood={selected}
      data-gain={String(gain)}
    >
      <section aria-labelledby={`${id}-title`}>
        <Flex direction="column" gap="3">
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id={`${id}-title`}>
              {t("title")}
            </Heading>
            <Button type="button" onClick={toggle} variant={playing ? "soft" : "solid"} data-testid="ambient-toggle">
              {playing ? <StopIcon aria-hidden /> : <PlayIcon aria-hidden />}
              {playing ? t("stop") : t("play")}
            </Button>
          </Flex>
          <Text size="2" color="gray">
            {t("description")}
          </Text>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`${id}-mood`} size="2" weight="medium">
              {t("mood")}
            </Text>
            <NativeSelect
              id={`${id}-mood`}
              value={selected}
              onValueChange={chooseMood}
              options={MOODS.map((m) => ({ value: m, label: moodName(m) }))}
              testId="ambient-mood"
            />
          </Flex>
          <Flex direction="column" gap="2">
            <Flex justify="between" gap="2">
              <Text as="div" size="2" weight="medium">
                {t("volume")}
              </Text>
              <Text size="2" color="gray" aria-hidden>
                {volumeText}
              </Text>
            </Flex>
            <Slider
              ref={sliderRef}
              min={0}
              max={1}
              step={0.01}
              value={[volume]}
              onValueChange={changeVolume}
              // The root is a plain span; without a role its aria-label would be ignored.
              role="group"
              aria-label={t("volume")}
              data-testid="ambient-volume"
            />
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
