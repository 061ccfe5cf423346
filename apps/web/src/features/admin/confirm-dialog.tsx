import { Modal } from '../../shared/ui/modal'
import { Button } from '../../shared/ui/button'

interface ConfirmDialogProps {
  title: string
  message: string
  detail?: string
  confirmLabel: string
  busyLabel: string
  cancelLabel: string
  busy: boolean
  onConfirm(): void
  onCancel(): void
}

/** A question with a yes and a no, in the app's own dialog rather than window.confirm. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal label={props.title} onClose={props.onCancel} className="admin-dialog admin-confirm">
      <h2>{props.title}</h2>
      <p>{props.message}</p>
      {props.detail && <p className="admin-confirm__detail">{props.detail}</p>}
      <div className="admin-dialog__actions">
        <button type="button" className="button button--ghost" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
        <Button
          type="button"
          className="button admin-confirm__danger"
          disabled={props.busy}
          onClick={() => {
            if (!props.busy) props.onConfirm()
          }}
        >
          {props.busy ? props.busyLabel : props.confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}
