import { sweep } from '../sweep-checks'

// Every route in English at 320, 390 and 1280 px, each checked in one visit (issue 20 §1; the
// checks are in sweep-checks.ts). One file per language, so journey workers can share them.
sweep('en')
