import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { homePage } from "../../content/home.ts";
import { carePage } from "../../content/care.ts";
import { miopPage } from "../../content/miop.ts";
import { centresByRegion, physiotherapyCentres } from "../../content/physiotherapy.ts";
import { usefulLinksPage } from "../../content/useful-links.ts";
import { CARE_SECTIONS_COLLAPSE_BELOW } from "../../pages/views/PreAndPostCare.tsx";
import { PX_TOLERANCE, spread } from "./geometry.ts";
import { accordionEntry } from "./accordion.ts";

const generalPages = [
  "/",
  "/AboutMe",
  "/Contact",
  "/PreAndPostcare",
  "/PreAndPostcare/physiotherapy",
  "/PreAndPostcare/miop-app",
  "/patient-success-stories",
  "/review-policy",
];

const viewportWidth = (page: Page) => page.viewportSize()?.width ?? 0;
const panelTitles = homePage.biography.panels.map((p) => p.title);

test.describe("Home biography", () => {
  test("Read more shows the five panels and Read less hides them again", async ({ page }) => {
    await page.goto("/");
    const toggle = page.locator("#biography button[data-disclosure]");
    const panelHeading = (title: string) =>
      page.locator("#biography").getByRole("heading", { name: title, exact: true });

    await expect(toggle).toHaveText(homePage.biography.readMoreLabel);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    for (const title of panelTitles) await expect(panelHeading(title)).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveText(homePage.biography.readLessLabel);
    for (const title of panelTitles) await expect(panelHeading(title)).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveText(homePage.biography.readMoreLabel);
    for (const title of panelTitles) await expect(panelHeading(title)).toBeHidden();
  });

  test("the toggle works from the keyboard", async ({ page }) => {
    await page.goto("/");
    const toggle = page.locator("#biography button[data-disclosure]");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("heading", { name: "Professional Contributions" })).toBeVisible();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test("Contact: the in-page button jumps to the Enquire Now form", async ({ page }) => {
  await page.goto("/Contact");
  await page.locator("main").getByRole("link", { name: "Send an enquiry" }).click();
  await expect(page).toHaveURL(/#enquire-now$/);
  await expect(page.locator("#enquire-now form")).toBeInViewport();
});

test("Physiotherapy: centres open independently, several at once, even in the same region", async ({ page }) => {
  await page.goto("/PreAndPostcare/physiotherapy");
  const central = centresByRegion().find((g) => g.region === "Central Warwickshire")!.centres;
  const [first, second] = [central[0], central[2]];
  const other = physiotherapyCentres.find((c) => !central.includes(c))!;
  const trigger = (name: string) => accordionEntry(page, name).trigger;
  const details = (address: string) => page.getByText(address, { exact: true });

  await expect(details(first.address)).toBeHidden();
  for (const centre of [first, second, other]) await trigger(centre.name).click();
  for (const centre of [first, second, other]) {
    await expect(accordionEntry(page, centre.name).item).toHaveJSProperty("open", true);
    await expect(details(centre.address)).toBeVisible();
  }
  await expect(page.locator(`#${second.id}-panel`).getByRole("link", { name: /View on map/ }))
    .toBeVisible();

  await trigger(first.name).click();
  await expect(details(first.address)).toBeHidden();
  await expect(details(second.address)).toBeVisible();
  await expect(details(other.address)).toBeVisible();
});

test.describe("Pre & Post Care sections", () => {
  const titles = carePage.sections.map((s) => s.title);
  const trigger = (page: Page, title: string) => accordionEntry(page, title).trigger;
  const panel = (page: Page, index: number) =>
    page.locator(`#${carePage.sections[index].id}-panel`);

  test("on a phone they are an accordion with one section open at a time", async ({ page }) => {
    test.skip(viewportWidth(page) >= CARE_SECTIONS_COLLAPSE_BELOW, "narrow screens");
    await page.goto("/PreAndPostcare");
    for (let i = 0; i < titles.length; i++) await expect(panel(page, i)).toBeHidden();
    await trigger(page, titles[0]).click();
    await expect(panel(page, 0)).toBeVisible();
    await expect(panel(page, 0)).toContainText("Pre-operative assessment");
    await trigger(page, titles[1]).click();
    await expect(panel(page, 1)).toBeVisible();
    await expect(panel(page, 0)).toBeHidden();
    await expect(accordionEntry(page, titles[0]).item).toHaveJSProperty("open", false);
    await trigger(page, titles[1]).click();
    await expect(panel(page, 1)).toBeHidden();
  });

  test("on a wide screen every section is shown under its heading, in columns", async ({ page }) => {
    test.skip(viewportWidth(page) < CARE_SECTIONS_COLLAPSE_BELOW, "wide screens");
    await page.goto("/PreAndPostcare");
    for (let i = 0; i < titles.length; i++) {
      await expect(panel(page, i)).toBeVisible();
      // a heading, and no disclosure control that could not close
      await expect(trigger(page, titles[i])).toBeHidden();
      await expect(trigger(page, titles[i]).getByRole("heading", { level: 2 })).toBeVisible();
    }
    const lefts = await page.locator(".care-sections .accordion-item").evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().left)
    );
    expect(spread(lefts), "side by side, not one column").toBeGreaterThan(PX_TOLERANCE);
  });
});

test.describe("MiOp app questions", () => {
  const questions = miopPage.faqs.map((f) => f.question);
  const answer = (page: Page, index: number) => page.locator(".faq .accordion-panel").nth(index);

  test("open with the mouse, one at a time", async ({ page }) => {
    await page.goto("/PreAndPostcare/miop-app");
    await accordionEntry(page, questions[0]).trigger.click();
    await expect(answer(page, 0)).toBeVisible();
    await accordionEntry(page, questions[2]).trigger.click();
    await expect(answer(page, 2)).toBeVisible();
    await expect(answer(page, 0)).toBeHidden();
    await accordionEntry(page, questions[2]).trigger.click();
    await expect(answer(page, 2)).toBeHidden();
  });

  test("open with the keyboard: arrows move between questions, Enter and Space open them", async ({ page }) => {
    await page.goto("/PreAndPostcare/miop-app");
    const first = accordionEntry(page, questions[0]).trigger;
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(accordionEntry(page, questions[0]).item).toHaveJSProperty("open", true);
    await expect(answer(page, 0)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(accordionEntry(page, questions[1]).trigger).toBeFocused();
    await page.keyboard.press("Space");
    await expect(answer(page, 1)).toBeVisible();
    await expect(answer(page, 0)).toBeHidden();
    await page.keyboard.press("End");
    await expect(accordionEntry(page, questions[3]).trigger).toBeFocused();
    await page.keyboard.press("Home");
    await expect(first).toBeFocused();
  });
});

test.describe("links on the general pages", () => {
  const pdfs = new Set(usefulLinksPage.documents.map((d) => d.href));

  for (const path of generalPages) {
    test(`${path}: internal links answer 200, external links are well-formed and open in a new tab`, async ({ page, request }) => {
      test.skip(
        viewportWidth(page) < 1280,
        "the same links at every width: checked once, on desktop",
      );
      await page.goto(path);
      const links = await page.locator("a[href]").evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute("href")!,
          target: a.getAttribute("target"),
          rel: a.getAttribute("rel"),
          name: a.getAttribute("aria-label") ?? a.textContent ?? "",
        }))
      );
      expect(links.length).toBeGreaterThan(20);
      const checked = new Set<string>();
      for (const link of links) {
        const { href } = link;
        if (href.startsWith("#")) {
          expect(await page.locator(href).count(), href).toBe(1);
        } else if (href.startsWith("/")) {
          const target = href.split("#")[0];
          if (checked.has(target)) continue;
          checked.add(target);
          const status = (await request.get(encodeURI(target), { maxRedirects: 0 })).status();
          if (status === 404 && pdfs.has(target)) {
            // The four guides are generated by the Useful Links build; until it lands they are missing.
            test.info().annotations.push({ type: "pending PDF", description: target });
            continue;
          }
          expect(status, href).toBe(200);
        } else {
          expect(href, "an absolute link").toMatch(/^(https:|mailto:|tel:)/);
          if (href.startsWith("https:")) {
            expect(new URL(href).hostname, href).toMatch(/\.[a-z]{2,}$/);
          }
          if (href.startsWith("mailto:")) {
            expect(href).toMatch(/^mailto:[^@\s]+@[a-z0-9.-]+\.[a-z]{2,}$/);
          }
          if (href.startsWith("tel:")) {
            // A UK number, or NHS 111 / 999; a call opens no tab, so the link is named by its
            // number, alone or after who is called (the header's "Call the practice on …").
            expect(href).toMatch(/^tel:(\+44\d{10}(,\d+)?|111|999)$/);
            expect(link.target, href).toBeNull();
            expect(link.name.replace(/\s+/g, " ").trim(), href).toMatch(
              /^(Call [^\d]*? )?(NHS )?[\d+][\d ()+]*\d( ext\. \d+)?$/,
            );
            continue;
          }
          expect(link.target, href).toBe("_blank");
          expect(link.rel, href).toBe("noopener noreferrer");
          expect(link.name.trim(), href).toMatch(/\(opens in a new tab\)$/);
        }
      }
    });
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the biography panels are all readable and the toggle is not offered", async ({ page }) => {
    await page.goto("/");
    for (const title of panelTitles) {
      await expect(page.locator("#biography").getByRole("heading", { name: title, exact: true }))
        .toBeVisible();
    }
    await expect(page.locator("#biography button[data-disclosure]")).toBeHidden();
  });

  test("every accordion's text is readable: shown on wide screens, a click away in an accordion", async ({ page }) => {
    await page.goto("/PreAndPostcare");
    const wide = viewportWidth(page) >= CARE_SECTIONS_COLLAPSE_BELOW;
    for (const section of carePage.sections) {
      if (!wide) await accordionEntry(page, section.title).trigger.click();
      await expect(page.locator(`#${section.id}-panel`)).toBeVisible();
      const sentence = page.locator(`#${section.id}-panel`).getByText(
        "Stopping at least 4 weeks before surgery helps even more.",
        { exact: false },
      );
      if (await sentence.count()) await expect(sentence).toBeVisible();
    }
    await expect(page.getByText("Stopping at least 4 weeks before surgery helps even more.", {
      exact: false,
    })).toHaveCount(1);

    await page.goto("/PreAndPostcare/physiotherapy");
    for (const centre of physiotherapyCentres) {
      await accordionEntry(page, centre.name).trigger.click();
      await expect(page.getByText(centre.address, { exact: true })).toBeVisible();
    }

    await page.goto("/PreAndPostcare/miop-app");
    await expect(page.locator(".faq .accordion-panel")).toHaveCount(4);
    for (const question of miopPage.faqs.map((f) => f.question)) {
      const entry = accordionEntry(page, question);
      await entry.trigger.click();
      await expect(entry.panel).toBeVisible();
    }
  });

  test("the patient stories page says how to read stories without JavaScript, and its story form works without it", async ({ page }) => {
    await page.goto("/patient-success-stories");
    await expect(page.locator('[data-widget="reviews"]')).toContainText("need JavaScript");
    // The story form itself, as plain HTML that posts to the server (the widget replaces it when
    // scripts run); the note for a widget that has not appeared is not needed here.
    const form = page.locator('[data-widget="story-form"]');
    await expect(form.locator("form.story-form-plain")).toBeVisible();
    await expect(form.getByRole("button", { name: "Submit Your Story" })).toBeVisible();
    await expect(form.locator(".widget-fallback")).toBeHidden();
  });
});
