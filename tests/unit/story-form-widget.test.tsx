// @vitest-environment happy-dom
/**
 * The story form as a patient meets it: the fields, the rating, email suggestions, submitting,
 * the thank-you and Submit Another Story, and every message of spec §8 for its case.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "../../content/site.ts";
import { STORY_LIMITS } from "../../lib/field-limits.ts";
import { mount } from "../../widgets/story-form/story-form.tsx";
import { storyMessages } from "../../widgets/story-form/submit.ts";
import {
  STORY_CONSENT_HINT,
  STORY_CONSENT_LABEL,
  STORY_CONSENT_VERSION,
} from "../../content/story-consent.ts";
import {
  all,
  button,
  field,
  focused,
  jsonResponse,
  mountWidget,
  one,
  press,
  settle,
  textOf,
  type,
  waitFor,
} from "./widget-dom.ts";

let fetchMock: ReturnType<typeof vi.fn>;
function answer(response: () => Response | Promise<Response>) {
  fetchMock = vi.fn(async () => await response());
  vi.stubGlobal("fetch", fetchMock);
}

function showForm(data: Record<string, string> = {}) {
  return mountWidget(mount, "story-form", data).root;
}

function chooseStars(root: ShadowRoot, stars: number) {
  const radio = all<HTMLInputElement>(root, "input[name=rating]")[stars - 1];
  radio.click();
}

const consentBox = (root: ShadowRoot) => field(root, STORY_CONSENT_LABEL);

/** Fills every required field the way a patient would, ticking the consent box unless told not to. */
async function fillStory(root: ShadowRoot, { stars = 4, consent = true } = {}) {
  type(field(root, "First name"), "Margaret");
  type(field(root, "Last name"), "Oyelaran-Smith");
  type(field(root, "Phone number"), "01632 960 001");
  type(field(root, "Email address"), "margaret@example.com");
  type(
    field<HTMLTextAreaElement>(root, "Your story"),
    "My new knee has given me my walks back. Thank you to the whole team.",
  );
  if (stars) chooseStars(root, stars);
  if (consent && !consentBox(root).checked) consentBox(root).click();
  await settle();
}

const submitButton = (root: ShadowRoot) => one<HTMLButtonElement>(root, "button[type=submit]");

function submitAndGetAlert(root: ShadowRoot): Promise<HTMLElement> {
  submitButton(root).click();
  return waitFor(() => one(root, "[role=alert]"));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("story form widget: the fields", () => {
  it("has the fields of a story, the hidden honeypot and a link to the review policy", async () => {
    const root = showForm();
    await settle();
    expect(field(root, "First name").getAttribute("autocomplete")).toBe("given-name");
    expect(field(root, "Last name").name).toBe("lastName");
    expect(field(root, "Phone number").type).toBe("tel");
    expect(field(root, "Email address").type).toBe("email");
    expect(field(root, "Your story").tagName).toBe("TEXTAREA");
    const radios = all<HTMLInputElement>(root, "fieldset input[type=radio][name=rating]");
    expect(radios.map((r) => r.value)).toEqual(["1", "2", "3", "4", "5"]);
    expect(textOf(one(root, "fieldset legend"))).toBe("Your rating");
    const anonymous = field(root, 'Publish my story as "Anonymous"');
    expect(anonymous.type).toBe("checkbox");
    expect(anonymous.name).toBe("stayAnonymous");
    expect(anonymous.required).toBe(false);
    // The explicit consent: a required box, unticked, worded from content/story-consent.ts.
    const consent = consentBox(root);
    expect(consent.type).toBe("checkbox");
    expect(consent.required).toBe(true);
    expect(consent.checked).toBe(false);
    const hint = one(root, `#${consent.getAttribute("aria-describedby")}`);
    expect(textOf(hint)).toContain("withdraw your consent at any time");
    expect(one<HTMLAnchorElement>(hint, "a").getAttribute("href")).toBe(
      STORY_CONSENT_HINT.link.href,
    );

    const honeypot = one<HTMLInputElement>(root, "input[name=website]");
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest("[aria-hidden=true]")).not.toBeNull();

    const policy = all<HTMLAnchorElement>(root, "a").find((a) =>
      textOf(a) === "How we publish stories"
    );
    expect(policy?.getAttribute("href")).toBe("/review-policy");
    expect(textOf(submitButton(root))).toBe("Submit Your Story");
  });

  // The widget writes its limits as numbers (importing lib/field-limits.ts would cost its 12 KB
  // budget the object): this ties them to the ones the server checks.
  it("lets no field take more than the server accepts (lib/field-limits.ts)", async () => {
    const root = showForm();
    await settle();
    const max = (label: string) => Number(field(root, label).getAttribute("maxlength"));
    expect(max("First name")).toBe(STORY_LIMITS.nameMax);
    expect(max("Last name")).toBe(STORY_LIMITS.nameMax);
    expect(max("Phone number")).toBe(STORY_LIMITS.phoneMax);
    expect(max("Your story")).toBe(STORY_LIMITS.descriptionMax);
    const email = field(root, "Email address").getAttribute("maxlength");
    expect(email === null || Number(email) <= STORY_LIMITS.emailMax).toBe(true);
  });

  it("links to the review policy on the API's own site when embedded elsewhere", async () => {
    const root = showForm({ apiBase: "https://www.example-surgeon.test/api" });
    await settle();
    const policy = all<HTMLAnchorElement>(root, "a").find((a) =>
      textOf(a) === "How we publish stories"
    );
    expect(policy?.getAttribute("href")).toBe("https://www.example-surgeon.test/review-policy");
    const withdraw = all<HTMLAnchorElement>(root, "a").find((a) =>
      textOf(a) === STORY_CONSENT_HINT.link.label
    );
    expect(withdraw?.getAttribute("href")).toBe(
      `https://www.example-surgeon.test${STORY_CONSENT_HINT.link.href}`,
    );
  });

  it("says how many stars are chosen, or asks for a rating", async () => {
    const root = showForm();
    await settle();
    const status = one(root, "#rating-status");
    expect(textOf(status)).toBe("Please select a rating");
    chooseStars(root, 3);
    await waitFor(() => expect(textOf(status)).toBe("3 out of 5 stars selected"));
    expect(all(root, ".rating-star .star.filled")).toHaveLength(3);
    expect(one(root, "fieldset").getAttribute("aria-describedby")).toBe("rating-status");
    chooseStars(root, 1);
    await waitFor(() => expect(textOf(status)).toBe("1 out of 5 stars selected"));
  });
});

describe("story form widget: email suggestions", () => {
  const suggestions = (root: ShadowRoot) => all(root, "[role=option]").map(textOf);

  it("suggests the configured hosts while the address has no @, and Enter on one completes it", async () => {
    const root = showForm();
    await settle();
    const email = field(root, "Email address");
    expect(email.getAttribute("role")).toBe("combobox");
    type(email, "margaret");
    await waitFor(() => expect(suggestions(root)).toHaveLength(5));
    expect(suggestions(root)).toEqual(site.emailSuggestionHosts.map((host) => `margaret@${host}`));
    expect(email.getAttribute("aria-expanded")).toBe("true");
    expect(email.getAttribute("aria-controls")).toBe(one(root, "[role=listbox]").id);

    press(email, "ArrowDown");
    press(email, "ArrowDown");
    await waitFor(() =>
      expect(email.getAttribute("aria-activedescendant")).toBe(all(root, "[role=option]")[1].id)
    );
    expect(all(root, "[role=option]")[1].getAttribute("aria-selected")).toBe("true");
    const enter = press(email, "Enter");
    expect(enter.defaultPrevented).toBe(true); // choosing does not submit the form
    await waitFor(() => expect(email.value).toBe("margaret@outlook.com"));
    expect(suggestions(root)).toEqual([]);
    expect(email.getAttribute("aria-expanded")).toBe("false");
    expect(fetchMock).toBeUndefined();
  });

  it("wraps with the arrow keys, closes on Escape and reopens on typing", async () => {
    const root = showForm();
    await settle();
    const email = field(root, "Email address");
    type(email, "sam");
    await waitFor(() => expect(suggestions(root)).toHaveLength(5));
    press(email, "ArrowUp");
    await waitFor(() =>
      expect(all(root, "[role=option]")[4].getAttribute("aria-selected")).toBe("true")
    );
    press(email, "ArrowDown");
    await waitFor(() =>
      expect(all(root, "[role=option]")[0].getAttribute("aria-selected")).toBe("true")
    );
    press(email, "Escape");
    await waitFor(() => expect(suggestions(root)).toEqual([]));
    expect(email.value).toBe("sam");
    type(email, "sam.");
    await waitFor(() => expect(suggestions(root)[0]).toBe("sam.@gmail.com"));
  });

  it("completes the address when a suggestion is clicked, and suggests nothing once there is an @", async () => {
    const root = showForm();
    await settle();
    const email = field(root, "Email address");
    type(email, "jo");
    await waitFor(() => expect(suggestions(root)).toHaveLength(5));
    all(root, "[role=option]")[4].click();
    await waitFor(() => expect(email.value).toBe("jo@icloud.com"));
    type(email, "jo@");
    await settle();
    expect(suggestions(root)).toEqual([]);
    type(email, "");
    await settle();
    expect(suggestions(root)).toEqual([]);
  });

  it("shows suggestions only while the email field has focus", async () => {
    const root = showForm();
    await settle();
    const email = field(root, "Email address");
    type(email, "kim");
    await waitFor(() => expect(suggestions(root)).toHaveLength(5));
    field(root, "First name").focus();
    await waitFor(() => expect(suggestions(root)).toEqual([]));
  });
});

describe("story form widget: submitting", () => {
  it("asks for the required fields, and sends nothing, when any is missing or no star is chosen", async () => {
    answer(() => jsonResponse({ success: true }));
    const root = showForm();
    await settle();
    let alert = await submitAndGetAlert(root);
    expect(textOf(alert)).toBe("Please fill in all required fields.");
    expect(focused()).toBe(alert);
    expect(field(root, "First name").getAttribute("aria-invalid")).toBe("true");
    expect(field(root, "Email address").getAttribute("aria-invalid")).toBe("true");

    await fillStory(root, { stars: 0 });
    expect(field(root, "First name").hasAttribute("aria-invalid")).toBe(false);
    alert = await submitAndGetAlert(root);
    expect(textOf(alert)).toBe("Please fill in all required fields.");
    expect(one(root, "fieldset").classList.contains("invalid")).toBe(true);

    // Without the consent box ticked the story is not sent either.
    chooseStars(root, 5);
    consentBox(root).click();
    await settle();
    expect(consentBox(root).checked).toBe(false);
    alert = await submitAndGetAlert(root);
    expect(textOf(alert)).toBe("Please fill in all required fields.");
    expect(consentBox(root).getAttribute("aria-invalid")).toBe("true");
    consentBox(root).click();
    await settle();
    expect(consentBox(root).hasAttribute("aria-invalid")).toBe(false);

    // White space alone is not an answer.
    type(field(root, "Phone number"), "   ");
    await settle();
    alert = await submitAndGetAlert(root);
    expect(textOf(alert)).toBe("Please fill in all required fields.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows Submitting... on a disabled button while sending, then the thank-you", async () => {
    let deliver!: (response: Response) => void;
    answer(() => new Promise<Response>((resolve) => (deliver = resolve)));
    const root = showForm({ apiBase: "https://api.example.test/api" });
    await settle();
    await fillStory(root, { stars: 4 });
    field(root, 'Publish my story as "Anonymous"').click();
    await settle();
    submitButton(root).click();
    await waitFor(() => expect(textOf(submitButton(root))).toBe("Submitting..."));
    expect(submitButton(root).disabled).toBe(true);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://api.example.test/api/submit-story");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: "Margaret",
      lastName: "Oyelaran-Smith",
      phone: "01632 960 001",
      email: "margaret@example.com",
      description: "My new knee has given me my walks back. Thank you to the whole team.",
      rating: 4,
      stayAnonymous: true,
      consent: STORY_CONSENT_VERSION,
      website: "",
    });

    deliver(jsonResponse({ success: true }));
    const thanks = await waitFor(() => one(root, ".thanks"));
    expect(textOf(one(thanks, "h3"))).toBe("Thank you for sharing your story");
    expect(root.querySelector("form")).toBeNull();
    expect(focused()).toBe(thanks);
  });

  it("starts again with an empty form, scrolled into view with focus on it, after Submit Another Story", async () => {
    answer(() => jsonResponse({ success: true }));
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(
      function (this: HTMLElement) {
        scrolled.push(this);
      },
    );
    const root = showForm();
    await settle();
    await fillStory(root);
    submitButton(root).click();
    await waitFor(() => one(root, ".thanks"));
    scrolled.length = 0;

    button(root, "Submit Another Story").click();
    const firstName = await waitFor(() => field(root, "First name"));
    for (const label of ["First name", "Last name", "Phone number", "Email address"]) {
      expect(field(root, label).value).toBe("");
    }
    expect(field<HTMLTextAreaElement>(root, "Your story").value).toBe("");
    expect(all<HTMLInputElement>(root, "input[name=rating]").some((r) => r.checked)).toBe(false);
    expect(textOf(one(root, "#rating-status"))).toBe("Please select a rating");
    expect(root.querySelector("[role=alert]")).toBeNull();
    await waitFor(() => expect(focused()).toBe(firstName));
    // (happy-dom hands a form's methods a proxy of it, so compare by what it is, not identity)
    expect(scrolled.map((element) => element.tagName)).toContain("FORM");
  });

  it("sends a filled honeypot as it is (the server then stores nothing)", async () => {
    answer(() => jsonResponse({ success: true }));
    const root = showForm();
    await settle();
    await fillStory(root);
    type(one<HTMLInputElement>(root, "input[name=website]"), "https://spam.example");
    await settle();
    submitButton(root).click();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String((fetchMock.mock.calls[0][1] as RequestInit).body)).website).toBe(
      "https://spam.example",
    );
  });
});

describe("story form widget: the messages of spec §8", () => {
  const cases: Array<[string, () => Response | Promise<Response>, string]> = [
    [
      "success false with the server's words",
      () => jsonResponse({ success: false, error: "Please check your story." }),
      "Please check your story.",
    ],
    [
      "success false without words",
      () => jsonResponse({ success: false }),
      storyMessages.failed,
    ],
    ["HTTP 404", () => new Response("Not found", { status: 404 }), storyMessages.notDeployed],
    [
      "HTTP 405",
      () => jsonResponse({ success: false, error: "Method not allowed" }, 405),
      storyMessages.notDeployed,
    ],
    [
      "HTTP 500",
      () => jsonResponse({ success: false, error: "Something went wrong on our side." }, 500),
      storyMessages.failedLater,
    ],
    [
      "HTTP 502 without JSON",
      () => new Response("Bad gateway", { status: 502 }),
      storyMessages.failedLater,
    ],
    [
      "HTTP 400 with the server's explanation",
      () =>
        jsonResponse({
          success: false,
          error: "Please enter a valid email address, like name@example.com.",
        }, 400),
      "Please enter a valid email address, like name@example.com.",
    ],
    [
      "HTTP 400 without an explanation",
      () => new Response("", { status: 400 }),
      storyMessages.failedLater,
    ],
    [
      "HTTP 413 with the server's explanation",
      () => jsonResponse({ success: false, error: "That is too much to send at once." }, 413),
      "That is too much to send at once.",
    ],
    [
      "HTTP 429 with the server's explanation",
      () =>
        jsonResponse(
          {
            success: false,
            error:
              "You have shared several stories in a short time. Please wait a while before sending another.",
          },
          429,
          { "Retry-After": "600" },
        ),
      "You have shared several stories in a short time. Please wait a while before sending another.",
    ],
    [
      "a network error",
      () => Promise.reject(new TypeError("Failed to fetch")),
      storyMessages.unavailable,
    ],
    [
      "an answer that is not JSON",
      () => new Response("<!doctype html><p>Hello", { status: 200 }),
      storyMessages.unavailable,
    ],
    [
      "a timeout",
      () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")),
      storyMessages.otherError,
    ],
    [
      "any other error",
      () => Promise.reject(new Error("Something unexpected")),
      storyMessages.otherError,
    ],
  ];

  it.each(cases)("%s", async (_case, response, message) => {
    answer(response);
    const root = showForm();
    await settle();
    await fillStory(root);
    const alert = await submitAndGetAlert(root);
    expect(textOf(alert)).toBe(message);
    expect(alert.getAttribute("role")).toBe("alert");
    await waitFor(() => expect(focused()).toBe(alert));
    // The patient's words are kept, and they can try again.
    expect(field<HTMLTextAreaElement>(root, "Your story").value).toContain("walks back");
    expect(submitButton(root).disabled).toBe(false);
    expect(textOf(submitButton(root))).toBe("Submit Your Story");
    expect(root.querySelector(".thanks")).toBeNull();
  });

  it("uses the wording of spec §8", () => {
    expect(storyMessages).toEqual({
      missingFields: "Please fill in all required fields.",
      failed: "Failed to submit story. Please try again.",
      notDeployed:
        "Story submission is temporarily unavailable. The backend server needs to be deployed. Please contact the website administrator.",
      failedLater: "Failed to submit story. Please try again later.",
      unavailable:
        "Story submission is currently unavailable. The backend server needs to be deployed to enable story submissions.",
      otherError: "Error submitting story. Please check your connection and try again.",
    });
  });

  it("announces a repeated message again and replaces it when the next attempt succeeds", async () => {
    let attempt = 0;
    answer(
      () => (++attempt < 3 ? jsonResponse({ success: false }) : jsonResponse({ success: true })),
    );
    const root = showForm();
    await settle();
    await fillStory(root);
    const first = await submitAndGetAlert(root);
    await waitFor(() => expect(submitButton(root).disabled).toBe(false));
    submitButton(root).click();
    await waitFor(() => expect(one(root, "[role=alert]")).not.toBe(first));
    expect(textOf(one(root, "[role=alert]"))).toBe(storyMessages.failed);
    await waitFor(() => expect(submitButton(root).disabled).toBe(false));
    submitButton(root).click();
    await waitFor(() => one(root, ".thanks"));
    expect(root.querySelector("[role=alert]")).toBeNull();
  });
});
