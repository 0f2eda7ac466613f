// @vitest-environment happy-dom
/**
 * The reviews widget as a visitor meets it: loading, the average and count, cards newest first,
 * paging by window width, Read More / Read Less, the empty state and the illustrative fallback.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mount } from "../../widgets/reviews/reviews.tsx";
import type { Review } from "../../widgets/reviews/feed.ts";
import {
  all,
  button,
  focused,
  jsonResponse,
  mountWidget,
  one,
  settle,
  setWindowWidth,
  textOf,
  waitFor,
} from "./widget-dom.ts";

/** A story as the API sends it (the widget's own `example` flag never comes from the API). */
type FeedItem = Omit<Review, "example">;

function story(n: number, overrides: Partial<FeedItem> = {}): FeedItem {
  const day = String(n).padStart(2, "0");
  return {
    id: `story-${n}`,
    name: `Patient ${n}`,
    text: `Story number ${n}.`,
    stars: 5,
    profileColor: "#1565C0",
    surgeryType: "",
    date: `2026-03-${day}`,
    submitDate: `2026-03-${day}T10:00:00.000Z`,
    ...overrides,
  };
}

/** `count` stories, given to the widget oldest first (it must sort them). */
const stories = (count: number) => Array.from({ length: count }, (_, i) => story(i + 1));

let fetchMock: ReturnType<typeof vi.fn>;
function answer(response: () => Response | Promise<Response>) {
  fetchMock = vi.fn(async () => await response());
  vi.stubGlobal("fetch", fetchMock);
}

const cardNames = (root: ShadowRoot) => all(root, "article h3").map(textOf);

async function showReviews(feed: unknown, data: Record<string, string> = {}) {
  answer(() => jsonResponse(feed));
  const widget = mountWidget(mount, "reviews", data);
  await waitFor(() => expect(widget.root.querySelector("article, .empty")).not.toBeNull());
  return widget;
}

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  // Remove a layout stub installed by a test.
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
});

describe("reviews widget", () => {
  it("says it is loading until the feed arrives, from the API base on its element", async () => {
    let deliver!: (response: Response) => void;
    answer(() => new Promise<Response>((resolve) => (deliver = resolve)));
    const { root, host } = mountWidget(mount, "reviews", {
      apiBase: "https://api.example.test/api/",
    });
    await settle();
    expect(textOf(one(root, "[role=status]"))).toBe("Loading patient reviews...");
    expect(all(root, "article")).toHaveLength(0);
    // The room of a page of cards is kept while loading, so nothing below jumps when they arrive.
    expect(all(root, ".card.placeholder")).toHaveLength(6);
    expect(host.textContent).toContain("Server-rendered fallback"); // the light DOM stays for no-JS readers
    expect(fetchMock).toHaveBeenCalledWith(
      "https://api.example.test/api/stories",
      expect.anything(),
    );

    deliver(jsonResponse({ testimonials: stories(2) }));
    await waitFor(() => expect(all(root, "article")).toHaveLength(2));
    expect(root.querySelector("[role=status]")).toBeNull();
  });

  it("asks /api/stories when no API base is given", async () => {
    await showReviews({ testimonials: [] });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/stories");
  });

  it("shows cards newest first by submit date, or by date when a story has none", async () => {
    const feed = [
      story(1, { name: "Oldest" }),
      story(20, { name: "Newest", submitDate: "2026-05-02T08:00:00.000Z", date: "2026-05-02" }),
      story(3, { name: "Dated only", submitDate: undefined, date: "2026-04-15" }),
      story(2, { name: "Middle", submitDate: "2026-04-01T12:00:00.000Z", date: "2026-04-01" }),
    ];
    const { root } = await showReviews({ testimonials: feed });
    expect(cardNames(root)).toEqual(["Newest", "Dated only", "Middle", "Oldest"]);
  });

  it("shows the average rating to one decimal and the count across all reviews, not just this page", async () => {
    const feed = stories(8).map((s, i) => ({ ...s, stars: i < 6 ? 5 : 2 })); // (6×5 + 2×2) / 8 = 4.25
    const { root } = await showReviews({ testimonials: feed });
    const summary = one(root, ".summary");
    expect(textOf(one(summary, ".average-number"))).toBe("4.3");
    expect(textOf(summary)).toContain("Based on 8 patient stories");
    expect(one(summary, "[role=img]").getAttribute("aria-label")).toBe(
      "Average rating 4.3 out of 5 stars",
    );
    expect(all(root, "article")).toHaveLength(6);
  });

  it("counts a single review in the singular", async () => {
    const { root } = await showReviews({ testimonials: [story(1, { stars: 4 })] });
    expect(textOf(one(root, ".summary"))).toContain("4.0");
    expect(textOf(one(root, ".summary"))).toContain("Based on 1 patient story");
  });

  it("shows each card's name, stars, surgery type and date in en-GB", async () => {
    const feed = [
      story(5, {
        name: "Jane D.",
        stars: 4,
        surgeryType: "Total knee replacement",
        submitDate: "2026-06-05T23:30:00.000Z",
      }),
      story(4, { name: "Anonymous", stars: 3, surgeryType: "" }),
    ];
    const { root } = await showReviews({ testimonials: feed });
    const [jane, anonymous] = all(root, "article");
    expect(textOf(one(jane, "h3"))).toBe("Jane D.");
    expect(one(jane, ".stars").getAttribute("aria-label")).toBe("4 out of 5 stars");
    expect(all(jane, ".star.filled")).toHaveLength(4);
    expect(textOf(one(jane, ".treatment"))).toBe("Treatment: Total knee replacement");
    // 23:30 UTC on 5 June is 00:30 on 6 June in the UK.
    expect(textOf(one(jane, "time"))).toBe("6 June 2026");
    expect(one(jane, "time").getAttribute("datetime")).toBe("2026-06-05T23:30:00.000Z");
    expect(textOf(one(jane, ".avatar"))).toBe("J");
    expect(anonymous.querySelector(".treatment")).toBeNull();
    expect(textOf(one(anonymous, "time"))).toBe("4 March 2026");
  });

  it("shows a story's text as text, never as HTML", async () => {
    const hostile =
      '<script>window.hacked = 1</script><img src=x onerror="window.hacked = 1"> Great care.';
    const { root } = await showReviews({
      testimonials: [story(1, { text: hostile, name: "<b>Bold</b>" })],
    });
    expect(root.querySelector("article img, article script, article b")).toBeNull();
    expect(textOf(one(root, "article .text"))).toBe(hostile);
    expect(textOf(one(root, "article h3"))).toBe("<b>Bold</b>");
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("pages 6 at a time on a wide window, with a pager that says where you are", async () => {
    const { root } = await showReviews({ testimonials: stories(14) });
    expect(cardNames(root)).toEqual([
      "Patient 14",
      "Patient 13",
      "Patient 12",
      "Patient 11",
      "Patient 10",
      "Patient 9",
    ]);
    const pager = one(root, "nav[aria-label='Review pages']");
    expect(all(pager, ".pager-page").map(textOf)).toEqual(["1", "2", "3"]);
    expect(textOf(one(pager, "[aria-current=page]"))).toBe("1");
    expect(button(pager, "Previous").disabled).toBe(true);
    expect(textOf(one(root, ".range"))).toBe("Showing 1–6 of 14 stories");

    button(pager, "Next").click();
    await waitFor(() => expect(cardNames(root)[0]).toBe("Patient 8"));
    expect(cardNames(root)).toHaveLength(6);
    expect(textOf(one(root, "[aria-current=page]"))).toBe("2");
    expect(focused()).toBe(one(root, "ul.cards"));
    expect(one(root, "ul.cards").getAttribute("aria-label")).toBe("Patient stories, page 2 of 3");

    one<HTMLButtonElement>(root, "button[aria-label='Page 3']").click();
    await waitFor(() => expect(cardNames(root)).toEqual(["Patient 2", "Patient 1"]));
    expect(button(root, "Next").disabled).toBe(true);
    expect(textOf(one(root, ".range"))).toBe("Showing 13–14 of 14 stories");

    button(root, "Previous").click();
    await waitFor(() => expect(cardNames(root)[0]).toBe("Patient 8"));
  });

  it("pages 3 at a time below 768 px and follows the window as it is resized", async () => {
    setWindowWidth(767);
    const { root } = await showReviews({ testimonials: stories(7) });
    expect(cardNames(root)).toEqual(["Patient 7", "Patient 6", "Patient 5"]);
    expect(all(root, ".pager-page")).toHaveLength(3);

    setWindowWidth(768);
    await waitFor(() => expect(cardNames(root)).toHaveLength(6));
    expect(all(root, ".pager-page")).toHaveLength(2);

    setWindowWidth(390);
    await waitFor(() => expect(cardNames(root)).toHaveLength(3));
  });

  it("has no pager when every review fits on one page", async () => {
    const { root } = await showReviews({ testimonials: stories(6) });
    expect(root.querySelector("nav")).toBeNull();
  });

  it("collapses long stories with Read More / Read Less, and only long ones", async () => {
    // happy-dom does no layout: long texts report a height over 75 px.
    Object.defineProperty(HTMLElement.prototype, "scrollHeight", {
      configurable: true,
      get(this: HTMLElement) {
        return (this.textContent ?? "").length > 100 ? 180 : 48;
      },
    });
    const long = "I had my knee replaced last spring. ".repeat(8);
    const { root } = await showReviews({
      testimonials: [story(2, { name: "Long", text: long }), story(1, { name: "Short" })],
    });
    const [longCard, shortCard] = all(root, "article");
    await waitFor(() => expect(longCard.querySelector("button")).not.toBeNull());
    expect(shortCard.querySelector("button")).toBeNull();
    expect(one(shortCard, ".text").classList.contains("collapsed")).toBe(false);

    const toggle = one<HTMLButtonElement>(longCard, "button");
    const text = one(longCard, ".text");
    expect(textOf(toggle)).toBe("Read More of the story by Long");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(text.id);
    expect(text.classList.contains("collapsed")).toBe(true);

    toggle.click();
    await waitFor(() => expect(toggle.getAttribute("aria-expanded")).toBe("true"));
    expect(textOf(toggle)).toBe("Read Less of the story by Long");
    expect(text.classList.contains("collapsed")).toBe(false);

    toggle.click();
    await waitFor(() => expect(toggle.getAttribute("aria-expanded")).toBe("false"));
    expect(text.classList.contains("collapsed")).toBe(true);
  });

  it("shows a story of four or five lines in full, with no Read More", async () => {
    Object.defineProperty(HTMLElement.prototype, "scrollHeight", {
      configurable: true,
      get: () => 100,
    }); // four 25 px lines
    const { root } = await showReviews({
      testimonials: [story(1, { name: "Brief", text: "x".repeat(130) })],
    });
    await waitFor(() => expect(all(root, "article")).toHaveLength(1));
    expect(all(root, "article button")).toHaveLength(0);
    expect(one(root, ".text").classList.contains("collapsed")).toBe(false);
  });

  it("expands one card without expanding another of the same name", async () => {
    Object.defineProperty(HTMLElement.prototype, "scrollHeight", {
      configurable: true,
      get: () => 200,
    });
    const { root } = await showReviews({
      testimonials: [story(2, { name: "Anonymous" }), story(1, { name: "Anonymous" })],
    });
    await waitFor(() => expect(all(root, "article button")).toHaveLength(2));
    const [first, second] = all<HTMLButtonElement>(root, "article button");
    first.click();
    await waitFor(() => expect(first.getAttribute("aria-expanded")).toBe("true"));
    expect(second.getAttribute("aria-expanded")).toBe("false");
  });

  it("shows the empty state when there are no stories yet", async () => {
    const { root } = await showReviews({ testimonials: [] });
    expect(all(root, ".empty h3, .empty p").map(textOf)).toEqual([
      "No stories yet",
      "Be the first to share your experience below!",
    ]);
    expect(root.querySelector(".summary, nav, article")).toBeNull();
  });

  it("reads a bare array as well as {testimonials: [...]}", async () => {
    const { root } = await showReviews(stories(2));
    expect(cardNames(root)).toEqual(["Patient 2", "Patient 1"]);
    expect(textOf(one(root, ".summary"))).toContain("Based on 2 patient stories");
  });

  const failures: Array<[string, () => Response | Promise<Response>]> = [
    [
      "a 500 answer",
      () => jsonResponse({ success: false, error: "Something went wrong" }, 500),
    ],
    ["a 404 answer", () => new Response("Not found", { status: 404 })],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an answer that is not JSON", () => new Response("<html>", { status: 200 })],
    ["JSON of another shape", () => jsonResponse({ stories: "none" })],
  ];
  it.each(failures)(
    "falls back silently to three example reviews on %s",
    async (_case, response) => {
      answer(response);
      const { root } = mountWidget(mount, "reviews");
      await waitFor(() => expect(all(root, "article")).toHaveLength(3));
      for (const card of all(root, "article")) {
        expect(textOf(one(card, ".badge"))).toBe(
          "Example review",
        );
      }
      expect(textOf(one(root, ".examples-note"))).toContain("They are not real reviews.");
      // No average or count is claimed for examples, and no error is shown.
      expect(root.querySelector(".summary, [role=alert], .empty")).toBeNull();
      expect(textOf(root)).not.toMatch(/error|went wrong/i);
    },
  );

  it("leaves out feed items it cannot read rather than failing", async () => {
    const feed = [
      story(3),
      { id: "x", name: "No text", stars: 5 },
      "junk",
      story(1, { stars: 9 }),
      story(2),
    ];
    const { root } = await showReviews({ testimonials: feed });
    expect(cardNames(root)).toEqual(["Patient 3", "Patient 2"]);
  });
});
