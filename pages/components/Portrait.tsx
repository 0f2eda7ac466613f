import { site, type SiteConfig, surgeonName } from "../../content/site.ts";
import { Img } from "./Img.tsx";

export type PortraitPhoto = NonNullable<SiteConfig["portrait"]>;

/**
 * The surgeon's portrait. With a photograph in the site config it is that photograph, served by
 * the build's image pipeline (AVIF and WebP at several widths) and preloaded when it is the page's
 * main image (`priority`). Until one is supplied, a designed card stands in: his monogram, name
 * and credentials, in type — never a stock or clip-art figure. `compact` is the small form that
 * sits beside text (Contact).
 */
export function Portrait(
  { photo = site.portrait, priority = false, compact = false, framed = false }: {
    photo?: PortraitPhoto;
    priority?: boolean;
    compact?: boolean;
    /** the home hero's 4:5 frame, with the monogram alone in it (the name and credentials are beside it) */
    framed?: boolean;
  },
) {
  const className = compact
    ? "portrait portrait-compact"
    : framed
    ? "portrait portrait-framed"
    : "portrait";
  if (photo) {
    return (
      <figure className={`${className} portrait-photo`}>
        <Img
          image={photo}
          priority={priority}
          className="portrait-image"
          sizes={compact
            ? "7rem"
            : framed
            ? "(min-width: 960px) 16rem, 6rem"
            : "(min-width: 960px) 26rem, 90vw"}
        />
      </figure>
    );
  }
  const { firstName, lastName, postNominals, jobTitle } = site.surgeon;
  return (
    <div className={`${className} portrait-placeholder`}>
      <span className="portrait-monogram" aria-hidden="true">
        {`${firstName[0]}${lastName[0]}`}
      </span>
      {!framed && (
        <p className="portrait-text">
          <span className="portrait-name">{surgeonName}</span>
          <span className="portrait-credentials">{postNominals}</span>
          {!compact && <span className="portrait-role">{jobTitle}</span>}
        </p>
      )}
    </div>
  );
}
