/**
 * The answers being written right now, so shutdown can wait for them and, past its grace period,
 * stop them the way a client's Stop does: the orchestrator then stores each one as `interrupted`.
 */
export interface InFlightAnswers {
  /** Registers an answer's controller; the returned function forgets it (call it when the answer settles). */
  track(controller: AbortController): () => void;
  readonly size: number;
  /** True once `abortAll` ran: an aborted answer was stopped by shutdown, not by its client. */
  readonly stopping: boolean;
  /** Resolves once no answer is in flight (at once when none is). */
  idle(): Promise<void>;
  /** Aborts every answer in flight with `reason`; returns how many there were. */
  abortAll(reason: unknown): number;
}

export function createInFlightAnswers(): InFlightAnswers {
  const controllers = new Set<AbortController>();
  let waiters: (() => void)[] = [];
  let stopping = false;
  const settleWaiters = () => {
    if (controllers.size > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  return {
    track(controller) {
      controllers.add(controller);
      return () => {
        controllers.delete(controller);
        settleWaiters();
      };
    },
    get size() {
      return controllers.size;
    },
    get stopping() {
      return stopping;
    },
    idle() {
      if (controllers.size === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    abortAll(reason) {
      stopping = true;
      const count = controllers.size;
      for (const controller of controllers) controller.abort(reason);
      return count;
    },
  };
}
