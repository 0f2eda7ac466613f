import {
  chatProcessing,
  lawfulBases,
  privacyPage,
  type Processor,
  processorsFor,
} from "../../content/privacy.ts";
import { DataRequestForm } from "../components/DataRequestForm.tsx";
import { useRenderContext } from "../render-context.ts";
import { PolicyPage } from "./PolicyPage.tsx";

/**
 * Rows and lines that hold only while Google writes the chat's answers carry `data-if="gemini"`,
 * their opposites `data-if="no-gemini"`; the edge keeps the ones that match its GEMINI_API_KEY
 * (edge/privacy-page.ts). No element with `data-if` may hold another of its own kind.
 */
const onlyIf = (processor: Processor) => processor.onlyWithGemini ? { "data-if": "gemini" } : {};

function LawfulBases() {
  return (
    <div className="table-scroll" role="region" aria-labelledby="lawful-basis-caption" tabIndex={0}>
      <table className="policy-table">
        <caption id="lawful-basis-caption">
          Lawful basis and how long we keep it, by purpose
        </caption>
        <thead>
          <tr>
            <th scope="col">What we use your details for</th>
            <th scope="col">Lawful basis</th>
            <th scope="col">How long we keep them</th>
          </tr>
        </thead>
        <tbody>
          {lawfulBases.map((row) => (
            <tr key={row.purpose}>
              <th scope="row">{row.purpose}</th>
              <td>{row.basis}</td>
              <td>{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Processors({ processors }: { processors: Processor[] }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby="processors-caption" tabIndex={0}>
      <table className="policy-table">
        <caption id="processors-caption">Companies that handle your details for us</caption>
        <thead>
          <tr>
            <th scope="col">Who</th>
            <th scope="col">What they do with your details</th>
            <th scope="col">Where they store them</th>
          </tr>
        </thead>
        <tbody>
          {processors.map((processor) => (
            <tr key={processor.who} {...onlyIf(processor)}>
              <th scope="row">{processor.who}</th>
              <td>{processor.what}</td>
              <td>{processor.where}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Transfers({ processors }: { processors: Processor[] }) {
  const abroad = processors.filter((processor) => processor.outsideUk);
  if (!abroad.length) return <p>None of the companies above stores your details outside the UK.</p>;
  return (
    <ul>
      {abroad.map((processor) => (
        <li key={processor.who} {...onlyIf(processor)}>
          {processor.who}: {processor.where}.
        </li>
      ))}
    </ul>
  );
}

/** `/privacy`: who is responsible, what is kept and why, for how long, by whom and where. */
export function Privacy() {
  const processors = processorsFor(useRenderContext().dataHosting);
  return (
    <PolicyPage
      page={privacyPage}
      extras={{
        chat: (
          <>
            <p data-if="gemini">{chatProcessing.gemini}</p>
            <p data-if="no-gemini">{chatProcessing.offline}</p>
          </>
        ),
        "lawful-basis": <LawfulBases />,
        "who-handles-your-data": <Processors processors={processors} />,
        transfers: <Transfers processors={processors} />,
        "your-rights": <DataRequestForm headingLevel={3} />,
      }}
    />
  );
}
