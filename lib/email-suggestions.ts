/**
 * Email address suggestions (spec §5), the same on the enquiry form and the story form: while the
 * address has no "@" yet, the field offers one completed address per common host
 * ("jane" → "jane@gmail.com").
 *
 * The pattern is the ARIA 1.2 combobox with a listbox popup: the focus stays in the field, so typing
 * is never interrupted. Down and Up move through the suggestions (opening them if closed), Enter or a
 * click completes the address, Escape closes the list; screen readers hear the list open and the
 * chosen option through `aria-expanded` and `aria-activedescendant`. Works on a plain DOM input (the enquiry form) and on one
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
}

/** The list's accessible name. */
export const SUGGESTIONS_LABEL = "Suggested addresses";

/**
 * Makes `input` a combobox: a listbox (`<ul class="email-suggestions">`) is inserted after it, inside its parent, which gets the class `combobox` (position it relative in CSS). They
 * go when the input's parent goes; nothing else needs undoing.
 */
export function attachEmailSuggestions(
  input: HTMLInputElement,
  hosts: readonly string[],
): EmailSuggestions {
  const doc = input.ownerDocument;
  const list = Object.assign(doc.createElement("ul"), {
    id: `${input.id}-suggestions`,
    className: "email-suggestions",
    hidden: true,
  });
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", SUGGESTIONS_LABEL);
  input.parentElement?.classList.add("combobox");
  input.after(list);
  const aria = {
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-controls": list.id,
    "aria-expanded": "false",
  };
  for (const [name, value] of Object.entries(aria)) input.setAttribute(name, value);

  let focused = (input.getRootNode() as Document | ShadowRoot).activeElement === input;
  let dismissed = false;
  let active = -1;
  let shown: string[] = [];

  function render() {
    const options = emailSuggestions(input.value, hosts);
    const open = focused && !dismissed && options.length > 0;
    if (!open) active = -1;
    shown = open ? options : [];
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    list.replaceChildren(...shown.map((address, index) => {
      const item = Object.assign(doc.createElement("li"), {
        id: `${input.id}-suggestion-${index}`,
      });
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", String(index === active));
      if (index === active) item.className = "active";
      const at = address.lastIndexOf("@");
      const host = Object.assign(doc.createElement("strong"), { textContent: address.slice(at) });
      item.append(address.slice(0, at), host);
      return item;
    }));
    if (active >= 0) input.setAttribute("aria-activedescendant", list.children[active].id);
    else input.removeAttribute("aria-activedescendant");
  }

  function choose(address: string) {
    input.value = address;
    // Lets everything that listens to the field (validation, Preact's state, this module) see it.
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.focus();
  }

  // Keep the focus in the field: a press must not blur it before the click chooses.
  list.addEventListener("mousedown", (event) => event.preventDefault());
  list.addEventListener("click", (event) => {
    const index = [...list.children].indexOf((event.target as Element).closest("li")!);
    if (index >= 0) choose(shown[index]);
  });
  input.addEventListener("input", () => {
    dismissed = false;
    active = -1;
    render();
  });
  input.addEventListener("focus", () => {
    focused = true;
    render();
  });
  input.addEventListener("blur", () => {
    focused = false;
    render();
  });
  input.addEventListener("keydown", (event) => {
    const { key } = event;
    const count = emailSuggestions(input.value, hosts).length;
    if ((key === "ArrowDown" || key === "ArrowUp") && count) {
      event.preventDefault();
      const step = key === "ArrowDown" ? 1 : -1;
      active = list.hidden || active < 0
        ? (step > 0 ? 0 : count - 1)
        : (active + step + count) % count;
      dismissed = false;
      render();
    } else if (key === "Enter" && active >= 0) {
      event.preventDefault();
      choose(shown[active]);
    } else if (key === "Escape" && !list.hidden) {
      event.preventDefault();
      dismissed = true;
      render();
    }
  });
  render();

  return { refresh: render };
}
