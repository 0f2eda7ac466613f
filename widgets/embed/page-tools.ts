/**
 * The /embed page's own controls, once JavaScript runs: copy buttons for the snippets, and the
 * theme options, which rewrite every snippet and swap each preview for a new element with the
 * chosen attributes (the embed loader notices the new element and mounts it, as it would on any
 * page that adds a widget late). Without JavaScript the snippets are plain selectable text.
 */
import {
  embedSnippet,
  type EmbedTheme,
  type SnippetOptions,
  widgetAttributes,
} from "../../lib/embed-snippet.ts";

function selectText(element: Element): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function initCopyButtons(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-copy]")) {
    const code = document.getElementById(button.dataset.copy ?? "");
    const status = button.parentElement?.querySelector<HTMLElement>("[data-copy-status]");
    if (!code || !status) continue;
    button.hidden = false;
    button.addEventListener("click", async () => {
      status.textContent = "";
      try {
        await navigator.clipboard.writeText(code.textContent ?? "");
        status.textContent = button.dataset.copied ?? "";
      } catch {
        // No clipboard access (an insecure origin, or permission refused): select it instead.
        selectText(code);
        status.textContent = button.dataset.selected ?? "";
      }
    });
  }
}

function readTheme(controls: HTMLElement, accentChosen: boolean): EmbedTheme {
  const value = (selector: string) => controls.querySelector<HTMLInputElement>(selector)?.value;
  return {
    theme: value("[name=theme]:checked") === "dark" ? "dark" : "light",
    accent: accentChosen ? value("[name=accent]") : undefined,
  };
}

function applyTheme(root: HTMLElement, theme: EmbedTheme): void {
  for (const section of root.querySelectorAll<HTMLElement>("[data-embed-options]")) {
    const options = JSON.parse(section.dataset.embedOptions ?? "{}") as SnippetOptions;
    const code = section.querySelector("[data-snippet]");
    if (code) code.textContent = embedSnippet(options, theme);
    const preview = section.querySelector<HTMLElement>("[data-embed-preview]");
    const current = preview?.querySelector("[data-widget]");
    if (!preview || !current) continue;
    preview.dataset.previewTheme = theme.theme;
    const next = document.createElement("div");
    for (const [name, value] of widgetAttributes(options.widget, options.surgeon, theme)) {
      next.setAttribute(name, value);
    }
    current.replaceWith(next);
  }
  for (const status of root.querySelectorAll("[data-copy-status]")) status.textContent = "";
}

function initThemeControls(root: HTMLElement): void {
  // Controls that change the page as they are set, so not a form: there is nothing to submit.
  const controls = root.querySelector<HTMLElement>("[data-embed-theme]");
  const reset = controls?.querySelector<HTMLButtonElement>("[data-accent-reset]");
  if (!controls || !reset) return;
  let accentChosen = false;
  controls.hidden = false;
  // `change`, not `input`: a colour picker fires input continuously while it is dragged.
  controls.addEventListener("change", (event) => {
    if ((event.target as HTMLInputElement).name === "accent") accentChosen = true;
    applyTheme(root, readTheme(controls, accentChosen));
  });
  reset.addEventListener("click", () => {
    accentChosen = false;
    applyTheme(root, readTheme(controls, accentChosen));
  });
}

export function initEmbedTools(root: HTMLElement): void {
  initCopyButtons(root);
  initThemeControls(root);
}
