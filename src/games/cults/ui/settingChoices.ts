import type { NpcSettings } from '../rules'

/**
 * The opponent's unverified settings (S1–S10, docs/rules-matrix-cults.md) and the values each can
 * take, as the setup form and the NPC screen offer them. `midGame`: switchable during play
 * (ROC-NPC-SET); S10 (`siteOutOfPlay`) decides only where the opponent's Sites start.
 */
export const SETTING_CHOICES: { key: keyof NpcSettings; options: readonly (string | boolean)[]; midGame: boolean }[] = [
  { key: 'noGuardian', options: ['bluff', 'destroy-only'], midGame: true },
  { key: 'fallbackMovesTrack', options: [false, true], midGame: true },
  { key: 'influenceTie', options: ['lowest', 'highest'], midGame: true },
  { key: 'defendFrom', options: ['other', 'anywhere'], midGame: true },
  { key: 'removeAfterTerror', options: ['lowest', 'highest'], midGame: true },
  { key: 'destroyForThugs', options: ['larger', 'symbols'], midGame: true },
  { key: 'capStash', options: [false, true], midGame: true },
  { key: 'siteOutOfPlay', options: [false, true], midGame: false },
]
