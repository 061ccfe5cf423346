import { brandTones, isHex, type BrandTones } from '@quan/domain/restaurant/colour'
import type { RestaurantLook } from '@quan/domain/restaurant/look'
import { useId, useState, type CSSProperties, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { imageSrcSet, imageUrl } from '../../../config/paths'
import { ApiError } from '../../../shared/api/client'
import { refusalOf, useErrorText, useFailureText } from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { Field } from '../../../shared/ui/field'
import {
  BANNER_TYPES,
  LOGO_TYPES,
  MAX_BANNER_BYTES,
  MAX_LOGO_BYTES,
  uploadBanner,
  uploadLogo,
  useSaveRestaurantLook,
} from './api'
import { PictureField } from './picture-field'

/** The header shows the logo this high (navbar.css), and so does the preview. */
const MARK_HEIGHT = 40

/**
 * The restaurant's look (issue 21 §2): its logo, its brand colour and the home banner's picture.
 * The colour's tones are previewed as they are picked, and the owner is told when the colour is
 * too light for text and a darker shade of it is used for text and buttons. Saved at once.
 */
export function LookEditor({ saved }: { saved: { look: RestaurantLook; tones: BrandTones } }) {
  const { t } = useTranslation('office')
  const errorText = useErrorText()
  const failureText = useFailureText()
  const save = useSaveRestaurantLook()
  const [look, setLook] = useState(saved.look)
  // The colour as typed: the picker and the text field show the same one.
  const [colour, setColour] = useState(saved.look.brandColour as string)
  const [uploading, setUploading] = useState({ logo: false, banner: false })
  const [refusal, setRefusal] = useState('')
  const [done, setDone] = useState(false)
  const id = useId()
  const colourValid = isHex(colour.trim())
  const tones = brandTones(colourValid ? colour.trim() : look.brandColour)
  const busy = uploading.logo || uploading.banner || save.isPending

  function change(next: Partial<RestaurantLook>) {
    setLook((current) => ({ ...current, ...next }))
    setDone(false)
  }

  function pickColour(text: string) {
    setColour(text)
    setDone(false)
    setRefusal('')
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setDone(false)
    if (!colourValid) {
      setRefusal(errorText({ code: 'BRAND_COLOUR_INVALID', message: '' }))
      return
    }
    setRefusal('')
    save.mutate(
      { ...look, brandColour: colour.trim().toLowerCase() as RestaurantLook['brandColour'] },
      {
        onSuccess: (stored) => {
          setLook(stored.look)
          setColour(stored.look.brandColour)
          setDone(true)
        },
        onError: (error) =>
          setRefusal(
            error instanceof ApiError && !error.isNetwork
              ? errorText(refusalOf(error)) || failureText(error)
              : failureText(error),
          ),
      },
    )
  }

  // The preview draws with the tones being picked, not yet the page's own.
  const previewTones = {
    '--brand': tones.brand,
    '--brand-dark': tones.brandDark,
    '--brand-soft': tones.brandSoft,
  } as CSSProperties

  return (
    <form className="office-look" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.look.title')}</h3>

      <h4>{t('settings.look.logo')}</h4>
      <PictureField
        id={`${id}-logo`}
        label={t('settings.look.logoFile')}
        hint={t('settings.look.logoHint')}
        accept={LOGO_TYPES}
        maxBytes={MAX_LOGO_BYTES}
        tooLarge={t('settings.look.logoTooLarge')}
        upload={uploadLogo}
        onUploaded={(logo) => change({ logo })}
        onRemove={look.logo ? () => change({ logo: null }) : undefined}
        removeLabel={t('settings.look.logoRemove')}
        onBusyChange={(logo) => setUploading((current) => ({ ...current, logo }))}
        preview={
          look.logo ? (
            <img
              className="office-look__logo"
              src={imageUrl(look.logo.image)}
              alt={t('settings.look.logoPreview')}
              height={MARK_HEIGHT}
              width={Math.round((MARK_HEIGHT * look.logo.width) / look.logo.height)}
            />
          ) : (
            <p className="text-soft">{t('settings.look.noLogo')}</p>
          )
        }
      />

      <h4>{t('settings.look.colour')}</h4>
      <div className="office-look__colour">
        <Field id={`${id}-picker`} label={t('settings.look.colourPicker')}>
          {(control) => (
            <input
              {...control}
              type="color"
              value={colourValid ? colour.trim().toLowerCase() : look.brandColour}
              onChange={(event) => pickColour(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field
          id={`${id}-hex`}
          label={t('settings.look.colourHex')}
          hint={t('settings.look.colourHint')}
          invalid={!colourValid}
        >
          {(control) => (
            <input
              {...control}
              value={colour}
              spellCheck={false}
              autoComplete="off"
              maxLength={7}
              onChange={(event) => pickColour(event.currentTarget.value)}
            />
          )}
        </Field>
      </div>
      <div className="office-look__tones" style={previewTones}>
        <p className="office-look__sample">
          <span className="button">{t('settings.look.sampleButton')}</span>
          <span className="office-look__sample-link">{t('settings.look.sampleLink')}</span>
        </p>
        <ul className="office-look__swatches" aria-label={t('settings.look.tones')}>
          {(
            [
              ['brand', tones.brand],
              ['brandDark', tones.brandDark],
              ['brandSoft', tones.brandSoft],
            ] as const
          ).map(([tone, value]) => (
            <li key={tone}>
              <span className="office-look__swatch" style={{ background: value }} />
              {t(`settings.look.tone.${tone}`)} <code>{value}</code>
            </li>
          ))}
        </ul>
      </div>
      {/* Spoken as it changes: the owner hears it while picking. */}
      <div role="status">
        {colourValid && tones.darkenedForText && (
          <p className="office-look__notice">
            {t('settings.look.darkened', {
              picked: colour.trim().toLowerCase(),
              used: tones.brand,
            })}
          </p>
        )}
      </div>

      <h4>{t('settings.look.banner')}</h4>
      <PictureField
        id={`${id}-banner`}
        label={t('settings.look.bannerFile')}
        hint={t('settings.look.bannerHint')}
        accept={BANNER_TYPES}
        maxBytes={MAX_BANNER_BYTES}
        tooLarge={t('settings.look.bannerTooLarge')}
        upload={uploadBanner}
        onUploaded={(banner) => change({ banner })}
        onRemove={look.banner ? () => change({ banner: null }) : undefined}
        removeLabel={t('settings.look.bannerRemove')}
        onBusyChange={(banner) => setUploading((current) => ({ ...current, banner }))}
        preview={
          look.banner ? (
            <img
              className="office-look__banner"
              src={imageUrl(look.banner.image)}
              srcSet={imageSrcSet(look.banner.image)}
              sizes="12rem"
              alt={t('settings.look.bannerPreview')}
              width={look.banner.width}
              height={look.banner.height}
            />
          ) : (
            <p className="text-soft">{t('settings.look.noBanner')}</p>
          )
        }
      />

      {refusal && (
        <p className="alert" role="alert">
          {refusal}
        </p>
      )}
      <div role="status">{done && <p>{t('settings.look.saved')}</p>}</div>
      <div className="office-areas__actions">
        <Button type="submit" className="button" disabled={busy}>
          {save.isPending ? t('settings.look.saving') : t('settings.look.save')}
        </Button>
      </div>
    </form>
  )
}
