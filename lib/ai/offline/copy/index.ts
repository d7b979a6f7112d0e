import type { Locale } from "@/lib/domain/locales";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import type { OfflineCopy } from "./types";
import { uk } from "./uk";

export type { OfflineCopy, RecallDetail } from "./types";

export const COPY: Record<Locale, OfflineCopy> = { en, uk, fr, de, es };
