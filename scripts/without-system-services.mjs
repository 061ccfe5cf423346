// Proof that the tests need no PostgreSQL or Redis of the machine's own (issue 20 §2). Preloaded
// into every Node process of a test run, it makes each connection to their usual ports, 5432
// and 6379, fail at once, as on a machine without them, whatever is listening there:
//
//   env -u TEST_DATABASE_URL -u REDIS_URL \
//     NODE_OPTIONS="--import=$PWD/scripts/without-system-services.mjs" npm test
//
// The tests then run on the PostgreSQL and Redis they start themselves (apps/server/test/services-setup.ts).
import net from 'node:net'

const FORBIDDEN = new Set([5432, 6379])
const connect = net.Socket.prototype.connect

net.Socket.prototype.connect = function (...args) {
  // net.connect() passes its arguments normalised, as one array.
  const [first] = Array.isArray(args[0]) ? args[0] : args
  const port = Number(typeof first === 'object' && first !== null ? first.port : first)
  if (!FORBIDDEN.has(port)) return connect.apply(this, args)
  const refused = Object.assign(new Error(`connect ECONNREFUSED: port ${port} is out of reach`), {
    code: 'ECONNREFUSED',
  })
  process.nextTick(() => this.destroy(refused))
  return this
}
