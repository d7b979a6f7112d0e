import { z } from "zod";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { removePlaylist } from "@/lib/playlists/service";

const params = z.object({ id: z.string() });

// DELETE /api/playlists/[id] – delete one of the caller's playlists
export const DELETE = route({ params }, async ({ user, params }) => {
  await removePlaylist(user.id, params.id);
  return { ok: true };
});

const notAllowed = methodNotAllowed("DELETE");
export { notAllowed as GET, notAllowed as POST, notAllowed as PUT, notAllowed as PATCH };
