"use client";

import { Flex, Text, TextField } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useId, type ComponentProps } from "react";
import type { IssueText } from "@/lib/errors/issue-text";

type Props = Omit<ComponentProps<typeof TextField.Root>, "id"> & {
  label: string;
  /** What is wrong with the value (lib/forms/field-errors.ts). */
  error?: IssueText;
};

export function FormField({ label, error, ...input }: Props) {
  const t = useTranslations("Validation");
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root id={id} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <Text id={errorId} size="1" color="red" role="alert">
          {t(error.key, error.values)}
        </Text>
      )}
    </Flex>
  );
}
