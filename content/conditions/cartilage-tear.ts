/**
 * The condition page at /Conditions/cartilage-tear (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { lockedKneeAdvice } from "../urgent-help.ts";
import { type ConditionPage, conditionPage } from "./schema.ts";
import { conditionImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { fact } from "../clinical-facts.ts";

export const cartilageTear: ConditionPage = conditionPage.parse({
  path: "/Conditions/cartilage-tear",
  meta: {
    title: "Cartilage Tear (Torn Meniscus) | Mr Ashcombe",
    description:
      "A torn knee cartilage (meniscus) explained: causes, symptoms such as locking and swelling, how it is diagnosed, and when keyhole surgery may help.",
    keywords: [
      "cartilage tear",
      "torn meniscus",
      "meniscus tear",
      "knee locking",
      "knee arthroscopy",
      "meniscus repair",
    ],
  },
  card: {
    title: "Cartilage Tear",
    summary: "A torn meniscus or damaged joint cartilage: symptoms, tests and treatment.",
  },
  heading: "Cartilage Tear",
  summary:
    "A cartilage tear is a common knee injury. It often means a tear in the meniscus, a rubbery pad that cushions the knee. Many tears settle without surgery.",
  image: conditionImage("cartilage-tear"),
  faqs: [
    {
      question: "What is a cartilage tear?",
      answer: [
        "The knee has two types of cartilage. The menisci are two C-shaped pads of rubbery cartilage that sit between the thigh bone and shin bone. They act as shock absorbers. The ends of the bones are also covered with a smooth layer called joint cartilage.",
        "When people talk about a torn cartilage, they usually mean a tear in a meniscus.",
      ],
    },
    {
      question: "Will a torn meniscus heal on its own?",
      answer: [
        "The outer edge of the meniscus has a good blood supply and can sometimes heal. The inner part has very little blood supply and does not usually heal.",
        "Even so, symptoms from many tears settle with time, exercise and physiotherapy. This is especially true of tears that come on slowly with age.",
      ],
    },
    {
      question: "Do I need an operation?",
      answer: [
        "Not usually at first. Most people try exercise and [physiotherapy](/PreAndPostcare/physiotherapy) before surgery is considered.",
        "Surgery is more likely to help if your knee locks, catches or gives way, or if a large tear happened in an injury.",
        lockedKneeAdvice,
      ],
    },
    {
      question: "How well does keyhole surgery work for a torn meniscus?",
      answer: [
        `Keyhole surgery (arthroscopy) for a torn meniscus helps ${
          fact("meniscus-success.knee-arthroscopy")
        } of people. It does not help everyone, and some people still have pain afterwards, especially if they also have arthritis.`,
      ],
    },
    {
      question: "Can a cartilage tear lead to arthritis?",
      answer: [
        "It can. The meniscus protects the joint cartilage. If part of it is lost, the joint takes more load. Over many years this can raise the chance of arthritis.",
        "This is one reason surgeons try to repair the meniscus when they can, rather than remove it.",
      ],
    },
  ],
  about: [
    "Each knee has two menisci: one on the inner side and one on the outer side. They spread your weight across the joint and help keep the knee steady.",
    "In younger people, a meniscus usually tears during sport, when the knee twists while the foot is planted. In older people, the meniscus becomes weaker with age. It can tear with an everyday movement, such as getting up from a squat.",
    "The smooth joint cartilage on the ends of the bones can also be damaged in an injury. This is sometimes called a chondral injury.",
  ],
  riskFactors: {
    title: "Risk Factors",
    content: [
      "You are more likely to tear a cartilage if you:",
      {
        list: [
          "play sports with twisting, turning or sudden stops, such as football, rugby, netball, skiing or tennis",
          "are older, because the meniscus weakens with age",
          "have a job with a lot of squatting or kneeling",
          "have torn a knee ligament, such as the anterior cruciate ligament (ACL)",
          "have knee arthritis",
          "are overweight",
        ],
      },
    ],
  },
  symptoms: {
    title: "Symptoms",
    content: [
      "Symptoms of a torn cartilage include:",
      {
        list: [
          "pain on the inner or outer side of the knee, often worse when you twist or squat",
          "swelling, which may come on over a day or so",
          "the knee catching or clicking",
          "the knee locking, so you cannot straighten it fully",
          "the knee giving way",
        ],
      },
      "Some tears cause few or no symptoms.",
    ],
  },
  diagnosis: {
    title: "Diagnosis",
    content: [
      "Your doctor will ask how the problem started and examine your knee. Some tests, done by gently moving your knee, can point to a torn meniscus.",
      {
        subtitle: "Scans",
        details: [
          "An MRI scan shows the menisci and joint cartilage clearly.",
          "X-rays do not show cartilage, but they show whether you also have arthritis, which changes the best treatment.",
        ],
      },
    ],
  },
  treatmentOptions: {
    title: "Treatment Options",
    content: [
      "Many cartilage tears get better without surgery. Treatment usually starts with:",
      {
        list: [
          "rest from the activities that cause pain, while keeping the knee moving",
          "ice packs wrapped in a towel to ease pain and swelling",
          "pain relief, such as paracetamol or anti-inflammatory medicines if they are safe for you",
          "exercises and [physiotherapy](/PreAndPostcare/physiotherapy) to strengthen the muscles around the knee",
        ],
      },
      "Surgery may be offered if the knee locks or keeps giving way, or if symptoms do not settle.",
    ],
  },
  surgicalTreatmentDetails: {
    title: "Surgical Treatment Details",
    content: [
      `Cartilage tears are treated with keyhole surgery (arthroscopy). A small camera and instruments go into the knee through cuts about ${
        fact("keyhole-cut.knee-arthroscopy")
      } long.`,
      {
        subtitle: "Repairing the meniscus",
        details:
          "Some tears, often in younger people, can be stitched. A repair keeps the meniscus but takes longer to recover from. Read about [meniscus repair](/knee-procedures/meniscus-repair).",
      },
      {
        subtitle: "Trimming the torn part",
        details:
          "Tears that cannot heal are trimmed, keeping as much healthy meniscus as possible. This is called a [partial meniscectomy](/knee-procedures/partial-meniscectomy).",
      },
      {
        subtitle: "Joint cartilage damage",
        details:
          "Some areas of damaged joint cartilage can be treated. Read about [cartilage repair](/knee-procedures/cartilage-repair).",
      },
      `Surgery for a torn meniscus helps ${
        fact("meniscus-success.knee-arthroscopy")
      } of people. Read more about [knee arthroscopy](/Treatments/knee-arthroscopy).`,
    ],
  },
  condition: {
    name: "Cartilage tear of the knee",
    alternateName: "Meniscus tear",
    associatedAnatomy: "Meniscus of the knee",
    possibleTreatment: [
      "Physiotherapy",
      "Knee arthroscopy",
      "Meniscus repair",
      "Partial meniscectomy",
      "Cartilage repair",
    ],
    riskFactor: [
      "Twisting sports",
      "Older age",
      "Kneeling or squatting work",
      "ACL injury",
      "Knee arthritis",
    ],
    signOrSymptom: ["Knee pain", "Swelling", "Locking", "Catching", "Giving way"],
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
    { label: "Meniscus repair", href: "/knee-procedures/meniscus-repair" },
    { label: "Partial meniscectomy", href: "/knee-procedures/partial-meniscectomy" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [],
});
