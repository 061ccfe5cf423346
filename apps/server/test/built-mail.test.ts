import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer, prepareDatabase, startServer, type RunningServer } from './built-server'
import { MailSink } from './smtp'

// Issue 22 §3, as `npm start` runs it: the bundle leaves React and React Email in node_modules
// and loads them with the first mail (build.ts, mail/templates/html/kit.ts). The guest's mail
// and the restaurant's alert go out with their HTML beside their text all the same.

const sink = new MailSink()
let built: Awaited<ReturnType<typeof buildServer>>
let server: RunningServer | undefined
let dataDir: string

beforeAll(async () => {
  built = await buildServer()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-built-mail-'))
  await prepareDatabase({ dataDir })
}, 60_000)

afterAll(async () => {
  if (server && server.process.exitCode === null) server.process.kill('SIGKILL')
  await server?.exited
  await sink.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  built.remove()
})

describe('the built server’s mails', () => {
  it('carry an HTML part beside the text', { timeout: 30_000 }, async () => {
    const port = await sink.listen()
    server = await startServer(built.main, {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      RESTAURANT_EMAIL: 'kitchen@quan.test',
      PUBLIC_URL: 'https://quan.example',
    })
    const placed = await fetch(`${server.base}/api/order/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'sk' },
      body: JSON.stringify(makeOrderBody()),
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const deadline = Date.now() + 15_000
    while (sink.received.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const [guest] = sink.to('lan@example.com')
    expect(guest!.text).toContain('Dobrý deň, Lan,')
    expect(guest!.html).toContain('<html dir="ltr" lang="sk">')
    expect(guest!.html).toContain('>Dobrý deň, Lan,</p>')
    const [alert] = sink.to('kitchen@quan.test')
    expect(alert!.html).toContain('<html dir="ltr" lang="en">')
    expect(server.output()).not.toMatch(/mail sent as text only/)
  })
})
