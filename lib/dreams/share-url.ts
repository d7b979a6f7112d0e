// Where a shared dream lives: always built from APP_URL, never from a request's Host.
import "server-only";
import { env } from "@/lib/env";

export const sharePath = (shareId: string) => `/dreams/share/${shareId}`;
export const shareUrl = (shareId: string) => new URL(sharePath(shareId), env.APP_URL).toString();
