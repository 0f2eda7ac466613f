/** The broken-image placeholder: a calm grey SVG of the requested size. */
import { Hono } from "hono";
import { HttpError } from "./http.ts";

export const MAX_PLACEHOLDER_SIDE = 4000;

function side(value: string, name: string): number {
  if (!/^\d{1,5}$/.test(value)) {
    throw new HttpError(400, `The ${name} must be a whole number of pixels.`);
  }
  const n = Number(value);
  if (n < 1 || n > MAX_PLACEHOLDER_SIDE) {
    throw new HttpError(400, `The ${name} must be between 1 and ${MAX_PLACEHOLDER_SIDE} pixels.`);
  }
  return n;
}

export function placeholderSvg(width: number, height: number): string {
  const icon = Math.round(Math.min(width, height) * 0.28);
  const x = (width - icon) / 2;
  const y = (height - icon) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Image unavailable">` +
    `<rect width="100%" height="100%" fill="#e8edf1"/>` +
    `<g transform="translate(${x} ${y}) scale(${
      icon / 24
    })" fill="none" stroke="#8a9aa8" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">` +
    `<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="m21 16-5-5L5 20"/></g></svg>`;
}

export const placeholderRoutes = new Hono().get("/:width/:height", (c) => {
  const width = side(c.req.param("width"), "width");
  const height = side(c.req.param("height"), "height");
  return c.body(placeholderSvg(width, height), 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=31536000, immutable",
  });
});
