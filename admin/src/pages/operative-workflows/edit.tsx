// A workflow's edit page: the generated form, with its own dynamic form for its answers.
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericForm from '../generic/GenericForm.tsx';
import { useAnswersControl } from './workflow-answers.tsx';

export default function WorkflowEdit({ name }: OverrideProps) {
  const answers = useAnswersControl('edit');
  return <GenericForm name={name} action="edit" controls={{ answers }} />;
}
