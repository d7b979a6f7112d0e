// The music engine's public surface. Spotify modules are server-only; import
// them from "@/lib/music/spotify" and "@/lib/music/suggest-spotify" directly.

export { CATALOGUE, piecesFor, pieceToTrack, type Piece } from "./catalogue";
export { formatDuration } from "./duration";
export { MusicError, isMusicError, type MusicErrorKind } from "./errors";
export { contextKeywords, dreamWords } from "./keywords";
export { MAX_TRACKS, planQueries, type PlannedQuery, type QueryPlan } from "./plan";
export { MOOD_PROFILES, normalizeMood, profileFor, type MoodProfile } from "./profiles";
export { suggestionSchema, trackSchema } from "./schema";
export { suggestFromCatalogue } from "./suggest-catalogue";
export { dreamThemes } from "./themes";
export { MOODS, isMood, type Mood, type Suggestion, type SuggestionInput, type Track } from "./types";
