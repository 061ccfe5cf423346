/**
 * How every write from the web is sent as a TanStack mutation. Sent even when the browser thinks
 * it is offline (TanStack's default would hold it back silently until online): the request fails
 * and the form says so, as the plain fetch did. Never retried: sending again is the user's choice.
 */
export const WRITE = { networkMode: 'always', retry: false } as const
