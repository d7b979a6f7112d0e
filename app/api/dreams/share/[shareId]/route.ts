import { z } from "zod";
import { methodNotAllowed, route } from "@/lib/api/handler";
import { getSharedDream } from "@/lib/share/service";

const params = z.object({ shareId: z.string() });

// GET /api/dreams/share/[shareId] – a shared dream for anyone with the link: {title, content, interpretation?, mood?}
export const GET = route({ auth: false, params }, ({ params }) => getSharedDream(params.shareId));

const notAllowed = methodNotAllowed("GET");
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
