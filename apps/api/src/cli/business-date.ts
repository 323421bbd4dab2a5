import { businessDateMain } from './business-date-command';
import { runCommand } from './command-line';

// The entry of `npm run business-date`; the command itself is in business-date-command.ts, which tests
// call in-process. exitCode rather than exit() (runCommand): stdout and stderr drain before the end.
runCommand(() => businessDateMain(process.argv.slice(2)));
