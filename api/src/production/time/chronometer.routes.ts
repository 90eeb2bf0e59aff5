// The chronometer in the header (document 000, section 1): one per member and company, kept in
// the database so it survives reloads and is the same in every tab; stopping it registers its
// time on the activity as a work, through the works' own rules (restriction, limit, estimate);
// discarding it (one started by mistake) deletes it and registers nothing (chronometer.ts).
import type { ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import Joi from 'joi';
import { defineRoute } from '../../platform/http/route.ts';
import { idSchema } from '../../platform/resource/validation.ts';
import { confirmedCodes } from '../../platform/resource/actions.ts';
import { current, discardChronometer, pauseChronometer, startChronometer, stopChronometer, type Auth } from './chronometer.ts';

export function chronometerRoutes(db: () => Knex): ServerRoute[] {
  const tags = ['chronometer'];
  return [
    defineRoute(db, {
      method: 'GET',
      path: '/api/chronometer',
      permission: null,
      tags,
      description: "The caller's chronometer: activity, running or paused, seconds so far",
      handler: ({ trx, auth }) => current(trx, auth as Auth),
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/chronometer/start',
      permission: null,
      tags,
      description: 'Start the chronometer on an activity (resumes it when it is already on that activity)',
      validate: {
        payload: Joi.object<{ activityId: string; description?: string | null }>({
          activityId: idSchema.required(),
          description: Joi.string().max(1000).allow('', null),
        }),
      },
      handler: async ({ trx, auth, payload }) => startChronometer(trx, auth as Auth, payload.activityId, payload.description),
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/chronometer/pause',
      permission: null,
      tags,
      description: 'Pause the running chronometer (its seconds are kept)',
      handler: async ({ trx, auth }) => pauseChronometer(trx, auth as Auth),
    }),
    defineRoute(db, {
      method: 'POST',
      path: '/api/chronometer/stop',
      permission: null,
      tags,
      description: 'Stop the chronometer and register its time on the activity as a work (X-Confirm for time above the estimate)',
      validate: { payload: Joi.object<{ description?: string | null }>({ description: Joi.string().max(1000).allow('', null) }).allow(null) },
      handler: async ({ trx, auth, payload, request, h }) => {
        const confirmed = confirmedCodes(request.headers['x-confirm'] as string | undefined);
        return h.response(await stopChronometer(trx, auth as Auth, confirmed, payload.description)).code(201);
      },
    }),
    defineRoute(db, {
      method: 'DELETE',
      path: '/api/chronometer',
      permission: null,
      tags,
      description: "Discard the caller's chronometer (running or paused) without registering its time; none: CHRONOMETER_NOTHING_TO_DISCARD",
      handler: async ({ trx, auth }) => discardChronometer(trx, auth as Auth),
    }),
  ];
}
