"use client";

import { Pencil1Icon, StarFilledIcon, StarIcon } from "@radix-ui/react-icons";
import { Button, Callout, Flex, Heading, IconButton, Link as ThemeLink, Text, TextField } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { useSWRConfig } from "swr";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { journalHref } from "@/lib/dreams/journal-query";
import { tagNameSchema } from "@/lib/tags/schema";
import { describeIssue } from "@/lib/errors/issue-text";
import { DREAMS_KEY_PREFIX } from "@/lib/swr/keys";
import { useTags } from "@/lib/swr/use-tags";
import { tagKey } from "@/lib/tags/name";
import type { TagList } from "@/lib/tags/schema";
import { Link as LocaleLink, useRouter } from "@/lib/i18n/navigation";

/**
 * The user's tags, each with its number of dreams, a star that marks it as a
 * dream sign, and a rename that changes it on every dream at once (a name
 * another tag already has merges the two, after saying so).
 */
export function TagManager() {
  const t = useTranslations("Tags");
  const { data: tags, error, mutate } = useTags();
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const { mutate: mutateAny } = useSWRConfig();

  /** What else shows tags: the dream lists (refetched when next seen) and this page's server-drawn tables. */
  async function changed(list?: TagList) {
    await mutate(list);
    await mutateAny((key) => typeof key === "string" && (key.startsWith(DREAMS_KEY_PREFIX) || key.startsWith("/api/dreams/")));
    router.refresh();
  }

  async function toggleSign(name: string, sign: boolean) {
    setBusy(name);
    try {
      await api("PATCH", `/api/tags/${encodeURIComponent(name)}`, "tag", { dreamSign: sign });
      await changed();
    } catch (err) {
      toast({ title: t("renameFailed"), description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="tags-title" data-testid="tag-manager">
        <Heading as="h2" size="5" id="tags-title">
          {t("title")}
        </Heading>
        {error && !tags ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {t("loadFailed")}{" "}
              <Button size="1" variant="soft" onClick={() => void mutate()}>
                {t("retry")}
              </Button>
            </Callout.Text>
          </Callout.Root>
        ) : tags && tags.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {t("empty")}
          </Text>
        ) : (
          <>
            <Text as="p" size="2" color="gray">
              {t("hint")}
            </Text>
            <Flex asChild direction="column" gap="2">
              <ul className="plain-list">
                {(tags ?? []).map((tag) => (
                  <li key={tag.name} data-testid="managed-tag" data-tag={tag.name} data-dream-sign={tag.dreamSign}>
                    {editing === tag.name ? (
                      <RenameForm
                        name={tag.name}
                        tags={tags ?? []}
                        onCancel={() => setEditing(null)}
                        onDone={async (list) => {
                          setEditing(null);
                          await changed(list);
                        }}
                      />
                    ) : (
                      <Flex gap="2" align="center" wrap="wrap">
                        <IconButton
                          size="1"
                          variant={tag.dreamSign ? "solid" : "soft"}
                          color={tag.dreamSign ? "amber" : "gray"}
                          aria-pressed={tag.dreamSign}
                          aria-label={t("sign", { tag: tag.name })}
                          disabled={busy !== null}
                          onClick={() => void toggleSign(tag.name, !tag.dreamSign)}
                          data-testid="managed-sign-toggle"
                        >
                          {tag.dreamSign ? <StarFilledIcon aria-hidden /> : <StarIcon aria-hidden />}
                        </IconButton>
                        <ThemeLink asChild weight="medium" className="user-text">
                          <LocaleLink
                            prefetch={false}
                            href={journalHref({ page: 1, tag: tag.name })}
                            aria-label={t("showTag", { tag: tag.name })}
                          >
                            {tag.name}
                          </LocaleLink>
                        </ThemeLink>
                        <Text size="1" color="gray">
                          {t("count", { count: tag.count })}
                        </Text>
                        <Button
                          size="1"
                          variant="ghost"
                          color="gray"
                          onClick={() => setEditing(tag.name)}
                          aria-label={t("renameTag", { tag: tag.name })}
                          disabled={busy !== null}
                          data-testid="rename-tag"
                        >
                          <Pencil1Icon aria-hidden /> {t("rename")}
                        </Button>
                      </Flex>
                    )}
                  </li>
                ))}
              </ul>
            </Flex>
          </>
        )}
      </section>
    </Flex>
  );
}

interface RenameProps {
  name: string;
  tags: TagList;
  onCancel: () => void;
  onDone: (list: TagList) => Promise<void>;
}

function RenameForm({ name, tags, onCancel, onDone }: RenameProps) {
  const t = useTranslations("Tags");
  const tv = useTranslations("Validation");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const target = tags.find((tag) => tagKey(tag.name) === tagKey(value) && tagKey(tag.name) !== tagKey(name));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = tagNameSchema.safeParse(value);
    if (!parsed.success) {
      const issue = describeIssue(parsed.error.issues[0]);
      setProblem(tv(issue.key, issue.values));
      input.current?.focus();
      return;
    }
    if (parsed.data === name) return onCancel();
    setSaving(true);
    try {
      const renamed = await api("PATCH", `/api/tags/${encodeURIComponent(name)}`, "tag", { name: parsed.data });
      toast({ title: target ? t("merged", { tag: renamed.name }) : t("renamed", { tag: renamed.name }) });
      await onDone(
        [...tags.filter((tag) => tagKey(tag.name) !== tagKey(name) && tagKey(tag.name) !== tagKey(renamed.name)), renamed].sort(
          (a, b) => b.count - a.count || tagKey(a.name).localeCompare(tagKey(b.name)),
        ),
      );
    } catch (err) {
      toast({ title: t("renameFailed"), description: errorMessage(err), variant: "destructive" });
      setSaving(false);
    }
  }

  return (
    <Flex asChild direction="column" gap="2">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="rename-form">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {t("newName", { tag: name })}
        </Text>
        <Flex gap="2" wrap="wrap" align="center">
          <TextField.Root
            id={id}
            ref={input}
            value={value}
            autoFocus
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem !== null}
            aria-describedby={problem || target ? `${id}-note` : undefined}
            style={{ minWidth: 0, flex: "1 1 180px" }}
          />
          <Button type="submit" loading={saving} data-testid="rename-save">
            {target ? t("merge") : t("save")}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={saving}>
            {t("cancel")}
          </Button>
        </Flex>
        {(problem || target) && (
          <Text id={`${id}-note`} size="2" color={problem ? "red" : "amber"} role={problem ? "alert" : "status"}>
            {problem ?? t("mergeWarning", { tag: target?.name ?? "" })}
          </Text>
        )}
      </form>
    </Flex>
  );
}
