import { methodNotAllowed, route } from "@/lib/api/handler";
import { withSession } from "@/lib/api/respond";
import { credentialsSchema } from "@/lib/auth/schema";
import { register } from "@/lib/auth/service";

// POST /api/register – create an account and sign it in
export const POST = route({ auth: false, body: credentialsSchema }, async ({ body, client }) => {
  const { user, token } = await register(body.email, body.password, client);
  return withSession(user, token, 201);
});

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
