import { ConfigError } from '../config';

/** What a command does with its arguments: the parsed input, or the exit code once it has explained. */
export type ParsedArguments<T> = { input: T } | { exitCode: number };

/**
 * Reads a command's arguments the same way for every `npm run` command: a bad flag prints the error and
 * the usage (exit 2), `--help` (the reader answers undefined) prints the usage (exit 0).
 */
export function readCommandArguments<T>(read: () => T | undefined, usage: string): ParsedArguments<T> {
  let input: T | undefined;
  try {
    input = read();
  } catch (error) {
    // parseArgs throws TypeErrors with a code such as ERR_PARSE_ARGS_UNKNOWN_OPTION for bad flags.
    console.error(error instanceof Error ? error.message : String(error));
    console.error(usage);
    return { exitCode: 2 };
  }
  if (input === undefined) {
    console.info(usage);
    return { exitCode: 0 };
  }
  return { input };
}

/** Runs a command's main and exits with its code; a configuration error is said without a stack trace. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
