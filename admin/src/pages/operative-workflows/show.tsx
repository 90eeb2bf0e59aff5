// A workflow's page in tabs (general, flow type and activities, agreement, dynamic form, files,
// activities, expenses, history), its answers drawn as its dynamic form's titles and values.
import type { DynamicFormField } from '../../../../api/src/contract/dynamic-forms.ts';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { AnswersView } from './workflow-answers.tsx';

export default function WorkflowShow({ name }: OverrideProps) {
  return (
    <GenericShow
      name={name}
      tabs
      tabSections={['flowType', 'agreement', 'dynamicForm']}
      views={{
        answers: (value, record) => (
          <AnswersView fields={record.dynamicFormFields as DynamicFormField[] | undefined} answers={value as Record<string, unknown>} />
        ),
      }}
    />
  );
}
