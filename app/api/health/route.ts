import { refuseMethod, route } from "@/lib/api/handler";
import { PROBE_ALLOW } from "@/lib/api/routes";
import { AppError } from "@/lib/errors/app-error";
import { readiness } from "@/lib/probes/readiness";

// Answered on every request: a probe must never be a page rendered once, at build time.
export const dynamic = "force-dynamic";

// GET /api/health – readiness, for load balancers and orchestrators: 200 {"status":"ok"} when this server may be sent
// requests; 503 naming the failed checks (details.failed: shutdown, database, notifications, jobs). No session, never cached.
export const GET = route({ auth: false, session: false }, async () => {
  const failed = await readiness();
  if (failed.length > 0) {
    throw new AppError("service_unavailable", "notReady", { values: { checks: failed.join(", ") }, details: { failed } });
  }
  return { status: "ok" };
});

const notAllowed = refuseMethod(PROBE_ALLOW);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
