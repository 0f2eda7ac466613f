/** @jsxImportSource preact */
/**
 * The chat widget's own chunk, loaded on first use:
 * - `openChat(launcher)`: the site's launcher button (in the layout of every page) opens and
 *   closes a panel rendered in a shadow root next to it;
 * - `mount(element)`: a `[data-widget="chat"]` placeholder (on any website) gets a launcher
 *   button inside its own shadow root, which opens the panel the same way.
 * Configuration is data attributes on the launcher or placeholder: `data-surgeon` (how the
 * greeting names the surgeon), `data-api-base`, `data-theme`, `data-accent` (widgets/shared/shadow.ts).
 */
import { render } from "preact";
import { apiBase, shadowMount } from "../shared/shadow.ts";
import { ChatPanel } from "./ChatPanel.tsx";
import { assistantName, type ChatStore, createChatStore } from "./store.ts";
import { chatCss } from "./styles.ts";

const opened = new WeakMap<HTMLElement, ChatStore>();

/** Opens the chat from a launcher button, or closes it if it is open. */
export function openChat(launcher: HTMLElement, config: HTMLElement = launcher): void {
  let store = opened.get(launcher);
  if (!store) {
    const host = document.createElement("div");
    if (config.dataset.theme) host.dataset.theme = config.dataset.theme;
    if (config.dataset.accent) host.dataset.accent = config.dataset.accent;
    launcher.after(host);
    const base = apiBase(config);
    // Links in replies lead to the website that answers, even when the chat is embedded elsewhere.
    const siteOrigin = new URL(base, location.href).origin;
    const { container } = shadowMount(host, chatCss);
    const chat =
      (store = createChatStore({ apiBase: base, surgeon: config.dataset.surgeon }, () => {
        render(
          <ChatPanel store={chat} siteOrigin={siteOrigin} onClose={() => launcher.focus()} />,
          container,
        );
        launcher.setAttribute("aria-expanded", String(chat.state.isOpen));
      }));
    opened.set(launcher, chat);
  }
  if (store.state.isOpen) store.close();
  else store.open();
}

const chatIcon =
  '<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>';

/**
 * Mounts a launcher in a `[data-widget="chat"]` placeholder: fixed to the bottom right of the
 * window (an icon alone on a phone), so the placeholder itself takes no room on the page.
 */
export function mount(element: HTMLElement): void {
  const launcher = document.createElement("button");
  launcher.type = "button";
  launcher.className = "launcher";
  launcher.innerHTML = chatIcon; // a constant, never anything from the server
  launcher.append(
    Object.assign(document.createElement("span"), {
      textContent: `Ask ${assistantName(element.dataset.surgeon)}`,
    }),
  );
  launcher.onclick = () => openChat(launcher, element);
  shadowMount(element, chatCss).container.append(launcher);
}
