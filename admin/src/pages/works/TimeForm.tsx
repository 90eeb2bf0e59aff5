// Registering time on an activity (the works' create and edit pages): the generated form, with a
// date picker that offers only the days the member may still register on (never a future day, none
// the restriction has closed: contract/work-dates.ts, the rule the API applies) and starts at the
// company's today, and a save that returns to where the registration was started.
import type { BaseRecord } from '@refinedev/core';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { dayOpen, firstOpenDay } from '../../../../api/src/contract/work-dates.ts';
import { formatDay } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { companyToday } from '../../session/company-time.ts';
import { useResourceMeta, useSession } from '../../session/session-context.ts';
import GenericForm, { type FieldControl } from '../generic/GenericForm.tsx';
import { fieldRules } from '../generic/field-rules.ts';

const DAY = 'YYYY-MM-DD';

/** Where a saved registration lands: back where it was started, else its activity's time, else the list. */
export function useReturnAfterSave(activityIdOf: (saved: BaseRecord) => unknown): (saved: BaseRecord) => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  const { resourcesByName } = useSession();
  const activityShow = resourcesByName.get('activities')?.routes.show;
  const list = resourcesByName.get('works')?.routes.list ?? '/';
  return (saved) => {
    // 'default' is the page the visit opened at: there is no page of this visit to go back to.
    if (key !== 'default') {
      void navigate(-1);
      return;
    }
    const activityId = activityIdOf(saved);
    void navigate(activityShow && typeof activityId === 'string' ? `${activityShow.replace(':id', activityId)}#tab-works` : list, { replace: true });
  };
}

export default function TimeForm({ name, action }: { name: string; action: 'create' | 'edit' }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const meta = useResourceMeta(name);
  const restriction = useSession().me.company?.timeRestriction ?? 'none';
  const [searchParams] = useSearchParams();
  const today = companyToday();
  const first = firstOpenDay(restriction, today);
  const back = useReturnAfterSave((saved) => saved.activityId);

  const controls = useMemo<Record<string, FieldControl>>(() => {
    const field = meta.fields.workDate;
    const closed = (day: Dayjs) => dayOpen(restriction, today, day.format(DAY)) !== 'open';
    const hint =
      restriction === 'none' ? undefined : restriction === 'day' ? t('timeForm.openToday') : t('timeForm.openSince', { day: formatDay(first, language) });
    return {
      workDate: {
        // A new registration starts at the company's today (or an open day the address names).
        toForm:
          action === 'create'
            ? () => {
                const asked = searchParams.get('workDate');
                return dayjs(asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && dayOpen(restriction, today, asked) === 'open' ? asked : today);
              }
            : undefined,
        render: () => (
          // No "Hoy" button: it would pick the browser's day, and the open days are the company's.
          <Form.Item name="workDate" label={t(field.labelKey)} rules={fieldRules(field, (key, params) => t(key, params))} extra={hint}>
            <DatePicker format={t('formats.date')} style={{ width: '100%' }} disabledDate={closed} allowClear={false} showToday={false} />
          </Form.Item>
        ),
      },
    };
  }, [meta, restriction, today, first, language, action, searchParams, t]);

  return <GenericForm name={name} action={action} controls={controls} onSaved={back} />;
}
