// The agenda (view-calendar): the caller's visible activities by date (assigned, in process,
// finished) and their appointments; appointments sent to their attendees as iCalendar invitations
// (ical-generator: METHOD REQUEST, a stable UID, SEQUENCE raised on every change, a reminder alarm;
// CANCEL when cancelled) by mail (SMTP, or the outbox), every change kept in its history. Sent within
// the change's transaction: a mail server that refuses undoes the change (503 MAIL_UNAVAILABLE).
// What they read and write is agenda.ts's.
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import type { Config } from '../../platform/config.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { MAX_ATTACHMENTS, agendaService, type AppointmentInput, type NewAppointment } from './agenda.ts';

const appointmentPayload = {
  subject: Joi.string().trim().min(1).max(200),
  location: Joi.string().trim().max(200).allow('', null),
  startsAt: Joi.date().iso(),
  endsAt: Joi.date().iso(),
  reminderMinutes: Joi.number().integer().min(0).max(10080).allow(null),
  attendees: Joi.array()
    .items(Joi.string().email({ tlds: false }).max(254))
    .max(50)
    .unique(),
  activityId: idSchema.allow(null),
  // Files uploaded first (POST /api/uploads), named by their descriptor: sent with the invitation.
  attachments: Joi.array()
    .items(Joi.object({ id: idSchema.required() }).unknown(true))
    .max(MAX_ATTACHMENTS),
};

export function agendaRoutes(db: () => Knex, config: Config, storage: () => FileStorage): ServerRoute[] {
  const tags = ['agenda'];
  const agenda = agendaService(config, storage);
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/agenda',
      permission: null,
      tags,
      description: "The caller's agenda between two days: visible activities assigned, in process or finished by date, and appointments",
      validate: { query: Joi.object<{ from: Date; to: Date }>({ from: Joi.date().iso().required(), to: Joi.date().iso().required() }) },
      handler: async ({ trx, auth, query }) => agenda.agendaBetween(trx, auth, query.from, query.to),
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/appointments',
      permission: null,
      tags,
      description: 'Create an appointment and send its iCalendar invitation to the attendees',
      validate: { payload: Joi.object<NewAppointment>(appointmentPayload).fork(['subject', 'startsAt', 'endsAt'], (s) => s.required()) },
      handler: async ({ trx, auth, payload, h }) => h.response(await agenda.createAppointment(trx, auth, payload)).code(201),
    }),
    defineRoute(db, {
      method: 'PATCH',
      path: '/api/appointments/{id}',
      permission: null,
      tags,
      description: 'Change an appointment (its organizer): the attendees receive the updated invitation (SEQUENCE + 1)',
      validate: { params: Joi.object<{ id: string }>({ id: idSchema.required() }), payload: Joi.object<AppointmentInput>(appointmentPayload).min(1) },
      handler: async ({ trx, auth, params, payload }) => agenda.changeAppointment(trx, auth, params.id, payload),
    }),
    defineRoute(db, {
      method: 'DELETE',
      path: '/api/appointments/{id}',
      permission: null,
      tags,
      description: 'Cancel an appointment (its organizer): the attendees receive the cancellation',
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: async ({ trx, auth, params }) => agenda.cancelAppointment(trx, auth, params.id),
    }),
    defineRoute(db, {
      method: 'GET',
      path: '/api/appointments/{id}/history',
      permission: null,
      tags,
      description: 'The changes of an appointment (ChangesHistoryCitation): who, when, before and after',
      validate: { params: Joi.object({ id: idSchema.required() }) },
      handler: async ({ trx, auth, params }) => agenda.appointmentHistory(trx, auth, params.id),
    }),
  ];
}
