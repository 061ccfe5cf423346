import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupDatabase, BackupError } from './backup'

// Issue 19 §1.9: a BACKUP_DIR that others may write to would let any account on the machine
// swap a backup for its own (restored later as the shop's database) or delete it.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-backup-dir-'))
const dataDir = path.join(root, 'data')
const modeOf = (file: string) => fs.statSync(file).mode & 0o7777

beforeAll(() => {
  fs.mkdirSync(dataDir)
  const db = new SQLite(path.join(dataDir, 'quan.sqlite'))
  db.exec('create table orders (id text primary key)')
  db.close()
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('the backup folder', () => {
  it.each([0o777, 0o775, 0o757, 0o1777, 0o770].map((mode) => [mode.toString(8), mode] as const))(
    'is refused when it exists with mode %s, with how to fix it, and nothing is written',
    async (_, mode) => {
      const backupDir = path.join(root, `loose-${mode.toString(8)}`)
      fs.mkdirSync(backupDir)
      fs.chmodSync(backupDir, mode)
      const backup = backupDatabase({ dataDir, backupDir, keep: 3 })
      await expect(backup).rejects.toThrow(BackupError)
      await expect(backup).rejects.toThrow(
        `${backupDir} can be written to by other users (mode ${mode.toString(8)})`,
      )
      await expect(backup).rejects.toThrow(`chmod 700 ${backupDir}`)
      expect(fs.readdirSync(backupDir)).toEqual([])
      expect(modeOf(backupDir)).toBe(mode)
    },
  )

  it.each([0o700, 0o750, 0o755].map((mode) => [mode.toString(8), mode] as const))(
    'is written into when it exists with mode %s',
    async (_, mode) => {
      const backupDir = path.join(root, `tight-${mode.toString(8)}`)
      fs.mkdirSync(backupDir)
      fs.chmodSync(backupDir, mode)
      const { file } = await backupDatabase({ dataDir, backupDir, keep: 3 })
      expect(path.dirname(file)).toBe(backupDir)
      expect(modeOf(file)).toBe(0o600)
    },
  )

  it('is created the owner’s alone when it does not exist', async () => {
    const backupDir = path.join(root, 'new', 'backups')
    await backupDatabase({ dataDir, backupDir, keep: 3 })
    expect(modeOf(backupDir)).toBe(0o700)
  })
})
