// Mood playlists in a real browser, from the built-in catalogue (no Spotify keys).
import en from "../../messages/en.json";
import { expect, holdRequests, registerViaApi, test, toastWith } from "./fixtures";

test("a dream's create-playlist button makes '{title} Playlist' and opens /playlists", async ({ page }) => {
  await registerViaApi(page);
  const res = await page.request.post("/api/dreams", {
    data: { title: "Night ocean", content: "I swam in the dark ocean under the stars.", mood: "mysterious" },
  });
  expect(res.status()).toBe(201);
  await page.goto("/");
  await page.getByTestId("create-dream-playlist").click();
  await expect(page).toHaveURL(/\/playlists$/);
  const card = page.getByTestId("playlist-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: "Night ocean Playlist" })).toBeVisible();
  await expect(card.getByTestId("playlist-description")).toHaveText("Music for the dream “Night ocean”");
  await expect(card).toContainText(en.Moods.mysterious);
  const tracks = card.getByTestId("track");
  expect(await tracks.count()).toBeGreaterThanOrEqual(8);
  // Title, composer, genre, duration, and a link that opens the piece on Spotify.
  const first = tracks.first();
  await expect(first.getByTestId("track-title")).not.toBeEmpty();
  await expect(first.getByTestId("track-artist")).not.toBeEmpty();
  await expect(first).toContainText(/\d:\d\d/);
  await expect(first.getByRole("link")).toHaveAttribute("href", /^https:\/\/open\.spotify\.com\/search\//);
  await expect(first.getByRole("link")).toHaveAttribute("target", "_blank");

  // The catalogue has no previews: the muted control says so.
  await first.getByTestId("no-preview").click();
  const toast = toastWith(page, en.Playlists.noPreview);
  await expect(toast).toContainText(en.Playlists.noPreviewDescription);
});

test("the form explains what is missing, generates a playlist, and a playlist is deleted after confirming", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/playlists");
  await expect(page.getByTestId("playlists-empty")).toBeVisible();
  const form = page.getByTestId("playlist-form");
  await form.getByTestId("create-playlist").click();
  await expect(form.getByText(en.Validation.playlistNameRequired)).toBeVisible();
  await expect(form.getByText(en.Validation.dominantMoodRequired)).toBeVisible();

  await form.getByLabel(en.Playlists.name).fill("Sunday morning");
  await form.getByLabel(en.Playlists.description).fill("Light music for a slow start");
  await form.getByTestId("mood-select").selectOption({ label: en.Moods.happy });
  // The suggestion is held until the loading state has been seen.
  const release = await holdRequests(page, "**/api/playlists/suggest");
  await form.getByTestId("create-playlist").click();
  // (Radix repeats a loading button's label for screen readers.)
  await expect(form.getByTestId("create-playlist")).toContainText(en.Playlists.generating);
  await expect(form.getByTestId("create-playlist")).toBeDisabled();
  release();
  await expect(toastWith(page, en.Playlists.successTitle)).toContainText("Sunday morning");
  const card = page.getByTestId("playlist-card");
  await expect(card.getByRole("heading", { name: "Sunday morning" })).toBeVisible();
  await expect(card).toContainText(en.Moods.happy);
  // The form is ready for the next one.
  await expect(form.getByLabel(en.Playlists.name)).toHaveValue("");

  await card.getByTestId("delete-playlist").click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Sunday morning");
  await dialog.getByRole("button", { name: en.Playlists.cancel }).click();
  await expect(card).toHaveCount(1);
  await card.getByTestId("delete-playlist").click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.Playlists.delete }).click();
  // The toast comes as soon as the server has deleted it (and lasts 5 s); the card goes after the list is read again.
  await expect(toastWith(page, en.Playlists.deleted)).toBeVisible();
  await expect(page.getByTestId("playlist-card")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("a Free user's fourth playlist of the day is refused with the reset time", async ({ page }) => {
  await registerViaApi(page);
  // The quota's day is UTC's; the message says when it ends on the user's clock (05:45 in Kathmandu).
  expect((await page.request.patch("/api/user", { data: { timeZone: "Asia/Kathmandu" } })).status()).toBe(200);
  const suggestion = await (await page.request.post("/api/playlists/suggest", { data: { mood: "sad" } })).json();
  for (let i = 0; i < 3; i++) {
    const res = await page.request.post("/api/playlists", { data: { name: `P${i}`, dominantMood: "sad", tracks: suggestion } });
    expect(res.status()).toBe(201);
  }
  await page.goto("/playlists");
  const form = page.getByTestId("playlist-form");
  // The form answers once hydrated: a choice made in the browser's select before that is not React's.
  await form.getByTestId("create-playlist").click();
  await expect(form.getByText(en.Validation.dominantMoodRequired)).toBeVisible();
  await form.getByLabel(en.Playlists.name).fill("One more");
  await form.getByTestId("mood-select").selectOption({ label: en.Moods.sad });
  await form.getByTestId("create-playlist").click();
  const toast = toastWith(page, en.Playlists.errorTitle);
  await expect(toast).toContainText(/3 playlists per day.*at 5:45\sAM your time/);
  await expect(page.getByTestId("playlist-card")).toHaveCount(3);
});
