/**
 * The treatments index and the ten treatment pages (spec §2), the shared robotic-arm passage,
 * and the list of patient guides (PDFs) that the build assembles from this content.
 *
 * Clinical figures come only from spec §9, written in the same form ("4-5 days", "80-90%",
 * "under 1%") so tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { z } from "zod";
import { card, complications, documentLink, faqItem, image, inlineText, namedSection, pageMeta, relatedLink, reviewDates, richText, type RichText, section, type Section, slugify, timelineStep } from "./schema.ts";
import { type ConditionPage, conditions } from "./conditions.ts";
import { contentReviewed } from "./reviewed.ts";
import { phoneLabel, site, surgeonName } from "./site.ts";
import { guideLinks } from "./guide-links.ts";
import { callTheHospital, whenToGetHelp } from "./clinical-common.ts";

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

/** Fields for MedicalProcedure JSON-LD. */
export const medicalProcedure = z.object({
  name: z.string().trim().min(1),
  alternateName: z.string().trim().min(1).optional(),
  procedureType: z.enum(["Surgical", "NoninvasiveProcedure", "PercutaneousProcedure"]),
  bodyLocation: z.string().trim().min(1),
  howPerformed: z.string().trim().min(1),
  preparation: z.string().trim().min(1),
  followup: z.string().trim().min(1),
}).strict();

/** A complications list plus who to call (numbers from the site configuration). */
export const complicationsWithHelp = complications.extend({ help: richText });

/** A titled piece of rich text: a tab panel part, an osteotomy entry, a technique. */
export const titledContent = z.object({
  title: z.string().trim().min(1),
  content: richText,
}).strict();

const documentHref = <T extends string>(href: T) => documentLink.extend({ href: z.literal(href) });

export const nonSurgicalKneeTabs = z.object({
  conservative: z.object({
    label: z.literal("Conservative Treatment"),
    about: richText,
  }).strict(),
  orthobiologics: z.object({
    label: z.literal("Orthobiologics Guide"),
    preview: image,
    intro: richText,
    bullets: z.array(inlineText).min(3),
    publisherNote: inlineText,
    download: documentHref("/documents/orthobiologics-guide.pdf"),
    buttonLabel: z.string().trim().min(1),
  }).strict(),
}).strict();

export const osteotomyProcedureCard = z.object({
  title: z.string().trim().min(1),
  /** HTO then DFO; one open at a time */
  entries: z.tuple([titledContent, titledContent]),
}).strict();

export const stabilisationTabs = z.object({
  overview: z.object({
    label: z.literal("Overview"),
    about: namedSection("About Patellar Stabilisation"),
    understandingInstability: namedSection("Understanding Patellar Instability"),
    surgicalApproaches: namedSection("Surgical Approaches"),
    priorToSurgery: namedSection("Prior to Surgery"),
    afterSurgery: namedSection("After Surgery"),
  }).strict(),
  procedure: z.object({
    label: z.literal("Procedure"),
    intro: richText,
    /** MPFL reconstruction, tibial tubercle distalisation, tibial tubercle medialisation,
     * trochleoplasty, femoral or tibial osteotomy — an expandable list */
    techniques: z.array(titledContent).length(5),
  }).strict(),
  recovery: z.object({
    label: z.literal("Recovery"),
    restAndRecovery: namedSection("Rest and Recovery"),
    returnToActivities: namedSection("Return to Activities"),
    complications: namedSection("Complications"),
  }).strict(),
}).strict();

export const guidePreview = z.object({
  preview: image,
  /** `{pages}` is replaced by the renderer with the page count read from the PDF */
  description: inlineText.refine((text) => text.includes("{pages}"), "must hold {pages}"),
  href: z.literal("/documents/hip-replacement-guide.pdf"),
  buttonLabel: z.literal("Download Complete Guide (PDF)"),
}).strict();

const captionedImage = image.extend({ caption: z.string().trim().min(1) });
export const beforeAfterImages = z.object({
  before: captionedImage,
  after: captionedImage,
}).strict();

export const treatmentPage = z.object({
  path: z.string().regex(/^\/Treatments\/[a-z-]+$/),
  meta: pageMeta,
  card,
  heading: z.string().trim().min(1),
  summary: inlineText,
  image,
  faqs: z.array(faqItem).min(3),
  /** detail sections; may be empty only when the page's detail lives in stabilisationTabs */
  sections: z.array(section),
  complications: complicationsWithHelp.optional(),
  procedure: medicalProcedure,
  reviewed: reviewDates,
  related: z.array(relatedLink),
  documents: z.array(documentLink),
  tabs: nonSurgicalKneeTabs.optional(),
  procedureCard: osteotomyProcedureCard.optional(),
  timeline: z.object({ title: z.string().trim().min(1), steps: z.array(timelineStep).length(5) }).strict()
    .optional(),
  stabilisationTabs: stabilisationTabs.optional(),
  guide: guidePreview.optional(),
  beforeAfter: beforeAfterImages.optional(),
}).strict().refine((page) => page.sections.length > 0 || page.stabilisationTabs, {
  message: "a treatment page needs detail sections",
});

export type MedicalProcedureData = z.infer<typeof medicalProcedure>;
export type ComplicationsWithHelp = z.infer<typeof complicationsWithHelp>;
export type TitledContent = z.infer<typeof titledContent>;
export type TreatmentPage = z.infer<typeof treatmentPage>;

// ---------------------------------------------------------------------------------------------
// Shared passages
// ---------------------------------------------------------------------------------------------

const treatmentImage = (file: string, alt: string, caption?: string) => ({
  src: `/images/treatments/${file}.svg`,
  alt,
  width: 800,
  height: 600,
  ...(caption ? { caption } : {}),
});

/** Robotic-arm assisted knee replacement: shown on both knee replacement pages and the robotic page. */
export const roboticArmSurgerySection: Section = {
  title: "Robotic-Arm Assisted Surgery",
  content: [
    `${surgeonName} can use a robotic arm to help with some knee replacements.`,
    {
      list: [
        "Before the operation you have a CT scan of your knee. A computer uses it to make a 3D plan of your knee.",
        "During the operation the surgeon guides the robotic arm. It helps the surgeon cut the bone and place the new parts as planned.",
        "The surgeon is in control the whole time. The robot does not operate on its own.",
      ],
    },
    "The aim is to place the new joint accurately. It is not yet known whether this makes the knee last longer or feel better in the long term. You can ask your surgeon whether it is suitable for you.",
  ],
};

/** What to do if a joint flares after an injection, and who to call. */
export const injectionHelp: RichText = [
  "After an injection, get advice straight away if the joint becomes hot, red and very painful, or if you have a high temperature.",
  callTheHospital,
  "Out of hours, call NHS 111.",
];

const injectionSideEffects = {
  title: "Possible side effects of injections",
  items: [
    "pain or a flare of pain for a day or two after the injection",
    "infection in the joint, which is rare but serious",
    "thinning or lightening of the skin where a steroid was injected",
    "a rise in blood sugar for a few days after a steroid injection, if you have diabetes",
    "no improvement: not everyone gets relief",
  ],
  help: injectionHelp,
} satisfies ComplicationsWithHelp;

// ---------------------------------------------------------------------------------------------
// The ten treatment pages
// ---------------------------------------------------------------------------------------------

export const treatments: TreatmentPage[] = z.array(treatmentPage).parse([
  // -------------------------------------------------------------------------------------------
  {
    path: "/Treatments/non-surgical-treatment-for-knees",
    meta: {
      title: "Non-Surgical Treatment for Knee Pain | Mr Ashcombe",
      description:
        "How exercise, physiotherapy, weight loss, medicines, braces and injections can ease knee pain, how long they take to help, and when to consider surgery.",
      keywords: ["non-surgical knee treatment", "knee physiotherapy", "knee injection", "knee pain relief", "orthobiologics", "PRP knee"],
    },
    card: {
      title: "Non-Surgical Treatment for Knees",
      summary: "Exercise, physiotherapy, medicines and injections to ease knee pain without an operation.",
    },
    heading: "Non-Surgical Treatment for Knees",
    summary:
      "Many knee problems get better without an operation. Exercise, physiotherapy, weight loss, medicines and injections can ease pain and help you stay active.",
    image: treatmentImage(
      "non-surgical-knees",
      "Illustration of a person doing a knee-strengthening exercise, sitting on a chair and straightening one leg.",
    ),
    faqs: [
      {
        question: "How long should I try non-surgical treatment?",
        answer: [
          "Most people should try non-surgical treatment for 3-6 months before thinking about surgery.",
          "This is not true for every problem. A knee that is locked, or a badly injured knee, may need to be seen by a surgeon sooner.",
        ],
      },
      {
        question: "How soon will physiotherapy help?",
        answer: [
          "Many people notice a benefit within 4-6 weeks of doing their exercises regularly. Keep going after that, as the benefit builds over time.",
          "Find a physiotherapist near you on our [physiotherapy page](/PreAndPostcare/physiotherapy).",
        ],
      },
      {
        question: "How long does a steroid injection last?",
        answer: [
          "A steroid (cortisone) injection can ease pain and swelling. Relief usually lasts 1-3 months.",
          "Not everyone gets relief. Injections are usually limited to a few a year, because repeated steroid injections may harm the joint.",
        ],
      },
      {
        question: "Do hyaluronic acid injections work?",
        answer: [
          "Hyaluronic acid is a gel injected into the knee. Some people find it eases pain for 3-6 months.",
          "The evidence that it works is weak. NICE, which advises the NHS, does not recommend it for osteoarthritis, so it is not usually offered on the NHS.",
        ],
      },
      {
        question: "When is surgery on the kneecap considered?",
        answer: [
          "For pain or instability of the kneecap, surgery is considered only after 3-6 months of non-surgical treatment has not worked. See [anterior knee pain and kneecap problems](/Conditions/anterior-knee-pain).",
        ],
      },
    ],
    sections: [
      {
        title: "Exercise and Physiotherapy",
        content: [
          "Exercise is one of the best treatments for most knee problems, including arthritis. Strong thigh and hip muscles support the knee.",
          {
            list: [
              "A physiotherapist will give you exercises to suit your knee.",
              "Many people notice a benefit within 4-6 weeks.",
              "Low-impact activity such as walking, cycling and swimming keeps the knee moving.",
              "Some pain during exercise is normal. It should settle within a day.",
            ],
          },
          "Find a [physiotherapist](/PreAndPostcare/physiotherapy) near you.",
        ],
      },
      {
        title: "Weight and Lifestyle",
        content: [
          "If you are overweight, losing some weight takes load off your knees and can ease pain.",
          "Pace yourself. Spread out activities that make your knee sore, and take short rests. Supportive, cushioned shoes can help.",
        ],
      },
      {
        title: "Pain Relief Medicines",
        content: [
          {
            list: [
              "Anti-inflammatory gels or creams rubbed on the knee are often tried first.",
              "Anti-inflammatory tablets, such as ibuprofen, may help for short periods. They are not safe for everyone. Ask your GP or pharmacist.",
              "Stronger painkillers are rarely helpful for long-term knee pain and can have side effects.",
            ],
          },
        ],
      },
      {
        title: "Supports, Braces and Insoles",
        content: [
          "A walking stick, used in the hand opposite your painful knee, takes some weight off the joint.",
          "A knee brace or insoles may help some people, especially when arthritis affects one side of the knee.",
        ],
      },
      {
        title: "Injections",
        content: [
          {
            subtitle: "Steroid (cortisone) injection",
            details: "Eases pain and swelling. Relief usually lasts 1-3 months.",
          },
          {
            subtitle: "Hyaluronic acid injection",
            details:
              "Some people get relief for 3-6 months. The evidence is weak and NICE does not recommend it for osteoarthritis.",
          },
          {
            subtitle: "Orthobiologic injections",
            details:
              "Treatments such as platelet-rich plasma (PRP). The evidence is still limited. See the Orthobiologics Guide on this page.",
          },
          "Read about [knee injections](/knee-procedures/knee-injections).",
        ],
      },
      {
        title: "When to Consider Surgery",
        content: [
          "Try non-surgical treatment for 3-6 months first. If your knee still stops you doing everyday things, surgery may be worth discussing.",
          "Read about [knee arthritis](/Conditions/knee-arthritis) and [total knee replacement](/Treatments/total-knee-replacement).",
        ],
      },
    ],
    complications: injectionSideEffects,
    procedure: {
      name: "Non-surgical treatment of knee pain",
      alternateName: "Conservative management of knee pain",
      procedureType: "NoninvasiveProcedure",
      bodyLocation: "Knee",
      howPerformed:
        "A programme of exercise and physiotherapy, weight management, pain relief medicines, supports or braces, and in some cases injections into the knee.",
      preparation: "An assessment of your knee by a doctor or physiotherapist.",
      followup: "Review after 3-6 months to check progress and decide whether other treatment is needed.",
    },
    reviewed: contentReviewed,
    related: [
      { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
      { label: "Knee injections", href: "/knee-procedures/knee-injections" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
      { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
    ],
    documents: [
      guideLinks.orthobiologics,
    ],
    tabs: {
      conservative: {
        label: "Conservative Treatment",
        about: [
          "Conservative treatment means treatment without an operation. For most knee problems, it is the first thing to try.",
          "It works best as a mix of things: exercise to strengthen the knee, keeping to a healthy weight, pacing your activities, and pain relief when you need it.",
          "Give it time. Many people notice a benefit from exercise within 4-6 weeks. Try it for 3-6 months before thinking about surgery.",
          "If your pain is not improving, see your GP or a [physiotherapist](/PreAndPostcare/physiotherapy). They can check your knee and change your treatment.",
        ],
      },
      orthobiologics: {
        label: "Orthobiologics Guide",
        preview: {
          src: "/images/documents/orthobiologics-guide.svg",
          alt: "Cover of the Orthobiologics Guide, a patient booklet about injection treatments for the knee.",
          width: 600,
          height: 800,
        },
        intro: [
          "Orthobiologics are treatments made from substances found naturally in the body. The best known is platelet-rich plasma (PRP), made from your own blood.",
          "Our guide explains what these treatments are and what the evidence shows, so you can make an informed choice.",
        ],
        bullets: [
          "What orthobiologics are, and how PRP is prepared from your own blood",
          "What the research shows so far, and what is still unknown",
          "Who might consider them, and who should not",
          "Possible side effects and risks",
          "Cost, and why they are not usually available on the NHS",
          "Questions to ask before you decide",
        ],
        publisherNote:
          `Written and published by the practice of ${surgeonName}. It is general information, not personal medical advice.`,
        download: guideLinks.orthobiologics,
        buttonLabel: "Download the Orthobiologics Guide (PDF)",
      },
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Treatments/knee-arthroscopy",
    meta: {
      title: "Knee Arthroscopy (Keyhole Surgery) | Mr Ashcombe",
      description:
        "Keyhole knee surgery (arthroscopy) explained: what it can treat, how it is done through 5 mm cuts, success rates, risks and when you can drive and work.",
      keywords: ["knee arthroscopy", "keyhole knee surgery", "meniscus surgery", "torn cartilage surgery", "arthroscopic surgery"],
    },
    card: {
      title: "Knee Arthroscopy",
      summary: "Keyhole surgery to look inside the knee and treat problems such as a torn meniscus.",
    },
    heading: "Knee Arthroscopy (Keyhole Surgery)",
    summary:
      "Keyhole surgery (arthroscopy) lets the surgeon look inside your knee and treat some problems through small cuts about 5 mm long. Most people go home the same day.",
    image: treatmentImage(
      "knee-arthroscopy",
      "Diagram of keyhole knee surgery: a thin camera and a small instrument enter the knee through two small cuts at the front.",
    ),
    faqs: [
      {
        question: "What is knee arthroscopy?",
        answer: [
          "It is keyhole surgery on the knee. The surgeon puts a thin camera (an arthroscope) into the knee through a cut about 5 mm long. Small instruments go in through one or two more cuts of the same size.",
          "It is usually done under a general anaesthetic, so you are asleep.",
        ],
      },
      {
        question: "How successful is it?",
        answer: [
          "It depends on what is treated:",
          {
            list: [
              "Surgery for a torn meniscus helps about 80-90% of people.",
              "Trimming inflamed or damaged joint lining helps about 70-75% of people.",
            ],
          },
          "This means some people are not helped, or still have some pain.",
        ],
      },
      {
        question: "Will it help my arthritis?",
        answer: [
          "Usually not. Keyhole surgery to wash out or tidy up an arthritic knee does not ease arthritis pain, and it is not recommended. It may help if the knee locks because of a loose piece of cartilage or bone.",
          "Read about [knee arthritis](/Conditions/knee-arthritis) and its treatments.",
        ],
      },
      {
        question: "How long will it take to recover?",
        answer: [
          "Most people can drive after 4-5 days and go back to a desk job within 14 days. Light sport is usually possible after 3-4 weeks and competitive sport after 6 weeks.",
          "If the meniscus is stitched (repaired), recovery takes longer. Your surgeon will tell you what to expect.",
        ],
      },
      {
        question: "What are the risks?",
        answer: [
          "Serious problems are uncommon. The risk of infection is under 1%, and the risk of a blood clot (DVT or PE) is under 1%. See the full list of risks on this page.",
        ],
      },
    ],
    sections: [
      {
        title: "What It Can Treat",
        content: [
          {
            list: [
              "a torn meniscus (torn cartilage) that locks, catches or causes pain",
              "loose pieces of bone or cartilage inside the knee",
              "some areas of damaged joint cartilage",
              "inflamed or thickened joint lining",
              "as part of other operations, such as ACL reconstruction",
            ],
          },
          "Read about a [cartilage tear](/Conditions/cartilage-tear).",
        ],
      },
      {
        title: "The Operation",
        content: [
          "You will usually have a general anaesthetic. The surgeon makes two or three small cuts at the front of the knee, each about 5 mm long.",
          "Sterile fluid fills the knee so the surgeon can see clearly on a screen. The surgeon then treats the problem with small instruments.",
          "Most people go home on the same day, once they are walking safely.",
        ],
      },
      {
        title: "Results",
        content: [
          {
            list: [
              "Surgery for a torn meniscus helps about 80-90% of people.",
              "Trimming inflamed or damaged joint lining helps about 70-75% of people.",
            ],
          },
          "Results are less good when the knee also has arthritis.",
        ],
      },
      {
        title: "After Your Operation",
        content: [
          {
            list: [
              "Your knee will be wrapped in a crepe bandage. You can take it off after 48 hours.",
              "The small cuts are closed with paper stitches (steristrips). Keep them clean and dry. They come off after 10-12 days.",
              "You may use crutches for a few days until you can walk comfortably.",
              "Start your exercises straight away to get the knee moving and the muscles working.",
              "Swelling can take several weeks to settle. Ice packs wrapped in a towel can help.",
            ],
          },
          "A [physiotherapist](/PreAndPostcare/physiotherapy) can help with your recovery.",
        ],
      },
      {
        title: "Returning to Activities",
        content: [
          {
            list: [
              "Driving: after 4-5 days, once you can do an emergency stop safely. Check with your insurer.",
              "Desk work: within 14 days.",
              "Light sport, such as swimming or cycling: after 3-4 weeks.",
              "Competitive sport: after 6 weeks.",
            ],
          },
          "These are typical times after a simple arthroscopy. They are longer after a meniscus repair or cartilage repair.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection: under 1%. It may need antibiotics and sometimes another operation to wash out the knee.",
        "Blood clot in the leg (DVT) or lungs (PE): under 1%.",
        "Swelling and stiffness that take weeks to settle.",
        "Bleeding into the knee.",
        "A small patch of numb skin near a cut.",
        "Pain that does not go away, or symptoms that come back.",
        "Damage to nerves, blood vessels or the inside of the knee, which is rare.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Knee arthroscopy",
      alternateName: "Keyhole knee surgery",
      procedureType: "Surgical",
      bodyLocation: "Knee joint",
      howPerformed:
        "Under anaesthetic, a thin camera and small instruments are put into the knee through two or three cuts about 5 mm long, to look at and treat the inside of the joint.",
      preparation: "A pre-operative assessment, and not eating for some hours before a general anaesthetic.",
      followup:
        "Crepe bandage off after 48 hours, steristrips off after 10-12 days, exercises from the first day and physiotherapy as advised.",
    },
    reviewed: contentReviewed,
    related: [
      { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
      { label: "Meniscus repair", href: "/knee-procedures/meniscus-repair" },
      { label: "Partial meniscectomy", href: "/knee-procedures/partial-meniscectomy" },
      { label: "Loose body removal", href: "/knee-procedures/loose-body-removal" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [],
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Treatments/acl-reconstruction",
    meta: {
      title: "ACL Reconstruction Surgery | Mr Ashcombe",
      description:
        "ACL reconstruction explained: the graft, how the operation is done, the risks, and when you can go back to work, cycling, jogging and contact sport.",
      keywords: ["ACL reconstruction", "anterior cruciate ligament surgery", "ACL graft", "ACL recovery", "return to sport"],
    },
    card: {
      title: "ACL Reconstruction",
      summary: "Replacing a torn anterior cruciate ligament with a graft to steady the knee.",
    },
    heading: "ACL Reconstruction",
    summary:
      "ACL reconstruction replaces a torn anterior cruciate ligament (ACL) with a graft, usually a tendon from your own leg. It aims to stop the knee giving way.",
    image: treatmentImage(
      "acl-reconstruction",
      "Diagram of the knee after ACL reconstruction, showing the new graft running through tunnels in the thigh bone and shin bone, held by fixings.",
    ),
    faqs: [
      {
        question: "What is ACL reconstruction?",
        answer: [
          "A torn ACL cannot usually be stitched back together. In this operation, the surgeon replaces it with a graft. The graft is passed through small tunnels drilled in the thigh bone and shin bone, and fixed in place.",
          "Over many months, your body turns the graft into a new ligament.",
        ],
      },
      {
        question: "Do I need it?",
        answer: [
          "Not everyone with a torn ACL needs surgery. It is usually advised if your knee keeps giving way. It may also be advised if you want to go back to sports with twisting and turning, or if you have a torn meniscus that needs repair.",
          "Your surgeon will talk the options through with you, including not having surgery.",
        ],
      },
      {
        question: "How long does the operation take?",
        answer: ["About 2 hours. You are usually asleep under a general anaesthetic."],
      },
      {
        question: "When can I go back to sport?",
        answer: [
          "You should wait at least 9 months before contact sport. Most people return at 9-12 months.",
          "You will need to pass strength and movement checks first. Going back too early raises the risk of tearing the graft.",
        ],
      },
      {
        question: "What are the risks?",
        answer: [
          "Infection happens in about 1-2% of knee operations. Other risks include blood clots, stiffness, and the graft stretching or tearing again. See the full list on this page.",
        ],
      },
    ],
    sections: [
      {
        title: "About the Operation",
        content: [
          "The operation is done with keyhole surgery (arthroscopy) and takes about 2 hours.",
          {
            list: [
              "The camera and instruments go in through small cuts, 5-10 mm long.",
              "A longer cut, 4-5 cm long, is made to take the graft.",
              "The graft is usually hamstring tendons from the back of your thigh. Sometimes a strip of tendon from the front of your knee is used instead.",
              "A torn meniscus can be repaired or trimmed at the same time.",
            ],
          },
        ],
      },
      {
        title: "Before Your Operation",
        content: [
          "Your knee should be in good shape before surgery. This gives the best result.",
          {
            list: [
              "Swelling should have settled.",
              "You should be able to straighten your knee fully and bend it well.",
              "Your thigh muscles should be working. A [physiotherapist](/PreAndPostcare/physiotherapy) will give you exercises.",
            ],
          },
        ],
      },
      {
        title: "After Your Operation",
        content: [
          {
            list: [
              "Most people go home the same day or the next day.",
              "You will use crutches until you can walk without a limp.",
              "Keep your wounds dry for 7 days.",
              "Physiotherapy starts straight away and goes on for many months. It is the most important part of your recovery.",
            ],
          },
        ],
      },
      {
        title: "Returning to Activities",
        content: [
          {
            list: [
              "Desk work: 2-4 weeks.",
              "Physical work: 6 weeks.",
              "Cycling: 3 months.",
              "Jogging: 6 months.",
              "Contact sport: 9-12 months, and not before at least 9 months.",
            ],
          },
          "Driving is possible once you can control the car safely and do an emergency stop. Check with your insurer.",
          "These are guides, not targets. Your physiotherapist will move you on when your knee is ready.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection: about 1-2%. It may need antibiotics and another operation.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "Stiffness, or not being able to straighten the knee fully.",
        "A patch of numb skin on the outer side of the knee or shin, which is common and usually harmless.",
        "Pain at the front of the knee, or when kneeling.",
        "The graft stretching or tearing again, especially with an early return to sport.",
        "Damage to nerves or blood vessels, which is rare.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Anterior cruciate ligament reconstruction",
      alternateName: "ACL reconstruction",
      procedureType: "Surgical",
      bodyLocation: "Knee joint",
      howPerformed:
        "With keyhole surgery, the torn ACL is replaced by a tendon graft passed through tunnels in the thigh bone and shin bone and fixed in place. It takes about 2 hours.",
      preparation: "Physiotherapy before surgery to settle swelling, restore full movement and strengthen the thigh muscles.",
      followup:
        "Physiotherapy for many months; desk work at 2-4 weeks, jogging at 6 months and contact sport at 9-12 months.",
    },
    reviewed: contentReviewed,
    related: [
      { label: "ACL and ligament injury", href: "/Conditions/acl/-ligament-injury-(sports-knee-injury)" },
      { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
      { label: "PCL reconstruction", href: "/knee-procedures/pcl-reconstruction" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [
      guideLinks.aclReconstruction,
      guideLinks.nhsAclBooklet,
    ],
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Treatments/total-knee-replacement",
    meta: {
      title: "Total Knee Replacement | Mr Ashcombe",
      description:
        "Total knee replacement explained: the operation, your hospital stay, recovery, return to driving and sport, how long a new knee lasts, and the risks.",
      keywords: ["total knee replacement", "knee replacement surgery", "TKR", "robotic knee replacement", "knee arthritis surgery"],
    },
    card: {
      title: "Total Knee Replacement",
      summary: "Replacing the worn surfaces of the whole knee to ease arthritis pain.",
    },
    heading: "Total Knee Replacement",
    summary:
      "A total knee replacement replaces the worn surfaces of your knee with metal and plastic parts. It is used to ease severe arthritis pain when other treatments have not helped.",
    image: treatmentImage(
      "total-knee-replacement",
      "Diagram of a total knee replacement, showing a metal part on the end of the thigh bone, a metal tray on the shin bone and a plastic spacer between them.",
    ),
    faqs: [
      {
        question: "Is a total knee replacement right for me?",
        answer: [
          "It may be, if [knee arthritis](/Conditions/knee-arthritis) causes severe pain that stops you sleeping, walking or doing everyday things, and non-surgical treatment has not helped.",
          "About 30-50% of patients who need a knee replacement are suitable for a smaller operation, a [partial knee replacement](/Treatments/partial-knee-replacement).",
        ],
      },
      {
        question: "How long will I be in hospital?",
        answer: ["Most people stay in hospital for 1-3 days."],
      },
      {
        question: "When can I drive and go back to work?",
        answer: [
          "Driving and office work: after about 6 weeks. Manual work: after about 3 months.",
          "Only drive when you can control the car safely and do an emergency stop. Check with your insurer.",
        ],
      },
      {
        question: "How long will my new knee last?",
        answer: [
          "Over 90% of knee replacements are still working at 10 years. Most last 10-20 years.",
          "A knee that wears out or loosens can be replaced again, but that operation is bigger. Read about [revision knee replacement](/knee-procedures/revision-knee-replacement).",
        ],
      },
      {
        question: "Will my knee be pain-free?",
        answer: [
          "Most people have much less pain. But a knee replacement does not feel like a normal knee. It can ache, feel stiff or click, especially in the first year.",
          "Under 5% of people have pain that persists even when the new joint is working well. Some people are not as happy with the result as they hoped.",
        ],
      },
    ],
    sections: [
      {
        title: "About the Operation",
        content: [
          "The worn surfaces at the end of the thigh bone and the top of the shin bone are removed. They are replaced with metal parts, with a smooth plastic spacer between them. The back of the kneecap may also be resurfaced.",
          "You will have a spinal anaesthetic, a general anaesthetic, or both. The cut runs down the front of the knee.",
        ],
      },
      roboticArmSurgerySection,
      {
        title: "Before Your Operation",
        content: [
          {
            list: [
              "You will have a pre-operative assessment to check you are fit for surgery.",
              "Keep as active as you can and do the exercises you are given. Stronger muscles help your recovery.",
              "If you smoke, stopping lowers the risk of wound and chest problems.",
              "Get your home ready: a firm chair, things you use often within reach, and help with shopping for the first weeks.",
            ],
          },
        ],
      },
      {
        title: "In Hospital",
        content: [
          {
            list: [
              "You will get up and start walking soon after the operation, with a frame or crutches.",
              "You will be given medicines and stockings to lower the risk of blood clots.",
              "Most people stay in hospital for 1-3 days.",
              "You can shower after 48 hours, with a waterproof dressing.",
              "The skin clips or stitches come out at 10-12 days.",
            ],
          },
        ],
      },
      {
        title: "Recovery and Return to Activities",
        content: [
          "Doing your exercises every day is the key to a good result. Regular [physiotherapy](/PreAndPostcare/physiotherapy) helps you get your knee moving.",
          {
            list: [
              "Driving and office work: about 6 weeks.",
              "Manual work: about 3 months.",
              "Light sport, such as swimming, cycling or golf: 3-4 months.",
              "More energetic sport, such as doubles tennis or hill walking: 6-9 months.",
            ],
          },
          "High-impact sport, such as running, may wear the new joint faster. Talk to your surgeon first.",
          "Swelling and aching can go on for a year or more as the knee settles.",
        ],
      },
      {
        title: "How Long It Lasts",
        content: [
          "Over 90% of knee replacements are still working at 10 years. Most last 10-20 years.",
          "A new knee can wear or loosen over time. If it does, it can be replaced again with a revision operation.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection: under 1%. A deep infection is serious and may need more operations.",
        "Blood clot in the leg (DVT) or lungs (PE): under 1%.",
        "Pain that persists even when the new joint is working well: under 5%.",
        "Stiffness. A few people need a [manipulation under anaesthetic](/knee-procedures/manipulation-under-anaesthetic).",
        "A patch of numb skin on the outer side of the scar, which is common.",
        "Wound problems, such as oozing or slow healing.",
        "Damage to nerves or blood vessels, which is rare.",
        "A break in the bone near the new joint, which is rare.",
        "The joint wearing or loosening over time, which may need a revision operation.",
        "Risks from the anaesthetic, such as chest problems, heart attack or stroke, which are rare.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Total knee replacement",
      alternateName: "Total knee arthroplasty",
      procedureType: "Surgical",
      bodyLocation: "Knee joint",
      howPerformed:
        "Through a cut at the front of the knee, the worn joint surfaces are removed and replaced with metal parts and a plastic spacer. A robotic arm may help with the bone cuts.",
      preparation: "A pre-operative assessment, exercises to strengthen the leg, and getting your home ready.",
      followup:
        "A hospital stay of 1-3 days, clips out at 10-12 days, daily exercises and physiotherapy, driving and office work after about 6 weeks.",
    },
    reviewed: contentReviewed,
    related: [
      { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
      { label: "Partial knee replacement", href: "/Treatments/partial-knee-replacement" },
      { label: "Robotic knee replacement", href: "/knee-procedures/robotic-knee-replacement" },
      { label: "Revision knee replacement", href: "/knee-procedures/revision-knee-replacement" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [
      guideLinks.kneeReplacement,
      guideLinks.roboticArmSurgery,
      guideLinks.totalKneeBrochure,
      guideLinks.totalKneePersonalGuide,
    ],
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Treatments/partial-knee-replacement",
    meta: {
      title: "Partial Knee Replacement | Mr Ashcombe",
      description:
        "Partial knee replacement explained: who is suitable, how it differs from a total knee replacement, recovery times, how long it lasts, and the risks.",
      keywords: ["partial knee replacement", "unicompartmental knee replacement", "half knee replacement", "robotic partial knee"],
    },
    card: {
      title: "Partial Knee Replacement",
      summary: "Replacing only the worn part of the knee when arthritis affects one area.",
    },
    heading: "Partial Knee Replacement",
    summary:
      "A partial knee replacement replaces only the worn part of the knee and keeps the healthy parts. It can suit people whose arthritis affects just one area of the knee.",
    image: treatmentImage(
      "partial-knee-replacement",
      "Diagram of a partial knee replacement: small metal and plastic parts replace the inner side of the knee, while the outer side and kneecap joint are kept.",
    ),
    faqs: [
      {
        question: "What is a partial knee replacement?",
        answer: [
          "The knee has three parts. In a partial knee replacement, only the worn part is replaced with metal and plastic. The healthy parts and the main ligaments are kept.",
          "It is also called a half knee replacement or a unicompartmental knee replacement.",
        ],
      },
      {
        question: "Am I suitable?",
        answer: [
          "About 30-50% of patients who need a knee replacement are suitable. You need arthritis in one part of the knee only, healthy ligaments, and a knee that bends and straightens well.",
          "If you are not suitable, a [total knee replacement](/Treatments/total-knee-replacement) may be better.",
        ],
      },
      {
        question: "How long does the operation take?",
        answer: ["It usually takes 1-2 hours."],
      },
      {
        question: "How long will it last?",
        answer: [
          "About 90-95% of partial knee replacements are still working at 10 years. Many last 10-15 years or more.",
          "A partial knee is more likely than a total knee to need another operation later. For example, arthritis can develop in another part of the knee.",
        ],
      },
      {
        question: "How quickly will I recover?",
        answer: [
          "Most people are walking within 24 hours. Normal activities are usually possible at 4-6 weeks. Full recovery takes 3-4 months.",
        ],
      },
    ],
    sections: [
      {
        title: "About the Operation",
        content: [
          "Through a smaller cut than for a total knee replacement, the surgeon removes the worn surfaces from one part of the knee. These are replaced with metal parts and a plastic spacer.",
          "The operation usually takes 1-2 hours. You will have a spinal anaesthetic, a general anaesthetic, or both.",
        ],
      },
      {
        title: "Who Is Suitable",
        content: [
          "About 30-50% of patients who need a knee replacement are suitable for a partial one. You are more likely to be suitable if:",
          {
            list: [
              "arthritis affects only one part of your knee, most often the inner side",
              "your ligaments, including the ACL, are healthy",
              "your knee bends and straightens well",
            ],
          },
          "Your surgeon will check this with an examination and X-rays, and sometimes an MRI scan.",
        ],
      },
      {
        title: "Partial or Total?",
        content: [
          {
            subtitle: "Possible benefits of a partial knee",
            details: [
              "a smaller operation",
              "a quicker recovery",
              "a knee that may feel more natural, because more of your own knee is kept",
            ],
          },
          {
            subtitle: "Possible drawbacks",
            details: [
              "a higher chance of needing another operation later",
              "arthritis may develop in the parts of the knee that were kept",
            ],
          },
          "Read about [total knee replacement](/Treatments/total-knee-replacement) to compare.",
        ],
      },
      roboticArmSurgerySection,
      {
        title: "Recovery",
        content: [
          {
            list: [
              "Walking: within 24 hours, with a frame or crutches at first.",
              "Normal activities: 4-6 weeks.",
              "Full recovery: 3-4 months.",
            ],
          },
          "Doing your exercises every day helps your recovery. A [physiotherapist](/PreAndPostcare/physiotherapy) will guide you.",
          "Only drive when you can control the car safely and do an emergency stop. Check with your insurer.",
        ],
      },
      {
        title: "How Long It Lasts",
        content: [
          "About 90-95% of partial knee replacements are still working at 10 years. Many last 10-15 years or more.",
          "If the knee wears out, or arthritis spreads to another part, it can usually be changed to a total knee replacement.",
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection: under 1%. A deep infection is serious and may need more operations.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "Arthritis getting worse in another part of the knee, which may need a total knee replacement.",
        "The parts loosening or wearing over time.",
        "The plastic spacer moving out of place, in some designs, which needs another operation.",
        "Ongoing pain or stiffness.",
        "Damage to nerves or blood vessels, which is rare.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Partial knee replacement",
      alternateName: "Unicompartmental knee replacement",
      procedureType: "Surgical",
      bodyLocation: "Knee joint",
      howPerformed:
        "Through a small cut, the worn surfaces of one part of the knee are replaced with metal parts and a plastic spacer, keeping the healthy parts and ligaments. It takes 1-2 hours.",
      preparation: "A pre-operative assessment and X-rays to confirm that arthritis affects only one part of the knee.",
      followup:
        "Walking within 24 hours, exercises and physiotherapy, normal activities at 4-6 weeks and full recovery in 3-4 months.",
    },
    reviewed: contentReviewed,
    related: [
      { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
      { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
      { label: "Robotic knee replacement", href: "/knee-procedures/robotic-knee-replacement" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [
      guideLinks.kneeReplacement,
      guideLinks.roboticArmSurgery,
      guideLinks.partialKneeBrochure,
    ],
    beforeAfter: {
      before: treatmentImage(
        "partial-knee-before",
        "X-ray style drawing of a knee before surgery: the gap on the inner side is worn away, so bone rubs on bone.",
        "Before: arthritis has worn away the cartilage on the inner side of the knee.",
      ),
      after: treatmentImage(
        "partial-knee-after",
        "X-ray style drawing of the same knee after a partial knee replacement: metal and plastic parts on the inner side only.",
        "After: the worn inner side has been resurfaced. The rest of the knee is kept.",
      ),
    },
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Treatments/knee-osteotomy",
    meta: {
      title: "Knee Osteotomy (HTO and DFO) | Mr Ashcombe",
      description:
        "Knee osteotomy explained: how realigning the leg moves load off a worn part of the knee, who it suits, bone healing times, results and the risks.",
      keywords: ["knee osteotomy", "high tibial osteotomy", "HTO", "distal femoral osteotomy", "DFO", "knee realignment"],
    },
    card: {
      title: "Knee Osteotomy",
      summary: "Realigning the leg to take load off a worn part of the knee.",
    },
    heading: "Knee Osteotomy",
    summary:
      "A knee osteotomy changes the alignment of your leg. It moves weight away from the worn part of the knee onto the healthier part. It can delay the need for a knee replacement.",
    image: treatmentImage(
      "knee-osteotomy",
      "Diagram of a leg before and after osteotomy: a line showing the weight passing through the worn inner side of the knee moves to the centre after the bone is realigned and held with a plate.",
    ),
    faqs: [
      {
        question: "What is a knee osteotomy?",
        answer: [
          "Osteotomy means cutting a bone. The surgeon cuts the shin bone or thigh bone near the knee and changes its angle. The bone is held in its new position with a metal plate and screws while it heals.",
          "This shifts your weight away from the worn part of the knee.",
        ],
      },
      {
        question: "Who is it for?",
        answer: [
          "It can suit younger, active people with arthritis in one part of the knee, often with bow legs or knock knees. It keeps your own knee joint.",
        ],
      },
      {
        question: "How well does it work?",
        answer: [
          "About 80% of people have less pain after an osteotomy, and some studies report over 80%. The results often last 10 years or more.",
          "It does not help everyone, and arthritis can still get worse over time.",
        ],
      },
      {
        question: "When can I put weight on my leg?",
        answer: [
          "This depends on the type of osteotomy and how the bone is fixed. Your surgeon will tell you.",
          "You will use crutches, with limited weight on the leg for at least 6 weeks in many cases. Most people start putting full weight on the leg from 4-6 weeks, as advised.",
        ],
      },
      {
        question: "Can I have a knee replacement later?",
        answer: [
          "Yes. If the arthritis gets worse, a [total knee replacement](/Treatments/total-knee-replacement) is still possible later, although the operation may be more complex.",
        ],
      },
    ],
    sections: [
      {
        title: "About the Operation",
        content: [
          "You will have a general or spinal anaesthetic. The surgeon makes a cut near the knee, then cuts and realigns the bone. A metal plate and screws hold it in place while it heals.",
          "A keyhole look inside the knee (arthroscopy) is sometimes done at the same time.",
        ],
      },
      {
        title: "Before Your Operation",
        content: [
          {
            list: [
              "You will have X-rays of your whole leg, taken while you stand. These are used to plan the exact correction.",
              "You may have an MRI scan to check the rest of the knee.",
              "If you smoke, stopping is very important. Smoking slows bone healing.",
              "Practise walking with crutches, and arrange help at home for the first weeks.",
            ],
          },
        ],
      },
      {
        title: "After Your Operation",
        content: [
          {
            list: [
              "You will use crutches. How much weight you can put on your leg depends on the type of osteotomy and how the bone is fixed.",
              "Many people have limited weight-bearing for at least 6 weeks.",
              "Most people start putting full weight on the leg from 4-6 weeks, when the surgeon says it is safe.",
              "You will be given medicine to lower the risk of blood clots.",
              "Start your exercises straight away. A [physiotherapist](/PreAndPostcare/physiotherapy) will guide you.",
            ],
          },
        ],
      },
      {
        title: "Bone Healing and Recovery",
        content: [
          {
            list: [
              "After a high tibial osteotomy (HTO), the bone takes 4-6 months to heal.",
              "After a distal femoral osteotomy (DFO), the bone takes about 3 months to heal.",
            ],
          },
          "You will have X-rays to check healing. Heavy work and sport must wait until the bone has healed.",
        ],
      },
      {
        title: "Results",
        content: [
          "About 80% of people have less pain after an osteotomy, and some studies report over 80%.",
          "The results often last 10 years or more. A knee replacement can still be done later if needed.",
        ],
      },
    ],
    procedureCard: {
      title: "Types of Knee Osteotomy",
      entries: [
        {
          title: "High Tibial Osteotomy (HTO)",
          content: [
            "The shin bone (tibia) is cut just below the knee and its angle is changed.",
            "It is used for arthritis on the inner side of the knee, often with bow legs.",
            "The bone takes 4-6 months to heal.",
          ],
        },
        {
          title: "Distal Femoral Osteotomy (DFO)",
          content: [
            "The thigh bone (femur) is cut just above the knee and its angle is changed.",
            "It is used for arthritis on the outer side of the knee, often with knock knees.",
            "The bone takes about 3 months to heal.",
          ],
        },
      ],
    },
    complications: {
      title: "Possible complications",
      items: [
        "Infection: about 1-2%.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "The bone not healing (non-union), which may need another operation.",
        "The plate irritating the skin, so it needs removing later. This is common.",
        "The correction being too much or too little.",
        "Damage to nerves or blood vessels, which is rare.",
        "Stiffness or ongoing pain.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Knee osteotomy",
      alternateName: "High tibial osteotomy or distal femoral osteotomy",
      procedureType: "Surgical",
      bodyLocation: "Shin bone (tibia) or thigh bone (femur) next to the knee",
      howPerformed:
        "The shin bone or thigh bone is cut near the knee and realigned, moving load away from the worn part of the joint. A metal plate and screws hold it while it heals.",
      preparation: "Standing X-rays of the whole leg to plan the correction, stopping smoking, and practising with crutches.",
      followup:
        "Crutches with limited weight-bearing, full weight from 4-6 weeks as advised, and X-rays until the bone heals (4-6 months HTO, 3 months DFO).",
    },
    reviewed: contentReviewed,
    related: [
      { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
      { label: "Partial knee replacement", href: "/Treatments/partial-knee-replacement" },
      { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [],
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Treatments/patellar-realignment",
    meta: {
      title: "Patellar Realignment Surgery | Mr Ashcombe",
      description:
        "Patellar (kneecap) realignment surgery explained: preparing for it, the operation, recovery on crutches, return to work and sport, and complications.",
      keywords: ["patellar realignment", "kneecap realignment", "tibial tubercle osteotomy", "kneecap surgery", "patellar maltracking"],
    },
    card: {
      title: "Patellar Realignment",
      summary: "Moving the kneecap into a better position so it runs straight in its groove.",
    },
    heading: "Patellar Realignment",
    summary:
      "Patellar realignment is an operation to move your kneecap into a better position. It can help if your kneecap keeps slipping out of place because it does not run straight.",
    image: treatmentImage(
      "patellar-realignment",
      "Diagram of the front of the knee showing the bony lump below the kneecap moved inwards and held with two screws, so the kneecap sits centrally in its groove.",
    ),
    faqs: [
      {
        question: "What is patellar realignment?",
        answer: [
          "The kneecap (patella) is held by a tendon that attaches to a bony lump at the top of the shin bone. If the kneecap runs off-centre, the surgeon can move this lump. The tissues around the kneecap can also be tightened or loosened. This helps the kneecap run straighter.",
        ],
      },
      {
        question: "Who needs it?",
        answer: [
          "It is for people whose kneecap keeps slipping out of place, or whose kneecap problems have not improved after 3-6 months of non-surgical treatment.",
          "Read about [kneecap problems](/Conditions/anterior-knee-pain).",
        ],
      },
      {
        question: "How long will I be on crutches?",
        answer: [
          "Usually up to 2 weeks. If the bony lump was moved, you may need crutches and a brace for longer, while the bone heals. Your surgeon will tell you.",
        ],
      },
      {
        question: "When can I go back to work and sport?",
        answer: ["Desk work: 2-4 weeks. Heavy work: 6 weeks. Sport: 3-4 months."],
      },
      {
        question: "What are the main risks?",
        answer: [
          "Serious complications each happen in under 1% of people. They are infection, blood clots, nerve or blood vessel injury, and the bone not healing after it is moved (non-union).",
        ],
      },
    ],
    sections: [
      {
        title: "Prior to Surgery",
        content: [
          {
            list: [
              "Most people try [physiotherapy](/PreAndPostcare/physiotherapy) first. Surgery is considered after 3-6 months of non-surgical treatment has not helped.",
              "You will have X-rays, and often an MRI or CT scan, to measure how your kneecap sits.",
              "You will have a pre-operative assessment to check you are fit for surgery.",
              "If you smoke, stop. Smoking slows bone and wound healing.",
              "Practise using crutches and arrange help at home for the first 2 weeks.",
            ],
          },
        ],
      },
      {
        title: "Surgical Procedure",
        content: [
          "You will usually have a general anaesthetic. The surgeon may first look inside the knee with keyhole surgery (arthroscopy), through cuts 5-10 mm long.",
          "Then, depending on your knee, the surgeon may:",
          {
            list: [
              "move the bony lump below the kneecap (the tibial tubercle) and fix it with screws, through a longer cut over the top of the shin",
              "tighten the tissues on the inner side of the kneecap, or make a new ligament to hold it",
              "loosen tight tissues on the outer side of the kneecap",
            ],
          },
        ],
      },
      {
        title: "After Surgery",
        content: [
          {
            list: [
              "Rest for 48 hours with your leg raised. Use ice packs wrapped in a towel.",
              "You can shower after 48 hours, but keep the wounds dry for 7 days. Use waterproof dressings.",
              "Use crutches for up to 2 weeks, or longer if the bone was moved.",
              "You will have blood-thinning injections for 2 weeks to lower the risk of blood clots.",
              "Stitches come out at 12 days.",
              "Physiotherapy starts at 1 week.",
              "You will be seen in clinic at 6 weeks.",
            ],
          },
        ],
      },
      {
        title: "Return to Activities",
        content: [
          {
            list: [
              "Desk work: 2-4 weeks.",
              "Heavy work: 6 weeks.",
              "Sport: 3-4 months.",
            ],
          },
          "Only drive when you can control the car safely and do an emergency stop. Check with your insurer.",
          "If the bone was moved, your surgeon may ask you to wait longer until X-rays show it has healed.",
        ],
      },
      {
        title: "Complications",
        content: [
          "Each of these serious complications happens in under 1% of people:",
          {
            list: [
              "infection",
              "a blood clot in the leg (DVT) or lungs (PE)",
              "the bone not healing after it is moved (non-union)",
              "injury to a nerve or blood vessel (neurovascular injury)",
            ],
          },
          "Other problems include stiffness, ongoing pain, numb skin near the scar, the kneecap slipping again, and screws that irritate and need removing later.",
          ...whenToGetHelp,
        ],
      },
    ],
    procedure: {
      name: "Patellar realignment",
      alternateName: "Tibial tubercle transfer",
      procedureType: "Surgical",
      bodyLocation: "Kneecap (patella) and top of the shin bone",
      howPerformed:
        "After a keyhole look inside the knee through cuts 5-10 mm long, the bony lump below the kneecap is moved and fixed with screws, and the soft tissues are balanced so the kneecap runs straight.",
      preparation: "Physiotherapy, scans to measure the kneecap position, and a pre-operative assessment.",
      followup:
        "Crutches for up to 2 weeks, blood-thinning injections for 2 weeks, stitches out at 12 days, physiotherapy from 1 week and clinic at 6 weeks.",
    },
    reviewed: contentReviewed,
    related: [
      { label: "Anterior knee pain and kneecap problems", href: "/Conditions/anterior-knee-pain" },
      { label: "Patellar stabilisation", href: "/Treatments/patellar-stabilization" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [],
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Treatments/patellar-stabilization",
    meta: {
      title: "Patellar Stabilisation and MPFL Surgery | Mr Ashcombe",
      description:
        "Surgery to stop the kneecap dislocating: MPFL reconstruction and bone procedures, your recovery week by week, return to sport, and the complications.",
      keywords: ["patellar stabilisation", "MPFL reconstruction", "kneecap dislocation surgery", "patellar instability", "trochleoplasty"],
    },
    card: {
      title: "Patellar Stabilisation",
      summary: "Surgery to stop the kneecap slipping out of place, such as MPFL reconstruction.",
    },
    heading: "Patellar Stabilisation",
    summary:
      "Patellar stabilisation is surgery to stop your kneecap slipping out of place (dislocating). The most common operation is MPFL reconstruction, which makes a new ligament.",
    image: treatmentImage(
      "patellar-stabilization",
      "Diagram of the knee from the front showing a new ligament graft running from the inner edge of the kneecap to the thigh bone, holding the kneecap in its groove.",
    ),
    faqs: [
      {
        question: "What is patellar stabilisation surgery?",
        answer: [
          "It is an operation to stop the kneecap dislocating. The surgeon repairs or replaces the tissues that hold the kneecap in place, and sometimes corrects the shape or alignment of the bones.",
          "It is usually offered when the kneecap has dislocated more than once, or after 3-6 months of non-surgical treatment has not helped.",
        ],
      },
      {
        question: "How is MPFL reconstruction done?",
        answer: [
          "The MPFL is a ligament on the inner side of the kneecap. It is usually torn when the kneecap dislocates.",
          "The surgeon takes a tendon, usually a hamstring tendon from the back of your thigh, and uses it to make a new ligament. It is fixed to the kneecap and the thigh bone through small cuts, 5-10 mm long, and one or two slightly longer cuts.",
        ],
      },
      {
        question: "What is the recovery timeline?",
        answer: [
          {
            list: [
              "First 48 hours: rest with your leg raised.",
              "1-2 weeks: walk with crutches; physiotherapy starts at 1 week; stitches out at 12 days.",
              "2-4 weeks: back to desk work.",
              "6 weeks: clinic check; heavy work.",
              "3-4 months: return to sport.",
            ],
          },
        ],
      },
      {
        question: "Will I need a brace after surgery?",
        answer: [
          "Often, yes. Many people wear a knee brace for the first few weeks to protect the knee while it heals. How long depends on the operation you have. Your surgeon will tell you.",
        ],
      },
      {
        question: "What are the possible complications?",
        answer: [
          "Serious complications each happen in under 1% of people. They are infection, blood clots (DVT or PE), nerve or blood vessel injury, and the bone not healing after it is moved (non-union).",
          "Other problems include stiffness, ongoing pain and the kneecap slipping again.",
        ],
      },
    ],
    sections: [],
    timeline: {
      title: "Recovery Timeline",
      steps: [
        {
          time: "First 48 hours",
          description:
            "Rest with your leg raised and use ice packs. Take your pain relief. You can shower after 48 hours with waterproof dressings.",
        },
        {
          time: "1-2 weeks",
          description:
            "Walk with crutches for 1-2 weeks. Physiotherapy starts at 1 week. Keep wounds dry for 7 days. Stitches come out at 12 days. Blood-thinning injections for 2 weeks.",
        },
        {
          time: "2-4 weeks",
          description: "Most people go back to desk work at 2-4 weeks. Keep up your exercises to build strength and movement.",
        },
        {
          time: "6 weeks",
          description: "Check-up in clinic at 6 weeks. Heavy or manual work is usually possible from 6 weeks.",
        },
        {
          time: "3-4 months",
          description: "Return to sport at 3-4 months, step by step, once your strength and control are good enough.",
        },
      ],
    },
    stabilisationTabs: {
      overview: {
        label: "Overview",
        about: {
          title: "About Patellar Stabilisation",
          content: [
            "Patellar stabilisation is an operation to stop the kneecap (patella) slipping out of its groove. It is for people whose kneecap has dislocated more than once, or whose knee was damaged when it dislocated.",
            "Most people try [physiotherapy](/PreAndPostcare/physiotherapy) first. Surgery is considered after 3-6 months of non-surgical treatment has not helped.",
          ],
        },
        understandingInstability: {
          title: "Understanding Patellar Instability",
          content: [
            "The kneecap sits in a groove at the end of the thigh bone. A ligament on its inner side, the medial patellofemoral ligament (MPFL), stops it slipping outwards.",
            "When the kneecap dislocates, the MPFL is usually torn. After that, the kneecap may slip out again more easily.",
            "Some people are more likely to dislocate because of the shape of their knee:",
            {
              list: [
                "a shallow groove for the kneecap (trochlear dysplasia)",
                "a kneecap that sits high (patella alta)",
                "a kneecap tendon that pulls the kneecap outwards",
                "loose, very flexible joints",
                "knock knees or twisted thigh or shin bones",
              ],
            },
            "Read more about [kneecap problems](/Conditions/anterior-knee-pain).",
          ],
        },
        surgicalApproaches: {
          title: "Surgical Approaches",
          content: [
            "The operation is planned around the reasons your kneecap is unstable. Your surgeon may use one technique or combine several.",
            {
              list: [
                "Soft tissue surgery: making a new ligament to hold the kneecap (MPFL reconstruction).",
                "Bone surgery: moving the bony lump the kneecap tendon attaches to, deepening the groove, or correcting the alignment of the leg.",
              ],
            },
            "A keyhole look inside the knee (arthroscopy), through cuts 5-10 mm long, is often done first. Bone surgery needs longer cuts.",
            "See the Procedure tab for details of each technique.",
          ],
        },
        priorToSurgery: {
          title: "Prior to Surgery",
          content: [
            {
              list: [
                "You will have X-rays and an MRI scan, and sometimes a CT scan, to plan the operation.",
                "Keep doing your physiotherapy exercises. Strong muscles help your recovery.",
                "You will have a pre-operative assessment to check you are fit for surgery.",
                "If you smoke, stop. Smoking slows healing.",
                "Practise using crutches and arrange help at home.",
              ],
            },
          ],
        },
        afterSurgery: {
          title: "After Surgery",
          content: [
            {
              list: [
                "Rest for 48 hours with your leg raised.",
                "You can shower after 48 hours, but keep the wounds dry for 7 days.",
                "Walk with crutches for 1-2 weeks, or longer after bone surgery.",
                "You may wear a knee brace for the first few weeks.",
                "You will have blood-thinning injections for 2 weeks.",
                "Stitches come out at 12 days.",
                "Physiotherapy starts at 1 week.",
                "You will be seen in clinic at 6 weeks.",
              ],
            },
          ],
        },
      },
      procedure: {
        label: "Procedure",
        intro: [
          "These are the main techniques. Many people need only an MPFL reconstruction. Others need it combined with bone surgery.",
        ],
        techniques: [
          {
            title: "MPFL Reconstruction",
            content: [
              "A new medial patellofemoral ligament (MPFL) is made from a tendon, usually a hamstring tendon from the back of your thigh.",
              "The graft is fixed to the inner edge of the kneecap and to the thigh bone. It acts like a check-rein to stop the kneecap slipping outwards.",
            ],
          },
          {
            title: "Tibial Tubercle Distalisation",
            content: [
              "If the kneecap sits too high, it can slip out of the groove easily. The bony lump below the kneecap (the tibial tubercle) is cut and moved down the shin, then fixed with screws.",
              "This brings the kneecap lower, into the deeper part of the groove.",
            ],
          },
          {
            title: "Tibial Tubercle Medialisation",
            content: [
              "If the kneecap tendon pulls the kneecap outwards, the tibial tubercle is cut and moved towards the inner side of the shin, then fixed with screws.",
              "This helps the kneecap run straight in its groove.",
            ],
          },
          {
            title: "Trochleoplasty",
            content: [
              "If the groove for the kneecap is very shallow or flat, the surgeon can deepen it. This operation is needed only for a small number of people.",
              "It is a bigger operation, and recovery can take longer.",
            ],
          },
          {
            title: "Femoral or Tibial Osteotomy",
            content: [
              "If the thigh bone (femur) or shin bone (tibia) is twisted or angled, it can pull the kneecap out of line. The bone is cut, straightened and held with a plate and screws.",
              "This is needed only rarely.",
            ],
          },
        ],
      },
      recovery: {
        label: "Recovery",
        restAndRecovery: {
          title: "Rest and Recovery",
          content: [
            {
              list: [
                "Rest for the first 48 hours with your leg raised. Use ice packs wrapped in a towel.",
                "Walk with crutches for 1-2 weeks.",
                "Have your blood-thinning injections for 2 weeks.",
                "Keep the wounds dry for 7 days. Stitches come out at 12 days.",
                "Physiotherapy starts at 1 week and is the key to a good recovery. Find a [physiotherapist](/PreAndPostcare/physiotherapy).",
              ],
            },
            "After bone surgery, you may need crutches and a brace for longer while the bone heals.",
          ],
        },
        returnToActivities: {
          title: "Return to Activities",
          content: [
            {
              list: [
                "Desk work: 2-4 weeks.",
                "Heavy work: 6 weeks.",
                "Sport: 3-4 months.",
              ],
            },
            "Only drive when you can control the car safely and do an emergency stop. Check with your insurer.",
            "After bone surgery, your surgeon may ask you to wait until X-rays show the bone has healed.",
          ],
        },
        complications: {
          title: "Complications",
          content: [
            "Each of these serious complications happens in under 1% of people:",
            {
              list: [
                "infection",
                "a blood clot in the leg (DVT) or lungs (PE)",
                "the bone not healing after it is moved (non-union)",
                "injury to a nerve or blood vessel (neurovascular injury)",
              ],
            },
            "Other problems include stiffness, ongoing pain, numb skin near a scar, the kneecap slipping again, and screws that need removing later.",
            ...whenToGetHelp,
          ],
        },
      },
    },
    procedure: {
      name: "Patellar stabilisation",
      alternateName: "Medial patellofemoral ligament (MPFL) reconstruction",
      procedureType: "Surgical",
      bodyLocation: "Kneecap (patella)",
      howPerformed:
        "A new MPFL ligament is made from a tendon graft through small cuts 5-10 mm long, sometimes with bone surgery to move the tibial tubercle, deepen the groove or realign the leg.",
      preparation: "Physiotherapy, X-rays, MRI and sometimes CT scans to plan the operation, and a pre-operative assessment.",
      followup:
        "Crutches for 1-2 weeks, blood-thinning injections for 2 weeks, stitches out at 12 days, physiotherapy from 1 week, clinic at 6 weeks and sport at 3-4 months.",
    },
    reviewed: contentReviewed,
    related: [
      { label: "Anterior knee pain and kneecap problems", href: "/Conditions/anterior-knee-pain" },
      { label: "Patellar realignment", href: "/Treatments/patellar-realignment" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [],
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Treatments/non-surgical-treatment-for-hips",
    meta: {
      title: "Non-Surgical Treatment for Hip Pain | Mr Ashcombe",
      description:
        "How physiotherapy, exercise, weight loss, medicines and injections can ease hip pain and arthritis, how well they work, and when to consider surgery.",
      keywords: ["non-surgical hip treatment", "hip arthritis", "hip physiotherapy", "hip injection", "hip pain relief"],
    },
    card: {
      title: "Non-Surgical Treatment for Hips",
      summary: "Physiotherapy, exercise, medicines and injections to ease hip pain without an operation.",
    },
    heading: "Non-Surgical Treatment for Hips",
    summary:
      "Many people with hip pain, including hip arthritis, are helped without an operation. Exercise, physiotherapy, weight loss, medicines and injections can ease pain.",
    image: treatmentImage(
      "non-surgical-hips",
      "Illustration of a person doing a hip exercise lying on their side and lifting the top leg, with a physiotherapist guiding them.",
    ),
    faqs: [
      {
        question: "What non-surgical treatments are available?",
        answer: [
          {
            list: [
              "exercise and physiotherapy",
              "losing weight if you are overweight",
              "pain relief medicines",
              "a walking stick and changes at home",
              "injections into the hip",
            ],
          },
          "Most people use a mix of these.",
        ],
      },
      {
        question: "How well does physiotherapy (physical therapy) work?",
        answer: [
          "In hip osteoarthritis, studies show exercise-based physiotherapy can reduce pain by 40-60%. Results vary from person to person.",
          "Most people notice improvement in 4-6 weeks. Find a [physiotherapist](/PreAndPostcare/physiotherapy) near you.",
        ],
      },
      {
        question: "Can injections help?",
        answer: [
          "A steroid injection into the hip can ease pain. Relief usually lasts 1-3 months. It is given using an X-ray or ultrasound scan to guide the needle.",
          "Hyaluronic acid injections may give relief for 6+ months in some people. But the evidence is weak, NICE does not recommend them, and they are not usually available on the NHS.",
        ],
      },
      {
        question: "When should I consider surgery?",
        answer: [
          "Consider surgery if 3-6 months of non-surgical treatment has not helped, and pain still stops you sleeping, walking or doing everyday things.",
          "Read about [hip replacement](/Treatments/hip-replacement).",
        ],
      },
      {
        question: "What lifestyle changes can help?",
        answer: [
          {
            list: [
              "Keep active. Walking, swimming and cycling are good for the hip.",
              "Lose weight if you are overweight. It takes load off the hip.",
              "Pace yourself and take short rests during the day.",
              "Wear cushioned, supportive shoes.",
              "Use a walking stick in the hand opposite your painful hip.",
              "Use a higher chair, a raised toilet seat or a long-handled shoe horn if bending is hard.",
            ],
          },
        ],
      },
    ],
    sections: [
      {
        title: "Exercise and Physiotherapy",
        content: [
          "Exercise is the main treatment for hip arthritis. It strengthens the muscles around the hip and keeps it moving.",
          "In hip osteoarthritis, exercise-based physiotherapy can reduce pain by 40-60%. Most people notice improvement in 4-6 weeks.",
          "Find a [physiotherapist](/PreAndPostcare/physiotherapy) near you.",
        ],
      },
      {
        title: "Weight and Activity",
        content: [
          "If you are overweight, losing weight eases the load on your hips.",
          "Stay active, but pace yourself. Low-impact activity such as swimming and cycling is often easier than running.",
        ],
      },
      {
        title: "Pain Relief",
        content: [
          "Anti-inflammatory tablets, such as ibuprofen, may help for short periods. They are not safe for everyone. Ask your GP or pharmacist.",
          "Stronger painkillers are rarely helpful for long-term hip pain and can have side effects.",
        ],
      },
      {
        title: "Walking Aids and Home Changes",
        content: [
          "A walking stick in the hand opposite your painful hip takes weight off the joint.",
          "A higher chair, a raised toilet seat and a long-handled shoe horn make daily life easier. An occupational therapist can advise you.",
        ],
      },
      {
        title: "Injections",
        content: [
          {
            subtitle: "Steroid injection",
            details: "Relief usually lasts 1-3 months. It can also help show whether the pain is coming from the hip joint.",
          },
          {
            subtitle: "Hyaluronic acid injection",
            details: "May give relief for 6+ months in some people. The evidence is weak and NICE does not recommend it.",
          },
          "Read about [hip injections](/hip-procedures/hip-injections).",
        ],
      },
      {
        title: "When Surgery May Help",
        content: [
          "If 3-6 months of non-surgical treatment has not helped, and pain badly affects your life, surgery may be worth discussing. Read about [hip replacement](/Treatments/hip-replacement).",
        ],
      },
    ],
    complications: injectionSideEffects,
    procedure: {
      name: "Non-surgical treatment of hip pain",
      alternateName: "Conservative management of hip osteoarthritis",
      procedureType: "NoninvasiveProcedure",
      bodyLocation: "Hip",
      howPerformed:
        "A programme of exercise and physiotherapy, weight management, pain relief, walking aids and home changes, and in some cases injections into the hip.",
      preparation: "An assessment of your hip by a doctor or physiotherapist.",
      followup: "Review after 3-6 months to check progress and decide whether surgery should be considered.",
    },
    reviewed: contentReviewed,
    related: [
      { label: "Hip replacement", href: "/Treatments/hip-replacement" },
      { label: "Hip injections", href: "/hip-procedures/hip-injections" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [],
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Treatments/hip-replacement",
    meta: {
      title: "Hip Replacement Surgery | Mr Ashcombe",
      description:
        "Hip replacement explained: when it may help, the operation, your recovery, the risks such as infection and dislocation, and our complete patient guide.",
      keywords: ["hip replacement", "total hip replacement", "hip arthritis surgery", "hip replacement recovery", "hip replacement guide"],
    },
    card: {
      title: "Hip Replacement",
      summary: "Replacing a worn hip joint to ease arthritis pain and improve movement.",
    },
    heading: "Hip Replacement",
    summary:
      "A hip replacement replaces a worn or damaged hip joint with an artificial one. It is used to ease severe hip pain, most often from arthritis, when other treatments have not helped.",
    image: treatmentImage(
      "hip-replacement",
      "Diagram of a hip replacement: a metal stem in the thigh bone with a ball on top, sitting in a cup fixed in the pelvis.",
    ),
    faqs: [
      {
        question: "What is a hip replacement?",
        answer: [
          "The hip is a ball-and-socket joint. In a hip replacement, the worn ball at the top of the thigh bone is replaced with a metal or ceramic ball on a stem. The socket is lined with a new cup.",
        ],
      },
      {
        question: "Am I ready for a hip replacement?",
        answer: [
          "It may help if hip pain stops you sleeping, walking or doing everyday things, and 3-6 months of non-surgical treatment has not helped.",
          "Read about [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).",
        ],
      },
      {
        question: "How soon will I be up and walking?",
        answer: [
          "You will usually get up and walk with a frame or crutches soon after the operation, often on the same day or the next day. Most people stay in hospital for a few days.",
        ],
      },
      {
        question: "What is the risk of infection?",
        answer: [
          "The risk of infection after a hip replacement is under 1%. A deep infection is serious and may need more operations.",
        ],
      },
      {
        question: "Can my new hip dislocate?",
        answer: [
          "Yes, it can, although it is uncommon. The risk is highest in the first weeks. Your team will show you how to move safely.",
        ],
      },
    ],
    sections: [
      {
        title: "About the Operation",
        content: [
          "You will have a spinal anaesthetic, a general anaesthetic, or both. Through a cut over the hip, the surgeon removes the worn ball and lines the socket.",
          {
            list: [
              "The new socket is a cup. It may be plastic, or metal with a plastic or ceramic lining.",
              "The new ball sits on a stem fixed inside the thigh bone.",
              "The parts are fixed with bone cement, or made so that your bone grows onto them.",
            ],
          },
        ],
      },
      {
        title: "Before Your Operation",
        content: [
          {
            list: [
              "You will have a pre-operative assessment to check you are fit for surgery.",
              "Keep as active as you can and do the exercises you are given.",
              "If you smoke, stopping lowers the risk of wound and chest problems.",
              "Get your home ready: a firm, high chair, a raised toilet seat, and things you use often within reach.",
            ],
          },
        ],
      },
      {
        title: "After Your Operation",
        content: [
          {
            list: [
              "You will get up and start walking soon after the operation, with a frame or crutches.",
              "You will be given medicines, and sometimes stockings, to lower the risk of blood clots.",
              "A physiotherapist will teach you exercises and how to use stairs.",
              "You may be given advice on how to sit, bend and get in and out of bed safely while the hip heals.",
            ],
          },
          "Keep doing your exercises at home. A [physiotherapist](/PreAndPostcare/physiotherapy) can help.",
        ],
      },
      {
        title: "Returning to Activities",
        content: [
          "Recovery is different for everyone. Your surgeon will tell you when it is safe to return to each activity.",
          {
            list: [
              "Only drive when you can get in and out of the car easily, control it safely and do an emergency stop. Check with your insurer.",
              "Walking, swimming, cycling and golf are good activities once the hip has healed.",
              "High-impact sport, such as running, may wear the new joint faster. Talk to your surgeon first.",
            ],
          },
        ],
      },
    ],
    complications: {
      title: "Possible complications",
      items: [
        "Infection: under 1%. A deep infection is serious and may need more operations.",
        "Blood clot in the leg (DVT) or lungs (PE).",
        "Dislocation of the new hip, most often in the first weeks.",
        "A difference in leg length.",
        "A break in the bone around the new joint during or after surgery.",
        "Damage to nerves or blood vessels, which is rare.",
        "The joint wearing or loosening over time, which may need a revision operation.",
        "Ongoing pain or stiffness.",
      ],
      help: whenToGetHelp,
    },
    procedure: {
      name: "Total hip replacement",
      alternateName: "Total hip arthroplasty",
      procedureType: "Surgical",
      bodyLocation: "Hip joint",
      howPerformed:
        "Through a cut over the hip, the worn ball at the top of the thigh bone is replaced with a ball on a stem, and the socket is lined with a new cup, fixed with or without cement.",
      preparation: "A pre-operative assessment, exercises, and getting your home ready with a high chair and raised toilet seat.",
      followup: "Walking soon after surgery with a frame or crutches, daily exercises, physiotherapy and a clinic review.",
    },
    reviewed: contentReviewed,
    related: [
      { label: "Non-surgical treatment for hips", href: "/Treatments/non-surgical-treatment-for-hips" },
      { label: "Revision hip replacement", href: "/hip-procedures/revision-hip-replacement" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [
      guideLinks.hipReplacement,
    ],
    guide: {
      preview: {
        src: "/images/documents/hip-replacement-guide.svg",
        alt: "Cover of the Hip Replacement Guide, a patient booklet.",
        width: 600,
        height: 800,
      },
      description:
        "Our {pages}-page guide explains what happens before, during and after a hip replacement. It covers preparing for surgery, your stay in hospital, exercises, the risks and when to get help.",
      href: "/documents/hip-replacement-guide.pdf",
      buttonLabel: "Download Complete Guide (PDF)",
    },
  },
]);

// ---------------------------------------------------------------------------------------------
// Treatments index
// ---------------------------------------------------------------------------------------------

const indexCard = card.extend({ href: z.string().regex(/^\/Treatments\/[a-z-]+$/), image });

export const treatmentsIndexPage = z.object({
  path: z.literal("/Treatments"),
  meta: pageMeta,
  heading: z.string().trim().min(1),
  intro: richText,
  linkLabel: z.literal("Learn more"),
  kneeProcedures: z.object({ title: z.literal("Knee Procedures"), href: z.literal("/knee-procedures"), cards: z.array(indexCard).length(8) }),
  hipProcedures: z.object({ title: z.literal("Hip Procedures"), href: z.literal("/hip-procedures"), cards: z.array(indexCard).length(2) }),
}).strict();

export type TreatmentsIndex = z.infer<typeof treatmentsIndexPage>;

const hipPaths = ["/Treatments/non-surgical-treatment-for-hips", "/Treatments/hip-replacement"];
const toCard = (page: TreatmentPage) => ({ ...page.card, href: page.path, image: page.image });

export const treatmentsIndex: TreatmentsIndex = treatmentsIndexPage.parse({
  path: "/Treatments",
  meta: {
    title: "Knee and Hip Treatments | Mr Edward Ashcombe",
    description:
      "Knee and hip treatments explained in plain English, from exercise and injections to keyhole surgery, ligament reconstruction and joint replacement.",
    keywords: ["knee treatments", "hip treatments", "knee surgery", "hip surgery", "knee replacement", "hip replacement"],
  },
  heading: "Treatments",
  intro: [
    "Treatment usually starts without an operation. If surgery may help, these pages explain what it involves. They cover how long recovery takes and the risks, so you can decide with your surgeon.",
  ],
  linkLabel: "Learn more",
  kneeProcedures: {
    title: "Knee Procedures",
    href: "/knee-procedures",
    cards: treatments.filter((page) => !hipPaths.includes(page.path)).map(toCard),
  },
  hipProcedures: {
    title: "Hip Procedures",
    href: "/hip-procedures",
    cards: treatments.filter((page) => hipPaths.includes(page.path)).map(toCard),
  },
});


// ---------------------------------------------------------------------------------------------
// Patient guides (PDFs built from this content)
// ---------------------------------------------------------------------------------------------

/**
 * A chapter taken from a page (`page` = route path, `part` = a chapter id from `pageChapters`),
 * optionally under a different heading where the page's own would repeat in the guide.
 */
const fromPage = z.object({ page: z.string(), part: z.string(), heading: z.string().trim().min(1).optional() })
  .strict();
/** A chapter written only for the printed guide. */
const guideOnly = titledContent;

export const patientGuide = z.object({
  href: z.string().regex(/^\/documents\/[a-z0-9-]+\.pdf$/),
  title: z.string().trim().min(1),
  subtitle: z.string().trim().min(1),
  audience: z.string().trim().min(1),
  cover: image,
  chapters: z.array(z.union([fromPage, guideOnly])).min(3),
}).strict();

export type PatientGuide = z.infer<typeof patientGuide>;
export interface GuideChapter {
  title: string;
  content: RichText;
}

/** FAQ items as one chapter of question headings and answers. */
function faqChapter(faqs: { question: string; answer: RichText }[]): RichText {
  return faqs.map((faq) => ({
    subtitle: faq.question,
    details: faq.answer.flatMap((block) => {
      if (typeof block === "string") return [block];
      if ("list" in block) return block.list;
      return [block.subtitle + ":", ...(Array.isArray(block.details) ? block.details : [block.details])];
    }),
  }));
}

const asChapter = (s: { title: string; content: RichText }): [string, GuideChapter] => [
  slugify(s.title),
  { title: s.title, content: s.content },
];

/**
 * Every part of a condition or treatment page as a titled chapter, keyed by id: section ids are the
 * slug of their title; "overview", "faqs", "complications", "timeline" and the special elements
 * have fixed ids.
 */
export function pageChapters(path: string): Map<string, GuideChapter> {
  const chapters = new Map<string, GuideChapter>();
  const condition: ConditionPage | undefined = conditions.find((page) => page.path === path);
  if (condition) {
    chapters.set("overview", { title: condition.heading, content: [condition.summary, ...condition.about] });
    for (
      const s of [
        condition.riskFactors,
        condition.symptoms,
        condition.diagnosis,
        condition.treatmentOptions,
        condition.surgicalTreatmentDetails,
      ]
    ) chapters.set(...asChapter(s));
    chapters.set("faqs", { title: "Common Questions", content: faqChapter(condition.faqs) });
    return chapters;
  }
  const page = treatments.find((p) => p.path === path);
  if (!page) return chapters;
  chapters.set("overview", { title: page.heading, content: [page.summary] });
  for (const s of page.sections) chapters.set(s.id ?? slugify(s.title), { title: s.title, content: s.content });
  if (page.tabs) {
    chapters.set("conservative-treatment", { title: page.tabs.conservative.label, content: page.tabs.conservative.about });
    const bio = page.tabs.orthobiologics;
    chapters.set("orthobiologics", {
      title: "Orthobiologics",
      content: [...bio.intro, { subtitle: "This guide covers", details: bio.bullets }, bio.publisherNote],
    });
  }
  if (page.procedureCard) {
    chapters.set("osteotomy-types", {
      title: page.procedureCard.title,
      content: page.procedureCard.entries.flatMap((entry) => [
        { subtitle: entry.title, details: entry.content.filter((b): b is string => typeof b === "string") },
      ]),
    });
  }
  if (page.timeline) {
    chapters.set("timeline", {
      title: page.timeline.title,
      content: page.timeline.steps.map((step) => ({ subtitle: step.time, details: step.description })),
    });
  }
  if (page.stabilisationTabs) {
    const { overview, procedure, recovery } = page.stabilisationTabs;
    for (const s of [overview.about, overview.understandingInstability, overview.surgicalApproaches, overview.priorToSurgery, overview.afterSurgery]) {
      chapters.set(...asChapter(s));
    }
    chapters.set("techniques", {
      title: "Surgical Techniques",
      content: [
        ...procedure.intro,
        ...procedure.techniques.map((t) => ({
          subtitle: t.title,
          details: t.content.filter((b): b is string => typeof b === "string"),
        })),
      ],
    });
    for (const s of [recovery.restAndRecovery, recovery.returnToActivities]) chapters.set(...asChapter(s));
    chapters.set("complications", recovery.complications);
  }
  if (page.complications) {
    chapters.set("complications", {
      title: "Possible Complications",
      content: [{ list: page.complications.items }, ...page.complications.help],
    });
  }
  chapters.set("faqs", { title: "Common Questions", content: faqChapter(page.faqs) });
  return chapters;
}

/** The chapters of a guide, in order, with page parts looked up. Throws on an unknown part. */
export function guideChapters(guide: PatientGuide): GuideChapter[] {
  return guide.chapters.map((chapter) => {
    if ("title" in chapter) return chapter;
    const found = pageChapters(chapter.page).get(chapter.part);
    if (!found) throw new Error(`${guide.href}: no part "${chapter.part}" on ${chapter.page}`);
    return chapter.heading ? { ...found, title: chapter.heading } : found;
  });
}

const guideCover = (alt: string) => ({ src: "/images/documents/guide-cover.svg", alt, width: 600, height: 800 });
const { private: privateHospital, nhs: nhsHospital } = site.hospitals;

const questionsToAsk = (topic: string, extra: string[] = []): GuideChapter => ({
  title: "Questions to Ask",
  content: [
    `You may find it helpful to write down your questions before your appointment. Some people ask about ${topic}:`,
    {
      list: [
        "What are my options, including not having surgery?",
        "What are the benefits and risks for me?",
        "How long will it take me to recover?",
        "When can I drive, go back to work and return to my sport or hobbies?",
        "What should I do before the operation to help my recovery?",
        ...extra,
      ],
    },
    "There are no silly questions. If you are unsure about anything, ask.",
  ],
});

const preparingForSurgery: GuideChapter = {
  title: "Preparing for Your Operation",
  content: [
    {
      subtitle: "Before you come in",
      details: [
        "Go to your pre-operative assessment. A nurse will check your health, your medicines and any allergies.",
        "Tell the team if you take blood thinners, diabetes medicines or the contraceptive pill. Some medicines need to be stopped before surgery.",
        "If you smoke, try to stop. It lowers the risk of wound and chest problems.",
        "Keep active and do the exercises you have been given.",
        "Arrange for someone to take you home and help you for the first few days.",
      ],
    },
    {
      subtitle: "Getting your home ready",
      details: [
        "Clear loose rugs and clutter so you cannot trip.",
        "Put things you use often within easy reach.",
        "Stock up on food that is easy to prepare.",
        "Have a firm chair with arms to sit in.",
      ],
    },
    {
      subtitle: "What to bring to hospital",
      details: [
        "your medicines in their boxes",
        "loose, comfortable clothes and flat shoes that fit well",
        "your crutches, if you were given them",
        "this guide, and a list of your questions",
      ],
    },
    "Follow the instructions you are given about when to stop eating and drinking before the operation.",
  ],
};

const whenToGetHelpChapter: GuideChapter = { title: "When to Get Help", content: whenToGetHelp };

const kneeExercises: GuideChapter = {
  title: "Early Exercises",
  content: [
    "Your physiotherapist will give you exercises to suit you. These are common early exercises. Stop and ask for advice if an exercise causes sharp pain.",
    {
      list: [
        "Ankle pumps: move your feet up and down briskly. This helps blood flow in your legs.",
        "Thigh squeezes: lying with your leg straight, tighten your thigh muscle and press the back of your knee down. Hold, then relax.",
        "Straight leg raise: tighten your thigh muscle and lift your straight leg a little way off the bed. Hold, then lower slowly.",
        "Knee bends: sitting or lying, slowly bend your knee as far as is comfortable, then straighten it.",
      ],
    },
    "Find a [physiotherapist](/PreAndPostcare/physiotherapy) near you.",
  ],
};

const myNotes = (items: string[]): GuideChapter => ({
  title: "My Notes",
  content: [{ list: items.map((item) => `${item}: ____________________`) }],
});

const contactDetails: GuideChapter = {
  title: "Contact Details",
  content: [
    `${surgeonName}, ${site.surgeon.jobTitle}.`,
    {
      list: [
        `Private patients: ${privateHospital.name}, ${phoneLabel(privateHospital.phone)}. Practice manager: ${
          phoneLabel(site.contacts.practiceManager.phone)
        }, ${site.contacts.practiceManager.email}.`,
        `NHS patients: ${nhsHospital.name}, ${phoneLabel(nhsHospital.phone)}. NHS secretary: ${
          phoneLabel(site.contacts.nhsSecretary.phone)
        }, ${site.contacts.nhsSecretary.email}.`,
      ],
    },
  ],
};

const aboutThisGuide: GuideChapter = {
  title: "About This Guide",
  content: [
    `This guide was written for patients by the practice of ${surgeonName}. It gives general information, not personal medical advice. Your surgeon will talk to you about your own situation.`,
    `Last reviewed: ${contentReviewed.lastReviewed}. Next review due: ${contentReviewed.nextReview}.`,
  ],
};

const tkr = "/Treatments/total-knee-replacement";
const pkr = "/Treatments/partial-knee-replacement";
const acl = "/Treatments/acl-reconstruction";
const aclCondition = "/Conditions/acl/-ligament-injury-(sports-knee-injury)";

export const guides: PatientGuide[] = z.array(patientGuide).parse([
  {
    href: "/documents/orthobiologics-guide.pdf",
    title: "Orthobiologics Guide",
    subtitle: "PRP and other injection treatments for the knee",
    audience: "People with knee pain or arthritis who are thinking about orthobiologic injections such as PRP.",
    cover: {
      src: "/images/documents/orthobiologics-guide.svg",
      alt: "Cover of the Orthobiologics Guide.",
      width: 600,
      height: 800,
    },
    chapters: [
      aboutThisGuide,
      { page: "/Treatments/non-surgical-treatment-for-knees", part: "orthobiologics" },
      {
        title: "What Orthobiologics Are",
        content: [
          "Orthobiologics are treatments made from substances found naturally in the body. They aim to help the body heal or to calm inflammation.",
          {
            subtitle: "Platelet-rich plasma (PRP)",
            details:
              "A small amount of your blood is taken and spun in a machine. This separates out the platelets, which carry natural healing signals. The platelet-rich part is injected into your knee.",
          },
          {
            subtitle: "Cell-based injections",
            details:
              "Some clinics offer injections made from your own bone marrow or fat. These are still experimental and are best used only as part of a research study.",
          },
        ],
      },
      {
        title: "What the Evidence Shows",
        content: [
          "Some studies suggest PRP may ease knee arthritis pain for some people. Other studies show little or no benefit. Experts do not yet agree on how well it works, who it helps, or how often it should be given.",
          "NICE, which advises the NHS, says PRP for knee osteoarthritis should only be used with special arrangements for consent and audit or research. It is not usually available on the NHS.",
          "Orthobiologic injections do not regrow cartilage or cure arthritis.",
        ],
      },
      {
        title: "Risks and Side Effects",
        content: [
          {
            list: [
              "pain, swelling or stiffness for a few days after the injection",
              "bruising where the blood was taken",
              "infection in the joint, which is rare but serious",
              "no improvement: not everyone is helped",
            ],
          },
          "These treatments can be costly, and you may need more than one injection. Ask what the full cost will be before you decide.",
        ],
      },
      { page: "/Treatments/non-surgical-treatment-for-knees", part: "conservative-treatment" },
      { page: "/Treatments/non-surgical-treatment-for-knees", part: "injections" },
      questionsToAsk("orthobiologic injections", [
        "What is the evidence for this treatment for my problem?",
        "How many injections will I need, and what will the full cost be?",
        "What will we do if it does not help?",
      ]),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/acl-reconstruction-guide.pdf",
    title: "ACL Reconstruction Guide",
    subtitle: "Before and after your operation, and your rehabilitation",
    audience: "People who have torn their anterior cruciate ligament (ACL) and are considering or waiting for ACL reconstruction.",
    cover: guideCover("Cover of the ACL Reconstruction Guide."),
    chapters: [
      aboutThisGuide,
      { page: aclCondition, part: "overview" },
      { page: acl, part: "overview" },
      { page: acl, part: "about-the-operation" },
      { page: acl, part: "before-your-operation" },
      preparingForSurgery,
      { page: acl, part: "after-your-operation" },
      kneeExercises,
      { page: acl, part: "returning-to-activities" },
      { page: acl, part: "complications" },
      { page: acl, part: "faqs" },
      questionsToAsk("ACL reconstruction", ["Which graft do you advise for me, and why?"]),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/nhs-acl-booklet.pdf",
    title: "ACL Injury and Reconstruction",
    subtitle: "Information for NHS patients",
    audience: `NHS patients seen at ${nhsHospital.name} with an ACL or other knee ligament injury.`,
    cover: guideCover("Cover of the ACL booklet for NHS patients."),
    chapters: [
      aboutThisGuide,
      { page: aclCondition, part: "overview" },
      { page: aclCondition, part: "symptoms" },
      { page: aclCondition, part: "diagnosis" },
      { page: aclCondition, part: "treatment-options" },
      { page: aclCondition, part: "surgical-treatment-details" },
      {
        title: "Your NHS Care",
        content: [
          `You have been referred to the knee clinic at ${nhsHospital.name}. At your appointment the team will examine your knee and talk through the options with you.`,
          "If you and your surgeon decide on surgery, you will be added to the waiting list. You will be sent a date for a pre-operative assessment before your operation.",
          "Keep doing your exercises while you wait. A strong, well-moving knee gives the best result after surgery.",
          `If you need to change an appointment, or have a question, call the NHS orthopaedic secretary on ${phoneLabel(site.contacts.nhsSecretary.phone)}.`,
        ],
      },
      preparingForSurgery,
      { page: acl, part: "after-your-operation" },
      kneeExercises,
      { page: acl, part: "returning-to-activities" },
      { page: acl, part: "complications" },
      { page: aclCondition, part: "faqs" },
      questionsToAsk("ACL injury"),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/knee-replacement-guide.pdf",
    title: "Knee Replacement Guide",
    subtitle: "Total and partial knee replacement, from first visit to full recovery",
    audience: "People with knee arthritis who are considering or waiting for a total or partial knee replacement.",
    cover: guideCover("Cover of the Knee Replacement Guide."),
    chapters: [
      aboutThisGuide,
      { page: "/Conditions/knee-arthritis", part: "overview" },
      { page: "/Conditions/knee-arthritis", part: "treatment-options" },
      { page: tkr, part: "about-the-operation" },
      { page: pkr, part: "who-is-suitable" },
      { page: pkr, part: "partial-or-total" },
      { page: tkr, part: "robotic-arm-assisted-surgery" },
      { page: tkr, part: "before-your-operation" },
      preparingForSurgery,
      { page: tkr, part: "in-hospital" },
      kneeExercises,
      { page: tkr, part: "recovery-and-return-to-activities", heading: "Recovery After a Total Knee Replacement" },
      { page: pkr, part: "recovery", heading: "Recovery After a Partial Knee Replacement" },
      { page: tkr, part: "how-long-it-lasts", heading: "How Long a Total Knee Replacement Lasts" },
      { page: pkr, part: "how-long-it-lasts", heading: "How Long a Partial Knee Replacement Lasts" },
      { page: tkr, part: "complications" },
      questionsToAsk("knee replacement", ["Am I suitable for a partial knee replacement?"]),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/robotic-arm-assisted-surgery-guide.pdf",
    title: "Robotic-Arm Assisted Knee Replacement",
    subtitle: "A patient guide",
    audience: "People who have been offered a robotic-arm assisted total or partial knee replacement.",
    cover: guideCover("Cover of the patient guide to robotic-arm assisted knee replacement."),
    chapters: [
      aboutThisGuide,
      { page: tkr, part: "robotic-arm-assisted-surgery" },
      {
        title: "Your CT Scan",
        content: [
          "Before your operation you will have a CT scan of your leg. It takes a few minutes and does not hurt. You lie still on a table while the scanner takes X-ray pictures.",
          "The pictures are used to make a 3D model of your knee. Your surgeon uses the model to plan the size and position of your new joint.",
          "The scan uses a small dose of radiation. Tell the team if you are or might be pregnant.",
        ],
      },
      {
        title: "On the Day of Surgery",
        content: [
          "The operation is the same as a standard knee replacement, with the robotic arm used to help with the bone cuts. Small markers are fixed to the bones during surgery so the system can track your knee. They are removed before the end of the operation.",
          "The surgeon is in control at all times.",
        ],
      },
      { page: tkr, part: "about-the-operation", heading: "Total Knee Replacement: The Operation" },
      { page: pkr, part: "about-the-operation", heading: "Partial Knee Replacement: The Operation" },
      preparingForSurgery,
      { page: tkr, part: "recovery-and-return-to-activities" },
      { page: tkr, part: "complications" },
      questionsToAsk("robotic-arm assisted surgery", ["Why do you advise robotic-arm assisted surgery for me?"]),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/total-knee-replacement-brochure.pdf",
    title: "Total Knee Replacement",
    subtitle: "Patient brochure",
    audience: "People thinking about a total knee replacement who want a short summary.",
    cover: guideCover("Cover of the total knee replacement patient brochure."),
    chapters: [
      { page: tkr, part: "overview" },
      { page: tkr, part: "about-the-operation" },
      { page: tkr, part: "in-hospital" },
      { page: tkr, part: "recovery-and-return-to-activities" },
      { page: tkr, part: "how-long-it-lasts" },
      { page: tkr, part: "complications" },
      contactDetails,
      aboutThisGuide,
    ],
  },
  {
    href: "/documents/total-knee-replacement-personal-guide.pdf",
    title: "Total Knee Replacement",
    subtitle: "Your personal guide",
    audience: "People with a date for a total knee replacement, to keep notes and checklists through their care.",
    cover: guideCover("Cover of the personal guide to total knee replacement."),
    chapters: [
      aboutThisGuide,
      myNotes([
        "My hospital",
        "Date of my pre-operative assessment",
        "Date of my operation",
        "Time to arrive and where to go",
        "Time to stop eating and drinking",
        "Medicines to stop before surgery, and when",
        "My physiotherapist",
        "Date of my clinic check-up",
      ]),
      {
        title: "My Checklist Before Surgery",
        content: [
          {
            list: [
              "I have been to my pre-operative assessment.",
              "I know which medicines to stop and when.",
              "I have arranged a lift home and help for the first weeks.",
              "My home is ready: rugs cleared, a firm chair, things within reach.",
              "I have practised my exercises.",
              "I have written down my questions.",
            ],
          },
        ],
      },
      { page: tkr, part: "before-your-operation" },
      preparingForSurgery,
      { page: tkr, part: "in-hospital" },
      kneeExercises,
      { page: tkr, part: "recovery-and-return-to-activities" },
      {
        title: "My Recovery Diary",
        content: [
          "Use this page to note how you are doing. It can help at your check-ups.",
          {
            list: [
              "Week 1: ____________________",
              "Week 2: ____________________",
              "Week 4: ____________________",
              "Week 6: ____________________",
              "Month 3: ____________________",
            ],
          },
        ],
      },
      { page: tkr, part: "complications" },
      questionsToAsk("total knee replacement"),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/partial-knee-replacement-brochure.pdf",
    title: "Partial Knee Replacement",
    subtitle: "Patient brochure",
    audience: "People thinking about a partial knee replacement who want a short summary.",
    cover: guideCover("Cover of the partial knee replacement patient brochure."),
    chapters: [
      { page: pkr, part: "overview" },
      { page: pkr, part: "about-the-operation" },
      { page: pkr, part: "who-is-suitable" },
      { page: pkr, part: "partial-or-total" },
      { page: pkr, part: "recovery" },
      { page: pkr, part: "how-long-it-lasts" },
      { page: pkr, part: "complications" },
      contactDetails,
      aboutThisGuide,
    ],
  },
  {
    href: "/documents/hip-replacement-guide.pdf",
    title: "Hip Replacement Guide",
    subtitle: "Your complete guide, from first visit to full recovery",
    audience: "People with hip arthritis who are considering or waiting for a hip replacement.",
    cover: {
      src: "/images/documents/hip-replacement-guide.svg",
      alt: "Cover of the Hip Replacement Guide.",
      width: 600,
      height: 800,
    },
    chapters: [
      aboutThisGuide,
      { page: "/Treatments/hip-replacement", part: "overview" },
      { page: "/Treatments/non-surgical-treatment-for-hips", part: "exercise-and-physiotherapy" },
      { page: "/Treatments/non-surgical-treatment-for-hips", part: "when-surgery-may-help" },
      { page: "/Treatments/hip-replacement", part: "about-the-operation" },
      { page: "/Treatments/hip-replacement", part: "before-your-operation" },
      preparingForSurgery,
      { page: "/Treatments/hip-replacement", part: "after-your-operation" },
      {
        title: "Early Exercises",
        content: [
          "Your physiotherapist will give you exercises to suit you. These are common early exercises. Stop and ask for advice if an exercise causes sharp pain.",
          {
            list: [
              "Ankle pumps: move your feet up and down briskly. This helps blood flow in your legs.",
              "Buttock squeezes: squeeze your buttock muscles together, hold, then relax.",
              "Heel slides: lying on your back, slide your heel towards your bottom, bending the hip and knee, then slide it back.",
              "Thigh squeezes: lying with your leg straight, tighten your thigh muscle and press the back of your knee down. Hold, then relax.",
            ],
          },
          "Find a [physiotherapist](/PreAndPostcare/physiotherapy) near you.",
        ],
      },
      { page: "/Treatments/hip-replacement", part: "returning-to-activities" },
      { page: "/Treatments/hip-replacement", part: "complications" },
      { page: "/Treatments/hip-replacement", part: "faqs" },
      questionsToAsk("hip replacement", ["How can I lower the risk of my new hip dislocating?"]),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
]);
