import { aboutPage, type Video } from "../../content/about.ts";
import type { Image } from "../../content/schema.ts";
import { PageHero } from "../components/PageHero.tsx";
import { Img } from "../components/Img.tsx";
import { Portrait } from "../components/Portrait.tsx";
import { RichText } from "../components/RichText.tsx";
import { ReviewRecordNote } from "../components/ReviewedNote.tsx";
import type { LinkItem } from "../../content/schema.ts";

const [roomImage, theatreImage, roboticImage] = aboutPage.images;
const { biography, kneeSpecialties, hipSpecialties, robotic } = aboutPage;

function Figure(
  { image, priority = false, className }: { image: Image; priority?: boolean; className?: string },
) {
  return (
    <figure className={["figure", className].filter(Boolean).join(" ")}>
      <Img
        image={image}
        priority={priority}
        className="figure-image"
        sizes="(min-width: 960px) 36vw, 100vw"
      />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}

function SpecialtyList({ id, heading, links }: { id: string; heading: string; links: LinkItem[] }) {
  return (
    <section className="specialty-list" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The silent, captioned explainer. No download control; nothing loads until the patient presses
 * play; the captions are also given as text beneath it, for reading without playing.
 */
function RoboticVideo({ video }: { video: Video }) {
  const descriptionId = "robotic-video-description";
  return (
    <figure className="video-figure">
      <video
        controls
        controlsList="nodownload"
        preload="none"
        playsInline
        poster={video.poster.src}
        width={video.poster.width}
        height={video.poster.height}
        aria-describedby={descriptionId}
      >
        <source src={video.src} type={video.type} />
        <track
          kind="captions"
          srcLang={video.captions.srclang}
          label={video.captions.label}
          src={video.captions.src}
          default
        />
        <p>{video.description}</p>
      </video>
      <figcaption>
        <p className="video-title">{video.title}</p>
        <p id={descriptionId}>{video.description}</p>
        <details className="transcript">
          <summary>{video.transcriptLabel}</summary>
          <ol>
            {video.captions.cues.map((cue) => <li key={cue.start}>{cue.text}</li>)}
          </ol>
        </details>
      </figcaption>
    </figure>
  );
}

/** `/AboutMe`: three images, the biography, the specialties, robotic-arm surgery and its video. */
export function About() {
  return (
    <>
      <PageHero heading={aboutPage.heading} summary={aboutPage.intro}>
        <Portrait priority />
      </PageHero>
      <div className="container page-body about">
        <section className="about-biography" aria-labelledby="biography-title">
          <div className="prose">
            <h2 id="biography-title">{biography.heading}</h2>
            <RichText content={biography.content} />
          </div>
          <div className="about-figures">
            <Figure image={roomImage} />
            <Figure image={theatreImage} />
          </div>
        </section>

        <div className="specialties">
          <SpecialtyList
            id="knee-specialties"
            heading={kneeSpecialties.heading}
            links={kneeSpecialties.links}
          />
          <SpecialtyList
            id="hip-specialties"
            heading={hipSpecialties.heading}
            links={hipSpecialties.links}
          />
        </div>

        <section id={robotic.id} className="robotic" aria-labelledby={`${robotic.id}-title`}>
          <div className="robotic-intro">
            <div className="prose">
              <h2 id={`${robotic.id}-title`}>{robotic.heading}</h2>
              <RichText content={robotic.intro} />
            </div>
            <Figure image={roboticImage} />
          </div>
          <div className="robotic-sections">
            {robotic.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                className="info-card"
                aria-labelledby={`${section.id}-title`}
              >
                <h3 id={`${section.id}-title`}>{section.title}</h3>
                <RichText content={section.content} />
              </section>
            ))}
          </div>
          <RoboticVideo video={robotic.video} />
        </section>
        <ReviewRecordNote record={aboutPage.reviewed} />
      </div>
    </>
  );
}
