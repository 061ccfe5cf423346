/**
 * The query of today's figures (today/), which a change of an order, a booking or a message
 * makes stale: each section that changes one of them invalidates it, so the key is the back
 * office's, not one section's.
 */
export const todayKeys = { figures: ['office', 'today'] as const }
