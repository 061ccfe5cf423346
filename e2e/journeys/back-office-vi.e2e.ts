import { backOfficeSweep } from '../back-office-checks'

// Every section of the back office in one language (the checks are in back-office-checks.ts).
// One file per language, so journey workers can share them.
backOfficeSweep('vi')
