import { methodNotAllowed, route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { playlistCreateSchema } from "@/lib/playlists/schema";
import { createPlaylist, listPlaylists } from "@/lib/playlists/service";

// GET /api/playlists – the caller's playlists, newest first
export const GET = route({}, ({ user }) => listPlaylists(user.id));

// POST /api/playlists – { name, description, dominantMood, tracks: suggestion } (Free plan: 3 per UTC day)
export const POST = route({ body: playlistCreateSchema, bodyLimit: 256 * 1024 }, async ({ user, body }) =>
  json(await createPlaylist(user, body), 201),
);

const notAllowed = methodNotAllowed("GET", "POST");
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
