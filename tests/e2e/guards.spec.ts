import en from "../../messages/en.json";
import { expect, test, registerViaApi } from "./fixtures";

for (const path of ["/", "/profile", "/analyses", "/playlists"]) {
  test(`a signed-out visitor of ${path} is sent to /auth`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab", { name: en.Auth.loginTab })).toBeVisible();
  });
}

test("a signed-in user is sent from /auth to the journal", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.Journal.title);
});

test("public pages stay public", async ({ page }) => {
  for (const path of ["/pricing", "/about", "/help", "/subscription/cancel", "/dreams/share/abc"]) {
    const res = await page.goto(path);
    // An unknown shared dream is "not found" (404), but still shown there, not sent to sign in.
    expect(res?.status(), path).toBe(path.startsWith("/dreams/share/") ? 404 : 200);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test("the server renders the session: no spinner, no signed-out header, no /api/user round trip", async ({ page }) => {
  const email = await registerViaApi(page);
  const asked: string[] = [];
  // Reads only: a new account's browser reports its time zone once (PATCH), which is no session round trip.
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/user" && request.method() === "GET") asked.push(request.url());
  });
  const response = await page.goto("/profile");
  const html = (await response?.text()) ?? "";
  expect(html).toContain(email);
  expect(html).toContain(en.Nav.logout);
  expect(html).not.toContain('data-testid="page-spinner"');
  await expect(page.getByTestId("profile-email")).toHaveText(email);
  await expect(page.getByText(en.Profile.freeMember)).toBeVisible();
  await expect(page.getByTestId("profile-dream-count")).toHaveText("0");
  expect(asked).toEqual([]);
});

test("public pages do not ask for a session the server knows is absent", async ({ page }) => {
  const asked: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/user") asked.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/about");
  await expect(page.getByRole("link", { name: en.Nav.login })).toBeVisible();
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test("a revoked session cookie ends on /auth without a redirect loop", async ({ page, context }) => {
  await registerViaApi(page);
  const cookies = await context.cookies();
  await page.request.post("/api/logout"); // bumps the session version and clears the cookie
  await context.addCookies(cookies); // an old copy of the cookie comes back
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: en.Auth.loginTab })).toBeVisible();
});
