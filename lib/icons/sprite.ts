// The icons of the server-rendered public pages, as one SVG sprite
// (/icons.svg) instead of their paths inline. An icon drawn by a server
// component is written twice into the page: once in the HTML and once in the
// RSC payload that hydrates it; Radix icons' paths are long (the Twitter logo
// alone is 2 KB), so /about carried more icon paths than text. Pages now
// reference a symbol (`<use href="/icons.svg?v=…#pencil-2">`): a few bytes
// each, and the sprite is fetched once, after the page, and kept.
import "server-only";
import {
  ChatBubbleIcon,
  EnvelopeClosedIcon,
  GlobeIcon,
  HeartIcon,
  InstagramLogoIcon,
  LockClosedIcon,
  MagicWandIcon,
  PaperPlaneIcon,
  Pencil1Icon,
  Pencil2Icon,
  SpeakerLoudIcon,
  TwitterLogoIcon,
} from "@radix-ui/react-icons";
import { createHash } from "node:crypto";
import type { ForwardRefExoticComponent, ReactElement } from "react";

const ICONS = {
  "chat-bubble": ChatBubbleIcon,
  "envelope-closed": EnvelopeClosedIcon,
  globe: GlobeIcon,
  heart: HeartIcon,
  "instagram-logo": InstagramLogoIcon,
  "lock-closed": LockClosedIcon,
  "magic-wand": MagicWandIcon,
  "paper-plane": PaperPlaneIcon,
  "pencil-1": Pencil1Icon,
  "pencil-2": Pencil2Icon,
  "speaker-loud": SpeakerLoudIcon,
  "twitter-logo": TwitterLogoIcon,
} as const;

export type SpriteName = keyof typeof ICONS;
export const SPRITE_NAMES = Object.keys(ICONS) as SpriteName[];

type Props = Record<string, unknown> & { children?: unknown };
type Rendering = ForwardRefExoticComponent<object> & { render?: (props: object, ref: null) => ReactElement<Props> };

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const attribute = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** An element of an icon (its paths) as SVG markup. */
function markup(node: unknown): string {
  if (Array.isArray(node)) return node.map(markup).join("");
  if (!node || typeof node !== "object" || !("type" in node) || typeof node.type !== "string") return "";
  const { children, ...props } = (node as { props?: Props }).props ?? {};
  const attributes = Object.entries(props)
    .filter(([, value]) => typeof value === "string" || typeof value === "number")
    .map(([name, value]) => ` ${attribute(name)}="${escape(String(value))}"`)
    .join("");
  return `<${node.type}${attributes}>${markup(children)}</${node.type}>`;
}

/** One icon as a symbol: its viewBox and what it draws (paths filled with currentColor, the referring element's colour). */
export function symbolOf(name: SpriteName): string {
  const icon = ICONS[name] as Rendering;
  const drawn = icon.render?.({}, null);
  if (!drawn) throw new Error(`icon ${name} did not render`);
  const { viewBox, children } = drawn.props;
  return `<symbol id="${name}" viewBox="${escape(String(viewBox))}">${markup(children)}</symbol>`;
}

let cached: { body: string; version: string } | undefined;

/** The sprite and a version of its contents, for the address (so it can be kept for a year). */
export function sprite(): { body: string; version: string } {
  if (!cached) {
    const body = `<svg xmlns="http://www.w3.org/2000/svg">${SPRITE_NAMES.map(symbolOf).join("")}</svg>`;
    cached = { body, version: createHash("sha256").update(body).digest("hex").slice(0, 12) };
  }
  return cached;
}

/** Where a symbol is, as `<use href>` wants it. */
export const symbolHref = (name: SpriteName) => `/icons.svg?v=${sprite().version}#${name}`;
