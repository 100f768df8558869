import { ref } from 'vue'

/**
 * Forms the players are filling in and have not saved (a card note, an owner's facts, a name being
 * corrected): an app update must not reload the page under them (issue #27 §4).
 *
 * Found without the forms' help: a text field is unsaved once the players typed in it, until the
 * app next writes something through the storage guard (a note, facts, a setting: `formsSaved`)
 * or the field leaves the page. A form can also say so itself (`holdUnsaved`).
 */
const typed = new Set<Element>()
const held = new Set<string>()
/** Bumped on every change, so `hasUnsaved` can be watched. */
export const unsavedVersion = ref(0)

function isTextField(t: EventTarget | null): t is HTMLElement {
  if (!(t instanceof HTMLElement)) return false
  if (t instanceof HTMLTextAreaElement) return true
  if (t instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'file', 'range', 'color'].includes(t.type)
  return t.isContentEditable
}

let listening = false
/** Start noticing typing in the page (once). */
export function watchUnsaved(doc: Document = document): void {
  if (listening) return
  listening = true
  doc.addEventListener('input', (ev) => {
    if (!isTextField(ev.target)) return
    typed.add(ev.target)
    unsavedVersion.value++
  }, true)
}

/** Whether any form holds what the players typed and the app has not saved. */
export function hasUnsaved(): boolean {
  void unsavedVersion.value
  for (const el of typed) if (!el.isConnected) typed.delete(el)
  return typed.size > 0 || held.size > 0
}

/** The app wrote what the players had typed (the storage guard's writes call this). */
export function formsSaved(): void {
  if (typed.size === 0) return
  typed.clear()
  unsavedVersion.value++
}

/** A form says it holds unsaved input (`key`), until `releaseUnsaved(key)`. */
export function holdUnsaved(key: string): void {
  held.add(key)
  unsavedVersion.value++
}
export function releaseUnsaved(key: string): void {
  if (held.delete(key)) unsavedVersion.value++
}
