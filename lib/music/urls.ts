/** The value when it is an absolute https: URL, else null: nothing else is stored or rendered. */
export function httpsUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}

/** A link that opens Spotify's search for the words, in the app or the web player. */
export function spotifySearchUrl(query: string): string {
  return `https://open.spotify.com/search/${encodeURIComponent(query)}`;
}

export function spotifyTrackUrl(id: string): string {
  return `https://open.spotify.com/track/${encodeURIComponent(id)}`;
}
