// DreamScape's public addresses and profiles, shared by /about and /help.

export const CONTACT_EMAIL = "hello@dreamscape.app";
export const SUPPORT_EMAIL = "support@dreamscape.app";

/** A mailto: link; the subject is encoded so translated text with spaces and accents survives. */
export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

export type SocialNetwork = "Twitter" | "Telegram" | "Facebook" | "Instagram";

/** Network names are proper nouns: shown as they are in every language. */
export const SOCIAL_PROFILES: readonly { network: SocialNetwork; href: string }[] = [
  { network: "Twitter", href: "https://twitter.com/dreamscapeapp" },
  { network: "Telegram", href: "https://t.me/dreamscapeapp" },
  { network: "Facebook", href: "https://www.facebook.com/dreamscapeapp" },
  { network: "Instagram", href: "https://www.instagram.com/dreamscapeapp" },
];
