import { refuseMethod, route } from "@/lib/api/handler";
import { PROBE_ALLOW } from "@/lib/api/routes";

// Answered on every request: a probe must never be a page rendered once, at build time.
export const dynamic = "force-dynamic";

// GET /api/health/live – liveness: 200 {"status":"ok"} while the process can answer, whatever its database does
// (restarting a server does not bring a database back). No session, never cached.
export const GET = route({ auth: false, session: false }, () => ({ status: "ok" }));

const notAllowed = refuseMethod(PROBE_ALLOW);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
