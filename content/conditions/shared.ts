import { illustrationBySrc } from "../illustrations.ts";
/** The image every condition page shows, from /images/conditions/. */
/** A condition's drawing, with the alt text that describes what it draws (content/illustrations.ts). */
export const conditionImage = (file: string) => illustrationBySrc(`/images/conditions/${file}.svg`);
