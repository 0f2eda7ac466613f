/**
 * The procedure page at /knee-procedures/meniscus-repair (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { arthroscopyRisks, kneeImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { fact } from "../clinical-facts.ts";

export const meniscusRepair: ProcedurePage = procedurePage.parse({
  path: "/knee-procedures/meniscus-repair",
  meta: {
    title: "Meniscus Repair | Mr Ashcombe",
    description:
      "Meniscus repair explained: stitching a torn knee cartilage with keyhole surgery, who it suits, why recovery takes longer than trimming, and the risks.",
    keywords: [
      "meniscus repair",
      "torn cartilage repair",
      "meniscal repair",
      "knee keyhole surgery",
    ],
  },
  heading: "Meniscus Repair",
  summary:
    "A meniscus repair stitches a torn knee cartilage (meniscus) so that it can heal. It is done with keyhole surgery (arthroscopy) and aims to keep the meniscus working.",
  image: kneeImage(),
  faqs: [
    {
      question: "Why repair the meniscus rather than trim it?",
      answer: [
        "The meniscus cushions and protects the knee. Keeping it may lower the chance of arthritis later. So surgeons repair tears when they can, especially in younger people.",
      ],
    },
    {
      question: "Can every tear be repaired?",
      answer: [
        "No. Tears near the outer edge, where there is a good blood supply, heal best. Many other tears cannot heal and are trimmed instead. The surgeon decides during the operation.",
      ],
    },
    {
      question: "Will the repair always heal?",
      answer: ["Not always. Some repairs do not heal or tear again, and need another operation."],
    },
  ],
  sections: [
    {
      title: "The Operation",
      content: [
        `You will usually have a general anaesthetic. A camera and small instruments go into the knee through cuts about ${
          fact("keyhole-cut.knee-arthroscopy")
        } long. The tear is held together with stitches or small anchors.`,
        "A meniscus repair is often done at the same time as [ACL reconstruction](/Treatments/acl-reconstruction).",
      ],
    },
    {
      title: "Recovery",
      content: [
        "Recovery takes longer than after trimming a tear, because the stitched meniscus needs time to heal.",
        {
          list: [
            "You may need crutches and a knee brace for several weeks.",
            "You may be asked not to squat or bend the knee deeply for some months.",
            "Return to sport takes months rather than weeks.",
          ],
        },
        "Your surgeon and [physiotherapist](/PreAndPostcare/physiotherapy) will give you a plan.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      ...arthroscopyRisks,
      "The repair not healing, or tearing again, needing another operation.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Meniscus repair",
    alternateName: "Arthroscopic meniscal repair",
    procedureType: "Surgical",
    bodyLocation: "Meniscus of the knee",
    howPerformed:
      "With keyhole surgery, the torn meniscus is stitched or anchored so that it can heal.",
    preparation: "An MRI scan and a pre-operative assessment.",
    followup: "Crutches and a brace for several weeks, with a physiotherapy plan.",
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
    { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
    { label: "Partial meniscectomy", href: "/knee-procedures/partial-meniscectomy" },
  ],
  documents: [],
});
