/**
 * Feedback where the finger is (issue #25): a refusal or a new prompt that a tap brings must be seen
 * without hunting for it. `reveal(el)` scrolls the page the least it takes to bring `el` into the
 * part of the screen nothing covers — below the sticky header, above the bottom nav and the «Na
 * planszy» sheet — and moves the focus there (screen readers read it; `role="alert"` announces a
 * refusal at once). An element already in that band is left where it is: nothing jumps.
 */
export interface Band {
  top: number
  bottom: number
}

/** The part of the viewport no fixed or sticky bar covers. */
export function visibleBand(doc: Document = document): Band {
  const view = doc.defaultView
  const height = view?.innerHeight ?? doc.documentElement.clientHeight
  let top = 0
  let bottom = height
  const header = doc.querySelector('header')
  if (header) top = Math.max(top, header.getBoundingClientRect().bottom)
  for (const sel of ['nav[aria-label]', '[data-testid="board-changes"]']) {
    const el = doc.querySelector(sel)
    if (!el) continue
    const r = el.getBoundingClientRect()
    if (r.height > 0 && r.top > height / 3) bottom = Math.min(bottom, r.top)
  }
  return { top, bottom: Math.max(top + 1, bottom) }
}

/** How far the page must scroll (positive: down) to bring a box into the band; 0 when it is in. */
export function scrollNeeded(box: { top: number; bottom: number }, band: Band, margin = 8): number {
  const room = band.bottom - band.top - 2 * margin
  if (box.top >= band.top + margin && box.bottom <= band.bottom - margin) return 0
  // Taller than the band: its top goes to the band's top (the start of the message is what is read).
  if (box.bottom - box.top > room || box.top < band.top + margin) return box.top - (band.top + margin)
  return box.bottom - (band.bottom - margin)
}

/** Bring `el` into view (the least scroll) and focus it, without a second scroll for the focus. */
export function reveal(el: HTMLElement | null | undefined): void {
  if (!el || !el.isConnected) return
  const band = visibleBand(el.ownerDocument)
  const r = el.getBoundingClientRect()
  const dy = scrollNeeded({ top: r.top, bottom: r.bottom }, band)
  if (dy !== 0) el.ownerDocument.defaultView?.scrollBy({ top: dy, behavior: 'instant' as ScrollBehavior })
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
  el.focus({ preventScroll: true })
}
