import { storyProblemPage as content } from "../../content/form-answers.ts";
import {
  storyFieldId,
  type StoryFormErrors,
  type StoryFormField,
  StoryFormPlain,
  type StoryFormValues,
} from "../components/StoryFormPlain.tsx";
import { FormProblem, type FormProblemFrame } from "./FormProblem.tsx";

export interface StoryProblemProps extends FormProblemFrame {
  /** where the form posts again */
  action: string;
  values: StoryFormValues;
  fieldErrors: Array<{ field: StoryFormField; message: string }>;
  problem?: string;
}

/** "Check your story": the story form posted without JavaScript, shown again with its errors. */
export function StoryProblem(
  { action, values, fieldErrors, problem, ...frame }: StoryProblemProps,
) {
  const errors: StoryFormErrors = Object.fromEntries(fieldErrors.map((e) => [e.field, e.message]));
  return (
    <FormProblem
      {...frame}
      title={content.title}
      heading={content.heading}
      summary={content.summary}
      summaryTitle={content.summaryTitle}
      problem={problem}
      fieldErrors={fieldErrors.map((e) => ({ target: storyFieldId(e.field), message: e.message }))}
    >
      <StoryFormPlain action={action} values={values} errors={errors} />
    </FormProblem>
  );
}
