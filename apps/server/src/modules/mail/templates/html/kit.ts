import { useReactRuntime } from './react/jsx-runtime'

/**
 * React Email, loaded on the first mail sent and kept (issue 22 §3): none of it is read when the
 * server starts, and a shop that sends no mail never loads it. Each component comes from its
 * own package (the parts @react-email/components is made of): the whole of that package also
 * loads Tailwind, about 27 MB more held in memory for nothing the shop's mails use.
 */
async function loadKit() {
  const [html, head, body, container, section, row, column, text, heading, img, button, link] =
    await Promise.all([
      import('@react-email/html'),
      import('@react-email/head'),
      import('@react-email/body'),
      import('@react-email/container'),
      import('@react-email/section'),
      import('@react-email/row'),
      import('@react-email/column'),
      import('@react-email/text'),
      import('@react-email/heading'),
      import('@react-email/img'),
      import('@react-email/button'),
      import('@react-email/link'),
    ])
  const [preview, renderer, runtime] = await Promise.all([
    import('@react-email/preview'),
    import('@react-email/render'),
    import('react/jsx-runtime'),
  ])
  useReactRuntime(runtime)
  return {
    Html: html.Html,
    Head: head.Head,
    Body: body.Body,
    Container: container.Container,
    Section: section.Section,
    Row: row.Row,
    Column: column.Column,
    Text: text.Text,
    Heading: heading.Heading,
    Img: img.Img,
    Button: button.Button,
    Link: link.Link,
    Preview: preview.Preview,
    render: renderer.render,
  }
}

export type MailKit = Awaited<ReturnType<typeof loadKit>>

let loading: Promise<MailKit> | undefined

/** The components and the renderer, loaded once; a failed load is tried again next time. */
export function mailKit(): Promise<MailKit> {
  loading ??= loadKit().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
