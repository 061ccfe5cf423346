import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TOKEN_KEY } from '../../../shared/api/client'
import { mockApi } from '../../../test/mock-api'
import { ImageUpload } from './image-upload'

/** The upload as a form uses it: the stored name kept in the owner's state. */
function Harness({ initial = '' }: { initial?: string }) {
  const [image, setImage] = useState(initial)
  return (
    <>
      <ImageUpload label="Dish image" image={image} onChange={setImage} />
      <output aria-label="Stored image">{image}</output>
    </>
  )
}

const jpeg = (bytes: number, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], 'pho.jpg', { type })

describe('the image upload', () => {
  it('sends the file itself with its type and the admin token, then shows the preview', async () => {
    localStorage.setItem(TOKEN_KEY, 'admin-token')
    const calls = mockApi({
      'POST /api/admin/images': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Image uploaded',
          data: { image: 'a1b2c3.webp', width: 1200, height: 800 },
        },
      }),
    })
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByRole('img', { name: 'No Image' })).toBeInTheDocument()
    const input = screen.getByLabelText('Dish image')
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
    expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB.')
    const file = jpeg(2048)
    await user.upload(input, file)

    expect(await screen.findByRole('img', { name: 'Preview: Dish image' })).toHaveAttribute(
      'src',
      '/images/a1b2c3.webp',
    )
    expect(screen.getByLabelText('Stored image')).toHaveTextContent('a1b2c3.webp')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.method).toBe('POST')
    expect(calls[0]!.body).toBe(file)
    expect(calls[0]!.headers['content-type']).toBe('image/jpeg')
    expect(calls[0]!.headers.token).toBe('admin-token')
  })

  it('says it is busy while the file is on its way', async () => {
    let finish: (value: Response) => void = () => {}
    // An answer that waits until the test releases it.
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (finish = resolve)))
    const user = userEvent.setup()
    render(<Harness />)
    await user.upload(screen.getByLabelText('Dish image'), jpeg(10, 'image/png'))
    expect(screen.getByRole('progressbar', { name: 'Uploading the image...' })).toBeInTheDocument()
    expect(screen.getByLabelText('Dish image')).toBeDisabled()
    finish(
      new Response(
        JSON.stringify({
          success: true,
          message: 'Image uploaded',
          data: { image: 'b.webp', width: 800, height: 800 },
        }),
        { status: 201 },
      ),
    )
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    expect(screen.getByLabelText('Dish image')).toBeEnabled()
    expect(screen.getByLabelText('Stored image')).toHaveTextContent('b.webp')
  })

  it('refuses a file over 5 MB without sending it', async () => {
    const calls = mockApi({})
    const user = userEvent.setup()
    render(<Harness />)
    await user.upload(screen.getByLabelText('Dish image'), jpeg(5 * 1024 * 1024 + 1))
    expect(screen.getByRole('alert')).toHaveTextContent('The image is larger than 5 MB')
    expect(screen.getByLabelText('Dish image')).toHaveAccessibleDescription(
      'JPEG, PNG or WebP, up to 5 MB. The image is larger than 5 MB',
    )
    expect(calls).toHaveLength(0)
    // Exactly 5 MB is allowed.
    mockApi({
      'POST /api/admin/images': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Image uploaded',
          data: { image: 'c.webp', width: 800, height: 800 },
        },
      }),
    })
    await user.upload(screen.getByLabelText('Dish image'), jpeg(5 * 1024 * 1024))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(screen.getByLabelText('Stored image')).toHaveTextContent('c.webp')
  })

  it.each([
    [415, 'The file is not a JPEG, PNG or WebP image'],
    [413, 'The image is larger than 5 MB'],
  ])('shows the server’s %i message and keeps the old image', async (status, message) => {
    mockApi({
      'POST /api/admin/images': () => ({ status, body: { success: false, message } }),
    })
    const user = userEvent.setup()
    render(<Harness initial="old.webp" />)
    await user.upload(screen.getByLabelText('Dish image'), jpeg(100, 'image/webp'))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText('Stored image')).toHaveTextContent('old.webp')
  })

  it('sends a file of another type as application/octet-stream, for the server to judge', async () => {
    const calls = mockApi({
      'POST /api/admin/images': () => ({
        status: 415,
        body: { success: false, message: 'The file is not a JPEG, PNG or WebP image' },
      }),
    })
    const user = userEvent.setup({ applyAccept: false })
    render(<Harness />)
    await user.upload(screen.getByLabelText('Dish image'), jpeg(100, 'image/gif'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is not a JPEG, PNG or WebP image',
    )
    expect(calls[0]!.headers['content-type']).toBe('application/octet-stream')
    expect((calls[0]!.body as Blob).size).toBe(100)
  })

  it('removes the image', async () => {
    const user = userEvent.setup()
    render(<Harness initial="old.webp" />)
    expect(screen.getByRole('img', { name: 'Preview: Dish image' })).toHaveAttribute(
      'src',
      '/images/old.webp',
    )
    await user.click(screen.getByRole('button', { name: 'Remove image: Dish image' }))
    expect(screen.getByLabelText('Stored image').textContent).toBe('')
    expect(screen.getByRole('img', { name: 'No Image' })).toBeInTheDocument()
  })
})
