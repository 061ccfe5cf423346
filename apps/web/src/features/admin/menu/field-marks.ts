import type { ReactNode } from 'react'
import type { DishDraft } from './dish-draft'

/** How a part of the dish form marks a field: its ids and aria, and its error under it. */
export interface FieldMarks {
  /** What a <Field> needs for the field under `path`: its control's id and its error. */
  field(path: string): { id: string; error: string }
  errorOf(path: string): ReactNode
  fieldProps(path: string): {
    id: string
    'aria-invalid'?: boolean
    'aria-describedby'?: string
  }
}

/** Sets one field of the draft and clears the error filed under `path` (the field's own). */
export type SetDishField = <K extends keyof DishDraft>(
  field: K,
  value: DishDraft[K],
  path?: string,
) => void
