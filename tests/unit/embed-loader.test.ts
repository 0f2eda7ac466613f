// @vitest-environment happy-dom
/**
 * The built embed loader (dist/widgets/embed.js) on a page, as another website runs it: it holds
 * each widget's room at once, fills in the API base from its own origin, picks up elements added
 * later, leaves unknown names alone with a warning, and adds one global. Loading the widgets'
 * modules themselves (cross-origin) is covered in the browser by tests/e2e/embed.spec.ts; here
 * those imports fail, which also shows that a failure stays a warning.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { distFile, requireDist } from "./dist.ts";
import { reservedHeight } from "../../lib/widget-registry.ts";

requireDist();
const loaderCode = distFile("/widgets/embed.js").toString("utf8");
const warnings: string[] = [];
const globalsBefore = new Set(Object.getOwnPropertyNames(window));

function element(html: string): HTMLElement {
  const wrapper = document.createElement("div");
  wrapper.innerHTML = html;
  const el = wrapper.firstElementChild as HTMLElement;
  document.body.append(el);
  return el;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let early: HTMLElement;
let unknown: HTMLElement;
let tall: HTMLElement;
let configured: HTMLElement;

beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) =>
    void warnings.push(args.map(String).join(" "))
  );
  // Run by hand as the script a host page includes (happy-dom loads no script files).
  const script = document.createElement("script");
  script.src = "https://surgeon.example/widgets/embed.js";
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
  early = element(`<div data-widget="reviews"><a href="/x">Reviews</a></div>`);
  unknown = element(`<div data-widget="slideshow"></div>`);
  tall = element(`<div data-widget="story-form" style="min-height:5000px"></div>`);
  configured = element(
    `<div data-widget="reviews" data-api-base="https://elsewhere.example/api"></div>`,
  );
  new Function(loaderCode)();
  Reflect.deleteProperty(document, "currentScript");
});

afterAll(() => vi.restoreAllMocks());

describe("the embed loader", () => {
  it("holds each widget's room at once, !important, and never less than the page already gave it", () => {
    expect(early.style.getPropertyValue("min-height")).toBe(
      `${reservedHeight("reviews", early.clientWidth || innerWidth, innerWidth)}px`,
    );
    expect(early.style.getPropertyPriority("min-height")).toBe("important");
    expect(early.style.getPropertyValue("display")).toBe("block");
    expect(early.style.getPropertyPriority("display")).toBe("important");
    expect(tall.style.getPropertyValue("min-height")).toBe("5000px");
  });

  it("points widgets at the API of the origin it came from, unless data-api-base says otherwise", () => {
    expect(early.dataset.apiBase).toBe("https://surgeon.example/api");
    expect(configured.dataset.apiBase).toBe("https://elsewhere.example/api");
  });

  it("ignores unknown widget names with one warning, touching nothing", async () => {
    element(`<div data-widget="slideshow"></div>`);
    await flush();
    expect(warnings.filter((w) => w.includes(`no widget called "slideshow"`))).toHaveLength(1);
    expect(unknown.getAttribute("style")).toBeNull();
    expect(unknown.dataset.apiBase).toBeUndefined();
  });

  it("picks up widget elements the page adds later, and names the surgeon in the chat by default", async () => {
    const chat = element(`<div data-widget="chat"></div>`);
    const later = element(`<section><div data-widget="story-form"></div></section>`)
      .firstElementChild as HTMLElement;
    expect(later.dataset.apiBase).toBeUndefined(); // not yet: the observer runs after this task's changes
    await flush();
    expect(later.dataset.apiBase).toBe("https://surgeon.example/api");
    expect(later.style.getPropertyValue("min-height")).toBe(
      `${reservedHeight("story-form", later.clientWidth || innerWidth, innerWidth)}px`,
    );
    expect(chat.dataset.surgeon).toBe("Mr Ashcombe");
    expect(chat.style.getPropertyValue("min-height")).toBe(""); // the launcher is fixed: no room needed
  });

  it("also starts an element that becomes a widget when its data-widget is set", async () => {
    const plain = element(`<div></div>`);
    plain.dataset.widget = "reviews";
    await flush();
    expect(plain.dataset.apiBase).toBe("https://surgeon.example/api");
  });

  it("a widget whose code cannot load leaves its fallback content and warns; nothing is thrown", async () => {
    await vi.waitFor(() =>
      expect(warnings.some((w) => w.includes("the reviews widget could not start"))).toBe(true)
    );
    expect(early.shadowRoot).toBeNull();
    expect(early.textContent).toBe("Reviews");
  });

  it("adds one global, AshcombeWidgets, with its version and mount()", async () => {
    const added = Object.getOwnPropertyNames(window).filter((name) => !globalsBefore.has(name));
    expect(added).toEqual(["AshcombeWidgets"]);
    const api = (window as unknown as {
      AshcombeWidgets: { version: string; mount(target?: ParentNode): Promise<void> };
    }).AshcombeWidgets;
    expect(api.version).toMatch(/^[0-9a-f]{10}$/);
    // mount(): for places the observer cannot see, such as the page's own shadow roots
    const shadowHost = element(`<div></div>`);
    const shadow = shadowHost.attachShadow({ mode: "open" });
    shadow.innerHTML = `<div data-widget="reviews"></div>`;
    const inside = shadow.firstElementChild as HTMLElement;
    await flush();
    expect(inside.dataset.apiBase).toBeUndefined();
    await api.mount(shadow);
    expect(inside.dataset.apiBase).toBe("https://surgeon.example/api");
  });

  it("a second copy of the script on the page does nothing", async () => {
    const before = warnings.length;
    new Function(loaderCode)();
    await flush();
    expect(warnings.length).toBe(before);
  });
});
