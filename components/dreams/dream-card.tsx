"use client";

import { Share1Icon, SpeakerLoudIcon, TrashIcon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Card, Checkbox, Flex, Heading, IconButton, ScrollArea, Text } from "@radix-ui/themes";
import { useLocale, useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Dream } from "@/lib/dreams/schema";

interface Props {
  dream: Dream;
  selectable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => Promise<void>;
  onShare: () => void;
  onCreatePlaylist: () => void;
}

export function DreamCard({ dream, selectable, selected, onSelect, onDelete, onShare, onCreatePlaylist }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const created = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(dream.createdAt));

  return (
    <Card size="3" asChild>
      <article data-testid="dream-card" aria-labelledby={`dream-${dream.id}`}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3">
            <Flex gap="3" align="start">
              {selectable && (
                <Checkbox
                  mt="1"
                  checked={selected}
                  onCheckedChange={(v) => onSelect(v === true)}
                  aria-label={t("DreamCard.select", { title: dream.title })}
                />
              )}
              <Box>
                <Heading as="h3" size="4" id={`dream-${dream.id}`}>
                  {dream.title}
                </Heading>
                <Text as="p" size="1" color="gray">
                  <time dateTime={dream.createdAt}>{created}</time>
                </Text>
              </Box>
            </Flex>
            {dream.mood && <Badge color="violet">{t(`Moods.${dream.mood}`)}</Badge>}
          </Flex>
          <ScrollArea type="auto" scrollbars="vertical" scrollHideDelay={600} style={{ maxHeight: 160 }}>
            <Text as="p" size="2" style={{ whiteSpace: "pre-wrap", paddingRight: 12 }}>
              {dream.content}
            </Text>
          </ScrollArea>
          {dream.interpretation && (
            <Box p="3" style={{ background: "var(--violet-a3)", borderRadius: "var(--radius-3)" }}>
              <Text as="p" size="1" weight="bold" mb="1">
                {t("DreamCard.interpretation")}
                {dream.interpretationSource === "imported" && (
                  <Text weight="regular" color="gray" data-testid="interpretation-source">
                    {" · "}
                    {t("DreamCard.sourceImported")}
                  </Text>
                )}
              </Text>
              <Text as="p" size="2" style={{ whiteSpace: "pre-wrap" }}>
                {dream.interpretation}
              </Text>
            </Box>
          )}
          <Flex gap="2" justify="end" wrap="wrap">
            {dream.interpretation && (
              <Button variant="soft" size="2" onClick={onShare}>
                <Share1Icon /> {t("DreamCard.share")}
              </Button>
            )}
            {dream.mood && (
              <Button variant="soft" size="2" onClick={onCreatePlaylist}>
                <SpeakerLoudIcon /> {t("DreamCard.createPlaylist")}
              </Button>
            )}
            <ConfirmDialog
              trigger={
                <IconButton variant="soft" color="red" aria-label={t("DreamCard.delete")} data-testid="delete-dream">
                  <TrashIcon />
                </IconButton>
              }
              title={t("DreamCard.deleteTitle")}
              description={t("DreamCard.deleteConfirm", { title: dream.title })}
              confirmLabel={t("DreamCard.delete")}
              cancelLabel={t("DreamCard.cancel")}
              onConfirm={onDelete}
            />
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
