/**
 * Reads a posted HTML form, as browsers and form-service clients send it: multipart/form-data or
 * application/x-www-form-urlencoded, at most 32 KB. Anything else is a clear 4xx.
 */
import { HttpError, MAX_BODY_BYTES, mediaType, readBodyBytes } from "../http.ts";

export const FORM_MEDIA_TYPES = [
  "multipart/form-data",
  "application/x-www-form-urlencoded",
] as const;

/** Each field's first value: text, or a File for an uploaded file. */
export type FormFields = Record<string, string | File>;

const unreadable = () => new HttpError(400, "The form could not be read. Please try again.");

export async function readFormFields(req: Request, limit = MAX_BODY_BYTES): Promise<FormFields> {
  const type = mediaType(req);
  if (!(FORM_MEDIA_TYPES as readonly string[]).includes(type)) {
    throw new HttpError(
      415,
      "Please send the enquiry as a form (multipart/form-data or application/x-www-form-urlencoded).",
    );
  }
  const bytes = await readBodyBytes(req, limit);

  let entries: Iterable<[string, string | File]>;
  if (type === "application/x-www-form-urlencoded") {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw unreadable();
    }
    entries = new URLSearchParams(text);
  } else {
    try {
      // The platform's multipart parser, given the original boundary.
      const copy = new Request("http://form.invalid/", {
        method: "POST",
        headers: { "Content-Type": req.headers.get("content-type") ?? "" },
        body: bytes as Uint8Array<ArrayBuffer>, // readBodyBytes allocates a plain ArrayBuffer
      });
      entries = await copy.formData();
    } catch {
      throw unreadable();
    }
  }

  // No prototype: a field named "__proto__" or "constructor" is just a field.
  const fields: FormFields = Object.create(null);
  for (const [name, value] of entries) {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}
