import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freshDatabase } from '../testing/harness';
import { lockFileOf } from './dataDirLock';
import { openDatabase, type DatabaseTarget } from './database';

// The embedded database's folder is one process's (db/dataDirLock.ts): a second process is refused
// with a clear error, before it starts a second PostgreSQL on the same files; a crashed holder's
// file is taken over.

describe('the embedded database folder, held by one process', () => {
  let scratch: string;
  let target: DatabaseTarget & { kind: 'embedded' };
  before(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'frontdesk-lock-'));
    // the migrated template, when this run has one (on PostgreSQL runs too: the folder is the embedded database's)
    const { target: fresh, drop } = await freshDatabase();
    // on a PostgreSQL run that is a database on the server, of no use here: not left behind
    await drop();
    target = { kind: 'embedded', dataDir: path.join(scratch, 'data'), ...(fresh.kind === 'embedded' ? { template: fresh.template } : {}) };
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('refuses a second opening while another process holds it, naming that process, and leaves the folder as it was', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const folder = path.join(scratch, 'held');
      writeFileSync(lockFileOf(folder), String(other.pid));
      await assert.rejects(openDatabase({ ...target, dataDir: folder }), (error: Error) => {
        assert.equal(error.name, 'DataDirInUse');
        assert.match(error.message, new RegExp(`open in process ${other.pid}\\. It serves one process only.*DATABASE_URL`));
        return true;
      });
      // no database was started in it: the other process's file is all there is
      assert.equal(readFileSync(lockFileOf(folder), 'utf8'), String(other.pid));
      assert.equal(existsSync(folder), false);
    } finally {
      other.kill();
    }
  });

  it("takes over a crashed process's folder, refuses this process a second opening, and lets it go when closed", async () => {
    const crashed = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => crashed.once('exit', resolve));
    writeFileSync(lockFileOf(target.dataDir), String(crashed.pid));

    const first = await openDatabase(target);
    try {
      assert.equal(readFileSync(lockFileOf(target.dataDir), 'utf8'), String(process.pid));
      await assert.rejects(openDatabase(target), /already open in this process/);
    } finally {
      await first.close();
    }
    assert.equal(existsSync(lockFileOf(target.dataDir)), false);
    // and it opens again, with what it holds
    const again = await openDatabase({ kind: 'embedded', dataDir: target.dataDir });
    await again.close();
  });
});
