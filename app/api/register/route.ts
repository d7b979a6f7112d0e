import { methodNotAllowed, route } from "@/lib/api/handler";
import { withSession } from "@/lib/api/respond";
import { rememberDevice } from "@/lib/auth/device";
import { credentialsSchema } from "@/lib/auth/schema";
import { register } from "@/lib/auth/service";

// POST /api/register – create an account and sign it in
export const POST = route({ auth: false, body: credentialsSchema }, async ({ body, client }) => {
  const { user, token } = await register(body.email, body.password, client);
  const response = withSession(user, token, 201);
  rememberDevice(response, user.id);
  return response;
});

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
