/**
 * Email address suggestions (spec §5, as on the story form): while the address has no "@" yet, one
 * button per common host completes it ("jane" → "jane@gmail.com"). Keyboard: Down arrow from the
 * field into the suggestions, arrows between them, Enter or Space to choose, Escape to close.
 */

/** The completed addresses to offer for what has been typed; none once it has an "@". */
export function emailSuggestions(typed: string, hosts: readonly string[]): string[] {
  const local = typed.trim();
  if (!local || local.includes("@") || /\s/.test(local)) return [];
  return hosts.map((host) => `${local}@${host}`);
}

export interface EmailSuggestions {
  /** shows or hides the suggestions for the field's current value (after a programmatic change) */
  refresh(): void;
}

export function attachEmailSuggestions(input: HTMLInputElement, hosts: readonly string[]): EmailSuggestions {
  const box = document.createElement("div");
  box.className = "email-suggestions";
  box.id = `${input.id}-suggestions`;
  box.hidden = true;
  box.setAttribute("role", "group");
  const label = document.createElement("p");
  label.className = "email-suggestions-label";
  label.id = `${box.id}-label`;
  label.textContent = "Complete your address:";
  box.setAttribute("aria-labelledby", label.id);
  box.append(label);

  const buttons = hosts.map((_, index) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "email-suggestion";
    button.tabIndex = index === 0 ? 0 : -1;
    button.addEventListener("click", () => choose(button.textContent ?? ""));
    box.append(button);
    return button;
  });

  // Tells screen reader users that suggestions appeared, once, not on every key press.
  const status = document.createElement("span");
  status.className = "visually-hidden";
  status.setAttribute("role", "status");

  input.after(box, status);

  let dismissed = false;

  function refresh() {
    const options = emailSuggestions(input.value, hosts);
    options.forEach((option, i) => (buttons[i].textContent = option));
    const show = options.length > 0 && !dismissed;
    if (show === !box.hidden) return;
    box.hidden = !show;
    status.textContent = show ? `${options.length} suggestions to complete your email address follow.` : "";
  }

  function focusButton(index: number) {
    const target = buttons[(index + buttons.length) % buttons.length];
    for (const button of buttons) button.tabIndex = button === target ? 0 : -1;
    target.focus();
  }

  function choose(address: string) {
    input.value = address;
    // Lets everything that listens to the field (validation, this module) see the new value.
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.focus();
  }

  function close() {
    dismissed = true;
    refresh();
    input.focus();
  }

  input.addEventListener("input", () => {
    dismissed = false;
    refresh();
  });
  input.addEventListener("keydown", (event) => {
    if (box.hidden) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusButton(0);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  });
  box.addEventListener("keydown", (event) => {
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusButton(index + 1),
      ArrowRight: () => focusButton(index + 1),
      ArrowUp: () => (index === 0 ? input.focus() : focusButton(index - 1)),
      ArrowLeft: () => (index === 0 ? input.focus() : focusButton(index - 1)),
      Home: () => focusButton(0),
      End: () => focusButton(buttons.length - 1),
      Escape: close,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  });

  refresh();
  return { refresh };
}
