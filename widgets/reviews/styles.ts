import { starsCss } from "../shared/stars.tsx";

const reviewsCss = `
.reviews { container-type: inline-size; }

.summary {
  display: grid; grid-template-columns: auto 1fr; align-items: center; column-gap: 16px; min-height: 88px;
  margin: 0 0 24px; padding: 12px 20px; border-radius: var(--radius); background: var(--surface);
}
.summary p { margin: 0; }
.average { grid-row: span 2; }
.average-number { font-size: 40px; font-weight: 700; line-height: 1; }
.summary .star { width: 24px; height: 24px; }
.count { color: var(--muted); }

.cards { display: grid; grid-template-columns: 1fr; gap: 20px; margin: 0; padding: 0; list-style: none; }
.cards:focus { outline: none; }
.cards:focus-visible { outline: 3px solid var(--focus); outline-offset: 6px; border-radius: var(--radius); }
@container (min-width: 620px) { .cards { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container (min-width: 960px) { .cards { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.cards > li { display: flex; }

.card {
  display: flex; flex-direction: column; gap: 12px; width: 100%; padding: 24px;
  border: 1px solid var(--line); border-radius: var(--radius); background: var(--bg);
  box-shadow: 0 1px 2px rgb(15 35 50 / .06);
}
.card.placeholder { min-height: 320px; background: linear-gradient(180deg, var(--surface) 0 56px, var(--bg) 56px); }
.summary .loading { grid-column: 1 / -1; color: var(--muted); }
/* the room of "Showing 1–6 of n reviews" and the pager */
.pager-placeholder { height: 98px; }
.card-head { display: flex; align-items: center; gap: 14px; }
.avatar {
  display: grid; place-items: center; flex: none; width: 48px; height: 48px; border-radius: 50%;
  background: var(--accent); color: #fff; font-weight: 700; font-size: 20px;
}
.who { min-width: 0; }
.name { margin: 0; font-size: 17px; line-height: 1.3; font-weight: 700; overflow-wrap: anywhere; }
.date { display: block; color: var(--muted); font-size: 15px; }
.badge {
  display: inline-block; margin-top: 2px; padding: 1px 10px; border-radius: 999px;
  background: var(--accent-soft); color: var(--ink); font-size: 13px; font-weight: 600;
}
.treatment {
  align-self: flex-start; margin: 0; padding: 2px 12px; border-radius: 999px; border: 1px solid var(--line);
  color: var(--muted); font-size: 14px;
}
.story { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; }
.more {
  padding: 4px 0; border: 0; background: none; color: var(--accent); font: inherit; font-weight: 600;
  text-decoration: underline; text-underline-offset: 3px; cursor: pointer;
}
/* 25 px lines: three whole lines fill the collapsed 75 px */
.text { margin: 0; line-height: 25px; white-space: pre-line; overflow-wrap: anywhere; }
.text.collapsed {
  max-height: 75px; overflow: hidden;
  -webkit-mask-image: linear-gradient(#000 55%, transparent); mask-image: linear-gradient(#000 55%, transparent);
}

.reply { margin: 4px 0 0; padding: 8px 12px; border-left: 3px solid var(--accent); background: var(--surface); border-radius: 0 8px 8px 0; }
.reply-title { margin: 0; font-size: 14px; font-weight: 700; color: var(--ink); }
.reply-text { margin: 0; font-size: 15px; white-space: pre-line; overflow-wrap: anywhere; }

.range { margin: 20px 0 8px; color: var(--muted); text-align: center; }
.pager { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 8px; }
.pager-pages { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.pager button {
  min-width: 44px; min-height: 44px; padding: 8px 14px; border: 1px solid var(--line); border-radius: 999px;
  background: var(--bg); color: var(--ink); font: inherit; cursor: pointer; white-space: nowrap;
}
/* Previous, up to seven page numbers and Next need about 540 px. Narrower, the numbers leave the row to
   Previous and Next, whose words always fit on one line; the range above says where you are. */
@container (max-width: 559.98px) { .pager-pages { display: none; } }
.pager button:hover:not(:disabled) { border-color: var(--accent); color: var(--accent); }
.pager button[aria-current="page"] { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 700; }
.widget.dark .pager button[aria-current="page"] { color: var(--bg); }
.pager button:disabled { opacity: .45; cursor: default; }
.pager-gap { align-self: center; padding: 0 4px; color: var(--muted); }

.empty, .examples-note {
  padding: 32px 24px; border: 1px dashed var(--line); border-radius: var(--radius); background: var(--surface);
  text-align: center;
}
.empty p, .examples-note p { margin: 0; }
.empty .star { width: 40px; height: 40px; margin-bottom: 8px; }
.empty-title, .examples-title { margin: 0; font-size: 20px; line-height: 1.4; font-weight: 700; }
.examples-note { margin: 0 0 24px; padding: 16px 20px; text-align: left; }
.examples-title { font-size: 17px; }
`;

export const css = starsCss + reviewsCss;
