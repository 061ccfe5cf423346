import { useCallback, useEffect, useId, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { useErrorText, type Refusal } from '../api/error-text'
import { schemaRefusals } from '../api/schema-refusals'

type Errors<Values> = Partial<Record<keyof Values & string, Refusal>>

/**
 * A form's draft checked with the server's own schema (zod, from @quan/domain): the values as
 * typed, each field's refusal, and the words for it in the reader's language. A field's error
 * goes as soon as it is edited; a refused check focuses the first field in error, in the order
 * of `initial`'s keys. Each field's control has the id `${id}-${name}` (see `field`). A refusal
 * is kept by its code and worded as it shows, so a language switch re-words it.
 */
export function useDraft<Schema extends z.ZodType, Values extends object>(
  schema: Schema,
  initial: Values | (() => Values),
  options: {
    /** The prefix of the fields' ids; the hook's own otherwise. */
    id?: string
    /** What the schema checks, when it is not the values as typed (numbers from their text). */
    from?: (values: Values) => unknown
  } = {},
) {
  const ownId = useId()
  const id = options.id ?? ownId
  const [values, setValues] = useState<Values>(initial)
  // Refusals, put in words when shown, so that a language switch re-words them.
  const [errors, setErrors] = useState<Errors<Values>>({})
  const errorText = useErrorText()
  // The field to focus once its error shows, so that its description is read with it.
  const [focus, setFocus] = useState<{ name: string } | null>(null)
  useEffect(() => {
    if (focus) document.getElementById(`${id}-${focus.name}`)?.focus()
  }, [focus, id])

  const set = useCallback(<Name extends keyof Values & string>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => {
      if (!current[name]) return current
      const { [name]: _cleared, ...rest } = current
      return rest as Errors<Values>
    })
  }, [])

  const idOf = (name: keyof Values & string) => `${id}-${name}`

  /**
   * Shows refusals by field (a schema's, or the server's `errors`), each under the field its
   * path starts with; paths of no field of the form are left out. Whether any is shown.
   */
  function show(refusals: Record<string, Refusal>): boolean {
    const found: Errors<Values> = {}
    for (const [path, refusal] of Object.entries(refusals)) {
      const name = path.split('.')[0] as keyof Values & string
      if (Object.hasOwn(values, name)) found[name] ??= refusal
    }
    setErrors(found)
    const first = (Object.keys(values) as (keyof Values & string)[]).find((name) => found[name])
    if (first) setFocus({ name: first })
    return first !== undefined
  }

  /** The draft as the schema makes it, or undefined with its errors shown. */
  function check(): z.output<Schema> | undefined {
    const parsed = schema.safeParse(options.from ? options.from(values) : values)
    if (!parsed.success) {
      show(schemaRefusals(parsed.error))
      return undefined
    }
    setErrors({})
    return parsed.data
  }

  return {
    /** The prefix of the fields' ids. */
    id,
    values,
    set,
    /** Replaces the values and drops every error: after a send, or to start again. */
    reset(next: Values) {
      setValues(next)
      setErrors({})
    },
    setValues,
    errors,
    setErrors,
    show,
    check,
    /** A field's error in the reader's words; '' when it has none. */
    errorOf: (name: keyof Values & string) => errorText(errors[name]),
    /** What a <Field> needs of its draft: the control's id and the error in words. */
    field: (name: keyof Values & string) => ({ id: idOf(name), error: errorText(errors[name]) }),
    /**
     * The form's onSubmit: checks the draft and sends what the schema made of it. Nothing
     * happens while `busy` says the last send is still under way.
     */
    submit:
      (send: (body: z.output<Schema>) => unknown, busy?: () => boolean) => (event: FormEvent) => {
        event.preventDefault()
        if (busy?.()) return
        const body = check()
        if (body !== undefined) void send(body)
      },
  }
}

/** A draft as useDraft gives it, for the parts of a form that show its fields. */
export type Draft<Schema extends z.ZodType, Values extends object> = ReturnType<
  typeof useDraft<Schema, Values>
>
