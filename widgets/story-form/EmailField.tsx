/** @jsxImportSource preact */
/**
 * The story form's email input with address suggestions: the same combobox the enquiry form uses
 * (lib/email-suggestions.ts), attached to the input Preact renders.
 */
import { useEffect, useRef } from "preact/hooks";
import { attachEmailSuggestions } from "../../lib/email-suggestions.ts";

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
  const input = useRef<HTMLInputElement>(null);
  const { hosts } = props;
  useEffect(() => void attachEmailSuggestions(input.current!, hosts), [hosts]);

  return (
    <div class="combobox">
      <input
        ref={input}
        id={props.id}
        name={props.name}
        type="email"
        autocomplete="email"
        aria-invalid={props.invalid ? "true" : undefined}
        aria-describedby={props.describedBy}
        required={props.required}
        value={props.value}
        onInput={(event) => props.onValue(event.currentTarget.value)}
      />
    </div>
  );
}
