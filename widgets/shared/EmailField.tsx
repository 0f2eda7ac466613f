/** @jsxImportSource preact */
/**
 * An email input that suggests common hosts while the address has no "@" yet: an ARIA 1.2
 * combobox with a listbox popup. Arrow keys move through the suggestions, Enter or a click
 * completes the address, Escape closes the list; typing never loses what was typed.
 */
import type { JSX } from "preact";
import { useState } from "preact/hooks";

/** The addresses to suggest for what has been typed so far (none once it holds an "@"). */
export function emailSuggestions(typed: string, hosts: readonly string[]): string[] {
  const local = typed.trim();
  if (!local || local.includes("@")) return [];
  return hosts.map((host) => `${local}@${host}`);
}

interface EmailFieldProps {
  id: string;
  name: string;
  value: string;
  onValue(value: string): void;
  hosts: readonly string[];
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

export function EmailField(props: EmailFieldProps) {
  const { id, value, hosts } = props;
  const listId = `${id}-suggestions`;
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  const suggestions = emailSuggestions(value, hosts);
  const open = focused && !dismissed && suggestions.length > 0;
  const activeIndex = open && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  const choose = (address: string) => {
    props.onValue(address);
    setActive(-1);
  };

  const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!count) return;
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        setActive(event.key === "ArrowDown" ? 0 : count - 1);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From the latest state: a key may repeat before the list has rendered again.
      setActive((previous) => previous < 0 || previous >= count ? (step > 0 ? 0 : count - 1) : (previous + step + count) % count);
    } else if (event.key === "Enter" && activeIndex >= 0) {
      event.preventDefault();
      choose(suggestions[activeIndex]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    <div class="combobox">
      <input
        id={id}
        name={props.name}
        type="email"
        autocomplete="email"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open ? "true" : "false"}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={props.invalid ? "true" : undefined}
        aria-describedby={props.describedBy}
        required={props.required}
        value={value}
        onInput={(event) => {
          props.onValue(event.currentTarget.value);
          setDismissed(false);
          setActive(-1);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Suggested email addresses" class="suggestions" hidden={!open}>
        {open && suggestions.map((address, index) => {
          const at = address.lastIndexOf("@");
          return (
            <li
              key={address}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex ? "true" : "false"}
              class={index === activeIndex ? "active" : undefined}
              // Keep focus in the input: a click must not blur it before the choice is made.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(address)}
            >
              {address.slice(0, at)}<strong>{address.slice(at)}</strong>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const emailFieldCss = `
.combobox { position: relative; }
.suggestions {
  position: absolute; z-index: 2; left: 0; right: 0; top: calc(100% + 4px); margin: 0; padding: 6px;
  list-style: none; background: var(--bg); border: 1px solid var(--line); border-radius: var(--radius);
  box-shadow: 0 10px 30px rgb(15 35 50 / .14);
}
.suggestions[hidden] { display: none; }
.suggestions li {
  padding: 10px 12px; border-radius: 8px; cursor: pointer; overflow-wrap: anywhere; color: var(--ink);
}
.suggestions li:hover { background: var(--surface); }
.suggestions li.active { background: var(--accent-soft); outline: 2px solid var(--accent); outline-offset: -2px; }
.suggestions strong { font-weight: 700; }
`;
