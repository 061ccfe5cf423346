// Linted as a file of packages/domain/src: the domain knows nothing of the apps.
import { readConfig } from '../../../apps/server/src/config'

export const fixture = readConfig
