import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Proportional set size in MB (shared memory divided among the processes that map it), 0 if unreadable. */
function pssMb(pid: number): number {
  const file = `/proc/${pid}/smaps_rollup`;
  if (!existsSync(file)) return 0;
  const kb = Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(file, "utf8"))?.[1] ?? 0);
  return kb / 1024;
}

function childrenOf(parent: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        // The field after the parenthesised command name is the state, then the parent pid.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent;
      } catch {
        return false;
      }
    });
}

/** The Node process and its embedded PostgreSQL (postmaster and every backend), in MB. Linux only. */
export function memoryFootprint(dataDir: string) {
  const node = pssMb(process.pid);
  const pidFile = join(dataDir, "postgres", "postmaster.pid");
  const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").split("\n")[0]) : 0;
  const postgres = postmaster
    ? [postmaster, ...childrenOf(postmaster)].reduce((sum, pid) => sum + pssMb(pid), 0)
    : 0;
  return { nodeMb: Math.round(node), postgresMb: Math.round(postgres), totalMb: Math.round(node + postgres) };
}
