// deno-lint-ignore-file no-window no-window-prefix -- browser code: `window` is the page's
/**
 * Driving a mounted widget in happy-dom the way a person would: find things by their text or
 * role inside the widget's shadow root, type, click, press keys, and wait for the screen to change.
 */
import { vi } from "vitest";

export interface MountedWidget {
  host: HTMLElement;
  root: ShadowRoot;
}

/** A placeholder element with `data-*` attributes, mounted by `mount` like the site script does. */
export function mountWidget(
  mount: (element: HTMLElement) => void,
  name: string,
  data: Record<string, string> = {},
): MountedWidget {
  const host = document.createElement("div");
  host.dataset.widget = name;
  Object.assign(host.dataset, data);
  host.innerHTML = "<p>Server-rendered fallback</p>";
  document.body.append(host);
  mount(host);
  if (!host.shadowRoot) throw new Error("the widget did not attach a shadow root");
  return { host, root: host.shadowRoot };
}

/** Retries `check` until it stops throwing (Preact renders asynchronously). */
export function waitFor<T>(check: () => T): Promise<T> {
  return vi.waitFor(check, { timeout: 2000, interval: 5 });
}

/** Lets pending promises and Preact's batched renders run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Visible text with runs of white space collapsed. */
export function textOf(node: Node | null | undefined): string {
  return (node?.textContent ?? "").replace(/\s+/g, " ").trim();
}

export function all<E extends Element = HTMLElement>(root: ParentNode, selector: string): E[] {
  return [...root.querySelectorAll<E>(selector)];
}

export function one<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
}

/** Text a screen reader reads: without parts hidden by aria-hidden. */
export function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("[aria-hidden=true]")) hidden.remove();
  return textOf(copy);
}

/** The button whose spoken text starts with `label`. */
export function button(root: ParentNode, label: string | RegExp): HTMLButtonElement {
  const match = all<HTMLButtonElement>(root, "button").find((b) =>
    typeof label === "string" ? spokenText(b).startsWith(label) : label.test(spokenText(b))
  );
  if (!match) {
    throw new Error(
      `no button labelled ${label}; buttons: ${all(root, "button").map(textOf).join(" | ")}`,
    );
  }
  return match;
}

/** The form control labelled `label` (its <label for> text starts with it). */
export function field<E extends HTMLElement = HTMLInputElement>(
  root: ShadowRoot,
  label: string,
): E {
  const labelElement = all<HTMLLabelElement>(root, "label").find((l) =>
    textOf(l).startsWith(label)
  );
  if (!labelElement) throw new Error(`no field labelled ${label}`);
  const control = labelElement.htmlFor
    ? root.getElementById(labelElement.htmlFor)
    : labelElement.querySelector("input");
  if (!control) throw new Error(`the label ${label} names no control`);
  return control as E;
}

export function type(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  element.focus();
  element.value = value;
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

export function press(element: HTMLElement, key: string): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

/** The element that has focus, looking inside shadow roots. */
export function focused(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** Sets the window width and tells listeners, as a browser does when the window is resized. */
export function setWindowWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } })
    .happyDOM
    .setViewport({ width, height: 900 });
  window.dispatchEvent(new Event("resize"));
}
