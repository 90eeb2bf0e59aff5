// The chronometer in the header (document 000, section 1): the activity it runs on and its time,
// ticking every second; pause, resume, and stop, which registers the time on the activity (asking
// first when the API warns, e.g. above three times the estimate) and says how much was registered;
// and discard, for one started by mistake: asked first, it registers nothing.
import { ClockCircleOutlined, PauseOutlined, CaretRightOutlined, CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useInvalidate, useNotification } from '@refinedev/core';
import { App, Button, Flex, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiCommand } from '../providers/use-api-command.ts';
import { chronometerChanged, clock, elapsedNow, refreshChronometer, useChronometer } from '../session/chronometer.ts';
import type { ChronometerView } from '../session/api-client.ts';
import { formatDuration } from '../../../api/src/contract/durations.ts';
import { asLanguage } from '../i18n/languages.ts';
import { OneLine } from './OneLine.tsx';

export function ChronometerWidget({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation();
  const state = useChronometer();
  const { modal } = App.useApp();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const [, tick] = useState(0);
  const { send, busy } = useApiCommand();
  useEffect(() => {
    if (!state.view.running) return undefined;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [state.view.running]);
  if (!state.view.activityId) return null;

  const act = async (action: 'start' | 'pause' | 'stop' | 'discard', confirmed?: string): Promise<void> => {
    const answer = await send<ChronometerView & { minutes?: number }>(
      action === 'discard' ? '/chronometer' : `/chronometer/${action}`,
      action === 'start' ? { activityId: state.view.activityId } : {},
      {
        method: action === 'discard' ? 'delete' : 'post',
        confirmed,
        // Stopping asks first when the API warns (e.g. above three times the estimate).
        onQuestion:
          action === 'stop'
            ? (question) =>
                modal.confirm({
                  title: question.message,
                  okText: t('chronometer.stop'),
                  cancelText: t('buttons.cancel'),
                  onOk: () => act('stop', question.code),
                })
            : undefined,
        onFailure: (error) => {
          open?.({ type: 'error', key: 'chronometer', message: error.message });
          // Gone meanwhile (stopped or discarded in another tab): the header shows what the API has.
          if (error.code === 'CHRONOMETER_NOTHING_TO_DISCARD') void refreshChronometer().catch(() => undefined);
        },
      },
    );
    if (!answer) return;
    if (action === 'discard') {
      open?.({ type: 'success', key: 'chronometer', message: t('chronometer.discarded', { code: state.view.activityCode }) });
      chronometerChanged({ running: false, activityId: null });
    } else if (action === 'stop') {
      const time = formatDuration(Number(answer.minutes ?? 0), asLanguage(i18n.language));
      open?.({ type: 'success', key: 'chronometer', message: t('chronometer.registered', { time, code: state.view.activityCode }) });
      chronometerChanged({ running: false, activityId: null });
      await invalidate({ resource: 'works', invalidates: ['list'] });
      await invalidate({ resource: 'activities', invalidates: ['detail', 'list'], id: state.view.activityId ?? undefined });
    } else {
      chronometerChanged(answer);
    }
  };

  // Started by mistake: the time run is thrown away, after the person says so.
  const askToDiscard = () =>
    modal.confirm({
      title: t('chronometer.discardQuestion'),
      content: t('chronometer.discardOutcome'),
      okText: t('chronometer.discardOk'),
      okButtonProps: { danger: true },
      cancelText: t('buttons.cancel'),
      onOk: () => act('discard'),
    });

  const seconds = elapsedNow(state);
  return (
    <Flex align="center" gap={4} data-testid="chronometer" style={{ flexShrink: 0 }}>
      <Tooltip title={state.view.activityTitle}>
        <Link
          to={`/operative-activities/general-activities/view/${state.view.activityId}`}
          aria-label={t('chronometer.activity', { title: state.view.activityTitle })}
        >
          <ClockCircleOutlined spin={state.view.running} />
        </Link>
      </Tooltip>
      <Typography.Text strong data-testid="chronometer-time" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {clock(seconds)}
      </Typography.Text>
      {!compact && (
        <OneLine secondary style={{ maxWidth: 120 }}>
          {state.view.activityCode}
        </OneLine>
      )}
      {state.view.running ? (
        <Button size="small" type="text" icon={<PauseOutlined />} aria-label={t('chronometer.pause')} disabled={busy} onClick={() => void act('pause')} />
      ) : (
        <Button size="small" type="text" icon={<CaretRightOutlined />} aria-label={t('chronometer.resume')} disabled={busy} onClick={() => void act('start')} />
      )}
      <Button
        size="small"
        type="text"
        icon={<CheckOutlined />}
        aria-label={t('chronometer.stop')}
        disabled={busy}
        onClick={() => void act('stop')}
        data-testid="chronometer-stop"
      />
      <Tooltip title={t('chronometer.discard')}>
        <Button
          size="small"
          type="text"
          danger
          icon={<CloseOutlined />}
          aria-label={t('chronometer.discard')}
          disabled={busy}
          onClick={askToDiscard}
          data-testid="chronometer-discard"
        />
      </Tooltip>
    </Flex>
  );
}
