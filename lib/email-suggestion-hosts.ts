/**
 * The email hosts suggested while a patient types an address with no "@" yet (both forms).
 * Plain data with no imports, so the form widgets can bundle it without the site configuration's
 * schema library; `site.emailSuggestionHosts` in site.ts is this list, checked there.
 */
export const emailSuggestionHosts = [
  "gmail.com",
  "outlook.com",
  "hotmail.co.uk",
  "yahoo.co.uk",
  "icloud.com",
] as const;
