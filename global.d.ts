// Translation keys are checked against messages/en.json: a missing or
// misspelt key is a compile error (next-intl's AppConfig).
import type en from "./messages/en.json";
import type { Locale } from "@/lib/domain/locales";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
