import { doneAnswer, withData } from '../answers/common'
import {
  deleteAccountBody,
  personalDataExportShape,
  personalDataSettingsShape,
} from '../personal-data'
import { trackOrderBody } from '../requests/order'
import * as at from './addresses'
import { byId, declare } from './declare'

// The guest's data in their hands (issue 24 §4): export and erase, by whoever may ask.

export const myData = declare(at.myData, { answers: { 200: withData(personalDataExportShape) } })
export const deleteAccount = declare(at.deleteAccount, {
  body: deleteAccountBody,
  answers: { 200: doneAnswer },
})

/** A guest without an account, by the order's code and phone as on the track page. */
export const orderPersonalData = declare(at.orderPersonalData, {
  body: trackOrderBody,
  answers: { 200: withData(personalDataExportShape) },
})
export const eraseOrderPersonalData = declare(at.eraseOrderPersonalData, {
  body: trackOrderBody,
  answers: { 200: doneAnswer },
})

/** The owner, for a guest who asked them. */
export const adminOrderPersonalData = declare(at.adminOrderPersonalData, {
  params: byId,
  answers: { 200: withData(personalDataExportShape) },
})
export const adminEraseOrderPersonalData = declare(at.adminEraseOrderPersonalData, {
  params: byId,
  answers: { 200: doneAnswer },
})

/** How long a done order's, booking's or message's personal data is kept. */
export const personalDataSettings = declare(at.personalDataSettings, {
  answers: { 200: withData(personalDataSettingsShape) },
})
export const savePersonalDataSettings = declare(at.savePersonalDataSettings, {
  body: personalDataSettingsShape,
  answers: { 200: withData(personalDataSettingsShape) },
})
