const ukDateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

/** "5 June 2026" for an ISO time or a YYYY-MM-DD date (the day in the UK); null when unreadable. */
export function formatUkDate(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : ukDateFormat.format(time);
}
