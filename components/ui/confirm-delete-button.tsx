"use client";

import { TrashIcon } from "@/components/ui/icons";
import { IconButton } from "@radix-ui/themes";
import type { ConfirmDialogProps } from "./confirm-dialog";
import { onDemand } from "./on-demand";

/** The confirmation, loaded when a delete button is first pressed: a page of cards carries the buttons alone. */
export const LazyConfirmDialog = onDemand(() => import("./confirm-dialog").then((module) => module.ConfirmDialog));

type Props = Omit<ConfirmDialogProps, "trigger" | "defaultOpen"> & {
  /** The button's accessible name, e.g. 'Delete “Flying”'. */
  label: string;
  testId: string;
  size?: "1" | "2";
};

/** The trash button every list item deletes with, behind a cancel/confirm question (confirm-dialog.tsx). */
export function ConfirmDeleteButton({ label, testId, size = "2", ...dialog }: Props) {
  return (
    <LazyConfirmDialog
      {...dialog}
      trigger={
        <IconButton variant="soft" color="red" highContrast size={size} aria-label={label} data-testid={testId}>
          <TrashIcon aria-hidden />
        </IconButton>
      }
    />
  );
}
