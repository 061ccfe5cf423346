// Linted as a file of the server's db/: the modules are built on it, not the other way round.
import { listFoods } from '../modules/food/repo'

export const fixture = listFoods
