import { defineStore } from 'pinia'
import * as repo from '@/db/repo'
import { LOCALES, type Locale } from '@/i18n'
import { games, loadGame, manifestOf } from '@/app/registry'
import { peekPackGame, readContentPack, writeContentPack, type ContentPack, type PackError, type PackKeys } from '@/shell/contentPack'
import { installedPacks as packs, packEntry, type StoredPack } from '@/shell/packIndex'
import { nowIso } from '@/stores/ids'
import { useStorageStore } from './storage'

export type { StoredPack }

const settingKey = (game: string, l: Locale) => `pack:${game}:${l}`

/**
 * The content packs on this device (the owner's card text and names, per game and language),
 * kept in the settings table. Games read entries synchronously once `load(game)` has run; a write
 * that fails says so and changes nothing.
 */
export const usePacksStore = defineStore('packs', () => {
  const loading = new Map<string, Promise<void>>()

  /** Read a game's packs (both languages) from storage, once. */
  function load(game: string): Promise<void> {
    let p = loading.get(game)
    if (!p) {
      p = Promise.all(LOCALES.map(async (l) => [l, await repo.getSetting<StoredPack | null>(settingKey(game, l), null)] as const)).then((found) => {
        const next = { ...packs.value }
        for (const [l, pack] of found) if (pack) next[`${game}:${l}`] = pack
        packs.value = next
      })
      loading.set(game, p)
      p.catch(() => loading.delete(game))
    }
    return p
  }

  const loadAll = () => Promise.all(games.map((g) => load(g.id))).then(() => undefined)

  /** Every pack on the device, by game then language. */
  const list = () => Object.values(packs.value).sort((a, b) => a.game.localeCompare(b.game) || a.locale.localeCompare(b.locale))

  /** A pack's entry for `key` (see `packEntry`). */
  const entry = packEntry

  /** Read a pack file (the game's module is loaded to know its keys). Nothing is stored yet. */
  async function read(text: string): Promise<{ ok: true; pack: ContentPack; replaces: StoredPack | null } | { ok: false; error: PackError }> {
    const game = peekPackGame(text)
    let keys: PackKeys | null = null
    if (game && manifestOf(game)) keys = (await loadGame(game)).contentKeys?.() ?? null
    const r = readContentPack(text, (g) => (g === game ? keys : null))
    if (!r.ok) return r
    await load(r.pack.game)
    return { ok: true, pack: r.pack, replaces: packs.value[`${r.pack.game}:${r.pack.locale}`] ?? null }
  }

  /** Keep a pack (replacing the one of the same game and language). */
  async function install(pack: ContentPack): Promise<boolean> {
    const stored: StoredPack = { ...pack, importedAt: nowIso() }
    const r = await useStorageStore().guard(() => repo.putSetting(settingKey(pack.game, pack.locale), stored))
    if (!r.ok) return false
    packs.value = { ...packs.value, [`${pack.game}:${pack.locale}`]: stored }
    return true
  }

  async function remove(game: string, l: Locale): Promise<boolean> {
    const r = await useStorageStore().guard(() => repo.putSetting(settingKey(game, l), null))
    if (!r.ok) return false
    const next = { ...packs.value }
    delete next[`${game}:${l}`]
    packs.value = next
    return true
  }

  function exportText(game: string, l: Locale): string | null {
    const p = packs.value[`${game}:${l}`]
    return p ? writeContentPack(p) : null
  }

  return { packs, load, loadAll, list, entry, read, install, remove, exportText }
})
