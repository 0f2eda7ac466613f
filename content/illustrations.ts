import type { Image } from "./schema.ts";

/**
 * Every drawn illustration on the site, with its intrinsic size and alt text.
 * The SVG files under static/images/ are generated from scripts/illustrations/ and their
 * <title> is the same text as `alt` here. Pages should take their images from this table so
 * the width, height and alt text always match the file.
 */
function img(src: string, width: number, height: number, alt: string): Image {
  return { src, width, height, alt };
}

const card = (src: string, alt: string) => img(src, 800, 600, alt);

export const illustrations = {
  kneeArthritis: card(
    "/images/conditions/knee-arthritis.svg",
    "Diagram of a right knee from the front with arthritis: the cartilage on the inner side is worn thin and small bone spurs have grown at the edges of the joint.",
  ),
  cartilageTear: card(
    "/images/conditions/cartilage-tear.svg",
    "Diagram looking down on the top of the shin bone, showing the two C-shaped menisci (cartilage cushions) with a tear in the back of the inner one.",
  ),
  aclInjury: card(
    "/images/conditions/acl-injury.svg",
    "Side view of a knee with a torn anterior cruciate ligament (ACL): the ligament that runs from the back of the thigh bone to the front of the shin bone is broken in two.",
  ),
  anteriorKneePain: card(
    "/images/conditions/anterior-knee-pain.svg",
    "Side view of a knee showing the kneecap sitting in its groove at the front of the thigh bone, with the painful area at the front of the knee highlighted.",
  ),
  nonSurgicalKnees: card(
    "/images/treatments/non-surgical-knees.svg",
    "A person lying on an exercise mat doing a straight-leg raise, one knee bent and the other leg lifted straight, with an exercise band beside them.",
  ),
  kneeArthroscopy: card(
    "/images/treatments/knee-arthroscopy.svg",
    "Diagram of keyhole surgery on the knee: a thin camera and a small instrument pass through two small cuts either side of the kneecap tendon, and the camera picture shows on a screen.",
  ),
  aclReconstruction: card(
    "/images/treatments/acl-reconstruction.svg",
    "Diagram of an ACL reconstruction from the front: a new ligament (graft) runs through a tunnel in the thigh bone and a tunnel in the shin bone and is held at each end.",
  ),
  totalKneeReplacement: card(
    "/images/treatments/total-knee-replacement.svg",
    "Diagram of a total knee replacement from the front: a metal cap on the end of the thigh bone, a metal tray on the top of the shin bone and a plastic spacer between them.",
  ),
  partialKneeReplacement: card(
    "/images/treatments/partial-knee-replacement.svg",
    "Diagram of a partial knee replacement from the front: only the worn inner side of the knee is resurfaced with a small metal and plastic implant; the outer side keeps its own cartilage.",
  ),
  partialKneeBefore: card(
    "/images/treatments/partial-knee-before.svg",
    "Before a partial knee replacement: a knee from the front with the cartilage worn away on the inner side only.",
  ),
  partialKneeAfter: card(
    "/images/treatments/partial-knee-after.svg",
    "After a partial knee replacement: the same knee with a small metal and plastic implant on the inner side and the healthy outer side left as it was.",
  ),
  kneeOsteotomy: card(
    "/images/treatments/knee-osteotomy.svg",
    "Diagram of a high tibial osteotomy: a wedge is opened in the top of the shin bone on the inner side and held with a metal plate and screws, moving weight towards the healthier outer side.",
  ),
  patellarRealignment: card(
    "/images/treatments/patellar-realignment.svg",
    "Diagram of patellar realignment from the front: the bony bump below the kneecap where its tendon attaches (tibial tubercle) is moved inwards and fixed with two screws.",
  ),
  patellarStabilization: card(
    "/images/treatments/patellar-stabilization.svg",
    "Diagram of patellar stabilisation from the front: a new ligament (MPFL graft) runs from the inner side of the thigh bone to the kneecap and holds it in its groove.",
  ),
  nonSurgicalHips: card(
    "/images/treatments/non-surgical-hips.svg",
    "A person on an exercise mat doing a bridge exercise to strengthen the hip muscles, next to a small diagram of the hip joint.",
  ),
  hipReplacement: card(
    "/images/treatments/hip-replacement.svg",
    "Diagram of a total hip replacement from the front: a metal cup with a plastic liner in the socket of the pelvis, and a ball on a metal stem inside the thigh bone.",
  ),
  procedureKnee: card(
    "/images/procedures/knee.svg",
    "Labelled diagram of a healthy right knee from the front: thigh bone, kneecap, cartilage, menisci, ligaments, shin bone and fibula.",
  ),
  procedureHip: card(
    "/images/procedures/hip.svg",
    "Labelled diagram of a healthy right hip from the front: the pelvis and its socket, the ball at the top of the thigh bone, and the cartilage between them.",
  ),
  orthobiologicsGuide: img(
    "/images/documents/orthobiologics-guide.svg",
    600,
    800,
    "Cover of the orthobiologics patient guide: a booklet with a blue band and a knee injection symbol.",
  ),
  hipReplacementGuide: img(
    "/images/documents/hip-replacement-guide.svg",
    600,
    800,
    "Cover of the hip replacement patient guide: a booklet with a blue band and a hip joint symbol.",
  ),
  guideCover: img(
    "/images/documents/guide-cover.svg",
    600,
    800,
    "Cover of a patient guide: a booklet with a blue band and a knee joint symbol.",
  ),
  hero: img(
    "/images/home/hero.svg",
    1600,
    900,
    "Calm illustration of a hip and a knee joint drawn over soft blue shapes.",
  ),
  consultingRoom: card(
    "/images/about/consulting-room.svg",
    "Illustration of a consulting room: a desk with a computer and a model of the knee, two chairs and a window.",
  ),
  operatingTheatre: card(
    "/images/about/operating-theatre.svg",
    "Illustration of an empty operating theatre: an operating table under large ceiling lights, with screens and an instrument trolley.",
  ),
  roboticArm: card(
    "/images/about/robotic-arm.svg",
    "Illustration of a surgical robotic arm on a wheeled base beside an operating table, with a screen showing a 3D plan of the knee.",
  ),
  roboticArmVideoPoster: img(
    "/images/about/robotic-arm-video-poster.svg",
    1280,
    720,
    "Robotic-arm assisted knee replacement: a robotic arm beside a diagram of a knee.",
  ),
  physiotherapy: card(
    "/images/care/physiotherapy.svg",
    "A physiotherapist helping a patient bend and straighten their knee on a treatment couch.",
  ),
  miopAppCard: card(
    "/images/care/miop-app.svg",
    "A mobile phone showing a recovery app with a progress ring, today's exercises and a message from the care team.",
  ),
  prePostCare: card(
    "/images/care/pre-post-care.svg",
    "A clipboard with a ticked checklist beside a calendar with appointment days marked.",
  ),
  miopApp: card(
    "/images/miop/app.svg",
    "A mobile phone showing an exercise plan: a list of exercises with tick boxes and progress bars.",
  ),
  ogDefault: img(
    "/images/og-default.svg",
    1200,
    630,
    "Knee & Hip Surgery",
  ),
} satisfies Record<string, Image>;

export type IllustrationName = keyof typeof illustrations;

/**
 * Where a labelled diagram's unlabelled copy lives (scripts/illustrations/generate.ts writes one
 * beside every drawing with labels). Index cards show it: at card size the labels would read at
 * 6–10 px, and the page the card leads to shows the labelled drawing.
 */
export function unlabelledCopySrc(src: string): string {
  return src.replace(/\.svg$/, "-unlabelled.svg");
}

/**
 * The copy of a labelled diagram with numbered discs for its labels (written beside it by the
 * generator), which pages show on narrow screens with the labels as a key under it.
 */
export function numberedCopySrc(src: string): string {
  return src.replace(/\.svg$/, "-numbered.svg");
}

/** The drawing at `src`, with its size and alt text; a page's image of one of these is this. */
export function illustrationBySrc(src: string): Image {
  const found = Object.values(illustrations).find((image) => image.src === src);
  if (!found) throw new Error(`no illustration ${src} in content/illustrations.ts`);
  return found;
}
