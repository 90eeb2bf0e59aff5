// The interface's English texts, one file per area (en/*.json): the shell and shared words,
// the declared resources' labels, the enumerations, the generic commands, and each domain's own
// screens. Each top-level key lives in one file only (locales.unit.test.ts).
import shell from './en/shell.json';
import settlement from './en/settlement.json';
import production from './en/production.json';
import management from './en/management.json';
import resources from './en/resources.json';
import enums from './en/enums.json';
import commands from './en/commands.json';

export default { ...shell, ...settlement, ...production, ...management, ...resources, ...enums, ...commands };
