/**
 * The look of the email suggestions list (lib/email-suggestions.ts), for the story form's shadow
 * root and, written in at bundling, the site's enquiry.css. Uses the custom properties both declare.
 */
export const emailSuggestionsCss =
  `.combobox{position:relative}.email-suggestions{position:absolute;z-index:2;left:0;right:0;top:calc(100% + 4px);margin:0;padding:6px;list-style:none;background:var(--bg,var(--white));border:1px solid var(--line);border-radius:var(--radius);box-shadow:0 10px 30px rgb(15 35 50 / .14)}.email-suggestions[hidden]{display:none}.email-suggestions li{padding:10px 12px;border-radius:8px;cursor:pointer;overflow-wrap:anywhere;color:var(--ink)}.email-suggestions li:hover{background:var(--surface)}.email-suggestions li.active{background:var(--accent-soft);outline:2px solid var(--accent);outline-offset:-2px}.email-suggestions strong{font-weight:700}`;
