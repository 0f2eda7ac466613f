/**
 * The /knee-procedures and /hip-procedures pages (FAQs and procedure link groups), the Get in
 * Touch intro, and a concise page for every linked procedure that has no treatment page, at
 * /knee-procedures/{slug} or /hip-procedures/{slug} (slug = lower-cased name, spaces → hyphens).
 *
 * Figures come only from spec §9 and match the treatment pages they relate to.
 */
import { z } from "zod";
import { documentLink, faqItem, image, inlineText, type InlineText, pageMeta, relatedLink, reviewDates, richText, section } from "./schema.ts";
import { contentReviewed } from "./reviewed.ts";
import {
  complicationsWithHelp,
  injectionHelp,
  medicalProcedure,
  roboticArmSurgerySection,
  treatments,
} from "./treatments.ts";
import { phoneLabel, site } from "./site.ts";
import { whenToGetHelp } from "./clinical-common.ts";

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

/** The slug rule of spec §2: lower-cased name with spaces turned into hyphens. */
export function procedureSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, "-");
}

export const procedureLink = z.object({
  label: z.string().trim().min(1),
  href: z.string().regex(/^\/[^\s]*$/),
}).strict();

export const linkGroup = z.object({
  title: z.string().trim().min(1),
  links: z.array(procedureLink).min(1),
}).strict();

export const procedureHub = z.object({
  path: z.enum(["/knee-procedures", "/hip-procedures"]),
  meta: pageMeta,
  heading: z.string().trim().min(1),
  summary: inlineText,
  image,
  intro: richText,
  faqs: z.array(faqItem).length(6),
  linkGroups: z.array(linkGroup).min(1),
  reviewed: reviewDates,
  related: z.array(relatedLink),
}).strict();

export const procedurePage = z.object({
  path: z.string().regex(/^\/(knee|hip)-procedures\/[a-z0-9-]+$/),
  meta: pageMeta,
  heading: z.string().trim().min(1),
  summary: inlineText,
  image,
  faqs: z.array(faqItem).min(2),
  sections: z.array(section).min(2),
  complications: complicationsWithHelp,
  procedure: medicalProcedure,
  reviewed: reviewDates,
  related: z.array(relatedLink),
  documents: z.array(documentLink),
}).strict().refine((page) => page.path.endsWith("/" + procedureSlug(page.heading)), {
  message: "a procedure page's path must be its slugged heading",
});

export const getInTouchSchema = z.object({
  heading: z.string().trim().min(1),
  intro: inlineText,
  urgentNote: inlineText,
}).strict();

export type ProcedureLink = z.infer<typeof procedureLink>;
export type LinkGroup = z.infer<typeof linkGroup>;
export type ProcedureHub = z.infer<typeof procedureHub>;
export type ProcedurePage = z.infer<typeof procedurePage>;
export type GetInTouch = z.infer<typeof getInTouchSchema>;

// ---------------------------------------------------------------------------------------------
// Procedure pages (where no treatment page exists)
// ---------------------------------------------------------------------------------------------

const kneeImage = (alt: string) => ({ src: "/images/procedures/knee.svg", alt, width: 800, height: 600 });
const hipImage = (alt: string) => ({ src: "/images/procedures/hip.svg", alt, width: 800, height: 600 });

const arthroscopyRecovery: InlineText[] = [
  "Driving: after 4-5 days, once you can do an emergency stop safely. Check with your insurer.",
  "Desk work: within 14 days.",
  "Light sport: after 3-4 weeks.",
  "Competitive sport: after 6 weeks.",
];

const arthroscopyRisks: InlineText[] = [
  "Infection: under 1%.",
  "Blood clot in the leg (DVT) or lungs (PE): under 1%.",
  "Swelling and stiffness that take weeks to settle.",
  "A small patch of numb skin near a cut.",
  "Pain that does not go away, or symptoms that come back.",
  "Damage to nerves or blood vessels, which is rare.",
];

const reviewed = contentReviewed;

export const procedurePages: ProcedurePage[] = z.array(procedurePage).parse([
  // ----------------------------------------------------------------------------- knee: keyhole
  {
    path: "/knee-procedures/meniscus-repair",
    meta: {
      title: "Meniscus Repair | Mr Ashcombe",
      description:
        "Meniscus repair explained: stitching a torn knee cartilage with keyhole surgery, who it suits, why recovery takes longer than trimming, and the risks.",
      keywords: ["meniscus repair", "torn cartilage repair", "meniscal repair", "knee keyhole surgery"],
    },
    heading: "Meniscus Repair",
    summary:
      "A meniscus repair stitches a torn knee cartilage (meniscus) so that it can heal. It is done with keyhole surgery (arthroscopy) and aims to keep the meniscus working.",
    image: kneeImage("Diagram of a torn meniscus held together with small stitches."),
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
          "You will usually have a general anaesthetic. A camera and small instruments go into the knee through cuts about 5 mm long. The tear is held together with stitches or small anchors.",
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
      items: [...arthroscopyRisks, "The repair not healing, or tearing again, needing another operation."],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Meniscus repair",
      alternateName: "Arthroscopic meniscal repair",
      procedureType: "Surgical",
      bodyLocation: "Meniscus of the knee",
      howPerformed: "With keyhole surgery, the torn meniscus is stitched or anchored so that it can heal.",
      preparation: "An MRI scan and a pre-operative assessment.",
      followup: "Crutches and a brace for several weeks, with a physiotherapy plan.",
    },
    reviewed,
    related: [
      { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
      { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
      { label: "Partial meniscectomy", href: "/knee-procedures/partial-meniscectomy" },
    ],
    documents: [],
  },
  {
    path: "/knee-procedures/partial-meniscectomy",
    meta: {
      title: "Partial Meniscectomy | Mr Ashcombe",
      description:
        "Partial meniscectomy explained: trimming a torn knee cartilage with keyhole surgery, how well it works, recovery times and the possible complications.",
      keywords: ["partial meniscectomy", "meniscus trimming", "torn cartilage surgery", "knee arthroscopy"],
    },
    heading: "Partial Meniscectomy",
    summary:
      "A partial meniscectomy trims away the torn part of a knee cartilage (meniscus) that cannot heal. It is done with keyhole surgery (arthroscopy). Healthy meniscus is kept.",
    image: kneeImage("Diagram of a meniscus with the torn edge trimmed smooth."),
    faqs: [
      {
        question: "How well does it work?",
        answer: [
          "Surgery for a torn meniscus helps about 80-90% of people. It helps less if you also have arthritis.",
        ],
      },
      {
        question: "Do I need it?",
        answer: [
          "Many tears settle with exercise and [physiotherapy](/PreAndPostcare/physiotherapy). Surgery may help if your knee locks or catches, or if symptoms do not settle.",
        ],
      },
      {
        question: "Will trimming the meniscus cause arthritis?",
        answer: [
          "Losing part of the meniscus can raise the chance of arthritis over many years. This is why only the torn part is removed.",
        ],
      },
    ],
    sections: [
      {
        title: "The Operation",
        content: [
          "You will usually have a general anaesthetic. A camera and small instruments go into the knee through cuts about 5 mm long. The torn part of the meniscus is trimmed away.",
          "Most people go home the same day.",
        ],
      },
      {
        title: "Recovery",
        content: [
          "You can take off the crepe bandage after 48 hours. The paper stitches (steristrips) come off after 10-12 days.",
          { list: arthroscopyRecovery },
          "Start your exercises straight away. Read more about [knee arthroscopy](/Treatments/knee-arthroscopy).",
        ],
      },
    ],
    complications: { title: "Possible complications", items: arthroscopyRisks, help: whenToGetHelp },
    procedure: {
      name: "Partial meniscectomy",
      alternateName: "Arthroscopic meniscal trimming",
      procedureType: "Surgical",
      bodyLocation: "Meniscus of the knee",
      howPerformed: "With keyhole surgery through cuts about 5 mm long, the torn part of the meniscus is trimmed away.",
      preparation: "An MRI scan and a pre-operative assessment.",
      followup: "Bandage off after 48 hours, steristrips off after 10-12 days, driving after 4-5 days.",
    },
    reviewed,
    related: [
      { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
      { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
      { label: "Meniscus repair", href: "/knee-procedures/meniscus-repair" },
    ],
    documents: [],
  },
  {
    path: "/knee-procedures/cartilage-repair",
    meta: {
      title: "Knee Cartilage Repair | Mr Ashcombe",
      description:
        "Knee cartilage repair explained: treatments for a damaged area of joint cartilage, who they suit, the long recovery and rehabilitation, and the risks.",
      keywords: ["cartilage repair", "knee cartilage damage", "microfracture", "cartilage cell implantation", "osteochondral graft"],
    },
    heading: "Cartilage Repair",
    summary:
      "Cartilage repair treats a damaged area of the smooth cartilage that covers the ends of the bones in the knee. It suits a small, well-defined area of damage, not general arthritis.",
    image: kneeImage("Diagram of the end of the thigh bone with a small area of damaged cartilage being repaired."),
    faqs: [
      {
        question: "Who is cartilage repair for?",
        answer: [
          "It is usually for younger people with a single area of damaged cartilage, often after an injury. It is not a treatment for arthritis, where the damage is widespread.",
        ],
      },
      {
        question: "Does the new cartilage work like normal cartilage?",
        answer: [
          "Not quite. The repair tissue is usually not as hard-wearing as your original cartilage. But it can ease pain and swelling for many people.",
        ],
      },
      {
        question: "How long is the recovery?",
        answer: [
          "Recovery is long. You may need crutches for several weeks, and it can take many months before you return to sport. Your surgeon will give you a plan.",
        ],
      },
    ],
    sections: [
      {
        title: "Types of Cartilage Repair",
        content: [
          {
            subtitle: "Microfracture",
            details:
              "Small holes are made in the bone under the damaged area with keyhole surgery. Blood and cells from the bone form repair tissue.",
          },
          {
            subtitle: "Cartilage cell implantation",
            details:
              "A small sample of your cartilage is taken and its cells are grown in a laboratory. A second operation puts the cells into the damaged area.",
          },
          {
            subtitle: "Bone and cartilage graft",
            details: "A plug of healthy bone and cartilage is moved into the damaged area.",
          },
        ],
      },
      {
        title: "Recovery",
        content: [
          {
            list: [
              "You may need crutches and limited weight on the leg for several weeks.",
              "Exercises and [physiotherapy](/PreAndPostcare/physiotherapy) are essential to help the repair mature.",
              "Returning to sport can take many months.",
            ],
          },
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "Stiffness and swelling.",
        "The repair not working, or breaking down over time.",
        "Thickening of the repair tissue, which may need trimming.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Knee cartilage repair",
      alternateName: "Articular cartilage repair",
      procedureType: "Surgical",
      bodyLocation: "Joint cartilage of the knee",
      howPerformed:
        "A damaged area of joint cartilage is treated by microfracture, cartilage cell implantation or a bone and cartilage graft, often with keyhole surgery.",
      preparation: "An MRI scan to measure the damaged area, and a pre-operative assessment.",
      followup: "Crutches with limited weight-bearing for several weeks and a long physiotherapy programme.",
    },
    reviewed,
    related: [
      { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
      { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
    ],
    documents: [],
  },
  {
    path: "/knee-procedures/loose-body-removal",
    meta: {
      title: "Loose Body Removal from the Knee | Mr Ashcombe",
      description:
        "Removing loose pieces of bone or cartilage from the knee with keyhole surgery: the symptoms they cause, the operation, recovery times and the risks.",
      keywords: ["loose body removal", "loose body knee", "knee locking", "knee arthroscopy"],
    },
    heading: "Loose Body Removal",
    summary:
      "Small pieces of bone or cartilage can break off and float inside the knee. They can make the knee lock or catch. They are removed with keyhole surgery (arthroscopy).",
    image: kneeImage("Diagram of a small loose fragment inside the knee joint."),
    faqs: [
      {
        question: "What causes loose bodies?",
        answer: [
          "They can come from an injury, from arthritis, or from a condition where a piece of bone and cartilage separates from the joint surface.",
        ],
      },
      {
        question: "What symptoms do they cause?",
        answer: [
          "The knee may lock, catch or give way, often without warning. The loose piece can sometimes be felt moving under the skin.",
        ],
      },
    ],
    sections: [
      {
        title: "The Operation",
        content: [
          "You will usually have a general anaesthetic. A camera and small instruments go into the knee through cuts about 5 mm long, and the loose pieces are removed.",
          "The surgeon also treats the cause, if possible. Most people go home the same day.",
        ],
      },
      {
        title: "Recovery",
        content: [
          { list: arthroscopyRecovery },
          "Read more about [knee arthroscopy](/Treatments/knee-arthroscopy).",
        ],
      },
    ],
    complications: { title: "Possible complications", items: arthroscopyRisks, help: whenToGetHelp },
    procedure: {
      name: "Removal of loose bodies from the knee",
      alternateName: "Arthroscopic loose body removal",
      procedureType: "Surgical",
      bodyLocation: "Knee joint",
      howPerformed: "With keyhole surgery through cuts about 5 mm long, loose pieces of bone or cartilage are removed.",
      preparation: "X-rays or an MRI scan to find the loose pieces, and a pre-operative assessment.",
      followup: "Exercises from the first day; driving after 4-5 days and desk work within 14 days.",
    },
    reviewed,
    related: [
      { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
      { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
    ],
    documents: [],
  },
  // ----------------------------------------------------------------------------- knee: replacement
  {
    path: "/knee-procedures/robotic-knee-replacement",
    meta: {
      title: "Robotic-Arm Assisted Knee Replacement | Mr Ashcombe",
      description:
        "Robotic-arm assisted knee replacement explained: the CT scan and 3D plan, how the surgeon uses the robotic arm, what is and is not known, and the risks.",
      keywords: ["robotic knee replacement", "robotic-arm assisted surgery", "robotic partial knee", "robotic total knee"],
    },
    heading: "Robotic Knee Replacement",
    summary:
      "In a robotic-arm assisted knee replacement, the surgeon uses a robotic arm to help cut the bone and place the new joint to a plan made from a CT scan of your knee.",
    image: kneeImage("Diagram of a robotic arm guiding a surgical tool at the knee, with a 3D plan of the knee on a screen."),
    faqs: [
      {
        question: "Does the robot do the operation?",
        answer: ["No. The surgeon is in control the whole time. The robotic arm helps the surgeon cut the bone accurately."],
      },
      {
        question: "Is it better than standard surgery?",
        answer: [
          "It can help place the new joint very accurately. It is not yet known whether this makes the knee last longer or feel better in the long term.",
        ],
      },
      {
        question: "Can it be used for a partial knee replacement?",
        answer: [
          "Yes. It can be used for both [total knee replacement](/Treatments/total-knee-replacement) and [partial knee replacement](/Treatments/partial-knee-replacement).",
        ],
      },
    ],
    sections: [
      roboticArmSurgerySection,
      {
        title: "Recovery",
        content: [
          "Recovery is the same as after a standard knee replacement. See [total knee replacement](/Treatments/total-knee-replacement) and [partial knee replacement](/Treatments/partial-knee-replacement) for what to expect.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "The same risks as a standard knee replacement, including infection (under 1%) and blood clots (under 1%).",
        "Small extra cuts where markers are fixed to the bones during surgery. Rarely, a bone can break at one of these points.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Robotic-arm assisted knee replacement",
      alternateName: "Robotic knee arthroplasty",
      procedureType: "Surgical",
      bodyLocation: "Knee joint",
      howPerformed:
        "A total or partial knee replacement in which the surgeon uses a robotic arm, guided by a 3D plan from a CT scan, to help make the bone cuts.",
      preparation: "A CT scan of the leg to make the 3D plan, and a pre-operative assessment.",
      followup: "As for a standard knee replacement: exercises, physiotherapy and clinic review.",
    },
    reviewed,
    related: [
      { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
      { label: "Partial knee replacement", href: "/Treatments/partial-knee-replacement" },
    ],
    documents: [
      { title: "Robotic-Arm Assisted Surgery: Patient Guide", href: "/documents/robotic-arm-assisted-surgery-guide.pdf" },
    ],
  },
  {
    path: "/knee-procedures/revision-knee-replacement",
    meta: {
      title: "Revision Knee Replacement | Mr Ashcombe",
      description:
        "Revision knee replacement explained: why a knee replacement may need redoing, what the operation involves, the longer recovery, and the higher risks.",
      keywords: ["revision knee replacement", "redo knee replacement", "failed knee replacement", "loose knee replacement"],
    },
    heading: "Revision Knee Replacement",
    summary:
      "A revision knee replacement is an operation to replace some or all of an earlier knee replacement. It is a bigger operation than the first one, with a longer recovery.",
    image: kneeImage("Diagram of a knee replacement with longer stems used in revision surgery."),
    faqs: [
      {
        question: "Why might a knee replacement need to be redone?",
        answer: [
          {
            list: [
              "the parts have worn or loosened",
              "a deep infection",
              "the knee is unstable or very stiff",
              "a break in the bone around the joint",
            ],
          },
        ],
      },
      {
        question: "Is it riskier than the first operation?",
        answer: [
          "Yes. The risks, including infection, are higher than after a first knee replacement. The results are often good, but less predictable.",
        ],
      },
    ],
    sections: [
      {
        title: "The Operation",
        content: [
          "The old parts are removed and replaced, often with larger parts with stems that fit inside the bones. Lost bone may be replaced with metal pieces or bone graft.",
          "If there is infection, the operation may be done in two stages, months apart.",
        ],
      },
      {
        title: "Recovery",
        content: [
          "Recovery usually takes longer than after a first knee replacement. You may stay in hospital longer and need crutches for longer. [Physiotherapy](/PreAndPostcare/physiotherapy) is important.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection, which is more likely than after a first knee replacement.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "Stiffness or ongoing pain.",
        "A break in the bone during or after surgery.",
        "Damage to nerves or blood vessels.",
        "The new parts loosening, needing further surgery.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Revision knee replacement",
      alternateName: "Revision total knee arthroplasty",
      procedureType: "Surgical",
      bodyLocation: "Knee joint",
      howPerformed: "Some or all parts of an earlier knee replacement are removed and replaced, often with stemmed parts.",
      preparation: "X-rays, blood tests and sometimes a sample of fluid from the knee to check for infection.",
      followup: "A longer hospital stay and physiotherapy programme than after a first knee replacement.",
    },
    reviewed,
    related: [
      { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
      { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
    ],
    documents: [],
  },
  // ----------------------------------------------------------------------------- knee: other
  {
    path: "/knee-procedures/knee-injections",
    meta: {
      title: "Knee Injections | Mr Ashcombe",
      description:
        "Injections into the knee explained: steroid, hyaluronic acid and PRP injections, how long relief may last, what the evidence shows, and the side effects.",
      keywords: ["knee injection", "steroid injection knee", "cortisone injection", "hyaluronic acid knee", "PRP knee"],
    },
    heading: "Knee Injections",
    summary:
      "An injection into the knee can ease pain and swelling for a while. It does not cure the problem, but it can help you get on with exercise and everyday life.",
    image: kneeImage("Diagram of a needle placing an injection into the side of the knee joint."),
    faqs: [
      {
        question: "How long does a steroid injection last?",
        answer: ["A steroid injection usually gives relief for 1-3 months. Not everyone gets relief."],
      },
      {
        question: "How often can I have injections?",
        answer: ["Steroid injections are usually limited to a few a year, because repeated injections may harm the joint."],
      },
      {
        question: "Does the injection hurt?",
        answer: ["It is a little uncomfortable, like a blood test. Local anaesthetic is often mixed in. The knee may ache for a day or two."],
      },
    ],
    sections: [
      {
        title: "Types of Injection",
        content: [
          {
            subtitle: "Steroid (cortisone)",
            details: "Eases pain and swelling. Relief usually lasts 1-3 months.",
          },
          {
            subtitle: "Hyaluronic acid",
            details:
              "Some people find it eases pain for 3-6 months. The evidence is weak, and NICE does not recommend it for osteoarthritis.",
          },
          {
            subtitle: "Platelet-rich plasma (PRP)",
            details:
              "Made from your own blood. The evidence is still limited. Read the Orthobiologics Guide on the [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees) page.",
          },
        ],
      },
      {
        title: "After the Injection",
        content: [
          "Rest the knee for a day or two, then build up activity. Keep doing your exercises. Injections work best alongside [physiotherapy](/PreAndPostcare/physiotherapy).",
        ],
      },
    ],
    complications: {
      title: "Possible side effects",
      items: [
        "pain or a flare of pain for a day or two",
        "infection in the joint, which is rare but serious",
        "thinning or lightening of the skin after a steroid injection",
        "a rise in blood sugar for a few days after a steroid injection, if you have diabetes",
        "no improvement: not everyone gets relief",
      ],
      help: injectionHelp,
    },
    procedure: {
      name: "Knee joint injection",
      alternateName: "Intra-articular knee injection",
      procedureType: "PercutaneousProcedure",
      bodyLocation: "Knee joint",
      howPerformed: "A needle is used to inject a steroid, hyaluronic acid or PRP into the knee joint.",
      preparation: "No special preparation. Tell the clinician if you have diabetes, an infection or take blood thinners.",
      followup: "Rest for a day or two, then continue exercises and physiotherapy.",
    },
    reviewed,
    related: [
      { label: "Non-surgical treatment for knees", href: "/Treatments/non-surgical-treatment-for-knees" },
      { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
    ],
    documents: [{ title: "Orthobiologics Guide", href: "/documents/orthobiologics-guide.pdf" }],
  },
  {
    path: "/knee-procedures/pcl-reconstruction",
    meta: {
      title: "PCL Reconstruction | Mr Ashcombe",
      description:
        "Posterior cruciate ligament (PCL) injury and reconstruction explained: when surgery is needed, how it is done, the long rehabilitation, and the risks.",
      keywords: ["PCL reconstruction", "posterior cruciate ligament", "PCL injury", "knee ligament surgery"],
    },
    heading: "PCL Reconstruction",
    summary:
      "The posterior cruciate ligament (PCL) stops the shin bone sliding backwards. Many PCL injuries are treated without surgery. Reconstruction replaces it with a graft.",
    image: kneeImage("Diagram of the knee from the side showing the posterior cruciate ligament at the back of the joint."),
    faqs: [
      {
        question: "How is the PCL injured?",
        answer: [
          "Often by a blow to the front of the shin when the knee is bent, such as hitting a car dashboard, or by falling onto a bent knee.",
        ],
      },
      {
        question: "Do I need surgery?",
        answer: [
          "Many PCL injuries are treated with a brace and [physiotherapy](/PreAndPostcare/physiotherapy). Surgery is considered when the knee stays unstable, or when other ligaments are also torn.",
        ],
      },
    ],
    sections: [
      {
        title: "The Operation",
        content: [
          "The torn PCL is replaced with a graft, a tendon from your own leg or from a donor. The graft is fixed in tunnels in the thigh bone and shin bone, using keyhole surgery and small cuts.",
        ],
      },
      {
        title: "Recovery",
        content: [
          "You will wear a brace that supports the back of the shin for several weeks. Rehabilitation takes many months, and return to sport is slower than after [ACL reconstruction](/Treatments/acl-reconstruction).",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection: about 1-2%.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "Stiffness.",
        "The knee remaining loose.",
        "Damage to the nerves or blood vessels behind the knee, which is rare but serious.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Posterior cruciate ligament reconstruction",
      alternateName: "PCL reconstruction",
      procedureType: "Surgical",
      bodyLocation: "Knee joint",
      howPerformed: "The torn PCL is replaced with a tendon graft fixed in tunnels in the thigh bone and shin bone.",
      preparation: "An MRI scan, physiotherapy to restore movement, and a pre-operative assessment.",
      followup: "A brace for several weeks and a long physiotherapy programme.",
    },
    reviewed,
    related: [
      { label: "ACL and ligament injury", href: "/Conditions/acl/-ligament-injury-(sports-knee-injury)" },
      { label: "ACL reconstruction", href: "/Treatments/acl-reconstruction" },
    ],
    documents: [],
  },
  {
    path: "/knee-procedures/knee-tendon-repair",
    meta: {
      title: "Knee Tendon Repair | Mr Ashcombe",
      description:
        "Repair of a torn quadriceps or patellar tendon at the knee: the symptoms, why early surgery matters, the operation, recovery in a brace, and the risks.",
      keywords: ["knee tendon repair", "quadriceps tendon rupture", "patellar tendon rupture", "torn knee tendon"],
    },
    heading: "Knee Tendon Repair",
    summary:
      "The tendons above and below the kneecap let you straighten your leg. If one tears completely, you cannot straighten the knee, and surgery is usually needed to repair it.",
    image: kneeImage("Diagram of the front of the knee showing the quadriceps tendon above the kneecap and the patellar tendon below it."),
    faqs: [
      {
        question: "How do I know if I have torn a knee tendon?",
        answer: [
          "You may feel a pop, then pain and swelling. You cannot lift your straight leg or walk normally. There may be a gap above or below the kneecap. Go to A&E.",
        ],
      },
      {
        question: "Why is early surgery important?",
        answer: [
          "A torn tendon pulls back over time. Repair is easier, and results are better, when it is done soon after the injury.",
        ],
      },
    ],
    sections: [
      {
        title: "The Operation",
        content: [
          "Through a cut at the front of the knee, the torn tendon is stitched back to the kneecap, often through small holes drilled in the bone or with anchors.",
        ],
      },
      {
        title: "Recovery",
        content: [
          "You will wear a brace that keeps the knee straight for several weeks. Bending is then increased step by step. Regaining strength takes months. [Physiotherapy](/PreAndPostcare/physiotherapy) is essential.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection: about 1-2%.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "Stiffness or weakness.",
        "The tendon tearing again.",
        "Wound problems.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Knee tendon repair",
      alternateName: "Quadriceps or patellar tendon repair",
      procedureType: "Surgical",
      bodyLocation: "Quadriceps or patellar tendon of the knee",
      howPerformed: "The torn tendon is stitched back to the kneecap through bone tunnels or with anchors.",
      preparation: "An examination, and an ultrasound or MRI scan if the diagnosis is unclear.",
      followup: "A brace keeping the knee straight for several weeks, then physiotherapy to regain movement and strength.",
    },
    reviewed,
    related: [{ label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" }],
    documents: [],
  },
  {
    path: "/knee-procedures/manipulation-under-anaesthetic",
    meta: {
      title: "Manipulation Under Anaesthetic (Knee) | Mr Ashcombe",
      description:
        "Manipulation under anaesthetic for a stiff knee after knee replacement explained: what is done while you are asleep, the exercises after, and the risks.",
      keywords: ["manipulation under anaesthetic", "MUA knee", "stiff knee replacement", "knee stiffness"],
    },
    heading: "Manipulation Under Anaesthetic",
    summary:
      "A manipulation under anaesthetic (MUA) is used when a knee is very stiff, usually after a knee replacement. While you are asleep, the surgeon gently bends the knee to loosen it.",
    image: kneeImage("Diagram of a surgeon's hands gently bending a knee."),
    faqs: [
      {
        question: "When is it used?",
        answer: [
          "It is used when a knee does not bend enough in the months after a [total knee replacement](/Treatments/total-knee-replacement), despite exercises and physiotherapy.",
        ],
      },
      {
        question: "Is there a cut?",
        answer: ["No. The knee is moved, but no cut is made."],
      },
    ],
    sections: [
      {
        title: "The Procedure",
        content: [
          "You are given an anaesthetic so you feel nothing and your muscles relax. The surgeon then bends the knee carefully to break up scar tissue.",
        ],
      },
      {
        title: "Afterwards",
        content: [
          "You will start exercises straight away to keep the movement gained. Regular [physiotherapy](/PreAndPostcare/physiotherapy) is essential. You will need pain relief.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Pain and swelling afterwards.",
        "The stiffness coming back.",
        "A break in the bone, or damage to a tendon, which is rare.",
        "The wound opening, if it has not fully healed.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Manipulation of the knee under anaesthetic",
      alternateName: "MUA",
      procedureType: "NoninvasiveProcedure",
      bodyLocation: "Knee joint",
      howPerformed: "Under anaesthetic, the surgeon gently bends the stiff knee to break up scar tissue. No cut is made.",
      preparation: "A pre-operative assessment and not eating for some hours before the anaesthetic.",
      followup: "Exercises straight away and regular physiotherapy to keep the movement gained.",
    },
    reviewed,
    related: [{ label: "Total knee replacement", href: "/Treatments/total-knee-replacement" }],
    documents: [],
  },
  // ----------------------------------------------------------------------------- hip
  {
    path: "/hip-procedures/revision-hip-replacement",
    meta: {
      title: "Revision Hip Replacement | Mr Ashcombe",
      description:
        "Revision hip replacement explained: why a hip replacement may need redoing, what the operation involves, the longer recovery, and the higher risks.",
      keywords: ["revision hip replacement", "redo hip replacement", "failed hip replacement", "loose hip replacement"],
    },
    heading: "Revision Hip Replacement",
    summary:
      "A revision hip replacement is an operation to replace some or all of an earlier hip replacement. It is a bigger operation than the first one, with a longer recovery.",
    image: hipImage("Diagram of a hip replacement with a longer stem used in revision surgery."),
    faqs: [
      {
        question: "Why might a hip replacement need to be redone?",
        answer: [
          {
            list: [
              "the parts have worn or loosened",
              "a deep infection",
              "the hip keeps dislocating",
              "a break in the bone around the joint",
            ],
          },
        ],
      },
      {
        question: "Is it riskier than the first operation?",
        answer: [
          "Yes. The risks, including infection and dislocation, are higher than after a first hip replacement.",
        ],
      },
    ],
    sections: [
      {
        title: "The Operation",
        content: [
          "The old parts are removed and replaced, often with longer stems or special cups. Lost bone may be replaced with bone graft or metal pieces.",
          "If there is infection, the operation may be done in two stages, months apart.",
        ],
      },
      {
        title: "Recovery",
        content: [
          "Recovery usually takes longer than after a first hip replacement. You may need crutches for longer. [Physiotherapy](/PreAndPostcare/physiotherapy) is important.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection, which is more likely than after a first hip replacement.",
        "Dislocation.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "A break in the bone during or after surgery.",
        "A difference in leg length.",
        "Damage to nerves or blood vessels.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Revision hip replacement",
      alternateName: "Revision total hip arthroplasty",
      procedureType: "Surgical",
      bodyLocation: "Hip joint",
      howPerformed: "Some or all parts of an earlier hip replacement are removed and replaced.",
      preparation: "X-rays, blood tests and sometimes a sample of fluid from the hip to check for infection.",
      followup: "A longer hospital stay and physiotherapy programme than after a first hip replacement.",
    },
    reviewed,
    related: [{ label: "Hip replacement", href: "/Treatments/hip-replacement" }],
    documents: [],
  },
  {
    path: "/hip-procedures/hip-resurfacing",
    meta: {
      title: "Hip Resurfacing | Mr Ashcombe",
      description:
        "Hip resurfacing explained: how it differs from a hip replacement, the small group of people it may suit, metal wear and blood test checks, and the risks.",
      keywords: ["hip resurfacing", "metal hip resurfacing", "hip arthritis young", "hip replacement alternative"],
    },
    heading: "Hip Resurfacing",
    summary:
      "Hip resurfacing caps the worn ball of the hip with a metal cover and lines the socket with a metal cup. It keeps more of your thigh bone than a standard hip replacement.",
    image: hipImage("Diagram of a hip with a metal cap over the ball and a metal cup in the socket."),
    faqs: [
      {
        question: "Who is hip resurfacing for?",
        answer: [
          "It is used much less often than hip replacement. It may suit some younger, active men with larger hip joints and good bone. For most people, a [hip replacement](/Treatments/hip-replacement) is the better choice.",
        ],
      },
      {
        question: "Are there special checks afterwards?",
        answer: [
          "Yes. The metal surfaces can shed tiny particles. You will have regular check-ups, which may include blood tests for metal levels and scans.",
        ],
      },
    ],
    sections: [
      {
        title: "The Operation",
        content: [
          "Through a cut over the hip, the ball is shaped and capped with a metal cover. The socket is lined with a metal cup.",
        ],
      },
      {
        title: "Recovery",
        content: [
          "Recovery is similar to a hip replacement. You will use crutches at first and do exercises with a [physiotherapist](/PreAndPostcare/physiotherapy).",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection: under 1%.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "A break in the neck of the thigh bone, which needs a hip replacement.",
        "A reaction to metal particles, which may need further surgery.",
        "Loosening or wear over time.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Hip resurfacing",
      alternateName: "Metal-on-metal hip resurfacing arthroplasty",
      procedureType: "Surgical",
      bodyLocation: "Hip joint",
      howPerformed: "The ball of the hip is capped with a metal cover and the socket lined with a metal cup.",
      preparation: "X-rays and a pre-operative assessment.",
      followup: "Crutches at first, physiotherapy, and regular check-ups that may include blood tests for metal levels.",
    },
    reviewed,
    related: [{ label: "Hip replacement", href: "/Treatments/hip-replacement" }],
    documents: [],
  },
  {
    path: "/hip-procedures/hip-arthroscopy",
    meta: {
      title: "Hip Arthroscopy (Keyhole Hip Surgery) | Mr Ashcombe",
      description:
        "Keyhole hip surgery (hip arthroscopy) explained: the problems it can treat, such as hip impingement and labral tears, the recovery, and the risks.",
      keywords: ["hip arthroscopy", "keyhole hip surgery", "hip impingement", "labral tear", "FAI"],
    },
    heading: "Hip Arthroscopy",
    summary:
      "Keyhole surgery (arthroscopy) of the hip lets the surgeon look inside the hip joint and treat some problems through small cuts. It is not a treatment for hip arthritis.",
    image: hipImage("Diagram of keyhole hip surgery with a camera entering the hip joint through a small cut."),
    faqs: [
      {
        question: "What can hip arthroscopy treat?",
        answer: [
          "It can treat hip impingement, where the ball and socket rub because of their shape. It can also treat tears of the rim of cartilage around the socket (the labrum) and remove loose pieces.",
        ],
      },
      {
        question: "Will it help hip arthritis?",
        answer: [
          "No. It does not help hip arthritis, and it can make it worse. For arthritis, see [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips) and [hip replacement](/Treatments/hip-replacement).",
        ],
      },
    ],
    sections: [
      {
        title: "The Operation",
        content: [
          "You will have a general anaesthetic. Your leg is gently pulled to open the joint. A camera and small instruments go in through small cuts on the side of the hip.",
        ],
      },
      {
        title: "Recovery",
        content: [
          "You will use crutches at first. A [physiotherapist](/PreAndPostcare/physiotherapy) will guide your recovery. It can take several months to recover fully.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection: under 1%.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "Numbness in the groin or thigh from the gentle pull on the leg. It usually gets better.",
        "Ongoing pain, or symptoms that come back.",
        "Damage to nerves or blood vessels, which is rare.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Hip arthroscopy",
      alternateName: "Keyhole hip surgery",
      procedureType: "Surgical",
      bodyLocation: "Hip joint",
      howPerformed:
        "With the leg gently pulled to open the joint, a camera and small instruments are put into the hip through small cuts to treat impingement, labral tears or loose pieces.",
      preparation: "X-rays and an MRI scan, and a pre-operative assessment.",
      followup: "Crutches at first, then a physiotherapy programme.",
    },
    reviewed,
    related: [
      { label: "Non-surgical treatment for hips", href: "/Treatments/non-surgical-treatment-for-hips" },
      { label: "Hip replacement", href: "/Treatments/hip-replacement" },
    ],
    documents: [],
  },
  {
    path: "/hip-procedures/hip-injections",
    meta: {
      title: "Hip Injections | Mr Ashcombe",
      description:
        "Injections into the hip explained: how they are guided by X-ray or ultrasound, how long relief from steroid or hyaluronic acid may last, and side effects.",
      keywords: ["hip injection", "steroid injection hip", "guided hip injection", "hyaluronic acid hip"],
    },
    heading: "Hip Injections",
    summary:
      "An injection into the hip can ease pain for a while. Because the hip is deep, the needle is guided by an X-ray or ultrasound scan. It can also help show where pain comes from.",
    image: hipImage("Diagram of a needle guided into the hip joint."),
    faqs: [
      {
        question: "How long does a steroid injection last?",
        answer: ["A steroid injection usually gives relief for 1-3 months. Not everyone gets relief."],
      },
      {
        question: "What about hyaluronic acid?",
        answer: [
          "It may give relief for 6+ months in some people. But the evidence is weak, NICE does not recommend it, and it is not usually available on the NHS.",
        ],
      },
    ],
    sections: [
      {
        title: "The Injection",
        content: [
          "You lie on a couch. The skin is cleaned and numbed. Using an X-ray or ultrasound scan to guide the needle, the medicine is injected into the hip joint.",
        ],
      },
      {
        title: "Afterwards",
        content: [
          "Rest for a day or two, then build up activity. Keep doing your exercises. See [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).",
        ],
      },
    ],
    complications: {
      title: "Possible side effects",
      items: [
        "pain or a flare of pain for a day or two",
        "infection in the joint, which is rare but serious",
        "a rise in blood sugar for a few days after a steroid injection, if you have diabetes",
        "no improvement: not everyone gets relief",
      ],
      help: injectionHelp,
    },
    procedure: {
      name: "Hip joint injection",
      alternateName: "Image-guided intra-articular hip injection",
      procedureType: "PercutaneousProcedure",
      bodyLocation: "Hip joint",
      howPerformed: "A needle guided by X-ray or ultrasound is used to inject a steroid or hyaluronic acid into the hip joint.",
      preparation: "No special preparation. Tell the clinician if you have diabetes, an infection or take blood thinners.",
      followup: "Rest for a day or two, then continue exercises and physiotherapy.",
    },
    reviewed,
    related: [{ label: "Non-surgical treatment for hips", href: "/Treatments/non-surgical-treatment-for-hips" }],
    documents: [],
  },
  {
    path: "/hip-procedures/hip-bursitis-treatment",
    meta: {
      title: "Hip Bursitis Treatment | Mr Ashcombe",
      description:
        "Pain on the outer side of the hip (hip bursitis) explained: causes, exercises, injections and other treatments, and the rare cases that need surgery.",
      keywords: ["hip bursitis", "trochanteric bursitis", "outer hip pain", "greater trochanteric pain syndrome"],
    },
    heading: "Hip Bursitis Treatment",
    summary:
      "Hip bursitis causes pain on the outer side of the hip. It is often linked to irritated tendons. Most people get better with exercise and simple changes, without surgery.",
    image: hipImage("Diagram of the outer side of the hip showing the bony point of the thigh bone and the tendons over it."),
    faqs: [
      {
        question: "What are the symptoms?",
        answer: [
          "Pain on the outer side of the hip, which may spread down the thigh. It is often worse lying on that side, climbing stairs or standing on one leg.",
        ],
      },
      {
        question: "Will I need surgery?",
        answer: ["Rarely. Surgery is considered only when other treatments have not helped over many months."],
      },
    ],
    sections: [
      {
        title: "Treatment",
        content: [
          {
            list: [
              "Exercises to strengthen the buttock muscles, guided by a [physiotherapist](/PreAndPostcare/physiotherapy).",
              "Avoid crossing your legs, and put a pillow between your knees when lying on your side.",
              "Lose weight if you are overweight.",
              "Pain relief, such as anti-inflammatory gel or tablets, if safe for you.",
              "A steroid injection may ease pain for a while. Relief usually lasts 1-3 months.",
            ],
          },
        ],
      },
      {
        title: "If Pain Continues",
        content: [
          "Your surgeon may check for a torn tendon with a scan. Read about [gluteal tendon repair](/hip-procedures/gluteal-tendon-repair).",
        ],
      },
    ],
    complications: {
      title: "Possible side effects of injections",
      items: [
        "pain or a flare of pain for a day or two",
        "infection, which is rare",
        "thinning or lightening of the skin",
        "no improvement: not everyone gets relief",
      ],
      help: injectionHelp,
    },
    procedure: {
      name: "Treatment of trochanteric bursitis",
      alternateName: "Treatment of greater trochanteric pain syndrome",
      procedureType: "NoninvasiveProcedure",
      bodyLocation: "Outer side of the hip",
      howPerformed: "Exercises, activity changes, pain relief and sometimes a steroid injection.",
      preparation: "An examination, and sometimes an ultrasound or MRI scan.",
      followup: "Review if pain does not improve with exercises.",
    },
    reviewed,
    related: [
      { label: "Gluteal tendon repair", href: "/hip-procedures/gluteal-tendon-repair" },
      { label: "Non-surgical treatment for hips", href: "/Treatments/non-surgical-treatment-for-hips" },
    ],
    documents: [],
  },
  {
    path: "/hip-procedures/gluteal-tendon-repair",
    meta: {
      title: "Gluteal Tendon Repair | Mr Ashcombe",
      description:
        "Gluteal tendon repair explained: torn buttock tendons on the outer side of the hip, when surgery may help, the operation, the long recovery, and risks.",
      keywords: ["gluteal tendon repair", "gluteus medius tear", "hip tendon tear", "outer hip pain"],
    },
    heading: "Gluteal Tendon Repair",
    summary:
      "The gluteal tendons attach the buttock muscles to the outer side of the hip. If they tear, walking can be painful and weak. Surgery can reattach them to the bone.",
    image: hipImage("Diagram of the outer side of the hip showing the gluteal tendons reattached to the bone with anchors."),
    faqs: [
      {
        question: "What are the signs of a gluteal tendon tear?",
        answer: [
          "Pain on the outer side of the hip, weakness, and a limp. It can feel like hip bursitis. An MRI or ultrasound scan shows the tear.",
        ],
      },
      {
        question: "How long is the recovery?",
        answer: [
          "Recovery is slow. You will use crutches for several weeks, and it can take many months to regain strength.",
        ],
      },
    ],
    sections: [
      {
        title: "The Operation",
        content: [
          "The torn tendon is stitched back to the bone using small anchors. This can be done through a cut over the side of the hip or with keyhole surgery.",
        ],
      },
      {
        title: "Recovery",
        content: [
          "You will use crutches and limit weight on the leg for several weeks. A [physiotherapist](/PreAndPostcare/physiotherapy) will guide a gradual strengthening programme.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "The tendon tearing again.",
        "Ongoing pain or weakness.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Gluteal tendon repair",
      alternateName: "Gluteus medius and minimus tendon repair",
      procedureType: "Surgical",
      bodyLocation: "Outer side of the hip",
      howPerformed: "The torn gluteal tendons are stitched back to the bone with anchors, through an open cut or with keyhole surgery.",
      preparation: "An MRI or ultrasound scan and a pre-operative assessment.",
      followup: "Crutches with limited weight for several weeks, then a gradual strengthening programme.",
    },
    reviewed,
    related: [{ label: "Hip bursitis treatment", href: "/hip-procedures/hip-bursitis-treatment" }],
    documents: [],
  },
  {
    path: "/hip-procedures/hip-fracture-surgery",
    meta: {
      title: "Hip Fracture Surgery | Mr Ashcombe",
      description:
        "Surgery for a broken hip explained: the types of operation, why it is done quickly, getting up and moving afterwards, and the risks for older people.",
      keywords: ["hip fracture surgery", "broken hip", "hip hemiarthroplasty", "hip fracture fixation"],
    },
    heading: "Hip Fracture Surgery",
    summary:
      "A broken hip (hip fracture) is a break at the top of the thigh bone. Most people need an operation, usually soon after admission to hospital, so they can get moving again.",
    image: hipImage("Diagram of the top of the thigh bone with a break, fixed with a screw and plate."),
    faqs: [
      {
        question: "Why is surgery done so quickly?",
        answer: [
          "An early operation eases pain and helps you get up and moving sooner. This lowers the risk of problems such as chest infections, blood clots and pressure sores.",
        ],
      },
      {
        question: "What type of operation will I have?",
        answer: [
          "It depends on where the break is. It may be fixed with screws or a plate, or the broken part may be replaced with a half or full hip replacement.",
        ],
      },
    ],
    sections: [
      {
        title: "The Operation",
        content: [
          {
            list: [
              "Fixation: the break is held with screws, a plate or a rod.",
              "Half hip replacement (hemiarthroplasty): the broken ball is replaced.",
              "Total hip replacement: the ball and socket are replaced, for some people who were very active before the fall.",
            ],
          },
        ],
      },
      {
        title: "Recovery",
        content: [
          "You will be helped to get up soon after the operation. Physiotherapists and occupational therapists will help you regain your walking and independence. Some people need extra support when they go home.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "Chest infection, confusion (delirium) or pressure sores, especially in older people.",
        "Dislocation, after a hip replacement.",
        "The break not healing, or the fixing moving, needing another operation.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Hip fracture surgery",
      alternateName: "Fixation or hemiarthroplasty for hip fracture",
      procedureType: "Surgical",
      bodyLocation: "Top of the thigh bone (proximal femur)",
      howPerformed: "The break is fixed with screws, a plate or a rod, or the broken ball is replaced with a half or total hip replacement.",
      preparation: "X-rays, blood tests and treatment to make you as fit as possible for surgery.",
      followup: "Getting up soon after surgery, physiotherapy and occupational therapy, and support to return home.",
    },
    reviewed,
    related: [{ label: "Hip replacement", href: "/Treatments/hip-replacement" }],
    documents: [],
  },
]);

// ---------------------------------------------------------------------------------------------
// The two hub pages
// ---------------------------------------------------------------------------------------------

const treatmentPaths = new Set(treatments.map((page) => page.path));

/** A link to a procedure: its treatment page when one exists, otherwise its procedure page. */
function linkTo(hub: "/knee-procedures" | "/hip-procedures", label: string, treatmentPath?: string): {
  label: string;
  href: string;
} {
  if (treatmentPath) {
    if (!treatmentPaths.has(treatmentPath)) throw new Error(`no treatment page at ${treatmentPath}`);
    return { label, href: treatmentPath };
  }
  return { label, href: `${hub}/${procedureSlug(label)}` };
}
const knee = (label: string, treatmentPath?: string) => linkTo("/knee-procedures", label, treatmentPath);
const hip = (label: string, treatmentPath?: string) => linkTo("/hip-procedures", label, treatmentPath);

const bookingAnswer = [
  `Private and insured patients can call the practice manager on ${phoneLabel(site.contacts.practiceManager.phone)} or send an enquiry using the form on this page.`,
  "NHS patients need a referral from their GP.",
];

export const procedureHubs: ProcedureHub[] = z.array(procedureHub).parse([
  {
    path: "/knee-procedures",
    meta: {
      title: "Knee Procedures | Mr Edward Ashcombe",
      description:
        "An overview of knee procedures, from keyhole surgery and ligament reconstruction to partial and total knee replacement, with answers to common questions.",
      keywords: ["knee procedures", "knee surgery", "knee arthroscopy", "knee replacement", "ACL reconstruction"],
    },
    heading: "Knee Procedures",
    summary:
      "Treatments for knee problems, from exercise and injections to keyhole surgery and joint replacement. Choose a procedure to learn what it involves.",
    image: kneeImage("Diagram of the knee joint showing the thigh bone, shin bone, kneecap, menisci and ligaments."),
    intro: [
      "Most knee problems are treated without an operation at first. If you need surgery, the right operation depends on the problem, your age and how active you are.",
      "Each page below explains what a procedure involves, the recovery and the risks. You can then talk it through with your surgeon.",
    ],
    faqs: [
      {
        question: "Do I need surgery for my knee?",
        answer: [
          "Often not. Most knee problems are treated first with exercise, physiotherapy and pain relief. Try this for 3-6 months before thinking about surgery.",
          "Some problems, such as a knee that is locked and will not straighten, need to be seen sooner.",
        ],
      },
      {
        question: "What is keyhole surgery?",
        answer: [
          "Keyhole surgery (arthroscopy) uses a thin camera and small instruments put into the knee through cuts about 5 mm long. Most people go home the same day. Read about [knee arthroscopy](/Treatments/knee-arthroscopy).",
        ],
      },
      {
        question: "What are the risks of knee surgery?",
        answer: [
          "Every operation has risks. The risk of infection after knee surgery is about 1-2%. For some operations it is lower: under 1% after keyhole surgery or a knee replacement.",
          "Other risks include blood clots, stiffness and ongoing pain. Each treatment page lists the risks of that operation.",
        ],
      },
      {
        question: "Should I have a partial or total knee replacement?",
        answer: [
          "About 30-50% of patients who need a knee replacement are suitable for a partial knee replacement. It depends on how much of the knee is worn and the health of your ligaments.",
          "Compare [partial knee replacement](/Treatments/partial-knee-replacement) and [total knee replacement](/Treatments/total-knee-replacement).",
        ],
      },
      {
        question: "When can I return to sport after ACL surgery?",
        answer: [
          "You should wait at least 9 months before contact sport. Most people return at 9-12 months. Read about [ACL reconstruction](/Treatments/acl-reconstruction).",
        ],
      },
      {
        question: "How do I arrange an appointment?",
        answer: bookingAnswer,
      },
    ],
    linkGroups: [
      {
        title: "Arthroscopic Procedures",
        links: [
          knee("Knee Arthroscopy", "/Treatments/knee-arthroscopy"),
          knee("ACL Reconstruction", "/Treatments/acl-reconstruction"),
          knee("Meniscus Repair"),
          knee("Partial Meniscectomy"),
          knee("Cartilage Repair"),
          knee("Loose Body Removal"),
        ],
      },
      {
        title: "Joint Replacement",
        links: [
          knee("Total Knee Replacement", "/Treatments/total-knee-replacement"),
          knee("Partial Knee Replacement", "/Treatments/partial-knee-replacement"),
          knee("Robotic Knee Replacement"),
          knee("Revision Knee Replacement"),
        ],
      },
      {
        title: "Other Procedures",
        links: [
          knee("Non-Surgical Treatment for Knees", "/Treatments/non-surgical-treatment-for-knees"),
          knee("Knee Injections"),
          knee("Knee Osteotomy", "/Treatments/knee-osteotomy"),
          knee("Patellar Realignment", "/Treatments/patellar-realignment"),
          knee("Patellar Stabilisation", "/Treatments/patellar-stabilization"),
          knee("PCL Reconstruction"),
          knee("Knee Tendon Repair"),
          knee("Manipulation Under Anaesthetic"),
        ],
      },
    ],
    reviewed,
    related: [
      { label: "Knee conditions", href: "/Conditions" },
      { label: "All treatments", href: "/Treatments" },
    ],
  },
  {
    path: "/hip-procedures",
    meta: {
      title: "Hip Procedures | Mr Edward Ashcombe",
      description:
        "An overview of hip procedures, from physiotherapy and injections to keyhole hip surgery and hip replacement, with answers to common questions.",
      keywords: ["hip procedures", "hip surgery", "hip replacement", "hip arthroscopy", "hip injection"],
    },
    heading: "Hip Procedures",
    summary:
      "Treatments for hip problems, from exercise and injections to hip replacement. Choose a procedure to learn what it involves.",
    image: hipImage("Diagram of the hip joint showing the ball at the top of the thigh bone sitting in the socket of the pelvis."),
    intro: [
      "Most hip problems are treated without an operation at first. If surgery may help, these pages explain what is involved, the recovery and the risks. You can then talk it through with your surgeon.",
    ],
    faqs: [
      {
        question: "Do I need a hip replacement?",
        answer: [
          "A hip replacement may help if hip pain stops you sleeping, walking or doing everyday things, and 3-6 months of non-surgical treatment has not helped. Read about [hip replacement](/Treatments/hip-replacement).",
        ],
      },
      {
        question: "What non-surgical treatments can help my hip?",
        answer: [
          "Exercise and physiotherapy are the main treatments. In hip osteoarthritis, exercise-based physiotherapy can reduce pain by 40-60%, and most people notice improvement in 4-6 weeks.",
          "Read about [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).",
        ],
      },
      {
        question: "What are the risks of hip replacement?",
        answer: [
          "The risk of infection after a hip replacement is under 1%. Other risks include blood clots, dislocation and a difference in leg length. The risks are higher for a revision operation.",
        ],
      },
      {
        question: "What is keyhole hip surgery?",
        answer: [
          "Keyhole surgery (arthroscopy) of the hip treats problems such as hip impingement and labral tears. It is not a treatment for arthritis. Read about [hip arthroscopy](/hip-procedures/hip-arthroscopy).",
        ],
      },
      {
        question: "Can a hip replacement be redone?",
        answer: [
          "Yes. If a hip replacement wears out, loosens or becomes infected, it can be replaced. This is a bigger operation. Read about [revision hip replacement](/hip-procedures/revision-hip-replacement).",
        ],
      },
      {
        question: "How do I arrange an appointment?",
        answer: bookingAnswer,
      },
    ],
    linkGroups: [
      {
        title: "Joint Procedures",
        links: [
          hip("Hip Replacement", "/Treatments/hip-replacement"),
          hip("Revision Hip Replacement"),
          hip("Hip Resurfacing"),
          hip("Hip Arthroscopy"),
        ],
      },
      {
        title: "Other Procedures",
        links: [
          hip("Non-Surgical Treatment for Hips", "/Treatments/non-surgical-treatment-for-hips"),
          hip("Hip Injections"),
          hip("Hip Bursitis Treatment"),
          hip("Gluteal Tendon Repair"),
          hip("Hip Fracture Surgery"),
        ],
      },
    ],
    reviewed,
    related: [{ label: "All treatments", href: "/Treatments" }],
  },
]);

export const kneeProcedures: ProcedureHub = procedureHubs[0];
export const hipProcedures: ProcedureHub = procedureHubs[1];

/** The Get in Touch block on /knee-procedures. */
export const getInTouch: GetInTouch = getInTouchSchema.parse({
  heading: "Get in Touch",
  intro: "Have a question about a knee procedure? Send us a message and the practice team will get back to you.",
  urgentNote: "Please do not use this form for urgent medical problems. Call NHS 111, or 999 in an emergency.",
});
