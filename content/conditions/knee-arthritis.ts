/**
 * The condition page at /Conditions/knee-arthritis (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { type ConditionPage, conditionPage } from "./schema.ts";
import { conditionImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { fact } from "../clinical-facts.ts";

export const kneeArthritis: ConditionPage = conditionPage.parse({
  path: "/Conditions/knee-arthritis",
  meta: {
    title: "Knee Arthritis: Symptoms and Treatment | Mr Ashcombe",
    description:
      "Knee arthritis explained in plain English: who gets it, the symptoms, how it is diagnosed, and the treatments that can help, with and without surgery.",
    keywords: [
      "knee arthritis",
      "knee osteoarthritis",
      "knee pain",
      "worn knee",
      "knee replacement",
      "knee osteotomy",
    ],
  },
  card: {
    title: "Knee Arthritis",
    summary:
      "Pain, stiffness and swelling from wear of the knee joint, and the treatments that help.",
  },
  heading: "Knee Arthritis",
  summary:
    "Knee arthritis is when the smooth lining of the knee joint wears thin. It can cause pain, stiffness and swelling. Many people are helped without an operation.",
  image: conditionImage("knee-arthritis"),
  faqs: [
    {
      question: "What is knee arthritis?",
      answer: [
        "The ends of the bones in your knee are covered with smooth, tough tissue called cartilage. It lets the joint move easily.",
        "In arthritis this cartilage wears thin and rough. The bone underneath can thicken and grow small spurs. The knee can become painful, stiff and swollen.",
        "The most common type is osteoarthritis. Less often, it is caused by a condition such as rheumatoid arthritis. In this, the body's immune system attacks the joint.",
      ],
    },
    {
      question: "Will my arthritis get worse?",
      answer: [
        "Not always. For many people the symptoms stay much the same for years. For others they slowly get worse.",
        "Symptoms often come and go. You may have good weeks and bad weeks. Keeping active and a healthy weight can help.",
      ],
    },
    {
      question: "Can exercise really help?",
      answer: [
        "Yes. Exercise is one of the most useful treatments for knee arthritis. Stronger thigh muscles support the knee and take some load off the joint.",
        `Many people notice a benefit within ${
          fact("physiotherapy-benefit.non-surgical-knee")
        } of regular exercise. A [physiotherapist](/PreAndPostcare/physiotherapy) can show you which exercises to do.`,
      ],
    },
    {
      question: "When should I think about surgery?",
      answer: [
        `Most people should try non-surgical treatment for ${
          fact("non-surgical-trial.knee-and-hip")
        } first.`,
        "Surgery may be worth discussing if pain still stops you sleeping, walking or doing everyday things, even after trying these treatments.",
        "The decision is yours. Your surgeon will explain the possible benefits and risks so you can choose.",
      ],
    },
    {
      question: "Will I need a total knee replacement?",
      answer: [
        "Not always. If arthritis affects only one part of the knee, a smaller operation may be possible.",
        `About ${
          fact("partial-suitability.partial-knee-replacement")
        } of patients who need a knee replacement are suitable for a [partial knee replacement](/Treatments/partial-knee-replacement). Some younger, active people may be suited to a [knee osteotomy](/Treatments/knee-osteotomy), which changes the alignment of the leg.`,
      ],
    },
  ],
  about: [
    "Arthritis means inflammation of a joint. In the knee, it most often means osteoarthritis. This is when the cartilage that covers the ends of the bones wears thin.",
    "The knee has three parts: the inner side, the outer side, and the joint behind the kneecap. Arthritis can affect one, two or all three parts. The inner side is the most often affected.",
    "Knee arthritis is common, especially as people get older. It is a long-term condition. There is no cure, but there are many ways to ease pain and keep moving.",
  ],
  riskFactors: {
    title: "Risk Factors",
    content: [
      "Anyone can get knee arthritis. You are more likely to get it if you:",
      {
        list: [
          "are older",
          "are a woman",
          "are overweight, because extra weight puts more load through the knee",
          "have had a knee injury before, such as a torn cartilage (meniscus) or a torn ligament",
          "have bow legs or knock knees, which put extra load on one side of the knee",
          "have a job or sport with a lot of kneeling, squatting or heavy lifting",
          "have family members with arthritis",
          "have another joint condition, such as rheumatoid arthritis or gout",
        ],
      },
    ],
  },
  symptoms: {
    title: "Symptoms",
    content: [
      "Symptoms usually start slowly and can come and go. They include:",
      {
        list: [
          "pain in the knee, often worse when you walk, use stairs or stand for a long time",
          "stiffness, especially first thing in the morning or after sitting, which eases as you move about",
          "swelling around the knee",
          "a grating or crunching feeling when you bend the knee",
          "the knee giving way or feeling weak",
          "not being able to bend or straighten the knee fully",
          "pain at night that affects your sleep",
        ],
      },
      "Over time some people notice the leg becoming more bowed or knock-kneed.",
    ],
  },
  diagnosis: {
    title: "Diagnosis",
    content: [
      "A GP or surgeon can often diagnose knee arthritis from your symptoms and by examining your knee.",
      {
        subtitle: "Tests you may have",
        details: [
          "X-rays taken while you stand. These show how much the gap between the bones has narrowed.",
          "An MRI scan, if it is not clear what is causing the pain.",
          "Blood tests, if your doctor thinks you may have a type of arthritis such as rheumatoid arthritis.",
        ],
      },
      "How bad an X-ray looks does not always match how much pain you have. Treatment is based on your symptoms, not only the X-ray.",
    ],
  },
  treatmentOptions: {
    title: "Treatment Options",
    content: [
      `Most people start with treatment that does not involve an operation. Try it for ${
        fact("non-surgical-trial.knee-and-hip")
      } before thinking about surgery.`,
      {
        list: [
          `Exercise and [physiotherapy](/PreAndPostcare/physiotherapy). Many people feel a benefit within ${
            fact("physiotherapy-benefit.non-surgical-knee")
          }.`,
          "Losing weight if you are overweight. Even a small loss can ease the load on your knee.",
          "Pain relief, such as anti-inflammatory gels rubbed on the knee, or tablets your GP or pharmacist recommends.",
          "A walking stick, supportive shoes, insoles or a knee brace.",
          "A steroid (cortisone) injection. Relief usually lasts 1-3 months, and not everyone gets relief.",
        ],
      },
      "Read more about [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees).",
    ],
  },
  surgicalTreatmentDetails: {
    title: "Surgical Treatment Details",
    content: [
      "Surgery may help if pain still badly affects your life after non-surgical treatment. The main operations are:",
      {
        subtitle: "Total knee replacement",
        details:
          "The worn surfaces of the whole knee are replaced with metal and plastic parts. Read about [total knee replacement](/Treatments/total-knee-replacement).",
      },
      {
        subtitle: "Partial knee replacement",
        details: `Only the worn part of the knee is replaced. About ${
          fact("partial-suitability.partial-knee-replacement")
        } of patients needing a knee replacement are suitable. Read about [partial knee replacement](/Treatments/partial-knee-replacement).`,
      },
      {
        subtitle: "Knee osteotomy",
        details:
          "The shin bone or thigh bone is cut and reshaped to move weight away from the worn part of the knee. It suits some younger, active people. Read about [knee osteotomy](/Treatments/knee-osteotomy).",
      },
      "Keyhole surgery (arthroscopy) to wash out or tidy up an arthritic knee is not recommended. It does not help arthritis pain. It may help only if the knee locks because of a loose piece of cartilage or bone.",
    ],
  },
  condition: {
    name: "Knee arthritis",
    alternateName: "Osteoarthritis of the knee",
    associatedAnatomy: "Knee joint",
    possibleTreatment: [
      "Exercise and physiotherapy",
      "Weight loss",
      "Pain relief medicines",
      "Steroid injection",
      "Total knee replacement",
      "Partial knee replacement",
      "Knee osteotomy",
    ],
    riskFactor: [
      "Older age",
      "Being overweight",
      "Previous knee injury",
      "Bow legs or knock knees",
      "Family history",
    ],
    signOrSymptom: [
      "Knee pain",
      "Stiffness",
      "Swelling",
      "Grating or crunching",
      "Knee giving way",
    ],
  },
  reviewed: awaitingClinicalReview,
  related: [
    {
      label: "Non-surgical treatment for knees",
      href: "/Treatments/non-surgical-treatment-for-knees",
    },
    { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
    { label: "Partial knee replacement", href: "/Treatments/partial-knee-replacement" },
    { label: "Knee osteotomy", href: "/Treatments/knee-osteotomy" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [],
});
