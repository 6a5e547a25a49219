/**
 * Runs `work` now and then every `intervalMs` (a background job of the app: main.ts starts them);
 * a failed run is passed to `failed` and the next run retries. stop() waits for a run in progress.
 */
export function startPeriodic(
  work: () => Promise<unknown>,
  intervalMs: number,
  failed: (error: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = work().catch(failed);
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
