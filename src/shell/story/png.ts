/**
 * The story's picture as a PNG made on the device: the card's SVG drawn on a canvas (through a
 * `data:` image, which the app's CSP allows and which leaves the canvas readable), then handed to
 * the phone's share sheet with the file where the browser can share files, else downloaded.
 */

/** Render SVG text of the given size to a PNG. */
export function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const img = new Image()
    img.onload = () => {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const ctx = canvas.getContext('2d')
      if (!ctx) return reject(new Error('no 2D canvas'))
      ctx.drawImage(img, 0, 0, width, height)
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas gave no image'))), 'image/png')
    }
    img.onerror = () => reject(new Error('the picture could not be drawn'))
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  })
}

/**
 * Share the PNG (`navigator.share` with the file) or, where files cannot be shared, download it.
 * Resolves to how it went; a share the user closed is not an error.
 */
export async function shareOrDownload(png: Blob, fileName: string, title: string): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([png], fileName, { type: 'image/png' })
  const nav = navigator as Navigator & { canShare?: (d: ShareData) => boolean }
  if (typeof nav.share === 'function' && nav.canShare?.({ files: [file] })) {
    try {
      await nav.share({ files: [file], title })
      return 'shared'
    } catch (err) {
      if ((err as Error).name === 'AbortError') return 'cancelled'
      // Not allowed here (no user gesture left, a policy): fall back to the download.
    }
  }
  const a = document.createElement('a')
  a.href = URL.createObjectURL(png)
  a.download = fileName
  a.click()
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000)
  return 'downloaded'
}
