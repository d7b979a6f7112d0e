// Voice dictation at 375 px in headless Chromium. This Chromium defines the
// Web Speech API but refuses to record ("not-allowed"); a browser without the
// API is reproduced by removing it before the page loads.
import en from "../../messages/en.json";
import type { Page } from "@playwright/test";
import { expect, test, registerViaApi } from "./fixtures";

test.use({ viewport: { width: 375, height: 740 } });

async function openForm(page: Page) {
  await registerViaApi(page);
  await page.goto("/");
  await page.getByTestId("new-dream").click();
  return page.getByTestId("voice-input");
}

test("without speech recognition the user is told it is not supported", async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ["SpeechRecognition", "webkitSpeechRecognition"]) {
      Reflect.deleteProperty(window, name);
      Reflect.deleteProperty(Window.prototype, name);
    }
  });
  const mic = await openForm(page);
  await mic.click();
  await expect(page.locator(".toast")).toContainText(en.VoiceInput.notSupported);
});

test("a recognition error stops recording and shows the error notice", async ({ page }) => {
  const mic = await openForm(page);
  await mic.click();
  await expect(page.locator(".toast")).toContainText(en.VoiceInput.error);
  await expect(mic).toHaveAttribute("aria-pressed", "false");
});

test("the Edit dialog offers the microphone too", async ({ page }) => {
  await registerViaApi(page);
  await page.request.post("/api/dreams", { data: { title: "Lake", content: "A quiet lake." } });
  await page.goto("/");
  await page.getByTestId("edit-dream").click();
  await expect(page.getByRole("dialog", { name: en.NewDream.editTitle }).getByTestId("voice-input")).toBeVisible();
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1024, height: 800 } });
  test("the microphone is not offered", async ({ page }) => {
    await registerViaApi(page);
    await page.goto("/");
    await page.getByTestId("new-dream").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByTestId("voice-input")).toHaveCount(0);
  });
});
