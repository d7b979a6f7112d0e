"use client";

// The dialogs a dream's card and page open, loaded when their button is first
// pressed (components/ui/on-demand.tsx): the journal's first screen carries
// the buttons, not the forms behind them.
import { onDemand } from "@/components/ui/on-demand";

/** New Dream and Edit: the form, tags, dictation, validation and the save path (dream-form-dialog.tsx). */
export const LazyDreamFormDialog = onDemand(() => import("./dream-form-dialog").then((module) => module.DreamFormDialog));

/** The share link, copy, the networks and "stop sharing" (share-dialog.tsx). */
export const LazyShareDialog = onDemand(() => import("./share-dialog").then((module) => module.ShareDialog));
