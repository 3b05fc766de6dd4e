import { ConfigError, invocationDir, loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { parseQuotesCommand, runQuotesCommand, USAGE, UsageError } from './quotes-command.ts';

/** `npm run quotes -- list | export --csv FILE`: the operator's view of the quote requests. */
async function main(args: string[]): Promise<number> {
  try {
    if (parseQuotesCommand(args).name === 'help') {
      process.stdout.write(USAGE);
      return 0;
    }
    const config = loadConfig();
    const database = await openDatabase(config);
    try {
      await runQuotesCommand(args, {
        db: database.db,
        mail: config.mail,
        cwd: invocationDir(),
        write: (text) => process.stdout.write(text),
      });
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
