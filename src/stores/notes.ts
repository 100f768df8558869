import { defineStore } from 'pinia'
import { ref } from 'vue'
import * as repo from '@/db/repo'
import { useStorageStore, type StorageResult } from './storage'

/**
 * The players' own notes on a card (the app holds no card text). Notes belong to a card, not to a
 * saved game, so a note on a Gate card is there in every game. Stored as `<game>:<cardId>`.
 */
export const useNotesStore = defineStore('notes', () => {
  /** Loaded notes by card id; a card not yet loaded is absent. */
  const byCard = ref<Record<string, string>>({})

  const key = (cardId: string, game: string) => `${game}:${cardId}`

  /** Read a card's note from storage (empty string when there is none). */
  async function load(cardId: string, game: string): Promise<string> {
    const text = await repo.getNote(key(cardId, game))
    byCard.value = { ...byCard.value, [cardId]: text }
    return text
  }

  /** Store a card's note; an empty note deletes it. A failed write changes nothing and says why. */
  async function save(cardId: string, text: string, game: string): Promise<StorageResult<null>> {
    const r = await useStorageStore().guard(() => repo.putNote(key(cardId, game), text))
    if (!r.ok) return r
    byCard.value = { ...byCard.value, [cardId]: text.trim() === '' ? '' : text }
    return { ok: true, value: null }
  }

  /** The loaded note of a card ('' when none or not loaded). */
  const noteOf = (cardId: string): string => byCard.value[cardId] ?? ''

  return { byCard, load, save, noteOf }
})
