// Pieces shared by every group of channels.
import { z } from 'zod'

export const EmptyRequestSchema = z.object({}).strict()
