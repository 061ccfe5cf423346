// Linted as a file of the server's lib/: a helper is told its settings, it does not read them.
import { readConfig } from '../config'

export const fixture = readConfig
