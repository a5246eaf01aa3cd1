export const IPC_PREFIX = 'deckLab:'
