"use client";

import { PlusIcon, StarFilledIcon, StarIcon } from "@/components/ui/icons";
import { Badge, Button, Flex, Heading, IconButton, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { useRef, useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { TAGS_MAX } from "@/lib/domain/journal";
import { journalHref } from "@/lib/dreams/journal-query";
import type { Dream } from "@/lib/dreams/schema";
import { tagKey } from "@/lib/tags/name";
import { useTags } from "@/lib/swr/use-tags";

interface Props {
  dream: Dream;
  /** The dream as the server now has it (after a suggested tag was added). */
  onChanged: (dream: Dream) => Promise<unknown>;
}

/**
 * A dream's tags on its page: each links to the journal narrowed to it, and
 * can be marked as a dream sign (a tag of the whole journal, PATCH
 * /api/tags/{name}); a sign says in how many dreams it recurs. Below them, the
 * interpretation's symbols as suggested tags, each added with one click.
 */
export function DreamTags({ dream, onChanged }: Props) {
  const t = useTranslations("DreamCard");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { data: tags, mutate: setTags } = useTags();
  const [busy, setBusy] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const known = new Map((tags ?? []).map((tag) => [tagKey(tag.name), tag]));
  const suggestions = (dream.suggestedTags ?? []).filter((name) => !dream.tags.some((tag) => tagKey(tag) === tagKey(name)));
  const full = dream.tags.length >= TAGS_MAX;

  async function toggleSign(name: string, sign: boolean) {
    setBusy(`sign:${name}`);
    try {
      await api("PATCH", `/api/tags/${encodeURIComponent(name)}`, "tag", { dreamSign: sign });
      await setTags();
    } catch (error) {
      toast({ title: t("signSaveFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function accept(name: string) {
    setBusy(`add:${name}`);
    try {
      const changed = await api("PATCH", `/api/dreams/${dream.id}`, "dream", { tags: [...dream.tags, name] });
      await onChanged(changed);
      await setTags();
      toast({ title: t("tagAdded", { tag: name }) });
      // Its button is gone: the keyboard goes on from the section's heading, not from the top of the page.
      heading.current?.focus();
    } catch (error) {
      toast({ title: t("tagSaveFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  if (dream.tags.length === 0 && suggestions.length === 0) return null;

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="dream-tags" data-testid="dream-tags">
        <Heading as="h2" size="3" id="dream-tags" ref={heading} tabIndex={-1} style={{ outline: "none" }}>
          {t("tagsTitle")}
        </Heading>
        {dream.tags.length > 0 && (
          <Flex asChild direction="column" gap="2">
            <ul className="tag-list">
              {dream.tags.map((name) => {
                const tag = known.get(tagKey(name));
                const sign = tag?.dreamSign === true;
                return (
                  <li key={name} data-testid="dream-tag" data-dream-sign={sign}>
                    <Flex gap="2" align="center" wrap="wrap">
                      <IconButton
                        size="1"
                        variant={sign ? "solid" : "soft"}
                        color={sign ? "amber" : "gray"}
                        aria-pressed={sign}
                        aria-label={t("signToggle", { tag: name })}
                        disabled={tag === undefined || busy !== null}
                        onClick={() => void toggleSign(name, !sign)}
                        data-testid="dream-sign-toggle"
                      >
                        {sign ? <StarFilledIcon aria-hidden /> : <StarIcon aria-hidden />}
                      </IconButton>
                      <Badge size="2" color={sign ? "amber" : "gray"} variant="soft" asChild>
                        <LocaleLink
                          href={journalHref({ page: 1, tag: name })}
                          prefetch={false}
                          aria-label={t("showTag", { tag: name })}
                          className="tag-link user-text"
                        >
                          {name}
                        </LocaleLink>
                      </Badge>
                      {sign && tag && (
                        <Text size="1" color="gray" data-testid="dream-sign-count">
                          {t("signRecurs", { count: tag.count })}
                        </Text>
                      )}
                    </Flex>
                  </li>
                );
              })}
            </ul>
          </Flex>
        )}
        {suggestions.length > 0 && !full && (
          <Flex direction="column" gap="2" data-testid="suggested-tags">
            <Text as="p" size="2" color="gray">
              {t("suggestedHint")}
            </Text>
            <Flex asChild gap="2" wrap="wrap">
              <ul className="tag-list" aria-label={t("suggestedTitle")}>
                {suggestions.map((name) => (
                  <li key={name}>
                    <Button
                      size="1"
                      variant="outline"
                      loading={busy === `add:${name}`}
                      disabled={busy !== null}
                      aria-label={t("addSuggested", { tag: name })}
                      onClick={() => void accept(name)}
                      className="user-text"
                      data-testid="suggested-tag"
                    >
                      <PlusIcon aria-hidden /> {name}
                    </Button>
                  </li>
                ))}
              </ul>
            </Flex>
          </Flex>
        )}
      </section>
    </Flex>
  );
}
