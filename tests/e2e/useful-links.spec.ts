import { expect, test } from "./fixtures.ts";
import { PDFDocument } from "pdf-lib";
import { usefulLinksPage } from "../../content/useful-links.ts";
import { fileSizeLabel, pageCountLabel } from "../../content/document-labels.ts";

test.describe("/UsefulLinks", () => {
  test("every Download PDF link serves a real PDF whose page count and size are the ones shown", async ({ page, request }) => {
    await page.goto("/UsefulLinks");
    const links = page.getByRole("link", { name: new RegExp(`^${usefulLinksPage.downloadLabel}`) });
    await expect(links).toHaveCount(usefulLinksPage.documents.length);

    for (const document of usefulLinksPage.documents) {
      const card = page.locator(".guide-card", {
        has: page.getByRole("heading", { name: document.title, exact: true }),
      });
      const link = card.getByRole("link", {
        name: new RegExp(`^${usefulLinksPage.downloadLabel}`),
      });
      await expect(link).toBeVisible();
      const href = await link.getAttribute("href");
      expect(href).toBe(document.href);

      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
      const body = await response.body();
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");

      const pages = (await PDFDocument.load(body)).getPageCount();
      await expect(card.locator(".guide-facts")).toContainText(pageCountLabel(pages));
      await expect(card.locator(".guide-facts")).toContainText(fileSizeLabel(body.byteLength));
    }
  });

  test("clicking Download PDF saves the hip guide under its friendly file name", async ({ page }) => {
    await page.goto("/UsefulLinks");
    const hip = usefulLinksPage.documents.find((d) =>
      d.href === "/documents/hip-replacement-guide.pdf"
    )!;
    const card = page.locator(".guide-card", {
      has: page.getByRole("heading", { name: hip.title, exact: true }),
    });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("link", { name: new RegExp(`^${usefulLinksPage.downloadLabel}`) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(hip.downloadName);
    const saved = await download.path();
    expect(saved).toBeTruthy();
  });
});
