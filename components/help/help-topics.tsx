import { Link as ThemeLink } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import type { ReactNode } from "react";
import { MoodBadge } from "@/components/marks/mood-badge";
import { MOODS } from "@/lib/domain/moods";
import { HelpSection, HelpSteps, HelpTerms, HelpText } from "./help-section";

/** `<tag>text</tag>` in a message becomes a link to `href`, underlined: colour alone does not mark a link in running text. */
const linkTo = (href: string) =>
  function HelpLink(chunks: ReactNode) {
    return (
      <ThemeLink asChild underline="always">
        <LocaleLink href={href} prefetch={false}>
          {chunks}
        </LocaleLink>
      </ThemeLink>
    );
  };

/** Visitors are offered an account; members, who have one, their journal. */
export async function GettingStartedTopic({ signedIn }: { signedIn: boolean }) {
  const t = await getTranslations("Help.gettingStarted");
  return (
    <HelpSection id="getting-started" title={t("title")} open first>
      <HelpText>{signedIn ? t.rich("introMember", { home: linkTo("/") }) : t.rich("intro", { auth: linkTo("/auth") })}</HelpText>
      <HelpSteps steps={[t("steps.open"), t("steps.title"), t("steps.details"), t("steps.mood")]} />
      <HelpText color="gray">{t("tip")}</HelpText>
    </HelpSection>
  );
}

export async function DreamHealthTopic() {
  const t = await getTranslations("Help.dreamHealth");
  const label = await getTranslations("Health");
  const metrics = ["frequency", "length", "emotionalVariety", "memoryDetail"] as const;
  return (
    <HelpSection id="dream-health" title={t("title")}>
      <HelpText>{t("overview")}</HelpText>
      <HelpTerms items={metrics.map((key) => ({ key, term: label(`${key}.label`), text: t(key) }))} />
      <HelpText color="gray">{t("tip")}</HelpText>
    </HelpSection>
  );
}

export async function AmbientSoundTopic() {
  const t = await getTranslations("Help.ambient");
  return (
    <HelpSection id="ambient-sound" title={t("title")}>
      <HelpText>{t("intro")}</HelpText>
      <ul className="plain-list help-moods">
        {MOODS.map((mood) => (
          <li key={mood} className="rt-Flex rt-r-fd-column rt-r-ai-start rt-r-gap-1">
            <MoodBadge mood={mood} />
            <span className="rt-Text rt-r-size-3">{t(`moods.${mood}`)}</span>
          </li>
        ))}
      </ul>
      <HelpText color="gray">{t("tip")}</HelpText>
    </HelpSection>
  );
}

export async function PremiumTopic() {
  const t = await getTranslations("Help.premium");
  const features = ["combined", "unlimitedDreams", "unlimitedPlaylists", "interpretations", "analysesPage"] as const;
  return (
    <HelpSection id="premium" title={t("title")}>
      <HelpText>{t("intro")}</HelpText>
      <HelpTerms items={features.map((key) => ({ key, term: t(`features.${key}.term`), text: t(`features.${key}.text`) }))} />
      <HelpText>{t.rich("upgrade", { pricing: linkTo("/pricing") })}</HelpText>
    </HelpSection>
  );
}

export async function PlaylistsTopic() {
  const t = await getTranslations("Help.playlists");
  return (
    <HelpSection id="playlists" title={t("title")}>
      <HelpText>{t("intro")}</HelpText>
      <HelpTerms
        items={[
          { key: "fromDream", term: t("fromDream.term"), text: t("fromDream.text") },
          { key: "fromForm", term: t("fromForm.term"), text: t.rich("fromForm.text", { playlists: linkTo("/playlists") }) },
        ]}
      />
      <HelpText>{t("tracks")}</HelpText>
      <HelpText color="gray">{t("limit")}</HelpText>
    </HelpSection>
  );
}

export async function AnalyticsTopic() {
  const t = await getTranslations("Help.analytics");
  const label = await getTranslations("Analyses");
  const parts = ["summary", "patterns", "commonSymbols", "emotionalTrends", "recommendations"] as const;
  return (
    <HelpSection id="analytics" title={t("title")}>
      <HelpText>{t.rich("intro", { analyses: linkTo("/analyses") })}</HelpText>
      <HelpTerms items={parts.map((key) => ({ key, term: label(key), text: t(`parts.${key}`) }))} />
      <HelpText>{t("more")}</HelpText>
      <HelpText color="gray">{t("advice")}</HelpText>
    </HelpSection>
  );
}

export async function SharingTopic() {
  const t = await getTranslations("Help.sharing");
  return (
    <HelpSection id="sharing" title={t("title")}>
      <h3 className="rt-Heading rt-r-size-3">{t("howTitle")}</h3>
      <HelpSteps steps={[t("steps.open"), t("steps.copy"), t("steps.post")]} />
      <h3 className="rt-Heading rt-r-size-3">{t("privacyTitle")}</h3>
      <ul className="analysis-list">
        {(["link", "public", "stop"] as const).map((key) => (
          <li key={key} className="rt-Text rt-r-size-3">
            {t(`privacy.${key}`)}
          </li>
        ))}
      </ul>
    </HelpSection>
  );
}
