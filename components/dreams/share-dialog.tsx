"use client";

import { CopyIcon, ExclamationTriangleIcon, LinkedInLogoIcon, PaperPlaneIcon, TwitterLogoIcon } from "@radix-ui/react-icons";
import { Box, Button, Callout, Dialog, Flex, Spinner, Text, TextField } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { VerifyToShare } from "@/components/auth/verify-to-share";
import { FacebookGlyph } from "@/components/ui/brand-icons";
import { useToast } from "@/components/ui/toaster";
import { api, ApiError, send } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { Dream } from "@/lib/dreams/schema";
import {
  excerpt,
  NETWORK_NAMES,
  NETWORKS,
  networkShareUrl,
  popupFeatures,
  shareText,
  type Network,
} from "@/lib/share/share-text";

/** The spec's delay between "close" and the dialog going away (its fade). */
export const SHARE_DIALOG_CLOSE_MS = 300;

const NETWORK_ICONS: Record<Network, ReactNode> = {
  x: <TwitterLogoIcon aria-hidden />,
  facebook: <FacebookGlyph />,
  linkedin: <LinkedInLogoIcon aria-hidden />,
  // Telegram's own mark is a paper plane.
  telegram: <PaperPlaneIcon aria-hidden />,
};

interface Props {
  dream: Dream;
  trigger: ReactNode;
  /** The dream's share state changed (a link was made, or sharing stopped). */
  onChanged: (dream: Dream) => Promise<unknown> | void;
  /** Open from the start: the button was pressed before this code had loaded (lazy-dialogs.tsx). */
  defaultOpen?: boolean;
}

type LinkState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "ready"; url: string }
  | { kind: "failed"; message: string }
  | { kind: "unverified"; message: string };

/**
 * Shares a dream: the link (made on first open; a spinner until it arrives),
 * copy, the four networks in centred popups, and "stop sharing". The dialog
 * says that anyone with the link can read the dream.
 */
export function ShareDialog({ dream, trigger, onChanged, defaultOpen = false }: Props) {
  const t = useTranslations("ShareDialog");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [link, setLink] = useState<LinkState>({ kind: "idle" });
  const [stopping, setStopping] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const linkId = useId();

  async function generate() {
    setLink({ kind: "loading" });
    try {
      const created = await api("POST", `/api/dreams/${dream.id}/share`, "shareCreated");
      setLink({ kind: "ready", url: created.url });
      if (created.shareId !== dream.shareId) await onChanged({ ...dream, shareId: created.shareId, shareUrl: created.url });
    } catch (error) {
      // Sharing waits for a verified address: the dialog says so and offers the link again, no toast.
      if (error instanceof ApiError && error.code === "email_unverified") {
        setLink({ kind: "unverified", message: error.serverMessage });
        return;
      }
      // The server's own words when it gave any (say, no interpretation yet); otherwise the spec's sentence.
      const shown = error instanceof ApiError && error.code && error.serverMessage ? error.serverMessage : t("generateFailed");
      setLink({ kind: "failed", message: shown });
      toast({ title: t("error"), description: shown, variant: "destructive" });
    }
  }

  // Mounted open (its button was pressed while this code loaded): it opens as if pressed now.
  const openedOnMount = useRef(false);
  useEffect(() => {
    if (!defaultOpen || openedOnMount.current) return;
    openedOnMount.current = true;
    openChange(true);
  });

  function openChange(next: boolean) {
    if (next) {
      if (closeTimer.current) clearTimeout(closeTimer.current);
      setClosing(false);
      setOpen(true);
      // A shared dream already has its link; otherwise one is asked for now.
      if (dream.shareId && dream.shareUrl) setLink({ kind: "ready", url: dream.shareUrl });
      else void generate();
      return;
    }
    close();
  }

  function close() {
    setClosing(true);
    closeTimer.current = setTimeout(() => {
      setOpen(false);
      setClosing(false);
    }, SHARE_DIALOG_CLOSE_MS);
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("copied") });
    } catch {
      // Not allowed (an insecure origin, a denied permission): leave the link selected for the user.
      inputRef.current?.select();
      toast({ title: t("error"), description: t("copyFailed"), variant: "destructive" });
    }
  }

  function post(network: Network, url: string) {
    const text = shareText({
      titleLabel: t("titleLabel"),
      title: dream.title,
      content: dream.content,
      interpretationLabel: t("interpretationLabel"),
      interpretation: dream.interpretation,
    });
    const features = popupFeatures({
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    });
    const popup = window.open(networkShareUrl(network, url, text), `share-${network}`, features);
    if (!popup) {
      toast({ title: t("error"), description: t("popupBlocked"), variant: "destructive" });
      return;
    }
    // The network's page must not be able to script ours.
    popup.opener = null;
  }

  async function stopSharing() {
    setStopping(true);
    try {
      await send("DELETE", `/api/dreams/${dream.id}/share`);
      setLink({ kind: "idle" });
      await onChanged({ ...dream, shareId: null, shareUrl: null });
      toast({ title: t("stopped"), description: t("stoppedDescription") });
      close();
    } catch (error) {
      toast({ title: t("stopFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      setStopping(false);
    }
  }

  const url = link.kind === "ready" ? link.url : null;

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content maxWidth="520px" className="share-dialog" data-closing={closing || undefined} data-testid="share-dialog">
        <Dialog.Title>{t("title")}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t("privacy")}
        </Dialog.Description>
        <Flex direction="column" gap="4">
          <Box className="share-dream mood-edge" data-mood={dream.mood ?? undefined}>
            <Text as="p" weight="bold" className="user-text">
              {dream.title}
            </Text>
            <Text as="p" size="2" color="gray" className="user-text">
              {excerpt(dream.content)}
            </Text>
          </Box>

          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={linkId} size="2" weight="medium">
              {t("linkLabel")}
            </Text>
            {link.kind === "loading" || link.kind === "idle" ? (
              <Flex align="center" gap="2" role="status" data-testid="share-generating" style={{ minHeight: 40 }}>
                <Spinner size="3" /> <Text size="2">{t("generating")}</Text>
              </Flex>
            ) : link.kind === "unverified" ? (
              <VerifyToShare message={link.message} />
            ) : link.kind === "failed" ? (
              <Callout.Root color="red" role="alert" size="1">
                <Callout.Icon>
                  <ExclamationTriangleIcon />
                </Callout.Icon>
                <Callout.Text>{link.message}</Callout.Text>
                <Box>
                  <Button size="1" variant="soft" color="red" onClick={() => void generate()}>
                    {t("retry")}
                  </Button>
                </Box>
              </Callout.Root>
            ) : (
              <Flex gap="2" direction={{ initial: "column", xs: "row" }} align={{ initial: "stretch", xs: "center" }}>
                <Box flexGrow="1" minWidth="0">
                  <TextField.Root
                    id={linkId}
                    ref={inputRef}
                    readOnly
                    value={link.url}
                    onFocus={(e) => e.currentTarget.select()}
                    data-testid="share-link"
                  />
                </Box>
                <Button onClick={() => void copy(link.url)} data-testid="copy-share-link">
                  <CopyIcon aria-hidden /> {t("copy")}
                </Button>
              </Flex>
            )}
          </Flex>

          <Flex direction="column" gap="2">
            <Text size="2" weight="medium">
              {t("networks")}
            </Text>
            <Flex gap="2" wrap="wrap">
              {NETWORKS.map((network) => (
                <Button
                  key={network}
                  variant="surface"
                  disabled={!url}
                  onClick={() => url && post(network, url)}
                  aria-label={t("shareOn", { network: NETWORK_NAMES[network] })}
                  data-testid={`share-${network}`}
                >
                  {NETWORK_ICONS[network]} {NETWORK_NAMES[network]}
                </Button>
              ))}
            </Flex>
          </Flex>

          <Flex gap="3" justify="between" align="center" wrap="wrap" mt="2">
            {url ? (
              <Button
                variant="soft"
                color="red"
                highContrast
                loading={stopping}
                onClick={() => void stopSharing()}
                data-testid="stop-sharing"
              >
                {t("stopSharing")}
              </Button>
            ) : (
              <span />
            )}
            <Button variant="soft" color="gray" onClick={close}>
              {t("close")}
            </Button>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
