// A new account's address, verified as its owner would: the link the
// register answer carries on a loopback server without mail (`dev`), its
// button pressed (POST /api/user/verification/confirm). Sharing needs it.
export async function confirmDevLink(
  base: string,
  registered: { dev?: unknown },
  headers: Record<string, string> = {},
): Promise<void> {
  if (typeof registered.dev !== "string") throw new Error("the register answer carries no verification link (`dev`)");
  const token = new URL(registered.dev).searchParams.get("token");
  const res = await fetch(`${base}/api/user/verification/confirm`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) throw new Error(`verification refused: ${res.status} ${await res.text()}`);
}
