// @vitest-environment happy-dom
/**
 * The /embed page with JavaScript: the copy buttons, the theme options rewriting the snippets and
 * swapping the previews, and the site script leaving the previews to the embed loader.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { Embed } from "../../pages/views/Embed.tsx";
import { RenderContextValue } from "../../pages/render-context.ts";
import { initEmbedTools } from "../../widgets/embed/page-tools.ts";
import { mountWidgets } from "../../widgets/site/widgets.ts";
import { embedSnippet } from "../../lib/embed-snippet.ts";
import { embedPage } from "../../content/embed.ts";
import { embedForms } from "../../content/embed-forms.ts";
import { testRenderContext } from "./render-context.ts";

const origin = "https://www.ashcombe.example";
const context = testRenderContext({
  siteUrl: origin,
  assets: { css: "", noscriptCss: "", siteScript: "", font: "" },
});

function renderPage(): HTMLElement {
  const html = renderToStaticMarkup(
    createElement(RenderContextValue.Provider, { value: context }, createElement(Embed)),
  );
  // The loader's script tag is left out: happy-dom would try to fetch it (its work is tested elsewhere).
  document.body.innerHTML = html.replace(/<script[^>]*><\/script>/g, "");
  return document.querySelector<HTMLElement>("[data-embed-tools]")!;
}

const snippetText = (widget: string) =>
  document.getElementById(`embed-${widget}-snippet`)!.textContent;
const preview = (widget: string) =>
  document.querySelector<HTMLElement>(`#embed-${widget} [data-embed-preview] [data-widget]`)!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function choose(controls: HTMLElement, name: string, value: string) {
  const input = [...controls.querySelectorAll<HTMLInputElement>(`input[name=${name}]`)].find((i) =>
    i.type !== "radio" || i.value === value
  )!;
  if (input.type === "radio") input.checked = true;
  else input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the /embed page's controls", () => {
  it("without JavaScript the snippets are text and the controls stay hidden; with it they appear", () => {
    const root = renderPage();
    const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-copy]")];
    expect(buttons).toHaveLength(3 + embedForms.forms.length); // the script snippets, then iframe, badge and link
    expect(buttons.every((b) => b.hidden)).toBe(true);
    expect(root.querySelector<HTMLElement>("[data-embed-theme]")!.hidden).toBe(true);
    initEmbedTools(root);
    expect(buttons.every((b) => !b.hidden)).toBe(true);
    expect(root.querySelector<HTMLElement>("[data-embed-theme]")!.hidden).toBe(false);
  });

  it("Copy puts the snippet on the clipboard and says so", async () => {
    const root = renderPage();
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    initEmbedTools(root);
    root.querySelector<HTMLButtonElement>('[data-copy="embed-chat-snippet"]')!.click();
    await flush();
    expect(writeText).toHaveBeenCalledWith(snippetText("chat"));
    expect(root.querySelector("#embed-chat [data-copy-status]")!.textContent).toBe(
      embedPage.copied,
    );
  });

  it("without clipboard access it selects the snippet and says how to copy it", async () => {
    const root = renderPage();
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
    initEmbedTools(root);
    root.querySelector<HTMLButtonElement>('[data-copy="embed-reviews-snippet"]')!.click();
    await flush();
    expect(getSelection()!.toString()).toBe(snippetText("reviews"));
    expect(root.querySelector("#embed-reviews [data-copy-status]")!.textContent).toBe(
      embedPage.copyFallback,
    );
  });

  it("the theme options rewrite every snippet and replace every preview with the chosen attributes", () => {
    const root = renderPage();
    initEmbedTools(root);
    const controls = root.querySelector<HTMLElement>("[data-embed-theme]")!;
    const before = preview("reviews");

    choose(controls, "theme", "dark");
    const reviews = embedPage.widgets[0];
    expect(snippetText("reviews")).toBe(
      embedSnippet({
        widget: "reviews",
        origin,
        surgeon: "Mr Ashcombe",
        fallback: reviews.fallback,
      }, { theme: "dark" }),
    );
    expect(preview("reviews")).not.toBe(before);
    expect(preview("reviews").dataset.theme).toBe("dark");
    expect(preview("chat").dataset.surgeon).toBe("Mr Ashcombe");

    choose(controls, "accent", "#b03060");
    expect(snippetText("chat")).toContain(`data-theme="dark" data-accent="#b03060"`);
    expect(preview("story-form").dataset.accent).toBe("#b03060");

    root.querySelector<HTMLButtonElement>("[data-accent-reset]")!.click();
    expect(snippetText("chat")).not.toContain("data-accent");
    expect(preview("story-form").dataset.accent).toBeUndefined();
    choose(controls, "theme", "light");
    expect(snippetText("story-form")).not.toContain("data-theme");
  });

  it("the site script leaves the previews to the embed loader", () => {
    renderPage();
    document.body.insertAdjacentHTML("beforeend", `<div data-widget="reviews" id="own"></div>`);
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
      },
    );
    mountWidgets(document);
    expect(observed.map((el) => el.id)).toEqual(["own"]);
    vi.unstubAllGlobals();
  });
});
