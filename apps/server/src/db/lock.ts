import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * The embedded database (PGlite) has no lock of its own: two processes on one data dir corrupt it.
 * So whoever opens it first holds a lock file beside it, naming its process; the next one fails
 * fast. A lock whose process is gone (a crash, a kill -9) is stale and taken over.
 */
export interface LockOwner {
  pid: number;
  host: string;
  /** What the process is (`main.ts`, `cli.ts create-operator`): never its arguments. */
  command: string;
  startedAt: string;
  token: string;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    const who = `process ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`}`;
    super(
      `The embedded database in ${dir} is in use by another process: ${who} (${owner.command}, ` +
        `since ${owner.startedAt}). It allows one process at a time: stop that process first ` +
        `(the server, or a CLI command still running), or set DATABASE_URL to use PostgreSQL. ` +
        `If that process is no longer running, delete ${lockFile}.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Lock files this process holds, by path → token (released on close, or at exit at the latest). */
const held = new Map<string, string>();
let exitHook = false;

function describeProcess(): string {
  const [, script, command] = process.argv;
  const name = script ? path.basename(script) : 'node';
  return command && !command.startsWith('-') ? `${name} ${command}` : name;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.token !== 'string') return undefined;
    return {
      pid: owner.pid,
      host: owner.host ?? hostname(),
      command: owner.command ?? 'unknown',
      startedAt: owner.startedAt ?? 'unknown',
      token: owner.token,
    };
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's owner may still be using the database. */
function isLive(file: string, owner: LockOwner): boolean {
  if (held.get(file) === owner.token) return true; // this process, through another open
  if (owner.host !== hostname()) return true; // another machine: no way to tell, so assume so
  // Our own pid but not our token: an earlier run with the same pid (a container's pid 1).
  if (owner.pid === process.pid) return false;
  return isRunning(owner.pid);
}

function isErrno(err: unknown, code: string) {
  return (err as NodeJS.ErrnoException).code === code;
}

/**
 * Takes the lock file `file` for the database in `dir`, or throws DatabaseInUseError naming the
 * process that holds it. Returns the release function.
 */
export function acquireDatabaseLock(dir: string, file: string): () => void {
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    command: describeProcess(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    // Written aside, then linked into place: the lock appears complete, or not at all.
    const draft = `${file}.${me.token}`;
    writeFileSync(draft, JSON.stringify(me), { mode: 0o644 });
    try {
      linkSync(draft, file);
      held.set(file, me.token);
      if (!exitHook) {
        exitHook = true;
        process.on('exit', () => {
          for (const [f, token] of held) release(f, token);
        });
      }
      return () => release(file, me.token);
    } catch (err) {
      if (!isErrno(err, 'EEXIST')) throw err;
    } finally {
      unlinkSync(draft);
    }
    const owner = readOwner(file);
    if (owner && isLive(file, owner)) throw new DatabaseInUseError(dir, file, owner);
    removeStale(file, owner);
  }
  throw new Error(`Could not take the lock ${file} for the embedded database in ${dir}`);
}

/** Moves a stale lock away, and puts it back if another process took the lock meanwhile. */
function removeStale(file: string, stale: LockOwner | undefined) {
  const grave = `${file}.stale-${randomUUID()}`;
  try {
    renameSync(file, grave);
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return;
    throw err;
  }
  const moved = readOwner(grave);
  if (moved && moved.token !== stale?.token) {
    try {
      linkSync(grave, file);
    } catch (err) {
      if (!isErrno(err, 'EEXIST')) throw err;
    }
  }
  unlinkSync(grave);
}

function release(file: string, token: string) {
  if (held.get(file) !== token) return;
  held.delete(file);
  try {
    if (readOwner(file)?.token === token) unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}
