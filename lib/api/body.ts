// Reads a JSON request body with a hard size cap, so a huge or endless body
// is refused with 413 instead of being buffered.
import { AppError } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;

export async function readJsonBody(req: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) {
    throw new AppError("payload_too_large", "payloadTooLarge", { values: { kb: limit / 1024 } });
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new AppError("payload_too_large", "payloadTooLarge", { values: { kb: limit / 1024 } });
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
  if (text.trim() === "") return undefined;
  const type = req.headers.get("content-type") ?? "";
  // Requiring JSON also forces a CORS preflight on cross-site requests.
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) {
    throw new AppError("unsupported_media_type", "unsupportedMediaType");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "invalidJson");
  }
}
