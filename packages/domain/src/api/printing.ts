import { withData } from '../answers/common'
import { printerAnswer, printJobAnswer } from '../answers/printing'
import * as at from './addresses'
import { byId, declare } from './declare'

export const adminPrinter = declare(at.adminPrinter, { answers: { 200: printerAnswer } })

export const printOrderTicket = declare(at.printOrderTicket, {
  params: byId,
  answers: { 200: withData(printJobAnswer) },
})
