export * from './result'
export * from './rng'
export * from './deck'
export * from './engine'
