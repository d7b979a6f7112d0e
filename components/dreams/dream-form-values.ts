// The New Dream and Edit form's values (components/dreams/dream-form-dialog.tsx):
// what it starts from, and what it sends.
import type { Clarity } from "@/lib/domain/journal";
import type { Dream } from "@/lib/dreams/schema";
import { fromLocalInput, localInputValue } from "@/lib/time/local";

export interface Values {
  title: string;
  content: string;
  mood: string | undefined;
  /** The dream's date and time (a datetime-local value, in the user's zone, as every date the app shows). */
  date: string;
  /** Whether the user set the date: otherwise a new dream is dated when it is saved, and an edit keeps its date. */
  dateEdited: boolean;
  tags: string[];
  /** Typed in the tag field and not yet added. */
  tagText: string;
  lucid: boolean;
  clarity: Clarity | null;
}

export const EMPTY: Values = {
  title: "",
  content: "",
  mood: undefined,
  date: "",
  dateEdited: false,
  tags: [],
  tagText: "",
  lucid: false,
  clarity: null,
};

/**
 * What is sent (and checked against dreamInputSchema). A date the user set
 * goes with the offset of the user's zone; otherwise the server dates a new dream when
 * it stores it (a wrong clock on the device does not matter), and an edit
 * keeps the dream's date.
 */
export function inputOf(values: Values, timeZone: string) {
  const createdAt = values.dateEdited ? fromLocalInput(values.date, timeZone) : null;
  return {
    title: values.title,
    content: values.content,
    mood: values.mood,
    tags: values.tags,
    lucid: values.lucid,
    clarity: values.lucid ? values.clarity : null,
    ...(createdAt ? { createdAt } : {}),
  };
}

/** The latest a dream may be dated, for the date field: a day ahead, as the server allows (time zones). */
export const latestDate = (timeZone: string) => localInputValue(new Date(Date.now() + 24 * 60 * 60 * 1000), timeZone);

/** What the form starts from when it opens: the dream being edited, or a new dream (what was left unsaved, dated now unless a date was chosen). */
export function opening(dream: Dream | undefined, before: Values, timeZone: string): Values {
  if (dream)
    return {
      ...EMPTY,
      title: dream.title,
      content: dream.content,
      mood: dream.mood ?? undefined,
      date: localInputValue(new Date(dream.createdAt), timeZone),
      tags: dream.tags,
      lucid: dream.lucid,
      clarity: dream.clarity,
    };
  return before.dateEdited ? before : { ...before, date: localInputValue(new Date(), timeZone) };
}
