// The account's settings, where a change reaches other domains: a new time
// zone moves the morning reminder to the same minute on the new clock.
import "server-only";
import { userView } from "@/lib/auth/service";
import * as q from "@/lib/auth/queries";
import type { PublicUser, UserUpdate } from "@/lib/auth/schema";
import { AppError } from "@/lib/errors/app-error";
import { replanReminder } from "@/lib/reminders/service";

/** PATCH /api/user: AI consent and the time zone the user's days follow. */
export async function updateUser(userId: number, change: UserUpdate): Promise<PublicUser> {
  await q.updateSettings(userId, change);
  // The morning reminder keeps its minute on the new clock.
  if (change.timeZone) await replanReminder(userId);
  const user = await userView(userId);
  if (!user) throw new AppError("unauthorized", "unauthorized");
  return user;
}
