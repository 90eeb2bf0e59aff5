// The agenda (view-calendar): the member's activities by date (assigned, in process, finished) and
// their appointments, by month, week or day; a new appointment sends its invitation to the attendees
// (iCalendar, through the API), and an appointment shows its history of changes. On a phone the
// month's days show a dot per entry, and the chosen day's entries are listed under the month.
import { PageHeader } from '@refinedev/antd';
import { useNotification } from '@refinedev/core';
import {
  App,
  Badge,
  Button,
  Calendar,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  List,
  Modal,
  Segmented,
  Select,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiRead } from '../../providers/use-api-read.ts';
import { Link } from 'react-router';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { companyTimeZone, fromPickerValue, toPickerValue } from '../../session/company-time.ts';
import { formatMoment } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import type { FileDescriptor } from '../../../../api/src/contract/field-checks.ts';
import { AttachmentsInput } from './AttachmentsInput.tsx';

interface AgendaActivity {
  id: string;
  code: string;
  title: string;
  state: string;
  deliveryAt: string;
  finishedAt: string | null;
  kind: 'assigned' | 'inProcess' | 'finished';
}
interface Appointment {
  id: string;
  subject: string;
  location: string | null;
  startsAt: string;
  endsAt: string;
  attendees: string[];
  activityId: string | null;
  attachments?: FileDescriptor[];
}
interface Change {
  id: string;
  change: string;
  createdAt: string;
  changedBy: string | null;
  after: Appointment | null;
}
type View = 'month' | 'week' | 'day';

const COLOURS: Record<AgendaActivity['kind'], string> = { assigned: 'blue', inProcess: 'orange', finished: 'green' };
/** An entry of a month's day: one line, cut with "…" (its full text in its title), never broken letter by letter. */
const ONE_LINE = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;
/** A phone's day in the month: a row of dots just under its date. */
const DOTS = { position: 'absolute', insetInline: 0, top: '100%', lineHeight: 0, overflow: 'hidden', pointerEvents: 'none' } as const;

function rangeOf(view: View, day: Dayjs): [Dayjs, Dayjs] {
  if (view === 'day') return [day.startOf('day'), day.endOf('day')];
  if (view === 'week') {
    const monday = day.subtract((day.day() + 6) % 7, 'day').startOf('day');
    return [monday, monday.add(7, 'day')];
  }
  return [day.startOf('month').subtract(7, 'day'), day.endOf('month').add(7, 'day')];
}

export default function AgendaPage() {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const [view, setView] = useState<View>('month');
  // Days and times are the company's wall clock, wherever the browser is (session/company-time.ts).
  const [day, setDay] = useState(() => toPickerValue(new Date()));
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Appointment | null>(null);
  const [from, to] = useMemo(() => rangeOf(view, day), [view, day]);

  // The range's activities and appointments; the range being left stays on screen meanwhile.
  const agenda = useApiRead<{ activities: AgendaActivity[]; appointments: Appointment[] }>('/agenda', {
    query: { from: fromPickerValue(from).toISOString(), to: fromPickerValue(to).toISOString() },
    keepPrevious: true,
  });
  const data = agenda.data ?? { activities: [], appointments: [] };
  const load = () => {
    void agenda.refetch();
  };

  const onDay = (d: Dayjs) => ({
    activities: data.activities.filter((a) => toPickerValue(a.finishedAt ?? a.deliveryAt).isSame(d, 'day')),
    appointments: data.appointments.filter((a) => toPickerValue(a.startsAt).isSame(d, 'day')),
  });
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone: companyTimeZone() }).format(new Date(iso));
  // Below the sm breakpoint a month's day is too narrow for any code.
  const phone = Grid.useBreakpoint().sm === false;
  const activityText = (a: AgendaActivity) => `${a.code} · ${a.title} (${t(`pages.agenda.kinds.${a.kind}`)})`;
  const appointmentText = (a: Appointment) => `${time(a.startsAt)} ${a.subject}`;
  /** A day's entries: in full (week, day, a phone's chosen day), by code in a month's day, or as dots on a phone's. */
  const entries = (d: Dayjs, size: 'full' | 'code' | 'dot') => {
    const { activities, appointments } = onDay(d);
    if (size === 'dot') {
      return (
        // Under the date, out of the layout (every date of a week stays on one line), as many as fit.
        <Flex gap={2} justify="center" style={DOTS}>
          {appointments.map((a) => (
            <Badge key={a.id} color="purple" />
          ))}
          {activities.map((a) => (
            <Badge key={a.id} color={COLOURS[a.kind]} />
          ))}
        </Flex>
      );
    }
    const line = size === 'code' ? ONE_LINE : undefined;
    return (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {appointments.map((a) => (
          <li key={a.id} style={line} title={appointmentText(a)}>
            <Typography.Link onClick={() => setShown(a)}>{appointmentText(a)}</Typography.Link>
          </li>
        ))}
        {activities.map((a) => (
          <li key={a.id} style={line} title={activityText(a)}>
            <Link to={`/operative-activities/general-activities/view/${a.id}`}>
              <Badge color={COLOURS[a.kind]} /> {size === 'code' ? a.code : activityText(a)}
            </Link>
          </li>
        ))}
      </ul>
    );
  };
  /** A day under its date: its entries in full, or that there is nothing. */
  const dayBlock = (d: Dayjs) => (
    <Flex vertical gap={4} style={{ width: '100%' }}>
      <Typography.Text strong>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(d.toDate())}</Typography.Text>
      {onDay(d).activities.length + onDay(d).appointments.length === 0 ? (
        <Typography.Text type="secondary">{t('pages.agenda.nothing')}</Typography.Text>
      ) : (
        entries(d, 'full')
      )}
    </Flex>
  );
  const days = view === 'day' ? [day] : Array.from({ length: 7 }, (_, i) => from.add(i, 'day'));

  return (
    <PageHeader
      title={t('pages.agenda.title')}
      breadcrumb={<AppBreadcrumb />}
      backIcon={false}
      extra={
        <Button type="primary" onClick={() => setCreating(true)} data-testid="new-appointment">
          {t('pages.agenda.new')}
        </Button>
      }
    >
      <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }}>
        <Segmented
          value={view}
          onChange={(v) => setView(v as View)}
          data-testid="agenda-view"
          options={(['month', 'week', 'day'] as const).map((v) => ({ value: v, label: t(`pages.agenda.views.${v}`) }))}
        />
        <DatePicker value={day} onChange={(d) => d && setDay(d)} allowClear={false} format={t('formats.date')} aria-label={t('pages.agenda.date')} />
        {(Object.keys(COLOURS) as AgendaActivity['kind'][]).map((k) => (
          <Tag key={k} color={COLOURS[k]}>
            {t(`pages.agenda.kinds.${k}`)}
          </Tag>
        ))}
      </Flex>
      {view === 'month' ? (
        <>
          <Calendar
            value={day}
            fullscreen={!phone}
            onPanelChange={(d) => setDay(d)}
            onSelect={(d, info) => {
              if (info.source === 'date') setDay(d);
            }}
            // Ant Design's own header has a year and a month select without a name for screen readers.
            headerRender={({ value, onChange }) => (
              <Flex gap="small" justify="flex-end" style={{ padding: 8 }}>
                <Select
                  size="small"
                  aria-label={t('pages.agenda.year')}
                  value={value.year()}
                  popupMatchSelectWidth={false}
                  options={Array.from({ length: 21 }, (_, i) => value.year() - 10 + i).map((y) => ({ value: y, label: y }))}
                  onChange={(y) => onChange(value.year(y))}
                />
                <Select
                  size="small"
                  aria-label={t('pages.agenda.month')}
                  value={value.month()}
                  popupMatchSelectWidth={false}
                  options={Array.from({ length: 12 }, (_, m) => ({
                    value: m,
                    label: new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(new Date(2000, m, 1)),
                  }))}
                  onChange={(m) => onChange(value.month(m))}
                />
              </Flex>
            )}
            cellRender={(d, info) => (info.type === 'date' ? entries(d, phone ? 'dot' : 'code') : null)}
          />
          {phone && (
            <div style={{ marginTop: 12 }} data-testid="agenda-chosen-day">
              {dayBlock(day)}
            </div>
          )}
        </>
      ) : (
        <List dataSource={days} data-testid="agenda-days" renderItem={(d) => <List.Item>{dayBlock(d)}</List.Item>} />
      )}
      {creating && (
        <NewAppointment
          day={day}
          onClose={(saved) => {
            setCreating(false);
            if (saved) {
              open?.({ type: 'success', key: 'appointment', message: t('pages.agenda.sent') });
              load();
            }
          }}
        />
      )}
      {shown && (
        <AppointmentDrawer
          appointment={shown}
          onClose={(changed) => {
            setShown(null);
            if (changed) load();
          }}
        />
      )}
    </PageHeader>
  );
}

function NewAppointment({ day, onClose }: { day: Dayjs; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const { send, busy } = useApiCommand();
  const save = async () => {
    const v = (await form.validateFields()) as {
      subject: string;
      location?: string;
      when: [Dayjs, Dayjs];
      reminderMinutes?: number;
      attendees?: string[];
      attachments?: FileDescriptor[];
    };
    const sent = await send(
      '/appointments',
      {
        subject: v.subject,
        location: v.location || null,
        startsAt: fromPickerValue(v.when[0]).toISOString(),
        endsAt: fromPickerValue(v.when[1]).toISOString(),
        reminderMinutes: v.reminderMinutes ?? null,
        attendees: v.attendees ?? [],
        attachments: (v.attachments ?? []).map((f) => ({ id: f.id })),
      },
      { onFailure: (e) => setError(e.message) },
    );
    if (sent) onClose(true);
  };
  return (
    <Modal
      open
      title={t('pages.agenda.new')}
      confirmLoading={busy}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      okText={t('pages.agenda.send')}
      cancelText={t('buttons.cancel')}
    >
      <Form form={form} layout="vertical" initialValues={{ when: [day.hour(9).minute(0), day.hour(10).minute(0)], reminderMinutes: 15 }}>
        <Form.Item name="subject" label={t('pages.agenda.fields.subject')} rules={[{ required: true, message: t('errors.REQUIRED') }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="when" label={t('pages.agenda.fields.when')} rules={[{ required: true, message: t('errors.REQUIRED') }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format={t('formats.dateTime')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="location" label={t('pages.agenda.fields.location')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="attendees"
          label={t('pages.agenda.fields.attendees')}
          rules={[{ type: 'array', defaultField: { type: 'email', message: t('errors.EMAIL_NOT_ALLOWED') } }]}
        >
          <Select mode="tags" tokenSeparators={[',', ';', ' ']} open={false} />
        </Form.Item>
        <Form.Item name="reminderMinutes" label={t('pages.agenda.fields.reminder')}>
          <InputNumber min={0} max={10080} addonAfter="min" />
        </Form.Item>
        <Form.Item name="attachments" label={t('pages.agenda.fields.attachments')}>
          <AttachmentsInput />
        </Form.Item>
      </Form>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  );
}

function AppointmentDrawer({ appointment, onClose }: { appointment: Appointment; onClose: (changed: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const { send } = useApiCommand();
  // Cancelling mails every attendee the cancellation: asked first.
  const askToCancel = () =>
    modal.confirm({
      title: t('pages.agenda.cancelQuestion', { subject: appointment.subject }),
      content: t('pages.agenda.cancelOutcome', { count: appointment.attendees.length }),
      okText: t('pages.agenda.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('pages.agenda.keep'),
      onOk: async () => onClose(!!(await send(`/appointments/${appointment.id}`, {}, { method: 'delete' }))),
    });
  const history = useApiRead<Change[]>(`/appointments/${appointment.id}/history`).data ?? [];
  const when = (iso: string) => formatMoment(iso, asLanguage(i18n.language));
  return (
    <Drawer
      open
      onClose={() => onClose(false)}
      title={appointment.subject}
      width="min(480px, 100vw)"
      extra={
        <Button danger onClick={askToCancel}>
          {t('pages.agenda.cancel')}
        </Button>
      }
    >
      <Typography.Paragraph>{`${when(appointment.startsAt)} – ${when(appointment.endsAt)}`}</Typography.Paragraph>
      {appointment.location && <Typography.Paragraph>{appointment.location}</Typography.Paragraph>}
      <Typography.Paragraph>{appointment.attendees.join(', ') || t('pages.agenda.noAttendees')}</Typography.Paragraph>
      {(appointment.attachments ?? []).map((f) => (
        <Typography.Paragraph key={f.id} style={{ marginBottom: 4 }}>
          <Typography.Link href={`/api/uploads/${f.id}`}>{f.name}</Typography.Link>
        </Typography.Paragraph>
      ))}
      <Typography.Title level={5}>{t('pages.agenda.history')}</Typography.Title>
      <Timeline items={history.map((c) => ({ children: `${when(c.createdAt)} · ${t(`pages.agenda.changes.${c.change}`)} · ${c.changedBy ?? ''}` }))} />
    </Drawer>
  );
}
