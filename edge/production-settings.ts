/** Variables production cannot run without, and why (read by the server and by `npm run launch-check`). */
export const REQUIRED_IN_PRODUCTION: Record<string, string> = {
  SITE_URL: "the public origin, used in the links of the reviewer's email",
  STORY_SIGNING_SECRET: "signs the Approve and Decline links (a long random string)",
  RESEND_API_KEY: "delivers the reviewer's and enquiry emails",
  MAIL_FROM: "the sender of those emails, on a domain verified with the mail provider",
};
