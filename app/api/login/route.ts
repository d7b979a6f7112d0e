import { methodNotAllowed, route } from "@/lib/api/handler";
import { withSession } from "@/lib/api/respond";
import { loginSchema } from "@/lib/auth/schema";
import { login } from "@/lib/auth/service";

// POST /api/login – sign in with e-mail and password
export const POST = route({ auth: false, body: loginSchema }, async ({ body, client }) => {
  const { user, token } = await login(body.email, body.password, client);
  return withSession(user, token);
});

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
