"use client";

import { Button, Card, Flex, Heading, Tabs } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useState, type ReactNode } from "react";
import { LogoMark } from "@/components/brand/logo";
import { LanguagePicker } from "@/components/i18n/language-picker";
import { flashOnNextPage } from "@/components/ui/flash-toast";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { CredentialsForm } from "./credentials-form";
import { ForgotPasswordForm } from "./forgot-password-form";
import { VERIFY_LINK_TOAST_MS } from "./verification-link";
import { signIn, type SignInMode } from "./sign-in";

type Mode = "login" | "register" | "forgot";

/** `marketing`: the panel beside the form, rendered on the server (its art and icons ship no script). */
export function AuthScreen({ marketing }: { marketing: ReactNode }) {
  const t = useTranslations("Auth");
  const tv = useTranslations("Verify");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("login");

  const attempt = (action: SignInMode, failure: string) => async (email: string, password: string) => {
    try {
      const user = await signIn(action, email, password);
      // A new account's verification link: mailed, or on a laptop without mail shown on the journal.
      if (action === "register" && user.mailDelivery !== "none") {
        flashOnNextPage({
          title: tv("sentTitle"),
          description: user.dev ? tv("sentLocal") : tv("registered", { email: user.email }),
          link: user.dev ? { href: user.dev, label: tv("openLink"), testId: "verify-link" } : undefined,
          duration: VERIFY_LINK_TOAST_MS,
        });
      }
      router.replace("/");
    } catch (error) {
      toast({
        title: failure,
        description: errorMessage(error),
        variant: "destructive",
      });
    }
  };

  return (
    <div className="auth-grid">
      {marketing}
      <Card size="4" className="auth-form">
        <Flex justify="between" align="center" mb="4" gap="3" wrap="wrap">
          <Flex align="center" gap="2" className="user-text">
            <LogoMark size={32} />
            <Heading size="6" as="h1">
              {mode === "forgot" ? t("forgotTitle") : t("welcome")}
            </Heading>
          </Flex>
          <LanguagePicker compact />
        </Flex>
        {mode === "forgot" ? (
          <ForgotPasswordForm onBack={() => setMode("login")} />
        ) : (
          <Tabs.Root value={mode} onValueChange={(v) => setMode(v === "register" ? "register" : "login")}>
            <Tabs.List>
              <Tabs.Trigger value="login">{t("loginTab")}</Tabs.Trigger>
              <Tabs.Trigger value="register">{t("registerTab")}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              <Flex direction="column" pt="4">
                <CredentialsForm
                  mode="login"
                  submitLabel={t("loginButton")}
                  onSubmit={attempt("login", t("loginFailed"))}
                  footer={
                    <Button type="button" variant="ghost" onClick={() => setMode("forgot")}>
                      {t("forgotPassword")}
                    </Button>
                  }
                />
              </Flex>
            </Tabs.Content>
            <Tabs.Content value="register">
              <Flex direction="column" pt="4">
                <CredentialsForm
                  mode="register"
                  submitLabel={t("createAccount")}
                  onSubmit={attempt("register", t("registrationFailed"))}
                />
              </Flex>
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Card>
    </div>
  );
}
