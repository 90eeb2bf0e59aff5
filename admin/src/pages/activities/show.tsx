// An activity's page (operative-activities/general-activities/view/:id): the generated detail with
// its moves, in tabs (general, share, files, works, tasks, comments, expenses, revisions,
// history), and the chronometer's start.
import { ClockCircleOutlined } from '@ant-design/icons';
import { useNotification, useOne } from '@refinedev/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import type { ChronometerView } from '../../session/api-client.ts';
import { chronometerChanged, useChronometer } from '../../session/chronometer.ts';
import GenericShow from '../generic/GenericShow.tsx';

/** States in which time is registered (api: activity-states.ts TIME_STATES). */
const TIME_STATES = ['Assigned', 'InProcess', 'RequestForClarification'];

export default function ActivityShow({ name }: OverrideProps) {
  const { id } = useParams();
  const { t } = useTranslation();
  const { open } = useNotification();
  const chronometer = useChronometer();
  const { result: activity } = useOne<{ state: string; isMine: boolean; active: boolean }>({ resource: name, id, queryOptions: { enabled: !!id } });
  const runningHere = chronometer.view.activityId === id;
  const workable = !!activity && activity.active && TIME_STATES.includes(activity.state);
  const { send, busy } = useApiCommand();
  const start = async () => {
    const started = await send<ChronometerView>(
      '/chronometer/start',
      { activityId: id },
      { onFailure: (error) => open?.({ type: 'error', key: 'chronometer', message: error.message }) },
    );
    if (started) chronometerChanged(started);
  };
  const button =
    workable && !runningHere && !chronometer.view.activityId ? (
      <Button icon={<ClockCircleOutlined />} loading={busy} onClick={() => void start()} data-testid="chronometer-start">
        {t('chronometer.start')}
      </Button>
    ) : null;
  return <GenericShow name={name} extraButtons={button} tabs tabSections={['share']} />;
}
