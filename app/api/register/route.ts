import { methodNotAllowed, route } from "@/lib/api/handler";
import { withSession } from "@/lib/api/respond";
import { DEVICE_COOKIE, setDeviceCookie } from "@/lib/auth/device";
import { credentialsSchema } from "@/lib/auth/schema";
import { register } from "@/lib/auth/service";

// POST /api/register – create an account, sign it in (this browser gets a known-device token) and send the verification link (`dev` on a laptop without mail)
export const POST = route({ auth: false, body: credentialsSchema }, async ({ req, body, client, locale }) => {
  const { user, token, device, dev } = await register(
    body.email,
    body.password,
    client,
    locale,
    req.cookies.get(DEVICE_COOKIE)?.value,
  );
  const response = withSession(dev ? { ...user, dev } : user, token, 201);
  setDeviceCookie(response, device);
  return response;
});

const notAllowed = methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
