import { emailSuggestionsCss } from "../../lib/email-suggestions-css.ts";
import { starsCss } from "../shared/stars.tsx";

const formCss = `
.story-form { container-type: inline-size; }
form, .thanks { max-width: 736px; }
form { display: flex; flex-direction: column; gap: 20px; margin: 0; }
.form-note, .hint, .rating-status, .optional { margin: 0; color: var(--muted); font-weight: 400; }
.hint { font-size: 15px; }
.row { display: grid; grid-template-columns: 1fr; gap: 20px; }
@container (min-width: 560px) { .row { grid-template-columns: 1fr 1fr; } }
.row + .hint { margin-top: -10px; }
.field { display: flex; flex-direction: column; gap: 6px; min-width: 0; margin: 0; padding: 0; border: 0; }
.label { padding: 0; font-weight: 600; }
input:not([type=checkbox], [type=radio]), textarea {
  width: 100%; min-height: 48px; padding: 10px 13px; border: 2px solid #7d8c99; border-radius: 8px;
  background: var(--bg); color: var(--ink); font: inherit;
}
textarea { min-height: 152px; resize: vertical; }
input:hover, textarea:hover { border-color: var(--ink); }
[aria-invalid=true]:not([type=radio]) { border: 2px solid var(--danger); }

.rating-stars { display: flex; gap: 4px; }
.rating-star { position: relative; padding: 4px; cursor: pointer; }
.rating-star .star { display: block; width: 40px; height: 40px; }
.rating-stars:hover .star { fill: #e2a30b; }
.rating-stars:hover .rating-star:hover ~ .rating-star .star { fill: none; }
.rating-input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
.rating-input:focus-visible + .star { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 6px; }
.rating.invalid .rating-stars { width: fit-content; outline: 2px solid var(--danger); border-radius: 10px; }

.check { flex-direction: row; align-items: flex-start; gap: 12px; }
.check input { flex: none; width: 24px; height: 24px; margin: 2px 0 0; accent-color: var(--accent); }
.check label { cursor: pointer; }
.check [aria-invalid=true] { outline: 2px solid var(--danger); }
.hp { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }

.alert { padding: 14px 16px; border: 1px solid; border-left-width: 6px; border-radius: var(--radius); color: var(--danger); font-weight: 500; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 24px; }
.button {
  min-width: 192px; min-height: 48px; padding: 12px 24px; border: 2px solid var(--accent-dark); border-radius: 999px;
  background: var(--accent-dark); color: #fff; font: inherit; font-weight: 600; cursor: pointer;
}
.button:hover { background: var(--ink); border-color: var(--ink); }
.button:disabled { cursor: progress; opacity: .75; }
.button.secondary { background: none; color: var(--accent-dark); }
.button.secondary:hover { background: var(--accent-soft); }
.dark .button { color: var(--bg); }
a { color: var(--accent-dark); text-underline-offset: 3px; }

.thanks {
  display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 40px 24px;
  border: 1px solid var(--line); border-radius: var(--radius); background: var(--surface); text-align: center;
}
.thanks:focus { outline: none; }
.thanks h3 { margin: 0; font-size: 22px; line-height: 1.3; }
.thanks p { margin: 0 0 8px; max-width: 544px; }
.thanks-icon { width: 56px; height: 56px; fill: none; stroke: var(--success); stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
`;

export const css = starsCss + emailSuggestionsCss + formCss;
