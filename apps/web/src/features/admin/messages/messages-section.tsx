import type { AdminMessage } from '@quan/domain/answers'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { mailtoHref } from '../../../shared/mailto'
import { formatMoment, useLocaleTag, useRestaurantZone } from '../restaurant-day'
import { useMarkMessage, useMessages } from './api'
import './messages.css'
import { Button } from '../../../shared/ui/button'

/** The contact form's messages, newest first; those nobody has handled stand out. */
export function MessagesSection() {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const id = useId()
  const messages = useMessages()
  const unhandled = messages.data?.filter((message) => !message.handled).length ?? 0

  return (
    <section className="office-messages" aria-labelledby={`${id}-title`}>
      <header className="office-section__head">
        <h2 id={`${id}-title`}>{t('messages.title')}</h2>
        {messages.data && <p>{t('messages.unhandled', { count: unhandled })}</p>}
      </header>
      {messages.isPending && <p aria-busy="true">{t('messages.loading')}</p>}
      {messages.error && (
        <p className="alert" role="alert">
          {t('messages.errors.load', { error: failureText(messages.error) })}
        </p>
      )}
      {messages.data?.length === 0 && <p>{t('messages.empty')}</p>}
      {messages.data && messages.data.length > 0 && (
        <ul className="office-messages__list">
          {messages.data.map((message) => (
            <li key={message._id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function MessageCard({ message }: { message: AdminMessage }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const locale = useLocaleTag()
  const zone = useRestaurantZone()
  const marking = useMarkMessage()
  const titleId = `message-${message._id}-title`
  // The contact form sends a subject code ('general'); the guest saw its label, so does the admin.
  const subject = t(`contact:subjects.${message.subject}`, { defaultValue: message.subject })
  const reply = mailtoHref(message.email, { subject: t('messages.replySubject', { subject }) })

  const problem = marking.error
    ? marking.error.isNetwork
      ? t('messages.errors.network', { error: marking.error.message })
      : failureText(marking.error)
    : ''

  return (
    <article
      className={`office-message${message.handled ? '' : ' office-message--open'}`}
      aria-labelledby={titleId}
    >
      <header className="office-message__head">
        <h3 id={titleId}>{subject}</h3>
        {!message.handled && <span className="office-flag">{t('messages.notHandled')}</span>}
      </header>
      <p className="office-message__from">
        {message.name} &lt;{message.email}&gt; ·{' '}
        <time dateTime={message.createdAt}>{formatMoment(message.createdAt, zone, locale)}</time>
      </p>
      <p className="office-message__text">{message.message}</p>
      {message.handled && (
        <p className="office-message__handled">
          {message.handledAt
            ? t('messages.handledBy', {
                name: message.handledBy || t('messages.someone'),
                when: formatMoment(message.handledAt, zone, locale),
              })
            : t('messages.handled')}
        </p>
      )}
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      <div className="office-message__actions">
        <a className="button button--ghost" href={reply}>
          {t('messages.reply')}
        </a>
        <Button
          type="button"
          className={message.handled ? 'button button--ghost' : 'button'}
          disabled={marking.isPending}
          onClick={() => marking.mutate({ id: message._id, handled: !message.handled })}
        >
          {message.handled ? t('messages.markUnhandled') : t('messages.markHandled')}
        </Button>
      </div>
    </article>
  )
}
