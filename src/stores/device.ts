import { defineStore } from 'pinia'
import * as repo from '@/db/repo'
import { useStorageStore, type StorageResult } from './storage'

/**
 * Small documents kept on this device and not in any game (a game's owner-completed facts, card
 * notes' neighbours): a key → JSON value store over the settings table, for game modules, which
 * never import the database themselves.
 */
export const useDeviceStore = defineStore('device', () => {
  function get<T>(key: string, fallback: T): Promise<T> {
    return repo.getSetting<T>(key, fallback)
  }
  /** Store a document; a failed write changes nothing, is shown by the frame and returned. */
  function put(key: string, value: unknown): Promise<StorageResult<void>> {
    return useStorageStore().guard(() => repo.putSetting(key, JSON.parse(JSON.stringify(value))))
  }
  return { get, put }
})
