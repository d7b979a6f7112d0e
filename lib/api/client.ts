// Browser-side calls to the app's API, as the spec describes them: same
// origin, cookies sent, JSON in and out, a JSON body only when one is given.
// A non-OK answer throws ApiError("<status>: <server message>").

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own message, fit to show to a user. */
    readonly serverMessage: string,
    readonly code?: string,
    readonly headers?: Headers,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = "ApiError";
  }
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: { message?: string; code?: string } };
    if (body.error?.message) return new ApiError(response.status, body.error.message, body.error.code, response.headers);
  } catch {
    // not our error shape: fall back to the raw text
  }
  return new ApiError(response.status, text || response.statusText, undefined, response.headers);
}

/** Like `api`, with the answer's headers (pagination totals live there). */
export async function apiWithHeaders<T>(method: string, path: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw await failure(response);
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return (await apiWithHeaders<T>(method, path, body)).data;
}

/** SWR fetcher: GET, JSON. */
export const fetcher = <T>(path: string) => api<T>("GET", path);

/** SWR fetcher for the session: a 401 means "nobody signed in", not an error. */
export async function fetcherOrNull<T>(path: string): Promise<T | null> {
  try {
    return await api<T>("GET", path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** What to tell the user about a failed call: the server's own message when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}
