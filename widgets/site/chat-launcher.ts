/**
 * The chat launcher in the layout of every page: shown once JavaScript runs; its first click
 * loads the chat's own chunk, which opens (and from then on toggles) the panel.
 */
export function initChatLauncher(): void {
  const launcher = document.querySelector<HTMLElement>("[data-chat-launcher]");
  if (!launcher) return;
  launcher.hidden = false;
  launcher.dataset.chatReady = ""; // shown (pages/styles/site.css)
  launcher.setAttribute("aria-expanded", "false");
  let loading = false;
  launcher.addEventListener("click", () => {
    if (loading) return; // a second click while the chunk loads would close the panel it opens
    loading = true;
    import("../chat/chat.tsx")
      .then(
        (chat) => chat.openChat(launcher),
        (error) => console.error("The chat could not start", error),
      )
      .finally(() => (loading = false));
  });
}
