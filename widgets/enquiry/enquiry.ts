/**
 * The enquiry widget: enhances the server-rendered enquiry form in place (light DOM, styled by the
 * site's stylesheet). The form keeps the browser's own validation; on submit the widget posts the
 * form's multipart data to its `action` with `Accept: application/json`, as form services such as
 * Formspree expect, and judges success by `response.ok` alone (spec §7, §8):
 *   ok             → the form is cleared and replaced by a 'Thank You' message
 *   not ok         → 'Something went wrong. Please try again.', with any fields our API names marked
 *   network error  → logged, and 'Error submitting form. Please try again.'
 * Each message is announced and takes the focus. Any number of forms on a page work independently.
 */
import { attachEmailSuggestions } from "../../lib/email-suggestions.ts";
import { emailSuggestionHosts } from "../../lib/email-suggestion-hosts.ts";
import { fetchRetrying } from "../shared/api.ts";

export const MESSAGES = {
  thanksTitle: "Thank You",
  thanksText: "Your enquiry has been sent. The practice team will reply within two working days.",
  sendAnother: "Send another enquiry",
  sending: "Sending…",
  notOk: "Something went wrong. Please try again.",
  networkError: "Error submitting form. Please try again.",
} as const;

interface FieldError {
  field: string;
  message: string;
}

/** What a refusal says: our API names bad fields (`errors`) and a friendly `error` for rate limits. */
async function readRefusal(response: Response): Promise<{ errors: FieldError[]; error?: string }> {
  try {
    const body = await response.json() as { errors?: unknown; error?: unknown } | null;
    const errors = Array.isArray(body?.errors)
      ? body.errors.filter((e): e is FieldError =>
        typeof e?.field === "string" && typeof e?.message === "string"
      )
      : [];
    return { errors, error: typeof body?.error === "string" ? body.error : undefined };
  } catch {
    return { errors: [] };
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function enhanceEnquiryForm(form: HTMLFormElement): void {
  /** A field's control (a radio group's first button), by its name. */
  const control = (name: string): Control | null =>
    form.querySelector<Control>(
      `input[name="${name}"], textarea[name="${name}"], select[name="${name}"]`,
    );
  const email = control("email");
  const replyTo = control("_replyto");
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit], button:not([type])");
  const suggestions = email instanceof HTMLInputElement
    ? attachEmailSuggestions(email, emailSuggestionHosts)
    : null;

  let alert: HTMLElement | null = null;
  let sending = false;

  // The insurer is asked (and, with this script, required) only while "Privately" is chosen.
  const insurer = control("insurer");
  const syncInsurer = () => {
    const privately = [...form.querySelectorAll<HTMLInputElement>('input[name="careType"]')]
      .some((choice) => choice.checked && choice.value === "private");
    insurer?.toggleAttribute("required", privately);
  };
  form.addEventListener("change", syncInsurer);
  form.addEventListener("reset", () => queueMicrotask(syncInsurer));
  syncInsurer();

  function clearErrors() {
    alert?.remove();
    alert = null;
    for (const message of form.querySelectorAll(".field-error")) message.remove();
    for (const field of form.querySelectorAll(".field.has-error")) {
      field.classList.remove("has-error");
    }
    for (
      const invalid of form.querySelectorAll<HTMLElement>(
        "[aria-invalid], fieldset[aria-describedby]",
      )
    ) {
      invalid.removeAttribute("aria-invalid");
      const describedBy = (invalid.getAttribute("aria-describedby") ?? "").split(" ").filter((id) =>
        id && !id.endsWith("-error")
      );
      if (describedBy.length) invalid.setAttribute("aria-describedby", describedBy.join(" "));
      else invalid.removeAttribute("aria-describedby");
    }
  }

  /** Marks each named field as the server-rendered page does (GOV.UK): message, aria-invalid. */
  function markFields(errors: FieldError[]): Array<{ target: Control; message: string }> {
    const marked: Array<{ target: Control; message: string }> = [];
    for (const { field, message } of errors) {
      const target = control(field);
      if (!target?.id || target.type === "hidden" || marked.some((m) => m.target === target)) {
        continue;
      }
      const note = element("p", "field-error");
      note.id = `${target.id}-error`;
      note.append(element("span", "visually-hidden", "Error: "), message);
      // A radio group's message goes under its question, and the group is what it describes.
      const group = target.type === "radio" ? target.closest("fieldset") : null;
      const described = group ?? target;
      (group?.querySelector(".choices") ?? target).before(note);
      target.closest(".field")?.classList.add("has-error");
      if (!group) target.setAttribute("aria-invalid", "true");
      described.setAttribute(
        "aria-describedby",
        [described.getAttribute("aria-describedby"), note.id].filter(Boolean).join(" "),
      );
      marked.push({ target, message });
    }
    return marked;
  }

  function showAlert(title: string, details: { errors?: FieldError[]; note?: string } = {}) {
    alert = element("div", "form-message is-error");
    alert.setAttribute("role", "alert");
    alert.tabIndex = -1;
    alert.append(element("p", "form-message-title", title));
    if (details.note) alert.append(element("p", "", details.note));
    const marked = markFields(details.errors ?? []);
    if (marked.length) {
      const list = element("ul", "");
      for (const { target, message } of marked) {
        const link = element("a", "", message);
        link.href = `#${target.id}`;
        link.addEventListener("click", (event) => {
          event.preventDefault();
          target.focus();
        });
        const item = element("li", "");
        item.append(link);
        list.append(item);
      }
      alert.append(list);
    }
    form.prepend(alert);
    alert.focus();
  }

  function showThanks() {
    const thanks = element("div", "form-message is-success");
    thanks.setAttribute("role", "status");
    thanks.tabIndex = -1;
    const again = element("button", "button button-secondary", MESSAGES.sendAnother);
    again.type = "button";
    again.addEventListener("click", () => {
      thanks.remove();
      form.hidden = false;
      form.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), textarea")
        ?.focus();
    });
    thanks.append(
      element("p", "form-message-title", MESSAGES.thanksTitle),
      element("p", "", MESSAGES.thanksText),
      again,
    );
    form.reset();
    suggestions?.refresh();
    form.hidden = true;
    form.before(thanks);
    thanks.focus();
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    clearErrors();
    if (replyTo && email) replyTo.value = email.value.trim();
    const label = submit?.textContent ?? "";
    if (submit) {
      submit.disabled = true;
      submit.textContent = MESSAGES.sending;
    }
    try {
      let response: Response;
      try {
        response = await fetchRetrying(form.action, () => ({
          method: "POST",
          body: new FormData(form),
          headers: { Accept: "application/json" },
        }));
      } catch (error) {
        console.error("The enquiry could not be sent:", error);
        showAlert(MESSAGES.networkError);
        return;
      }
      if (response.ok) {
        showThanks();
        return;
      }
      const refusal = await readRefusal(response);
      // Our API's rate-limit answer says kindly when to try again; show it.
      showAlert(MESSAGES.notOk, {
        errors: refusal.errors,
        note: response.status === 429 ? refusal.error : undefined,
      });
    } finally {
      sending = false;
      if (submit) {
        submit.disabled = false;
        submit.textContent = label;
      }
    }
  });
}

/** The widget loader's entry point (widgets/site/widgets.ts). */
export function mount(host: HTMLElement): void {
  if (host instanceof HTMLFormElement) enhanceEnquiryForm(host);
}
