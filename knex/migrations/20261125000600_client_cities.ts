// Clients' main city is picked from a maintained data set (country-state-city) and stored by its
// code there, '<department ISO 3166-2 code>:<name>' (issue 12, decision 140): the column widens,
// its default becomes Bogotá in that scheme, and rows keeping a DIVIPOLA code of a department
// capital (the demo's) or the specification's 1170483426 (Bogotá's SimpleMaps id) are rewritten.
// Codes outside this table stay as they were (the form shows them bare until someone picks a city).
import type { Knex } from 'knex';

const BOGOTA = 'DC:Bogotá D.C.';

/** DIVIPOLA codes of Colombia's department capitals, and the specification's default. */
const CODES: readonly [string, string][] = [
  ['11001', 'DC:Bogotá D.C.'],
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
  ['05001', 'ANT:Medellín'],
  ['08001', 'ATL:Barranquilla'],
  ['1170483426', BOGOTA],
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table clients alter column city type varchar(80), alter column city set default '${BOGOTA}'`);
  for (const [from, to] of CODES) await knex('clients').where({ city: from }).update({ city: to });
}

export async function down(knex: Knex): Promise<void> {
  // Back to DIVIPOLA where the table knows the city; others cannot fit 20 characters and are emptied to the old default.
  for (const [from, to] of CODES.filter(([code]) => code !== '1170483426')) await knex('clients').where({ city: to }).update({ city: from });
  await knex('clients').whereRaw('length(city) > 20').update({ city: '1170483426' });
  await knex.raw(`alter table clients alter column city type varchar(20), alter column city set default '1170483426'`);
}
