// @vitest-environment happy-dom
/**
 * The enquiry widget against the real server-rendered form markup (pages/layout/EnquiryForm.tsx),
 * with `fetch` replaced by each test's answer.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EnquiryForm } from "../../pages/layout/EnquiryForm.tsx";
import { site } from "../../content/site.ts";
import { MESSAGES, mount } from "../../widgets/enquiry/enquiry.ts";
import { emailSuggestions } from "../../lib/email-suggestions.ts";
import { ENQUIRY_REPLY_TIME } from "../../content/enquiry.ts";

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function renderForms(...forms: Array<{ idPrefix: string; action?: string }>) {
  document.body.innerHTML = forms
    .map(({ idPrefix, action = "/api/enquiry" }) =>
      `<section>${renderToStaticMarkup(createElement(EnquiryForm, { action, idPrefix }))}</section>`
    )
    .join("");
  const elements = [...document.querySelectorAll<HTMLFormElement>("form.enquiry-form")];
  for (const form of elements) mount(form);
  return elements;
}

function field(form: HTMLFormElement, name: string) {
  return form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
}

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

function fill(form: HTMLFormElement, values: Record<string, string> = {}) {
  const all = {
    firstName: "Margaret",
    lastName: "Featherstonehaugh",
    phone: "01632 960 777",
    email: "margaret@example.org",
    message: "Could I book a consultation?",
    ...values,
  };
  for (const [name, value] of Object.entries(all)) type(field(form, name), value);
  form.querySelector<HTMLInputElement>('input[name="careType"][value="not-sure"]')!.click();
}

/** Submits as the browser does once its own validation has passed. */
async function submit(form: HTMLFormElement) {
  form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  await vi.waitFor(() =>
    expect(form.querySelector<HTMLButtonElement>("button[type=submit]")!.disabled).toBe(false)
  );
}

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("enquiry widget: sending", () => {
  it("posts the form's multipart data with Accept: application/json, then replaces the form with a Thank You message and clears it", async () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    fill(form);
    await submit(form);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/api\/enquiry$/);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("accept")).toBe("application/json");
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      _subject: site.enquiry.subject,
      _replyto: "margaret@example.org",
      firstName: "Margaret",
      lastName: "Featherstonehaugh",
      phone: "01632 960 777",
      email: "margaret@example.org",
      careType: "not-sure",
      insurer: "",
      message: "Could I book a consultation?",
      _gotcha: "",
    });

    const thanks = document.querySelector<HTMLElement>(".form-message.is-success")!;
    expect(thanks.getAttribute("role")).toBe("status");
    expect(thanks.textContent).toContain("Thank You");
    expect(document.activeElement).toBe(thanks);
    expect(form.hidden).toBe(true);
    for (const name of ["firstName", "lastName", "phone", "email", "message"]) {
      expect(field(form, name).value, name).toBe("");
    }

    // Another enquiry brings the empty form back.
    thanks.querySelector("button")!.click();
    expect(form.hidden).toBe(false);
    expect(document.querySelector(".form-message")).toBeNull();
    expect(document.activeElement).toBe(field(form, "firstName"));
  });

  it("works with a Formspree-style action: success is judged by response.ok alone", async () => {
    const [form] = renderForms({ idPrefix: "enquiry", action: "https://formspree.io/f/xyzabcd" });
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ next: "/thanks", ok: true }), { status: 200 }),
    );
    fill(form);
    await submit(form);
    expect(String(fetchMock.mock.calls[0][0])).toBe("https://formspree.io/f/xyzabcd");
    expect(document.querySelector(".form-message.is-success")?.textContent).toContain(
      MESSAGES.thanksTitle,
    );

    renderForms({ idPrefix: "enquiry", action: "https://formspree.io/f/xyzabcd" });
    const [again] = [...document.querySelectorAll<HTMLFormElement>("form")];
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    fill(again);
    await submit(again);
    expect(document.querySelector(".form-message.is-error")?.textContent).toBe(MESSAGES.notOk);
  });

  it("sends once while a submission is under way, with the button saying so", async () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    fill(form);
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Sending…");
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(Response.json({ ok: true }));
    await submit(form);
    expect(button.textContent).toBe("Send enquiry");
  });
});

describe("enquiry widget: failures", () => {
  it("not ok → 'Something went wrong. Please try again.' as an alert with the focus; the typed values stay", async () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    fetchMock.mockResolvedValue(new Response("Internal Server Error", { status: 500 }));
    fill(form);
    await submit(form);
    const alert = form.querySelector<HTMLElement>(".form-message.is-error")!;
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toBe("Something went wrong. Please try again.");
    expect(document.activeElement).toBe(alert);
    expect(form.hidden).toBe(false);
    expect(field(form, "message").value).toBe("Could I book a consultation?");
    expect(document.querySelector(".is-success")).toBeNull();
  });

  it("a network error is logged and shows 'Error submitting form. Please try again.'", async () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new TypeError("Failed to fetch");
    fetchMock.mockRejectedValue(failure);
    fill(form);
    await submit(form);
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
    const alert = form.querySelector<HTMLElement>(".form-message.is-error")!;
    expect(alert.textContent).toBe("Error submitting form. Please try again.");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(document.activeElement).toBe(alert);
    expect(field(form, "email").value).toBe("margaret@example.org");
  });

  it("marks the fields our API names, as the server-rendered page does, and clears them on the next try", async () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    fetchMock.mockResolvedValueOnce(Response.json({
      ok: false,
      error: "…",
      errors: [
        { field: "email", message: "Please enter a valid email address, like name@example.com." },
        { field: "message", message: "Please enter your message." },
        { field: "_replyto", message: "a hidden field is not marked" },
        { field: "nonsense", message: "an unknown field is not marked" },
      ],
    }, { status: 422 }));
    fill(form, { email: "margaret@localhost", message: "   " });
    await submit(form);

    const alert = form.querySelector<HTMLElement>(".form-message.is-error")!;
    expect(alert.querySelector(".form-message-title")?.textContent).toBe(MESSAGES.notOk);
    const links = [...alert.querySelectorAll("a")];
    expect(links.map((a) => [a.getAttribute("href"), a.textContent])).toEqual([
      ["#enquiry-email", "Please enter a valid email address, like name@example.com."],
      ["#enquiry-message", "Please enter your message."],
    ]);
    const email = field(form, "email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("enquiry-email-error");
    expect(document.getElementById("enquiry-email-error")?.textContent).toBe(
      "Error: Please enter a valid email address, like name@example.com.",
    );
    expect(email.closest(".field")?.classList.contains("has-error")).toBe(true);
    expect(field(form, "firstName").hasAttribute("aria-invalid")).toBe(false);

    links[1].click();
    expect(document.activeElement).toBe(field(form, "message"));

    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }));
    fill(form);
    await submit(form);
    expect(form.querySelectorAll(".field-error, [aria-invalid], .has-error")).toHaveLength(0);
    expect(email.hasAttribute("aria-describedby")).toBe(false);
    expect(document.querySelector(".is-success")).not.toBeNull();
  });

  it("a rate-limit answer adds our API's friendly message", async () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    const friendly =
      "You have sent several enquiries in a short time. Please wait a little while before sending another.";
    fetchMock.mockResolvedValue(
      Response.json({ ok: false, error: friendly, errors: [] }, {
        status: 429,
        headers: { "Retry-After": "60" },
      }),
    );
    fill(form);
    await submit(form);
    const alert = form.querySelector<HTMLElement>(".form-message.is-error")!;
    expect(alert.textContent).toBe(MESSAGES.notOk + friendly);
  });
});

describe("enquiry widget: privately, on the NHS or not sure", () => {
  const choose = (form: HTMLFormElement, value: string) => {
    form.querySelector<HTMLInputElement>(`input[name="careType"][value="${value}"]`)!.click();
  };

  it("the insurer is required while 'Privately' is chosen, and only then", () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    const insurer = form.querySelector<HTMLSelectElement>('select[name="insurer"]')!;
    expect(insurer.required).toBe(false);
    choose(form, "private");
    expect(insurer.required).toBe(true);
    choose(form, "nhs");
    expect(insurer.required).toBe(false);
  });

  it("sends the answer and the insurer with the form", async () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    fill(form);
    choose(form, "private");
    form.querySelector<HTMLSelectElement>('select[name="insurer"]')!.value = "Vitality";
    await submit(form);
    const body = fetchMock.mock.calls[0][1]?.body as FormData;
    expect(body.get("careType")).toBe("private");
    expect(body.get("insurer")).toBe("Vitality");
  });

  it("marks the radio group and the insurer when our API names them, as the server-rendered page does", async () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    fetchMock.mockResolvedValue(
      Response.json({
        ok: false,
        error: "x",
        errors: [
          { field: "careType", message: "Please say how you would like to be seen." },
          { field: "insurer", message: "Please choose your health insurer." },
        ],
      }, { status: 422 }),
    );
    fill(form);
    await submit(form);
    const group = form.querySelector("fieldset")!;
    const careError = document.getElementById("enquiry-careType-error")!;
    expect(careError.textContent).toBe("Error: Please say how you would like to be seen.");
    expect(careError.nextElementSibling?.className).toBe("choices"); // under the question
    expect(group.getAttribute("aria-describedby")).toBe("enquiry-careType-error");
    expect(group.classList.contains("has-error")).toBe(true);
    const insurer = form.querySelector<HTMLSelectElement>("#enquiry-insurer")!;
    expect(insurer.getAttribute("aria-invalid")).toBe("true");
    expect(insurer.getAttribute("aria-describedby")).toBe("enquiry-insurer-error");
    const links = [...form.querySelectorAll<HTMLAnchorElement>(".form-message a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "#enquiry-careType",
      "#enquiry-insurer",
    ]);
    // The next try clears them.
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    choose(form, "nhs");
    await submit(form);
    expect(group.hasAttribute("aria-describedby")).toBe(false);
    expect(insurer.hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("enquiry widget: several forms on one page", () => {
  it("each form sends and shows its own messages", async () => {
    const [first, second] = renderForms({ idPrefix: "enquiry" }, { idPrefix: "get-in-touch" });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    fill(second);
    await submit(second);
    expect(second.querySelector(".form-message.is-error")).not.toBeNull();
    expect(first.querySelector(".form-message")).toBeNull();

    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }));
    fill(first, { email: "first@example.org" });
    await submit(first);
    expect(first.hidden).toBe(true);
    expect(second.hidden).toBe(false);
    expect((fetchMock.mock.calls[1][1]?.body as FormData).get("_replyto")).toBe(
      "first@example.org",
    );

    // Suggestions belong to their own field.
    field(second, "email").focus();
    type(field(second, "email"), "jo");
    expect(document.getElementById("get-in-touch-email-suggestions")?.hidden).toBe(false);
    expect(document.getElementById("enquiry-email-suggestions")?.hidden).toBe(true);
  });
});

describe("email suggestions", () => {
  const hosts = site.emailSuggestionHosts;

  it("offers each host while the address has no '@'", () => {
    expect(emailSuggestions("jane.doe", hosts)).toEqual(hosts.map((host) => `jane.doe@${host}`));
    expect(emailSuggestions(" jane ", hosts)[0]).toBe("jane@gmail.com");
    for (const typed of ["", "   ", "jane@", "jane@gm", "jane doe"]) {
      expect(emailSuggestions(typed, hosts), typed).toEqual([]);
    }
  });

  it("appear under the email field as the patient types, and choosing one completes the address", () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    const email = field(form, "email") as HTMLInputElement;
    const list = document.getElementById("enquiry-email-suggestions")!;
    expect(list.hidden).toBe(true);
    expect(email.getAttribute("role")).toBe("combobox");
    expect(email.getAttribute("aria-controls")).toBe(list.id);
    expect(email.getAttribute("aria-expanded")).toBe("false");

    email.focus();
    type(email, "margaret");
    expect(list.hidden).toBe(false);
    expect(email.getAttribute("aria-expanded")).toBe("true");
    expect(list.getAttribute("role")).toBe("listbox");
    expect(list.getAttribute("aria-label")).toBe("Suggested addresses");
    const options = [...list.querySelectorAll("[role=option]")] as HTMLElement[];
    expect(options.map((o) => o.textContent)).toEqual(hosts.map((host) => `margaret@${host}`));

    options[2].click();
    expect(email.value).toBe("margaret@hotmail.co.uk");
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(email);

    type(email, "margaret@");
    expect(list.hidden).toBe(true);
  });

  it("are keyboard usable with the focus kept in the field: arrows choose, Enter completes, Escape closes", () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    const email = field(form, "email") as HTMLInputElement;
    const list = document.getElementById("enquiry-email-suggestions")!;
    const key = (name: string) => {
      const event = new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true });
      email.dispatchEvent(event);
      return event;
    };
    const selected = () =>
      [...list.querySelectorAll("[aria-selected=true]")].map((o) => o.textContent);
    email.focus();
    type(email, "sam");
    expect(selected()).toEqual([]);

    key("ArrowDown");
    expect(selected()).toEqual(["sam@gmail.com"]);
    expect(email.getAttribute("aria-activedescendant")).toBe(
      list.querySelector("[aria-selected=true]")!.id,
    );
    key("ArrowDown");
    expect(selected()).toEqual(["sam@outlook.com"]);
    key("ArrowUp");
    key("ArrowUp");
    expect(selected()).toEqual(["sam@icloud.com"]); // wraps
    expect(document.activeElement).toBe(email);
    const enter = key("Enter");
    expect(enter.defaultPrevented).toBe(true); // choosing does not send the form
    expect(email.value).toBe("sam@icloud.com");
    expect(list.hidden).toBe(true);

    type(email, "sami");
    expect(list.hidden).toBe(false);
    key("Escape");
    expect(list.hidden).toBe(true);
    expect(email.value).toBe("sami");
    key("ArrowDown"); // reopens
    expect(list.hidden).toBe(false);
    email.blur();
    expect(list.hidden).toBe(true);
  });

  it("are cleared with the form after a successful send", async () => {
    const [form] = renderForms({ idPrefix: "enquiry" });
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    field(form, "email").focus();
    fill(form, { email: "margaret" });
    expect(document.getElementById("enquiry-email-suggestions")?.hidden).toBe(false);
    await submit(form);
    expect(document.getElementById("enquiry-email-suggestions")?.hidden).toBe(true);
  });
});

describe("the widget's thank-you text", () => {
  it("promises the reply time the pages promise (the widget keeps its own copy to stay small)", () => {
    expect(MESSAGES.thanksText).toContain(`within ${ENQUIRY_REPLY_TIME}.`);
  });
});
