import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedLockFile, openDatabase } from './database';
import { acquireDatabaseLock, DatabaseInUseError } from './lock';

const root = mkdtempSync(path.join(tmpdir(), 'powerplay-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('the embedded database allows one process at a time', () => {
  it('refuses a second open of the same data dir, naming the holder, and opens again after close', async () => {
    const dir = path.join(root, 'data', 'pglite');
    const first = await openDatabase({ embeddedDir: dir });
    const lockFile = embeddedLockFile(dir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });

    const second = openDatabase({ embeddedDir: dir });
    await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(second).rejects.toThrow(
      new RegExp(`in use by another process: process ${process.pid} \\(.*\\). .*stop that process first`),
    );
    await expect(second).rejects.toThrow(lockFile);

    await first.close();
    expect(existsSync(lockFile)).toBe(false);
    const again = await openDatabase({ embeddedDir: dir });
    await again.close();
    // Two embedded databases made from nothing (every migration): slow on a busy two-core machine.
  }, 120_000);

  it('takes over a lock left by a process that is gone', () => {
    const file = path.join(root, 'stale.lock');
    const owner = { pid: deadPid(), host: hostname(), command: 'main.ts', startedAt: 'x', token: 'old' };
    writeFileSync(file, JSON.stringify(owner));
    const release = acquireDatabaseLock(root, file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => acquireDatabaseLock(root, file)).toThrow(DatabaseInUseError);
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over a lock with its own pid from an earlier run (a container pid 1), or an unreadable one', () => {
    const file = path.join(root, 'own.lock');
    writeFileSync(
      file,
      JSON.stringify({
        pid: process.pid,
        host: hostname(),
        command: 'main.ts',
        startedAt: 'x',
        token: 'old',
      }),
    );
    acquireDatabaseLock(root, file)();
    writeFileSync(file, '');
    acquireDatabaseLock(root, file)();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses while the holding process runs, naming it', () => {
    const file = path.join(root, 'live.lock');
    const owner = { pid: process.ppid, host: hostname(), command: 'main.ts', startedAt: 'then', token: 't' };
    writeFileSync(file, JSON.stringify(owner));
    expect(() => acquireDatabaseLock(root, file)).toThrow(`process ${process.ppid} (main.ts, since then)`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(owner);
  });
});
