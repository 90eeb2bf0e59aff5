// A new workflow: the generated form, with the chosen flow type's dynamic form for its answers.
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericForm from '../generic/GenericForm.tsx';
import { useAnswersControl } from './workflow-answers.tsx';

export default function WorkflowCreate({ name }: OverrideProps) {
  const answers = useAnswersControl('create');
  return <GenericForm name={name} action="create" controls={{ answers }} />;
}
