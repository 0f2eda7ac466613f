/** A broken image becomes the placeholder `/api/placeholder/{width}/{height}` (spec §2, §8). */
function showPlaceholder(img: HTMLImageElement) {
  if (img.dataset.fallback) return;
  img.dataset.fallback = "true";
  const width = Number(img.getAttribute("width")) || 800;
  const height = Number(img.getAttribute("height")) || 600;
  const picture = img.parentElement instanceof HTMLPictureElement ? img.parentElement : null;
  picture?.querySelectorAll("source").forEach((source) => source.remove());
  img.removeAttribute("srcset");
  img.src = `/api/placeholder/${width}/${height}`;
}

export function initImageFallback(): void {
  document.addEventListener("error", (event) => {
    if (event.target instanceof HTMLImageElement) showPlaceholder(event.target);
  }, true);
  // Images that failed before this script ran.
  for (const img of document.images) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) showPlaceholder(img);
  }
}
