import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { RuleViolation } from '@/core'

/**
 * A refusal the frame shows because the screen that caused it may not (the Table's and the Mythos
 * screen's Undo / Redo call the session and drop its answer): one line at the top of the page,
 * announced, until dismissed or replaced.
 */
export const useNoticeStore = defineStore('notice', () => {
  const notice = ref<RuleViolation | null>(null)
  const show = (v: RuleViolation) => (notice.value = v)
  const dismiss = () => (notice.value = null)
  return { notice, show, dismiss }
})
