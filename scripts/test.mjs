// `npm test`: every project, then the browser journeys in a second Vitest (in one Vitest,
// projects of one group share one worker count, and the journeys want their own two workers).
// One after the other, not side by side: on two cores the two together took 23 minutes (each
// journey's shop and Chromium fighting the units' workers, tests timing out), and 9 in turn.
// The journeys run even when a unit fails, so one run shows every failure. Fails if either
// fails; ends with both summaries.
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import { stripVTControlCharacters } from 'node:util'

const root = path.resolve(import.meta.dirname, '..')
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs')

const runs = [
  { name: 'units', args: ['--project', '!e2e'] },
  { name: 'journeys', args: ['--project', 'e2e'] },
]

function run({ name, args }) {
  const child = spawn(process.execPath, [vitest, 'run', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines = []
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line)
      process.stdout.write(`[${name}] ${line}\n`)
    })
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ name, code: code ?? 1, signal, lines }))
  })
}

const started = Date.now()
const results = []
for (const each of runs) results.push(await run(each))
console.log('')
for (const { name, code, signal, lines } of results) {
  // Vitest's own summary: from "Test Files" to the end.
  const plain = lines.map((line) => stripVTControlCharacters(line))
  const from = plain.findLastIndex((line) => /^\s*Test Files\s/.test(line))
  console.log(`── ${name}: ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`}`)
  // What failed, again here: CI keeps only the end of a long run's output.
  const failed = plain.filter((line) => /^\s*(FAIL|×)\s/.test(line)).slice(0, 40)
  for (const line of failed) console.log(`   ${line.trim()}`)
  console.log(from === -1 ? '   (no summary: see its output above)' : plain.slice(from).join('\n'))
}
console.log(`── npm test took ${Math.round((Date.now() - started) / 1000)} s`)
process.exitCode = results.every(({ code }) => code === 0) ? 0 : 1
