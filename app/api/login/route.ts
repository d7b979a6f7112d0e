import { methodNotAllowed, route } from "@/lib/api/handler";
import { withSession } from "@/lib/api/respond";
import { DEVICE_COOKIE, isKnownDevice, rememberDevice } from "@/lib/auth/device";
import { loginSchema } from "@/lib/auth/schema";
import { login } from "@/lib/auth/service";

// POST /api/login – sign in with e-mail and password (this browser is remembered as a known device)
export const POST = route({ auth: false, body: loginSchema }, async ({ req, body, client }) => {
  const device = req.cookies.get(DEVICE_COOKIE)?.value;
  const { user, token } = await login(body.email, body.password, client, (id) => isKnownDevice(device, id));
  const response = withSession(user, token);
  rememberDevice(response, user.id);
  return response;
});

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
