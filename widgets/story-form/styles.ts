import { emailFieldCss } from "../shared/EmailField.tsx";
import { starsCss } from "../shared/stars.tsx";
import { uiCss } from "../shared/ui-css.ts";

const formCss = `
.story-form { container-type: inline-size; min-height: 860px; }
form { display: flex; flex-direction: column; gap: 20px; margin: 0; }
.form-note { margin: 0; color: var(--muted); }
.row { display: grid; grid-template-columns: 1fr; gap: 20px; }
@container (min-width: 560px) { .row { grid-template-columns: 1fr 1fr; } .story-form { min-height: 760px; } }
.field { display: flex; flex-direction: column; gap: 6px; min-width: 0; margin: 0; padding: 0; border: 0; }
.label { padding: 0; font-weight: 600; color: var(--ink); }
.hint { margin: 0; color: var(--muted); font-size: .9375rem; }
.row + .hint { margin-top: -10px; }
input[type="text"], input[type="tel"], input[type="email"], textarea {
  width: 100%; min-height: 48px; padding: 10px 14px; border: 1px solid #7b8b99; border-radius: 10px;
  background: var(--bg); color: var(--ink); font: inherit;
}
textarea { min-height: 9.5rem; resize: vertical; }
input:hover, textarea:hover { border-color: var(--ink); }
input:focus-visible, textarea:focus-visible { border-color: var(--accent); }
[aria-invalid="true"]:not([type="radio"]) { border: 2px solid var(--danger); }

.rating .label { margin-bottom: 2px; }
.rating-stars { display: inline-flex; gap: 4px; width: fit-content; }
.rating-star { position: relative; display: inline-flex; padding: 4px; border-radius: 8px; cursor: pointer; }
.rating-star .star { width: 40px; height: 40px; transition: transform .12s; }
.rating-star:hover .star { transform: scale(1.08); }
.rating-stars:hover .rating-star .star { fill: #e2a30b; }
.rating-stars:hover .rating-star:hover ~ .rating-star .star { fill: none; }
.rating-input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; pointer-events: none; }
.rating-input:focus-visible + .star { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 6px; }
.rating.invalid .rating-stars { outline: 2px solid var(--danger); outline-offset: 2px; border-radius: 10px; }
.rating-status { margin: 0; color: var(--muted); }

.check { flex-direction: row; align-items: flex-start; gap: 12px; }
.check input { flex: none; width: 24px; height: 24px; margin: 2px 0 0; accent-color: var(--accent); }
.check label { display: flex; flex-direction: column; gap: 2px; cursor: pointer; }
.optional { color: var(--muted); font-weight: 400; }

.hp { position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden; }

.alert { margin: 0; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 24px; }
.actions .button { min-width: 12rem; }

.thanks {
  display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 40px 24px;
  border: 1px solid var(--line); border-radius: var(--radius); background: var(--surface); text-align: center;
}
.thanks:focus { outline: none; }
.thanks:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.thanks h3 { margin: 0; font-size: 1.375rem; line-height: 1.3; }
.thanks p { margin: 0 0 8px; max-width: 34rem; }
.thanks-icon { width: 56px; height: 56px; fill: none; stroke: var(--success); stroke-width: 1.6; stroke-linecap: round; stroke-linejoin: round; }
.thanks-icon path { stroke-width: 2.2; }
`;

export const css = uiCss + starsCss + emailFieldCss + formCss;
