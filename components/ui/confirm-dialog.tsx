"use client";

import { TrashIcon } from "@radix-ui/react-icons";
import { AlertDialog, Button, Flex, IconButton } from "@radix-ui/themes";
import { useRef, useState, type ReactNode } from "react";

interface Props {
  /** The element that opens the dialog (a button). */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs while the dialog stays open, showing progress; it closes once this settles. Rejects when nothing was done. */
  onConfirm: () => Promise<void>;
  /**
   * Runs once the dialog has closed after a confirmed action, instead of
   * returning focus to the trigger: the place to remove what was deleted
   * (taking the trigger with it) and to move focus somewhere that remains.
   */
  afterConfirm?: () => void;
}

/** A destructive action behind a cancel/confirm question. */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel, onConfirm, afterConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmed = useRef(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      confirmed.current = true;
    } catch {
      // onConfirm has told the user what went wrong; the trigger keeps focus.
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Content
        maxWidth="440px"
        onCloseAutoFocus={(event) => {
          if (confirmed.current && afterConfirm) {
            event.preventDefault();
            afterConfirm();
          }
          confirmed.current = false;
        }}
      >
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description className="user-text">{description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              {cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" highContrast loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

type DeleteProps = Omit<Props, "trigger"> & {
  /** The button's accessible name, e.g. 'Delete “Flying”'. */
  label: string;
  testId: string;
  size?: "1" | "2";
};

/** The trash button every list item deletes with, behind the confirmation above. */
export function ConfirmDeleteButton({ label, testId, size = "2", ...dialog }: DeleteProps) {
  return (
    <ConfirmDialog
      {...dialog}
      trigger={
        <IconButton variant="soft" color="red" highContrast size={size} aria-label={label} data-testid={testId}>
          <TrashIcon aria-hidden />
        </IconButton>
      }
    />
  );
}
