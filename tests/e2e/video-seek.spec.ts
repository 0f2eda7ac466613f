/**
 * The About page's video as a browser plays it: the server answers byte ranges (206), so the
 * player can jump to the middle and carry on playing from there (iOS Safari needs this to play
 * MP4 at all).
 */
import { expect, test } from "./fixtures.ts";

test("the About page video seeks to the middle and plays from there, over 206 range answers", async ({ page }) => {
  const mediaStatuses: number[] = [];
  page.on("response", (response) => {
    if (/\/media\/.+\.mp4/.test(response.url())) mediaStatuses.push(response.status());
  });
  await page.goto("/AboutMe");
  const video = page.locator("video").first();
  await video.scrollIntoViewIfNeeded();

  const duration = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.preload = "auto";
    if (element.readyState < 1) {
      element.load();
      await new Promise((resolve, reject) => {
        element.addEventListener("loadedmetadata", resolve, { once: true });
        element.addEventListener(
          "error",
          () => reject(new Error(`video error ${element.error?.code}`)),
          { once: true },
        );
      });
    }
    return element.duration;
  });
  expect(duration).toBeGreaterThan(1);

  const landedAt = await video.evaluate(async (element: HTMLVideoElement) => {
    const seeked = new Promise((resolve) =>
      element.addEventListener("seeked", resolve, { once: true })
    );
    element.currentTime = element.duration / 2;
    await seeked;
    return element.currentTime;
  });
  expect(Math.abs(landedAt - duration / 2)).toBeLessThan(0.5);

  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
    timeout: 10_000,
  })
    .toBeGreaterThan(landedAt + 0.2);
  expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
  expect(mediaStatuses).toContain(206);
  expect(mediaStatuses.every((status) => status === 200 || status === 206)).toBe(true);
});
