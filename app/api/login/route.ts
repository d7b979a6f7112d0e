import { methodNotAllowed, route } from "@/lib/api/handler";
import { withSession } from "@/lib/api/respond";
import { DEVICE_COOKIE, setDeviceCookie } from "@/lib/auth/device";
import { loginSchema } from "@/lib/auth/schema";
import { login } from "@/lib/auth/service";

// POST /api/login – sign in with e-mail and password (this browser gets a new known-device token)
export const POST = route({ auth: false, body: loginSchema }, async ({ req, body, client }) => {
  const { user, token, device } = await login(body.email, body.password, client, req.cookies.get(DEVICE_COOKIE)?.value);
  const response = withSession(user, token);
  setDeviceCookie(response, device);
  return response;
});

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
