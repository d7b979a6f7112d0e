import { methodNotAllowed, route } from "@/lib/api/handler";
import { withSession } from "@/lib/api/respond";
import { DEVICE_COOKIE, setDeviceCookie } from "@/lib/auth/device";
import { credentialsSchema } from "@/lib/auth/schema";
import { register } from "@/lib/auth/service";

// POST /api/register – create an account and sign it in (this browser gets a known-device token)
export const POST = route({ auth: false, body: credentialsSchema }, async ({ req, body, client }) => {
  const { user, token, device } = await register(body.email, body.password, client, req.cookies.get(DEVICE_COOKIE)?.value);
  const response = withSession(user, token, 201);
  setDeviceCookie(response, device);
  return response;
});

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
