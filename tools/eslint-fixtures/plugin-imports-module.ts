// Linted as a file of the server's plugins/: what serves a capability is a module, not a plugin.
import { PageCache } from '../modules/pages/page-cache'

export const fixture = PageCache
