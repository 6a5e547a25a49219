import type { Logger } from 'pino';

/** One step of shutdown, in order (drain requests, stop HTTP, stop jobs, close the database). */
export interface ShutdownStep {
  name: string;
  run(): Promise<unknown>;
}

export interface ShutdownOptions {
  steps: ShutdownStep[];
  /** After this long the process exits (code 1) whatever is still running: a hung mail or pool close. */
  deadlineMs: number;
  logger: Pick<Logger, 'info' | 'warn' | 'error' | 'fatal'>;
  /** process.exit; tests pass their own. */
  exit: (code: number) => void;
}

/** Exit codes: 0 clean; 1 a step failed or the deadline passed; 128 + signal for a second signal. */
const SIGNAL_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

/**
 * Graceful shutdown on the first SIGTERM/SIGINT: the steps in order, then exit 0. Never hangs: at
 * the deadline it exits 1 (logged, with the step it was in), and a second signal exits at once
 * (logged, 128 + the signal's number), as an operator pressing Ctrl-C twice expects.
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  let current: string | null = null;
  let deadline: NodeJS.Timeout | undefined;
  const { logger, exit } = options;
  return async (signal: string) => {
    if (current !== null) {
      logger.error({ signal, step: current }, 'second signal during shutdown: exiting now');
      clearTimeout(deadline);
      exit(SIGNAL_CODES[signal] ?? 1);
      return;
    }
    current = 'starting';
    logger.info({ signal, deadlineMs: options.deadlineMs }, 'shutting down: draining requests');
    // Not unref'd: a hung step that holds no handle must not let the process linger without exiting.
    deadline = setTimeout(() => {
      logger.error({ step: current, deadlineMs: options.deadlineMs }, 'shutdown deadline passed: exiting now');
      exit(1);
    }, options.deadlineMs);
    try {
      for (const step of options.steps) {
        current = step.name;
        await step.run();
      }
      clearTimeout(deadline);
      logger.info('stopped cleanly');
      exit(0);
    } catch (error) {
      clearTimeout(deadline);
      logger.error({ err: error, step: current }, 'error during shutdown');
      exit(1);
    }
  };
}
