// Companies and users pick their city as clients do (decision 140): '<department>:<name>' from
// country-state-city, 80 wide; the DIVIPOLA codes of department capitals they kept (the demo's) are
// rewritten, other values stay until someone picks a city (decision 188). users.city sits under the
// company_users view, dropped and created again as it was.
import type { Knex } from 'knex';
import { APP_ROLE } from '../rls.ts';

/** DIVIPOLA codes of Colombia's department capitals (a copy of migration 20261125000600's). */
const CODES: readonly [string, string][] = [
  ['11001', 'DC:Bogotá D.C.'],
  ['05001', 'ANT:Medellín'],
  ['08001', 'ATL:Barranquilla'],
  ['13001', 'BOL:Cartagena de Indias'],
  ['15001', 'BOY:Tunja'],
  ['17001', 'CAL:Manizales'],
  ['18001', 'CAQ:Florencia'],
  ['19001', 'CAU:Popayán'],
  ['20001', 'CES:Valledupar'],
  ['23001', 'COR:Montería'],
  ['27001', 'CHO:Quibdó'],
  ['41001', 'HUI:Neiva'],
  ['44001', 'LAG:Riohacha'],
  ['47001', 'MAG:Santa Marta'],
  ['50001', 'MET:Villavicencio'],
  ['52001', 'NAR:Pasto'],
  ['54001', 'NSA:Cúcuta'],
  ['63001', 'QUI:Armenia'],
  ['66001', 'RIS:Pereira'],
  ['68001', 'SAN:Bucaramanga'],
  ['70001', 'SUC:Sincelejo'],
  ['73001', 'TOL:Ibagué'],
  ['76001', 'VAC:Cali'],
  ['81001', 'ARA:Arauca'],
  ['85001', 'CAS:Yopal'],
  ['86001', 'PUT:Mocoa'],
  ['88001', 'SAP:San Andrés'],
  ['91001', 'AMA:Leticia'],
  ['94001', 'GUA:Inírida'],
  ['95001', 'GUV:San José del Guaviare'],
  ['97001', 'VAU:Mitú'],
  ['99001', 'VID:Puerto Carreño'],
  ['1170483426', 'DC:Bogotá D.C.'],
];

async function underCompanyUsers(knex: Knex, alter: () => Promise<void>): Promise<void> {
  const { rows } = await knex.raw(`select pg_get_viewdef('company_users'::regclass, true) as def`);
  await knex.raw('drop view company_users');
  await alter();
  await knex.raw(`create view company_users with (security_invoker = true) as ${rows[0].def}`);
  await knex.raw(`grant select on company_users to ${APP_ROLE}`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table companies alter column city type varchar(80)');
  await underCompanyUsers(knex, () => knex.raw('alter table users alter column city type varchar(80)'));
  for (const table of ['companies', 'users']) {
    for (const [from, to] of CODES) await knex(table).where({ city: from }).update({ city: to });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['companies', 'users']) {
    for (const [from, to] of CODES.slice(0, -1)) await knex(table).where({ city: to }).update({ city: from });
    await knex(table).whereRaw('length(city) > 20').update({ city: null });
  }
  await knex.raw('alter table companies alter column city type varchar(20)');
  await underCompanyUsers(knex, () => knex.raw('alter table users alter column city type varchar(20)'));
}
