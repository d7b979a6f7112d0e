"use client";

import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import { useRef, useState, type ReactNode } from "react";

export interface ConfirmDialogProps {
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
  /** Open from the start: its button was pressed before this code had loaded (confirm-delete-button.tsx). */
  defaultOpen?: boolean;
}

/** A destructive action behind a cancel/confirm question. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  afterConfirm,
  defaultOpen = false,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
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
