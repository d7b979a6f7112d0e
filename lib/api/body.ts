// Reads a JSON request body with a hard size cap and a nesting cap, so a huge,
// endless or pathologically nested body is refused (413 / 400) instead of
// being buffered or handed to JSON.parse. Nesting is checked on the bytes as
// they arrive, so a hostile body is refused after its first few hundred bytes.
import { AppError } from "@/lib/errors/app-error";

export const MAX_BODY_BYTES = 64 * 1024;
/** Deeper than any body this API accepts (a backup is 3 levels deep). */
export const MAX_JSON_DEPTH = 16;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Tracks JSON nesting across chunks; strings (with escapes) do not count. */
export class DepthGauge {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly max: number) {}

  /** False as soon as the nesting exceeds the maximum. */
  feed(bytes: Uint8Array): boolean {
    // An indexed loop: ~10× faster than for…of on multi-megabyte bodies.
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        if (++this.depth > this.max) return false;
      } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) this.depth--;
    }
    return true;
  }
}

export interface BodyLimits {
  bytes?: number;
  depth?: number;
}

/**
 * The body's bytes, refused with 413 past `limit` (by Content-Length, or while
 * reading); `check` may refuse a chunk as it arrives (the reading stops there).
 */
async function readBytes(req: Request, limit: number, check?: (chunk: Uint8Array) => void): Promise<Buffer> {
  const tooLarge = () => new AppError("payload_too_large", "payloadTooLarge", { values: { kb: Math.round(limit / 1024) } });
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      try {
        if (size > limit) throw tooLarge();
        check?.(value);
      } catch (error) {
        await reader.cancel();
        throw error;
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

export async function readJsonBody(req: Request, limits: BodyLimits = {}): Promise<unknown> {
  const gauge = new DepthGauge(limits.depth ?? MAX_JSON_DEPTH);
  const bytes = await readBytes(req, limits.bytes ?? MAX_BODY_BYTES, (chunk) => {
    if (!gauge.feed(chunk)) throw new AppError("validation_failed", "tooDeeplyNested");
  });
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
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

/** The body as text, exactly as sent, up to `bytes` (a signed webhook is verified on these bytes). */
export async function readRawBody(req: Request, bytes: number): Promise<string> {
  return new TextDecoder("utf-8").decode(await readBytes(req, bytes));
}
