import { dataRequestProblemPage as content } from "../../content/form-answers.ts";
import {
  type DataRequestErrors,
  type DataRequestField,
  dataRequestFieldId,
  DataRequestForm,
  type DataRequestValues,
} from "../components/DataRequestForm.tsx";
import { FormProblem, type FormProblemFrame } from "./FormProblem.tsx";

export interface DataRequestProblemProps extends FormProblemFrame {
  values: DataRequestValues;
  fieldErrors: Array<{ field: DataRequestField; message: string }>;
  problem?: string;
}

/** "Check your request": the data request form posted without what it needs, shown again. */
export function DataRequestProblem(
  { values, fieldErrors, problem, ...frame }: DataRequestProblemProps,
) {
  const errors: DataRequestErrors = Object.fromEntries(
    fieldErrors.map((e) => [e.field, e.message]),
  );
  return (
    <FormProblem
      {...frame}
      title={content.title}
      heading={content.heading}
      summary={content.summary}
      summaryTitle={content.summaryTitle}
      problem={problem}
      fieldErrors={fieldErrors.map((e) => ({
        target: dataRequestFieldId(e.field),
        message: e.message,
      }))}
    >
      <DataRequestForm values={values} errors={errors} />
    </FormProblem>
  );
}
