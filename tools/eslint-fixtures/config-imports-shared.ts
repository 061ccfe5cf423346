// Linted as a file of config/: the leaf every layer imports imports none of them.
import { useAuth } from '../shared/auth/auth'

export const fixture = useAuth
