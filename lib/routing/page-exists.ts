// Whether what a page shows exists, asked before the page is rendered
// (lib/routing/page-route.ts says why): a missing one is answered by the page
// not found, rendered by Next on the server in the address's language.
import "server-only";
import { hasAnalysis } from "@/lib/analyses/service";
import { hasDream } from "@/lib/dreams/service";
import { isShared } from "@/lib/share/service";
import type { Requirement } from "./page-route";

/**
 * True when the page can be shown; also when it cannot be told (the database
 * away): the page then says so itself, and nothing is called missing that is not.
 */
export async function requirementMet(requirement: Requirement, userId: number | null): Promise<boolean> {
  try {
    switch (requirement.kind) {
      case "shared-dream":
        return await isShared(requirement.shareId);
      case "dream":
        return userId !== null && (await hasDream(userId, requirement.id));
      case "analysis":
        return userId !== null && (await hasAnalysis(userId, requirement.id));
    }
  } catch {
    return true;
  }
}
