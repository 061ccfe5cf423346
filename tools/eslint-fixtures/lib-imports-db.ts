// Linted as a file of the server's lib/: its small helpers know nothing of the database.
import { openDatabase } from '../db/create-db'

export const fixture = openDatabase
