/** The image every condition page shows, from /images/conditions/. */
export const conditionImage = (file: string, alt: string) => ({
  src: `/images/conditions/${file}.svg`,
  alt,
  width: 800,
  height: 600,
});
