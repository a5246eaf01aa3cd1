// The Magic opening lab (issue 14, item 6): the module's LabModule part and the simulator.
import type { LabModule } from '../../../game/module'
import { CUSTOM_EXAMPLE, LabPolicySchema, PRESET_NAMES } from './policy'

export * from './policy'
export * from './lab-deck'
export * from './layout'
export * from './sim'
export * from './report'
export * from './run'
export * from './sources-needed'

/** What the module's `lab` field holds (the lead puts it on the module when the game is registered). */
export const mtgLab: LabModule = { policySchema: LabPolicySchema, presets: PRESET_NAMES, customExample: CUSTOM_EXAMPLE }
