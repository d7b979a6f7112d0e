"use client";

import { Cross2Icon } from "@radix-ui/react-icons";
import { Badge, Flex, IconButton, Text, TextField } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import type { IssueText } from "@/lib/errors/issue-text";
import { TAG_MAX } from "@/lib/domain/journal";
import { addTags, type TagRefusal } from "@/lib/tags/input";
import { tagKey } from "@/lib/tags/name";
import { useTags } from "@/lib/swr/use-tags";

interface Props {
  tags: string[];
  /** What is typed and not yet a tag: the form adds it when it is saved. */
  text: string;
  onChange: (change: { tags: string[]; text: string }) => void;
  /** The schema's complaint about the tags, after a save was tried. */
  error?: IssueText;
}

/**
 * Tags of a dream: typed and added with Enter or a comma (or picked from the
 * user's own tags, offered as the browser's suggestions), each removed with
 * its own button. A tag that cannot be added says why at once.
 */
export function TagInput({ tags, text, onChange, error }: Props) {
  const t = useTranslations("NewDream");
  const tv = useTranslations("Validation");
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const { data: known } = useTags();
  const [refused, setRefused] = useState<TagRefusal | null>(null);
  const offered = (known ?? []).filter((tag) => !tags.some((name) => tagKey(name) === tagKey(tag.name)));
  const problem = refused ? tv(refused) : error ? tv(error.key, error.values) : null;

  function add(parts: string[], rest: string) {
    const added = addTags(tags, parts);
    setRefused(added.refused);
    // A refused tag stays in the field to be corrected.
    const left = [...added.pending, rest].map((part) => part.trim()).filter(Boolean);
    onChange({ tags: added.tags, text: added.refused ? left.join(", ") : rest });
  }

  function typed(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    // A suggestion picked from the list is a whole tag.
    const picked = "inputType" in event.nativeEvent && event.nativeEvent.inputType === "insertReplacementText";
    if (value.includes(",")) {
      const parts = value.split(",");
      const rest = parts.pop() ?? "";
      return add(parts, rest);
    }
    if (picked && offered.some((tag) => tag.name === value)) return add([value], "");
    setRefused(null);
    onChange({ tags, text: value });
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return; // Enter also ends an input method's composition
    event.preventDefault(); // Enter adds the tag; it does not save the dream
    if (text.trim()) add([text], "");
  }

  function remove(name: string) {
    setRefused(null);
    onChange({ tags: tags.filter((tag) => tag !== name), text });
    input.current?.focus();
  }

  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {t("tags")}
      </Text>
      {tags.length > 0 && (
        <Flex asChild gap="1" wrap="wrap">
          <ul className="tag-list" aria-label={t("tags")} data-testid="form-tags">
            {tags.map((name) => (
              <li key={name}>
                <Badge size="2" color="gray" variant="soft" className="user-text">
                  {name}
                  <IconButton
                    type="button"
                    size="1"
                    variant="ghost"
                    color="gray"
                    aria-label={t("removeTag", { tag: name })}
                    onClick={() => remove(name)}
                  >
                    <Cross2Icon aria-hidden />
                  </IconButton>
                </Badge>
              </li>
            ))}
          </ul>
        </Flex>
      )}
      <TextField.Root
        ref={input}
        id={id}
        name="tag"
        list={listId}
        autoComplete="off"
        value={text}
        maxLength={TAG_MAX * 4}
        placeholder={t("tagPlaceholder")}
        onChange={typed}
        onKeyDown={keyDown}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        data-testid="tag-input"
      />
      <datalist id={listId}>
        {offered.map((tag) => (
          <option key={tag.name} value={tag.name} />
        ))}
      </datalist>
      <Text id={`${id}-hint`} size="1" color="gray">
        {t("tagsHint")}
      </Text>
      {problem && (
        <Text id={`${id}-error`} size="1" color="red" role="alert" data-testid="tag-error">
          {problem}
        </Text>
      )}
    </Flex>
  );
}
