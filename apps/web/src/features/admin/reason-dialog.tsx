import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Modal } from '../../shared/ui/modal'
import { Button } from '../../shared/ui/button'
import { Field } from '../../shared/ui/field'

interface ReasonDialogProps {
  title: string
  message: string
  reasonLabel: string
  /** Shown, and the dialog will not confirm, when a required reason is left empty. */
  requiredMessage?: string
  confirmLabel: string
  busyLabel: string
  cancelLabel: string
  busy: boolean
  /** Where focus goes on closing when the opener is gone (see Modal). */
  returnFocus?: string[]
  /** The server's answer when it refused. */
  error?: string
  onConfirm(reason: string): void
  onCancel(): void
  /** More to ask, under the reason (a refund of an order paid online, issue 22 §1). */
  children?: ReactNode
}

/** The server's limit on a reason (domain validation: cancel reasons up to 500 characters). */
const REASON_MAX = 500

/** A yes-or-no question that also asks why: a cancelled order must say so, a booking may. */
export function ReasonDialog(props: ReasonDialogProps) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const required = props.requiredMessage !== undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    if (props.busy) return
    const text = reason.trim()
    if (required && !text) {
      setMissing(true)
      return
    }
    props.onConfirm(text)
  }

  return (
    <Modal
      label={props.title}
      onClose={props.onCancel}
      className="admin-dialog admin-confirm"
      returnFocus={props.returnFocus}
    >
      <form className="office-reason" onSubmit={submit} noValidate>
        <h2>{props.title}</h2>
        <p>{props.message}</p>
        <Field
          id={`${id}-reason`}
          label={props.reasonLabel}
          error={missing ? props.requiredMessage : ''}
          alert
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              required={required}
              onChange={(event) => {
                setReason(event.currentTarget.value)
                setMissing(false)
              }}
            />
          )}
        </Field>
        {props.children}
        {props.error && (
          <p className="alert" role="alert">
            {props.error}
          </p>
        )}
        <div className="admin-dialog__actions">
          <button type="button" className="button button--ghost" onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
          <Button type="submit" className="button admin-confirm__danger" disabled={props.busy}>
            {props.busy ? props.busyLabel : props.confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
