// A user's page: the generated detail, with the way to their work profile (job-profile).
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import { useAllowed } from '../../session/use-allowed.ts';
import GenericShow from '../generic/GenericShow.tsx';

export default function UserShow({ name }: OverrideProps) {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useAllowed(name, 'edit');
  const jobProfile =
    canEdit && id ? <Button onClick={() => navigate(`/management/users/job-profile/${id}`)}>{t('resources.users.sections.workProfile')}</Button> : null;
  return <GenericShow name={name} extraButtons={jobProfile} />;
}
