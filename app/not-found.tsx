// What no page address reaches (proxy.ts rewrites every page under its
// language; this is for addresses it leaves alone, such as a missing file):
// a plain 404 in the app's styles, in English.
import "./styles/radix.generated.css";
import "./styles/theme.css";
import "./globals.css";
import { Button, Theme } from "@radix-ui/themes";
import NextLink from "next/link";
import { StatusCard } from "@/components/ui/status-card";
import { fontVariables } from "@/lib/design/fonts";
import { serverTranslator } from "@/lib/i18n/messages";

const t = serverTranslator("en");

export const metadata = { title: t("NotFound.metaTitle") };

export default function GlobalNotFound() {
  return (
    <html lang="en" className={fontVariables}>
      <body>
        <Theme className="app-root" accentColor="violet" grayColor="mauve" radius="large">
          <main id="main" className="site-main">
            <StatusCard title={t("NotFound.title")} text={t("NotFound.text")} headingColor="red">
              <Button asChild variant="soft">
                <NextLink href="/">{t("NotFound.home")}</NextLink>
              </Button>
            </StatusCard>
          </main>
        </Theme>
      </body>
    </html>
  );
}
