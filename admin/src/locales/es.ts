// The interface's Spanish texts, one file per area (es/*.json): the shell and shared words,
// the declared resources' labels, the enumerations, the generic commands, and each domain's own
// screens. Each top-level key lives in one file only (locales.unit.test.ts).
import shell from './es/shell.json';
import settlement from './es/settlement.json';
import production from './es/production.json';
import management from './es/management.json';
import resources from './es/resources.json';
import enums from './es/enums.json';
import commands from './es/commands.json';

export default { ...shell, ...settlement, ...production, ...management, ...resources, ...enums, ...commands };
