import type { ContactMessageTable } from '../../db/schema'

/** A contact message as the back office lists it. */
export function messageToAdmin(row: ContactMessageTable) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    handled: row.handled_at !== null,
    handledAt: row.handled_at,
    handledBy: row.handled_by,
  }
}

export type AdminMessage = ReturnType<typeof messageToAdmin>
