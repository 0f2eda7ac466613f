/** Buttons, links and inline alerts shared by the widgets (added after the base styles). */
export const uiCss = `
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 48px; padding: 12px 24px; border: 2px solid var(--accent); border-radius: 999px;
  background: var(--accent); color: #fff; font: inherit; font-weight: 600; line-height: 1.2;
  cursor: pointer; text-decoration: none; transition: background-color .15s, border-color .15s;
}
.button:hover { background: var(--accent-dark); border-color: var(--accent-dark); }
.button:disabled { cursor: progress; opacity: .75; }
.button.secondary { background: transparent; color: var(--accent); }
.button.secondary:hover { background: var(--accent-soft); }
.widget.dark .button { color: var(--bg); }
.widget.dark .button.secondary { color: var(--accent); }
.link-button {
  padding: 4px 0; border: 0; background: none; color: var(--accent); font: inherit; font-weight: 600;
  text-decoration: underline; text-underline-offset: 3px; cursor: pointer;
}
.link-button:hover { text-decoration-thickness: 2px; }
a { color: var(--accent); text-underline-offset: 3px; }
.alert {
  margin: 0 0 20px; padding: 14px 16px; border-radius: var(--radius); border: 1px solid currentColor;
  border-left-width: 6px; background: var(--bg); font-weight: 500;
}
.alert.error { color: var(--danger); }
.alert:focus { outline: 3px solid var(--focus); outline-offset: 2px; }
`;
