// Writes a Brotli (.br) and a gzip (.gz) copy of each text file of the browser build, once, at
// the best compression. The server sends them to browsers that accept them (@fastify/static's
// preCompressed), so a phone downloads the first visit's ~130 KB of script rather than ~420 KB,
// and no request spends CPU compressing.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dist = path.resolve(import.meta.dirname, '../dist')
const TEXT = /\.(js|css|svg|json|txt|webmanifest|xml)$/
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      // Vite's manifest is the server's to read, never sent.
      if (entry.name !== '.vite') yield* files(full)
    } else if (TEXT.test(entry.name)) yield full
  }
}

let count = 0
for (const file of files(dist)) {
  const bytes = fs.readFileSync(file)
  if (bytes.length < MIN_BYTES) continue
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  )
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }))
  count += 1
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dist)}`)
