// Ids bound as one PostgreSQL array literal (`?::uuid[]`): knex would spread a JS array into one
// binding per id, and a statement's plan would then change with the number of ids.

/** The ids as one array literal, `{a,b,c}`. */
export const idArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
