/**
 * Sends the browser to another site, the payment provider's page (issue 22 §1): a full load, so
 * nothing of the provider runs in the shop. Its own module so that tests can see where it went.
 */
export function leaveFor(url: string) {
  window.location.assign(url)
}
