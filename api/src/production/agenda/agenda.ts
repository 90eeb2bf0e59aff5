// The agenda (view-calendar): the caller's visible activities by date (assigned, in process,
// finished) and their appointments; appointments sent to their attendees as iCalendar invitations
// (ical-generator: METHOD REQUEST, a stable UID, SEQUENCE raised on every change, a reminder alarm;
// CANCEL when cancelled) by mail (SMTP, or the outbox), every change kept in its history. Sent within
// the change's transaction: a mail server that refuses undoes the change (503 MAIL_UNAVAILABLE).
// agenda.routes.ts validates and calls these.
import type { Knex } from 'knex';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { AppError } from '../../platform/errors/app-error.ts';
import { deliverMail } from '../../platform/mail/outbox.ts';
import type { Config } from '../../platform/config.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import * as crud from '../../platform/resource/crud.ts';
import { registered } from '../../platform/resource/models.ts';
import { activityVisibility } from '../../authorization/visibility.ts';

type Row = Record<string, unknown>;
type Member = crud.Caller & { tenantId: string; companyId: string; userId: string; email: string };
/** An appointment's fields as its routes hand them, validated and converted by Joi (the dates are Dates). */
export type AppointmentInput = {
  subject?: string;
  location?: string | null;
  startsAt?: Date;
  endsAt?: Date;
  reminderMinutes?: number | null;
  attendees?: string[];
  activityId?: string | null;
  attachments?: Row[];
};
/** A new appointment: its subject and its two instants are required. */
export type NewAppointment = AppointmentInput & { subject: string; startsAt: Date; endsAt: Date };
export const MAX_DAYS = 62;
export const MAX_ATTACHMENTS = 5;

/** The invitation of an appointment as iCalendar text. */
export function invitation(a: Row, organizer: { name: string; email: string }, method: 'REQUEST' | 'CANCEL'): string {
  const calendar = ical({
    prodId: { company: 'lawfirm-platform', product: 'agenda', language: 'ES' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const event = calendar.createEvent({
    id: String(a.uid),
    sequence: Number(a.sequence),
    start: new Date(a.startsAt as string),
    end: new Date(a.endsAt as string),
    summary: String(a.subject),
    location: (a.location as string | null) ?? undefined,
    organizer: { name: organizer.name, email: organizer.email },
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  for (const email of a.attendees as string[]) event.createAttendee({ email, rsvp: true });
  if (a.reminderMinutes !== null && a.reminderMinutes !== undefined)
    event.createAlarm({ type: ICalAlarmType.display, trigger: Number(a.reminderMinutes) * 60 });
  return calendar.toString();
}

const INVITATION_WORDS = {
  es: { locale: 'es-CO', cancelled: 'Cancelada: ', location: 'Lugar' },
  en: { locale: 'en-US', cancelled: 'Cancelled: ', location: 'Location' },
};

/** An invitation's words: the subject, when (on the company's clock, with its zone named) and where. */
export function invitationText(a: Row, language: 'es' | 'en', timeZone: string) {
  const words = INVITATION_WORDS[language];
  const when = new Intl.DateTimeFormat(words.locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).formatRange(
    new Date(a.startsAt as string),
    new Date(a.endsAt as string),
  );
  const where = a.location ? `\n${words.location}: ${String(a.location)}` : '';
  return { language, cancelled: words.cancelled, body: `${String(a.subject)}\n${when} (${timeZone})${where}\n` };
}

/** Appointments the caller sees: organised by them, with them as attendee, or of an activity they see. */
export function seenAppointments(trx: Knex.Transaction, auth: crud.Caller & { userId: string; email: string }) {
  const { sql, bindings } = activityVisibility(auth, 'a');
  return trx('appointments as p')
    .where('p.companyId', auth.companyId)
    .where((w) =>
      w
        .where('p.organizerId', auth.userId)
        .orWhereRaw('lower(?) = any(select lower(x) from unnest(p.attendees) x)', [auth.email])
        .orWhereRaw(`p.activity_id in (select a.id from activities a where a.company_id = ? and ${sql})`, [auth.companyId, ...bindings]),
    );
}

export async function record(
  trx: Knex.Transaction,
  auth: { tenantId: string; companyId: string; userId: string },
  id: string,
  change: string,
  before: Row | null,
  after: Row | null,
) {
  await trx('appointment_changes').insert({
    tenantId: auth.tenantId,
    companyId: auth.companyId,
    appointmentId: id,
    changedBy: auth.userId,
    change,
    before: before ? JSON.stringify(before) : null,
    after: after ? JSON.stringify(after) : null,
  });
}

/**
 * The attachments as stored: each an upload of the caller's company (its name, size and type as
 * uploaded, whatever the request said), or VALIDATION_FAILED on `attachments`.
 */
export async function attachmentsOf(trx: Knex.Transaction, companyId: string, given: unknown): Promise<Row[]> {
  const ids = [...new Set(((given ?? []) as { id: string }[]).map((d) => d.id))];
  if (!ids.length) return [];
  const rows = await trx('uploads').where({ companyId }).whereIn('id', ids).select('id', 'name', 'size', 'contentType');
  if (rows.length !== ids.length) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'attachments', code: 'INVALID_FILE' }]);
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

/** The agenda's reads and the appointments' changes, sending their invitations by `config`'s mail with files from `storage`. */
export function agendaService(config: Config, storage: () => FileStorage) {
  const send = async (trx: Knex.Transaction, a: Row, method: 'REQUEST' | 'CANCEL') => {
    const organizer = await trx('users').where({ id: a.organizerId }).first('name', 'lastName', 'email');
    const content = invitation(a, { name: `${organizer.name} ${organizer.lastName}`.trim(), email: organizer.email }, method);
    // The invitation carries the files (not its cancellation); read one after the other (one connection).
    const files: { filename: string; content: Buffer; contentType: string }[] = [];
    for (const f of method === 'CANCEL' ? [] : ((a.attachments ?? []) as Row[])) {
      const upload = await trx('uploads').where({ id: f.id }).first('storageKey');
      const bytes = upload ? await storage().get(upload.storageKey as string) : null;
      if (!bytes) throw new AppError('FILE_NOT_FOUND');
      files.push({ filename: String(f.name), content: bytes, contentType: String(f.contentType) });
    }
    // Written in the company's language, its times on the company's clock.
    const company = await trx('companies').where({ id: a.companyId }).first('timeZone', 'language');
    const text = invitationText(a, company.language === 'en' ? 'en' : 'es', company.timeZone as string);
    for (const to of a.attendees as string[]) {
      await deliverMail(config.mail, {
        from: config.mail.from,
        to,
        replyTo: organizer.email,
        subject: `${method === 'CANCEL' ? text.cancelled : ''}${String(a.subject)}`,
        text: text.body,
        language: text.language,
        icalEvent: { method, content },
        attachments: files,
      });
    }
  };
  const refuseOrder = (row: Row) => {
    if (new Date(row.endsAt as string) <= new Date(row.startsAt as string)) {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'endsAt', code: 'APPOINTMENT_ENDS_BEFORE_START' }]);
    }
  };
  const checkActivity = async (trx: Knex.Transaction, auth: crud.Caller, activityId: unknown) => {
    if (activityId)
      await crud.getOne(trx, registered('activities'), auth, activityId as string).catch(() => {
        throw new AppError('VALIDATION_FAILED', {}, [{ field: 'activityId', code: 'ACTIVITY_REQUIRED' }]);
      });
  };
  const shown = (row: Row) => ({ ...row, startsAt: new Date(row.startsAt as string).toISOString(), endsAt: new Date(row.endsAt as string).toISOString() });
  return {
    /** The caller's visible activities between two instants (at most MAX_DAYS) and their appointments. */
    async agendaBetween(trx: Knex.Transaction, auth: Member, from: Date, to: Date) {
      if (to <= from || (to.getTime() - from.getTime()) / 86_400_000 > MAX_DAYS)
        throw new AppError('INVALID_QUERY', {}, [{ field: 'to', code: 'OUT_OF_RANGE' }]);
      const { sql, bindings } = activityVisibility(auth, 'a');
      const activities = await trx('activities as a')
        .where('a.companyId', auth.companyId)
        .where('a.active', true)
        .whereNotNull('a.responsibleUserId')
        .whereRaw(sql, bindings)
        .where((w) =>
          w
            .where((q) => q.whereIn('a.state', ['Assigned', 'InProcess', 'RequestForClarification']).whereBetween('a.deliveryAt', [from, to]))
            .orWhereBetween('a.finishedAt', [from, to]),
        )
        .orderBy('a.deliveryAt')
        .limit(500)
        .select(
          'a.id',
          'a.code',
          'a.title',
          'a.state',
          'a.deliveryAt',
          'a.finishedAt',
          trx.raw(`case when a.finished_at is not null then 'finished'
          when a.state = 'Assigned' then 'assigned' else 'inProcess' end as kind`),
        );
      const appointments = await seenAppointments(trx, auth)
        .where('p.cancelled', false)
        .where('p.startsAt', '<', to)
        .where('p.endsAt', '>', from)
        .orderBy('p.startsAt')
        .select('p.id', 'p.subject', 'p.location', 'p.startsAt', 'p.endsAt', 'p.attendees', 'p.activityId', 'p.reminderMinutes', 'p.attachments');
      return { activities, appointments: appointments.map(shown) };
    },
    /** Creates an appointment and sends its invitation. */
    async createAppointment(trx: Knex.Transaction, auth: Member, payload: NewAppointment) {
      refuseOrder(payload);
      await checkActivity(trx, auth, payload.activityId);
      const [row] = await trx('appointments')
        .insert({
          tenantId: auth.tenantId,
          companyId: auth.companyId,
          organizerId: auth.userId,
          subject: payload.subject,
          location: payload.location || null,
          startsAt: payload.startsAt,
          endsAt: payload.endsAt,
          reminderMinutes: payload.reminderMinutes ?? null,
          attendees: payload.attendees ?? [],
          activityId: payload.activityId ?? null,
          attachments: JSON.stringify(await attachmentsOf(trx, auth.companyId, payload.attachments)),
        })
        .returning('*');
      await record(trx, auth, row.id, 'create', null, shown(row));
      await send(trx, row, 'REQUEST');
      return shown(row);
    },
    /** Changes an appointment (its organizer's only); the attendees receive the updated invitation. */
    async changeAppointment(trx: Knex.Transaction, auth: Member, id: string, payload: AppointmentInput) {
      const before = await seenAppointments(trx, auth).where('p.id', id).forUpdate().first('p.*');
      if (!before || before.cancelled) throw new AppError('NOT_FOUND');
      if (before.organizerId !== auth.userId) throw new AppError('FORBIDDEN');
      const merged = { ...before, ...payload };
      refuseOrder(merged);
      await checkActivity(trx, auth, payload.activityId);
      const patch: Row = { ...payload };
      if (payload.attachments !== undefined) patch.attachments = JSON.stringify(await attachmentsOf(trx, auth.companyId, payload.attachments));
      const [row] = await trx('appointments')
        .where({ id: id })
        .update({ ...patch, sequence: before.sequence + 1, updatedAt: trx.fn.now() })
        .returning('*');
      await record(trx, auth, row.id, 'update', shown(before), shown(row));
      await send(trx, row, 'REQUEST');
      return shown(row);
    },
    /** Cancels an appointment (its organizer's only); the attendees receive the cancellation. */
    async cancelAppointment(trx: Knex.Transaction, auth: Member, id: string) {
      const before = await seenAppointments(trx, auth).where('p.id', id).forUpdate().first('p.*');
      if (!before || before.cancelled) throw new AppError('NOT_FOUND');
      if (before.organizerId !== auth.userId) throw new AppError('FORBIDDEN');
      const [row] = await trx('appointments')
        .where({ id: id })
        .update({ cancelled: true, sequence: before.sequence + 1, updatedAt: trx.fn.now() })
        .returning('*');
      await record(trx, auth, row.id, 'cancel', shown(before), shown(row));
      await send(trx, row, 'CANCEL');
      return { id: row.id, cancelled: true };
    },
    /** The changes of an appointment the caller sees: who, when, before and after. */
    async appointmentHistory(trx: Knex.Transaction, auth: Member, id: string) {
      const seen = await seenAppointments(trx, auth).where('p.id', id).first('p.id');
      if (!seen) throw new AppError('NOT_FOUND');
      return trx('appointment_changes as c')
        .leftJoin('users as u', 'u.id', 'c.changedBy')
        .where('c.appointmentId', id)
        .orderBy('c.createdAt')
        .select('c.id', 'c.change', 'c.before', 'c.after', 'c.createdAt', trx.raw(`u.name || ' ' || u.last_name as "changedBy"`));
    },
  };
}
