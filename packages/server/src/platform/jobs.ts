import PgBoss from "pg-boss";
import type { Database } from "../db/connect.js";

export type JobHandler<T> = (data: T) => Promise<void>;

/** Background jobs (scheduled posts, purges, fan-out) on pg-boss, in the app's PostgreSQL. */
export interface Jobs {
  /** Creates the queue if needed and starts working it. */
  register<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  send<T extends object>(name: string, data: T, options?: { startAfter?: Date }): Promise<string | null>;
  stop(): Promise<void>;
}

export type JobsOptions = { pollingIntervalSeconds: number; onError: (error: Error) => void };

export async function startJobs(database: Database, options: JobsOptions): Promise<Jobs> {
  let stopped = false;
  const boss = new PgBoss({
    // pg-boss runs its own SQL through the app's pool rather than opening one of its own. Once stopped, a
    // handler that outlived the graceful wait still ends in pg-boss's un-awaited complete/fail; the pool is
    // closed by then, so those late writes are dropped (answered as "0 jobs changed") and the job's expiry
    // retries it on the next start.
    db: {
      executeSql: (text, values) =>
        stopped ? Promise.resolve({ rows: [{ count: 0 }] }) : database.executeSql(text, values),
    },
    schema: "pgboss",
    supervise: true,
    schedule: false,
  });
  boss.on("error", options.onError);
  await boss.start();
  return {
    async register(name, handler) {
      await boss.createQueue(name);
      await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    send: (name, data, sendOptions) =>
      boss.send(name, data, sendOptions?.startAfter ? { startAfter: sendOptions.startAfter } : {}),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      stopped = true;
    },
  };
}

/**
 * The queue when `config.jobs.enabled` is false (tests of other things, one-off scripts): nothing is sent or
 * worked, by the configuration's choice rather than by a missing dependency.
 */
export function jobsOff(): Jobs {
  return {
    register: async () => undefined,
    send: async () => null,
    stop: async () => undefined,
  };
}
