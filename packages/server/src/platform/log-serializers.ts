/** Drizzle writes a failed statement's values after `params:`; they are hers (phone, address), never ours to log. */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const hideParams = (text: string) => text.replace(PARAMS_LINE, "\nparams: [hidden]");

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * Errors as pino's own serializer writes them (type, message, stack, own fields, causes), minus the values of a
 * failed query: drizzle's `params`, and PostgreSQL's `detail`, which quotes the row ("Key (phone)=(…)").
 */
export function errorSerializer(error: Error, depth = 0): SerializedError {
  const out: SerializedError = {
    type: error.constructor.name,
    message: hideParams(error.message),
    stack: hideParams(error.stack ?? ""),
  };
  for (const [key, value] of Object.entries(error)) {
    if (!HIDDEN_FIELDS.has(key)) out[key] = value;
  }
  const { cause } = error;
  if (cause instanceof Error) out.cause = depth < 5 ? errorSerializer(cause, depth + 1) : "[cause]";
  else if (cause !== undefined) out.cause = cause;
  return out;
}

const HIDDEN_FIELDS = new Set(["params", "parameters", "detail", "cause"]);
/** A request's query values can be secrets (an OAuth `code` and `state`): logs keep the names only. */
export function withoutQueryValues(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=~`);
  return `${url.slice(0, at)}?${names.join("&")}`;
}

/** Fastify's request serializer with the query's values left out. */
export function requestSerializer(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
