import { methodNotAllowed, route } from "@/lib/api/handler";
import { suggestRequestSchema } from "@/lib/playlists/schema";
import { suggestPlaylist } from "@/lib/playlists/service";

// POST /api/playlists/suggest – { mood, name?, description?, dreamId? } → { attributes: { mood, genres }, suggestedTracks }
export const POST = route({ body: suggestRequestSchema }, ({ user, body }) => suggestPlaylist(user, body));

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
