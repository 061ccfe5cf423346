import type { SavedAddress } from '@quan/domain/answers'
import { MAX_SAVED_ADDRESSES } from '@quan/domain/saved-addresses'
import type { SavedAddressBody } from '@quan/domain/validation'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../shared/api/error-text'
import {
  addressLine,
  useChangeAddresses,
  useSavedAddresses,
  type AddressChange,
} from '../../shared/addresses/saved-addresses'
import { Button } from '../../shared/ui/button'
import { Field } from '../../shared/ui/field'

// Issue 24 §3: the customer's saved delivery addresses, kept beside their orders (the account's
// one page): add, edit, remove, and which one the checkout picks first.

const FIELDS = [
  ['firstName', 'given-name', true],
  ['lastName', 'family-name', true],
  ['email', 'email', false],
  ['street', 'street-address', true],
  ['city', 'address-level2', true],
  ['state', 'address-level1', true],
  ['zipcode', 'postal-code', true],
  ['country', 'country-name', true],
  ['phone', 'tel', true],
] as const

type FieldName = (typeof FIELDS)[number][0]
type Draft = Record<FieldName, string>

const EMPTY: Draft = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  phone: '',
}

const draftOf = (address: SavedAddress): Draft =>
  ({
    ...Object.fromEntries(FIELDS.map(([name]) => [name, address[name] ?? ''])),
  }) as Draft

/** What is sent: every field trimmed, the e-mail only when given. */
function bodyOf(draft: Draft): SavedAddressBody {
  const { email, ...rest } = Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [name, value.trim()]),
  ) as Draft
  return email ? { ...rest, email } : rest
}

export function SavedAddressesSection() {
  const { t } = useTranslation('myOrders')
  const addresses = useSavedAddresses()
  const change = useChangeAddresses()
  const failureText = useFailureText()
  // null: no form open; 'new': adding one; else the id of the one edited.
  const [editing, setEditing] = useState<string | null>(null)
  const [error, setError] = useState('')
  const list = addresses.data ?? []

  function send(what: AddressChange, after?: () => void) {
    setError('')
    change.mutate(what, {
      onSuccess: () => after?.(),
      onError: (failure) => setError(failureText(failure) || t('addresses.failed')),
    })
  }

  return (
    <section className="sheet orders-addresses" aria-labelledby="orders-addresses-title">
      <h2 id="orders-addresses-title">{t('addresses.title')}</h2>
      <p className="text-soft">{t('addresses.intro')}</p>
      {addresses.isSuccess && list.length === 0 && editing !== 'new' && (
        <p>{t('addresses.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className="orders-addresses-list" aria-label={t('addresses.listLabel')}>
          {list.map((address) => {
            const line = addressLine(address)
            return (
              <li key={address._id}>
                {editing === address._id ? (
                  <AddressForm
                    title={t('addresses.editTitle')}
                    initial={draftOf(address)}
                    sending={change.isPending}
                    onCancel={() => setEditing(null)}
                    onSave={(body) =>
                      send({ kind: 'update', id: address._id, body }, () => setEditing(null))
                    }
                  />
                ) : (
                  <>
                    <p>
                      {line}
                      {address.isDefault && (
                        <span className="orders-addresses-default"> {t('addresses.default')}</span>
                      )}
                    </p>
                    <div className="orders-addresses-actions">
                      {!address.isDefault && (
                        <Button
                          className="button button--ghost"
                          disabled={change.isPending}
                          aria-label={t('addresses.makeDefaultLabel', { address: line })}
                          onClick={() => send({ kind: 'default', id: address._id })}
                        >
                          {t('addresses.makeDefault')}
                        </Button>
                      )}
                      <Button
                        className="button button--ghost"
                        aria-label={t('addresses.editLabel', { address: line })}
                        onClick={() => setEditing(address._id)}
                      >
                        {t('addresses.edit')}
                      </Button>
                      <Button
                        className="button button--ghost"
                        disabled={change.isPending}
                        aria-label={t('addresses.removeLabel', { address: line })}
                        onClick={() => send({ kind: 'delete', id: address._id })}
                      >
                        {t('addresses.remove')}
                      </Button>
                    </div>
                  </>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {editing === 'new' ? (
        <AddressForm
          title={t('addresses.addTitle')}
          initial={EMPTY}
          sending={change.isPending}
          onCancel={() => setEditing(null)}
          onSave={(body) => send({ kind: 'add', body }, () => setEditing(null))}
        />
      ) : list.length < MAX_SAVED_ADDRESSES ? (
        addresses.isSuccess && (
          <Button className="button" onClick={() => setEditing('new')}>
            {t('addresses.add')}
          </Button>
        )
      ) : (
        <p className="text-soft">{t('addresses.limit', { max: MAX_SAVED_ADDRESSES })}</p>
      )}
      <div role="alert">{error && <p className="alert">{error}</p>}</div>
    </section>
  )
}

function AddressForm({
  title,
  initial,
  sending,
  onSave,
  onCancel,
}: {
  title: string
  initial: Draft
  sending: boolean
  onSave(body: SavedAddressBody): void
  onCancel(): void
}) {
  const { t } = useTranslation('myOrders')
  const [draft, setDraft] = useState(initial)
  const [missing, setMissing] = useState<FieldName[]>([])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    const empty = FIELDS.filter(([name, , required]) => required && !draft[name].trim()).map(
      ([name]) => name,
    )
    setMissing(empty)
    if (empty.length > 0) {
      document.getElementById(`address-${empty[0]}`)?.focus()
      return
    }
    onSave(bodyOf(draft))
  }

  return (
    <form className="orders-address-form" noValidate onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      {FIELDS.map(([name, autoComplete, required]) => {
        const label = t(`addresses.fields.${name}`)
        return (
          <Field
            key={name}
            id={`address-${name}`}
            label={label}
            error={missing.includes(name) ? t('addresses.missing', { field: label }) : ''}
          >
            {(control) => (
              <input
                {...control}
                name={name}
                type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                autoComplete={autoComplete}
                required={required}
                value={draft[name]}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setDraft((current) => ({ ...current, [name]: value }))
                }}
              />
            )}
          </Field>
        )
      })}
      <div className="orders-addresses-actions">
        <Button type="submit" className="button" disabled={sending}>
          {sending ? t('addresses.saving') : t('addresses.save')}
        </Button>
        <Button className="button button--ghost" onClick={onCancel}>
          {t('addresses.cancel')}
        </Button>
      </div>
    </form>
  )
}
