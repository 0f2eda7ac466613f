/**
 * Email address suggestions (spec §5), the same on the enquiry form and the story form: while the
 * address has no "@" yet, the field offers one completed address per common host
 * ("jane" → "jane@gmail.com").
 *
 * The pattern is the ARIA 1.2 combobox with a listbox popup: the focus stays in the field, so typing
 * is never interrupted. Down and Up move through the suggestions (opening them if closed), Enter or a
 * click completes the address, Escape closes the list. A polite status says how many suggestions
 * appeared, once, not on every key press. Works on a plain DOM input (the enquiry form) and on one
 * rendered by Preact (the story form): choosing sets the value and fires `input`, as typing does.
 */

/** The completed addresses to offer for what has been typed; none once it has an "@" or a space. */
export function emailSuggestions(typed: string, hosts: readonly string[]): string[] {
  const local = typed.trim();
  if (!local || local.includes("@") || /\s/.test(local)) return [];
  return hosts.map((host) => `${local}@${host}`);
}

export interface EmailSuggestions {
  /** shows or hides the suggestions for the field's current value (after a programmatic change) */
  refresh(): void;
  /** removes the list, the status and every listener */
  detach(): void;
}

/** Wording of the list's accessible name and of the status announced when suggestions appear. */
export const suggestionWords = {
  listLabel: "Suggested addresses",
  available: (count: number) => `${count} suggested addresses to complete your email. Use the up and down arrows to choose one.`,
};

/**
 * Makes `input` a combobox: a listbox (`<ul class="email-suggestions">`) and a status are inserted
 * after it, inside its parent, which gets the class `combobox` (position it relative in CSS).
 */
export function attachEmailSuggestions(input: HTMLInputElement, hosts: readonly string[]): EmailSuggestions {
  const doc = input.ownerDocument;
  const list = doc.createElement("ul");
  list.id = `${input.id}-suggestions`;
  list.className = "email-suggestions";
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", suggestionWords.listLabel);
  list.hidden = true;
  const status = doc.createElement("span");
  status.className = "visually-hidden";
  status.setAttribute("role", "status");
  input.parentElement?.classList.add("combobox");
  input.after(list, status);

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", list.id);
  input.setAttribute("aria-expanded", "false");

  let focused = (input.getRootNode() as Document | ShadowRoot).activeElement === input;
  let dismissed = false;
  let active = -1;
  let shown: string[] = [];
  const optionId = (index: number) => `${input.id}-suggestion-${index}`;

  function render() {
    const options = emailSuggestions(input.value, hosts);
    const open = focused && !dismissed && options.length > 0;
    if (!open) active = -1;
    if (!open) list.replaceChildren();
    else if (options.join("\n") !== shown.join("\n")) {
      list.replaceChildren(...options.map((address, index) => {
        const item = doc.createElement("li");
        item.id = optionId(index);
        item.setAttribute("role", "option");
        const at = address.lastIndexOf("@");
        const host = doc.createElement("strong");
        host.textContent = address.slice(at);
        item.append(address.slice(0, at), host);
        // Keep the focus in the field: a press must not blur it before the click chooses.
        item.addEventListener("mousedown", (event) => event.preventDefault());
        item.addEventListener("click", () => choose(address));
        return item;
      }));
    }
    const wasOpen = !list.hidden;
    shown = open ? options : [];
    list.hidden = !open;
    input.setAttribute("aria-expanded", open ? "true" : "false");
    [...list.children].forEach((item, index) => {
      item.setAttribute("aria-selected", index === active ? "true" : "false");
      item.classList.toggle("active", index === active);
    });
    if (active >= 0) input.setAttribute("aria-activedescendant", optionId(active));
    else input.removeAttribute("aria-activedescendant");
    if (open !== wasOpen) status.textContent = open ? suggestionWords.available(options.length) : "";
  }

  function choose(address: string) {
    input.value = address;
    active = -1;
    // Lets everything that listens to the field (validation, Preact's state, this module) see it.
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.focus();
  }

  const onInput = () => {
    dismissed = false;
    active = -1;
    render();
  };
  const onFocus = () => {
    focused = true;
    render();
  };
  const onBlur = () => {
    focused = false;
    render();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const count = shown.length || emailSuggestions(input.value, hosts).length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!count) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (list.hidden) {
        dismissed = false;
        active = step > 0 ? 0 : count - 1;
      } else {
        active = active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count;
      }
      render();
    } else if (event.key === "Enter" && !list.hidden && active >= 0) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === "Escape" && !list.hidden) {
      event.preventDefault();
      dismissed = true;
      render();
    }
  };
  input.addEventListener("input", onInput);
  input.addEventListener("focus", onFocus);
  input.addEventListener("blur", onBlur);
  input.addEventListener("keydown", onKeyDown);
  render();

  return {
    refresh: render,
    detach() {
      input.removeEventListener("input", onInput);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      input.removeEventListener("keydown", onKeyDown);
      list.remove();
      status.remove();
    },
  };
}

/** The list's look, for a stylesheet inside a widget's shadow root or on the page (CSS custom properties of site.css and the shadow roots). */
export const emailSuggestionsCss = `
.combobox { position: relative; }
.email-suggestions {
  position: absolute; z-index: 2; left: 0; right: 0; top: calc(100% + 4px); margin: 0; padding: 6px;
  list-style: none; background: var(--bg, var(--white)); border: 1px solid var(--line); border-radius: var(--radius);
  box-shadow: 0 10px 30px rgb(15 35 50 / .14);
}
.email-suggestions[hidden] { display: none; }
.email-suggestions li {
  padding: 10px 12px; border-radius: 8px; cursor: pointer; overflow-wrap: anywhere; color: var(--ink);
}
.email-suggestions li:hover { background: var(--surface); }
.email-suggestions li.active { background: var(--accent-soft); outline: 2px solid var(--accent); outline-offset: -2px; }
.email-suggestions strong { font-weight: 700; }
`;
