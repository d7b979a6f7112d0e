// Turns zod issues into message keys of the `Validation` namespace, so every
// validation error reads the same in forms and API answers, in every language.
// Schemas name their own keys (e.g. "invalidEmail"); other issues map by code.
import type { $ZodIssue } from "zod/v4/core";
import type { ValidationKey } from "@/lib/i18n/messages";

export interface IssueText {
  key: ValidationKey;
  values: Record<string, string | number>;
}

/**
 * Every key of the `Validation` namespace, checked by the compiler against the
 * catalogue's type (a key missing here, or one the catalogue lacks, fails
 * the type check). Listed rather than read from messages/en.json: this runs in
 * the browser, where that import would bring the whole catalogue (17 KB gzip).
 */
const VALIDATION_KEYS = {
  invalidEmail: true,
  passwordMin: true,
  passwordMaxBytes: true,
  passwordsDontMatch: true,
  resetTokenInvalid: true,
  required: true,
  invalidType: true,
  unknownFields: true,
  tooLong: true,
  tooShort: true,
  invalid: true,
  bodyObject: true,
  titleRequired: true,
  titleTooLong: true,
  contentRequired: true,
  contentTooLong: true,
  moodInvalid: true,
  backupFormat: true,
  backupTooLarge: true,
  dateOutOfRange: true,
  nothingToChange: true,
  searchTooLong: true,
  dreamIdsInvalid: true,
  dreamIdsCount: true,
  dreamIdsDuplicate: true,
  aiConsentBoolean: true,
  playlistNameRequired: true,
  playlistNameTooLong: true,
  playlistDescriptionTooLong: true,
  dominantMoodRequired: true,
  dreamIdInvalid: true,
  trackUrlHttps: true,
  trackDuration: true,
  tooManyTracks: true,
  noTracksForMood: true,
  sessionIdRequired: true,
  currentPasswordRequired: true,
  tagInvalid: true,
  tagEmpty: true,
  tagTooLong: true,
  tagsInvalid: true,
  tagsTooMany: true,
  tagsDuplicate: true,
  clarityInvalid: true,
  lucidInvalid: true,
  dayInvalid: true,
  dateRangeBackwards: true,
  timeZoneInvalid: true,
  dreamSignInvalid: true,
  tagNothingToChange: true,
  settingsNothingToChange: true,
  yearInvalid: true,
  monthInvalid: true,
  monthRangeTooLong: true,
  dayOutOfRange: true,
  monthTooLate: true,
  verificationTokenInvalid: true,
  reminderEnabledBoolean: true,
  reminderTimeInvalid: true,
  reminderDayInvalid: true,
  reminderDaysInvalid: true,
  reminderDaysEmpty: true,
  reminderMorningRequired: true,
  reminderChannelsRequired: true,
  reminderChannelBoolean: true,
  unsubscribeTokenInvalid: true,
  pushEndpointInvalid: true,
  pushEndpointTooLong: true,
  pushKeysInvalid: true,
} as const satisfies Record<ValidationKey, true>;

const knownKeys: ReadonlySet<string> = new Set(Object.keys(VALIDATION_KEYS));
const isValidationKey = (value: string): value is ValidationKey => knownKeys.has(value);

export function describeIssue(issue: $ZodIssue): IssueText {
  const field = issue.path.map(String).join(".") || "body";
  if (isValidationKey(issue.message)) return { key: issue.message, values: { field } };
  switch (issue.code) {
    case "unrecognized_keys":
      return { key: "unknownFields", values: { fields: issue.keys.join(", ") } };
    case "invalid_type":
      if (issue.path.length === 0) return { key: "bodyObject", values: {} };
      return /received undefined/.test(issue.message)
        ? { key: "required", values: { field } }
        : { key: "invalidType", values: { field, expected: String(issue.expected) } };
    case "too_big":
      return { key: "tooLong", values: { field, max: Number(issue.maximum) } };
    case "too_small":
      return { key: "tooShort", values: { field, min: Number(issue.minimum) } };
    default:
      return { key: "invalid", values: { field } };
  }
}
