import { messages } from "./messages";

export const EMAIL_MAX = 255;

// The shape browsers use for <input type="email"> (WHATWG), plus a dot in the domain: good enough to
// catch typos without rejecting real addresses. Kept free of zod so the home page bundle stays small.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The popup's email rules (spec section 5): trimmed, at most 255 characters, valid. */
export function checkEmail(raw: unknown): { ok: true; email: string } | { ok: false; message: string } {
  if (typeof raw !== "string") return { ok: false, message: messages.email.invalid };
  const email = raw.trim();
  if (email.length > EMAIL_MAX) return { ok: false, message: messages.email.tooLong };
  if (!EMAIL_RE.test(email)) return { ok: false, message: messages.email.invalid };
  return { ok: true, email };
}
