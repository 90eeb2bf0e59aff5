// The countries a company or client can be in: reference data of the product (not demo data), with
// Colombia first and the fallback when none is given (document 1, section 9). The migrations write
// it (reference data changes by migration); knex/reference-data.test.ts keeps both equal.

/** Fallback country when none is given. */
export const FALLBACK_COUNTRY = 'COL';

/** ISO 3166-1 alpha-3 code, Spanish and English names; listed first by `sortOrder`, then by name. */
export const COUNTRIES: readonly { code: string; es: string; en: string; sortOrder?: number }[] = [
  { code: 'COL', es: 'Colombia', en: 'Colombia', sortOrder: 0 },
  { code: 'ARG', es: 'Argentina', en: 'Argentina' },
  { code: 'BOL', es: 'Bolivia', en: 'Bolivia' },
  { code: 'BRA', es: 'Brasil', en: 'Brazil' },
  { code: 'CAN', es: 'Canadá', en: 'Canada' },
  { code: 'CHL', es: 'Chile', en: 'Chile' },
  { code: 'CRI', es: 'Costa Rica', en: 'Costa Rica' },
  { code: 'CUB', es: 'Cuba', en: 'Cuba' },
  { code: 'ECU', es: 'Ecuador', en: 'Ecuador' },
  { code: 'SLV', es: 'El Salvador', en: 'El Salvador' },
  { code: 'ESP', es: 'España', en: 'Spain' },
  { code: 'USA', es: 'Estados Unidos', en: 'United States' },
  { code: 'GTM', es: 'Guatemala', en: 'Guatemala' },
  { code: 'HND', es: 'Honduras', en: 'Honduras' },
  { code: 'MEX', es: 'México', en: 'Mexico' },
  { code: 'NIC', es: 'Nicaragua', en: 'Nicaragua' },
  { code: 'PAN', es: 'Panamá', en: 'Panama' },
  { code: 'PRY', es: 'Paraguay', en: 'Paraguay' },
  { code: 'PER', es: 'Perú', en: 'Peru' },
  { code: 'PRI', es: 'Puerto Rico', en: 'Puerto Rico' },
  { code: 'DOM', es: 'República Dominicana', en: 'Dominican Republic' },
  { code: 'URY', es: 'Uruguay', en: 'Uruguay' },
  { code: 'VEN', es: 'Venezuela', en: 'Venezuela' },
  { code: 'DEU', es: 'Alemania', en: 'Germany' },
  { code: 'BEL', es: 'Bélgica', en: 'Belgium' },
  { code: 'FRA', es: 'Francia', en: 'France' },
  { code: 'ITA', es: 'Italia', en: 'Italy' },
  { code: 'NLD', es: 'Países Bajos', en: 'Netherlands' },
  { code: 'PRT', es: 'Portugal', en: 'Portugal' },
  { code: 'GBR', es: 'Reino Unido', en: 'United Kingdom' },
  { code: 'CHE', es: 'Suiza', en: 'Switzerland' },
  { code: 'CHN', es: 'China', en: 'China' },
  { code: 'JPN', es: 'Japón', en: 'Japan' },
];
