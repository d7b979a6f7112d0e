"use client";

import { Flex, Text, TextField } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useId, type ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof TextField.Root>, "id"> & {
  label: string;
  /** A key of the `Validation` namespace. */
  error?: string;
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
          {t.has(error) ? t(error) : error}
        </Text>
      )}
    </Flex>
  );
}
