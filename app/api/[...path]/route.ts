import { AppError } from "@/lib/errors/app-error";
import { route } from "@/lib/api/handler";

// Any unknown /api path – 404 in the common error shape instead of an HTML page
const notFound = route({ auth: false }, () => {
  throw new AppError("not_found", "routeNotFound");
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
