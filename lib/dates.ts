/**
 * Dates as patients read them in the UK: "1 November 2026", and "1 November 2026 at 14:05" for a
 * moment in time. Always the day and time in Europe/London, so a time shortly after midnight in
 * summer is shown on its UK day, and a plain "YYYY-MM-DD" date is shown as written.
 */
const UK_TIME_ZONE = "Europe/London";

const dayFormat = /* @__PURE__ */ new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: UK_TIME_ZONE,
});
const timeFormat = /* @__PURE__ */ new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: UK_TIME_ZONE,
});

/** Milliseconds for a "YYYY-MM-DD" date (midnight UTC, which is the same day in London) or an ISO time; NaN when unreadable. */
function toTime(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** "2026-11-01" or an ISO time → "1 November 2026" (the day in the UK); an unreadable value as given. */
export function ukDate(value: string | Date): string {
  return ukDateOrNull(value) ?? String(value);
}

/** Like `ukDate`, but null for a missing or unreadable value (for data from the network). */
export function ukDateOrNull(value: string | Date | undefined): string | null {
  if (!value) return null;
  const time = toTime(value);
  return Number.isNaN(time) ? null : dayFormat.format(time);
}

/** An ISO time → "1 November 2026 at 14:05" (UK time); an unreadable value as given. */
export function ukDateTime(value: string | Date): string {
  const time = toTime(value);
  return Number.isNaN(time) ? String(value) : timeFormat.format(time);
}
