/** SPEC §3: after a successful order the tracking code and phone are kept for the track page. */
export const LAST_TRACKING_CODE_KEY = 'lastTrackingCode'
export const LAST_PHONE_KEY = 'lastPhone'

export function rememberOrder(trackingCode: string, phone: string) {
  localStorage.setItem(LAST_TRACKING_CODE_KEY, trackingCode)
  localStorage.setItem(LAST_PHONE_KEY, phone)
}

export function lastOrder(): { code: string; phone: string } {
  return {
    code: localStorage.getItem(LAST_TRACKING_CODE_KEY) ?? '',
    phone: localStorage.getItem(LAST_PHONE_KEY) ?? '',
  }
}

/** What a link to the track page may carry so the guest need not type it again. */
export interface TrackPrefill {
  code?: string
  phone?: string
}
