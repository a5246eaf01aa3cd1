import type { LabService } from '../../lab/lab-service'
import type { HandlerTable } from '../dispatch'

export function labHandlers(lab: LabService): Pick<HandlerTable, `lab.${string}` & keyof HandlerTable> {
  return {
    'lab.start': (request) => lab.start(request),
    'lab.compare': (request) => lab.compare(request),
    'lab.status': ({ game, jobId }) => lab.status(game, jobId),
    'lab.result': ({ game, jobId }) => lab.result(game, jobId),
    'lab.cancel': ({ game, jobId }) => lab.cancel(game, jobId),
  }
}
