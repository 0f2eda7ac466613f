/**
 * The conditions index and the four condition pages (spec §2).
 *
 * Clinical figures come only from spec §9 and are written in the same form ("3-6 months",
 * "30-50%") so tests/unit/clinical-content.test.ts can find them.
 */
import { z } from "zod";
import {
  card,
  documentLink,
  faqItem,
  image,
  inlineText,
  namedSection,
  pageMeta,
  relatedLink,
  reviewDates,
  richText,
} from "./schema.ts";
import { contentReviewed } from "./reviewed.ts";
import { guideLinks } from "./guide-links.ts";

// ---------------------------------------------------------------------------------------------
// Condition pages
// ---------------------------------------------------------------------------------------------

/** Fields for MedicalCondition JSON-LD. */
export const medicalCondition = z.object({
  name: z.string().trim().min(1),
  alternateName: z.string().trim().min(1).optional(),
  associatedAnatomy: z.string().trim().min(1),
  possibleTreatment: z.array(z.string().trim().min(1)).min(1),
  riskFactor: z.array(z.string().trim().min(1)).min(1),
  signOrSymptom: z.array(z.string().trim().min(1)).min(1),
}).strict();

export const conditionPage = z.object({
  path: z.string().regex(/^\/Conditions\/\S+$/),
  /** other paths that show this same page (rows in the route table pointing here) */
  aliases: z.array(z.string().regex(/^\/Conditions\/\S+$/)).optional(),
  meta: pageMeta,
  card,
  heading: z.string().trim().min(1),
  summary: inlineText,
  image,
  /** "Common questions" accordion */
  faqs: z.array(faqItem).min(4).max(6),
  about: richText,
  riskFactors: namedSection("Risk Factors"),
  symptoms: namedSection("Symptoms"),
  diagnosis: namedSection("Diagnosis"),
  treatmentOptions: namedSection("Treatment Options"),
  surgicalTreatmentDetails: namedSection("Surgical Treatment Details"),
  condition: medicalCondition,
  reviewed: reviewDates,
  related: z.array(relatedLink),
  documents: z.array(documentLink),
}).strict();

export type MedicalConditionData = z.infer<typeof medicalCondition>;
export type ConditionPage = z.infer<typeof conditionPage>;

const conditionImage = (file: string, alt: string) => ({
  src: `/images/conditions/${file}.svg`,
  alt,
  width: 800,
  height: 600,
});

export const conditions: ConditionPage[] = z.array(conditionPage).parse([
  // -------------------------------------------------------------------------------------------
  {
    path: "/Conditions/knee-arthritis",
    meta: {
      title: "Knee Arthritis: Symptoms and Treatment | Mr Ashcombe",
      description:
        "Knee arthritis explained in plain English: who gets it, the symptoms, how it is diagnosed, and the treatments that can help, with and without surgery.",
      keywords: ["knee arthritis", "knee osteoarthritis", "knee pain", "worn knee", "knee replacement", "knee osteotomy"],
    },
    card: {
      title: "Knee Arthritis",
      summary: "Pain, stiffness and swelling from wear of the knee joint, and the treatments that help.",
    },
    heading: "Knee Arthritis",
    summary:
      "Knee arthritis is when the smooth lining of the knee joint wears thin. It can cause pain, stiffness and swelling. Many people are helped without an operation.",
    image: conditionImage(
      "knee-arthritis",
      "Diagram of a knee with arthritis. The cartilage between the thigh bone and shin bone is worn thin, leaving a narrow gap and rough bone edges.",
    ),
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
          "Many people notice a benefit within 4-6 weeks of regular exercise. A [physiotherapist](/PreAndPostcare/physiotherapy) can show you which exercises to do.",
        ],
      },
      {
        question: "When should I think about surgery?",
        answer: [
          "Most people should try non-surgical treatment for 3-6 months first.",
          "Surgery may be worth discussing if pain still stops you sleeping, walking or doing everyday things, even after trying these treatments.",
          "The decision is yours. Your surgeon will explain the possible benefits and risks so you can choose.",
        ],
      },
      {
        question: "Will I need a total knee replacement?",
        answer: [
          "Not always. If arthritis affects only one part of the knee, a smaller operation may be possible.",
          "About 30-50% of patients who need a knee replacement are suitable for a [partial knee replacement](/Treatments/partial-knee-replacement). Some younger, active people may be suited to a [knee osteotomy](/Treatments/knee-osteotomy), which changes the alignment of the leg.",
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
        "Most people start with treatment that does not involve an operation. Try it for 3-6 months before thinking about surgery.",
        {
          list: [
            "Exercise and [physiotherapy](/PreAndPostcare/physiotherapy). Many people feel a benefit within 4-6 weeks.",
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
          details:
            "Only the worn part of the knee is replaced. About 30-50% of patients needing a knee replacement are suitable. Read about [partial knee replacement](/Treatments/partial-knee-replacement).",
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
      riskFactor: ["Older age", "Being overweight", "Previous knee injury", "Bow legs or knock knees", "Family history"],
      signOrSymptom: ["Knee pain", "Stiffness", "Swelling", "Grating or crunching", "Knee giving way"],
    },
    reviewed: contentReviewed,
    related: [
      { label: "Non-surgical treatment for knees", href: "/Treatments/non-surgical-treatment-for-knees" },
      { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
      { label: "Partial knee replacement", href: "/Treatments/partial-knee-replacement" },
      { label: "Knee osteotomy", href: "/Treatments/knee-osteotomy" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [],
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Conditions/cartilage-tear",
    meta: {
      title: "Cartilage Tear (Torn Meniscus) | Mr Ashcombe",
      description:
        "A torn knee cartilage (meniscus) explained: causes, symptoms such as locking and swelling, how it is diagnosed, and when keyhole surgery may help.",
      keywords: ["cartilage tear", "torn meniscus", "meniscus tear", "knee locking", "knee arthroscopy", "meniscus repair"],
    },
    card: {
      title: "Cartilage Tear",
      summary: "A torn meniscus or damaged joint cartilage: symptoms, tests and treatment.",
    },
    heading: "Cartilage Tear",
    summary:
      "A cartilage tear is a common knee injury. It often means a tear in the meniscus, a rubbery pad that cushions the knee. Many tears settle without surgery.",
    image: conditionImage(
      "cartilage-tear",
      "Diagram of the top of the shin bone seen from above, showing the two C-shaped menisci with a tear in the inner meniscus.",
    ),
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
          "If your knee is locked and you cannot straighten it, you should be seen quickly.",
        ],
      },
      {
        question: "How well does keyhole surgery work for a torn meniscus?",
        answer: [
          "Keyhole surgery (arthroscopy) for a torn meniscus helps about 80-90% of people. It does not help everyone, and some people still have pain afterwards, especially if they also have arthritis.",
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
        "Cartilage tears are treated with keyhole surgery (arthroscopy). A small camera and instruments go into the knee through cuts about 5 mm long.",
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
        "Surgery for a torn meniscus helps about 80-90% of people. Read more about [knee arthroscopy](/Treatments/knee-arthroscopy).",
      ],
    },
    condition: {
      name: "Cartilage tear of the knee",
      alternateName: "Meniscus tear",
      associatedAnatomy: "Meniscus of the knee",
      possibleTreatment: ["Physiotherapy", "Knee arthroscopy", "Meniscus repair", "Partial meniscectomy", "Cartilage repair"],
      riskFactor: ["Twisting sports", "Older age", "Kneeling or squatting work", "ACL injury", "Knee arthritis"],
      signOrSymptom: ["Knee pain", "Swelling", "Locking", "Catching", "Giving way"],
    },
    reviewed: contentReviewed,
    related: [
      { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
      { label: "Meniscus repair", href: "/knee-procedures/meniscus-repair" },
      { label: "Partial meniscectomy", href: "/knee-procedures/partial-meniscectomy" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [],
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
    meta: {
      title: "ACL and Ligament Injury (Sports Knee Injury)",
      description:
        "Anterior cruciate ligament (ACL) and other knee ligament injuries explained: how they happen, symptoms, tests, rehabilitation and ACL reconstruction.",
      keywords: ["ACL injury", "anterior cruciate ligament", "knee ligament injury", "sports knee injury", "ACL reconstruction"],
    },
    card: {
      title: "ACL and Ligament Injury",
      summary: "Sports knee injuries to the ACL and other ligaments, and how they are treated.",
    },
    heading: "ACL and Ligament Injury (Sports Knee Injury)",
    summary:
      "Ligaments are strong bands that hold the knee together. The anterior cruciate ligament (ACL) is often torn in sport. Treatment may be exercise-based rehabilitation or surgery.",
    image: conditionImage(
      "acl-injury",
      "Diagram of the knee from the front with the kneecap removed, showing the anterior cruciate ligament crossing the middle of the joint, with a tear.",
    ),
    faqs: [
      {
        question: "What is the ACL?",
        answer: [
          "The anterior cruciate ligament (ACL) is a strong band of tissue in the middle of the knee. It joins the thigh bone (femur) to the shin bone (tibia).",
          "It stops the shin bone sliding forwards and helps control twisting. Without it, the knee can give way when you turn or change direction.",
        ],
      },
      {
        question: "Do I need surgery for a torn ACL?",
        answer: [
          "Not everyone does. Some people do well with an exercise programme led by a physiotherapist. This is more likely if you do not play sports with a lot of twisting.",
          "Surgery (ACL reconstruction) is usually advised if your knee keeps giving way. It may also be advised if you want to go back to twisting sports, or if other parts of the knee are damaged.",
        ],
      },
      {
        question: "Can a torn ACL heal on its own?",
        answer: [
          "A completely torn ACL does not usually heal back to full strength. But the muscles around the knee can be trained to help keep it steady.",
        ],
      },
      {
        question: "When can I play sport again?",
        answer: [
          "After ACL reconstruction, you should wait at least 9 months before going back to contact sport. Most people return at 9-12 months.",
          "Going back too early raises the risk of tearing the ACL again. Your surgeon and physiotherapist will check your strength and control before you return.",
        ],
      },
      {
        question: "Can children tear their ACL?",
        answer: [
          "Yes. Children who are still growing need special care because surgery near the growth plates can affect growth. Your surgeon will explain the options for your child.",
        ],
      },
    ],
    about: [
      "Ligaments are tough bands of tissue that join one bone to another. The knee has four main ligaments that hold it steady.",
      {
        list: [
          "The anterior cruciate ligament (ACL) runs through the middle of the knee. It joins the thigh bone (femur) to the shin bone (tibia), and stops the shin bone sliding forwards and twisting under the thigh bone.",
          "The posterior cruciate ligament (PCL) crosses behind the ACL. It stops the shin bone sliding backwards.",
          "The medial collateral ligament (MCL) runs down the inner side of the knee.",
          "The lateral collateral ligament (LCL) runs down the outer side of the knee.",
        ],
      },
      "The ACL is the ligament most often torn in sport. It usually tears without contact with another player. This can happen when you land from a jump, stop suddenly, or turn with your foot planted.",
      "A ligament injury can happen on its own or with other damage, such as a torn meniscus or a bruised bone.",
    ],
    riskFactors: {
      title: "Risk Factors",
      content: [
        "You are more likely to injure your ACL if you:",
        {
          list: [
            "play sports that involve jumping, landing, pivoting or sudden changes of direction, such as football, rugby, netball, basketball or skiing",
            "are a girl or woman, who are more likely to tear an ACL than men in the same sport",
            "have torn an ACL before, in either knee",
            "have weaker thigh and hip muscles, or land with the knee turning inwards",
            "are tired, as control of the knee gets worse with fatigue",
          ],
        },
        "Training programmes that teach good landing and strengthen the legs can lower the risk.",
      ],
    },
    symptoms: {
      title: "Symptoms",
      content: [
        "Signs of an ACL tear include:",
        {
          list: [
            "a pop or snap felt or heard at the time of injury",
            "pain, and not being able to carry on playing",
            "swelling that comes on quickly, often within a few hours",
            "the knee feeling loose or giving way, especially when you turn",
          ],
        },
        "Injuries to the collateral ligaments cause pain and tenderness on the inner or outer side of the knee.",
        "If your knee is very swollen after an injury, or you cannot put weight on it, get it checked at a minor injuries unit or A&E.",
      ],
    },
    diagnosis: {
      title: "Diagnosis",
      content: [
        "Your doctor will ask how the injury happened and examine your knee. Gentle tests check how much the shin bone moves on the thigh bone.",
        {
          subtitle: "Tests you may have",
          details: [
            "An MRI scan, which shows the ligaments, menisci and bone bruising.",
            "X-rays, to check for a broken bone.",
          ],
        },
        "Swelling and pain can make the knee hard to examine at first. You may be asked to come back when it has settled.",
      ],
    },
    treatmentOptions: {
      title: "Treatment Options",
      content: [
        {
          subtitle: "In the first few days",
          details: [
            "Rest the knee and use crutches if you need to.",
            "Use an ice pack wrapped in a towel to ease pain and swelling.",
            "Raise your leg when you sit.",
          ],
        },
        {
          subtitle: "Rehabilitation",
          details:
            "A [physiotherapist](/PreAndPostcare/physiotherapy) will help you get back full movement and build up your muscles. For some people, rehabilitation alone gives a steady knee for everyday life.",
        },
        {
          subtitle: "Other ligaments",
          details:
            "Most injuries to the medial collateral ligament (MCL) heal without surgery, sometimes with a hinged knee brace. Some injuries to the PCL and the outer-side ligaments need surgery.",
        },
        "Changing the sports you play can also lower the strain on a knee without an ACL.",
      ],
    },
    surgicalTreatmentDetails: {
      title: "Surgical Treatment Details",
      content: [
        "A torn ACL cannot usually be stitched back together. Instead, it is replaced with a graft. This is called ACL reconstruction.",
        {
          list: [
            "The graft is usually taken from your own body. It may be hamstring tendons from the back of the thigh, or a strip of tendon from the front of the knee.",
            "The operation is done with keyhole surgery (arthroscopy) and takes about 2 hours.",
            "Other damage, such as a torn meniscus, can be treated at the same time.",
          ],
        },
        "Recovery takes many months of rehabilitation. You should wait at least 9 months before contact sport, and most people return at 9-12 months.",
        "Read more about [ACL reconstruction](/Treatments/acl-reconstruction) and [PCL reconstruction](/knee-procedures/pcl-reconstruction).",
      ],
    },
    condition: {
      name: "Anterior cruciate ligament injury",
      alternateName: "ACL tear",
      associatedAnatomy: "Anterior cruciate ligament of the knee",
      possibleTreatment: ["Physiotherapy and rehabilitation", "Knee brace", "ACL reconstruction"],
      riskFactor: ["Pivoting and landing sports", "Female sex", "Previous ACL injury", "Weak thigh and hip muscles"],
      signOrSymptom: ["Pop at the time of injury", "Rapid knee swelling", "Knee giving way", "Knee pain"],
    },
    reviewed: contentReviewed,
    related: [
      { label: "ACL reconstruction", href: "/Treatments/acl-reconstruction" },
      { label: "PCL reconstruction", href: "/knee-procedures/pcl-reconstruction" },
      { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [
      guideLinks.aclReconstruction,
      guideLinks.nhsAclBooklet,
    ],
  },
  // -------------------------------------------------------------------------------------------
  {
    path: "/Conditions/anterior-knee-pain",
    aliases: ["/Conditions/anterior-knee-pain-&-kneecap-problems", "/Conditions/kneecap-problems"],
    meta: {
      title: "Anterior Knee Pain and Kneecap Problems | Mr Ashcombe",
      description:
        "Pain at the front of the knee and kneecap problems, including a kneecap that slips out of place: causes, symptoms, tests and treatment options.",
      keywords: [
        "anterior knee pain",
        "kneecap pain",
        "patellofemoral pain",
        "kneecap dislocation",
        "patellar instability",
        "runner's knee",
      ],
    },
    card: {
      title: "Anterior Knee Pain and Kneecap Problems",
      summary: "Pain at the front of the knee, and a kneecap that slips out of place.",
    },
    heading: "Anterior Knee Pain and Kneecap Problems",
    summary:
      "Pain at the front of the knee is common, especially in active teenagers and young adults. Most people get better with exercise. Some kneecap problems need surgery.",
    image: conditionImage(
      "anterior-knee-pain",
      "Diagram of the knee from the side, showing the kneecap sitting in its groove at the front of the thigh bone, with the area of pain shaded.",
    ),
    faqs: [
      {
        question: "What causes pain at the front of the knee?",
        answer: [
          "Often there is no single cause. The kneecap may be taking more load than it can cope with, for example after a sudden increase in sport or training.",
          "Weak thigh and hip muscles, tight muscles, and the way the kneecap moves in its groove can all play a part.",
        ],
      },
      {
        question: "Why does my knee hurt on the stairs?",
        answer: [
          "Going up and down stairs, squatting and kneeling press the kneecap hard against the thigh bone. This is why they often hurt. Sitting for a long time with the knees bent can hurt too.",
        ],
      },
      {
        question: "My kneecap slipped out of place. What now?",
        answer: [
          "A kneecap that slips out (dislocates) often goes back by itself when you straighten the leg. If it stays out, go to A&E.",
          "After a first dislocation you will usually have X-rays or an MRI scan, then [physiotherapy](/PreAndPostcare/physiotherapy). Surgery may be advised if it keeps happening or if a piece of bone or cartilage has broken off.",
        ],
      },
      {
        question: "Will I need surgery?",
        answer: [
          "Most people with pain at the front of the knee do not. Exercise and physiotherapy help most people, often within 4-6 weeks.",
          "Surgery on the kneecap is considered only after 3-6 months of non-surgical treatment has not worked, or if the kneecap keeps dislocating.",
        ],
      },
    ],
    about: [
      "The kneecap (patella) is a small bone at the front of the knee. It sits in a groove at the end of the thigh bone and slides up and down as you bend and straighten your leg.",
      "Pain at the front of the knee is often called anterior knee pain or patellofemoral pain. It is one of the most common knee problems in active teenagers and young adults.",
      {
        subtitle: "Other kneecap problems",
        details: [
          "Kneecap instability: the kneecap slips partly or fully out of its groove.",
          "Patellar tendinopathy (jumper's knee): pain in the tendon just below the kneecap.",
          "Osgood-Schlatter disease: a painful lump below the knee in growing children who play sport.",
          "Arthritis behind the kneecap, which can cause pain on stairs and when getting up.",
        ],
      },
    ],
    riskFactors: {
      title: "Risk Factors",
      content: [
        "You are more likely to have pain or kneecap problems if you:",
        {
          list: [
            "are a teenager or young adult",
            "are a girl or woman",
            "do sports with a lot of running, jumping or squatting",
            "suddenly increase how much exercise you do",
            "have weak thigh or hip muscles, or tight muscles around the knee",
            "have flat feet or very flexible joints",
            "have a shallow groove for the kneecap, or a kneecap that sits high",
            "have had a kneecap dislocation before",
          ],
        },
      ],
    },
    symptoms: {
      title: "Symptoms",
      content: [
        {
          subtitle: "Anterior knee pain",
          details: [
            "a dull ache around or behind the kneecap",
            "pain going up or down stairs, squatting, kneeling or running",
            "pain after sitting for a long time with the knees bent",
            "a clicking or grating feeling",
          ],
        },
        {
          subtitle: "Kneecap instability",
          details: [
            "the kneecap slipping out of place, often when you twist",
            "the knee giving way",
            "pain and swelling after the kneecap slips out",
            "feeling nervous about the knee during sport",
          ],
        },
      ],
    },
    diagnosis: {
      title: "Diagnosis",
      content: [
        "Your doctor will ask about your symptoms and examine your knee, hips and feet. They will watch how your kneecap moves.",
        {
          subtitle: "Tests you may have",
          details: [
            "X-rays, to look at the shape of the kneecap and its groove.",
            "An MRI scan, to check the cartilage and ligaments.",
            "A CT scan, to measure the alignment of the kneecap, if surgery is being planned.",
          ],
        },
        "Many people with anterior knee pain do not need any scans.",
      ],
    },
    treatmentOptions: {
      title: "Treatment Options",
      content: [
        "Non-surgical treatment helps most people. It includes:",
        {
          list: [
            "[Physiotherapy](/PreAndPostcare/physiotherapy) to strengthen the thigh and hip muscles. Many people notice a benefit within 4-6 weeks.",
            "Cutting down on activities that cause pain for a while, then building back up slowly",
            "Taping, a knee support or insoles",
            "Pain relief, such as anti-inflammatory gel",
            "Losing weight if you are overweight",
          ],
        },
        "Read more about [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees).",
      ],
    },
    surgicalTreatmentDetails: {
      title: "Surgical Treatment Details",
      content: [
        "Surgery on the kneecap is considered after 3-6 months of non-surgical treatment has not helped, or when the kneecap keeps dislocating.",
        {
          subtitle: "Patellar stabilisation",
          details:
            "A new ligament is made to hold the kneecap in place. This is often an MPFL reconstruction. Read about [patellar stabilisation](/Treatments/patellar-stabilization).",
        },
        {
          subtitle: "Patellar realignment",
          details:
            "The bony lump the kneecap tendon attaches to is moved, so the kneecap runs straighter. Read about [patellar realignment](/Treatments/patellar-realignment).",
        },
        "Surgery is not usually helpful for anterior knee pain without instability. Exercise is the main treatment.",
      ],
    },
    condition: {
      name: "Anterior knee pain",
      alternateName: "Patellofemoral pain syndrome",
      associatedAnatomy: "Kneecap (patella) and patellofemoral joint",
      possibleTreatment: ["Physiotherapy", "Activity changes", "Taping and supports", "Patellar stabilisation", "Patellar realignment"],
      riskFactor: ["Adolescence", "Female sex", "Running and jumping sports", "Weak thigh and hip muscles", "Shallow kneecap groove"],
      signOrSymptom: ["Pain around the kneecap", "Pain on stairs", "Kneecap slipping out of place", "Knee giving way"],
    },
    reviewed: contentReviewed,
    related: [
      { label: "Patellar stabilisation", href: "/Treatments/patellar-stabilization" },
      { label: "Patellar realignment", href: "/Treatments/patellar-realignment" },
      { label: "Non-surgical treatment for knees", href: "/Treatments/non-surgical-treatment-for-knees" },
      { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    ],
    documents: [],
  },
]);

export const conditionsIndex = z.object({
  path: z.literal("/Conditions"),
  meta: pageMeta,
  heading: z.string().trim().min(1),
  intro: richText,
  cards: z.array(card.extend({ href: z.string(), image })).length(4),
}).strict().parse({
  path: "/Conditions",
  meta: {
    title: "Knee Conditions | Mr Edward Ashcombe",
    description:
      "Plain-English guides to common knee conditions: knee arthritis, cartilage tears, ACL and ligament injuries, and pain at the front of the knee.",
    keywords: ["knee conditions", "knee pain", "knee arthritis", "cartilage tear", "ACL injury", "kneecap pain"],
  },
  heading: "Conditions",
  intro: [
    "These pages explain some common knee problems. Each one covers who gets it, the symptoms, how it is diagnosed and the treatments that can help.",
    "Many knee problems get better without an operation. When surgery may help, we explain what it involves so you can talk it through with your surgeon.",
  ],
  cards: conditions.map((page) => ({ ...page.card, href: page.path, image: page.image })),
});

export type ConditionsIndex = typeof conditionsIndex;
