import type { ReactNode } from "react";
import type { Image } from "../../../content/schema.ts";
import { Img } from "../../components/Img.tsx";
import { DocumentFacts } from "./DocumentList.tsx";

/** A patient guide's cover beside what it holds and a button to download the PDF. */
export function GuideCard({ preview, href, buttonLabel, children }: {
  preview: Image;
  href: string;
  buttonLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="guide-feature">
      <Img image={preview} className="guide-feature-cover" />
      <div className="guide-feature-text">
        {children}
        <p className="guide-feature-download">
          <a className="button button-primary" href={href}>{buttonLabel}</a>
          <DocumentFacts href={href} onlyWhenKnown />
        </p>
      </div>
    </div>
  );
}
