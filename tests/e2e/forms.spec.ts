// Forms let go of an error as soon as the field is fixed, and the reset page
// asks only for what it needs.
import en from "../../messages/en.json";
import { expect, registerViaApi, test } from "./fixtures";

test("the New Dream form clears each field's error as soon as it becomes valid", async ({ page }) => {
  await registerViaApi(page);
  await page.goto("/");
  await page.getByTestId("new-dream").click();
  const dialog = page.getByRole("dialog", { name: en.NewDream.title });
  await dialog.getByRole("button", { name: en.NewDream.save }).click();
  await expect(dialog.getByText(en.Validation.titleRequired)).toBeVisible();
  await expect(dialog.getByText(en.Validation.contentRequired)).toBeVisible();

  await dialog.getByLabel(en.NewDream.dreamTitle).fill("The orchard");
  await expect(dialog.getByText(en.Validation.titleRequired)).toHaveCount(0);
  await expect(dialog.getByText(en.Validation.contentRequired)).toBeVisible();
  await expect(dialog.getByLabel(en.NewDream.dreamTitle)).toHaveAttribute("aria-invalid", "false");

  await dialog.getByLabel(en.NewDream.content).fill("Apples fell upwards into a green sky.");
  await expect(dialog.getByText(en.Validation.contentRequired)).toHaveCount(0);
  // Emptied again: no new error while typing; the next save says it.
  await dialog.getByLabel(en.NewDream.dreamTitle).fill("");
  await expect(dialog.getByText(en.Validation.titleRequired)).toHaveCount(0);
  await dialog.getByRole("button", { name: en.NewDream.save }).click();
  await expect(dialog.getByText(en.Validation.titleRequired)).toBeVisible();
});

test("the sign-in form lets go of an error once the field is right", async ({ page }) => {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: en.Auth.loginButton });
  await form.getByRole("button", { name: en.Auth.loginButton }).click();
  await expect(form.getByText(en.Validation.invalidEmail)).toBeVisible();
  await expect(form.getByText(en.Validation.passwordMin)).toBeVisible();
  await form.getByLabel(en.Auth.email).fill("sleeper@example.com");
  await expect(form.getByText(en.Validation.invalidEmail)).toHaveCount(0);
  await expect(form.getByText(en.Validation.passwordMin)).toBeVisible();
  await form.getByLabel(en.Auth.password).fill("long enough now");
  await expect(form.getByText(en.Validation.passwordMin)).toHaveCount(0);
});

test("the reset page asks only for the new password, twice, and says what is wrong with it", async ({ page }) => {
  await page.goto(`/auth/reset-password?token=${"a".repeat(43)}`);
  const form = page.getByRole("form", { name: en.Auth.resetTitle });
  await expect(form.getByLabel(en.Auth.email)).toHaveCount(0);
  await form.getByRole("button", { name: en.Auth.setNewPassword }).click();
  await expect(form.getByText(en.Validation.passwordMin)).toBeVisible();
  await expect(form.getByText(en.Validation.invalidEmail)).toHaveCount(0);
  await form.getByLabel(en.Auth.newPassword).fill("a fresh start");
  await expect(form.getByText(en.Validation.passwordMin)).toHaveCount(0);
  await form.getByLabel(en.Auth.confirmPassword).fill("a fresh stark");
  await form.getByRole("button", { name: en.Auth.setNewPassword }).click();
  await expect(form.getByText(en.Validation.passwordsDontMatch)).toBeVisible();
  await form.getByLabel(en.Auth.confirmPassword).fill("a fresh start");
  await expect(form.getByText(en.Validation.passwordsDontMatch)).toHaveCount(0);
});
