/**
 * Reviews per page: 6 when the window is at least 768 px wide, otherwise 3. Its own module because
 * the site script needs it too (lib/widget-sizes.ts): importing it from feed.ts would put the
 * whole feed parser in a chunk shared with the site script, which every reviews widget then loads.
 */
export function pageSizeFor(windowWidth: number): number {
  return windowWidth >= 768 ? 6 : 3;
}
