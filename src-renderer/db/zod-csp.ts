// Imported before any zod schema is built in the renderer: under a CSP without 'unsafe-eval', zod
// must not even try its compiled fast path (it probes `Function('')` when a schema is built, and
// the probe alone is reported as a CSP violation).
import { config } from 'zod'

config({ jitless: true })
