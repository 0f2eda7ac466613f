import { getInTouch } from "../../../content/procedures/get-in-touch.ts";
import { clinicalLabels } from "../../../content/clinical-labels.ts";
import { useRenderContext } from "../../render-context.ts";
import { Inline } from "../../components/RichText.tsx";
import { EnquiryForm } from "../../layout/EnquiryForm.tsx";

/** Get in Touch on /knee-procedures: the enquiry form with its own ids, and the urgent-care note. */
export function GetInTouch() {
  const { enquiryAction } = useRenderContext();
  return (
    <section
      className="clinical-section get-in-touch"
      id="get-in-touch"
      aria-labelledby="get-in-touch-heading"
    >
      <h2 id="get-in-touch-heading">{getInTouch.heading}</h2>
      <p>
        <Inline text={getInTouch.intro} />
      </p>
      <p className="callout urgent-note">
        <Inline text={getInTouch.urgentNote} />
      </p>
      <EnquiryForm
        action={enquiryAction}
        idPrefix="get-in-touch"
        submitLabel={clinicalLabels.getInTouchSubmit}
      />
    </section>
  );
}
