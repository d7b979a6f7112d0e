// The text and the network links of the share dialog (SPEC: content over 100
// characters becomes its first 97 plus "..."; the text is the title label, the
// title, the excerpt and, if present, the interpretation).

export const EXCERPT_LIMIT = 100;
const EXCERPT_KEEP = 97;

export function excerpt(text: string): string {
  const clean = text.trim();
  return clean.length > EXCERPT_LIMIT ? `${clean.slice(0, EXCERPT_KEEP)}...` : clean;
}

export interface ShareTextInput {
  titleLabel: string;
  title: string;
  content: string;
  interpretationLabel: string;
  interpretation: string | null;
}

/**
 * "My dream: {title}", the excerpt, then the interpretation shortened by the
 * same rule (a whole interpretation would not fit a post).
 */
export function shareText({ titleLabel, title, content, interpretationLabel, interpretation }: ShareTextInput): string {
  const parts = [`${titleLabel}: ${title}`, excerpt(content)];
  if (interpretation) parts.push(`${interpretationLabel}: ${excerpt(interpretation)}`);
  return parts.join("\n\n");
}

export const NETWORKS = ["x", "facebook", "linkedin", "telegram"] as const;
export type Network = (typeof NETWORKS)[number];

export const NETWORK_NAMES: Record<Network, string> = {
  x: "X (Twitter)",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  telegram: "Telegram",
};

export const FACEBOOK_HASHTAG = "#DreamScape";

/** Each network's own share address for a link and a text. */
export function networkShareUrl(network: Network, url: string, text: string): string {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case "x":
      return `https://twitter.com/intent/tweet?${q({ text, url })}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: url, hashtag: FACEBOOK_HASHTAG })}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}`;
    case "telegram":
      return `https://t.me/share/url?${q({ url, text })}`;
  }
}

export const POPUP_WIDTH = 550;
export const POPUP_HEIGHT = 400;

/** window.open features for a popup of about 550×400, centred on the browser window. */
export function popupFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}
